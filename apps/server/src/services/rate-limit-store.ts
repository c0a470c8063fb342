import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Events recorded under a key within a sliding window, as seen at `now` (times in ms on the server's clock). */
export interface WindowState {
  count: number;
  /** The oldest and newest event still in the window, or null when it is empty. */
  oldest: number | null;
  newest: number | null;
}

/**
 * A sliding-window event log per key. Times come from the server's clock (not the store's), so tests
 * can move time; the store only drops events older than the window it is asked about. Calls take effect in the
 * order they are made (a `window` made after a `record` sees it, whatever order their promises settle in):
 * the login limiter counts attempts in flight by that order.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Records one event at `at`, kept for at least `windowMs`. */
  record(key: string, at: number, windowMs: number): Promise<void>;
  /** The events in (now - windowMs, ∞). */
  window(key: string, now: number, windowMs: number): Promise<WindowState>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One process only: the default when REDIS_URL is unset. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly events = new Map<string, { times: number[]; keepUntil: number }>();

  async record(key: string, at: number, windowMs: number): Promise<void> {
    const entry = this.events.get(key) ?? { times: [], keepUntil: 0 };
    entry.times.push(at);
    entry.times.sort((a, b) => a - b);
    entry.keepUntil = Math.max(entry.keepUntil, at + windowMs);
    this.events.set(key, entry);
    if (this.events.size > 50_000) this.sweep(at);
  }

  async window(key: string, now: number, windowMs: number): Promise<WindowState> {
    const entry = this.events.get(key);
    const times = entry ? entry.times.filter((t) => t > now - windowMs) : [];
    return { count: times.length, oldest: times[0] ?? null, newest: times.at(-1) ?? null };
  }

  async clear(key: string): Promise<void> {
    this.events.delete(key);
  }

  async close(): Promise<void> {
    this.events.clear();
  }

  /** Bounds memory: forgets keys whose longest window has passed. */
  private sweep(now: number): void {
    for (const [key, entry] of this.events) if (entry.keepUntil < now) this.events.delete(key);
  }
}

/** Shared by every server process: a sorted set per key, scored by event time. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix = 'diy:rl:') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    // Connection errors surface on the commands; do not crash the process on the emitter.
    this.redis.on('error', () => undefined);
  }

  async record(key: string, at: number, windowMs: number): Promise<void> {
    const k = this.prefix + key;
    await this.redis
      .multi()
      .zadd(k, at, `${at}:${randomBytes(6).toString('hex')}`)
      .zremrangebyscore(k, '-inf', at - windowMs * 2)
      // Housekeeping only (wall-clock TTL); correctness comes from the scores.
      .pexpire(k, windowMs + 60_000)
      .exec();
  }

  async window(key: string, now: number, windowMs: number): Promise<WindowState> {
    const k = this.prefix + key;
    const min = `(${now - windowMs}`;
    const result = await this.redis
      .multi()
      .zcount(k, min, '+inf')
      .zrangebyscore(k, min, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
      .zrevrangebyscore(k, '+inf', min, 'WITHSCORES', 'LIMIT', 0, 1)
      .exec();
    if (!result) throw new Error('Redis transaction aborted');
    for (const [err] of result) if (err) throw err;
    const count = Number(result[0]?.[1] ?? 0);
    const first = result[1]?.[1] as string[] | undefined;
    const last = result[2]?.[1] as string[] | undefined;
    return {
      count,
      oldest: first?.[1] !== undefined ? Number(first[1]) : null,
      newest: last?.[1] !== undefined ? Number(last[1]) : null,
    };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** Deletes every key under this store's prefix (tests). */
  async clearAll(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  return redisUrl ? new RedisRateLimitStore(redisUrl) : new MemoryRateLimitStore();
}
