import { describe, expect, it } from 'vitest';
import { HOUSEKEEPING_SETTINGS, HOUSEKEEPING_TASKS, parseRetention, retentionCutoff, retentionText } from './housekeeping';
import { isOfflineCursorTime } from './scan-offline';
import { OFFLINE_SCAN_MAX_AGE_MS, offlineScanTime } from './scan-offline-sync';
import { MAIL_LIMITS, mailLimitMessage, minutesText } from './service-limits';

describe('retention settings (issue 29)', () => {
  it('reads a whole number with h, d or y, and nothing else', () => {
    expect(parseRetention('30d')).toEqual({ amount: 30, unit: 'd' });
    expect(parseRetention(' 12H ')).toEqual({ amount: 12, unit: 'h' });
    expect(parseRetention('8y')).toEqual({ amount: 8, unit: 'y' });
    for (const bad of ['', '30', 'd', '1.5d', '-1d', '30 days', '1w', '9999999d']) expect(parseRetention(bad), bad).toBeNull();
    expect(retentionText({ amount: 8, unit: 'y' })).toBe('8y');
  });

  it('counts hours and days exactly and years by the calendar', () => {
    const now = new Date('2028-02-29T22:00:00.000Z');
    expect(retentionCutoff(now, { amount: 12, unit: 'h' }).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(retentionCutoff(now, { amount: 30, unit: 'd' }).toISOString()).toBe('2028-01-30T22:00:00.000Z');
    // 29 February: eight years back is 29 February 2020 (a leap year too); one year back, 28 February 2027.
    expect(retentionCutoff(now, { amount: 8, unit: 'y' }).toISOString()).toBe('2020-02-29T22:00:00.000Z');
    expect(retentionCutoff(now, { amount: 1, unit: 'y' }).toISOString()).toBe('2027-02-28T22:00:00.000Z');
  });

  it('every task has a setting named RETENTION_* and a default at or above its floor', () => {
    for (const task of HOUSEKEEPING_TASKS) {
      const s = HOUSEKEEPING_SETTINGS[task];
      expect(s.env).toMatch(/^RETENTION_[A-Z_]+$/);
      const now = new Date('2026-11-27T22:00:00.000Z');
      expect(now.getTime() - retentionCutoff(now, s.default).getTime(), task).toBeGreaterThanOrEqual(s.floorMs);
    }
    expect(new Set(HOUSEKEEPING_TASKS.map((t) => HOUSEKEEPING_SETTINGS[t].env)).size).toBe(HOUSEKEEPING_TASKS.length);
  });
});

describe('offline scans with a wrong clock (issue 29)', () => {
  const received = new Date('2026-11-27T14:00:00.000Z');
  it("keeps the device's time within the window, and takes the receipt's outside it", () => {
    expect(offlineScanTime('2026-11-27T13:59:00.000Z', received)).toEqual({ at: new Date('2026-11-27T13:59:00.000Z'), clamped: false });
    expect(offlineScanTime(new Date(received.getTime() - OFFLINE_SCAN_MAX_AGE_MS), received).clamped).toBe(false);
    expect(offlineScanTime('2026-11-27T14:00:01.000Z', received)).toEqual({ at: received, clamped: true });
    expect(offlineScanTime(new Date(received.getTime() - OFFLINE_SCAN_MAX_AGE_MS - 1), received)).toEqual({ at: received, clamped: true });
    expect(offlineScanTime('not a time', received)).toEqual({ at: received, clamped: true });
  });

  it('takes a cursor whose time is a real instant only', () => {
    const id = '~00000000-0000-0000-0000-000000000000';
    expect(isOfflineCursorTime(`2026-11-27T14:00:00.123456Z${id}`)).toBe(true);
    for (const t of ['2026-02-30T10:00:00.000000Z', '2026-01-01T24:00:00.000000Z', '2026-13-01T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z']) {
      expect(isOfflineCursorTime(`${t}${id}`), t).toBe(false);
    }
  });
});

describe('mail request limits (issue 29)', () => {
  it('says which budget ran out and when the next request fits', () => {
    expect(mailLimitMessage(MAIL_LIMITS.report, 'perUser', 59 * 60_000 + 1)).toBe(
      'You have asked for 10 report e-mails in the last hour, the most one person may. Please try again in 60 minutes.',
    );
    expect(mailLimitMessage(MAIL_LIMITS.offerTransactions, 'perEvent', 30_000)).toBe(
      '10 offer transaction reports of this event have been asked for in the last hour, the most one event may. Please try again in 1 minute.',
    );
    expect(minutesText(0)).toBe('1 minute');
  });
});
