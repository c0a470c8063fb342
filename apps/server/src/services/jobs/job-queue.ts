import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobs, type ScheduledJobRow } from '../../db/schema';
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

  /** Claims and runs the due jobs of the given kinds (default: every registered kind), at most `limit`. */
  async runDue(o: { limit?: number; kinds?: readonly string[]; at?: Date } = {}): Promise<RunResult> {
    const result: RunResult = { claimed: 0, sent: 0, skipped: 0, failed: 0 };
    const kinds = (o.kinds ?? this.kinds).filter((k) => this.handlers.has(k));
    if (kinds.length === 0) return result;
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
    const jobs = await this.db.select().from(scheduledJobs).where(inArray(scheduledJobs.id, claimed.map((c) => c.id)));
    for (const job of jobs) {
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
    this.running = this.jobs
      .runDue()
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
