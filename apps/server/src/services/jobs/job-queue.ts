import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobs, type ScheduledJobRow } from '../../db/schema';
import { outsideRequest } from '../../http/request-id';
import { rowsOf } from '../ids';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

/** A claimed job belongs to its worker for this long; after that another worker may take it over. */
export const JOB_LEASE_MS = 5 * 60_000;
/** Failed runs are retried this many times (1, 2, 3, 4 minutes apart), then the job is marked failed. */
export const JOB_MAX_ATTEMPTS = 5;

export interface RunResult {
  claimed: number;
  sent: number;
  skipped: number;
  failed: number;
}

/** What a handler is given with its job: the clock of this run and a way to record progress under the job's lease. */
export interface JobContext {
  now: () => Date;
  /**
   * Merges `patch` into the job's payload if the job is still ours; false when the lease was lost (another worker took
   * the job over): the handler should then stop without further side effects.
   */
  progress(patch: Record<string, unknown>): Promise<boolean>;
}

/** Runs one job: 'sent' when it did its work, or a reason it was skipped. Throwing retries the job later. */
export type JobHandler = (job: ScheduledJobRow, ctx: JobContext) => Promise<'sent' | { skipped: string }>;

/** The queue of one job kind now (the metrics read it at each scrape). */
export interface JobKindDepth {
  kind: string;
  /** Due and waiting for a worker (a job whose worker's lease ran out counts again as due). */
  due: number;
  /** Pending, due later. */
  scheduled: number;
  /** Claimed by a worker whose lease holds. */
  running: number;
  /** Failed for good (after JOB_MAX_ATTEMPTS). */
  failed: number;
  /** How long the longest-waiting due job has waited, in seconds (0 when none is due). */
  oldestDueSeconds: number;
}

export interface NewJob {
  kind: string;
  /** One job per purpose: a second enqueue with the same key is ignored. */
  dedupeKey: string;
  runAt: Date;
  payload: Record<string, unknown>;
}

