import { SCAN_ERROR_CODES, SCAN_MESSAGES, SCHEDULE_ERROR_CODES, scheduleAnswerSchema, SESSION_CANCEL_TEXTS, type ScanSessions, type ScheduleAnswer, gsm7Length, SMS_SEGMENT_GSM7 } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, outboxMessages, scheduledJobs, ticketTypes } from '../src/db/schema';
import { JobQueue } from '../src/services/jobs/job-queue';
import type { Mail, Mailer, SmsSender } from '../src/services/messaging';
import { BUYER_NOTICE_KIND, BuyerNotices } from '../src/services/schedule/buyer-notices';
import { api, describeEngines, type TestClock, useTestApp } from './helpers';
import { cancelBooking, consume, pushBooking } from './scan-helpers';
import { createEvent, ist, saveSchedule, sessionsOf, setStatus, ticket, tokens, type Tokens } from './schedule-helpers';

const NOW = new Date('2027-03-01T06:30:00.000Z');

/** Makes the test clock move 1 ms on every read (as a real one does within a request); the answer stops it there. */
function ticking(clock: TestClock): () => void {
  let at = clock.current.getTime();
  Object.defineProperty(clock, 'current', { configurable: true, get: () => new Date((at += 1)), set: (d: Date) => void (at = d.getTime()) });
  return () => {
    delete (clock as { current?: Date }).current;
    clock.current = new Date(at);
  };
}
const BUYERS = 6;

/**
 * Buyer notices (issue #23): a moved or cancelled published show tells every buyer of it, one SMS and one e-mail per
 * booking, through the durable jobs table: exactly once across a crash mid-way, a restart and a second worker. A
 * cancelled show's tickets are refused at the gate.
 */
