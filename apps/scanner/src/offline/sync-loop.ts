import { OFFLINE_PROBE_EVERY_MS, OFFLINE_RETRY_MIN_GAP_MS, OFFLINE_SYNC_EVERY_MS, offlineRetryDelay } from '@diy/domain';

export interface SyncLoopDeps {
  /** One sync (upload the queue, then fetch changes); whether the server answered. */
  sync: () => Promise<boolean>;
  /** The engine's status now. */
  status: () => { online: boolean; waiting: number };
  now?: () => number;
}

/**
 * When the device syncs (issue 34). Online it looks every OFFLINE_PROBE_EVERY_MS and syncs when scans wait or every
 * OFFLINE_SYNC_EVERY_MS. A failed sync backs off (`offlineRetryDelay`: 5, 10, 20, 40 s, then once a minute) until the
 * server answers; the browser's `online` event starts the back-off again and tries at once, but never sooner than
 * OFFLINE_RETRY_MIN_GAP_MS after the last attempt. Before, the queue was re-sent every 5 s while offline, and at every
 * `online` event: a flapping network re-sent it six times in three seconds. One attempt runs at a time.
 */
export class SyncLoop {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private running = false;
  /** An `online` event arrived during an attempt: the next one comes at once after it. */
  private soon = false;
  private failures = 0;
  private lastSync = 0;
  private lastAttempt = -Infinity;
  private readonly now: () => number;

  constructor(private readonly d: SyncLoopDeps) {
    this.now = d.now ?? (() => Date.now());
  }

  start(): void {
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** The browser's `online` event: forget the back-off and try at once (at most once per OFFLINE_RETRY_MIN_GAP_MS). */
  online(): void {
    this.failures = 0;
    if (this.running) {
      this.soon = true;
      return;
    }
    this.schedule(this.gap());
  }

  /** How many syncs in a row have failed. */
  get failedInARow(): number {
    return this.failures;
  }

  private gap(): number {
    return Math.max(0, this.lastAttempt + OFFLINE_RETRY_MIN_GAP_MS - this.now());
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    const s = this.d.status();
    let next = OFFLINE_PROBE_EVERY_MS;
    if (!s.online || s.waiting > 0 || this.failures > 0 || this.now() - this.lastSync >= OFFLINE_SYNC_EVERY_MS) {
      this.running = true;
      this.lastAttempt = this.now();
      let ok = false;
      try {
        ok = await this.d.sync();
      } finally {
        this.running = false;
      }
      if (ok) {
        this.failures = 0;
        this.lastSync = this.now();
      } else {
        this.failures += 1;
        next = offlineRetryDelay(this.failures);
      }
    }
    if (this.soon) {
      this.soon = false;
      if (this.failures > 0) {
        this.failures = 0;
        next = this.gap();
      }
    }
    this.schedule(next);
  }
}
