import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Engine = 'pglite' | 'postgres';
/** The Drizzle database, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The connections of the app's pool now (PGlite: its one connection; whether it is busy is not known). */
export interface PoolUse {
  max: number;
  open: number;
  idle: number | null;
  /** Queries waiting for a connection. */
  waiting: number | null;
}

export interface Database {
  db: Db;
  /**
   * The health and readiness checks' own connection (PostgreSQL: a pool of one beside the app's pool, so a probe never
   * queues behind long downloads and reports for a pooled connection, and a busy process is not taken for a dead one;
   * PGlite: its one connection).
   */
  probe: Db;
  engine: Engine;
  poolUse(): PoolUse;
  /** Set for PostgreSQL: used by the migrator to take an advisory lock on one connection. */
  url?: string;
  /**
   * LISTEN on a notification channel: every NOTIFY committed on the database (by any process, for PostgreSQL; by this
   * process, for the embedded PGlite) calls `onPayload`. Answers a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when unset, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` (or unset) keeps everything in memory. */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from this data folder dump (`dumpDataDir`) instead of an empty database. */
  pgliteSnapshot?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client erroring (server restart) must not crash the process.
    pool.on('error', () => undefined);
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // Opened on the first probe and again after a drop (the pool reconnects); an idle one closes after a minute.
    const probePool = new pg.Pool({ connectionString: options.databaseUrl, max: 1, idleTimeoutMillis: 60_000 });
    probePool.on('error', () => undefined);
    const probe = drizzlePg({ client: probePool, schema }) as unknown as Db;
    const url = options.databaseUrl;
    const max = options.poolSize ?? 10;
    return {
      db,
      probe,
      engine: 'postgres',
      url,
      poolUse: () => ({ max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
      close: async () => {
        await Promise.all([pool.end(), probePool.end()]);
      },
    };
  }
  const dir = options.pgliteDir;
  if (dir && !dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // pg_trgm and btree_gin: the event search's trigram index within the organiser (migration 0026), as on PostgreSQL.
  const extensions = { pg_trgm, btree_gin };
  const client = options.pgliteSnapshot
    ? await PGlite.create({ dataDir: dir ?? 'memory://', loadDataDir: options.pgliteSnapshot, extensions })
    : await PGlite.create(dir ?? 'memory://', { extensions });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    probe: db,
    engine: 'pglite',
    poolUse: () => ({ max: 1, open: client.closed ? 0 : 1, idle: null, waiting: null }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

const RELISTEN_MS = 1000;

/**
 * A connection of its own that LISTENs (a pooled one would be handed to queries), opened again after it drops. The
 * channel name is an identifier the caller controls (never user input).
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
    });
    const retry = () => {
      if (stopped || timer) return;
      client = null;
      timer = setTimeout(() => {
        timer = null;
        connect().catch(retry);
      }, RELISTEN_MS);
    };
    c.on('error', retry);
    c.on('end', retry);
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
    if (stopped) await c.end();
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

/** The PGlite folder inside the data directory. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
