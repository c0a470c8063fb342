import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate';
import { runSeed } from '../src/seed';
import { ROUND_SQL } from '../src/services/scan/round-sql';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from './helpers';

/** A node of EXPLAIN (FORMAT JSON). */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Index Scan', 'Tid Scan', 'Sample Scan']);

/**
 * The batch statement runs as a generic plan made once per connection (raw-sql.ts), so its shape is decided before any
 * batch is seen: every table must be reached by key, or each batch reads a whole table (or index) that grows with the
 * product. Planned here as the scan connections plan it, against a freshly seeded database (empty key and attempt
 * tables, as on a new deployment).
 */
// PostgreSQL only (PGlite runs the statement unprepared, planned per batch): skipped without TEST_DATABASE_URL.

describeOnPostgres('the batch statement plan (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let client: pg.PoolClient;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    await runMigrations(testDb.database);
    await runSeed(testDb.database.db);
    const pool = (testDb.database.db as unknown as { $client: pg.Pool }).$client;
    client = await pool.connect();
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query('set enable_seqscan = off');
  });

  afterAll(async () => {
    client?.release(true);
    await testDb?.drop();
  });

  it('reaches every table by key: no sequential scan, and every index scan has a condition', async () => {
    await client.query(`prepare diy_scan_round_plan as ${ROUND_SQL}`);
    const uuid = `array['00000000-0000-4000-8000-000000000001']::uuid[]`;
    const text = (v: string) => `array['${v}']::text[]`;
    const int = (v: number) => `array[${v}]::int[]`;
    const args = [
      uuid, uuid, uuid,
      text('ET00010002'), text('entry'), text('gate-1'), text('agent'), text('na'), text('na'), text('na'), text('key-1'), text('hash'),
      text('2026-11-22T10:00:00.000Z'),
      int(1), int(0), int(0), int(10),
      int(1), text('AAAAAAAAAAAAAAAA'),
      text('Gate A'),
    ];
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) execute diy_scan_round_plan(${args.join(', ')})`,
    );
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    expect(plan).toBeDefined();
    const scans = nodesOf(plan!).filter((n) => SCANS.has(n['Node Type']));
    const tables = new Set(scans.map((n) => n['Relation Name']));
    // The statement reads all of these; a plan that reached one of them some other way would not list it here.
    for (const table of ['auth_sessions', 'users', 'organisers', 'event_sessions', 'events', 'tickets', 'ticket_types', 'scan_idempotency']) {
      expect(tables, table).toContain(table);
    }
    const unkeyed = scans
      .filter((n) => n['Node Type'] === 'Seq Scan' || !n['Index Cond'])
      .map((n) => `${n['Node Type']} on ${n['Relation Name'] ?? n['Index Name']}`);
    expect(unkeyed).toEqual([]);
  });
});
