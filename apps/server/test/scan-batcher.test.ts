import { describe, expect, it } from 'vitest';
import { type BatchEntry, Batcher, type BatchJob } from '../src/services/scan/batcher';

interface Job extends BatchJob {
  id: string;
}

const job = (id: string, conflicts: string[] = []): Job => ({ id, conflicts });

/** A batcher whose batches wait until the test lets them finish; every job answers its id. */
function harness(options: { maxInFlight?: number; minJobsWhileBusy?: number; fail?: (ids: string[]) => Error | null } = {}) {
  const batches: string[][] = [];
  const gates: (() => void)[] = [];
  const batcher = new Batcher<Job, string>(
    async (entries: BatchEntry<Job, string>[]) => {
      const ids = entries.map((e) => e.job.id);
      batches.push(ids);
      await new Promise<void>((r) => gates.push(r));
      const err = options.fail?.(ids);
      if (err) throw err;
      for (const e of entries) e.resolve(`done ${e.job.id}`);
    },
    { maxInFlight: options.maxInFlight ?? 1, maxJobs: 100, minJobsWhileBusy: options.minJobsWhileBusy ?? 1 },
  );
  const tick = () => new Promise((r) => setImmediate(r));
  /** Lets the oldest running batch finish. */
  const finish = async () => {
    gates.shift()?.();
    await tick();
  };
  return { batcher, batches, finish, tick };
}

describe('scan batcher', () => {
  it('sends what queued while a batch ran as ONE batch, and answers each job its own result', async () => {
    const { batcher, batches, finish } = harness();
    const a = batcher.submit(job('a'));
    const rest = ['b', 'c', 'd'].map((id) => batcher.submit(job(id)));
    expect(batches).toEqual([['a']]);
    await finish();
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    await finish();
    expect(await a).toBe('done a');
    expect(await Promise.all(rest)).toEqual(['done b', 'done c', 'done d']);
  });

  it('never puts two jobs with one exclusive key in flight together, and keeps their arrival order', async () => {
    const { batcher, batches, finish } = harness({ maxInFlight: 4 });
    const first = job('first', ['key-1', 'X']);
    void batcher.submit(first);
    // 'second' waits for key-1; 'behind' shares no key with 'first' but waits behind 'second' (arrival order per key).
    void batcher.submit(job('second', ['key-1', 'Z']));
    void batcher.submit(job('behind', ['Z']));
    void batcher.submit(job('free', ['Y']));
    expect(batches).toEqual([['first'], ['free']]);
    await finish();
    await finish();
    // The key stays leased until the caller says its work is done.
    expect(batches).toHaveLength(2);
    batcher.release(first);
    expect(batches).toEqual([['first'], ['free'], ['second']]);
  });

  it('never puts two jobs on one key into one batch: the later goes with a later batch, once the first is released', async () => {
    const { batcher, batches, finish } = harness({ maxInFlight: 4 });
    const [a1, b, a2, a3, c] = [job('a1', ['T1']), job('b', ['T2']), job('a2', ['T1']), job('a3', ['T1', 'T3']), job('c', ['T3'])];
    for (const j of [a1, b, a2, a3, c]) void batcher.submit(j);
    // a1 and b go at once; a2 and a3 wait for T1, and c waits behind a3 on T3 (arrival order per key).
    expect(batches).toEqual([['a1'], ['b']]);
    await finish();
    await finish();
    batcher.release(b);
    expect(batches).toHaveLength(2);
    batcher.release(a1);
    expect(batches).toEqual([['a1'], ['b'], ['a2']]);
    await finish();
    batcher.release(a2);
    expect(batches).toEqual([['a1'], ['b'], ['a2'], ['a3']]);
    await finish();
    batcher.release(a3);
    expect(batches).toEqual([['a1'], ['b'], ['a2'], ['a3'], ['c']]);
    expect(batcher.leases).toBe(1);
  });

  it('fails only the batch whose run failed; the next batch runs as usual', async () => {
    const { batcher, batches, finish } = harness({ fail: (ids) => (ids.includes('bad') ? new Error('statement failed') : null) });
    const bad = expect(batcher.submit(job('bad'))).rejects.toThrow('statement failed');
    const next = batcher.submit(job('x'));
    expect(batches).toEqual([['bad']]);
    await finish();
    await bad;
    expect(batches).toEqual([['bad'], ['x']]);
    await finish();
    expect(await next).toBe('done x');
    const after = batcher.submit(job('after'));
    await finish();
    expect(await after).toBe('done after');
  });

  it('rejects jobs a run left unsettled instead of leaving their callers waiting', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const batcher = new Batcher<Job, string>(
      async (entries) => {
        await gate;
        entries[0]?.resolve('only the first');
      },
      { maxInFlight: 1, maxJobs: 10 },
    );
    const a = batcher.submit(job('a'));
    const [b, c] = [batcher.submit(job('b')), batcher.submit(job('c'))];
    open();
    expect(await a).toBe('only the first');
    expect(await b).toBe('only the first');
    await expect(c).rejects.toThrow('unsettled');
  });

  it('runs up to maxInFlight batches, and a second one only once enough jobs wait', async () => {
    const { batcher, batches, finish, tick } = harness({ maxInFlight: 2, minJobsWhileBusy: 3 });
    void batcher.submit(job('a'));
    void batcher.submit(job('b'));
    void batcher.submit(job('c'));
    await tick();
    expect(batches).toEqual([['a']]);
    void batcher.submit(job('d'));
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    void batcher.submit(job('e'));
    expect(batches).toHaveLength(2);
    // One batch still runs: 'e' alone is not worth a second statement yet.
    await finish();
    expect(batches).toHaveLength(2);
    await finish();
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });
});
