import { describe, expect, it } from 'vitest';
import {
  offerAmountsPaise,
  ALL_BUYERS_AUDIENCE, discountPerTicket, evaluateRedemption, offerBuyerKey, offerSummary, type OfferRuleSet, type RedemptionAsk,
} from './offer-rules';
import { catalogueOfferCreateSchema, OFFER_MESSAGES, offerStatusRequestSchema, offerToggleStatusFlag } from './offers';
import { moneyFormatterFor } from './display-format';

const rules: OfferRuleSet = {
  audienceType: 'HDFC_CARD',
  discountKind: 'PERCENT',
  discountValue: 20,
  maxDiscountPerTicketPaise: 30_000,
  minTickets: 2,
  ticketTypes: ['Gold', 'Fan Pit'],
  validFrom: '2026-12-01T00:00:00+05:30',
  validTo: '2026-12-31T00:00:00+05:30',
  totalCapTickets: 10,
  budgetPaise: 200_000,
  perBuyerLimit: 1,
};
const gold = { ticketTypeName: 'GOLD', pricePaise: 100_000 };
const silver = { ticketTypeName: 'Silver', pricePaise: 50_000 };
const ask: RedemptionAsk = {
  now: new Date('2026-12-10T12:00:00Z'),
  live: true,
  audienceTypes: ['HDFC_CARD'],
  tickets: [gold, gold],
  buyerKey: 'm:9876543210',
  buyerUses: 0,
};
const counters = { ticketsRedeemed: 0, discountPaise: 0 };

describe('discount per ticket', () => {
  it.each([
    ['20% of ₹1,000 capped at ₹300', { discountKind: 'PERCENT', discountValue: 20, maxDiscountPerTicketPaise: 30_000 }, 100_000, 20_000],
    ['50% of ₹1,000 capped at ₹300', { discountKind: 'PERCENT', discountValue: 50, maxDiscountPerTicketPaise: 30_000 }, 100_000, 30_000],
    ['15% of ₹999.99 rounds down', { discountKind: 'PERCENT', discountValue: 15, maxDiscountPerTicketPaise: null }, 99_999, 14_999],
    ['100% of a ticket is the ticket', { discountKind: 'PERCENT', discountValue: 100, maxDiscountPerTicketPaise: null }, 49_900, 49_900],
    ['flat ₹100 off ₹500', { discountKind: 'FLAT', discountValue: 10_000, maxDiscountPerTicketPaise: null }, 50_000, 10_000],
    ['flat ₹100 off ₹50 never goes below zero', { discountKind: 'FLAT', discountValue: 10_000, maxDiscountPerTicketPaise: null }, 5_000, 5_000],
    ['a free ticket gets nothing', { discountKind: 'FLAT', discountValue: 10_000, maxDiscountPerTicketPaise: null }, 0, 0],
  ] as const)('%s', (_, r, price, expected) => {
    expect(discountPerTicket(r, price)).toBe(expected);
  });
});

describe('eligibility', () => {
  it.each<[string, Partial<OfferRuleSet>, Partial<RedemptionAsk>, { ticketsRedeemed: number; discountPaise: number }, string]>([
    ['granted', {}, {}, counters, 'ok'],
    ['opt-in not live', {}, { live: false }, counters, 'inactive'],
    ['buyer outside the audience', {}, { audienceTypes: ['ICICI_CARD'] }, counters, 'audience'],
    ['all buyers need no vouching', { audienceType: ALL_BUYERS_AUDIENCE }, { audienceTypes: [] }, counters, 'ok'],
    ['before the window', {}, { now: new Date('2026-11-30T18:29:59Z') }, counters, 'window'],
    ['at the window start', {}, { now: new Date('2026-11-30T18:30:00Z') }, counters, 'ok'],
    ['at the window end', {}, { now: new Date('2026-12-30T18:30:00Z') }, counters, 'window'],
    ['no covered ticket type', {}, { tickets: [silver, silver] }, counters, 'ticketType'],
    ['all ticket types covered', { ticketTypes: [] }, { tickets: [silver, silver] }, counters, 'ok'],
    ['below the minimum of covered tickets', {}, { tickets: [gold, silver] }, counters, 'minimum'],
    ['no buyer key with a per-buyer limit', {}, { buyerKey: null }, counters, 'buyerUnknown'],
    ['no buyer key without a per-buyer limit', { perBuyerLimit: null }, { buyerKey: null }, counters, 'ok'],
    ['buyer at the limit', {}, { buyerUses: 1 }, counters, 'buyerLimit'],
    ['cap reached exactly', {}, {}, { ticketsRedeemed: 8, discountPaise: 0 }, 'ok'],
    ['cap passed by one', {}, {}, { ticketsRedeemed: 9, discountPaise: 0 }, 'cap'],
    ['budget reached exactly', {}, {}, { ticketsRedeemed: 0, discountPaise: 160_000 }, 'ok'],
    ['budget passed by a paisa', {}, {}, { ticketsRedeemed: 0, discountPaise: 160_001 }, 'budget'],
    ['no budget', { budgetPaise: null }, {}, { ticketsRedeemed: 0, discountPaise: 10_000_000 }, 'ok'],
  ])('%s', (_, r, a, c, expected) => {
    const verdict = evaluateRedemption({ ...rules, ...r }, c, { ...ask, ...a });
    expect(verdict.ok ? 'ok' : verdict.reason).toBe(expected);
  });

  it('discounts covered seats only and answers them in booking order', () => {
    const verdict = evaluateRedemption({ ...rules, minTickets: 1 }, counters, { ...ask, tickets: [silver, gold, { ticketTypeName: 'fan  pit', pricePaise: 200_000 }] });
    expect(verdict).toEqual({ ok: true, perTicketPaise: [0, 20_000, 30_000], discountPaise: 50_000, coveredTickets: 2 });
  });
});

