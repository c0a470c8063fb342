import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Engine = 'pglite' | 'postgres';
/** The Drizzle database, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: Engine;
  /** Set for PostgreSQL: used by the migrator to take an advisory lock on one connection. */
  url?: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when unset, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` (or unset) keeps everything in memory. */
  pgliteDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client erroring (server restart) must not crash the process.
    pool.on('error', () => undefined);
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, engine: 'postgres', url: options.databaseUrl, close: () => pool.end() };
  }
  const dir = options.pgliteDir;
  if (dir && !dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? 'memory://');
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The PGlite folder inside the data directory. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
