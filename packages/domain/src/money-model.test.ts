import { describe, expect, it } from 'vitest';
import { feeGstSupply, gstOn, organiserProceeds, platformFeePaise, platformFeePercent, ticketMoney } from './money-model';
import { DEFAULT_TAX_RATES, halfPercentOfPaise, percentOfPaise, rateOn } from './tax-rates';

describe('the one rounding rule', () => {
  it.each([
    [10000, 1800, 1800],
    [5997, 1800, 1079], // 1079.46
    [2778, 1800, 500], // 500.04
    [25, 1800, 5], // 4.5 -> 5 (half away from zero)
    [-25, 1800, -5],
    [100_000_000_000, 1800, 18_000_000_000],
    [0, 1800, 0],
    [123457, 50, 617], // 617.285
    [123457, 10, 123], // 123.457
  ])('%i paise at %i bp -> %i', (base, bp, out) => {
    expect(percentOfPaise(base, bp)).toBe(out);
  });
  it.each([
    [5997, 1800, 540], // 539.73
    [6000, 1800, 540],
    [50, 1800, 5], // 4.5 -> 5
  ])('half of %i paise at %i bp -> %i', (base, bp, out) => {
    expect(halfPercentOfPaise(base, bp)).toBe(out);
  });
  it.each([[1.5, 1800], [100, -1], [100, 1.5]])('refuses %s at %s', (base, bp) => {
    expect(() => percentOfPaise(base, bp)).toThrow(RangeError);
  });
});

describe('GST on one base', () => {
  it('within a state: two equal halves of one computation', () => {
    expect(gstOn(6000, 1800, 'INTRA_STATE')).toEqual({ cgstPaise: 540, sgstPaise: 540, igstPaise: 0, totalPaise: 1080 });
    const odd = gstOn(5997, 1800, 'INTRA_STATE');
    expect(odd.cgstPaise).toBe(odd.sgstPaise);
    expect(odd.totalPaise).toBe(2 * odd.cgstPaise);
  });
  it('across states: IGST', () => {
    expect(gstOn(5997, 1800, 'INTER_STATE')).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 1079, totalPaise: 1079 });
  });
  it.each([
    ['27', 'INTRA_STATE'],
    ['29', 'INTER_STATE'],
    [null, 'INTER_STATE'],
  ] as const)('organiser state %s -> %s', (state, supply) => {
    expect(feeGstSupply(state)).toBe(supply);
  });
});

describe('the platform fee by the seed tiers on the ticket price', () => {
  it.each([
    [20000, 2000, 10], // exactly Rs 200: factor 0.9
    [20001, 1000, 5], // Rs 200.01: 0.95 -> 20001 - round(19000.95) = 1000
    [99900, 4995, 5], // Rs 999
    [100000, 5000, 5], // exactly Rs 1000
    [199900, 5997, 3], // Rs 1,999
    [500000, 15000, 3], // exactly Rs 5000
    [500100, 5001, 1], // Rs 5001
    [0, 0, 10],
  ])('%i paise -> fee %i (%i%)', (price, fee, pct) => {
    expect(platformFeePaise(price)).toBe(fee);
    expect(platformFeePercent(price)).toBe(pct);
  });
});

describe('one ticket through the model', () => {
  const base = { pricePaise: 199900, channelFeePaise: 6000, channelTaxPaise: 1080 };
  it('without an offer', () => {
    expect(ticketMoney({ ...base, discountPaise: 0, discountFunder: null })).toEqual({
      buyerPaysPaise: 206980,
      channelKeepsPaise: 7080,
      platformFeePaise: 5997,
      organiserDiscountPaise: 0,
      reimbursedDiscountPaise: 0,
      organiserEarnsPaise: 199900,
    });
  });
  it.each([
    ['ORGANISER', 20000, 0, 179900],
    ['PLATFORM', 0, 20000, 199900],
    ['PARTNER', 0, 20000, 199900],
  ] as const)('a discount funded by %s', (funder, organiserDiscount, reimbursed, earns) => {
    const m = ticketMoney({ ...base, discountPaise: 20000, discountFunder: funder });
    // The channel's fee and its GST never change with a discount.
    expect(m.channelKeepsPaise).toBe(7080);
    expect(m.buyerPaysPaise).toBe(186980);
    expect(m.organiserDiscountPaise).toBe(organiserDiscount);
    expect(m.reimbursedDiscountPaise).toBe(reimbursed);
    expect(m.organiserEarnsPaise).toBe(earns);
  });
  it('net to the organiser: earnings less the fee and its GST', () => {
    const p = organiserProceeds({ organiserEarnsPaise: 199900, platformFeePaise: 5997 }, 1800, 'INTRA_STATE');
    expect(p.platformFeeGst).toEqual({ cgstPaise: 540, sgstPaise: 540, igstPaise: 0, totalPaise: 1080 });
    expect(p.netPaise).toBe(199900 - 5997 - 1080);
  });
});

describe('rates in force on a date', () => {
  it.each([
    ['TCS', '2024-07-09', 100],
    ['TCS', '2024-07-10', 50],
    ['TDS', '2024-09-30', 100],
    ['TDS', '2024-10-01', 10],
    ['GST_ON_FEE', '2026-11-28', 1800],
  ] as const)('%s on %s: %i bp', (kind, date, bp) => {
    expect(rateOn(DEFAULT_TAX_RATES, kind, date).rateBp).toBe(bp);
  });
  it('refuses a date before any rate, and a malformed date', () => {
    expect(() => rateOn(DEFAULT_TAX_RATES, 'TDS', '2019-01-01')).toThrow(RangeError);
    expect(() => rateOn(DEFAULT_TAX_RATES, 'TDS', '28/11/2026')).toThrow(RangeError);
  });
});
