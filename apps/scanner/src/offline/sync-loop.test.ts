import { OFFLINE_RETRY_MAX_MS } from '@diy/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncLoop } from './sync-loop';

/** A device whose server cannot be reached: every sync fails (as fast as a refused connection). */
function offlineDevice(answers: () => boolean = () => false) {
  const status = { online: false, waiting: 3 };
  const sync = vi.fn(async () => {
    const ok = answers();
    status.online = ok;
    if (ok) status.waiting = 0;
    return ok;
  });
  const loop = new SyncLoop({ sync, status: () => status, now: () => Date.now() });
  return { loop, sync, status };
}

describe('the sync loop while offline (issue 34)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('backs off: 5, 10, 20, 40 s, then once a minute, instead of re-sending the queue every 5 s', async () => {
    const { loop, sync } = offlineDevice();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sync).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sync).toHaveBeenCalledTimes(2); // 5 s
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sync).toHaveBeenCalledTimes(3); // 15 s
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sync).toHaveBeenCalledTimes(4); // 35 s
    await vi.advanceTimersByTimeAsync(40_000);
    expect(sync).toHaveBeenCalledTimes(5); // 75 s
    await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MAX_MS * 10);
    expect(sync).toHaveBeenCalledTimes(15); // then once a minute
    loop.stop();
  });

  it("the browser's online event tries at once and starts the back-off again; flapping never sends more than once a second", async () => {
    const { loop, sync } = offlineDevice();
    loop.start();
    await vi.advanceTimersByTimeAsync(40_000); // 0, 5, 15, 35 s: the next would be at 75 s
    expect(sync).toHaveBeenCalledTimes(4);
    loop.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync).toHaveBeenCalledTimes(5);
    // The network flaps: six online events in three seconds.
    for (let i = 0; i < 6; i += 1) {
      loop.online();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(sync.mock.calls.length).toBeLessThanOrEqual(5 + 3);
    const after = sync.mock.calls.length;
    // Back to the first delay after the last attempt.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sync).toHaveBeenCalledTimes(after + 1);
    loop.stop();
  });

  it('an answer ends the back-off: online again it checks every 5 s and syncs every 20 s', async () => {
    let up = false;
    const { loop, sync } = offlineDevice(() => up);
    loop.start();
    await vi.advanceTimersByTimeAsync(35_000); // 0, 5, 15, 35 s
    expect(sync).toHaveBeenCalledTimes(4);
    up = true;
    await vi.advanceTimersByTimeAsync(40_000); // 75 s: answered
    expect(sync).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sync).toHaveBeenCalledTimes(6);
    loop.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sync).toHaveBeenCalledTimes(6);
  });
});
