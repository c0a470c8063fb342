import { apiBaseUrl, tokenStorage } from '@diy/api';
import {
  APP_CODE,
  APP_CODE_HEADER,
  OFFLINE_BATCH_MAX,
  OFFLINE_SWITCH_MS,
  offlineBatchAnswerSchema,
  offlineTicketsAnswerSchema,
  NO_PENDING,
  offlineVerdict,
  pendingDelta,
  scanRefusalText,
  type OfflineConflict,
  type PendingCounts,
  type OfflineScanInput,
  type OfflineVerdict,
  type ScanAction,
  type SessionCounts,
} from '@diy/domain';
import { barcodeHash, importHashKey } from './barcode-hash';
import { fromRecord, openOfflineDb, toRecord, type OfflineDb, type QueuedScan, type SessionMeta } from './offline-db';
import type { OfflineStatus } from './offline-status';

/** A page of tickets may be large on a slow line: it is given longer than a scan call before it counts as failed. */
const PAGE_TIMEOUT_MS = 30_000;

/** The server did not answer (network down, or slower than its time-out): the device goes offline. */
class Unreachable extends Error {}

/** A gateway's answers for a server behind it that is down or not answering: as good as no answer. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/** What queued scans add to the counts; a scan queued before deltas were kept counts as a first admission or an exit. */
function pendingOf(queued: QueuedScan[]): PendingCounts {
  let admitted = 0;
  let inside = 0;
  for (const q of queued) {
    const d = q.delta ?? pendingDelta('unused', q.scan.action);
    admitted += d.admitted;
    inside += d.inside;
  }
  return { admitted, inside };
}

export interface OfflineSession {
  sessionId: string;
  eventCode: string;
}

export interface OfflineEngineOptions {
  deviceId: string;
  onStatus: (status: OfflineStatus) => void;
  /** The session's counts as the server answered them after a sync. */
  onCounts?: (counts: SessionCounts) => void;
  fetchFn?: typeof fetch;
}

/**
 * Offline admission on the device (issue 21), loaded only when the scan desk opens (dynamic import): keeps the
 * session's tickets in IndexedDB fresh by the server's modified-since cursor, answers a verdict from them when the
 * server cannot be reached, queues those scans with their Idempotency-Key, and uploads the queue in order when the
 * server answers again. The steward sees its status (online or offline, scans waiting, last sync, conflicts).
 */
export class OfflineEngine {
  private status: OfflineStatus;
  private key: CryptoKey | null = null;
  private syncing: Promise<boolean> | null = null;
  private readonly fetchFn: typeof fetch;

  private constructor(
    private readonly db: OfflineDb,
    private readonly session: OfflineSession,
    private readonly opts: OfflineEngineOptions,
    meta: SessionMeta | undefined,
    queued: QueuedScan[],
  ) {
    this.fetchFn = opts.fetchFn ?? ((...args) => fetch(...args));
    this.status = {
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      ready: !!meta?.cursor,
      waiting: queued.length,
      pending: pendingOf(queued),
      lastSync: meta?.lastSync ?? null,
      syncing: false,
      conflictCount: meta?.conflictCount ?? 0,
      conflicts: meta?.conflicts ?? [],
      mine: [],
      refused: [],
    };
  }

  static async open(session: OfflineSession, opts: OfflineEngineOptions): Promise<OfflineEngine> {
    const db = await openOfflineDb();
    const meta = await db.get('meta', session.sessionId);
    const queued = await db.getAllFromIndex('queue', 'bySession', session.sessionId);
    const engine = new OfflineEngine(db, session, opts, meta, queued);
    if (meta?.key) engine.key = await importHashKey(meta.key);
    opts.onStatus(engine.status);
    return engine;
  }

  get current(): OfflineStatus {
    return this.status;
  }

  close(): void {
    this.db.close();
  }

  /** The network failed or a call took over OFFLINE_SWITCH_MS: scans are decided here until the server answers. */
  goOffline(): void {
    this.set({ online: false });
  }

  /**
   * The verdict from the device's copy (admit, already scanned here or on another device as of the last sync, not this
   * session, no ticket found). An accepted scan changes the copy and joins the queue, in one IndexedDB transaction.
   */
  async scan(barcode: string, action: ScanAction, meta: Omit<OfflineScanInput, 'barcode' | 'action' | 'scannedAt'>): Promise<OfflineVerdict> {
    if (!this.key) throw new Error('offline copy not ready');
    const h = await barcodeHash(this.key, barcode);
    const tx = this.db.transaction(['tickets', 'queue'], 'readwrite');
    const tickets = tx.objectStore('tickets');
    const record = await tickets.get([this.session.sessionId, h]);
    const verdict = offlineVerdict(fromRecord(record), action, this.opts.deviceId);
    const delta = record && verdict.ok ? pendingDelta(record.st ?? 'unused', action) : NO_PENDING;
    if (verdict.ok && record && verdict.next) {
      const now = new Date().toISOString();
      await tickets.put({ ...record, st: verdict.next, at: now, d: this.opts.deviceId });
      await tx.objectStore('queue').add({
        sessionId: this.session.sessionId,
        eventCode: this.session.eventCode,
        deviceId: this.opts.deviceId,
        scan: { ...meta, barcode: barcode.trim().toUpperCase(), action, scannedAt: now },
        delta,
      });
    }
    await tx.done;
    if (verdict.ok) {
      const { pending } = this.status;
      this.set({ waiting: this.status.waiting + 1, pending: { admitted: pending.admitted + delta.admitted, inside: pending.inside + delta.inside } });
    }
    return verdict;
  }

