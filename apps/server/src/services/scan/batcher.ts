/**
 * Coalesces concurrent work into batches: while a batch is running, jobs queue up; when a slot frees, everything
 * queued (up to `maxJobs`) goes out as ONE batch, and each job's promise settles with its own result.
 *
 * Conflicts: a job may name keys. A job is only taken into a batch when none of its keys is leased by a running
 * batch and no earlier queued job waits for one of them, so jobs on one key run in arrival order and never in two
 * batches at once. Within the batch being formed, an exclusive key (`conflicts`) is held by one job alone, while a
 * shared key (`shared`, with a group) may be held by several jobs of the same group (the batch's statement orders
 * them itself). Keys are leased when a job is taken and stay leased until `release` is called once for that job
 * (the caller decides when its work is done, which may be several batches later).
 */
export interface BatchJob {
  /** Keys this job holds alone. */
  readonly conflicts: readonly string[];
  /** Keys this job may hold together with other jobs of the same group in one batch. */
  readonly shared?: readonly (readonly [key: string, group: string])[];
}

export interface BatchEntry<J, R> {
  job: J;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface BatcherOptions {
  /** Batches running at once (1 on a single-connection engine). */
  maxInFlight: number;
  /** Jobs in one batch at most. */
  maxJobs: number;
  /**
   * While a batch runs, another starts only with at least this many jobs (default 1): small batches waste the
   * statement's fixed cost when the database is busy, while waiting ones grow until a slot frees.
   */
  minJobsWhileBusy?: number;
}

/**
 * `run` receives the batch and must settle every entry; if it throws (or rejects), every entry it left
 * unsettled is rejected with that error, and nothing else is affected: the next batch runs as usual.
 */
export class Batcher<J extends BatchJob, R> {
  private queue: BatchEntry<J, R>[] = [];
  /** Leased keys, with how many taken jobs hold each. */
  private readonly leased = new Map<string, number>();
  private inFlight = 0;
  /** Batches sent so far (for tests and diagnostics). */
  batches = 0;

  constructor(
    private readonly run: (entries: BatchEntry<J, R>[]) => Promise<void>,
    private readonly options: BatcherOptions,
  ) {}

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  /** Frees the keys a taken job leased (call once per job), letting jobs waiting for them go. */
  release(job: BatchJob): void {
    for (const k of keysOf(job)) {
      const n = (this.leased.get(k) ?? 0) - 1;
      if (n > 0) this.leased.set(k, n);
      else this.leased.delete(k);
    }
    if (this.queue.length > 0) this.pump();
  }

  /** Keys leased right now (for tests and diagnostics). */
  get leases(): number {
    return this.leased.size;
  }

  /** Jobs waiting for a batch. */
  get pending(): number {
    return this.queue.length;
  }

  private pump(): void {
    const minWhileBusy = this.options.minJobsWhileBusy ?? 1;
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      // While a batch runs, too few waiting jobs cannot make one: skip the scan of the queue (it runs on every submit).
      if (this.inFlight > 0 && this.queue.length < minWhileBusy) return;
      const taken: BatchEntry<J, R>[] = [];
      const waiting: BatchEntry<J, R>[] = [];
      // Keys held in this batch: the group sharing each (null: held alone).
      const holders = new Map<string, string | null>();
      // Keys of skipped jobs: later jobs on the same keys wait behind them (arrival order per key).
      const blocked = new Set<string>();
      const usable = (k: string) => !this.leased.has(k) && !blocked.has(k);
      for (const entry of this.queue) {
        const { conflicts, shared = [] } = entry.job;
        const free =
          taken.length < this.options.maxJobs &&
          conflicts.every((k) => usable(k) && !holders.has(k)) &&
          shared.every(([k, group]) => usable(k) && (!holders.has(k) || holders.get(k) === group));
        if (free) {
          for (const k of conflicts) holders.set(k, null);
          for (const [k, group] of shared) holders.set(k, group);
          taken.push(entry);
        } else {
          for (const k of keysOf(entry.job)) blocked.add(k);
          waiting.push(entry);
        }
      }
      if (taken.length === 0 || (this.inFlight > 0 && taken.length < minWhileBusy)) return;
      for (const entry of taken) for (const k of keysOf(entry.job)) this.leased.set(k, (this.leased.get(k) ?? 0) + 1);
      this.queue = waiting;
      this.inFlight += 1;
      this.batches += 1;
      void this.execute(taken);
    }
  }

  private async execute(entries: BatchEntry<J, R>[]): Promise<void> {
    const settled = new Set<BatchEntry<J, R>>();
    const tracked = entries.map((e) => ({
      job: e.job,
      resolve: (r: R) => {
        settled.add(e);
        e.resolve(r);
      },
      reject: (err: unknown) => {
        settled.add(e);
        e.reject(err);
      },
    }));
    try {
      await this.run(tracked);
    } catch (err) {
      for (const e of entries) if (!settled.has(e)) e.reject(err);
    } finally {
      for (const e of entries) if (!settled.has(e)) e.reject(new Error('batch left a job unsettled'));
      this.inFlight -= 1;
      this.pump();
    }
  }
}

function keysOf(job: BatchJob): string[] {
  return [...job.conflicts, ...(job.shared ?? []).map(([k]) => k)];
}
