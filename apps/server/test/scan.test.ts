import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SCAN_ERROR_CODES,
  SCAN_MESSAGES,
  scanConsumeAnswerSchema,
  scanEventsSchema,
  scanSearchSchema,
  scanSessionsSchema,
  TCS_MESSAGES,
} from '@diy/domain';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { organisers, scanAttempts } from '../src/db/schema';
import { SECOND_GATE_ACCOUNT, TCS_GATE_ACCOUNT } from '../src/seed/accounts';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { consume, type DemoSession, demoSessions } from './scan-helpers';

describeEngines('gate scanning on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });
  let gate = '';
  let organiser = '';
  let gate2 = '';
  let today: DemoSession;
  let other: DemoSession;
  const get = (url: string, token = gate) => api(ctx.app, { method: 'GET', url, token });
  const unusedThree = (s: DemoSession, i: number) => s.bookings.filter((b) => b.size === 3 && b.states.every((x) => x === 'unused'))[i]!;

  beforeAll(async () => {
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    gate2 = await login(ctx.app, SECOND_GATE_ACCOUNT.email, DEMO_PASSWORD);
    today = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main))[0]!;
    other = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.second))[0]!;
  });

  it('lists only the own organiser’s events, by next show, searchable and paged', async () => {
    const res = await get('/api/scan/events');
    expect(res.statusCode, res.body).toBe(200);
    const page = scanEventsSchema.parse(res.json().data);
    expect(page.results[0]).toMatchObject({ eventCode: SCAN_DEMO_EVENTS.main, city: 'Pune' });
    expect(page.results.length).toBeLessThanOrEqual(25);
    expect(page.total).toBeGreaterThan(25);
    const times = page.results.map((e) => e.nextShowTime).filter(Boolean) as string[];
    expect(times).toEqual([...times].sort());
    expect(page.results.some((e) => e.eventCode.startsWith('ET0002'))).toBe(false);
    const found = scanEventsSchema.parse((await get('/api/scan/events?q=zakir')).json().data);
    expect(found.results.map((e) => e.eventCode)).toEqual([SCAN_DEMO_EVENTS.main]);
    const byTitle = scanEventsSchema.parse((await get('/api/scan/events?title=Mannpasand&start=0&limit=25', organiser)).json().data);
    expect(byTitle.total).toBe(1);
    const second = scanEventsSchema.parse((await get('/api/scan/events?start=25')).json().data);
    expect(second.results.length).toBe(page.total - 25);
    // The second organiser's gate sees exactly its organiser's four events with shows (the draft has none).
    const theirs = scanEventsSchema.parse((await get('/api/scan/events', gate2)).json().data);
    expect(theirs.total).toBe(4);
    expect(theirs.results.map((e) => e.eventCode).sort()).toEqual(['ET00020001', 'ET00020002', 'ET00020003', 'ET00020005']);
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    const reviewer = await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD);
    for (const url of ['/api/scan/events', `/api/scan/sessions?eventCode=${today.eventCode}`]) {
      const res = await get(url, reviewer);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors.message).toBe(SCAN_MESSAGES.notAuthorised);
      expect((await api(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('lists sessions with live counts; an event without active session is a 404 with the spec text', async () => {
    const res = await get(`/api/scan/sessions?eventCode=${today.eventCode}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = scanSessionsSchema.parse(res.json().data);
    const session = data.venues.flatMap((v) => v.sessions).find((s) => s.sessionId === today.sessionId);
    expect(session?.counts.total).toBeGreaterThan(1900);
    expect(session?.counts.admitted).toBeGreaterThan(session?.counts.inside ?? 0);
    const none = await get('/api/scan/sessions?eventCode=ET00010029');
    expect(none.statusCode).toBe(404);
    expect(none.json().errors.message).toBe(SCAN_MESSAGES.noActiveSession);
    const missing = await get('/api/scan/sessions');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ code: SCAN_ERROR_CODES.missingParameter, message: SCAN_MESSAGES.missingParameter });
    expect((await get('/api/scan/sessions?eventCode=ET99999999')).statusCode).toBe(404);
    const counts = await get(`/api/scan/sessions/${today.sessionId}/counts?eventCode=${today.eventCode}`);
    expect(counts.json().data).toEqual(session?.counts);
    expect((await get(`/api/scan/sessions/not-a-uuid/counts`)).statusCode).toBe(404);
    expect((await get(`/api/scan/sessions/${today.sessionId}/counts?eventCode=ET00020001`)).statusCode).toBe(404);
  });

  it('finds a booking by id or barcode with its tickets, position and size', async () => {
    const booking = unusedThree(today, 0);
    const res = await get(`/api/scan/search?sessionId=${today.sessionId}&eventCode=${today.eventCode}&venueCode=${today.venueCode}&bookingID=${booking.bookingId.toLowerCase()}&exitScan=false`);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = scanSearchSchema.parse(res.json().data);
    expect(results.map((t) => [t.position, t.bookingSize, t.state, t.ticketType])).toEqual([
      [1, 3, 'unused', 'Gold'],
      [2, 3, 'unused', 'Gold'],
      [3, 3, 'unused', 'Gold'],
    ]);
    const byBarcode = await get(`/api/scan/search?eventCode=${today.eventCode}&barcode=${booking.barcodes[1]}`);
    expect(byBarcode.json().data.results).toHaveLength(3);
  });

  it('answers search errors with the spec texts', async () => {
    const q = `sessionId=${today.sessionId}&eventCode=${today.eventCode}`;
    const bad = await get(`/api/scan/search?${q}&bookingID=DIY-12`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ code: SCAN_ERROR_CODES.invalidBookingId, message: SCAN_MESSAGES.invalidBookingIdFormat });
    const none = await get(`/api/scan/search?${q}&bookingID=DIY0000000000`);
    expect(none.statusCode).toBe(404);
    expect(none.json().errors).toMatchObject({ code: SCAN_ERROR_CODES.noTicketFound, message: SCAN_MESSAGES.noTicketFound });
    const later = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main)).find((s) => s.sessionId !== today.sessionId)!;
    const elsewhere = await get(`/api/scan/search?${q}&bookingID=${later.bookings[0]!.bookingId}`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toMatchObject({ code: SCAN_ERROR_CODES.invalidTicket, message: SCAN_MESSAGES.invalidTicket });
    const theirs = await get(`/api/scan/search?${q}&bookingID=${other.bookings[0]!.bookingId}`);
    expect(theirs.json().errors.message).toBe(SCAN_MESSAGES.invalidTicket);
    const missing = await get(`/api/scan/search?bookingID=${today.bookings[0]!.bookingId}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ code: SCAN_ERROR_CODES.missingParameter, message: SCAN_MESSAGES.missingParameter });
  });

  it('admits, refuses a second entry, lets out, refuses a second exit, admits again', async () => {
    const [a, b] = unusedThree(today, 1).barcodes as [string, string];
    const o = { token: gate, session: today };
    const exitFirst = scanConsumeAnswerSchema.parse((await consume(ctx.app, { ...o, barcodes: [a], exit: true })).json().data);
    expect(exitFirst.results[0]).toMatchObject({ success: false, code: SCAN_ERROR_CODES.entryFirst, message: SCAN_MESSAGES.scanForEntryFirst });
    const before = exitFirst.counts;
    const entry = await consume(ctx.app, { ...o, barcodes: [a, b], device: 'gate-a' });
    expect(entry.statusCode, entry.body).toBe(200);
    const entered = scanConsumeAnswerSchema.parse(entry.json().data);
    expect(entered.results.map((r) => [r.success, r.code, r.state, r.ticketType])).toEqual([
      [true, 'OK', 'entered', 'Gold'],
      [true, 'OK', 'entered', 'Gold'],
    ]);
    expect(entered.counts).toEqual({ admitted: before.admitted + 2, inside: before.inside + 2, total: before.total });
    const again = scanConsumeAnswerSchema.parse((await consume(ctx.app, { ...o, barcodes: [a], device: 'gate-b' })).json().data);
    expect(again.results[0]).toMatchObject({ success: false, code: SCAN_ERROR_CODES.alreadyScanned, message: SCAN_MESSAGES.alreadyScanned, state: 'entered' });
    expect(again.results[0]?.previous).toEqual({ at: entered.results[0]?.scannedAt, device: 'gate-a' });
    const out = scanConsumeAnswerSchema.parse((await consume(ctx.app, { ...o, barcodes: [a], exit: true })).json().data);
    expect(out.results[0]).toMatchObject({ success: true, state: 'exited' });
    expect(out.counts.inside).toBe(entered.counts.inside - 1);
    const outAgain = scanConsumeAnswerSchema.parse((await consume(ctx.app, { ...o, barcodes: [a], exit: true })).json().data);
    expect(outAgain.results[0]).toMatchObject({ success: false, code: SCAN_ERROR_CODES.alreadyScannedOut, message: SCAN_MESSAGES.alreadyScannedOut });
    const back = scanConsumeAnswerSchema.parse((await consume(ctx.app, { ...o, barcodes: [a] })).json().data);
    expect(back.results[0]).toMatchObject({ success: true, state: 'entered' });
    expect(back.counts.admitted).toBe(entered.counts.admitted);
  });

  it('refuses unknown, other-session and cancelled tickets, and logs every attempt', async () => {
    const cancelled = today.bookings.find((b) => b.status === 'CANCELLED')!;
    const foreign = other.bookings[0]!.barcodes[0]!;
    const res = await consume(ctx.app, { token: gate, session: today, barcodes: ['0000000000000000', foreign, cancelled.barcodes[0]!], device: 'gate-log' });
    const { results } = scanConsumeAnswerSchema.parse(res.json().data);
    expect(results.map((r) => [r.code, r.message, r.state])).toEqual([
      [SCAN_ERROR_CODES.noTicketFound, SCAN_MESSAGES.noTicketFound, null],
      [SCAN_ERROR_CODES.invalidTicket, SCAN_MESSAGES.invalidTicket, null],
      [SCAN_ERROR_CODES.ticketCancelled, SCAN_MESSAGES.ticketCancelled, 'cancelled'],
    ]);
    const logged = await ctx.database.db.select().from(scanAttempts).where(eq(scanAttempts.deviceId, 'gate-log'));
    expect(logged.map((l) => l.outcome).sort()).toEqual([SCAN_ERROR_CODES.invalidTicket, SCAN_ERROR_CODES.noTicketFound, SCAN_ERROR_CODES.ticketCancelled].sort());
    expect(logged[0]).toMatchObject({ latitude: '19.0760', longitude: '72.8777', accuracy: 'na', userAgent: 'vitest', action: 'entry' });
  });

  it('answers a retry with the same Idempotency-Key with the first answer and records nothing new', async () => {
    const barcodes = unusedThree(today, 2).barcodes;
    const first = await consume(ctx.app, { token: gate, session: today, barcodes, key: 'k-1', device: 'gate-idem' });
    expect(first.json().data.results.map((r: { barcode: string; success: boolean }) => [r.barcode, r.success])).toEqual(barcodes.map((b) => [b, true]));
    const attempts = async () => (await ctx.database.db.select({ n: count() }).from(scanAttempts).where(eq(scanAttempts.deviceId, 'gate-idem')))[0]?.n;
    const n = await attempts();
    const retry = await consume(ctx.app, { token: gate, session: today, barcodes, key: 'k-1', device: 'gate-idem' });
    expect(retry.json().data).toEqual(first.json().data);
    expect(await attempts()).toBe(n);
    const reused = await consume(ctx.app, { token: gate, session: today, barcodes: barcodes.slice(0, 1), key: 'k-1' });
    expect(reused.statusCode).toBe(422);
    // Keys are per user: the organiser's k-1 is another call.
    const theirs = await consume(ctx.app, { token: organiser, session: today, barcodes, key: 'k-1' });
    expect(theirs.json().data.results[0].code).toBe(SCAN_ERROR_CODES.alreadyScanned);
  });

  it('answers a missing parameter on consume with the spec text', async () => {
    const res = await api(ctx.app, { method: 'PUT', url: '/api/scan/consume', token: gate, payload: { barcodes: ['X'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ code: SCAN_ERROR_CODES.missingParameter, message: SCAN_MESSAGES.missingParameter });
  });

  it('keeps every organiser to its own events on every route with an id', async () => {
    const o = today.bookings[0]!;
    const q = `sessionId=${today.sessionId}&eventCode=${today.eventCode}`;
    const calls = [
      get(`/api/scan/sessions?eventCode=${today.eventCode}`, gate2),
      get(`/api/scan/sessions/${today.sessionId}/counts?eventCode=${today.eventCode}`, gate2),
      get(`/api/scan/search?${q}&bookingID=${o.bookingId}`, gate2),
      consume(ctx.app, { token: gate2, session: today, barcodes: o.barcodes }),
      get(`/api/scan/sessions?eventCode=${other.eventCode}`, gate),
      consume(ctx.app, { token: gate, session: other, barcodes: other.bookings[0]!.barcodes }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().errors.message).toBe(SCAN_MESSAGES.notAuthorised);
    }
  });

  it('stops search and consume with the TCS popup for flag Y without merchant details; E passes', async () => {
    const gate3 = await login(ctx.app, TCS_GATE_ACCOUNT.email, DEMO_PASSWORD);
    const tcs = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.tcs))[0]!;
    const b = tcs.bookings[0]!;
    const search = () => get(`/api/scan/search?sessionId=${tcs.sessionId}&eventCode=${tcs.eventCode}&bookingID=${b.bookingId}`, gate3);
    for (const res of [await search(), await consume(ctx.app, { token: gate3, session: tcs, barcodes: b.barcodes })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toMatchObject({ code: SCAN_ERROR_CODES.tcsNotConfigured, message: TCS_MESSAGES.title, longDesc: TCS_MESSAGES.body });
    }
    const { db } = ctx.database;
    await db.update(organisers).set({ tcsFlag: 'E' }).where(sql`${organisers.code} = 'ORG-HQC'`);
    expect((await search()).statusCode).toBe(200);
    await db.update(organisers).set({ tcsFlag: 'Y', merchantDetails: { gstin: '36AABCH1234F1Z5' } }).where(sql`${organisers.code} = 'ORG-HQC'`);
    expect((await search()).statusCode).toBe(200);
    await db.update(organisers).set({ merchantDetails: null }).where(sql`${organisers.code} = 'ORG-HQC'`);
  });
});
