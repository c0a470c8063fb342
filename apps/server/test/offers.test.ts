import {
  catalogueOfferSchema, eventOfferDetailSchema, OFFER_MESSAGES, OFFER_TEXTS, offerAudienceListSchema, offerChoiceListSchema, offerEventListSchema,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { JobQueue } from '../src/services/jobs/job-queue';
import { OfferTransactionMail } from '../src/services/offers/transactions-mail';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, useTestApp } from './helpers';
import { bookWithOffer, CATALOGUE, offerBody, offersGet, offerTokens, optIn, setOffers, type OfferTokens } from './offer-helpers';
import { parseCsv } from './report-helpers';
import { onSaleSession, type DemoSession } from './scan-helpers';
import { auditOf, staffCall } from './staff-helpers';

const MAIN = SCAN_DEMO_EVENTS.main;
const OTHER = SCAN_DEMO_EVENTS.second;

describeEngines('offers: catalogue, opt-ins, events and the transactions report on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: OfferTokens;
  let today: DemoSession;

  beforeAll(async () => {
    t = await offerTokens(ctx);
    today = await onSaleSession(ctx.app, MAIN, ctx.clock.now());
  });

  it('answers the seeded audience types and the offers of a type, to the organiser and the offer manager', async () => {
    for (const token of [t.organiser, t.offerManager]) {
      const aud = await offersGet(ctx.app, '/offers/audience', token);
      expect(aud.statusCode, aud.body).toBe(200);
      const types = offerAudienceListSchema.parse(aud.json().data).results.map((r) => r.type);
      expect(types).toEqual(expect.arrayContaining(['ALL_BUYERS', 'FIRST_TIME_BUYER', 'HDFC_CREDIT_CARD', 'STUDENT']));
      const list = offerChoiceListSchema.parse((await offersGet(ctx.app, '/offers?audienceType=HDFC_CREDIT_CARD', token)).json().data);
      expect(list.results).toEqual([expect.objectContaining({ code: 'HDFC15', name: 'HDFC Bank 15% off', summary: '15% off, up to ₹300 a ticket; at least 2 tickets a booking' })]);
    }
    expect((await offersGet(ctx.app, '/offers?audienceType=NOBODY', t.organiser)).json().data.results).toEqual([]);
    const missing = await offersGet(ctx.app, '/offers', t.organiser);
    expect(missing.statusCode).toBe(400);
  });

  it('refuses everyone without the offers feature: 401 without a token, 403 for gate staff and staff', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/offers/audience'], ['GET', '/offers?audienceType=ALL_BUYERS'], ['GET', '/offers/events'], ['GET', `/offers/events/${MAIN}`],
      ['POST', '/offers', { offers: [{ eventCode: MAIN, offerCodes: ['EARLY10'] }], status: true }], ['POST', '/offers/sendTransactionReports', { etCode: MAIN }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await api(ctx.app, { method: method as 'GET', url: `/api${url}`, ...(payload ? { payload: payload as object } : {}) });
      expect(anonymous.statusCode, url).toBe(401);
      for (const token of [t.gate, t.reviewer]) {
        const res = await api(ctx.app, { method: method as 'GET', url: `/api${url}`, token, ...(payload ? { payload: payload as object } : {}) });
        expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      }
    }
  });

  it('opts an event in (live at once), deactivates and activates it, with the spec toasts', async () => {
    const created = await setOffers(ctx.app, t.organiser, MAIN, ['EARLY10', 'hdfc15'], true);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ status: 'ACTIVE', message: OFFER_TEXTS.created, changed: [{ offerCode: 'EARLY10', created: true }, { offerCode: 'HDFC15', created: true }] });
    // Live at once: a channel redeems it straight away.
    const booked = await bookWithOffer(ctx.app, today, 'OFR-LIVE-1', { offerCode: 'EARLY10' });
    expect(booked.statusCode, booked.body).toBe(201);

    const off = await setOffers(ctx.app, t.offerManager, MAIN, ['HDFC15'], false);
    expect(off.json().data).toMatchObject({ status: 'ARCHIVED', message: OFFER_TEXTS.deactivated });
    const on = await setOffers(ctx.app, t.offerManager, MAIN, ['HDFC15'], true);
    expect(on.json().data).toMatchObject({ status: 'ACTIVE', message: OFFER_TEXTS.activated, changed: [{ created: false }] });

    const list = offerEventListSchema.parse((await offersGet(ctx.app, `/offers/events?search=${encodeURIComponent('mannpasand')}`, t.organiser)).json().data);
    expect(list.total).toBe(1);
    expect(list.results[0]!.startTime).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(list.results[0]).toMatchObject({ eventCode: MAIN, offers: [{ code: 'EARLY10', status: 'ACTIVE', redemptions: 1, ticketsRedeemed: 1 }, { code: 'HDFC15', status: 'ACTIVE', redemptions: 0 }] });
    const detail = eventOfferDetailSchema.parse((await offersGet(ctx.app, `/offers/events/${MAIN}`, t.offerManager)).json().data);
    expect(detail.startTime).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    const early = detail.offer.find((o) => o.code === 'EARLY10')!;
    expect(early).toMatchObject({ name: 'Everyone 10% off', audienceName: 'All buyers', redemptions: 1, discountPaise: 15_000, totalCapTickets: 250 });
    expect(early.days).toEqual([expect.objectContaining({ redemptions: 1, discountPaise: 15_000, revenuePaise: 1_999_00 + 118 - 15_000 })]); // the discount never changes the channel's fee (1.00) or its GST (0.18)
  });

  it('pages and searches the events, and never shows another organiser\'s', async () => {
    const all = offerEventListSchema.parse((await offersGet(ctx.app, '/offers/events?start=0&limit=1', t.organiser)).json().data);
    expect(all.results).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);
    const codes = offerEventListSchema.parse((await offersGet(ctx.app, '/offers/events?limit=100', t.organiser)).json().data).results.map((r) => r.eventCode);
    // Events that run offers come first.
    expect(codes[0]).toBe(MAIN);
    expect(codes).not.toContain(OTHER);
    expect((await offersGet(ctx.app, '/offers/events?search=%25', t.organiser)).json().data.total).toBe(0);
    const running = offerEventListSchema.parse((await offersGet(ctx.app, '/offers/events?withOffers=true', t.organiser)).json().data);
    expect(running.results.map((r) => r.eventCode)).toEqual([MAIN]);
    expect((await offersGet(ctx.app, '/offers/events?limit=0', t.organiser)).statusCode).toBe(400);
  });

  it("refuses another organiser's event on every route with an id, as if it did not exist", async () => {
    const calls = [
      () => setOffers(ctx.app, t.organiser2, MAIN, ['EARLY10'], false),
      () => setOffers(ctx.app, t.organiser2, MAIN, ['EARLY10'], true),
      () => offersGet(ctx.app, `/offers/events/${MAIN}`, t.organiser2),
      () => api(ctx.app, { method: 'POST', url: '/api/offers/sendTransactionReports', token: t.organiser2, payload: { etCode: MAIN } }),
      () => offersGet(ctx.app, `/offers/events/${OTHER}`, t.offerManager),
      () => setOffers(ctx.app, t.offerManager, OTHER, ['EARLY10'], true),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().errors.code).toBe('ERR.OFFER.EVENT_NOT_FOUND');
    }
    const detail = eventOfferDetailSchema.parse((await offersGet(ctx.app, `/offers/events/${MAIN}`, t.organiser)).json().data);
    expect(detail.offer.find((o) => o.code === 'EARLY10')?.status).toBe('ACTIVE');
  });

  it('refuses unknown offers, deactivating what the event never ran, and bad bodies, changing nothing', async () => {
    expect((await setOffers(ctx.app, t.organiser, MAIN, ['NOSUCH1'], true)).json().errors.code).toBe('ERR.OFFER.NOT_FOUND');
    expect((await setOffers(ctx.app, t.organiser, MAIN, ['SBI20'], false)).json().errors.code).toBe('ERR.OFFER.NOT_OPTED_IN');
    // All or nothing: a good code with a bad one opts nothing in.
    expect((await setOffers(ctx.app, t.organiser, MAIN, ['SBI20', 'NOSUCH1'], true)).statusCode).toBe(404);
    const detail = eventOfferDetailSchema.parse((await offersGet(ctx.app, `/offers/events/${MAIN}`, t.organiser)).json().data);
    expect(detail.offer.map((o) => o.code)).not.toContain('SBI20');
    for (const payload of [{ offers: [], status: true }, { offers: [{ eventCode: MAIN, offerCodes: ['x!'] }], status: true }, { offers: [{ eventCode: MAIN, offerCodes: ['EARLY10'] }] }]) {
      const res = await api(ctx.app, { method: 'POST', url: '/api/offers', token: t.organiser, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await offersGet(ctx.app, '/offers/events/ET99999999', t.organiser)).statusCode).toBe(404);
  });

  it('mails the offer transactions report as CSV through the job queue', async () => {
    const res = await api(ctx.app, { method: 'POST', url: '/api/offers/sendTransactionReports', token: t.offerManager, payload: { etCode: MAIN } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('The offer transactions report will be mailed to o***@demo.in.');
    expect(await ctx.app.scheduling.queue.runDue()).toMatchObject({ claimed: 1, sent: 1 });
    const mails = await ctx.app.services.outbox.list('organiser@demo.in');
    const mail = mails.find((m) => m.subject?.startsWith('Offer transactions'));
    expect(mail?.body).toContain('Bookings: 1; discount given: ₹150.00');
    expect(mail?.body).toMatch(/\[attachment\] offer-transactions-ET00010002\.csv, \d+ bytes/);
    const [ev] = await ctx.database.db.select({ id: events.id }).from(events).where(eq(events.eventCode, MAIN));
    const maker = new OfferTransactionMail({ db: ctx.database.db, mailer: ctx.app.services.mailer, queue: new JobQueue(ctx.database.db, ctx.clock.now), now: ctx.clock.now });
    const rows = parseCsv((await maker.csv(ev!.id)).text.slice(1));
    expect(rows[0]).toEqual(['Booking ID', 'Offer code', 'Offer name', 'Sold at (IST)', 'Buyer', 'Status', 'Discounted tickets', 'Before discount (INR)', 'Discount (INR)', 'Paid (INR)']);
    expect(rows[1]).toEqual([expect.stringMatching(/^DIY/), 'EARLY10', 'Everyone 10% off', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}/), 'Offer Buyer', 'Confirmed', '1', '2000.18', '150.00', '1850.18']); // the channel's fee and its GST (₹1.18) unchanged by the discount
    expect((await api(ctx.app, { method: 'POST', url: '/api/offers/sendTransactionReports', token: t.organiser, payload: {} })).statusCode).toBe(400);
  });

  it('staff add, edit and retire catalogue offers (audited); a retired offer opts nothing in and redeems nothing', async () => {
    const body = offerBody('TESTCAT1', ctx.clock.now(), { audienceType: 'STUDENT', discountKind: 'FLAT', discountValue: 5_000 });
    const created = await staffCall(ctx.app, t.admin, 'POST', CATALOGUE, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(catalogueOfferSchema.parse(created.json().data)).toMatchObject({ code: 'TESTCAT1', status: 'ACTIVE', audienceName: 'College students', events: 0 });
    expect((await staffCall(ctx.app, t.admin, 'POST', CATALOGUE, body)).json().errors.code).toBe('ERR.OFFER.CODE_TAKEN');
    const bad = await staffCall(ctx.app, t.admin, 'POST', CATALOGUE, { ...body, code: 'TESTCAT2', discountKind: 'PERCENT', discountValue: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).toBe(OFFER_MESSAGES.percent);
    expect((await staffCall(ctx.app, t.admin, 'POST', CATALOGUE, { ...body, code: 'TESTCAT3', audienceType: 'MARTIANS' })).statusCode).toBe(400);
    // Who funds the discount: the organiser unless staff say otherwise; anything but the three funders is refused.
    expect(created.json().data.fundedBy).toBe('ORGANISER');
    const badFunder = await staffCall(ctx.app, t.admin, 'POST', CATALOGUE, { ...body, code: 'TESTCAT4', fundedBy: 'BANK' });
    expect(badFunder.statusCode).toBe(400);
    expect(badFunder.json().errors).toMatchObject({ field: 'fundedBy', message: OFFER_MESSAGES.fundedBy });

    const { code: _c, ...rules } = body;
    const edited = await staffCall(ctx.app, t.admin, 'PUT', `${CATALOGUE}/testcat1`, { ...rules, name: 'Students ₹50 off' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.name).toBe('Students ₹50 off');
    const partner = await staffCall(ctx.app, t.admin, 'PUT', `${CATALOGUE}/TESTCAT1`, { ...rules, name: 'Students ₹50 off', fundedBy: 'PARTNER' });
    expect(partner.json().data.fundedBy, partner.body).toBe('PARTNER');
    const choices = (await offersGet(ctx.app, '/offers?audienceType=STUDENT', t.organiser)).json().data.results;
    expect(choices.find((r: { code: string }) => r.code === 'TESTCAT1')).toMatchObject({ fundedBy: 'PARTNER' });
    expect((await staffCall(ctx.app, t.admin, 'PUT', `${CATALOGUE}/NOSUCH1`, rules)).statusCode).toBe(404);

    await optIn(ctx.app, t.organiser, MAIN, ['TESTCAT1']);
    const retired = await staffCall(ctx.app, t.admin, 'PUT', `${CATALOGUE}/TESTCAT1/retire`, {});
    expect(retired.json().data).toMatchObject({ status: 'RETIRED', events: 1 });
    expect((await staffCall(ctx.app, t.admin, 'PUT', `${CATALOGUE}/TESTCAT1`, rules)).json().errors.code).toBe('ERR.OFFER.RETIRED');
    expect((await setOffers(ctx.app, t.organiser, MAIN, ['TESTCAT1'], true)).json().errors.code).toBe('ERR.OFFER.RETIRED');
    const refused = await bookWithOffer(ctx.app, today, 'OFR-RETIRED', { offerCode: 'TESTCAT1', audienceTypes: ['STUDENT'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.code).toBe('ERR.OFFER.NOT_OPTED_IN');
    expect((await offersGet(ctx.app, '/offers?audienceType=STUDENT', t.organiser)).json().data.results.map((r: { code: string }) => r.code)).not.toContain('TESTCAT1');
    const list = await staffCall(ctx.app, t.admin, 'GET', CATALOGUE);
    expect(list.json().data.results.at(-1).code).toBe('TESTCAT1');
    const audit = await auditOf(ctx.app, t.admin, { targetType: 'offer', targetId: 'TESTCAT1' });
    expect(audit.map((a) => a.action)).toEqual(['offer.retire', 'offer.update', 'offer.update', 'offer.create']);
    expect((await staffCall(ctx.app, t.reviewer, 'GET', CATALOGUE)).statusCode).toBe(403);
  });
});
