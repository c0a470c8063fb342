import { describe, expect, it } from 'vitest';
import { dailySummaryBodySchema, istDayStart, istWeekStart, minuteOfDay, nextIstTime, timeOfDay } from './reports-dashboard';

describe('IST day and week starts', () => {
  it.each([
    // instant (UTC), IST day start, IST week start (Monday)
    ['2026-11-26T06:00:00Z', '2026-11-25T18:30:00.000Z', '2026-11-22T18:30:00.000Z'], // Thursday 11:30 AM IST
    ['2026-11-25T19:00:00Z', '2026-11-25T18:30:00.000Z', '2026-11-22T18:30:00.000Z'], // Thursday 00:30 AM IST
    ['2026-11-22T18:29:00Z', '2026-11-21T18:30:00.000Z', '2026-11-15T18:30:00.000Z'], // Sunday 11:59 PM IST
    ['2026-11-22T18:30:00Z', '2026-11-22T18:30:00.000Z', '2026-11-22T18:30:00.000Z'], // Monday 00:00 IST
  ])('%s', (at, day, week) => {
    expect(istDayStart(new Date(at)).toISOString()).toBe(day);
    expect(istWeekStart(new Date(at)).toISOString()).toBe(week);
  });
});

describe('daily summary times', () => {
  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['21:30', 1290],
    ['23:59', 1439],
  ])('%s is minute %i and back', (time, minutes) => {
    expect(minuteOfDay(time)).toBe(minutes);
    expect(timeOfDay(minutes)).toBe(time);
  });
  it.each(['24:00', '7:30', '07:60', '7.30 PM', '', ' 21:30x'])('refuses %j', (time) => {
    expect(dailySummaryBodySchema.safeParse({ time }).success).toBe(false);
  });
  it('takes the next instant of the time of day in IST, tomorrow when today’s has passed or is now', () => {
    const now = new Date('2026-11-26T06:00:00Z'); // 11:30 AM IST
    expect(nextIstTime(now, 21 * 60 + 30).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(nextIstTime(now, 9 * 60).toISOString()).toBe('2026-11-27T03:30:00.000Z');
    expect(nextIstTime(now, 11 * 60 + 30).toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });
});
