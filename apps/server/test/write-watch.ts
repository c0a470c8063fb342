import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../src/db/client';

/**
 * The writes a refused request may make by design ('table:operation'), each with its reason. Everything else is
 * watched: a request answered 4xx must leave every table of the schema exactly as it was (no row added, removed or
 * changed). The limits on logins, code sends and resets live in the rate-limit store (memory or Redis), not in a table,
 * and the product keeps no request log in the database, so the list is short.
 */
export const REFUSALS_MAY_WRITE: Record<string, string> = {
  'otp_challenges:update': 'a wrong one-time code is counted on its challenge (attempts), so that guessing runs out',
};

/** The rows of a statement, on either engine (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The schema's tables (public, base tables), read from the database: whatever the migrations made. */
export async function schemaTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(db, sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rows.map((r) => r.name);
}

/** Exact row counts of the tables, by name (one statement). */
export async function rowCounts(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const columns = tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ');
  const [row] = await rowsOf<Record<string, number>>(db, sql.raw(`select ${columns}`));
  return row ?? {};
}

/** Row counts of every table of the schema (no refusal may add or remove a row of any). */
export async function allRowCounts(db: Db): Promise<Record<string, number>> {
  return rowCounts(db, await schemaTables(db));
}

const CHANNEL = 'write_watch';

/**
 * Sees every committed write to the tables. A row trigger on each table sends `table:operation:id` with pg_notify, which PostgreSQL delivers only when the writing transaction commits: a write rolled back leaves nothing,
 * a write that stayed is seen whatever it was (an insert, a delete, or an update that row counts would miss). The
 * sweep checks after each of its thousands of requests; a notification costs nothing to read, where counting every
 * table's rows took ~13 ms a time on PGlite.
 */
export class WriteWatch {
  private seen = new Set<string>();
  private constructor(
    readonly tables: readonly string[],
    /** PostgreSQL: the listening connection (PGlite calls back on its one connection as the write commits). */
    private readonly listener: pg.Client | null,
  ) {}

  static async install(database: Database): Promise<WriteWatch> {
    const { db } = database;
    const tables = await schemaTables(db);
    // One statement per call: PGlite's extended protocol takes one at a time.
    await db.execute(sql.raw('create schema if not exists write_watch'));
    // 'table:operation:id' (the row's id column, where it has one).
    await db.execute(sql.raw(`create or replace function write_watch.note() returns trigger language plpgsql as $$
      declare id text := case when tg_op = 'DELETE' then to_jsonb(old)->>'id' else to_jsonb(new)->>'id' end;
      begin perform pg_notify('${CHANNEL}', tg_table_name || ':' || lower(tg_op) || ':' || coalesce(id, '')); return null; end $$`));
    for (const t of tables) {
      await db.execute(sql.raw(`drop trigger if exists write_watch on "${t}"`));
      await db.execute(sql.raw(`create trigger write_watch after insert or update or delete on "${t}" for each row execute function write_watch.note()`));
    }
    let listener: pg.Client | null = null;
    if (database.engine === 'postgres') {
      listener = new pg.Client({ connectionString: database.url });
      await listener.connect();
      await listener.query(`listen ${CHANNEL}`);
    }
    const watch = new WriteWatch(tables, listener);
    if (listener) listener.on('notification', (n) => watch.seen.add(n.payload ?? '?'));
    else await (db as unknown as { $client: { listen(c: string, f: (p: string) => void): Promise<unknown> } }).$client.listen(CHANNEL, (p) => watch.seen.add(p));
    return watch;
  }

  /**
   * The writes committed since the last call ('events:insert', ...). A row inserted and deleted again in that time
   * left its table as it was (a code send over the limit is counted, then taken back): the pair is no write.
   */
  async take(): Promise<string[]> {
    // A round trip on the listening connection: a notification of a commit made before it is read before its answer.
    if (this.listener) await this.listener.query('select 1');
    const seen = new Set(this.seen);
    this.seen.clear();
    const undone = (w: string) => {
      const [table, op, id] = w.split(':');
      const other = op === 'insert' ? 'delete' : op === 'delete' ? 'insert' : null;
      return Boolean(id) && other !== null && seen.has(`${table}:${other}:${id}`);
    };
    const writes = [...seen].filter((w) => !undone(w)).map((w) => w.split(':').slice(0, 2).join(':'));
    return [...new Set(writes)].filter((w) => !(w in REFUSALS_MAY_WRITE)).sort();
  }

  async close(): Promise<void> {
    await this.listener?.end();
  }
}

/**
 * Checks requests for writes: `check(what, status)` right after each request takes what was written since the
 * last check; a request answered 4xx that wrote a watched table is recorded in `failures`. Requests that succeed
 * may write.
 */
export async function refusalWrites(watch: WriteWatch): Promise<{ check: (what: string, status: number) => Promise<void>; failures: string[] }> {
  await watch.take();
  const failures: string[] = [];
  return {
    failures,
    check: async (what, status) => {
      const written = await watch.take();
      if (status >= 400 && written.length > 0) failures.push(`${what}: ${status} but wrote ${written.join(', ')}`);
    },
  };
}
