import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client';
import { migrationsFolder } from './paths';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

function latestEntry(folder: string): Journal['entries'][number] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  if (!last) throw new Error('The migration journal has no entries');
  return last;
}

/** The tag of the newest committed migration, e.g. `0000_foundation`. */
export function latestMigrationTag(folder: string = migrationsFolder()): string {
  return latestEntry(folder).tag;
}

/** Arbitrary constant: serialises migrations of several server processes starting on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_201_932_026;

/** Applies every committed migration not yet applied; safe to call on every start. Returns the latest tag. */
export async function runMigrations(database: Database): Promise<string> {
  const folder = migrationsFolder();
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    // One dedicated connection holds an advisory lock for the whole migration.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await client.end();
    }
  }
  return latestMigrationTag(folder);
}

export interface MigrationState {
  /** A process holds (or waits for) the migration lock on this database: migrations are running. */
  migrating: boolean;
  /** The newest migration this code knows is not applied to the database yet. */
  behind: boolean;
}

/**
 * One cheap statement for the readiness check: whether migrations are running on this database (the advisory lock
 * of `runMigrations`, a bigint key, shows in pg_locks as classid = its high and objid = its low 32 bits) and whether
 * the database lags this code's newest migration.
 */
export function migrationStateReader(folder: string = migrationsFolder()): (database: Database) => Promise<MigrationState> {
  const latest = latestEntry(folder).when;
  const high = Math.floor(MIGRATION_LOCK_KEY / 2 ** 32);
  const low = MIGRATION_LOCK_KEY % 2 ** 32;
  return async (database) => {
    const result = await database.probe.execute(sql`
      select
        exists(select 1 from pg_locks where locktype = 'advisory' and classid = ${high}::int::oid and objid = ${low}::bigint::oid
          and objsubid = 1 and database = (select oid from pg_database where datname = current_database())) as migrating,
        (select max(created_at)::text from drizzle.__drizzle_migrations) as applied`);
    const row = (result as unknown as { rows: { migrating: boolean; applied: string | null }[] }).rows[0];
    return { migrating: row?.migrating === true, behind: row?.applied == null || Number(row.applied) < latest };
  };
}

/** A cheap liveness check of the database, on the probes' own connection (`Database.probe`). */
export async function pingDatabase(database: Database): Promise<void> {
  await database.probe.execute(sql`select 1`);
}

/** The tag of the newest migration recorded in the database (drizzle stores each journal entry's `when`). */
export async function appliedMigrationTag(database: Database, folder: string = migrationsFolder()): Promise<string | null> {
  const result = await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = (result as unknown as { rows: { created_at: string | number }[] }).rows[0];
  if (!row) return null;
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.find((e) => e.when === Number(row.created_at))?.tag ?? null;
}
