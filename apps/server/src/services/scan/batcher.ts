/**
 * Coalesces concurrent work into batches: while a batch is running, jobs queue up; when a slot frees, everything
 * queued (up to `maxJobs`) goes out as ONE batch, and each job's promise settles with its own result.
 *
 * Conflicts: a job may name keys. A job is only taken into a batch when none of its keys is leased by a running
 * batch, held by another job of the batch being formed, or wanted by an earlier queued job, so jobs on one key run in
 * arrival order, one batch after another. Keys are leased when a job is taken and stay leased until `release` is
 * called once for that job (the caller decides when its work is done, which may be several batches later).
 */
export interface BatchJob {
  /** Keys this job holds alone. */
  readonly conflicts: readonly string[];
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
  /** Keys held by taken jobs (each by one job). */
  private readonly leased = new Set<string>();
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
    for (const k of job.conflicts) this.leased.delete(k);
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

  /** Nothing waiting, running or leased (an owner keeping one batcher per key may drop it). */
  get idle(): boolean {
    return this.queue.length === 0 && this.inFlight === 0 && this.leased.size === 0;
  }

  private pump(): void {
    const minWhileBusy = this.options.minJobsWhileBusy ?? 1;
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      // While a batch runs, too few waiting jobs cannot make one: skip the scan of the queue (it runs on every submit).
      if (this.inFlight > 0 && this.queue.length < minWhileBusy) return;
      const taken: BatchEntry<J, R>[] = [];
      const waiting: BatchEntry<J, R>[] = [];
      // Keys held in this batch, and keys of skipped jobs (later jobs on them wait behind: arrival order per key).
      const held = new Set<string>();
      const blocked = new Set<string>();
      for (const entry of this.queue) {
        const { conflicts } = entry.job;
        if (taken.length < this.options.maxJobs && conflicts.every((k) => !this.leased.has(k) && !held.has(k) && !blocked.has(k))) {
          for (const k of conflicts) held.add(k);
          taken.push(entry);
        } else {
          for (const k of conflicts) blocked.add(k);
          waiting.push(entry);
        }
      }
      if (taken.length === 0 || (this.inFlight > 0 && taken.length < minWhileBusy)) return;
      for (const k of held) this.leased.add(k);
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

