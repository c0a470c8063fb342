import { channelBookingAnswerSchema } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, tickets } from '../src/db/schema';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { describeEngines, useTestApp } from './helpers';
import { addOffer, bookWithOffer, offerBody, offersGet, offerTokens, optIn, setOffers, type OfferBookingOptions, type OfferTokens } from './offer-helpers';
import { cancelBooking, onSaleSession, type DemoSession } from './scan-helpers';

const MAIN = SCAN_DEMO_EVENTS.main;
const H = 3_600_000;
const GOLD = 1_999_00;
const VIP = 4_999_00;

describeEngines('offer redemption in channel bookings on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: OfferTokens;
  let s: DemoSession;
  let n = 0;
  const book = (o: OfferBookingOptions) => bookWithOffer(ctx.app, s, `OFR-${engine}-${(n += 1)}`, o);
  const figures = async (code: string) =>
    (await offersGet(ctx.app, `/offers/events/${MAIN}`, t.organiser)).json().data.offer.find((o: { code: string }) => o.code === code) as {
      redemptions: number; ticketsRedeemed: number; discountPaise: number; revenuePaise: number; status: string;
    };

  beforeAll(async () => {
    t = await offerTokens(ctx);
    s = await onSaleSession(ctx.app, MAIN, ctx.clock.now());
    const now = ctx.clock.now();
    const offers = [
      offerBody('HDFCT20', now, { audienceType: 'HDFC_CREDIT_CARD', discountValue: 20, maxDiscountPerTicketPaise: 30_000, minTickets: 2, ticketTypes: ['Gold', 'VIP Lounge'], perBuyerLimit: 1 }),
      offerBody('FLAT500', now, { discountKind: 'FLAT', discountValue: 50_000, totalCapTickets: 3 }),
      offerBody('BUDGET1', now, { discountKind: 'FLAT', discountValue: 10_000, totalCapTickets: 100, budgetPaise: 25_000 }),
      offerBody('LATER1', now, { validFrom: new Date(now.getTime() + H).toISOString(), validTo: new Date(now.getTime() + 24 * H).toISOString() }),
      offerBody('ENDING1', now, { validTo: new Date(now.getTime() + 10 * 60_000).toISOString() }),
      offerBody('NOTHERE', now),
    ];
    for (const o of offers) await addOffer(ctx.app, t.admin, o);
    await optIn(ctx.app, t.organiser, MAIN, ['HDFCT20', 'FLAT500', 'BUDGET1', 'LATER1', 'ENDING1']);
  });

  it('gives the discount per covered seat, capped, stores it on the booking and answers it (a repeat answers the same)', async () => {
    const res = await bookWithOffer(ctx.app, s, 'OFR-GOOD', { offerCode: 'hdfct20', audienceTypes: ['HDFC_CREDIT_CARD'], lines: [['SILVER', 1], ['GOLD', 1], ['VIP', 1]] });
    expect(res.statusCode, res.body).toBe(201);
    const answer = channelBookingAnswerSchema.parse(res.json().data);
    // Silver is not covered; Gold 20% of ₹1,999 = ₹399.80 capped at ₹300; VIP capped at ₹300.
    const before = 999_00 + GOLD + VIP + 3 * 118;
    // A discount never changes the channel's fee or the GST on it (docs/money.md): each seat keeps its 1.00 fee and 0.18 GST.
    const paid = before - 60_000;
    expect(answer.offer).toEqual({ code: 'HDFCT20', discountPaise: 60_000, perTicketPaise: [0, 30_000, 30_000], totalPaise: paid });
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.bookingId, answer.bookingId));
    expect(row).toMatchObject({ offerCode: 'HDFCT20', discountPaise: 60_000, totalPaise: paid, pricePaise: 999_00 + GOLD + VIP, feePaise: 300, taxPaise: 3 * 18 });
    const seats = await ctx.database.db.select({ d: tickets.discountPaise, tax: tickets.taxPaise }).from(tickets).where(eq(tickets.bookingId, row!.id)).orderBy(tickets.position);
    expect(seats).toEqual([{ d: 0, tax: 18 }, { d: 30_000, tax: 18 }, { d: 30_000, tax: 18 }]);
    const again = await bookWithOffer(ctx.app, s, 'OFR-GOOD', { offerCode: 'hdfct20', audienceTypes: ['HDFC_CREDIT_CARD'], lines: [['SILVER', 1], ['GOLD', 1], ['VIP', 1]] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(res.json().data);
    expect(await figures('HDFCT20')).toMatchObject({ redemptions: 1, ticketsRedeemed: 2, discountPaise: 60_000, revenuePaise: paid });
  });

  it.each<[string, OfferBookingOptions, string]>([
    ['an offer the event does not run', { offerCode: 'NOTHERE' }, 'ERR.OFFER.NOT_OPTED_IN'],
    ['an unknown code', { offerCode: 'ZZZ999' }, 'ERR.OFFER.NOT_OPTED_IN'],
    ['a buyer outside the audience', { offerCode: 'HDFCT20', audienceTypes: ['ICICI_CARD'], lines: [['GOLD', 2]], mobile: '9876500100' }, 'ERR.OFFER.NOT_ELIGIBLE'],
    ['ticket types it does not cover', { offerCode: 'HDFCT20', audienceTypes: ['HDFC_CREDIT_CARD'], lines: [['SILVER', 2]], mobile: '9876500101' }, 'ERR.OFFER.NOT_ELIGIBLE'],
    ['fewer covered tickets than its minimum', { offerCode: 'HDFCT20', audienceTypes: ['HDFC_CREDIT_CARD'], lines: [['GOLD', 1], ['SILVER', 3]], mobile: '9876500102' }, 'ERR.OFFER.NOT_ELIGIBLE'],
    ['no buyer contact with a per-buyer limit', { offerCode: 'HDFCT20', audienceTypes: ['HDFC_CREDIT_CARD'], lines: [['GOLD', 2]], mobile: null }, 'ERR.OFFER.NOT_ELIGIBLE'],
    ['a buyer past the per-buyer limit', { offerCode: 'HDFCT20', audienceTypes: ['HDFC_CREDIT_CARD'], lines: [['GOLD', 2]] }, 'ERR.OFFER.BUYER_LIMIT'],
    ['an offer whose window has not begun', { offerCode: 'LATER1' }, 'ERR.OFFER.NOT_ELIGIBLE'],
  ])('refuses %s with 409 and books nothing', async (_, o, code) => {
    const res = await book(o);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toMatchObject({ code });
    const rows = await ctx.database.db.select().from(bookings).where(eq(bookings.channelBookingId, `OFR-${engine}-${n}`));
    expect(rows).toHaveLength(0);
  });

  it('holds the total cap in tickets and the budget, and a cancellation gives them back', async () => {
    expect((await book({ offerCode: 'FLAT500', lines: [['GOLD', 2]] })).statusCode).toBe(201);
    const over = await book({ offerCode: 'FLAT500', lines: [['GOLD', 2]] });
    expect(over.json().errors).toMatchObject({ code: 'ERR.OFFER.EXHAUSTED', message: 'This offer has no discounted tickets left for this event' });
    const last = await book({ offerCode: 'FLAT500', lines: [['GOLD', 1]] });
    expect(last.statusCode, last.body).toBe(201);
    expect(await figures('FLAT500')).toMatchObject({ ticketsRedeemed: 3, discountPaise: 150_000 });
    expect((await cancelBooking(ctx.app, last.json().data.bookingId)).statusCode).toBe(200);
    expect(await figures('FLAT500')).toMatchObject({ redemptions: 1, ticketsRedeemed: 2, discountPaise: 100_000 });
    expect((await book({ offerCode: 'FLAT500', lines: [['SILVER', 1]] })).statusCode).toBe(201);

    // A budget of ₹250 at ₹100 a ticket: two tickets fit, a third would pass it.
    expect((await book({ offerCode: 'BUDGET1', lines: [['GOLD', 2]] })).statusCode).toBe(201);
    const spent = await book({ offerCode: 'BUDGET1', lines: [['GOLD', 1]] });
    expect(spent.json().errors).toMatchObject({ code: 'ERR.OFFER.EXHAUSTED', message: 'This offer has used its budget for this event' });
    expect(await figures('BUDGET1')).toMatchObject({ redemptions: 1, ticketsRedeemed: 2, discountPaise: 20_000 });
  });

  it('follows the clock: an offer opens at its start and closes at its end', async () => {
    const start = ctx.clock.current;
    try {
      expect((await book({ offerCode: 'ENDING1' })).statusCode).toBe(201);
      ctx.clock.advance(10 * 60_000);
      expect((await book({ offerCode: 'ENDING1' })).json().errors.code).toBe('ERR.OFFER.NOT_ELIGIBLE');
      ctx.clock.current = new Date(start.getTime() + H);
      expect((await book({ offerCode: 'LATER1' })).statusCode).toBe(201);
    } finally {
      ctx.clock.current = start;
    }
  });

  it('redeems nothing once deactivated, and again once activated', async () => {
    expect((await setOffers(ctx.app, t.organiser, MAIN, ['FLAT500'], false)).statusCode).toBe(200);
    const res = await book({ offerCode: 'FLAT500', lines: [['SILVER', 1]] });
    expect(res.json().errors.code).toBe('ERR.OFFER.NOT_OPTED_IN');
    const noOffer = await book({ lines: [['SILVER', 1]] });
    expect(noOffer.statusCode).toBe(201);
    expect(noOffer.json().data.offer).toBeUndefined();
    expect((await setOffers(ctx.app, t.offerManager, MAIN, ['BUDGET1'], true)).json().data.message).toBe('Offer Activated.');
  });
});
