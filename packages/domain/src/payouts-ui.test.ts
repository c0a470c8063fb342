import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYOUT_FILTERS, PAYOUTS_UI_TEXTS as T, payoutFilterQuery } from './payouts-ui';

describe("the payout queue's filters", () => {
  it('as typed to the query: days, rupees to paise as the bank files read them', () => {
    expect(payoutFilterQuery(DEFAULT_PAYOUT_FILTERS)).toEqual({ query: { status: 'ISSUED' }, errors: {} });
    expect(payoutFilterQuery({ status: '', minAgeDays: ' 7 ', minAmount: '1,500.50', maxAmount: '₹ 20000' })).toEqual({
      query: { minAgeDays: 7, minAmountPaise: 150_050, maxAmountPaise: 2_000_000 },
      errors: {},
    });
    expect(payoutFilterQuery({ status: 'ON_HOLD', minAgeDays: '99999', minAmount: '', maxAmount: '' }).query).toEqual({ status: 'ON_HOLD' });
    expect(payoutFilterQuery({ status: '', minAgeDays: '9999', minAmount: '', maxAmount: '' }).query).toEqual({ minAgeDays: 3650 });
  });

  it('an amount that is not one is named and left out', () => {
    expect(payoutFilterQuery({ status: '', minAgeDays: '', minAmount: '12.345', maxAmount: '99999999999' })).toEqual({
      query: {},
      errors: { minAmount: T.notAnAmount, maxAmount: T.notAnAmount },
    });
  });

  it('texts: days since issue, counts and money as every screen draws them', () => {
    expect(T.issuedAgo(0)).toBe('Issued today');
    expect(T.issuedAgo(1)).toBe('Issued 1 day ago');
    expect(T.chosen(2, 1_23_456_78)).toBe('2 statements chosen, ₹1,23,456.78');
    expect(T.rowsToFix(1)).toBe('1 row needs attention: nothing was recorded.');
    expect(T.paidOn('2026-11-27T18:30:00.000Z')).toBe('Paid 28/11/2026');
  });
});
