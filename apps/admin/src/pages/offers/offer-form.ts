import {
  type CatalogueOffer, type CatalogueOfferCreate, type OfferFunder, catalogueOfferCreateSchema, formatCalendarDate, istPartsToDate, parseDdMmYyyy, PAISE_PER_RUPEE,
  rupeesToPaise, toIstParts,
} from '@diy/domain';

/** The catalogue form as typed: amounts in rupees, dates as dd/MM/yyyy (IST days; the offer ends after its last day). */
export interface OfferFormValues {
  code: string;
  name: string;
  description: string;
  audienceType: string;
  discountKind: 'PERCENT' | 'FLAT';
  /** Percent, or rupees off a ticket. */
  discount: string;
  maxPerTicketRupees: string;
  minTickets: string;
  ticketTypes: string;
  validFrom: string;
  validTo: string;
  totalCapTickets: string;
  budgetRupees: string;
  perBuyerLimit: string;
  /** Who pays for the discount: ORGANISER, PLATFORM (DIY Events) or PARTNER. */
  fundedBy: OfferFunder;
}

export const EMPTY_OFFER_FORM: OfferFormValues = {
  code: '', name: '', description: '', audienceType: '', discountKind: 'PERCENT', discount: '', maxPerTicketRupees: '', minTickets: '1',
  ticketTypes: '', validFrom: '', validTo: '', totalCapTickets: '', budgetRupees: '', perBuyerLimit: '', fundedBy: 'ORGANISER',
};

const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const optional = (text: string, map: (n: number) => number = (n) => n): number | null => (text.trim() === '' ? null : map(num(text)));
const rupees = (n: number) => (Number.isFinite(n) ? rupeesToPaise(n) : n);

/** The start of an IST day, or of the day after (the exclusive end of a last day). */
function dayStart(text: string, nextDay = false): string {
  const d = parseDdMmYyyy(text);
  if (!d) return text;
  return istPartsToDate({ year: d.year, month: d.month, day: d.day + (nextDay ? 1 : 0), hour: 0, minute: 0 }).toISOString();
}

/** The request body the form stands for, checked with the server's schema: the body, or the first error per field. */
export function offerFromForm(v: OfferFormValues): { ok: true; body: CatalogueOfferCreate } | { ok: false; errors: Record<string, string> } {
  const draft = {
    code: v.code,
    name: v.name,
    description: v.description,
    audienceType: v.audienceType,
    discountKind: v.discountKind,
    discountValue: v.discountKind === 'PERCENT' ? num(v.discount) : rupees(num(v.discount)),
    maxDiscountPerTicketPaise: v.discountKind === 'PERCENT' ? optional(v.maxPerTicketRupees, rupees) : null,
    minTickets: num(v.minTickets),
    ticketTypes: v.ticketTypes.split(',').map((t) => t.trim()).filter(Boolean),
    validFrom: dayStart(v.validFrom),
    validTo: dayStart(v.validTo, true),
    totalCapTickets: num(v.totalCapTickets),
    budgetPaise: optional(v.budgetRupees, rupees),
    perBuyerLimit: optional(v.perBuyerLimit),
    fundedBy: v.fundedBy,
  };
  const parsed = catalogueOfferCreateSchema.safeParse(draft);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    const field = FIELD_OF[key] ?? key;
    const message = key === 'validFrom' || (key === 'validTo' && !parseDdMmYyyy(v.validTo)) ? 'Please enter the date as dd/MM/yyyy' : issue.message;
    errors[field] ??= message;
  }
  return { ok: false, errors };
}

/** Schema fields to the form's. */
const FIELD_OF: Record<string, keyof OfferFormValues> = {
  discountValue: 'discount',
  maxDiscountPerTicketPaise: 'maxPerTicketRupees',
  budgetPaise: 'budgetRupees',
};

const rupeesText = (paise: number | null) => (paise === null ? '' : String(paise / PAISE_PER_RUPEE));
const dayText = (iso: string, lastDay = false) => {
  const p = toIstParts(new Date(new Date(iso).getTime() - (lastDay ? 1 : 0)));
  return p ? formatCalendarDate(p) : '';
};

/** The form filled from an offer (to edit it). */
export function formFromOffer(o: CatalogueOffer): OfferFormValues {
  return {
    code: o.code,
    name: o.name,
    description: o.description,
    audienceType: o.audienceType,
    discountKind: o.discountKind,
    discount: o.discountKind === 'PERCENT' ? String(o.discountValue) : rupeesText(o.discountValue),
    maxPerTicketRupees: rupeesText(o.maxDiscountPerTicketPaise),
    minTickets: String(o.minTickets),
    ticketTypes: o.ticketTypes.join(', '),
    validFrom: dayText(o.validFrom),
    validTo: dayText(o.validTo, true),
    totalCapTickets: String(o.totalCapTickets),
    budgetRupees: rupeesText(o.budgetPaise),
    perBuyerLimit: o.perBuyerLimit === null ? '' : String(o.perBuyerLimit),
    fundedBy: o.fundedBy,
  };
}
