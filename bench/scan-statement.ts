// The consume batch statement alone (apps/server/src/services/scan/round.ts and round-sql.ts), for bench:scan:
// PostgreSQL backend CPU per statement at 1 and at 16 scans a statement, on one connection set up like the server's,
// each statement committed. The two figures split its cost into a fixed part per statement and a part per scan,
// which is what the batcher trades (bigger batches share the fixed part).
import pg from 'pg';
import type { BatchEntry } from '../apps/server/src/services/scan/batcher';
import type { RawSql } from '../apps/server/src/services/scan/raw-sql';
import { type AdmitJob, type RoundJob, type RoundResult, runRound } from '../apps/server/src/services/scan/round';

export interface StatementCost {
  /** Backend CPU per statement of one scan, and of 16, in microseconds. */
  at1Us: number;
  at16Us: number;
  /** The split: fixed per statement, and per scan. */
  fixedUs: number;
  perScanUs: number;
}

/** `cpuSecondsOf(pid)`: the CPU time a process has used so far (bench:scan reads it from /proc; 0 where it cannot). */
export async function statementCost(
  databaseUrl: string,
  scope: { sessionId: string; eventCode: string },
  nextBarcode: () => string,
  cpuSecondsOf: (pid: number) => number,
): Promise<StatementCost | null> {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off' });
  await client.connect();
  try {
    const pid = Number((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid);
    // The gate account's live session (the bench logged in with it).
    const caller = (
      await client.query<{ sid: string; sub: string }>(
        `select a.id as sid, a.user_id as sub from auth_sessions a join users u on u.id = a.user_id
         where 'scanner' = any(u.roles) and a.revoked_at is null order by a.created_at desc limit 1`,
      )
    ).rows[0];
    if (!caller) return null;
    // The server's own round (the same parameters and statement), on this one connection.
    const sql: RawSql = {
      engine: 'postgres',
      query: async <T>(name: string, text: string, values: unknown[]) => (await client.query({ name, text, values })).rows as T[],
      close: async () => undefined,
    };
    const stamp = Date.now().toString(36);
    let serial = 0;
    const job = (): AdmitJob => {
      serial += 1;
      const key = `bench-statement-${stamp}-${serial}`;
      return {
        kind: 'admit', conflicts: [], caller, sessionId: scope.sessionId, eventCode: scope.eventCode, action: 'entry',
        meta: { deviceId: 'bench-statement', userAgent: null, latitude: 'na', longitude: 'na', accuracy: 'na', idempotencyKey: key },
        key, hash: 'hash', at: new Date().toISOString(), round: 1, counts: { admitted: 0, inside: 0, total: 0 }, barcodes: [nextBarcode()],
      };
    };
    const run = async (scans: number) => {
      // Each job must be admitted (a refusal would measure another path).
      const admitted = (outcome: RoundResult) => {
        if (outcome?.verdict !== 'go' || !outcome.answer) throw new Error(`The bench statement was not admitted: ${JSON.stringify(outcome)}`);
      };
      const entries: BatchEntry<RoundJob, RoundResult>[] = Array.from({ length: scans }, () => ({
        job: job(),
        resolve: admitted,
        reject: (err: unknown) => {
          throw err;
        },
      }));
      await runRound(sql, entries);
    };
    for (let i = 0; i < 50; i += 1) await run(8); // the generic plan, caches
    if (cpuSecondsOf(pid) === 0) return null; // no CPU figures on this system
    // Enough statements for about a second of backend CPU each (/proc counts in 10 ms ticks).
    const perStatement = async (scans: number, statements: number) => {
      const before = cpuSecondsOf(pid);
      for (let i = 0; i < statements; i += 1) await run(scans);
      return ((cpuSecondsOf(pid) - before) * 1e6) / statements;
    };
    const at1Us = await perStatement(1, 2_000);
    const at16Us = await perStatement(16, 400);
    const perScanUs = (at16Us - at1Us) / 15;
    return { at1Us: Math.round(at1Us), at16Us: Math.round(at16Us), fixedUs: Math.round(at1Us - perScanUs), perScanUs: Math.round(perScanUs) };
  } finally {
    await client.end();
  }
}
