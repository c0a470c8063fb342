import { checkTcs, type ScanConsume, type SessionCounts } from '@diy/domain';
import type { Db } from '../db/client';
import { scanErrors } from '../http/scan-errors';
import { type ScanRepository, type ScanScope, zero } from '../repositories/scan-repository';
import type { UserRepository } from '../repositories/user-repository';
import type { RequestUser } from './auth-service';
import { organiserGateError } from './organiser-approval';
import { ConsumeFlow } from './scan/consume';
import type { ScanEvents } from './metrics/metrics';
import { rawSqlFor } from './scan/raw-sql';
import type { ScanCaller, ScanMeta } from './scan/round';

export { SCAN_OK_MESSAGES } from './scan/messages';
export type { ScanCaller, ScanMeta } from './scan/round';

/** Gate staff and organisers see only their own organiser's events. */
export function assertScanAccess(user: RequestUser, scope: Pick<ScanScope, 'organiserId'>): void {
  const role = user.roles.includes('scanner') || user.roles.includes('organiser');
  if (!role || !user.organiserId || user.organiserId !== scope.organiserId) throw scanErrors.notAuthorised();
}

export function assertTcs(scope: ScanScope): void {
  if (!checkTcs(scope.tcsFlag, scope.hasMerchantDetails).ok) throw scanErrors.tcs();
}

/** While a session is recounted, counts up to this many cache ages old are served (see `counts`). */
const STALE_FACTOR = 3;

/**
 * Gate scanning: live counts, and admissions and exits exactly once. Consume calls are batched (services/scan/):
 * each is ONE conditional UPDATE of its tickets (`state` in what the state machine allows), never read-then-write,
 * so of many devices scanning one ticket at once exactly one wins.
 */
export class ScanService {
  /**
   * Per session: the counts, and when the count that they start from was read (`at`, `performance.now()` after its query
   * returned). Not the millisecond clock: a poll's recount returning and a scan submitted within one millisecond looked
   * simultaneous, and the scan's admissions were left out of the counts until the next recount.
   */
  private readonly countsCache = new Map<string, { at: number; counts: SessionCounts }>();
  private readonly refreshing = new Map<string, Promise<SessionCounts>>();
  readonly consumer: ConsumeFlow;

  constructor(
    private readonly db: Db,
    private readonly repo: ScanRepository,
    private readonly users: UserRepository,
    private readonly now: () => Date,
    /** Session counts are cached this long per process (0: always fresh). */
    private readonly countsCacheMs: number,
    /** Each ticket's verdict is counted here (the metrics). */
    events?: ScanEvents,
  ) {
    this.consumer = new ConsumeFlow({
      db,
      sql: (connections) => rawSqlFor(db, connections),
      now,
      countsBefore: (id) => this.countsBefore(id),
      counts: (id) => this.counts(id),
      approvalError: (userId) => this.approvalError(userId),
      countedOwn: (id, sentAt, admitted, inside) => this.countedOwn(id, sentAt, admitted, inside),
      decided: events ? (action, results) => results.forEach((r) => events.scanned('online', action, r.code)) : undefined,
    });
  }

  /**
   * Live counts. With a cache, a value at most `countsCacheMs` old is served; an older one is recounted by ONE query
   * per session that every caller shares (no stampede under load), and while that query runs callers get the value
   * it replaces, if that is at most STALE_FACTOR times the cache age: a count over a big session takes tens of
   * milliseconds, and making every gate wait for it each second stalled the whole queue. Never older than that: an
   * entry left from an idle spell is recounted and awaited. Without a cache (tests), always fresh.
   */
  async counts(sessionId: string): Promise<SessionCounts> {
    if (this.countsCacheMs <= 0) return this.countNow(sessionId);
    const cached = this.countsCache.get(sessionId);
    const age = cached ? performance.now() - cached.at : Infinity;
    if (cached && age < this.countsCacheMs) return cached.counts;
    const refresh = this.refresh(sessionId);
    return cached && age < this.countsCacheMs * STALE_FACTOR ? cached.counts : refresh;
  }

  /** Drops the session's cached counts (after a change the cache cannot add up, such as an undone admission). */
  forgetCounts(sessionId: string): void {
    this.countsCache.delete(sessionId);
  }

  /**
   * The counts a consume call starts from (it adds its own admissions): the cached value while it may be served
   * (see `counts`), else null (the call then counts after its writes, for its checked session). An old entry is
   * refreshed meanwhile; unknown sessions are never counted or cached here, as the caller has not been checked yet.
   * Without a cache (tests), a fresh count.
   */
  async countsBefore(sessionId: string): Promise<SessionCounts | null> {
    if (this.countsCacheMs <= 0) return this.countNow(sessionId);
    const cached = this.countsCache.get(sessionId);
    if (!cached) return null;
    const age = performance.now() - cached.at;
    if (age < this.countsCacheMs) return cached.counts;
    this.refresh(sessionId).catch(() => undefined);
    return age < this.countsCacheMs * STALE_FACTOR ? cached.counts : null;
  }

  /**
   * This process's own admissions and exits, added to its cached counts, so that a gate scanning faster than the counts
   * are recounted sees them go up with every ticket (other processes' scans show at the next recount). Only to counts
   * read before the call was submitted: a count that returned later may already hold its writes, and adding them again
   * would count them twice (such a count simply waits for the next recount).
   */
  private countedOwn(sessionId: string, sentAt: number, admitted: number, inside: number): void {
    const cached = this.countsCache.get(sessionId);
    if (!cached || cached.at >= sentAt) return;
    const { counts } = cached;
    cached.counts = { admitted: counts.admitted + admitted, inside: counts.inside + inside, total: counts.total };
  }

  /**
   * The organiser gate's refusal for a consume call whose statement found the caller's organiser not approved. Should
   * the organiser have been approved meanwhile, the call is refused as not authorised (the device simply scans again).
   */
  private async approvalError(userId: string): Promise<Error> {
    const user = await this.users.findById(userId);
    return (user && (await organiserGateError(this.db, user))) ?? scanErrors.notAuthorised();
  }

  /** The one recount of a session in flight (started when none is). */
  private refresh(sessionId: string): Promise<SessionCounts> {
    const inFlight = this.refreshing.get(sessionId);
    if (inFlight) return inFlight;
    const refresh: Promise<SessionCounts> = this.countNow(sessionId)
      .then((counts) => {
        if (this.refreshing.get(sessionId) === refresh) this.countsCache.set(sessionId, { at: performance.now(), counts });
        return counts;
      })
      .finally(() => {
        if (this.refreshing.get(sessionId) === refresh) this.refreshing.delete(sessionId);
      });
    this.refreshing.set(sessionId, refresh);
    return refresh;
  }

  private async countNow(sessionId: string): Promise<SessionCounts> {
    return (await this.repo.countsFor([sessionId])).get(sessionId) ?? zero();
  }

  /**
   * Closes what scanning opened of its own (the batch statement's connections). Old Idempotency-Keys are forgotten by
   * housekeeping's hourly job (services/housekeeping).
   */
  close(): Promise<void> {
    return this.consumer.close();
  }

  /**
   * Admits (or lets out) the call's barcodes; the caller's session and scope are checked in the same statement.
   * The answer is `scanConsumeAnswerSchema` as JSON (built by the database, stored with the Idempotency-Key).
   */
  consume(caller: ScanCaller, input: ScanConsume, meta: ScanMeta): Promise<string> {
    return this.consumer.consume(caller, input, meta);
  }
}