/**
 * Durable background jobs on the `scheduled_jobs` table (DESIGN.md, background work): streaming-details mails,
 * e-mailed reports. Jobs survive restarts; workers claim due rows with `FOR UPDATE SKIP LOCKED` and a lease, so with
 * several processes on one database a job is run by one worker at a time; a job whose worker died is taken over when
 * its lease ends. Handlers record their progress on the job (`ctx.progress`) so a taken-over job does not repeat a
 * side effect it had recorded (a crash between a side effect and its record is the one case that may repeat it).
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log?: FastifyBaseLogger,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Adds a job (in the caller's transaction when given); answers its id, or the existing job's for a known key. */
  async enqueue(job: NewJob, tx: Runner = this.db): Promise<string> {
    const [row] = await tx
      .insert(scheduledJobs)
      .values({ ...job, createdAt: this.now() })
      .onConflictDoNothing({ target: scheduledJobs.dedupeKey })
      .returning({ id: scheduledJobs.id });
    if (row) return row.id;
    const [existing] = await tx.select({ id: scheduledJobs.id }).from(scheduledJobs).where(eq(scheduledJobs.dedupeKey, job.dedupeKey));
    return existing?.id ?? '';
  }

  /**
   * The process is shutting down: no job is claimed any more, and the jobs a run in progress has claimed but not
   * started are given back at once (pending, attempt not counted, lease cleared) for another process to take, instead
   * of waiting for their lease to run out. The job that is running finishes.
   */
  drain(): void {
    this.draining = true;
  }

  /** Per registered kind (and any other kind with jobs waiting): what waits, runs and failed. */
  async depth(at: Date = this.now()): Promise<JobKindDepth[]> {
    const now = at.toISOString();
    const rows = rowsOf<{ kind: string; due: number; scheduled: number; running: number; failed: number; oldest_due: string | Date | null }>(
      await this.db.execute(sql`
        select kind,
          count(*) filter (where (status = 'pending' and run_at <= ${now}::timestamptz) or (status = 'running' and locked_until < ${now}::timestamptz))::int as due,
          count(*) filter (where status = 'pending' and run_at > ${now}::timestamptz)::int as scheduled,
          count(*) filter (where status = 'running' and locked_until >= ${now}::timestamptz)::int as running,
          count(*) filter (where status = 'failed')::int as failed,
          min(case when status = 'pending' and run_at <= ${now}::timestamptz then run_at
                   when status = 'running' and locked_until < ${now}::timestamptz then locked_until end) as oldest_due
        from ${scheduledJobs}
        where status in ('pending', 'running', 'failed')
        group by kind`),
    );
    const byKind = new Map<string, JobKindDepth>(this.kinds.map((kind) => [kind, { kind, due: 0, scheduled: 0, running: 0, failed: 0, oldestDueSeconds: 0 }]));
    for (const r of rows) {
      const oldest = r.oldest_due === null ? null : new Date(r.oldest_due).getTime();
      byKind.set(r.kind, {
        kind: r.kind,
        due: Number(r.due),
        scheduled: Number(r.scheduled),
        running: Number(r.running),
        failed: Number(r.failed),
        oldestDueSeconds: oldest === null ? 0 : Math.max(0, (at.getTime() - oldest) / 1000),
      });
    }
    return [...byKind.values()];
  }

  /** Claims and runs the due jobs of the given kinds (default: every registered kind), at most `limit`. */
  async runDue(o: { limit?: number; kinds?: readonly string[]; at?: Date } = {}): Promise<RunResult> {
    const result: RunResult = { claimed: 0, sent: 0, skipped: 0, failed: 0 };
    const kinds = (o.kinds ?? this.kinds).filter((k) => this.handlers.has(k));
    if (kinds.length === 0 || this.draining) return result;
    const clock = o.at ? () => o.at as Date : this.now;
    const now = clock();
    const lease = new Date(now.getTime() + JOB_LEASE_MS);
    const nowIso = now.toISOString();
    // One statement: pick due rows nobody holds (SKIP LOCKED), take them with a lease.
    const claimed = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        update ${scheduledJobs} set status = 'running', attempts = attempts + 1, locked_until = ${lease.toISOString()}::timestamptz
        where id in (
          select id from ${scheduledJobs}
          where kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
            and ((status = 'pending' and run_at <= ${nowIso}::timestamptz) or (status = 'running' and locked_until < ${nowIso}::timestamptz))
          order by run_at
          limit ${o.limit ?? 20}
          for update skip locked
        )
        returning id`),
    );
    if (claimed.length === 0) return result;
    result.claimed = claimed.length;
    // Run in the order they fell due (the claim picked them so; the read back would not keep it).
    const jobs = await this.db.select().from(scheduledJobs).where(inArray(scheduledJobs.id, claimed.map((c) => c.id))).orderBy(asc(scheduledJobs.runAt));
    for (const [i, job] of jobs.entries()) {
      if (this.draining) {
        await this.release(jobs.slice(i).map((j) => j.id), lease);
        break;
      }
      const mine = and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.lockedUntil, lease));
      const ctx: JobContext = {
        now: clock,
        progress: async (patch) => {
          const kept = await this.db
            .update(scheduledJobs)
            .set({ payload: sql`${scheduledJobs.payload} || ${JSON.stringify(patch)}::jsonb` })
            .where(mine)
            .returning({ id: scheduledJobs.id });
          return kept.length > 0;
        },
      };
      try {
        const outcome = await this.handlers.get(job.kind)!(job, ctx);
        const note = outcome === 'sent' ? null : `skipped: ${outcome.skipped}`;
        await this.db.update(scheduledJobs).set({ status: 'done', doneAt: clock(), lockedUntil: null, lastError: note }).where(mine);
        if (outcome === 'sent') result.sent += 1;
        else result.skipped += 1;
      } catch (err) {
        result.failed += 1;
        const message = err instanceof Error ? err.message : String(err);
        this.log?.warn({ err, jobId: job.id, kind: job.kind }, 'scheduled job failed');
        await this.db
          .update(scheduledJobs)
          .set(
            job.attempts >= JOB_MAX_ATTEMPTS
              ? { status: 'failed', lastError: message, lockedUntil: null, doneAt: clock() }
              : { status: 'pending', lastError: message, lockedUntil: null, runAt: new Date(clock().getTime() + job.attempts * 60_000) },
          )
          .where(mine);
      }
    }
    return result;
  }

  /** Gives claimed jobs that never started back to the queue (see `drain`). */
  private async release(ids: string[], lease: Date): Promise<void> {
    if (ids.length === 0) return;
    const released = await this.db
      .update(scheduledJobs)
      .set({ status: 'pending', lockedUntil: null, attempts: sql`greatest(${scheduledJobs.attempts} - 1, 0)` })
      .where(and(inArray(scheduledJobs.id, ids), eq(scheduledJobs.status, 'running'), eq(scheduledJobs.lockedUntil, lease)))
      .returning({ id: scheduledJobs.id });
    this.log?.info({ released: released.length }, 'claimed jobs given back (shutting down)');
  }
}

/** Runs `runDue` every `pollMs` (one run at a time); `nudge` runs it now; `stop` waits for a run in progress. */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;
  constructor(
    private readonly jobs: { runDue(): Promise<unknown> },
    private readonly pollMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return this.pollMs > 0;
  }

  start(): void {
    if (this.timer || this.pollMs <= 0) return;
    this.timer = setInterval(() => this.tick(), this.pollMs);
    this.timer.unref();
  }

  tick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    // A request's nudge starts the run: its log lines are the worker's, not the request's.
    this.running = outsideRequest(() => this.jobs.runDue())
      .catch((err: unknown) => this.log?.error({ err }, 'job worker run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again && this.timer) {
          this.again = false;
          this.tick();
        }
      });
  }

  /** A job was just enqueued: run the due jobs now rather than at the next poll (only while the worker runs). */
  nudge(): void {
    if (this.timer) this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.running;
  }
}
