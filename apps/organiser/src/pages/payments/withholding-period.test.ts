import { describe, expect, it } from 'vitest';
import { quarterOf, withholdingYears } from './withholding-period';

describe('the TCS/TDS picker', () => {
  it('offers the current financial year first (April to March, IST)', () => {
    expect(withholdingYears(new Date('2026-11-28T10:00:00Z'))).toEqual(['2026-27', '2025-26', '2024-25', '2023-24']);
    // 31/03/2027 20:00 UTC is 01/04/2027 in IST: the next year.
    expect(withholdingYears(new Date('2027-03-31T20:00:00Z'), 2)).toEqual(['2027-28', '2026-27']);
  });
  it('starts on the current quarter', () => {
    expect(quarterOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('Q1');
    expect(quarterOf(new Date('2026-09-30T23:59:00+05:30'))).toBe('Q2');
    expect(quarterOf(new Date('2026-11-28T10:00:00Z'))).toBe('Q3');
    expect(quarterOf(new Date('2026-12-31T19:00:00Z'))).toBe('Q4');
  });
});
