import { describe, expect, it } from 'vitest';
import { describeStores, storeAvailable, useStore } from './redis-store';

describeStores('%s rate-limit store', (kind) => {
  const makeStore = useStore(kind);

  it('counts events in a sliding window on the caller clock', async () => {
    const store = makeStore();
    const t = 1_800_000_000_000;
    expect(await store.window('k', t, 1000)).toEqual({ count: 0, oldest: null, newest: null });
    await store.record('k', t, 1000);
    await store.record('k', t + 400, 1000);
    await store.record('k', t + 400, 1000);
    expect(await store.window('k', t + 500, 1000)).toEqual({ count: 3, oldest: t, newest: t + 400 });
    // The first event leaves the window once it is a full window old.
    expect(await store.window('k', t + 1000, 1000)).toEqual({ count: 2, oldest: t + 400, newest: t + 400 });
    expect(await store.window('k', t + 1400, 1000)).toEqual({ count: 0, oldest: null, newest: null });
    // Keys are independent, and clear forgets one key.
    await store.record('other', t, 1000);
    await store.clear('k');
    expect((await store.window('k', t + 500, 1000)).count).toBe(0);
    expect((await store.window('other', t + 500, 1000)).count).toBe(1);
  });

});

describe.skipIf(!storeAvailable('redis'))('redis rate-limit store across processes', () => {
  const makeStore = useStore('redis');

  it('shares counts between processes using the same Redis prefix', async () => {
    const a = makeStore('shared');
    const b = makeStore('shared');
    const c = makeStore();
    const t = 1_800_000_000_000;
    await a.record('login:ip:1.2.3.4', t, 60_000);
    await b.record('login:ip:1.2.3.4', t + 1, 60_000);
    expect((await a.window('login:ip:1.2.3.4', t + 2, 60_000)).count).toBe(2);
    expect((await c.window('login:ip:1.2.3.4', t + 2, 60_000)).count).toBe(0);
  });
});