  /**
   * Uploads the queue (in order, OFFLINE_BATCH_MAX at a time), then fetches what changed since the cursor. Answers
   * whether the server answered; a failure to reach it switches to offline, an answer switches back to online.
   */
  sync(): Promise<boolean> {
    if (this.syncing) return this.syncing;
    this.set({ syncing: true });
    this.syncing = (async () => {
      try {
        await this.upload();
        await this.download();
        this.set({ online: true, lastSync: new Date().toISOString() });
        await this.saveMeta({ lastSync: this.status.lastSync });
        return true;
      } catch (error) {
        if (error instanceof Unreachable) this.set({ online: false });
        return false;
      } finally {
        this.syncing = null;
        this.set({ syncing: false });
      }
    })();
    return this.syncing;
  }

  private async upload(): Promise<void> {
    for (;;) {
      const queued = await this.db.getAll('queue', undefined, OFFLINE_BATCH_MAX);
      const first = queued[0];
      if (!first) return;
      // One session and device per upload, in the order the scans were made.
      const batch = queued.filter((q) => q.sessionId === first.sessionId && q.deviceId === first.deviceId);
      const answer = offlineBatchAnswerSchema.parse(
        await this.call('/scan/offline-batch', OFFLINE_SWITCH_MS, {
          method: 'POST',
          body: JSON.stringify({ eventCode: first.eventCode, sessionId: first.sessionId, deviceId: first.deviceId, scans: batch.map((q) => q.scan) }),
        }),
      );
      const tx = this.db.transaction('queue', 'readwrite');
      for (const q of batch) if (q.seq !== undefined) void tx.store.delete(q.seq);
      await tx.done;
      const mine = answer.results.flatMap((r) => (r.outcome === 'conflict' && r.conflict ? [r.conflict] : []));
      const made = new Map(batch.map((q) => [q.scan.idempotencyKey, q.scan.scannedAt]));
      const refused = answer.results.flatMap((r) =>
        r.outcome === 'refused'
          ? [{ ticket: `…${r.barcode.slice(-4)}`, message: scanRefusalText(r.code, r.message), scannedAt: made.get(r.idempotencyKey) ?? new Date().toISOString() }]
          : [],
      );
      const left = await this.db.getAllFromIndex('queue', 'bySession', this.session.sessionId);
      // The server's counts now hold the uploaded scans: they leave the pending ones in the same step.
      if (first.sessionId === this.session.sessionId) this.opts.onCounts?.(answer.counts);
      this.set({
        waiting: left.length,
        pending: pendingOf(left),
        mine: [...mine, ...this.status.mine].slice(0, 20),
        refused: [...refused.reverse(), ...this.status.refused].slice(0, 20),
      });
    }
  }

  private async download(): Promise<void> {
    const meta = await this.db.get('meta', this.session.sessionId);
    let cursor = meta?.cursor ?? null;
    for (;;) {
      const query = new URLSearchParams({ eventCode: this.session.eventCode, ...(cursor ? { cursor } : {}) });
      const answer = offlineTicketsAnswerSchema.parse(
        await this.call(`/scan/sessions/${this.session.sessionId}/offline-tickets?${query.toString()}`, cursor ? OFFLINE_SWITCH_MS : PAGE_TIMEOUT_MS),
      );
      if (!this.key || meta?.key !== answer.key) this.key = await importHashKey(answer.key);
      const tx = this.db.transaction('tickets', 'readwrite');
      for (const t of answer.tickets) void tx.store.put(toRecord(this.session.sessionId, t));
      await tx.done;
      cursor = answer.cursor;
      await this.saveMeta({ key: answer.key, cursor, conflictCount: answer.conflicts.count, conflicts: answer.conflicts.items });
      this.set({ conflictCount: answer.conflicts.count, conflicts: answer.conflicts.items });
      this.opts.onCounts?.(answer.counts);
      if (!answer.more) break;
      // Each page is answered with a new cursor: the next one continues from there.
      if (!cursor) break;
    }
    this.set({ ready: true });
  }

  private async saveMeta(patch: Partial<SessionMeta>): Promise<void> {
    const existing = await this.db.get('meta', this.session.sessionId);
    const base: SessionMeta = existing ?? { sessionId: this.session.sessionId, key: '', cursor: null, lastSync: null, conflictCount: 0, conflicts: [] };
    await this.db.put('meta', { ...base, ...patch });
  }

  /** A call to the API: its `data`; Unreachable when the network fails or it takes over `timeoutMs`. */
  private async call(path: string, timeoutMs: number, init: RequestInit = {}): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const token = tokenStorage.getAccessToken();
    let res: Response;
    try {
      res = await this.fetchFn(`${apiBaseUrl()}${path}`, {
        ...init,
        signal: controller.signal,
        cache: 'no-store',
        headers: {
          [APP_CODE_HEADER]: APP_CODE,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    } catch {
      throw new Unreachable();
    } finally {
      clearTimeout(timer);
    }
    if (GATEWAY_DOWN.has(res.status)) throw new Unreachable();
    const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
    if (!res.ok || !body) throw new Error(`offline sync: ${res.status}`);
    return body.data;
  }

  private set(patch: Partial<OfflineStatus>): void {
    this.status = { ...this.status, ...patch };
    this.opts.onStatus(this.status);
  }
}

export type { OfflineConflict };