describeEngines('buyer notices on %s', (engine) => {
  // No worker: the test runs the jobs itself, so it can crash one mid-way.
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: Tokens;
  let eventCode = '';
  let sessions: { sessionId: string; showTime: string }[] = [];
  const booked: { bookingId: string; barcode: string; mobile: string; email: string }[] = [];

  const post = (sessionInfo: object[]) =>
    api(ctx.app, { method: 'POST', url: '/api/manage/event/published/sessions', token: t.organiser, payload: { eventCode, venueInfo: [{ venueCode: 'HYD-001', sessionInfo }] } });
  const cancel = (token: string, sessionId: string) =>
    api(ctx.app, { method: 'POST', url: '/api/manage/event/published/sessions/cancel', token, payload: { eventCode, sessionId } });
  const messagesTo = async (to: string) => (await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to))).filter((m) => /moved|cancelled|New show time|Cancelled/.test(m.body + (m.subject ?? '')));
  const noticesOf = async (sessionId: string) => ctx.app.scheduling.notices.jobsOf(sessionId);

  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    t = await tokens(ctx.app);
    const ev = await createEvent(ctx.database.db);
    const saved = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
      { venueCode: 'HYD-001', sessionInfo: [
        { sessionId: '0', showTime: ist('2027-03-10', '19:30'), ticketInfo: [ticket('Gold', 100, 99_900)] },
        { sessionId: '0', showTime: ist('2027-03-11', '19:30'), ticketInfo: [ticket('Gold', 100, 99_900)] },
        { sessionId: '0', showTime: ist('2027-03-12', '19:30'), ticketInfo: [ticket('Gold', 100, 99_900)] },
      ] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    sessions = sessionsOf(saved.json().data);
    eventCode = await setStatus(ctx.database.db, ev.id, 'active');
    for (let i = 0; i < BUYERS; i += 1) {
      const mobile = `98765${String(43200 + i)}`;
      const email = `buyer${i}.${engine}@example.in`;
      const res = await pushBooking(ctx.app, {
        channelBookingId: `NOTICE-${engine}-${i}`,
        eventCode,
        sessionId: sessions[0]!.sessionId,
        tickets: [{ ticketTypeCode: 'GOLD', quantity: 2, pricePaise: 99_900, feePaise: 0, taxPaise: 0 }],
        buyer: { name: `Buyer ${i}`, mobile, email },
      });
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data as { bookingId: string; tickets: { barcode: string }[] };
      booked.push({ bookingId: data.bookingId, barcode: data.tickets[0]!.barcode, mobile, email });
    }
    // One booking on the third show, cancelled by its channel before that show is cancelled: its buyer is not told.
    const early = await pushBooking(ctx.app, {
      channelBookingId: `NOTICE-${engine}-early`,
      eventCode,
      sessionId: sessions[2]!.sessionId,
      tickets: [{ ticketTypeCode: 'GOLD', quantity: 1, pricePaise: 99_900, feePaise: 0, taxPaise: 0 }],
      buyer: { name: 'Early Canceller', mobile: '9000000001', email: `early.${engine}@example.in` },
    });
    expect(early.statusCode, early.body).toBe(201);
    const keep = await pushBooking(ctx.app, {
      channelBookingId: `NOTICE-${engine}-third`,
      eventCode,
      sessionId: sessions[2]!.sessionId,
      tickets: [{ ticketTypeCode: 'GOLD', quantity: 3, pricePaise: 99_900, feePaise: 0, taxPaise: 0 }],
      buyer: { name: 'Third Show', mobile: '9000000002', email: `third.${engine}@example.in` },
    });
    expect(keep.statusCode, keep.body).toBe(201);
    const cancelled = await cancelBooking(ctx.app, early.json().data.bookingId);
    expect([200, 201]).toContain(cancelled.statusCode);
    booked.push({ bookingId: keep.json().data.bookingId, barcode: keep.json().data.tickets[0].barcode, mobile: '9000000002', email: `third.${engine}@example.in` });
  });

  it('moving a show with bookings is allowed, and queues one notice job in the same transaction', async () => {
    ctx.clock.advance(60_000);
    const first = sessions[0]!;
    const res = await post([{ sessionId: first.sessionId, showTime: ist('2027-03-10', '21:00'), status: true, ticketInfo: [ticket('Gold', 100, 99_900)] }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sessionAudit[0].operations[0].message).toBe('Show time changed from 10/03/2027 07:30 PM to 10/03/2027 09:00 PM');
    const jobs = await noticesOf(first.sessionId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.payload).toMatchObject({ change: 'moved', oldShowTime: ist('2027-03-10', '19:30'), newShowTime: ist('2027-03-10', '21:00') });
    // A show without bookings that moves queues nothing.
    const empty = await post([{ sessionId: sessions[1]!.sessionId, showTime: ist('2027-03-11', '20:00'), status: true, ticketInfo: [ticket('Gold', 100, 99_900)] }]);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await noticesOf(sessions[1]!.sessionId)).toEqual([]);
  });

  it('a crash mid-way, a restart and a second worker: exactly one SMS and one e-mail per booking', async () => {
    const { db } = ctx.database;
    // Worker A crashes after its fifth message: its send throws as a process would die (the job goes back to pending).
    let sends = 0;
    const outbox = ctx.app.services.outbox;
    const crashingSms: SmsSender = { kind: 'crashing', send: async (to, body) => { if (++sends > 5) throw new Error('crash'); await outbox.add({ channel: 'sms', to, subject: null, body }); } };
    const crashingMail: Mailer = { kind: 'crashing', send: async (m: Mail) => { if (++sends > 5) throw new Error('crash'); await outbox.add({ channel: 'email', to: m.to, subject: m.subject, body: m.text }); } };
    const queueA = new JobQueue(db, ctx.clock.now);
    const a = new BuyerNotices(db, crashingSms, crashingMail, ctx.clock.now, queueA);
    expect(await a.runDue()).toMatchObject({ claimed: 1, failed: 1 });
    const [afterCrash] = await noticesOf(sessions[0]!.sessionId);
    expect(afterCrash).toMatchObject({ status: 'pending', lastError: 'crash' });
    const sentBeforeCrash = (await Promise.all(booked.slice(0, BUYERS).map(async (b) => [...(await messagesTo(b.mobile)), ...(await messagesTo(b.email))]))).flat();
    expect(sentBeforeCrash).toHaveLength(5);

    // The restart: two workers (two processes on one database) poll at once; SKIP LOCKED gives the job to one of them,
    // which sends only what the crashed run did not record.
    ctx.clock.advance(2 * 60_000);
    const worker = () => new BuyerNotices(db, ctx.app.services.sms, ctx.app.services.mailer, ctx.clock.now, new JobQueue(db, ctx.clock.now));
    const [b, c] = await Promise.all([worker().runDue(), worker().runDue()]);
    expect(b.claimed + c.claimed).toBe(1);
    expect(b.sent + c.sent).toBe(1);
    // Later polls find nothing left to do.
    ctx.clock.advance(60 * 60_000);
    expect(await worker().runDue()).toMatchObject({ claimed: 0 });
    const [job] = await noticesOf(sessions[0]!.sessionId);
    expect(job!.status).toBe('done');

    for (const [i, buyer] of booked.slice(0, BUYERS).entries()) {
      const sms = await messagesTo(buyer.mobile);
      const mail = await messagesTo(buyer.email);
      expect(sms, buyer.mobile).toHaveLength(1);
      expect(mail, buyer.email).toHaveLength(1);
      expect(sms[0]!.body).toContain(`moved from 10/03/2027 07:30 PM to 09:00 PM IST. Booking ${buyer.bookingId}`);
      expect(sms[0]!.body.length).toBeLessThanOrEqual(SMS_SEGMENT_GSM7);
      expect(mail[0]!.subject).toMatch(/^New show time: .*, now 10\/03\/2027 09:00 PM IST$/);
      expect(mail[0]!.body).toContain(`Dear Buyer ${i},`);
      expect(mail[0]!.body).toContain(`Booking ID: ${buyer.bookingId}`);
    }
    // The third show's buyer (another show) heard nothing.
    expect(await messagesTo('9000000002')).toEqual([]);
  });

  it('cancelling a show: off sale, bookings and tickets cancelled, the gate refuses its tickets, buyers told once', async () => {
    ctx.clock.advance(60_000);
    const third = sessions[2]!;
    expect((await cancel(t.other, third.sessionId)).statusCode).toBe(403);
    // A real clock moves between the show's write and the notice's queueing: the buyers are told all the same.
    const stop = ticking(ctx.clock);
    const res = await cancel(t.organiser, third.sessionId).finally(stop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ sessionId: third.sessionId, bookingsCancelled: 1, message: SESSION_CANCEL_TEXTS.cancelled(1) });
    const again = await cancel(t.organiser, third.sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.message).toBe(SESSION_CANCEL_TEXTS.alreadyCancelled);

    const [gold] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.sessionId, third.sessionId));
    expect(gold!.sold).toBe(0);
    const third3 = booked[BUYERS]!;
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.bookingId, third3.bookingId));
    expect(row!.status).toBe('CANCELLED');

    // The gate: a clear refusal for the cancelled show's ticket.
    const scan = await consume(ctx.app, { token: t.gate, session: { eventCode, sessionId: third.sessionId, venueCode: 'HYD-001' }, barcodes: [third3.barcode] });
    expect(scan.statusCode, scan.body).toBe(200);
    // In plain words that name the show's cancellation (issue 34), at its own gate and at another show's.
    const refusal = expect.objectContaining({ barcode: third3.barcode, success: false, code: SCAN_ERROR_CODES.showCancelled, message: SCAN_MESSAGES.showCancelled, state: 'cancelled' });
    expect(scan.json().data.results).toEqual([refusal]);
    const elsewhere = await consume(ctx.app, { token: t.gate, session: { eventCode, sessionId: sessions[0]!.sessionId, venueCode: 'HYD-001' }, barcodes: [third3.barcode] });
    expect(elsewhere.json().data.results).toEqual([refusal]);
    const search = await api(ctx.app, { method: 'GET', url: `/api/scan/search?eventCode=${eventCode}&sessionId=${sessions[0]!.sessionId}&bookingID=${third3.bookingId}`, token: t.gate });
    expect(search.statusCode, search.body).toBe(409);
    expect(search.json().errors).toMatchObject({ code: SCAN_ERROR_CODES.showCancelled, message: SCAN_MESSAGES.showCancelled });
    // The scanner's session list says Cancelled, not merely inactive.
    const listed = await api(ctx.app, { method: 'GET', url: `/api/scan/sessions?eventCode=${eventCode}`, token: t.gate });
    expect(listed.statusCode, listed.body).toBe(200);
    const shows = (listed.json().data as ScanSessions).venues.flatMap((v) => v.sessions);
    expect(shows.find((x) => x.sessionId === third.sessionId)).toMatchObject({ active: false, cancelled: true });
    expect(shows.find((x) => x.sessionId === sessions[0]!.sessionId)).toMatchObject({ active: true, cancelled: false });

    // No sale into it, no change to it.
    const sale = await pushBooking(ctx.app, { channelBookingId: `NOTICE-${engine}-late`, eventCode, sessionId: third.sessionId, tickets: [{ ticketTypeCode: 'GOLD', quantity: 1, pricePaise: 99_900, feePaise: 0, taxPaise: 0 }], buyer: { name: 'Late' } });
    expect(sale.statusCode).toBeGreaterThanOrEqual(400);
    const moved = await post([{ sessionId: third.sessionId, showTime: ist('2027-03-12', '21:00'), status: true, ticketInfo: [ticket('Gold', 100, 99_900)] }]);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors.code).toBe(SCHEDULE_ERROR_CODES.invalidSchedule);

    // The app's own worker would run it: here the test does, twice (the second finds nothing).
    expect(await ctx.app.scheduling.notices.runDue()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await ctx.app.scheduling.notices.runDue()).toMatchObject({ claimed: 0 });
    const sms = await messagesTo('9000000002');
    const mail = await messagesTo(`third.${engine}@example.in`);
    // The refund is what the buyer paid: 3 x ₹999.00, in a GSM-7 SMS of one segment (Rs, not ₹) and in the e-mail.
    expect(sms.map((m) => m.body)).toEqual([expect.stringContaining(`, 12/03/2027 07:30 PM IST, is cancelled. Booking ${third3.bookingId}: refund of Rs 2,997.00 on its way.`)]);
    expect(gsm7Length(sms[0]!.body)).toBeLessThanOrEqual(SMS_SEGMENT_GSM7);
    expect(mail[0]!.body).toContain('The amount you paid, ₹2,997.00, will be refunded');
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/^Cancelled: .*, 12\/03\/2027 07:30 PM IST$/)]);
    // The booking its channel cancelled before the show was cancelled is not told.
    expect(await messagesTo('9000000001')).toEqual([]);
    // Two notice jobs in all, both done: the first show's move and this cancellation.
    const jobs = await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, BUYER_NOTICE_KIND));
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done']);
    expect((await noticesOf(third.sessionId)).map((j) => j.status)).toEqual(['done']);
  });

  it('the schedule shows the cancelled show as cancelled, with the bookings and tickets cancelled with it', async () => {
    const res = await api(ctx.app, { method: 'GET', url: `/api/manage/event/${eventCode}/schedule`, token: t.organiser });
    expect(res.statusCode, res.body).toBe(200);
    const shows = (res.json().data as ScheduleAnswer).venueInfo.flatMap((v) => v.sessionInfo);
    const of = (id: string) => shows.find((s) => s.sessionId === id);
    // Six confirmed bookings of two tickets each; a show without bookings; the cancelled show counts only the
    // booking cancelled with it (not the one its channel cancelled earlier), and its types sell nothing any more.
    expect(of(sessions[0]!.sessionId)).toMatchObject({ cancelled: false, hasBookings: true, bookings: BUYERS, ticketsSold: 2 * BUYERS });
    expect(of(sessions[1]!.sessionId)).toMatchObject({ cancelled: false, hasBookings: false, bookings: 0, ticketsSold: 0 });
    expect(of(sessions[2]!.sessionId)).toMatchObject({ cancelled: true, status: false, hasBookings: true, bookings: 1, ticketsSold: 3 });
    expect(of(sessions[2]!.sessionId)!.ticketInfo[0]).toMatchObject({ sold: 0 });
    expect(scheduleAnswerSchema.safeParse(res.json().data).success).toBe(true);
  });

  it('another organiser cannot move or cancel the show; unknown sessions are 404', async () => {
    const other = await api(ctx.app, { method: 'POST', url: '/api/manage/event/published/sessions', token: t.other, payload: { eventCode, venueInfo: [{ venueCode: 'HYD-001', sessionInfo: [{ sessionId: sessions[0]!.sessionId, showTime: ist('2027-03-10', '22:00'), status: true, ticketInfo: [] }] }] } });
    expect(other.statusCode).toBe(403);
    expect((await cancel(t.organiser, 'not-a-session')).statusCode).toBe(404);
    expect((await cancel(t.organiser, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
