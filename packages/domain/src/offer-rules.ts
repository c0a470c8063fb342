import { formatPaiseCompact } from './money';
import { OFFER_ERROR_CODES, type DiscountKind } from './offers';
import { ticketTypeNameKey } from './schedule-api';

/** The audience every buyer belongs to: a channel need not vouch for it. */
export const ALL_BUYERS_AUDIENCE = 'ALL_BUYERS';

/** What the rules of an offer need (a catalogue offer as stored). */
export interface OfferRuleSet {
  audienceType: string;
  discountKind: DiscountKind;
  discountValue: number;
  maxDiscountPerTicketPaise: number | null;
  minTickets: number;
  /** Ticket-type names covered; empty: all. */
  ticketTypes: readonly string[];
  validFrom: Date | string;
  validTo: Date | string;
  totalCapTickets: number;
  budgetPaise: number | null;
  perBuyerLimit: number | null;
}

/** What an event's opt-in has given so far. */
export interface OfferCounters {
  ticketsRedeemed: number;
  discountPaise: number;
}

/** One booking asking for the offer. */
export interface RedemptionAsk {
  now: Date;
  /** The event's opt-in is ACTIVE and the catalogue offer is not retired. */
  live: boolean;
  /** Audience types the channel vouches the buyer belongs to. */
  audienceTypes: readonly string[];
  /** One entry per seat, in booking order. */
  tickets: readonly { ticketTypeName: string; pricePaise: number }[];
  /** The buyer's key (mobile, else e-mail), or null when the channel gave neither. */
  buyerKey: string | null;
  /** Bookings this buyer already made with the offer on the event. */
  buyerUses: number;
}

export const OFFER_REFUSALS = ['inactive', 'audience', 'window', 'ticketType', 'minimum', 'buyerUnknown', 'buyerLimit', 'cap', 'budget'] as const;
export type OfferRefusal = (typeof OFFER_REFUSALS)[number];

export interface RedemptionGranted {
  ok: true;
  /** Discount of each seat (0 for a seat the offer does not cover), aligned with `ask.tickets`. */
  perTicketPaise: number[];
  discountPaise: number;
  coveredTickets: number;
}
export type RedemptionVerdict = RedemptionGranted | { ok: false; reason: OfferRefusal };

/** The words and code a channel gets for a refusal (409). */
export const OFFER_REFUSAL_TEXTS: Record<OfferRefusal, { code: string; message: string }> = {
  inactive: { code: OFFER_ERROR_CODES.notOptedIn, message: 'This offer is not live for this event' },
  audience: { code: OFFER_ERROR_CODES.notEligible, message: 'The buyer is not in the audience of this offer' },
  window: { code: OFFER_ERROR_CODES.notEligible, message: 'This offer is not valid at this time' },
  ticketType: { code: OFFER_ERROR_CODES.notEligible, message: 'This offer does not cover these ticket types' },
  minimum: { code: OFFER_ERROR_CODES.notEligible, message: 'This booking has fewer tickets than the offer needs' },
  buyerUnknown: { code: OFFER_ERROR_CODES.notEligible, message: "This offer needs the buyer's mobile number or e-mail" },
  buyerLimit: { code: OFFER_ERROR_CODES.buyerLimit, message: 'This buyer has used this offer as often as it allows' },
  cap: { code: OFFER_ERROR_CODES.exhausted, message: 'This offer has no discounted tickets left for this event' },
  budget: { code: OFFER_ERROR_CODES.exhausted, message: 'This offer has used its budget for this event' },
};

/** The discount on one ticket: never below zero, never above the price, capped per ticket. */
export function discountPerTicket(rules: Pick<OfferRuleSet, 'discountKind' | 'discountValue' | 'maxDiscountPerTicketPaise'>, pricePaise: number): number {
  const price = Math.max(0, Math.floor(pricePaise));
  const raw = rules.discountKind === 'PERCENT' ? Math.floor((price * rules.discountValue) / 100) : rules.discountValue;
  const capped = rules.maxDiscountPerTicketPaise === null ? raw : Math.min(raw, rules.maxDiscountPerTicketPaise);
  return Math.max(0, Math.min(price, capped));
}

/** Whether a ticket type (by name) is covered. */
export function coversTicketType(rules: Pick<OfferRuleSet, 'ticketTypes'>, ticketTypeName: string): boolean {
  if (rules.ticketTypes.length === 0) return true;
  const key = ticketTypeNameKey(ticketTypeName);
  return rules.ticketTypes.some((t) => ticketTypeNameKey(t) === key);
}

