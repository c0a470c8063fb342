import { describe, expect, it } from 'vitest';
import { offlineRetryDelay, pendingDelta, withPendingScans } from './scan-offline-sync';

describe('offline sync back-off (issue 34)', () => {
  it.each([
    [0, 5_000],
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [5, 60_000],
    [50, 60_000],
  ])('after %i failures waits %i ms', (failures, ms) => {
    expect(offlineRetryDelay(failures)).toBe(ms);
  });
});

describe("the counts include this device's scans waiting to sync (issue 34)", () => {
  it('adds admissions and takes exits off inside', () => {
    expect(pendingDelta('unused', 'entry')).toEqual({ admitted: 1, inside: 1 });
    expect(pendingDelta('exited', 'entry')).toEqual({ admitted: 0, inside: 1 });
    expect(pendingDelta('entered', 'exit')).toEqual({ admitted: 0, inside: -1 });
    expect(withPendingScans({ admitted: 10, inside: 7, total: 100 }, { admitted: 2, inside: 1 })).toEqual({ admitted: 12, inside: 8, total: 100 });
  });

  it('never goes below zero or above the tickets sold', () => {
    expect(withPendingScans({ admitted: 99, inside: 0, total: 100 }, { admitted: 3, inside: -2 })).toEqual({ admitted: 100, inside: 0, total: 100 });
    expect(withPendingScans({ admitted: 1, inside: 1, total: 2 }, null)).toEqual({ admitted: 1, inside: 1, total: 2 });
  });
});
