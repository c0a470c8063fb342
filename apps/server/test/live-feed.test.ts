import type { AddressInfo } from 'node:net';
import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { describeEngines, describeOnPostgres, login, useTestApp } from './helpers';
import { bookingFor, cancelBooking, onSaleSession, pushBooking } from './scan-helpers';

interface Received {
  id: string;
  data: { kind: string; eventCode: string | null; sessionId: string };
}

/** An SSE client over fetch (as the console's): collects `change` events until stopped. */
function openStream(base: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const events: Received[] = [];
  let status = 0;
  const ready = fetch(`${base}/api/live/organiser`, {
    headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  }).then(async (res) => {
    status = res.status;
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (id && data && /^event: change$/m.test(block)) events.push({ id, data: JSON.parse(data) as Received['data'] });
          }
        }
      } catch {
        // aborted
      }
    })();
  });
  return { events, ready, status: () => status, close: () => controller.abort() };
}

async function until<T>(what: () => T | undefined, ms = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = what();
    if (v !== undefined) return v;
    if (Date.now() - start > ms) throw new Error('timed out waiting for a live event');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describeEngines('live feed (server-sent events) on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let base: string;
  let organiser: string;
  let organiser2: string;
  beforeAll(async () => {
    base = await listenOn(ctx.app);
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    organiser2 = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
  });

  it('sends the organiser a change after a channel booking and a cancellation, and nothing to another organiser', async () => {
    const mine = openStream(base, organiser);
    const theirs = openStream(base, organiser2);
    await Promise.all([mine.ready, theirs.ready]);
    expect(mine.status()).toBe(200);
    await until(() => (ctx.app.live.subscriberCount >= 2 ? true : undefined));
    const session = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    const res = await pushBooking(ctx.app, bookingFor(session, `LIVE-T-${engine}-1`, 2));
    expect(res.statusCode).toBe(201);
    const got = await until(() => mine.events.find((e) => e.data.sessionId === session.sessionId));
    expect(got.data).toEqual({ kind: 'booking', eventCode: SCAN_DEMO_EVENTS.main, sessionId: session.sessionId });
    expect((await cancelBooking(ctx.app, res.json().data.bookingId)).statusCode).toBe(200);
    await until(() => (mine.events.length >= 2 ? true : undefined));
    expect(theirs.events.filter((e) => e.data.eventCode === SCAN_DEMO_EVENTS.main)).toEqual([]);

    // A client reconnecting with Last-Event-ID gets what it missed after that id, and nothing before it.
    const again = openStream(base, organiser, got.id);
    await again.ready;
    await until(() => (again.events.length >= 1 ? true : undefined));
    expect(again.events.every((e) => BigInt(e.id) > BigInt(got.id))).toBe(true);
    for (const s of [mine, theirs, again]) s.close();
  });

  it('answers hostile Last-Event-ID headers without a 5xx: too long is a 400, not a number is ignored', async () => {
    const headers = { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${organiser}` };
    const long = await fetch(`${base}/api/live/organiser`, { headers: { ...headers, 'last-event-id': '9'.repeat(5000) } });
    expect(long.status).toBe(400);
    for (const id of ['abc', '-1', '1e308', '99999999999999999999']) {
      const controller = new AbortController();
      const res = await fetch(`${base}/api/live/organiser`, { headers: { ...headers, 'last-event-id': id }, signal: controller.signal });
      expect(res.status).toBe(200);
      controller.abort();
    }
  });

  it('refuses a caller without a token, gate staff and a caller with a bad token', async () => {
    const none = await fetch(`${base}/api/live/organiser`, { headers: { [APP_CODE_HEADER]: APP_CODE } });
    expect(none.status).toBe(401);
    const gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    const refused = await fetch(`${base}/api/live/organiser`, { headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${gate}` } });
    expect(refused.status).toBe(403);
    const bad = await fetch(`${base}/api/live/organiser`, { headers: { [APP_CODE_HEADER]: APP_CODE, authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
  });

});


// PostgreSQL only: PGlite lives inside one process, so a second process cannot share its database.
describeOnPostgres('live feed across processes on postgres', () => {
  const ctx = useTestApp('postgres', { jobsPollMs: 0 });
  let organiser: string;
  beforeAll(async () => {
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
  });

  it('reaches a client of a second app process on the same database', async () => {
    let other: FastifyInstance | undefined;
    let database: Database | undefined;
    try {
      database = await openDatabase({ databaseUrl: ctx.database.url, poolSize: 2 });
      other = await buildApp({ config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' }, db: database, now: ctx.clock.now, jobsPollMs: 0, logger: false });
      const otherBase = await listenOn(other);
      const stream = openStream(otherBase, organiser);
      await stream.ready;
      expect(stream.status()).toBe(200);
      await until(() => (other!.live.subscriberCount >= 1 ? true : undefined));
      const session = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
      // The booking goes through the first process; the stream is on the second.
      expect((await pushBooking(ctx.app, bookingFor(session, `LIVE-T-postgres-2`, 1))).statusCode).toBe(201);
      const got = await until(() => stream.events.find((e) => e.data.sessionId === session.sessionId));
      expect(got.data.kind).toBe('booking');
      stream.close();
    } finally {
      await other?.close();
      await database?.close();
    }
  });
});
