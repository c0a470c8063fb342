import type { ScanAction, ScanConsume, ScanResult, SessionCounts } from '@diy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scanIdempotency } from '../../db/schema';
import { storableText } from '../../db/text';
import { errors } from '../../http/errors';
import { scanErrors } from '../../http/scan-errors';
import { isUuid, sha256 } from '../ids';
import { Batcher } from './batcher';
import type { RawSql } from './raw-sql';
import { type AdmitJob, type AdmitOutcome, type RoundJob, type RoundResult, runRound, type ScanCaller, type ScanMeta } from './round';
import { MAX_ROUNDS } from './round-sql';

export { SCAN_OK_MESSAGES } from './messages';

/** Refusals whose error needs no lookup ('unapproved' asks `ConsumeDeps.approvalError` for the status's text). */
const VERDICT_ERRORS = {
  session: () => errors.sessionExpired(),
  role: () => errors.forbidden(),
  scope: () => scanErrors.sessionNotFound(),
  tenant: () => scanErrors.notAuthorised(),
  event: () => scanErrors.sessionNotFound(),
  tcs: () => scanErrors.tcs(),
} as const;

export interface ConsumeDeps {
  db: Db;
  sql: (connections: number) => RawSql;
  now: () => Date;
  /** The session's counts before a call, when known without asking the database for an unchecked session. */
  countsBefore: (sessionId: string) => Promise<SessionCounts | null>;
  /** The session's counts (for a checked session), after the call's writes. */
  counts: (sessionId: string) => Promise<SessionCounts>;
  /** The organiser gate's error for a user whose organiser is not approved (its text names the application's status). */
  approvalError: (userId: string) => Promise<Error>;
  /**
   * A call's writes changed the session's counts by these amounts; `sentAt` is when the call was submitted
   * (`performance.now()`), before its statement ran (the cache adds them only to counts read before then).
   */
  countedOwn: (sessionId: string, sentAt: number, admitted: number, inside: number) => void;
  /** A call's barcodes were decided (not a replay of a stored answer): each one's result (the metrics count them). */
  decided?: ((action: ScanAction, results: readonly Pick<ScanResult, 'code'>[]) => void) | undefined;
  /** Batch statements running at once on PostgreSQL (PGlite runs one). */
  maxInFlight?: number;
  /** While one runs, another starts only with this many calls waiting. */
  minJobsWhileBusy?: number;
}

/**
 * Two statements at once hide a commit's wait behind the other's work; a second one starts only when enough calls
 * wait, since each statement has a fixed cost (plan execution, commit) that small batches would multiply.
 */
const MAX_IN_FLIGHT = 2;
const MIN_JOBS_WHILE_BUSY = 8;

/**
 * Consume calls, exactly once, batched: every call waiting while statements run goes out with the next one
 * (round-sql.ts), which checks each caller and scope, writes, reads, logs and answers all of them, and stores each
 * answer with its Idempotency-Key. Calls on one barcode run in arrival order, one batch after another: the later
 * sees the earlier's scan ('Oops! Ticket already scanned', with when and which device). Calls with one key never
 * overlap: the later replays the stored answer.
 */
export class ConsumeFlow {
  readonly batcher: Batcher<RoundJob, RoundResult>;
  /** The batch statement's connection (tests spy on it). */
  readonly sql: RawSql;

  constructor(private readonly d: ConsumeDeps) {
    const maxInFlight = d.maxInFlight ?? MAX_IN_FLIGHT;
    this.sql = d.sql(maxInFlight);
    const sql = this.sql;
    const options = {
      // PGlite has one connection: batches would only queue behind each other.
      maxInFlight: sql.engine === 'pglite' ? 1 : maxInFlight,
      maxJobs: 500,
      minJobsWhileBusy: d.minJobsWhileBusy ?? MIN_JOBS_WHILE_BUSY,
    };
    this.batcher = new Batcher<RoundJob, RoundResult>((entries) => runRound(sql, entries), options);
  }

  close(): Promise<void> {
    return this.sql.close();
  }

