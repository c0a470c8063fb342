import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cancellableRows, postgresPool } from '../src/services/reports/query-cancel';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from './helpers';

/**
 * A download's read whose client went away while the statement was finishing: the cancel travels on another connection
 * of the pool and may arrive after the statement returned. Its connection must then be closed, never given back: a
 * late cancel stopped whatever the connection's next user ran (a re-download of the same file was cut mid-stream).
 */
describeOnPostgres('cancellable download reads on postgres', () => {
  let test: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    test = await createTestDatabase('postgres', 2, { empty: true });
    pool = postgresPool(test.database.db)!;
  });
  afterAll(async () => {
    await test?.drop();
  });

  it("a read aborted while its statement finishes closes its connection: the late cancel cannot stop the next user's statement", async () => {
    // The cancel is sent on another connection of the pool; here it arrives late on purpose (as it can on a busy machine).
    const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
    let cancels = 0;
    const late = async (text: string, values?: unknown[]) => {
      if (!text.includes('pg_cancel_backend')) return query(text, values);
      await new Promise((r) => setTimeout(r, 600));
      cancels += 1;
      return query(text, values);
    };
    (pool as unknown as { query: typeof late }).query = late;
    try {
      const controller = new AbortController();
      const read = cancellableRows<{ pid: number }>(test.database.db, sql`select pg_backend_pid() as pid, pg_sleep(0.3)`, controller.signal);
      setTimeout(() => controller.abort(), 100);
      // The statement ends before its cancel arrives: the read answers its rows.
      const [row] = await read;
      expect(row!.pid).toBeGreaterThan(0);
      // The pool's next user runs a statement that is still running when the cancel arrives. On the read's connection,
      // given back to the pool, the cancel stopped it ('canceling statement due to user request').
      const next = (await query('select pg_backend_pid() as pid from pg_sleep(1)')) as { rows: { pid: number }[] };
      expect(cancels).toBe(1);
      expect(next.rows[0]!.pid).not.toBe(row!.pid);
    } finally {
      (pool as unknown as { query: typeof query }).query = query;
    }
  });
});