describe('offer texts and payloads', () => {
  it.each([
    [{ discountKind: 'PERCENT', discountValue: 15, maxDiscountPerTicketPaise: 30_000, minTickets: 1, ticketTypes: [] }, '15% off, up to ₹300 a ticket'],
    [{ discountKind: 'FLAT', discountValue: 10_000, maxDiscountPerTicketPaise: null, minTickets: 2, ticketTypes: ['Student'] }, '₹100 off a ticket on Student; at least 2 tickets a booking'],
  ] as const)('summary %#', (r, text) => {
    expect(offerSummary(r)).toBe(text);
  });

  it.each([
    [{ mobile: '+91 98765 43210' }, 'm:9876543210'],
    [{ mobile: '12', email: ' Asha@Example.in ' }, 'e:asha@example.in'],
    [{}, null],
  ])('buyer key %#', (buyer, key) => {
    expect(offerBuyerKey(buyer)).toBe(key);
  });

  it.each([
    ['ACTIVE', false],
    ['ARCHIVED', true],
  ] as const)('toggling from %s sends status %s', (current, flag) => {
    expect(offerToggleStatusFlag(current)).toBe(flag);
  });

  const valid = {
    code: 'hdfc20', name: 'HDFC 20% off', audienceType: 'HDFC_CARD', discountKind: 'PERCENT', discountValue: 20, maxDiscountPerTicketPaise: 30_000,
    validFrom: '2026-12-01T00:00:00+05:30', validTo: '2026-12-31T00:00:00+05:30', totalCapTickets: 100,
  };
  it('reads a valid catalogue offer with its defaults', () => {
    expect(catalogueOfferCreateSchema.parse(valid)).toMatchObject({ code: 'HDFC20', minTickets: 1, ticketTypes: [], budgetPaise: null, perBuyerLimit: null, description: '' });
  });
  it.each([
    ['code', { code: 'H!' }, OFFER_MESSAGES.code],
    ['percent above 100', { discountValue: 101 }, OFFER_MESSAGES.percent],
    ['flat of zero', { discountKind: 'FLAT', discountValue: 0, maxDiscountPerTicketPaise: null }, OFFER_MESSAGES.paise],
    ['flat with a cap', { discountKind: 'FLAT', discountValue: 100 }, OFFER_MESSAGES.flatCap],
    // Each kind its own message, an empty field too (issue 34: an empty percent said "...a whole number of paise...").
    ['empty percent', { discountValue: undefined }, OFFER_MESSAGES.percent],
    ['a fraction of a percent', { discountValue: 12.5 }, OFFER_MESSAGES.percent],
    ['empty flat amount', { discountKind: 'FLAT', discountValue: undefined, maxDiscountPerTicketPaise: null }, OFFER_MESSAGES.paise],
    ['window backwards', { validTo: '2026-11-01T00:00:00+05:30' }, OFFER_MESSAGES.window],
    ['cap of zero', { totalCapTickets: 0 }, OFFER_MESSAGES.totalCap],
    ['per-buyer of zero', { perBuyerLimit: 0 }, OFFER_MESSAGES.perBuyer],
  ])('refuses %s', (_, patch, message) => {
    const r = catalogueOfferCreateSchema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
    if (message === OFFER_MESSAGES.percent) expect(r.error?.issues.map((i) => i.message)).not.toContain(OFFER_MESSAGES.paise);
  });
  it('reads the opt-in call', () => {
    expect(offerStatusRequestSchema.parse({ offers: [{ eventCode: 'ET00010002', offerCodes: ['hdfc20'] }], status: true })).toEqual({
      offers: [{ eventCode: 'ET00010002', offerCodes: ['HDFC20'] }],
      status: true,
    });
    expect(offerStatusRequestSchema.safeParse({ offers: [], status: true }).success).toBe(false);
  });
});

describe('a table of offers draws its money in one form', () => {
  it('paise on every amount when one has paise, none when all are whole', () => {
    const flat = { discountKind: 'FLAT' as const, discountValue: 10000, maxDiscountPerTicketPaise: null, budgetPaise: 1999950, minTickets: 1, ticketTypes: [] };
    const pct = { discountKind: 'PERCENT' as const, discountValue: 15, maxDiscountPerTicketPaise: 30000, budgetPaise: null, minTickets: 1, ticketTypes: [] };
    const money = moneyFormatterFor([flat, pct].flatMap(offerAmountsPaise));
    expect(offerSummary(flat, money)).toBe('₹100.00 off a ticket');
    expect(offerSummary(pct, money)).toBe('15% off, up to ₹300.00 a ticket');
    expect(money(flat.budgetPaise)).toBe('₹19,999.50');
    const whole = moneyFormatterFor([pct].flatMap(offerAmountsPaise));
    expect(offerSummary(pct, whole)).toBe('15% off, up to ₹300 a ticket');
  });
});
