import { describe, expect, it } from 'vitest';
import { dayAxisParts, formatCount, formatCountOf, formatTimeOfDay, formatMoney, formatPartOf, moneyFormatterFor, moneyFormFor, paiseToWholeRupees } from './display-format';
import { formatIstDateTime, formatIstTime } from './ist';

describe('formatCount: Indian grouping for every count', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [991, '991'],
    [1947, '1,947'],
    [1206, '1,206'],
    [2000, '2,000'],
    [100000, '1,00,000'],
    [12345678, '1,23,45,678'],
    [-1206, '-1,206'],
    [12.9, '12'],
    [Number.NaN, '0'],
  ])('%s -> %s', (n, text) => expect(formatCount(n)).toBe(text));

  it('counts with their nouns and parts of a whole', () => {
    expect(formatCountOf(1, 'ticket', 'tickets')).toBe('1 ticket');
    expect(formatCountOf(1206, 'ticket', 'tickets')).toBe('1,206 tickets');
    expect(formatPartOf(794, 2000)).toBe('794 of 2,000');
  });
});

describe('money: one form per place', () => {
  it.each([
    [149950, 'paise', '₹1,499.50'],
    [150000, 'paise', '₹1,500.00'],
    [149950, 'rupees', '₹1,500'],
    [149949, 'rupees', '₹1,499'],
    [10000000, 'rupees', '₹1,00,000'],
    [-150, 'rupees', '-₹2'],
  ] as const)('%s in %s -> %s', (paise, form, text) => expect(formatMoney(paise, form)).toBe(text));

  it('rounds halves away from zero', () => {
    expect(paiseToWholeRupees(50)).toBe(1);
    expect(paiseToWholeRupees(-50)).toBe(-1);
    expect(paiseToWholeRupees(49)).toBe(0);
  });

  it('a set of amounts is drawn all with paise or all without', () => {
    expect(moneyFormFor([150000, 20000])).toBe('rupees');
    expect(moneyFormFor([150000, 19950])).toBe('paise');
    const column = [150000, 19950].map(moneyFormatterFor([150000, 19950]));
    expect(column).toEqual(['₹1,500.00', '₹199.50']);
    expect([150000, 20000].map(moneyFormatterFor([150000, 20000]))).toEqual(['₹1,500', '₹200']);
  });
});

describe('times: hh:mm a in IST, always two digits for the hour', () => {
  it.each([
    ['2026-11-28T02:00:00Z', '07:30 AM'],
    ['2026-11-28T14:00:00Z', '07:30 PM'],
    ['2026-11-27T18:30:00Z', '12:00 AM'],
    ['2026-11-28T06:30:00Z', '12:00 PM'],
  ])('%s -> %s', (iso, text) => expect(formatIstTime(iso)).toBe(text));

  it('date and time together', () => expect(formatIstDateTime('2026-11-28T02:00:00Z')).toBe('28/11/2026 07:30 AM'));
});

describe('a stored time of day is shown as hh:mm a', () => {
  it.each([
    ['21:30', '09:30 PM'],
    ['07:05', '07:05 AM'],
    ['00:00', '12:00 AM'],
  ])('%s -> %s', (hhmm, text) => expect(formatTimeOfDay(hhmm)).toBe(text));
});

describe('dayAxisParts', () => {
  it('splits a dd/MM/yyyy or dd/MM date into the day of the month and the short month', () => {
    expect(dayAxisParts('03/11/2026')).toEqual({ day: '03', month: 'Nov' });
    expect(dayAxisParts('31/12')).toEqual({ day: '31', month: 'Dec' });
    expect(dayAxisParts('01/01/2027')).toEqual({ day: '01', month: 'Jan' });
  });
  it('answers null for anything else', () => {
    for (const text of ['07:30 PM', '3/11', '03/13/2026', '00/00', '']) expect(dayAxisParts(text), text).toBeNull();
  });
});
