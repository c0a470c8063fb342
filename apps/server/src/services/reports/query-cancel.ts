import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';

/**
 * Downloads whose client has gone stop their database work at once (issue 29). Closing a connection does not stop a
 * statement that is still planning, sorting or waiting for a lock: PostgreSQL notices a closed socket only when it next
 * writes to it, so an abandoned download could run for minutes. The statement is cancelled instead, by
 * pg_cancel_backend on another connection of the pool, and then its connection is closed.
 */

/** The PostgreSQL pool under a Drizzle database, or null on PGlite. */
export function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** The backend process serving a pool client (set by the driver at connect). */
export function backendPid(client: pg.PoolClient): number | null {
  const pid = (client as unknown as { processID?: unknown }).processID;
  return typeof pid === 'number' && pid > 0 ? pid : null;
}

/** Cancels the statement a backend is running (its connection is about to be closed; nothing else runs on it). */
export function cancelBackend(pool: pg.Pool, pid: number | null): void {
  if (pid === null) return;
  // A pool that is ending (the server stopping) refuses: its connections close anyway.
  pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
}

const dialect = new PgDialect();

/**
 * A read of a download (one batch of rows): on PostgreSQL with an abort signal, on a connection of its own whose
 * statement is cancelled the moment the signal fires (the client went away); otherwise an ordinary query. An aborted
 * read rejects.
 */
export async function cancellableRows<T>(db: Db, query: SQL, signal: AbortSignal | undefined): Promise<T[]> {
  const pool = postgresPool(db);
  if (!pool || !signal) return rowsOf<T>(await db.execute(query));
  signal.throwIfAborted();
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    cancelBackend(pool, backendPid(client));
  };
  signal.addEventListener('abort', cancel, { once: true });
  let failed: Error | undefined;
  try {
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The download was closed');
    return (await client.query(text, params as unknown[])).rows as T[];
  } catch (err) {
    failed = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    signal.removeEventListener('abort', cancel);
    // A connection whose statement a cancel was sent for is closed, never reused, even when the statement ended first:
    // the cancel travels on another connection and may arrive later, and would then stop whatever the connection's
    // next user runs (it cut a re-download of the same file mid-stream, 1 run in 6 of download-cancel.test.ts).
    client.release(cancelled ? (failed ?? new Error('The download was closed')) : undefined);
  }
}