const instant = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/** Whether the offer's window holds the instant: from validFrom (inclusive) to validTo (exclusive). */
export function withinOfferWindow(rules: Pick<OfferRuleSet, 'validFrom' | 'validTo'>, now: Date): boolean {
  const t = now.getTime();
  return t >= instant(rules.validFrom) && t < instant(rules.validTo);
}

/**
 * The verdict on one booking asking for an offer, checked in this order: live, audience, window, ticket types, booking
 * size, buyer, per-buyer limit, total cap, budget. The server checks the counters again in the conditional update
 * that takes them, so the caps hold under concurrency whatever a stale read said here.
 */
export function evaluateRedemption(rules: OfferRuleSet, counters: OfferCounters, ask: RedemptionAsk): RedemptionVerdict {
  if (!ask.live) return { ok: false, reason: 'inactive' };
  if (rules.audienceType !== ALL_BUYERS_AUDIENCE && !ask.audienceTypes.includes(rules.audienceType)) return { ok: false, reason: 'audience' };
  if (!withinOfferWindow(rules, ask.now)) return { ok: false, reason: 'window' };
  const perTicketPaise = ask.tickets.map((t) => (coversTicketType(rules, t.ticketTypeName) ? discountPerTicket(rules, t.pricePaise) : -1));
  const coveredTickets = perTicketPaise.filter((d) => d >= 0).length;
  if (coveredTickets === 0) return { ok: false, reason: 'ticketType' };
  if (coveredTickets < rules.minTickets) return { ok: false, reason: 'minimum' };
  if (rules.perBuyerLimit !== null) {
    if (!ask.buyerKey) return { ok: false, reason: 'buyerUnknown' };
    if (ask.buyerUses >= rules.perBuyerLimit) return { ok: false, reason: 'buyerLimit' };
  }
  if (counters.ticketsRedeemed + coveredTickets > rules.totalCapTickets) return { ok: false, reason: 'cap' };
  const granted = perTicketPaise.map((d) => Math.max(0, d));
  const discountPaise = granted.reduce((s, d) => s + d, 0);
  if (rules.budgetPaise !== null && counters.discountPaise + discountPaise > rules.budgetPaise) return { ok: false, reason: 'budget' };
  return { ok: true, perTicketPaise: granted, discountPaise, coveredTickets };
}

/** The buyer's key for the per-buyer limit: the mobile's last 10 digits, else the e-mail in lower case. */
export function offerBuyerKey(buyer: { mobile?: string | undefined; email?: string | undefined }): string | null {
  const digits = (buyer.mobile ?? '').replace(/\D/g, '');
  if (digits.length >= 10) return `m:${digits.slice(-10)}`;
  const email = (buyer.email ?? '').trim().toLowerCase();
  return email.includes('@') ? `e:${email}` : null;
}

/** Every amount of money an offer shows (its flat discount, its cap a ticket, its budget), for moneyFormatterFor. */
export function offerAmountsPaise(o: Pick<OfferRuleSet, 'discountKind' | 'discountValue' | 'maxDiscountPerTicketPaise' | 'budgetPaise'>): number[] {
  return [o.discountKind === 'PERCENT' ? null : o.discountValue, o.maxDiscountPerTicketPaise, o.budgetPaise].filter((v): v is number => v !== null);
}

/**
 * The discount in words: '15% off, up to ₹300 a ticket', '₹100 off a ticket'; with the minimum when above 1. A table of
 * offers passes one money formatter for all its rows (moneyFormatterFor), so its amounts all have paise or none do.
 */
export function offerSummary(
  rules: Pick<OfferRuleSet, 'discountKind' | 'discountValue' | 'maxDiscountPerTicketPaise' | 'minTickets' | 'ticketTypes'>,
  money: (paise: number) => string = formatPaiseCompact,
): string {
  const off =
    rules.discountKind === 'PERCENT'
      ? `${rules.discountValue}% off${rules.maxDiscountPerTicketPaise !== null ? `, up to ${money(rules.maxDiscountPerTicketPaise)} a ticket` : ''}`
      : `${money(rules.discountValue)} off a ticket`;
  const types = rules.ticketTypes.length > 0 ? ` on ${rules.ticketTypes.join(', ')}` : '';
  const min = rules.minTickets > 1 ? `; at least ${rules.minTickets} tickets a booking` : '';
  return `${off}${types}${min}`;
}
