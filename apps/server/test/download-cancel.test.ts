import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postgresPool } from '../src/services/reports/csv-copy';
import { seedBigSession } from './big-session';
import { describeEngines, login, useTestApp } from './helpers';

const EVENT_CODE = 'ET00098001';
const VENUE = 'NCPA';
/**
 * A download whose client has gone cancels its database work at once (issue 29): the COPY of a CSV, and the batch reads
 * of an XLSX and of a whole event's file. On PostgreSQL checked in pg_stat_activity, polled (never a fixed sleep): gone
 * within two seconds. PGlite (one in-process connection, nothing to cancel) checks that an abandoned download leaves the
 * server whole.
 */
describeEngines('abandoned downloads on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  const TICKETS = engine === 'postgres' ? 60_000 : 5_000;
  let base = '';
  let token = '';
  let sessionId = '';
  /** Connections of the test's own, outside the app's pool: one watches pg_stat_activity, one holds a lock. */
  let watcher: pg.Client;
  let locker: pg.Client;

  beforeAll(async () => {
    // One event of the demo organiser with one show of TICKETS one-ticket bookings, written by SQL in one statement.
    sessionId = await seedBigSession(ctx.database.db, { eventCode: EVENT_CODE, draftId: 'DFT-CANCEL-1', title: 'Abandoned Downloads Night', venueCode: VENUE, tickets: TICKETS, prefix: 'CANCEL' });
    await ctx.database.db.execute(sql`analyze bookings`);
    await ctx.database.db.execute(sql`analyze tickets`);
    token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    if (engine !== 'postgres') return;
    watcher = new pg.Client({ connectionString: ctx.database.url });
    await watcher.connect();
    // Apart from the watcher: pg_stat_activity is read once per transaction, so a watcher holding the lock would see stale rows.
    locker = new pg.Client({ connectionString: ctx.database.url });
    await locker.connect();
  });
  afterAll(async () => {
    await watcher?.end();
    await locker?.end();
  });

  const sessionFile = (format: 'csv' | 'xlsx') => `/api/reports/download/v1/venue/${VENUE}/event/${EVENT_CODE}/session/${sessionId}/format/${format}`;
  const eventFile = (format: 'csv' | 'xlsx') => `/api/reports/download/v1/event/${EVENT_CODE}/format/${format}`;

  /**
   * The app's statements of this database that match `pattern` (LIKE), other than the watcher's own: the client backends
   * running them, and with `workers` also their parallel workers (a big COPY runs in several).
   */
  const statements = async (pattern: string, workers = false) => {
    const { rows } = await watcher.query<{ pid: number; wait: string | null }>(
      `select pid, wait_event_type as wait from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and query like $1
         and (backend_type = 'client backend' or $2)`,
      [pattern, workers],
    );
    return rows;
  };
  const until = async (what: () => Promise<boolean>, ms: number) => {
    const start = Date.now();
    while (!(await what())) {
      if (Date.now() - start > ms) return false;
      await new Promise((r) => setTimeout(r, 20));
    }
    return true;
  };

  /** Starts a download; answers when `bytes` of its body arrived (0: when the request is sent), and a way to abort it. */
  function startDownload(path: string, bytes: number) {
    let received = 0;
    let abort: () => void = () => undefined;
    const started = new Promise<number>((resolve, reject) => {
      const req = request(`${base}${path}`, { headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}` } }, (res) => {
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // Stop reading once enough came: the server's writes then wait on the socket, as for a client that hangs.
          if (received >= bytes) res.pause();
          if (bytes > 0 && received >= bytes) resolve(res.statusCode ?? 0);
        });
        res.on('error', () => undefined);
      });
      req.on('error', () => undefined);
      req.end();
      abort = () => req.destroy();
      if (bytes === 0) resolve(0);
      else req.on('close', () => reject(new Error('closed before the first bytes')));
    });
    return { started, abort: () => abort() };
  }

  /** The file read whole, as a client that stays. */
  const whole = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    if (path.endsWith('csv')) expect(body.toString('utf8').split('\r\n').filter((l) => l.includes('DIYC')).length).toBe(TICKETS);
    else expect(body.subarray(0, 2).toString()).toBe('PK');
  };

  it('downloads abandoned midway leave the server whole: the same files then come complete', async () => {
    for (const path of [sessionFile('csv'), sessionFile('xlsx'), eventFile('csv')]) {
      const download = startDownload(path, 64 * 1024);
      try {
        expect(await download.started).toBe(200);
      } finally {
        download.abort();
      }
      await whole(path);
    }
  }, 90_000);

  // What is cancelled in the database is seen in PostgreSQL's activity; registered there only.
  if (engine !== 'postgres') return;

  it('a CSV abandoned midway: its COPY leaves pg_stat_activity within two seconds, and the pool stays whole', async () => {
    const pool = postgresPool(ctx.database.db)!;
    const download = startDownload(sessionFile('csv'), 256 * 1024);
    try {
      expect(await download.started).toBe(200);
      expect(await statements('copy (%')).toHaveLength(1);
    } finally {
      download.abort();
    }
    expect(await until(async () => (await statements('copy (%', true)).length === 0, 2_000)).toBe(true);
    expect(await until(async () => pool.totalCount === pool.idleCount, 2_000)).toBe(true);
  });

  // The case that ran on for minutes: a statement that has not sent a row yet (planning, sorting, or here waiting for a
  // lock) does not notice its client's closed connection; it must be cancelled.
  for (const [name, file, pattern] of [
    ['a session CSV (COPY)', () => sessionFile('csv'), 'copy (%'],
    ['a session XLSX (batch reads)', () => sessionFile('xlsx'), '%with page as%'],
    ["a whole event's CSV (batch reads)", () => eventFile('csv'), '%with page as%'],
  ] as const) {
    it(`${name} abandoned before its first row is cancelled at once, not left waiting`, async () => {
      const path = file();
      await locker.query('begin');
      try {
        await locker.query('lock table tickets in access exclusive mode');
        const download = startDownload(path, 0);
        try {
          await download.started;
          // The download's statement waits for the lock.
          expect(await until(async () => (await statements(pattern)).some((s) => s.wait === 'Lock'), 5_000)).toBe(true);
        } finally {
          download.abort();
        }
        // Gone while the lock is still held: cancelled, not finished.
        expect(await until(async () => (await statements(pattern, true)).length === 0, 2_000)).toBe(true);
      } finally {
        await locker.query('rollback');
      }
      // The app still serves the whole file afterwards.
      await whole(path);
    });
  }
});
