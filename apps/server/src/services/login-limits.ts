import { LOGIN_FAILURES_PER_HOUR_CAP, LOGIN_SLOWDOWN_AFTER_FAILURES } from '@diy/domain';
import { identityErrors } from '../http/errors';
import type { RateLimitStore } from './rate-limit-store';

const HOUR_MS = 60 * 60 * 1000;
/** Failed password logins one address may make (over all accounts) per window before it is blocked. */
export const ADDRESS_FAILURES_PER_WINDOW = 30;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** Back-off after the slowdown threshold: 1 s, 2 s, 4 s … capped here. */
export const MAX_BACKOFF_MS = 60_000;

/** The wait before the next try from one address on one account that already has `failures` failures. */
export function backoffMs(failures: number): number {
  if (failures < LOGIN_SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - LOGIN_SLOWDOWN_AFTER_FAILURES), MAX_BACKOFF_MS);
}

export interface LoginAttempt {
  /** users.id when the username exists, otherwise the normalised username. */
  account: string;
  /** The client address (request.ip, honouring TRUST_PROXY). */
  address: string;
  /** Whether this address has completed a login to this account before (decided by the caller, lazily). */
  isKnownAddress: () => Promise<boolean>;
}

/**
 * Password-login throttling. Only failures are counted, under three keys:
 * - address: at most ADDRESS_FAILURES_PER_WINDOW per 15 minutes over all accounts, then every attempt from
 *   that address is refused (429) until the window frees up: this blocks the attacking address;
 * - account + address: after LOGIN_SLOWDOWN_AFTER_FAILURES failures in an hour, each further try from that
 *   address must wait a growing back-off (429 with Retry-After);
 * - account: LOGIN_FAILURES_PER_HOUR_CAP failures per hour over all addresses; past it, only addresses
 *   that have logged in to this account before may still try.
 * No lockout: failures from elsewhere never touch the owner's own address keys, and the account cap
 * is lifted for the owner's known addresses, so a correct password from an address that is not over
 * its own limits still logs in. (Login by mobile code is not throttled by password failures at all.)
 */
export class LoginLimiter {
  /**
   * Attempts of this process that passed the start of `check` and whose failure is not yet sent to the store (nor
   * settled), per key, by arrival number. A check counts those that arrived before it and are still unsent at the
   * moment it sends its read: otherwise many guesses sent at once would all pass before the first failure is recorded;
   * and an attempt whose failure was sent before the read would be counted twice (in the store and in flight), refusing
   * an attempt within the limit. The store applies calls in the order they are made (one Redis connection; memory at
   * once). Across processes sharing Redis, each process adds at most its own attempts in flight.
   */
  private readonly unsent = new Map<string, Set<number>>();
  private arrivals = 0;
  private readonly arrivalOf = new WeakMap<LoginAttempt, number>();

  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
  ) {}

  /**
   * Throws 429 ERR.LOGIN.RATE_LIMITED (with Retry-After) when this attempt may not be checked now. Otherwise the
   * attempt is in flight until its `failure` is sent or it is `done` (call `done` once it is settled, in any case).
   */
  async check(attempt: LoginAttempt): Promise<void> {
    const t = this.now().getTime();
    const keys = this.keys(attempt);
    // Numbered before the first await, so attempts arriving together see each other in arrival order.
    const n = (this.arrivals += 1);
    this.arrivalOf.set(attempt, n);
    for (const key of Object.values(keys)) {
      const set = this.unsent.get(key) ?? new Set<number>();
      set.add(n);
      this.unsent.set(key, set);
    }
    /** Attempts that arrived before this one and have not sent their failure yet (read right before the store is). */
    const ahead = (key: string) => {
      let count = 0;
      for (const m of this.unsent.get(key) ?? []) if (m < n) count += 1;
      return count;
    };
    try {
      const aheadAddress = ahead(keys.address);
      const address = await this.store.window(keys.address, t, ADDRESS_WINDOW_MS);
      if (address.count + aheadAddress >= ADDRESS_FAILURES_PER_WINDOW) {
        throw identityErrors.loginRateLimited(retryAfter(ADDRESS_WINDOW_MS, t, address.oldest));
      }
      const aheadPair = ahead(keys.pair);
      const pair = await this.store.window(keys.pair, t, HOUR_MS);
      const newest = aheadPair > 0 ? t : pair.newest;
      const wait = newest !== null ? newest + backoffMs(pair.count + aheadPair) - t : 0;
      if (wait > 0) throw identityErrors.loginRateLimited(wait);
      const aheadAccount = ahead(keys.account);
      const account = await this.store.window(keys.account, t, HOUR_MS);
      if (account.count + aheadAccount >= LOGIN_FAILURES_PER_HOUR_CAP && !(await attempt.isKnownAddress())) {
        throw identityErrors.loginRateLimited(retryAfter(HOUR_MS, t, account.oldest));
      }
    } catch (err) {
      this.done(attempt);
      throw err;
    }
  }

  /** Settles an attempt that passed `check` (after its failure or success was recorded). */
  done(attempt: LoginAttempt): void {
    const n = this.arrivalOf.get(attempt);
    if (n === undefined) return;
    this.arrivalOf.delete(attempt);
    for (const key of Object.values(this.keys(attempt))) {
      const set = this.unsent.get(key);
      set?.delete(n);
      if (set?.size === 0) this.unsent.delete(key);
    }
  }

  async failure(attempt: LoginAttempt): Promise<void> {
    const t = this.now().getTime();
    const keys = this.keys(attempt);
    const sent = Promise.all([
      this.store.record(keys.address, t, ADDRESS_WINDOW_MS),
      this.store.record(keys.pair, t, HOUR_MS),
      this.store.record(keys.account, t, HOUR_MS),
    ]);
    // Sent: a check whose read goes out from now on finds it in the store, so it no longer counts in flight.
    this.done(attempt);
    await sent;
  }

  /** A correct password clears this address's back-off on the account (the account-wide count stays). */
  async success(attempt: LoginAttempt): Promise<void> {
    await this.store.clear(this.keys(attempt).pair);
  }

  private keys(attempt: LoginAttempt) {
    return {
      address: `login:ip:${attempt.address}`,
      pair: `login:pair:${attempt.account}:${attempt.address}`,
      account: `login:acct:${attempt.account}`,
    };
  }
}

/** When the window's oldest failure leaves it (exact when the count sits at the limit; early otherwise). */
function retryAfter(windowMs: number, t: number, oldest: number | null): number {
  return Math.max(1000, (oldest ?? t) + windowMs - t);
}
