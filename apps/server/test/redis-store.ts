import { randomBytes } from 'node:crypto';
import { afterAll, describe } from 'vitest';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from '../src/services/rate-limit-store';

export type StoreKind = 'memory' | 'redis';

/** The rate-limit stores the tests are written for. */
export const STORE_KINDS: readonly StoreKind[] = ['memory', 'redis'];

/** Whether this run can test the store: memory always, Redis when TEST_REDIS_URL is set. */
export const storeAvailable = (kind: StoreKind): boolean => kind === 'memory' || Boolean(process.env.TEST_REDIS_URL);

/** A suite per store (`name` with %s for it): the Redis one skipped, and counted as such, without TEST_REDIS_URL. */
export function describeStores(name: string, fn: (kind: StoreKind) => void): void {
  for (const kind of STORE_KINDS) describe.skipIf(!storeAvailable(kind))(name.replace('%s', kind), () => fn(kind));
}

/** A store factory; Redis stores get a key prefix of their own and are emptied and closed after the file. */
export function useStore(kind: StoreKind): (prefix?: string) => RateLimitStore {
  const made: RedisRateLimitStore[] = [];
  afterAll(async () => {
    for (const store of made) {
      await store.clearAll();
      await store.close();
    }
  });
  const runPrefix = `diy:test:${Date.now().toString(36)}:${randomBytes(4).toString('hex')}:`;
  return (prefix?: string) => {
    if (kind === 'memory') return new MemoryRateLimitStore();
    const url = process.env.TEST_REDIS_URL;
    if (!url) throw new Error('TEST_REDIS_URL is not set');
    const store = new RedisRateLimitStore(url, prefix ? `${runPrefix}${prefix}:` : `${runPrefix}${randomBytes(4).toString('hex')}:`);
    made.push(store);
    return store;
  };
}
