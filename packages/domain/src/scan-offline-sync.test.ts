import { describe, expect, it } from 'vitest';
import { offlineRetryDelay, pendingDelta, scanOnShowDay, withPendingScans } from './scan-offline-sync';

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

describe('an offline scan belongs to the show of its day (issue 34)', () => {
  // A show at 7:30 PM IST on 28/11/2026.
  const show = '2026-11-28T14:00:00.000Z';
  const now = new Date('2026-12-05T00:00:00.000Z');
  it.each([
    ['the same IST day, before the show', '2026-11-28T02:00:00.000Z', true],
    ['just after midnight IST on the show day', '2026-11-27T18:31:00.000Z', true],
    ['the evening before (IST)', '2026-11-27T18:29:00.000Z', false],
    ['three days ahead of the show', '2026-11-25T12:00:00.000Z', false],
    ['past midnight, within 12 hours of the start', '2026-11-28T20:00:00.000Z', true],
    ['the next afternoon', '2026-11-29T09:00:00.000Z', false],
  ])('%s', (_, scannedAt, ok) => {
    expect(scanOnShowDay(show, scannedAt, now)).toBe(ok);
  });

  it("takes the server's time when the device's clock is ahead", () => {
    expect(scanOnShowDay(show, '2026-11-28T10:00:00.000Z', new Date('2026-11-25T12:00:00.000Z'))).toBe(false);
  });
});
