import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OFFER_ERROR_CODES, SCAN_ERROR_CODES } from '@diy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { scrape, valueOf } from './metrics-helpers';
import { bookingFor, consume, type DemoSession, demoSessions, onSaleSession, pushBooking } from './scan-helpers';

const TOKEN = 'metrics-token-for-the-tests-0123';
const DURATION = 'diy_http_request_duration_seconds_count';

describeEngines('the metrics on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true, jobsPollMs: 0, metricsToken: TOKEN });
  let gate = '';
  let today: DemoSession;
  let onSale: DemoSession;

  beforeAll(async () => {
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    today = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main))[0]!;
    onSale = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
  });

  it('answers this machine in the Prometheus text format without the app code, and elsewhere only with the token', async () => {
    const local = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(local.statusCode, local.body).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.body).toContain('# TYPE diy_http_request_duration_seconds histogram');
    expect(local.body).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');

    // Through a proxy (the app hosts' /api proxies add X-Forwarded-For): not this machine.
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: forwarded });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toMatchObject({ code: 'ERR.FORBIDDEN', requestId: refused.headers['x-request-id'] });
    expect(refused.body).not.toContain('diy_');
    const wrong = await ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: { ...forwarded, authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
    const scraper = await ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: { ...forwarded, authorization: `Bearer ${TOKEN}` } });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('diy_bookings_total');
  });

  it('times requests by route pattern, method and status, never by the address asked', async () => {
    const id = randomUUID();
    const before = await scrape(ctx.app);
    const route = '/api/scan/sessions/:sessionId/offline-tickets';
    const was = valueOf(before, DURATION, { route, method: 'GET', status: '401' }) ?? 0;
    expect((await api(ctx.app, { method: 'GET', url: `/api/scan/sessions/${id}/offline-tickets?eventCode=ET1` })).statusCode).toBe(401);
    expect((await api(ctx.app, { method: 'GET', url: `/api/scan/sessions/${id}/offline-tickets?eventCode=ET2` })).statusCode).toBe(401);
    expect((await api(ctx.app, { method: 'GET', url: `/api/no/such/${id}` })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
    const after = await scrape(ctx.app);
    expect(valueOf(after, DURATION, { route, method: 'GET', status: '401' })).toBe(was + 2);
    expect(valueOf(after, DURATION, { route: 'unmatched', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'diy_http_request_duration_seconds_bucket', { route, method: 'GET', status: '401', le: '+Inf' })).toBe(was + 2);
    expect(res.body).not.toContain(id);
  });

  it('counts channel bookings by verdict and offers refused by reason', async () => {
    const count = async () => {
      const s = await scrape(ctx.app);
      return {
        created: valueOf(s, 'diy_bookings_total', { verdict: 'created' }) ?? 0,
        replayed: valueOf(s, 'diy_bookings_total', { verdict: 'replayed' }) ?? 0,
        unknownType: valueOf(s, 'diy_bookings_total', { verdict: 'ERR.BOOKING.TICKET_TYPE_UNKNOWN' }) ?? 0,
        offer: valueOf(s, 'diy_bookings_total', { verdict: OFFER_ERROR_CODES.notOptedIn }) ?? 0,
        refusedOffer: valueOf(s, 'diy_offer_refusals_total', { reason: 'inactive' }) ?? 0,
      };
    };
    const before = await count();
    const booking = bookingFor(onSale, `MET-${engine}-1`);
    expect((await pushBooking(ctx.app, booking)).statusCode).toBe(201);
    expect((await pushBooking(ctx.app, booking)).statusCode).toBe(200);
    const unknown = bookingFor(onSale, `MET-${engine}-2`);
    unknown.tickets[0]!.ticketTypeCode = 'NOSUCH';
    expect((await pushBooking(ctx.app, unknown)).statusCode).toBe(400);
    const offer = await pushBooking(ctx.app, { ...bookingFor(onSale, `MET-${engine}-3`), offerCode: 'NOSUCHOFFER' });
    expect(offer.statusCode, offer.body).toBe(409);
    expect(await count()).toEqual({
      created: before.created + 1,
      replayed: before.replayed + 1,
      unknownType: before.unknownType + 1,
      offer: before.offer + 1,
      refusedOffer: before.refusedOffer + 1,
    });
  });

  it('counts gate scans per ticket by mode, action and verdict, a replayed upload once', async () => {
    const unused = today.bookings.filter((b) => b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused')).flatMap((b) => b.barcodes);
    const [first, second, offline] = unused;
    const scanned = async () => {
      const s = await scrape(ctx.app);
      const of = (mode: string, verdict: string, action = 'entry') => valueOf(s, 'diy_scans_total', { mode, action, verdict }) ?? 0;
      return {
        ok: of('online', 'OK'),
        twice: of('online', SCAN_ERROR_CODES.alreadyScanned),
        offline: of('offline', 'OK'),
        exits: of('online', 'OK', 'exit'),
      };
    };
    const before = await scanned();
    expect((await consume(ctx.app, { token: gate, session: today, barcodes: [first!, second!] })).statusCode).toBe(200);
    expect((await consume(ctx.app, { token: gate, session: today, barcodes: [first!] })).statusCode).toBe(200);
    expect((await consume(ctx.app, { token: gate, session: today, barcodes: [first!], exit: true })).statusCode).toBe(200);
    const at = new Date(new Date(today.showTime).getTime() - 3_600_000).toISOString();
    const batch = {
      eventCode: today.eventCode,
      sessionId: today.sessionId,
      deviceId: 'metrics-device',
      scans: [{ idempotencyKey: randomUUID(), barcode: offline!, action: 'entry', scannedAt: at, gate: null }],
    };
    for (let i = 0; i < 2; i += 1) {
      const res = await api(ctx.app, { method: 'POST', url: '/api/scan/offline-batch', token: gate, payload: batch });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.results[0].outcome).toBe('admitted');
    }
    expect(await scanned()).toEqual({ ok: before.ok + 2, twice: before.twice + 1, offline: before.offline + 1, exits: before.exits + 1 });
  });

  it('reads the job queue by kind, the live streams and the database pool at each scrape', async () => {
    const now = ctx.clock.now().getTime();
    const queue = ctx.app.scheduling.queue;
    await queue.enqueue({ kind: 'metrics-test', dedupeKey: `metrics-due-${engine}`, runAt: new Date(now - 90_000), payload: {} });
    await queue.enqueue({ kind: 'metrics-test', dedupeKey: `metrics-due2-${engine}`, runAt: new Date(now - 30_000), payload: {} });
    await queue.enqueue({ kind: 'metrics-test', dedupeKey: `metrics-later-${engine}`, runAt: new Date(now + 3_600_000), payload: {} });
    const unsubscribe = ctx.app.live.subscribe({ accept: () => false, send: () => undefined });
    const s = await scrape(ctx.app);
    unsubscribe();
    expect(valueOf(s, 'diy_jobs', { kind: 'metrics-test', state: 'due' })).toBe(2);
    expect(valueOf(s, 'diy_jobs', { kind: 'metrics-test', state: 'scheduled' })).toBe(1);
    expect(valueOf(s, 'diy_jobs', { kind: 'metrics-test', state: 'running' })).toBe(0);
    expect(valueOf(s, 'diy_job_oldest_due_seconds', { kind: 'metrics-test' })).toBe(90);
    // Every registered kind is listed, with nothing waiting: an alert can tell "none" from "not measured".
    for (const kind of queue.kinds) expect(valueOf(s, 'diy_jobs', { kind, state: 'failed' }), kind).toBe(0);
    expect(valueOf(s, 'diy_live_streams')).toBe(1);
    expect(valueOf(await scrape(ctx.app), 'diy_live_streams')).toBe(0);
    expect(valueOf(s, 'diy_db_pool_max')).toBe(engine === 'postgres' ? 4 : 1);
    expect(valueOf(s, 'diy_db_pool_connections')).toBeGreaterThanOrEqual(1);
    if (engine === 'postgres') expect(valueOf(s, 'diy_db_pool_waiting')).toBe(0);
    else expect(valueOf(s, 'diy_db_pool_idle')).toBeUndefined();
    expect(valueOf(s, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('keeps a registry per app: a second app in the same process counts only its own', async () => {
    const other = await buildApp({
      config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' },
      db: ctx.database,
      now: ctx.clock.now,
      jobsPollMs: 0,
      scheduleHousekeeping: false,
      logger: false,
    });
    try {
      await other.ready();
      const mine = valueOf(await scrape(ctx.app), 'diy_bookings_total', { verdict: 'created' });
      expect((await pushBooking(other, bookingFor(onSale, `MET-${engine}-other`))).statusCode).toBe(201);
      const theirs = await scrape(other);
      expect(valueOf(theirs, 'diy_bookings_total', { verdict: 'created' })).toBe(1);
      expect(valueOf(await scrape(ctx.app), 'diy_bookings_total', { verdict: 'created' })).toBe(mine);
      expect(valueOf(theirs, DURATION, { route: '/api/integrations/bookings', method: 'POST', status: '201' })).toBe(1);
    } finally {
      await other.close();
    }
  });
});
