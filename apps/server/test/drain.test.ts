import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LIVE_RECONNECT_EVENT, LIVE_RETRY_MS } from '@diy/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { scheduledJobs } from '../src/db/schema';
import { runMigrations } from '../src/db/migrate';
import { drain } from '../src/drain';
import { runSeed } from '../src/seed';
import { deferred, get, openStream, requestInTwoParts } from './drain-helpers';
import { createTestDatabase, describeEngines, login, type TestDatabase } from './helpers';

const KIND = 'drain-test';

describeEngines('draining a running server on %s', (engine) => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let port = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    await runMigrations(testDb.database);
    await runSeed(testDb.database.db, new Date(), { bookings: false });
    app = await buildApp({
      config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' },
      db: testDb.database,
      // The worker runs (it is what the drain stops), but only when the test ticks it.
      jobsPollMs: 3_600_000,
      scheduleHousekeeping: false,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('fails readiness, tells live streams to reconnect, finishes requests in flight and the running job, gives back the other claimed jobs, then closes', async () => {
    const token = await login(app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    expect((await get(port, '/api/health/ready')).status).toBe(200);

    // Three due jobs; the worker claims them all and the first one runs until the test lets it finish.
    const started = deferred();
    const release = deferred();
    app.scheduling.queue.register(KIND, async () => {
      started.resolve();
      await release.promise;
      return 'sent';
    });
    const due = new Date(Date.now() - 60_000);
    for (const n of [1, 2, 3]) {
      await app.scheduling.queue.enqueue({ kind: KIND, dedupeKey: `${KIND}-${n}`, runAt: new Date(due.getTime() + n), payload: { n } });
    }
    app.scheduling.worker.tick();
    await started.promise;

    const stream = openStream(port, '/api/live/organiser', token);
    await stream.connected;
    const received = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
    const inFlight = requestInTwoParts(port, '/api/auth/token', { username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD });
    await received;

    let databaseClosed = false;
    const drained = drain({ api: app, database: { close: async () => void (databaseClosed = true) }, delayMs: 0, timeoutMs: 60_000 });
    // The first step, at once: the readiness check fails (GET /api/health/ready answers 503 ERR.NOT_READY).
    expect(app.lifecycle.draining).toBe(true);
    expect(await app.lifecycle.notReady()).toBe('draining');

    const { status, text } = await stream.ended;
    expect(status).toBe(200);
    expect(text.endsWith(`retry: ${LIVE_RETRY_MS}\nevent: ${LIVE_RECONNECT_EVENT}\ndata: {"reason":"shutdown"}\n\n`)).toBe(true);
    expect(app.live.subscriberCount).toBe(0);

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).data.accessToken).toEqual(expect.any(String));
    expect(answer.headers.connection).toBe('close');

    // The running job holds the close (and the database) until it finishes.
    expect(databaseClosed).toBe(false);
    release.resolve();
    expect(await drained).toBe(true);
    expect(databaseClosed).toBe(true);
    expect(app.server.listening).toBe(false);
    await expect(get(port, '/api/health/ready')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const jobs = await testDb.database.db
      .select({ status: scheduledJobs.status, lockedUntil: scheduledJobs.lockedUntil, attempts: scheduledJobs.attempts })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, KIND))
      .orderBy(asc(scheduledJobs.runAt));
    // The one that ran is done; the two claimed but not started are back in the queue, at once, their attempt not counted.
    expect(jobs).toEqual([
      { status: 'done', lockedUntil: null, attempts: 1 },
      { status: 'pending', lockedUntil: null, attempts: 0 },
      { status: 'pending', lockedUntil: null, attempts: 0 },
    ]);
  });
});
