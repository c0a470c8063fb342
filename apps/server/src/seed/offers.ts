import { ALL_BUYERS_AUDIENCE, type CatalogueOfferCreateInput, catalogueOfferCreateSchema } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueOffers, offerAudiences } from '../db/schema';

/** Audience types of the offer catalogue: who a sales channel can vouch a buyer is. */
export const OFFER_AUDIENCES = [
  { type: ALL_BUYERS_AUDIENCE, name: 'All buyers', description: 'Everyone who books; the channel need not vouch for anything.' },
  { type: 'FIRST_TIME_BUYER', name: 'First-time buyers', description: 'Buyers booking on the channel for the first time.' },
  { type: 'HDFC_CREDIT_CARD', name: 'HDFC Bank credit card holders', description: 'Paying with an HDFC Bank credit card.' },
  { type: 'ICICI_CARD', name: 'ICICI Bank card holders', description: 'Paying with an ICICI Bank credit or debit card.' },
  { type: 'SBI_CARD', name: 'SBI Card holders', description: 'Paying with an SBI credit card.' },
  { type: 'AXIS_CARD', name: 'Axis Bank card holders', description: 'Paying with an Axis Bank credit or debit card.' },
  { type: 'UPI_FIRST', name: 'First UPI payment', description: 'Paying by UPI for the first time on the channel.' },
  { type: 'STUDENT', name: 'College students', description: 'Buyers with a verified college ID.' },
  { type: 'SENIOR_CITIZEN', name: 'Senior citizens', description: 'Buyers aged 60 or more, verified by the channel.' },
  { type: 'LOYALTY_GOLD', name: 'Loyalty programme: Gold members', description: "Gold tier members of the channel's loyalty programme." },
  { type: 'CORPORATE', name: 'Corporate partners', description: 'Employees of companies with a corporate tie-up.' },
] as const;

const WINDOW = { validFrom: '2026-01-01T00:00:00+05:30', validTo: '2028-03-31T23:59:59+05:30' };

/**
 * Offers the catalogue starts with (staff add, edit and retire them in the staff admin). The banks' offers are funded by
 * the bank (a partner), the first-booking and UPI offers by DIY Events; the rest by the organiser who opts in.
 */
export const CATALOGUE_OFFERS: CatalogueOfferCreateInput[] = [
  { code: 'WELCOME100', name: 'Welcome ₹100 off', description: 'A first booking gets ₹100 off each ticket.', audienceType: 'FIRST_TIME_BUYER', discountKind: 'FLAT', discountValue: 10_000, perBuyerLimit: 1, totalCapTickets: 500, budgetPaise: 5_000_000, fundedBy: 'PLATFORM', ...WINDOW },
  { code: 'HDFC15', name: 'HDFC Bank 15% off', description: '15% off up to ₹300 a ticket on two or more tickets.', audienceType: 'HDFC_CREDIT_CARD', discountKind: 'PERCENT', discountValue: 15, maxDiscountPerTicketPaise: 30_000, minTickets: 2, totalCapTickets: 1_000, budgetPaise: 20_000_000, perBuyerLimit: 2, fundedBy: 'PARTNER', ...WINDOW },
  { code: 'ICICI10', name: 'ICICI Bank 10% off', description: '10% off up to ₹250 a ticket.', audienceType: 'ICICI_CARD', discountKind: 'PERCENT', discountValue: 10, maxDiscountPerTicketPaise: 25_000, totalCapTickets: 800, perBuyerLimit: 3, fundedBy: 'PARTNER', ...WINDOW },
  { code: 'SBI20', name: 'SBI Card 20% off', description: '20% off up to ₹400 a ticket on Gold, VIP and Platinum.', audienceType: 'SBI_CARD', discountKind: 'PERCENT', discountValue: 20, maxDiscountPerTicketPaise: 40_000, ticketTypes: ['Gold', 'VIP', 'Platinum'], totalCapTickets: 400, budgetPaise: 10_000_000, fundedBy: 'PARTNER', ...WINDOW },
  { code: 'AXIS150', name: 'Axis Bank ₹150 off', description: '₹150 off each ticket of a booking of two or more.', audienceType: 'AXIS_CARD', discountKind: 'FLAT', discountValue: 15_000, minTickets: 2, totalCapTickets: 600, fundedBy: 'PARTNER', ...WINDOW },
  { code: 'UPI50', name: 'UPI ₹50 off', description: '₹50 off each ticket on a first UPI payment.', audienceType: 'UPI_FIRST', discountKind: 'FLAT', discountValue: 5_000, perBuyerLimit: 1, totalCapTickets: 2_000, fundedBy: 'PLATFORM', ...WINDOW },
  { code: 'STUDENT25', name: 'Student 25% off', description: '25% off up to ₹200 on General Admission and Student tickets.', audienceType: 'STUDENT', discountKind: 'PERCENT', discountValue: 25, maxDiscountPerTicketPaise: 20_000, ticketTypes: ['General Admission', 'Student'], totalCapTickets: 300, perBuyerLimit: 1, ...WINDOW },
  { code: 'SENIOR30', name: 'Senior citizens 30% off', description: '30% off up to ₹300 a ticket.', audienceType: 'SENIOR_CITIZEN', discountKind: 'PERCENT', discountValue: 30, maxDiscountPerTicketPaise: 30_000, totalCapTickets: 200, perBuyerLimit: 2, ...WINDOW },
  { code: 'GOLDCLUB', name: 'Gold members 12% off', description: '12% off up to ₹500 a ticket for Gold tier members.', audienceType: 'LOYALTY_GOLD', discountKind: 'PERCENT', discountValue: 12, maxDiscountPerTicketPaise: 50_000, totalCapTickets: 1_000, ...WINDOW },
  { code: 'CORP10', name: 'Corporate 10% off', description: '10% off for groups of four or more from partner companies.', audienceType: 'CORPORATE', discountKind: 'PERCENT', discountValue: 10, minTickets: 4, totalCapTickets: 1_500, ...WINDOW },
  { code: 'EARLY10', name: 'Everyone 10% off', description: '10% off up to ₹150 a ticket for every buyer.', audienceType: ALL_BUYERS_AUDIENCE, discountKind: 'PERCENT', discountValue: 10, maxDiscountPerTicketPaise: 15_000, totalCapTickets: 250, budgetPaise: 2_500_000, ...WINDOW },
];

/**
 * Platform data (every installation, production too), idempotent: audience types are upserted; a catalogue offer is
 * inserted when its code is missing and never changed afterwards, so what staff edit or retire stays as they left it.
 */
export async function seedOffers(db: Db): Promise<void> {
  await db
    .insert(offerAudiences)
    .values(OFFER_AUDIENCES.map((a, position) => ({ ...a, position })))
    .onConflictDoUpdate({ target: offerAudiences.type, set: { name: sql`excluded.name`, description: sql`excluded.description`, position: sql`excluded.position` } });
  const rows = CATALOGUE_OFFERS.map((o) => {
    const v = catalogueOfferCreateSchema.parse(o);
    return { ...v, validFrom: new Date(v.validFrom), validTo: new Date(v.validTo) };
  });
  await db.insert(catalogueOffers).values(rows).onConflictDoNothing({ target: catalogueOffers.code });
}
