import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { APP_CODE, APP_CODE_HEADER } from '@diy/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type Engine } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { runSeed } from '../src/seed';
import type { RateLimitStore } from '../src/services/rate-limit-store';

/** The engines every integration test is written for: PGlite (embedded) and PostgreSQL. */
export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

/** Whether this run can test on the engine: PGlite always, PostgreSQL when TEST_DATABASE_URL names a server. */
export const engineAvailable = (engine: Engine): boolean => engine === 'pglite' || Boolean(process.env.TEST_DATABASE_URL);

/** PostgreSQL-only suites (real concurrency, query plans, a second process): skipped, and counted as such, without one. */
export const describeOnPostgres = describe.skipIf(!engineAvailable('postgres'));

/**
 * A suite on each engine: `name` with %s for the engine. Without TEST_DATABASE_URL the PostgreSQL suite is still
 * registered, as skipped, so the run says how many tests it did not run instead of dropping them silently.
 */
export function describeEngines(name: string, fn: (engine: Engine) => void): void {
  for (const engine of ENGINES) describe.skipIf(!engineAvailable(engine))(name.replace('%s', engine), () => fn(engine));
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

let pgliteTemplate: Blob | undefined;

/**
 * A fresh database: PGlite in memory, or a uniquely named PostgreSQL database dropped afterwards. It starts migrated and
 * holding the platform data (a copy of the run's template, see global-setup.ts); `empty` starts from nothing instead.
 */
export async function createTestDatabase(engine: Engine, poolSize = 4, { empty = false } = {}): Promise<TestDatabase> {
  if (engine === 'pglite') {
    if (!empty) pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: empty ? undefined : pgliteTemplate });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `diy_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = empty ? '' : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  // A test database outlives no crash: commits need not wait for the WAL to reach the disk.
  await admin.query(`alter database "${name}" set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  return {
    database,
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * The connection pool of a file that storms the real server on PostgreSQL (bookings, offers, scans at once). Two
 * files run at a time (vitest.config.ts), and the server allows 100 connections: two storms of 40 fit beside the
 * other file's pool; two of 60 did not ('sorry, too many clients already').
 */
export const CONCURRENCY_POOL = 40;

/** A clock the tests can move. */
export class TestClock {
  constructor(public current: Date = new Date()) {}
  now = (): Date => this.current;
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  migration: string;
}

/**
 * Registers beforeAll/afterAll hooks that migrate, seed and build the app on a fresh database of the
 * engine. The returned object is filled in once beforeAll has run.
 */
export interface TestAppOptions {
  seed?: boolean;
  /** The demo sales in the seed (bookings, admissions, cancellations): only for files that read them. */
  demoBookings?: boolean;
  nodeEnv?: string;
  /** A rate-limit store for the app (default: a fresh in-memory one). */
  rateLimits?: () => RateLimitStore;
  /** How long session counts are cached (default 0: always counted afresh). */
  countsCacheMs?: number;
  /** Poll interval of the scheduled-jobs worker (default 30 s; 0: no worker, tests run the jobs themselves). */
  jobsPollMs?: number;
  /** METRICS_TOKEN (default unset: the metrics answer this machine only). */
  metricsToken?: string;
  /** How often open live streams' logins are re-checked (default LIVE_AUTH_RECHECK_MS). */
  liveRecheckMs?: number;
  /**
   * Whether the app enqueues housekeeping's runs at start (default false: files that move their clock months ahead
   * would otherwise have pruning run behind them; test/housekeeping.test.ts runs it).
   */
  scheduleHousekeeping?: boolean;
}

export function useTestApp(engine: Engine, options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    ctx.database = testDb.database;
    ctx.clock = new TestClock();
    ctx.migration = await runMigrations(ctx.database);
    if (options.seed !== false) await runSeed(ctx.database.db, ctx.clock.now(), { bookings: options.demoBookings ?? false });
    ctx.app = await buildApp({
      config: {
        logLevel: 'silent',
        authSecret: undefined,
        corsOrigins: ['http://localhost:4001'],
        nodeEnv: options.nodeEnv ?? 'test',
        metricsToken: options.metricsToken,
      },
      db: ctx.database,
      ...(options.rateLimits ? { rateLimits: options.rateLimits() } : {}),
      now: ctx.clock.now,
      countsCacheMs: options.countsCacheMs ?? 0,
      ...(options.jobsPollMs !== undefined ? { jobsPollMs: options.jobsPollMs } : {}),
      ...(options.liveRecheckMs !== undefined ? { liveRecheckMs: options.liveRecheckMs } : {}),
      scheduleHousekeeping: options.scheduleHousekeeping ?? false,
      logger: false,
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await testDb?.drop();
  });
  return ctx;
}

/** Injects with the app code header (and a bearer token when given). */
export function api(app: FastifyInstance, opts: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = opts;
  return app.inject({
    ...rest,
    headers: {
      [APP_CODE_HEADER]: APP_CODE,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/** Headers that make a request come from another client address (the test client is a trusted loopback proxy). */
export const from = (ip: string) => ({ 'x-forwarded-for': ip });

export interface OutboxEntry {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Messages sent to a mobile number or e-mail, newest first (through GET /api/dev/outbox). */
export async function outbox(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const res = await api(app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`outbox ${to}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { messages: OutboxEntry[] } }).data.messages;
}

/** The 6-digit code in the newest message to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [latest] = await outbox(app, to);
  const code = latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Password login; for accounts with the second step, reads the code from the outbox and completes it. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await api(app, { method: 'POST', url: '/api/auth/token', payload: { username, password } });
  if (res.statusCode === 401 && res.json().errors?.error === 'mfa_required') {
    const { mfaToken, challenge } = res.json().errors as { mfaToken: string; challenge: { sentTo: string } };
    const to = await destinationOf(app, username);
    const otp = await latestCode(app, to);
    const done = await api(app, { method: 'POST', url: '/api/auth/challenge', payload: { mfaToken, otp } });
    if (done.statusCode !== 200) throw new Error(`second step for ${username} (${challenge.sentTo}) failed: ${done.body}`);
    return (done.json() as { data: { accessToken: string } }).data.accessToken;
  }
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { accessToken: string } }).data.accessToken;
}

/** Where a user's codes go: the mobile, or the e-mail when there is none. */
async function destinationOf(app: FastifyInstance, username: string): Promise<string> {
  const user = await app.services.users.findByUsername(username);
  const to = user?.mobile ?? user?.email;
  if (!to) throw new Error(`unknown user ${username}`);
  return to;
}
