import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT, IST_OFFSET_MINUTES, UPDATED_AT_TIME_FORMAT, addDays, calendarDateIso, formatIstDate, formatIstDateTime, formatIstTime,
  formatTime12h, istToday, minShowDate, normaliseSessionId, normaliseShowTime, parseDdMmYyyy, parseIstDateTime,
  parseTime, toIstParts,
} from './ist';

describe('IST constants', () => {
  it('uses a 330 minute offset, dd/MM/yyyy dates and hh:mm a times', () => {
    expect(IST_OFFSET_MINUTES).toBe(330);
    expect(DATE_FORMAT).toBe('dd/MM/yyyy');
    expect(UPDATED_AT_TIME_FORMAT).toBe('hh:mm a');
  });
});

describe('formatting an instant in IST', () => {
  it.each([
    ['2026-01-15T13:30:00.000Z', '15/01/2026', '07:00 PM'],
    ['2026-01-15T18:29:00.000Z', '15/01/2026', '11:59 PM'],
    ['2026-01-15T18:30:00.000Z', '16/01/2026', '12:00 AM'],
    ['2026-01-15T06:30:00.000Z', '15/01/2026', '12:00 PM'],
    ['2025-12-31T20:00:00.000Z', '01/01/2026', '01:30 AM'],
    ['2026-03-01T04:35:00Z', '01/03/2026', '10:05 AM'],
  ])('%s -> %s %s', (iso, date, time) => {
    expect(formatIstDate(iso)).toBe(date);
    expect(formatIstTime(iso)).toBe(time);
    expect(formatIstDateTime(iso)).toBe(`${date} ${time}`);
  });
  it.each(['', 'not a date'])('invalid instant %j formats as empty', (bad) => {
    expect(formatIstDate(bad)).toBe('');
    expect(formatIstTime(bad)).toBe('');
    expect(toIstParts(bad)).toBeNull();
  });
  it.each([
    [0, 0, '12:00 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [23, 5, '11:05 PM'],
  ])('formatTime12h(%i, %i) = %s', (h, m, text) => {
    expect(formatTime12h(h, m)).toBe(text);
  });
});

describe('parsing dd/MM/yyyy', () => {
  it.each([
    ['01/02/2026', { day: 1, month: 2, year: 2026 }],
    ['29/02/2028', { day: 29, month: 2, year: 2028 }],
    [' 31/12/2026 ', { day: 31, month: 12, year: 2026 }],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['1/2/2026', null],
    ['2026-02-01', null],
    ['00/01/2026', null],
    ['01/13/2026', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseDdMmYyyy(text)).toEqual(expected);
  });
});

describe('parsing times', () => {
  it.each([
    ['07:00 PM', { hour: 19, minute: 0 }],
    ['7:00pm', { hour: 19, minute: 0 }],
    ['12:00 AM', { hour: 0, minute: 0 }],
    ['12:30 PM', { hour: 12, minute: 30 }],
    ['19:45', { hour: 19, minute: 45 }],
    ['00:00', { hour: 0, minute: 0 }],
    ['13:00 PM', null],
    ['00:30 AM', null],
    ['24:00', null],
    ['10:60', null],
    ['noon', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseTime(text)).toEqual(expected);
  });
});

describe('parsing an IST date and time to UTC', () => {
  it.each([
    ['15/01/2026', '07:00 PM', '2026-01-15T13:30:00.000Z'],
    ['16/01/2026', '12:00 AM', '2026-01-15T18:30:00.000Z'],
    ['01/01/2026', '01:30 AM', '2025-12-31T20:00:00.000Z'],
    ['01/03/2026', '10:05', '2026-03-01T04:35:00.000Z'],
    ['31/02/2026', '10:00 AM', null],
    ['15/01/2026', '25:00', null],
  ])('%s %s -> %s', (date, time, iso) => {
    expect(parseIstDateTime(date, time)).toBe(iso);
  });
  it('round-trips through the formatters', () => {
    const iso = parseIstDateTime('09/11/2026', '08:15 PM')!;
    expect(formatIstDate(iso)).toBe('09/11/2026');
    expect(formatIstTime(iso)).toBe('08:15 PM');
  });
});

describe('minimum show date is tomorrow in IST', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', { year: 2026, month: 1, day: 16 }],
    // 23:59 IST on 15 Jan is still 15 Jan in India
    ['2026-01-15T18:29:59.000Z', { year: 2026, month: 1, day: 16 }],
    // 00:00 IST on 16 Jan, though UTC is still 15 Jan
    ['2026-01-15T18:30:00.000Z', { year: 2026, month: 1, day: 17 }],
    ['2026-12-31T12:00:00.000Z', { year: 2027, month: 1, day: 1 }],
    ['2028-02-28T12:00:00.000Z', { year: 2028, month: 2, day: 29 }],
  ])('now %s -> %j', (now, expected) => {
    expect(minShowDate(new Date(now))).toEqual(expected);
    expect(addDays(istToday(new Date(now)), 1)).toEqual(expected);
  });
});

describe('show time normaliser sets seconds to 0', () => {
  it.each([
    ['2026-01-15T13:30:45.123Z', '2026-01-15T13:30:00.000Z'],
    ['2026-01-15T13:30:00Z', '2026-01-15T13:30:00.000Z'],
    ['2026-01-15T19:00:59+05:30', '2026-01-15T13:30:00.000Z'],
    ['garbage', null],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseShowTime(input)).toBe(expected);
  });
});

describe('session ids', () => {
  it.each([
    ['S123', 'S123'],
    ['0', '0'],
    [0, '0'],
    [42, '0'],
    [null, '0'],
    [undefined, '0'],
    ['', '0'],
  ])('%j -> %j', (id, expected) => {
    expect(normaliseSessionId(id)).toBe(expected);
  });
});

describe('a calendar date as a request carries it', () => {
  it('is yyyy-MM-dd, padded', () => {
    expect(calendarDateIso({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect(calendarDateIso(parseDdMmYyyy('28/11/2026')!)).toBe('2026-11-28');
  });
});
