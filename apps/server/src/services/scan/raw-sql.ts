import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../db/client';

/** Raw SQL on the engine under Drizzle, for the hot path: no query builder, and on PostgreSQL a named prepared
 * statement (parsed once per connection). */
export interface RawSql {
  readonly engine: 'postgres' | 'pglite';
  query<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL the batch statement runs on a few connections of its own (same settings as the app's pool) with
 * generic plans forced: otherwise PostgreSQL may keep re-planning it for every batch (a custom plan looks cheaper
 * for a small batch), which costs more than running it. A generic plan is made once per connection, from the
 * statistics of that moment, and kept: planned while `scan_idempotency` was still empty it probed the keys with a
 * sequential scan, so every batch read the whole table and a bench slowed to a crawl as keys piled up. Every table
 * access of the statement is by key, so sequential scans are turned off on these connections: the plan uses the
 * indexes whatever the statistics said when it was made. The app's own queries keep the defaults.
 */
export function rawSqlFor(db: Db, connections: number): RawSql {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const base = client.options;
    let own: pg.Pool | null = null;
    const pool = (): pg.Pool => {
      if (!own) {
        own = new pg.Pool({
          ...base,
          // Not enumerable on the pool's options, so not copied by the spread.
          password: base.password,
          max: connections,
          options: [base.options, '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off'].filter(Boolean).join(' '),
        });
        own.on('error', () => undefined);
      }
      return own;
    };
    return {
      engine: 'postgres',
      query: async <T>(name: string, text: string, values: unknown[]) => (await pool().query({ name, text, values })).rows as T[],
      close: async () => {
        const p = own;
        own = null;
        await p?.end();
      },
    };
  }
  if (client instanceof PGlite) {
    return {
      engine: 'pglite',
      query: async <T>(_name: string, text: string, values: unknown[]) => (await client.query<T>(text, values)).rows,
      close: async () => undefined,
    };
  }
  throw new Error('Unsupported database client for scanning');
}
