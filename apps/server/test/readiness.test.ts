import { NOT_READY_CODE, NOT_READY_MESSAGES, readinessSchema } from '@diy/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Lifecycle } from '../src/plugins/lifecycle';
import { describeEngines, useTestApp } from './helpers';

/** The advisory lock runMigrations holds while it migrates (db/migrate.ts). */
const MIGRATION_LOCK_KEY = 7_201_932_026;

describeEngines('liveness and readiness on %s', (engine) => {
  const ctx = useTestApp(engine, { seed: false, jobsPollMs: 0 });
  const ready = () => ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
  const refusal = (reason: keyof typeof NOT_READY_MESSAGES) => ({ code: NOT_READY_CODE, message: NOT_READY_MESSAGES[reason] });

  /** Runs `fn` while another session holds the migration lock (PGlite has one session: the app's own). */
  async function whileMigrating(fn: () => Promise<void>): Promise<void> {
    if (engine === 'pglite') {
      await ctx.database.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await fn();
      } finally {
        await ctx.database.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
      return;
    }
    const other = new pg.Client({ connectionString: ctx.database.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await fn();
    } finally {
      await other.end();
    }
  }

  it('answers 200 when the process takes traffic, without the app code (balancers send none)', async () => {
    const res = await ready();
    expect(res.statusCode, res.body).toBe(200);
    expect(readinessSchema.parse(res.json().data)).toEqual({ ready: true, engine, migration: ctx.migration });
    // Liveness still wants the app code, as before.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(400);
  });

  it('answers 503 while migrations run on its database, and 200 once they are done', async () => {
    await whileMigrating(async () => {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, errors: refusal('migrating') });
      expect(res.json().errors.requestId).toBe(res.headers['x-request-id']);
    });
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 while the database lags the migrations this server knows', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await ctx.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().errors).toMatchObject(refusal('schema'));
    } finally {
      await ctx.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('calls the database unreachable when it fails or does not answer in time', async () => {
    const failing = new Lifecycle(ctx.database, async () => {
      throw new Error('connection refused');
    });
    expect(await failing.notReady()).toBe('database');
    const silent = new Lifecycle(ctx.database, () => new Promise(() => undefined), 20);
    expect(await silent.notReady()).toBe('database');
    const fine = new Lifecycle(ctx.database, async () => ({ migrating: false, behind: false }));
    expect(await fine.notReady()).toBeNull();
  });

  // PGlite has one connection for everything: there is no pool to be busy.
  if (engine === 'postgres') {
    it('answers liveness and readiness on a connection of their own while every pooled connection is busy', async () => {
      const { max } = ctx.database.poolUse();
      let freed = false;
      const sleepers = Promise.all(
        Array.from({ length: max }, async () => {
          await ctx.database.db.execute(sql`select pg_sleep(4)`);
          freed = true;
        }),
      );
      await expect.poll(() => ctx.database.poolUse(), { timeout: 3000 }).toMatchObject({ open: max, idle: 0 });
      const [health, readiness] = await Promise.all([
        ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-app-code': 'DIY' } }),
        ready(),
      ]);
      // Answered while the pool was still taken: a probe never queues behind downloads and reports.
      expect(freed, 'answered before any pooled connection was given back').toBe(false);
      expect(health.statusCode, health.body).toBe(200);
      expect(readiness.statusCode, readiness.body).toBe(200);
      await sleepers;
    });
  }

  it('answers 503 from the moment it drains, and every answer then closes its connection', async () => {
    expect((await ready()).headers.connection).not.toBe('close');
    ctx.app.lifecycle.startDraining();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json().errors).toMatchObject(refusal('draining'));
    expect(res.headers.connection).toBe('close');
    // Still serving what reaches it meanwhile.
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-app-code': 'DIY' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });
});
