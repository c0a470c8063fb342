import type { ScanAction, SessionCounts } from '@diy/domain';
import type { BatchEntry, BatchJob } from './batcher';
import type { RawSql } from './raw-sql';
import { FINISH_SQL, isRetryable, ROUND_SQL, type RoundParams, type RoundRow } from './round-sql';

/** What a consume call sends to the gate: the device's headers. */
export interface ScanMeta {
  deviceId: string;
  userAgent: string | null;
  latitude: string;
  longitude: string;
  accuracy: string;
  idempotencyKey: string | null;
  /** The device's gate name (x-gate), stored with each scan; null when unnamed. */
  gate?: string | null;
}

/** The bearer token's verified payload: its session (checked in the round itself) and user. */
export interface ScanCaller {
  sid: string;
  sub: string;
}

/** One consume call's barcodes in one round: the first round also checks the caller and claims the key. */
export interface AdmitJob extends BatchJob {
  kind: 'admit';
  caller: ScanCaller;
  /** Null when the id is not a UUID (the round answers 'scope' after the caller checks). */
  sessionId: string | null;
  eventCode: string;
  action: ScanAction;
  meta: ScanMeta;
  key: string | null;
  hash: string;
  /** The scan's time, the same in every round. */
  at: string;
  round: number;
  /** The session's counts before this call (cached), or null: the round then leaves the answer to the caller. */
  counts: SessionCounts | null;
  barcodes: string[];
}

/** A call's answer that took more than one statement, stored under its Idempotency-Key with the next round. */
export interface FinishJob extends BatchJob {
  kind: 'finish';
  userId: string;
  key: string;
  answer: string;
}

export type RoundJob = AdmitJob | FinishJob;

/** 'go' (checked, claimed and written), 'replay' (the key was used before) or why the call is refused. */
export type Verdict = 'go' | 'replay' | 'session' | 'role' | 'unapproved' | 'scope' | 'tenant' | 'event' | 'tcs';

export interface AdmitOutcome {
  verdict: Verdict;
  /** The answer as JSON, complete (and stored with the key) when the round settled everything. */
  answer: string | null;
  /** Otherwise the settled results (JSON array) and the barcodes for another round. */
  results: string | null;
  retry: string[];
  /** What the round's writes added to the session's admitted and inside counts. */
  admitted: number;
  inside: number;
}

export type RoundResult = AdmitOutcome | null;

const ATTEMPTS = 3;

/** Runs one batch: its admissions as ONE statement (after storing any finished answers), each job its own outcome. */
export async function runRound(sql: RawSql, entries: BatchEntry<RoundJob, RoundResult>[]): Promise<void> {
  const admits: BatchEntry<RoundJob, RoundResult>[] = [];
  const finishes: FinishJob[] = [];
  const params: RoundParams = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []];
  const [sid, sub, sessionId, eventCode, action, device, ua, lat, lon, acc, key, hash, at, round, admitted, inside, total, itemJob, itemBarcode, gate] =
    params;
  for (const entry of entries) {
    const job = entry.job;
    if (job.kind === 'finish') {
      finishes.push(job);
      continue;
    }
    admits.push(entry);
    const j = admits.length;
    sid.push(job.caller.sid);
    sub.push(job.caller.sub);
    sessionId.push(job.sessionId);
    eventCode.push(job.eventCode);
    action.push(job.action);
    device.push(job.meta.deviceId);
    gate.push(job.meta.gate ?? null);
    ua.push(job.meta.userAgent);
    lat.push(job.meta.latitude);
    lon.push(job.meta.longitude);
    acc.push(job.meta.accuracy);
    key.push(job.key);
    hash.push(job.hash);
    at.push(job.at);
    round.push(job.round);
    admitted.push(job.counts?.admitted ?? null);
    inside.push(job.counts?.inside ?? null);
    total.push(job.counts?.total ?? null);
    for (const b of job.barcodes) {
      itemJob.push(j);
      itemBarcode.push(b);
    }
  }

  // Rare (calls that took more than one round): each answer by its key, before the batch's statement.
  for (const f of finishes) await sql.query('diy_scan_finish', FINISH_SQL, [f.userId, f.key, f.answer]);

  let rows: RoundRow[] = [];
  for (let attempt = 1; admits.length > 0; attempt += 1) {
    try {
      rows = await sql.query<RoundRow>('diy_scan_round', ROUND_SQL, params);
      break;
    } catch (err) {
      // Nothing of the statement stayed: a lost race with another process's batch is simply run again.
      if (attempt >= ATTEMPTS || !isRetryable(err)) throw err;
    }
  }

  const outcomes: (AdmitOutcome | undefined)[] = [];
  for (const r of rows) {
    outcomes[Number(r.j) - 1] = {
      verdict: r.kind as Verdict,
      answer: r.answer,
      results: r.results,
      retry: r.retry ?? [],
      admitted: Number(r.d_admitted ?? 0),
      inside: Number(r.d_inside ?? 0),
    };
  }
  admits.forEach((entry, i) => {
    const outcome = outcomes[i];
    if (outcome) entry.resolve(outcome);
    else entry.reject(new Error('A scan round returned no row for a job'));
  });
  for (const entry of entries) if (entry.job.kind === 'finish') entry.resolve(null);
}
