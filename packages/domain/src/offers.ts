import * as z from 'zod';
import { EVENT_LIST_PAGE_SIZE } from './event-list';
import { MAX_TICKET_PRICE_PAISE } from './money';
import { OFFER_FUNDER_LABELS, OFFER_FUNDERS, type OfferFunder } from './money-model';
import { MAX_INVENTORY, pageSizeSchema, pageStartSchema, wholeNumber } from './number-limits';
import { boundedString } from './bounded-string';
import { CODE_INPUT_MAX_LENGTH, DATE_TEXT_MAX_LENGTH } from './text-bounds';

/**
 * Offers (seed 000 sections 2, 3, 4, 6, 7, 8): a platform catalogue of offers by audience type (staff keep it), an
 * event's opt-in to some of them (its organiser or an offer manager), and redemption by sales channels in
 * POST /integrations/bookings. The rules themselves (eligibility, discount) are in offer-rules.ts.
 */

/** An event's opt-in: ACTIVE, or ARCHIVED once deactivated (a later activate makes it ACTIVE again). */
export const EVENT_OFFER_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type EventOfferStatus = (typeof EVENT_OFFER_STATUSES)[number];
/** A catalogue offer: ACTIVE, or RETIRED by staff (no new opt-ins, no redemptions). */
export const CATALOGUE_OFFER_STATUSES = ['ACTIVE', 'RETIRED'] as const;
export type CatalogueOfferStatus = (typeof CATALOGUE_OFFER_STATUSES)[number];
export const DISCOUNT_KINDS = ['PERCENT', 'FLAT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * The status flag of POST offers: true when an offer is created and when it is activated, false when it is
 * deactivated; a current status of ARCHIVED means the call activates (seed 000 section 4).
 */
export function offerToggleStatusFlag(current: EventOfferStatus): boolean {
  return current === 'ARCHIVED';
}

export const OFFER_LIMITS = {
  codeMin: 3,
  codeMax: 20,
  nameMin: 3,
  nameMax: 80,
  descriptionMax: 300,
  percentMin: 1,
  percentMax: 100,
  /** A flat discount or a cap per ticket: at most a ticket's highest price. */
  paiseMax: MAX_TICKET_PRICE_PAISE,
  /** Minimum tickets per booking. */
  minTicketsMax: 200,
  totalCapMax: MAX_INVENTORY,
  /** A budget: at most 10 crore rupees, in paise. */
  budgetMaxPaise: 1_000_000_000,
  perBuyerMax: 100,
  ticketTypesMax: 20,
  /** Audience types the channel may vouch for in one booking. */
  audienceTypesMax: 10,
  offerCodesPerEvent: 10,
  eventsPerCall: 20,
} as const;

export const OFFER_MESSAGES = {
  fundedBy: 'Choose who pays for the discount: Organiser, DIY Events or Partner',
  code: `An offer code is ${OFFER_LIMITS.codeMin} to ${OFFER_LIMITS.codeMax} capital letters or digits`,
  name: `An offer name is ${OFFER_LIMITS.nameMin} to ${OFFER_LIMITS.nameMax} characters`,
  description: `A description is at most ${OFFER_LIMITS.descriptionMax} characters`,
  percent: `A percentage is a whole number from ${OFFER_LIMITS.percentMin} to ${OFFER_LIMITS.percentMax}`,
  paise: `An amount is a whole number of paise from 1 to ${OFFER_LIMITS.paiseMax}`,
  minTickets: `The minimum is a whole number of tickets from 1 to ${OFFER_LIMITS.minTicketsMax}`,
  totalCap: `The total cap is a whole number of tickets from 1 to ${OFFER_LIMITS.totalCapMax}`,
  budget: `A budget is a whole number of paise from 1 to ${OFFER_LIMITS.budgetMaxPaise}`,
  perBuyer: `The limit per buyer is a whole number of bookings from 1 to ${OFFER_LIMITS.perBuyerMax}`,
  ticketTypes: `Name from 1 to ${OFFER_LIMITS.ticketTypesMax} ticket types, or cover all of them`,
  window: 'The offer must end after it starts',
  audienceType: 'Please choose an audience',
  flatCap: 'A flat discount needs no separate cap per ticket',
} as const;

export const OFFER_ERROR_CODES = {
  notFound: 'ERR.OFFER.NOT_FOUND',
  eventNotFound: 'ERR.OFFER.EVENT_NOT_FOUND',
  codeTaken: 'ERR.OFFER.CODE_TAKEN',
  retired: 'ERR.OFFER.RETIRED',
  notOptedIn: 'ERR.OFFER.NOT_OPTED_IN',
  notEligible: 'ERR.OFFER.NOT_ELIGIBLE',
  exhausted: 'ERR.OFFER.EXHAUSTED',
  buyerLimit: 'ERR.OFFER.BUYER_LIMIT',
  noRecipient: 'ERR.OFFER.NO_RECIPIENT',
  notOnSale: 'ERR.OFFER.EVENT_NOT_ON_SALE',
} as const;

/** Offers run only on events that can still sell (issue #34): a show ahead, and sales not closed. */
export const OFFER_EVENT_NOT_ON_SALE = 'Offers run only on events that can still sell: with a show ahead and sales not closed';

const offerCode = boundedString(CODE_INPUT_MAX_LENGTH, OFFER_MESSAGES.code)
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{${OFFER_LIMITS.codeMin},${OFFER_LIMITS.codeMax}}$`), OFFER_MESSAGES.code);
const audienceType = z.string().trim().min(1, OFFER_MESSAGES.audienceType).max(40, OFFER_MESSAGES.audienceType);
const isoInstant = boundedString(DATE_TEXT_MAX_LENGTH).datetime({ offset: true });

/** GET /offers/audience: the audience types (results[].type, with a name and what the channel vouches for). */
export const offerAudienceSchema = z.object({
  type: z.string(),
  name: z.string(),
  description: z.string(),
});
export type OfferAudience = z.infer<typeof offerAudienceSchema>;
export const offerAudienceListSchema = z.object({ results: z.array(offerAudienceSchema) });

/** The rules of a catalogue offer, as staff write them. */
const offerRulesShape = {
  name: z.string().trim().min(OFFER_LIMITS.nameMin, OFFER_MESSAGES.name).max(OFFER_LIMITS.nameMax, OFFER_MESSAGES.name),
  description: z.string().trim().max(OFFER_LIMITS.descriptionMax, OFFER_MESSAGES.description).default(''),
  audienceType,
  discountKind: z.enum(DISCOUNT_KINDS),
  /**
   * PERCENT: whole percent (1 to 100); FLAT: paise off each covered ticket. Each kind's range and message are checked
   * in checkRules: a value that is missing or not a number is read as NaN here (not refused with the amount's message),
   * so an empty percent says the percentage's rule (issue 34).
   */
  discountValue: wholeNumber({ min: 1, max: OFFER_LIMITS.paiseMax, message: OFFER_MESSAGES.paise }).catch(Number.NaN),
  /** The most one ticket can get off, in paise (PERCENT only; null: no cap). */
  maxDiscountPerTicketPaise: wholeNumber({ min: 1, max: OFFER_LIMITS.paiseMax, message: OFFER_MESSAGES.paise }).nullable().default(null),
  /** Covered tickets a booking needs for the offer. */
  minTickets: wholeNumber({ min: 1, max: OFFER_LIMITS.minTicketsMax, message: OFFER_MESSAGES.minTickets }).default(1),
  /** Ticket-type names the offer covers (compared as ticketTypeNameKey); empty: every ticket type. */
  ticketTypes: z.array(z.string().trim().min(1).max(25)).max(OFFER_LIMITS.ticketTypesMax, OFFER_MESSAGES.ticketTypes).default([]),
  validFrom: isoInstant,
  validTo: isoInstant,
  /** Discounted tickets an event may give in all. */
  totalCapTickets: wholeNumber({ min: 1, max: OFFER_LIMITS.totalCapMax, message: OFFER_MESSAGES.totalCap }),
  /** Discount an event may give in all, in paise (null: no budget). */
  budgetPaise: wholeNumber({ min: 1, max: OFFER_LIMITS.budgetMaxPaise, message: OFFER_MESSAGES.budget }).nullable().default(null),
  /** Bookings one buyer (by mobile, else e-mail) may make with the offer on an event (null: no limit). */
  perBuyerLimit: wholeNumber({ min: 1, max: OFFER_LIMITS.perBuyerMax, message: OFFER_MESSAGES.perBuyer }).nullable().default(null),
  /** Who pays for the discount (docs/money.md): the organiser, or DIY Events or a partner, who reimburse it. */
  fundedBy: z.enum(OFFER_FUNDERS, { error: OFFER_MESSAGES.fundedBy }).default('ORGANISER'),
};

type RulesDraft = {
  discountKind: DiscountKind;
  discountValue: number;
  maxDiscountPerTicketPaise: number | null;
  validFrom: string;
  validTo: string;
};
function checkRules(v: RulesDraft, ctx: z.RefinementCtx): void {
  if (v.discountKind === 'PERCENT' && !(Number.isInteger(v.discountValue) && v.discountValue >= OFFER_LIMITS.percentMin && v.discountValue <= OFFER_LIMITS.percentMax)) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: OFFER_MESSAGES.percent });
  }
  if (v.discountKind === 'FLAT' && !(Number.isInteger(v.discountValue) && v.discountValue >= 1 && v.discountValue <= OFFER_LIMITS.paiseMax)) {
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: OFFER_MESSAGES.paise });
  }
  if (v.discountKind === 'FLAT' && v.maxDiscountPerTicketPaise !== null) {
    ctx.addIssue({ code: 'custom', path: ['maxDiscountPerTicketPaise'], message: OFFER_MESSAGES.flatCap });
  }
  if (Date.parse(v.validTo) <= Date.parse(v.validFrom)) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: OFFER_MESSAGES.window });
  }
}

/** PUT /proxy/diy/v1/offers/catalogue/{code} (staff): the rules of an offer (its code never changes). */
export const catalogueOfferRulesSchema = z.object(offerRulesShape).superRefine(checkRules);
export type CatalogueOfferRules = z.infer<typeof catalogueOfferRulesSchema>;
export type CatalogueOfferRulesInput = z.input<typeof catalogueOfferRulesSchema>;
/** POST /proxy/diy/v1/offers/catalogue (staff): a new catalogue offer. */
export const catalogueOfferCreateSchema = z.object({ code: offerCode, ...offerRulesShape }).superRefine(checkRules);
export type CatalogueOfferCreate = z.infer<typeof catalogueOfferCreateSchema>;
export type CatalogueOfferCreateInput = z.input<typeof catalogueOfferCreateSchema>;

export const catalogueOfferSchema = z.object({
  code: z.string(),
  ...offerRulesShape,
  description: z.string(),
  maxDiscountPerTicketPaise: z.number().int().nullable(),
  minTickets: z.number().int(),
  ticketTypes: z.array(z.string()),
  budgetPaise: z.number().int().nullable(),
  perBuyerLimit: z.number().int().nullable(),
  totalCapTickets: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(CATALOGUE_OFFER_STATUSES),
  audienceName: z.string(),
  /** Events opted in (any status). */
  events: z.number().int(),
  updatedAt: z.string(),
});
export type CatalogueOffer = z.infer<typeof catalogueOfferSchema>;
/** The staff catalogue: every offer, and the audience types an offer can name. */
export const catalogueOfferListSchema = z.object({ results: z.array(catalogueOfferSchema), audiences: z.array(offerAudienceSchema) });
export type CatalogueOfferList = z.infer<typeof catalogueOfferListSchema>;

/** GET /offers?audienceType=: the offers of a type an organiser can choose (code and name, with what they give). */
export const offerListQuerySchema = z.object({ audienceType });
export const offerChoiceSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The discount in words, e.g. '15% off, up to ₹300 a ticket'. */
  summary: z.string(),
  /** Who pays for the discount (OFFER_FUNDER_LABELS). */
  fundedBy: z.enum(OFFER_FUNDERS),
  validFrom: z.string(),
  validTo: z.string(),
});
export type OfferChoice = z.infer<typeof offerChoiceSchema>;
export const offerChoiceListSchema = z.object({ results: z.array(offerChoiceSchema) });

/** POST /offers: opt events into offers (status true: create or activate) or deactivate them (false). */
export const offerStatusRequestSchema = z.object({
  offers: z
    .array(
      z.object({
        eventCode: z.string().trim().min(1).max(40),
        offerCodes: z.array(offerCode).min(1).max(OFFER_LIMITS.offerCodesPerEvent),
      }),
    )
    .min(1)
    .max(OFFER_LIMITS.eventsPerCall),
  status: z.boolean(),
});
export type OfferStatusRequest = z.infer<typeof offerStatusRequestSchema>;
export const offerStatusAnswerSchema = z.object({
  status: z.enum(EVENT_OFFER_STATUSES),
  /** The toast: 'Offer Activated.', 'Offer Deactivated.' or the creation text. */
  message: z.string(),
  changed: z.array(z.object({ eventCode: z.string(), offerCode: z.string(), status: z.enum(EVENT_OFFER_STATUSES), created: z.boolean() })),
});
export type OfferStatusAnswer = z.infer<typeof offerStatusAnswerSchema>;

/** GET /offers/events: the organiser's published events, searchable, paged. */
export const offerEventsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** 'true': only events that run offers (the dashboard). */
  withOffers: z.enum(['true', 'false']).optional(),
  /** 'true': only events that can still sell, a show ahead and not closed (the wizard offers only these). */
  sellable: z.enum(['true', 'false']).optional(),
  start: pageStartSchema(0),
  limit: pageSizeSchema(100, EVENT_LIST_PAGE_SIZE),
});
export type OfferEventsQuery = z.infer<typeof offerEventsQuerySchema>;

const counters = {
  redemptions: z.number().int(),
  ticketsRedeemed: z.number().int(),
  discountPaise: z.number().int(),
  /** What buyers paid on the bookings that used the offer. */
  revenuePaise: z.number().int(),
};
export const eventOfferSummarySchema = z.object({ code: z.string(), name: z.string(), status: z.enum(EVENT_OFFER_STATUSES), ...counters });
export type EventOfferSummary = z.infer<typeof eventOfferSummarySchema>;
export const offerEventSchema = z.object({
  eventCode: z.string(),
  eventName: z.string(),
  /** ISO instant of the first show (null without shows). */
  startTime: z.string().nullable(),
  offers: z.array(eventOfferSummarySchema),
});
export type OfferEvent = z.infer<typeof offerEventSchema>;
export const offerEventListSchema = z.object({ results: z.array(offerEventSchema), total: z.number().int(), start: z.number().int(), limit: z.number().int() });
export type OfferEventList = z.infer<typeof offerEventListSchema>;

/** One IST day of an offer's redemptions (analytics). */
export const offerDaySchema = z.object({ day: z.string(), ...counters });
export type OfferDay = z.infer<typeof offerDaySchema>;
/** GET /offers/events/{eventCode}: eventName, eventCode, startTime and offer[] (name, code, rules, figures, days). */
export const eventOfferDetailSchema = z.object({
  eventName: z.string(),
  eventCode: z.string(),
  startTime: z.string().nullable(),
  offer: z.array(
    eventOfferSummarySchema.extend({
      summary: z.string(),
      /** Who pays for the discount (OFFER_FUNDER_LABELS). */
      fundedBy: z.enum(OFFER_FUNDERS),
      audienceType: z.string(),
      audienceName: z.string(),
      totalCapTickets: z.number().int(),
      budgetPaise: z.number().int().nullable(),
      validFrom: z.string(),
      validTo: z.string(),
      retired: z.boolean(),
      days: z.array(offerDaySchema),
    }),
  ),
});
export type EventOfferDetail = z.infer<typeof eventOfferDetailSchema>;

/** POST /offers/sendTransactionReports {etCode}: the bookings that used offers, mailed as CSV to the organiser. */
export const offerTransactionReportSchema = z.object({ etCode: z.string().trim().min(1).max(40) });
export const offerTransactionReportAnswerSchema = z.object({ message: z.string() });
export function offerReportQueuedMessage(maskedTo: string): string {
  return `The offer transactions report will be mailed to ${maskedTo}.`;
}

/** The wizard's steps (the third path segment of /offers/configure/{step}). */
export const OFFER_WIZARD_STEPS = ['event', 'audience', 'offer'] as const;
export type OfferWizardStep = (typeof OFFER_WIZARD_STEPS)[number];
export const OFFER_WIZARD_STEP_TITLES: Record<OfferWizardStep, string> = {
  event: 'Pick an event',
  audience: 'Select users',
  offer: 'Choose an offer',
};

/** Who pays for an offer's discount, in words for the organiser (docs/money.md). */
export function fundedByText(funder: OfferFunder): string {
  return funder === 'ORGANISER' ? 'Discount funded by you' : `Discount funded by ${OFFER_FUNDER_LABELS[funder]}, reimbursed to you`;
}
