import { describe, expect, it } from 'vitest';
import {
  MAX_RECURRENCE_COUNT, RECURRENCE_LABELS, RECURRENCE_MESSAGES, RECURRENCE_OPTIONS, expandRecurrence,
  recurrenceEndDate, recurringInfoSchema, type RecurrenceCode,
} from './recurrence';
import { formatIstDate, formatIstTime } from './ist';

describe('recurrence codes and labels', () => {
  it.each([
    ['DAY', 'Every Day'],
    ['WEEK', 'Every Week'],
    ['MONTH', 'Every Month'],
  ] as const)('%s -> %s', (code, label) => {
    expect(RECURRENCE_LABELS[code]).toBe(label);
    expect(RECURRENCE_OPTIONS).toContainEqual({ code, value: label });
  });
});

// 19:00 IST = 13:30 UTC
const at = (d: string) => `${d}T13:30:00.000Z`;

describe('expanding a recurrence (count includes the start)', () => {
  it.each<[string, RecurrenceCode, number, string[]]>([
    [at('2026-01-30'), 'DAY', 4, ['30/01/2026', '31/01/2026', '01/02/2026', '02/02/2026']],
    [at('2026-12-30'), 'DAY', 3, ['30/12/2026', '31/12/2026', '01/01/2027']],
    [at('2026-02-20'), 'WEEK', 3, ['20/02/2026', '27/02/2026', '06/03/2026']],
    [at('2026-01-15'), 'MONTH', 3, ['15/01/2026', '15/02/2026', '15/03/2026']],
    [at('2026-01-31'), 'MONTH', 4, ['31/01/2026', '28/02/2026', '31/03/2026', '30/04/2026']],
    [at('2027-12-31'), 'MONTH', 3, ['31/12/2027', '31/01/2028', '29/02/2028']],
    [at('2026-05-05'), 'DAY', 1, ['05/05/2026']],
  ])('%s %s x%i', (start, code, count, dates) => {
    const times = expandRecurrence(start, code, count);
    expect(times.map(formatIstDate)).toEqual(dates);
    expect(new Set(times.map(formatIstTime))).toEqual(new Set(['07:00 PM']));
  });

  it('keeps the IST wall-clock date for late-night shows (23:30 IST is the previous UTC day)', () => {
    const start = '2026-01-31T18:00:00.000Z'; // 31/01/2026 11:30 PM IST
    const times = expandRecurrence(start, 'MONTH', 2);
    expect(times).toEqual(['2026-01-31T18:00:00.000Z', '2026-02-28T18:00:00.000Z']);
    expect(times.map(formatIstDate)).toEqual(['31/01/2026', '28/02/2026']);
  });

  it('sets seconds to 0', () => {
    expect(expandRecurrence('2026-01-15T13:30:45.000Z', 'DAY', 2)).toEqual([
      '2026-01-15T13:30:00.000Z',
      '2026-01-16T13:30:00.000Z',
    ]);
  });

  it.each<[string, RecurrenceCode, number]>([
    ['nope', 'DAY', 2],
    [at('2026-01-15'), 'DAY', 0],
    [at('2026-01-15'), 'WEEK', 1.5],
    [at('2026-01-15'), 'MONTH', MAX_RECURRENCE_COUNT + 1],
  ])('rejects start %s, %s x%s', (start, code, count) => {
    expect(() => expandRecurrence(start, code, count)).toThrow(RangeError);
  });
});

describe('derived end date', () => {
  it.each<[RecurrenceCode, number, string]>([
    ['DAY', 10, '24/01/2026'],
    ['WEEK', 4, '05/02/2026'],
    ['MONTH', 12, '15/12/2026'],
  ])('from 15/01/2026, %s x%i ends %s', (code, count, end) => {
    expect(formatIstDate(recurrenceEndDate(at('2026-01-15'), code, count))).toBe(end);
  });
});

describe('recurring info schema', () => {
  const valid = { code: 'WEEK', value: 'Every Week', noOfTimes: '4', showTime: at('2026-01-15') };
  it.each([
    ['valid', valid, null],
    ['no frequency', { ...valid, code: '' }, RECURRENCE_MESSAGES.frequencyRequired],
    ['zero count', { ...valid, noOfTimes: 0 }, RECURRENCE_MESSAGES.countInvalid],
    ['fractional count', { ...valid, noOfTimes: 2.5 }, RECURRENCE_MESSAGES.countInvalid],
    ['text count', { ...valid, noOfTimes: 'abc' }, RECURRENCE_MESSAGES.countInvalid],
  ])('%s', (_name, input, message) => {
    const r = recurringInfoSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
});