  /** The call's answer as JSON: `{results, counts}`. */
  async consume(caller: ScanCaller, input: ScanConsume, meta: ScanMeta): Promise<string> {
    const action: ScanAction = input.exitScan ? 'exit' : 'entry';
    const barcodes = [...new Set(input.barcodes.map(storableText))];
    const at = this.d.now().toISOString();
    const key = meta.idempotencyKey === null ? null : storableText(meta.idempotencyKey);
    const hash = sha256(JSON.stringify([input.sessionId, action, barcodes]));
    const clean: ScanMeta = {
      deviceId: storableText(meta.deviceId),
      userAgent: meta.userAgent === null ? null : storableText(meta.userAgent),
      latitude: storableText(meta.latitude),
      longitude: storableText(meta.longitude),
      accuracy: storableText(meta.accuracy),
      idempotencyKey: key,
      gate: meta.gate ? storableText(meta.gate) : null,
    };
    const sessionId = isUuid(input.sessionId) ? input.sessionId : null;
    const job = (round: number, codes: string[], counts: SessionCounts | null): AdmitJob => ({
      kind: 'admit',
      // One call per key and per barcode at a time (later rounds still hold the first round's keys).
      conflicts: round === 1 ? (key ? [`key\u0000${caller.sub}\u0000${key}`, ...codes] : codes) : [],
      caller,
      sessionId,
      eventCode: storableText(input.eventCode),
      action,
      meta: clean,
      key: round === 1 ? key : null,
      hash,
      at,
      round,
      counts,
      barcodes: codes,
    });

    let claimed = false;
    let first: AdmitJob | null = null;
    // What the call's writes changed in the session's counts, over all its rounds (for the process's counts cache).
    let admitted = 0;
    let inside = 0;
    const counted = (o: AdmitOutcome) => {
      admitted += o.admitted;
      inside += o.inside;
    };
    const sentAt = performance.now();
    try {
      first = job(1, barcodes, sessionId ? await this.d.countsBefore(sessionId) : null);
      let outcome = await this.admit(first);
      if (outcome.verdict === 'replay') return await this.replay(caller.sub, key ?? '', hash);
      if (outcome.verdict === 'unapproved') throw await this.d.approvalError(caller.sub);
      if (outcome.verdict !== 'go') throw VERDICT_ERRORS[outcome.verdict]();
      counted(outcome);
      // The usual case: one statement settled every barcode and stored the answer with the key.
      if (outcome.answer !== null) {
        this.countedOwn(sessionId, sentAt, admitted, inside);
        this.decided(action, outcome.answer);
        return outcome.answer;
      }

      claimed = key !== null;
      const results = new Map<string, ScanResult>();
      for (let round = 1; ; round += 1) {
        for (const r of JSON.parse(outcome.results ?? '[]') as ScanResult[]) results.set(r.barcode, r);
        if (outcome.retry.length === 0) break;
        // Taken by a concurrent scan after the statement's snapshot: another round, with a fresh snapshot.
        if (round >= MAX_ROUNDS) throw new Error('A scan round left barcodes unanswered');
        outcome = await this.admit(job(round + 1, outcome.retry, null));
        counted(outcome);
      }
      this.countedOwn(sessionId, sentAt, admitted, inside);
      this.d.decided?.(action, [...results.values()]);
      const answer = JSON.stringify({ results: barcodes.map((b) => results.get(b)), counts: await this.d.counts(input.sessionId) });
      // Stored by the next batch (FINISH_SQL, before its statement); the call answers once it is committed.
      if (key) await this.batcher.submit({ kind: 'finish', conflicts: [], userId: caller.sub, key, answer });
      return answer;
    } catch (err) {
      // Free the key so the device can retry (its retry then sees its own admissions as earlier scans).
      if (claimed && key) {
        await this.d.db
          .delete(scanIdempotency)
          .where(and(eq(scanIdempotency.userId, caller.sub), eq(scanIdempotency.key, key)))
          .catch(() => undefined);
      }
      throw err;
    } finally {
      // Submitted jobs settle only once taken into a batch, so their keys are leased by now.
      if (first) this.batcher.release(first);
    }
  }

  private countedOwn(sessionId: string | null, sentAt: number, admitted: number, inside: number): void {
    if (sessionId && (admitted !== 0 || inside !== 0)) this.d.countedOwn(sessionId, sentAt, admitted, inside);
  }

  /** Reports the results of an answer the statement built (as JSON), when anyone listens. */
  private decided(action: ScanAction, answer: string): void {
    if (!this.d.decided) return;
    const { results } = JSON.parse(answer) as { results: Pick<ScanResult, 'code'>[] };
    this.d.decided(action, results);
  }

  private async admit(job: AdmitJob): Promise<AdmitOutcome> {
    const outcome = await this.batcher.submit(job);
    if (!outcome) throw new Error('A scan round returned no outcome');
    return outcome;
  }

  /** A repeated Idempotency-Key: the first answer, or 422 for another request, or 409 while it still runs. */
  private async replay(userId: string, key: string, hash: string): Promise<string> {
    for (let i = 0; i < 20; i += 1) {
      const [row] = await this.d.db
        .select({ hash: scanIdempotency.requestHash, answer: scanIdempotency.answer })
        .from(scanIdempotency)
        .where(and(eq(scanIdempotency.userId, userId), eq(scanIdempotency.key, key)))
        .limit(1);
      if (row && row.hash !== hash) throw scanErrors.idempotencyReused();
      if (row?.answer) return JSON.stringify(row.answer);
      if (!row) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw scanErrors.inProgress();
  }
}
