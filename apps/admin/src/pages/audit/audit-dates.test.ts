import { describe, expect, it } from 'vitest';
import { addressDate, fieldDate, istDayBound, rangeError } from './audit-dates';

describe('audit filter dates', () => {
  it('the field reads dd/MM/yyyy, the address keeps yyyy-MM-dd', () => {
    expect(fieldDate('2026-11-05')).toBe('05/11/2026');
    expect(addressDate('05/11/2026')).toBe('2026-11-05');
    expect(fieldDate('2026-02-31')).toBe('');
    expect(fieldDate('11/05/2026')).toBe('');
    expect(addressDate('2026-11-05')).toBe('');
    expect(addressDate('31/02/2026')).toBe('');
  });
  it('a day runs from midnight to 11:59:59.999 PM in IST', () => {
    expect(istDayBound('2026-11-05', false)).toBe('2026-11-04T18:30:00.000Z');
    expect(istDayBound('2026-11-05', true)).toBe('2026-11-05T18:29:59.999Z');
    expect(istDayBound('05/11/2026', false)).toBeUndefined();
  });
  it('an end before the start is refused', () => {
    expect(rangeError('05/11/2026', '04/11/2026')).toBe('The end date is before the start date');
    expect(rangeError('05/11/2026', '05/11/2026')).toBeNull();
    expect(rangeError('', '04/11/2026')).toBeNull();
  });
});
