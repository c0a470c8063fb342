// The consume batch statement alone (apps/server/src/services/scan/round-sql.ts), for bench:scan: PostgreSQL backend CPU
// per statement at 1 and at 16 scans a statement, on one connection set up like the server's, each statement
// committed. The two figures split its cost into a fixed part per statement and a part per scan, which is what the
// batcher trades (bigger batches share the fixed part). Linux only (reads the backend's CPU time from /proc).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ROUND_SQL, type RoundParams } from '../apps/server/src/services/scan/round-sql';

export interface StatementCost {
  /** Backend CPU per statement of one scan, and of 16, in microseconds. */
  at1Us: number;
  at16Us: number;
  /** The split: fixed per statement, and per scan. */
  fixedUs: number;
  perScanUs: number;
}

export async function statementCost(
  databaseUrl: string,
  scope: { sessionId: string; eventCode: string },
  nextBarcode: () => string,
): Promise<StatementCost | null> {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off' });
  await client.connect();
  try {
    const pid = Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid);
    const cpu = () => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    };
    try {
      cpu();
    } catch {
      return null;
    }
    // The gate account's live session (the bench logged in with it).
    const caller = (
      await client.query<{ sid: string; sub: string }>(
        `select a.id as sid, a.user_id as sub from auth_sessions a join users u on u.id = a.user_id
         where 'scanner' = any(u.roles) and a.revoked_at is null order by a.created_at desc limit 1`,
      )
    ).rows[0];
    if (!caller) return null;
    const stamp = Date.now().toString(36);
    let serial = 0;
    const params = (n: number): RoundParams => {
      const each = <T>(v: T): T[] => Array.from({ length: n }, () => v);
      const barcodes = Array.from({ length: n }, nextBarcode);
      return [
        each(caller.sid), each(caller.sub), each(scope.sessionId), each(scope.eventCode), each('entry'), each('bench-statement'),
        each(null), each('na'), each('na'), each('na'), barcodes.map(() => `bench-statement-${stamp}-${(serial += 1)}`), each('hash'),
        each(new Date().toISOString()), each(1), each(0), each(0), each(0), barcodes.map((_, i) => i + 1), barcodes,
      ];
    };
    const run = (n: number) => client.query({ name: 'diy_scan_round', text: ROUND_SQL, values: params(n) });
    for (let i = 0; i < 50; i += 1) await run(8); // the generic plan, caches
    // Enough statements for about a second of backend CPU each (/proc counts in 10 ms ticks).
    const perStatement = async (n: number, statements: number) => {
      const before = cpu();
      for (let i = 0; i < statements; i += 1) await run(n);
      return ((cpu() - before) * 1e6) / statements;
    };
    const at1Us = await perStatement(1, 2_000);
    const at16Us = await perStatement(16, 400);
    const perScanUs = (at16Us - at1Us) / 15;
    return { at1Us: Math.round(at1Us), at16Us: Math.round(at16Us), fixedUs: Math.round(at1Us - perScanUs), perScanUs: Math.round(perScanUs) };
  } finally {
    await client.end();
  }
}
