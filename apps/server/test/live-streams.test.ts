import type { AddressInfo } from 'node:net';
import {
  ACCESS_TOKEN_TTL_MS, APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD, LIVE_LIMIT_MESSAGES, LIVE_REVOKED_EVENT, LIVE_SCAN_PATH,
  LIVE_STREAMS_PER_USER, SERVICE_LIMIT_CODES,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, describeOnPostgres, login, useTestApp } from './helpers';
import { bookingFor, demoSessions, onSaleSession, pushBooking } from './scan-helpers';

/** An SSE client over fetch (as the apps'): keeps every named event, and whether the server ended the stream. */
function openStream(url: string, token: string) {
  const controller = new AbortController();
  const events: { event: string; data: string }[] = [];
  let status = 0;
  let ended = false;
  let body = '';
  const ready = fetch(url, { headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}` }, signal: controller.signal }).then(async (res) => {
    status = res.status;
    if (!res.ok || !res.body) {
      body = await res.text();
      return;
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event) events.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
          }
        }
        ended = true;
      } catch {
        // aborted by the test
      }
    })();
  });
  return { events, ready, status: () => status, body: () => body, ended: () => ended, close: () => controller.abort() };
}

/** Polls until `what` holds (a live stream ends within seconds, never at a fixed time). */
async function until(what: () => boolean | Promise<boolean>, ms = 8_000): Promise<void> {
  const start = Date.now();
  while (!(await what())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describeEngines('live streams end with their login, and are capped per user, on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0, liveRecheckMs: 100 });
  let base = '';
  const organiserFeed = () => `${base}/api/live/organiser`;
  beforeAll(async () => {
    base = await listenOn(ctx.app);
  });

  it('a stream opened before logout delivers until the logout, then ends with `revoked`; a stream of another login goes on', async () => {
    const token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const other = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const mine = openStream(organiserFeed(), token);
    const kept = openStream(organiserFeed(), other);
    await Promise.all([mine.ready, kept.ready]);
    expect([mine.status(), kept.status()]).toEqual([200, 200]);
    const session = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    expect((await pushBooking(ctx.app, bookingFor(session, `LIVE-R-${engine}-1`, 1))).statusCode).toBe(201);
    await until(() => mine.events.some((e) => e.event === 'change') && kept.events.some((e) => e.event === 'change'));

    expect((await api(ctx.app, { method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
    await until(() => mine.ended());
    expect(mine.events.at(-1)).toEqual({ event: LIVE_REVOKED_EVENT, data: expect.stringContaining('ERR.SESSION.EXPIRED') });
    // Later changes reach the other login only.
    const changesBefore = mine.events.length;
    expect((await pushBooking(ctx.app, bookingFor(session, `LIVE-R-${engine}-2`, 1))).statusCode).toBe(201);
    await until(() => kept.events.filter((e) => e.event === 'change').length >= 2);
    expect(mine.events).toHaveLength(changesBefore);
    expect(kept.ended()).toBe(false);
    // Reconnecting with the revoked token is refused.
    const again = openStream(organiserFeed(), token);
    await again.ready;
    expect(again.status()).toBe(401);
    kept.close();
  });

  it('ends when the login expires, when every session is revoked from elsewhere (a password reset) and when the account is deactivated', async () => {
    const expiring = openStream(organiserFeed(), await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD));
    await expiring.ready;
    ctx.clock.advance(ACCESS_TOKEN_TTL_MS + 1_000);
    await until(() => expiring.ended());
    expect(expiring.events.at(-1)?.event).toBe(LIVE_REVOKED_EVENT);

    // Revoked straight in the database, as a password reset on another process does: the re-check finds it.
    const token = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
    const reset = [openStream(organiserFeed(), token), openStream(organiserFeed(), token)];
    await Promise.all(reset.map((s) => s.ready));
    const userId = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, SECOND_ORGANISER_ACCOUNT.email)))[0]!.id;
    await until(() => ctx.app.liveStreams.streamsOf(userId) === 2);
    await ctx.app.services.sessions.revokeAllForUser(userId, ctx.clock.now());
    await until(() => reset.every((s) => s.ended()));
    expect(ctx.app.liveStreams.streamsOf(userId)).toBe(0);

    // The gate's counts stream ends too when the account is deactivated.
    const gateToken = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    const today = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main))[0]!;
    const counts = openStream(`${base}/api${LIVE_SCAN_PATH}?sessionId=${today.sessionId}&eventCode=${today.eventCode}`, gateToken);
    await counts.ready;
    expect(counts.status()).toBe(200);
    await until(() => counts.events.some((e) => e.event === 'counts'));
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.email, DEMO_ACCOUNTS.gate.email));
    try {
      await until(() => counts.ended());
      expect(counts.events.at(-1)?.event).toBe(LIVE_REVOKED_EVENT);
    } finally {
      await ctx.database.db.update(users).set({ active: true }).where(eq(users.email, DEMO_ACCOUNTS.gate.email));
    }
  });

  it(`refuses a user's stream past ${LIVE_STREAMS_PER_USER} open with a 429 and the reason; others are not affected; a closed one frees a place`, async () => {
    const token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const open = Array.from({ length: LIVE_STREAMS_PER_USER }, () => openStream(organiserFeed(), token));
    await Promise.all(open.map((s) => s.ready));
    expect(open.map((s) => s.status())).toEqual(open.map(() => 200));
    const refused = openStream(organiserFeed(), token);
    await refused.ready;
    expect(refused.status()).toBe(429);
    expect(JSON.parse(refused.body())).toEqual({
      status: 429,
      errors: expect.objectContaining({ code: SERVICE_LIMIT_CODES.liveStreams, message: LIVE_LIMIT_MESSAGES.tooManyStreams }),
    });
    // A second login of the same user counts too (the cap is the user's); another user opens freely.
    const sameUser = openStream(organiserFeed(), await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD));
    await sameUser.ready;
    expect(sameUser.status()).toBe(429);
    const otherUser = openStream(organiserFeed(), await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD));
    await otherUser.ready;
    expect(otherUser.status()).toBe(200);

    const userId = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.organiser.email)))[0]!.id;
    open[0]!.close();
    await until(() => ctx.app.liveStreams.streamsOf(userId) === LIVE_STREAMS_PER_USER - 1);
    const freed = openStream(organiserFeed(), token);
    await freed.ready;
    expect(freed.status()).toBe(200);
    for (const s of [...open, freed, otherUser]) s.close();
  });
});

// PostgreSQL only: PGlite lives inside one process, so a second process cannot share its database.
describeOnPostgres('a logout on one process ends the streams on another, on postgres', () => {
  const engine = 'postgres' as const;
  const ctx = useTestApp(engine, { jobsPollMs: 0 });

  it('ends the stream served by the second process within seconds of the logout on the first', async () => {
    let other: FastifyInstance | undefined;
    let database: Database | undefined;
    try {
      database = await openDatabase({ databaseUrl: ctx.database.url, poolSize: 2 });
      other = await buildApp({
        config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' },
        db: database,
        now: ctx.clock.now,
        jobsPollMs: 0,
        logger: false,
      });
      const token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
      const stream = openStream(`${await listenOn(other)}/api/live/organiser`, token);
      await stream.ready;
      expect(stream.status()).toBe(200);
      // The logout goes to the first process; the second finds it at its next re-check (LIVE_AUTH_RECHECK_MS).
      expect((await api(ctx.app, { method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200);
      await until(() => stream.ended());
      expect(stream.events.at(-1)?.event).toBe(LIVE_REVOKED_EVENT);
    } finally {
      await other?.close();
      await database?.close();
    }
  });
});
