import {
  HOUSEKEEPING_DAILY_MINUTE_IST, HOUSEKEEPING_SETTINGS, HOUSEKEEPING_TASKS, nextIstTime, retentionCutoff, retentionText, type HousekeepingTask,
  type Retention,
} from '@diy/domain';
import type { JobHandler, JobQueue, Tx } from '../jobs/job-queue';
import { TASKS, type TaskDeps, type TaskResult } from './tasks';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The job kind of a task on the scheduled-jobs table. */
export const housekeepingKind = (task: HousekeepingTask) => `housekeeping.${task}`;

/** When a task's run after `at` is due: daily tasks at HOUSEKEEPING_DAILY_MINUTE_IST, hourly ones on the hour. */
export function nextRunAt(task: HousekeepingTask, at: Date): Date {
  const every = HOUSEKEEPING_SETTINGS[task].everyMs;
  if (every >= DAY_MS) return nextIstTime(at, HOUSEKEEPING_DAILY_MINUTE_IST);
  return new Date(Math.floor(at.getTime() / every) * every + every);
}

/**
 * The instant before which a task prunes, at `now`: its retention before now, never later than its floor allows (a
 * setting shorter than what the product still reads is raised to the floor).
 */
export function taskCutoff(task: HousekeepingTask, retention: Retention, now: Date): Date {
  const byRetention = retentionCutoff(now, retention);
  const byFloor = new Date(now.getTime() - HOUSEKEEPING_SETTINGS[task].floorMs);
  return byRetention < byFloor ? byRetention : byFloor;
}

export interface HousekeepingDeps extends TaskDeps {
  queue: JobQueue;
  /** Each task's retention (config.retention; the domain's defaults when not set). */
  retention: Record<HousekeepingTask, Retention>;
}

/**
 * Housekeeping (issue 29, docs/housekeeping.md): one durable job per task on the scheduled-jobs table, claimed with
 * SKIP LOCKED like the others, so with several processes each run happens once. A run first enqueues the task's next run
 * (one job per run time: several processes enqueue the same key once; a run that fails for good still leaves the next),
 * then prunes what ended before the task's cutoff, in batches, stopping if its lease is lost, and records what it removed
 * on the job.
 */
export class HousekeepingJobs {
  constructor(private readonly d: HousekeepingDeps) {
    for (const task of HOUSEKEEPING_TASKS) d.queue.register(housekeepingKind(task), this.handler(task));
  }

  /** Enqueues each task's next run after `at` (idempotent by key). */
  async scheduleAll(at: Date, tx?: Tx): Promise<void> {
    for (const task of HOUSEKEEPING_TASKS) await this.schedule(task, at, tx);
  }

  async schedule(task: HousekeepingTask, at: Date, tx?: Tx): Promise<string> {
    const kind = housekeepingKind(task);
    const runAt = nextRunAt(task, at);
    return this.d.queue.enqueue({ kind, dedupeKey: `${kind}:${runAt.toISOString()}`, runAt, payload: {} }, tx);
  }

  /** Runs one task now (tests, and an operator's one-off). */
  run(task: HousekeepingTask, now: Date, stillMine: () => Promise<boolean> = async () => true): Promise<TaskResult> {
    return TASKS[task](this.d, { cutoff: taskCutoff(task, this.d.retention[task], now), now, stillMine });
  }

  private handler(task: HousekeepingTask): JobHandler {
    return async (_job, ctx) => {
      const now = ctx.now();
      await this.schedule(task, now);
      const result = await this.run(task, now, () => ctx.progress({ checkedAt: new Date().toISOString() }));
      await ctx.progress({ ...result, retention: retentionText(this.d.retention[task]), cutoff: taskCutoff(task, this.d.retention[task], now).toISOString() });
      return 'sent';
    };
  }
}
