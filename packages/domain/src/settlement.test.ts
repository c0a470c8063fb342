import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-words';
import {
  automaticHold,
  financialYearOf,
  formatIsoDate,
  invoiceNumber,
  INVOICE_NUMBER_MAX_LENGTH,
  istDateOf,
  payoutBatchNumber,
  quarterRange,
  settlementDueDate,
  statementNumber,
} from './settlement';
import { adjustmentAfterIssue, computeStatement, mergeTaxRates, statementLine, type StatementGroupInput } from './settlement-compute';
import { DEFAULT_TAX_RATES, type TaxRate } from './tax-rates';

const group = (o: Partial<StatementGroupInput> & { pricePaise: number; tickets: number }): StatementGroupInput => ({
  ticketTypeId: 'tt',
  ticketTypeName: 'Gold',
  channel: 'Channel',
  funder: null,
  discountPaise: 0,
  channelFeePaise: 0,
  channelTaxPaise: 0,
  ...o,
});

describe('statement lines: the platform fee by the seed tiers at their edges', () => {
  it.each([
    // price (paise), fee per ticket: <= Rs 200 at 10%, <= 1,000 at 5%, <= 5,000 at 3%, above at 1%
    [20_000, 2_000],
    [20_001, 1_000],
    [100_000, 5_000],
    [100_001, 3_000],
    [500_000, 15_000],
    [500_001, 5_000],
    [199_900, 5_997],
    [99_900, 4_995],
    [1, 0],
    [0, 0],
  ])('a ticket of %i paise pays a fee of %i paise', (price, fee) => {
    const line = statementLine(group({ pricePaise: price, tickets: 3 }));
    expect(line.platformFeePaise).toBe(3 * fee);
    expect(line.grossPaise).toBe(3 * price);
  });
});

describe('computeStatement', () => {
  const base = { on: '2026-11-20', feeSupply: 'INTRA_STATE' as const, tcsFlag: 'N' as const };

  it('a plain session: buyers paid, channel keeps, fee, equal CGST/SGST halves, TDS 0.1%, net', () => {
    const { figures: f, rates } = computeStatement({
      ...base,
      groups: [group({ pricePaise: 199_900, tickets: 10, channelFeePaise: 10 * 6_000, channelTaxPaise: 10 * 1_080 })],
    });
    expect(rates).toEqual({ on: '2026-11-20', gstOnFeeBp: 1800, tcsBp: 50, tdsBp: 10, gstSupply: 'INTRA_STATE', tcsSupply: 'INTRA_STATE', tcsFlag: 'N' });
    expect(f.grossSalesPaise).toBe(1_999_000);
    expect(f.buyersPaidPaise).toBe(1_999_000 + 60_000 + 10_800);
    expect(f.channelKeepsPaise).toBe(70_800);
    expect(f.platformFeePaise).toBe(59_970);
    // 18% of 59,970 = 10,794.6: each half round(5,397.3) = 5,397
    expect(f.platformFeeGst).toEqual({ cgstPaise: 5_397, sgstPaise: 5_397, igstPaise: 0, totalPaise: 10_794 });
    expect(f.proceedsPaise).toBe(1_999_000 - 59_970 - 10_794);
    expect(f.tcs.totalPaise).toBe(0);
    expect(f.tdsPaise).toBe(1_999); // 0.1% of 19,99,000 paise
    expect(f.netPaise).toBe(1_999_000 - 59_970 - 10_794 - 1_999);
    expect(f.netPayablePaise).toBe(f.netPaise);
    expect(f.carriedOutPaise).toBe(0);
  });

  it('other-state GST is IGST on the same base', () => {
    const { figures: f } = computeStatement({ ...base, feeSupply: 'INTER_STATE', groups: [group({ pricePaise: 199_900, tickets: 10 })] });
    expect(f.platformFeeGst).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 10_795, totalPaise: 10_795 });
  });

  it('rounding: halves away from zero on each tax, computed once on the sums', () => {
    // 3 tickets of Rs 150: fee 3 x 1,500 = 4,500; 9% = 405 exactly; TDS 0.1% of 45,000 = 45
    const a = computeStatement({ ...base, groups: [group({ pricePaise: 15_000, tickets: 3 })] }).figures;
    expect(a.platformFeeGst.cgstPaise).toBe(405);
    // 1 ticket of Rs 0.25: fee round(25 x 0.1) -> 25 - round(22.5) = 25 - 23 = 2; 9% of 2 = 0.18 -> 0; TDS 0.025 -> 0
    const b = computeStatement({ ...base, groups: [group({ pricePaise: 25, tickets: 1 })] }).figures;
    expect(b.platformFeePaise).toBe(2);
    expect(b.platformFeeGst.totalPaise).toBe(0);
    // TDS: 0.1% of 1,500 paise = 1.5 -> 2 (half away from zero)
    const c = computeStatement({ ...base, groups: [group({ pricePaise: 1_500, tickets: 1 })] }).figures;
    expect(c.tdsPaise).toBe(2);
  });

  it.each([
    ['Y', 'INTRA_STATE', { cgstPaise: 4_998, sgstPaise: 4_998, igstPaise: 0, totalPaise: 9_996 }],
    ['Y', 'INTER_STATE', { cgstPaise: 0, sgstPaise: 0, igstPaise: 9_995, totalPaise: 9_995 }],
    ['E', 'INTRA_STATE', { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 }],
    ['N', 'INTRA_STATE', { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 }],
  ] as const)('TCS flag %s, %s: 0.5%% of the net taxable value (P - D), split like GST', (flag, supply, tcs) => {
    const { figures: f } = computeStatement({ ...base, tcsFlag: flag, tcsSupply: supply, groups: [group({ pricePaise: 199_900, tickets: 10 })] });
    // net taxable 19,99,000; 0.25% = 4,997.5 -> 4,998 a half; 0.5% = 9,995
    expect(f.netTaxableValuePaise).toBe(1_999_000);
    expect(f.tcs).toEqual(tcs);
    expect(f.netPaise).toBe(f.proceedsPaise - tcs.totalPaise - f.tdsPaise);
  });

  it('offers by funder: the organiser bears its own discounts; platform and partner discounts are reimbursed', () => {
    const groups = [
      group({ pricePaise: 100_000, tickets: 2, funder: 'ORGANISER', discountPaise: 20_000 }),
      group({ pricePaise: 100_000, tickets: 2, funder: 'PLATFORM', discountPaise: 20_000 }),
      group({ pricePaise: 100_000, tickets: 1, funder: 'PARTNER', discountPaise: 5_000 }),
      group({ pricePaise: 100_000, tickets: 1 }),
    ];
    const { figures: f, lines } = computeStatement({ ...base, tcsFlag: 'Y', groups });
    expect(lines.map((l) => [l.funder, l.organiserDiscountPaise, l.reimbursedDiscountPaise, l.organiserEarnsPaise])).toEqual([
      ['ORGANISER', 20_000, 0, 180_000],
      ['PLATFORM', 0, 20_000, 200_000],
      ['PARTNER', 0, 5_000, 100_000],
      [null, 0, 0, 100_000],
    ]);
    expect(f.discountsPaise).toBe(45_000);
    expect(f.reimbursedDiscountPaise).toBe(25_000);
    expect(f.organiserEarnsPaise).toBe(580_000);
    // the fee is on the price, before any discount: 6 x 5,000
    expect(f.platformFeePaise).toBe(30_000);
    // TCS on P - D whoever funds D: 6,00,000 - 45,000 = 5,55,000; TDS on the organiser's gross sales 5,80,000
    expect(f.netTaxableValuePaise).toBe(555_000);
    expect(f.tcs.totalPaise).toBe(2 * 1_388); // 0.25% of 5,55,000 = 1,387.5 -> 1,388 each half
    expect(f.tdsBasePaise).toBe(580_000);
    expect(f.tdsPaise).toBe(580);
  });

  it('adjustments and carried-in amounts; a negative net pays nothing and is carried forward', () => {
    const groups = [group({ pricePaise: 50_000, tickets: 1 })]; // fee 2,500, GST 450, TDS 50: session net 47,000
    const plus = computeStatement({ ...base, groups, adjustmentsPaise: -10_000, carriedInPaise: 5_000 }).figures;
    expect(plus.netPaise).toBe(47_000 - 10_000 - 5_000);
    const minus = computeStatement({ ...base, groups, adjustmentsPaise: -60_000 }).figures;
    expect(minus.netPaise).toBe(-13_000);
    expect(minus.netPayablePaise).toBe(0);
    expect(minus.carriedOutPaise).toBe(13_000);
    // the next statement takes it in
    const next = computeStatement({ ...base, groups, carriedInPaise: minus.carriedOutPaise }).figures;
    expect(next.netPayablePaise).toBe(47_000 - 13_000);
    // nothing sold, nothing owed: a cancelled show
    const empty = computeStatement({ ...base, groups: [] }).figures;
    expect([empty.tickets, empty.netPaise, empty.netPayablePaise, empty.carriedOutPaise]).toEqual([0, 0, 0, 0]);
  });

  it('rates changing mid-period: each statement uses the rates in force on its session date', () => {
    const groups = [group({ pricePaise: 100_000, tickets: 10 })];
    const before = computeStatement({ ...base, on: '2024-07-09', tcsFlag: 'Y', groups });
    const after = computeStatement({ ...base, on: '2024-07-10', tcsFlag: 'Y', groups });
    expect([before.rates.tcsBp, after.rates.tcsBp]).toEqual([100, 50]);
    expect([before.figures.tcs.totalPaise, after.figures.tcs.totalPaise]).toEqual([10_000, 5_000]);
    expect([before.rates.tdsBp, after.rates.tdsBp]).toEqual([100, 100]);
    const tds = computeStatement({ ...base, on: '2024-10-01', groups });
    expect(tds.rates.tdsBp).toBe(10);
    // a finance admin's new rate from a date
    const added: TaxRate[] = [{ kind: 'GST_ON_FEE', rateBp: 1200, effectiveFrom: '2026-12-01', basis: 'notice' }];
    const rates = mergeTaxRates(added);
    expect(computeStatement({ ...base, on: '2026-11-30', rates, groups }).rates.gstOnFeeBp).toBe(1800);
    const dec = computeStatement({ ...base, on: '2026-12-01', rates, groups });
    expect(dec.rates.gstOnFeeBp).toBe(1200);
    expect(dec.figures.platformFeeGst.totalPaise).toBe(2 * 3_000); // 6% of 50,000 each half
  });

  it('mergeTaxRates: an addition on a default date replaces it', () => {
    const merged = mergeTaxRates([{ kind: 'TDS', rateBp: 20, effectiveFrom: '2024-10-01', basis: 'x' }]);
    expect(merged.filter((r) => r.kind === 'TDS').map((r) => r.rateBp)).toEqual([100, 20]);
    expect(merged).toHaveLength(DEFAULT_TAX_RATES.length);
  });

  it('refuses impossible input', () => {
    expect(() => computeStatement({ ...base, groups: [group({ pricePaise: -1, tickets: 1 })] })).toThrow(RangeError);
    expect(() => computeStatement({ ...base, groups: [group({ pricePaise: 1, tickets: 1.5 })] })).toThrow(RangeError);
    expect(() => computeStatement({ ...base, on: '20/11/2026', groups: [] })).toThrow(RangeError);
  });
});

describe('adjustmentAfterIssue', () => {
  it('a cancellation after issue takes back exactly what the session net changes by, at the recorded rates', () => {
    const rates = { on: '2026-11-20', gstOnFeeBp: 1800, tcsBp: 50, tdsBp: 10, gstSupply: 'INTRA_STATE' as const, tcsSupply: 'INTRA_STATE' as const, tcsFlag: 'Y' as const };
    const issued = computeStatement({ on: '2026-11-20', feeSupply: 'INTRA_STATE', tcsFlag: 'Y', groups: [group({ pricePaise: 100_000, tickets: 3 })] }).figures;
    const first = adjustmentAfterIssue({ issued, earlierAdjustmentsPaise: 0, groupsNow: [group({ pricePaise: 100_000, tickets: 2 })], rates });
    // one ticket: earns 1,00,000, fee 5,000, GST 900, TCS 500, TDS 100
    expect(first).toBe(-(100_000 - 5_000 - 900 - 500 - 100));
    const second = adjustmentAfterIssue({ issued, earlierAdjustmentsPaise: first, groupsNow: [], rates });
    expect(first + second).toBe(-(issued.proceedsPaise - issued.tcs.totalPaise - issued.tdsPaise));
    expect(adjustmentAfterIssue({ issued, earlierAdjustmentsPaise: first + second, groupsNow: [], rates })).toBe(0);
  });
});

describe('financial years, numbers and dates', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2025-26'], // 23:59:59 IST on 31/03/2026
    ['2026-03-31T18:30:00.000Z', '2026-27'], // 00:00 IST on 01/04/2026
    ['2026-11-28T00:00:00Z', '2026-27'],
    ['2027-01-15T10:00:00Z', '2026-27'],
    ['2099-12-31T00:00:00Z', '2099-00'],
  ])('%s is in financial year %s', (instant, fy) => expect(financialYearOf(instant)).toBe(fy));

  it('the IST date of an instant', () => {
    expect(istDateOf('2026-11-27T18:30:00Z')).toBe('2026-11-28');
    expect(istDateOf('2026-11-27T18:29:59Z')).toBe('2026-11-27');
  });

  it('statement, invoice and batch numbers', () => {
    expect(statementNumber('2026-27', 123)).toBe('ST/2026-27/000123');
    expect(statementNumber('2026-27', 1_234_567)).toBe('ST/2026-27/1234567');
    expect(invoiceNumber('2026-27', 123)).toBe('INV2627000123');
    expect(invoiceNumber('2026-27', 999_999)).toBe('INV2627999999');
    expect(invoiceNumber('2099-00', 1)).toBe('INV9900000001');
    expect(invoiceNumber('2026-27', 999_999_999).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    expect(() => invoiceNumber('2026-27', 10_000_000_000)).toThrow(RangeError);
    expect(payoutBatchNumber('2026-27', 42)).toBe('PB/2026-27/0042');
    expect(() => statementNumber('2026-28', 1)).toThrow(RangeError);
    expect(() => statementNumber('2026-27', 0)).toThrow(RangeError);
  });

  it('quarters of a financial year', () => {
    expect(quarterRange('2026-27', 'Q1')).toEqual({ from: '2026-04-01', to: '2026-07-01' });
    expect(quarterRange('2026-27', 'Q3')).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(quarterRange('2026-27', 'Q4')).toEqual({ from: '2027-01-01', to: '2027-04-01' });
  });

  it('due seven business days after the show', () => {
    expect(settlementDueDate('2026-11-27')).toBe('2026-12-08'); // a Friday: next Mon..Fri, Mon, Tue
    expect(settlementDueDate('2026-11-28')).toBe('2026-12-08'); // a Saturday
    expect(settlementDueDate('2026-11-23')).toBe('2026-12-02'); // a Monday
  });
});

describe('amount in words, Indian numbering', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_05, 'Rupees One and Five Paise Only'],
    [12_345_678, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [99_99_99_999_99, 'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [1_000_00_00_000_00, 'Rupees One Thousand Crore Only'],
    [1_10_000_00, 'Rupees One Lakh Ten Thousand Only'],
    [-50, 'Minus Rupees Zero and Fifty Paise Only'],
  ])('%i paise', (paise, words) => expect(amountInWords(paise)).toBe(words));

  it('numbers', () => {
    expect(numberInIndianWords(1_23_45_678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(numberInIndianWords(100_000)).toBe('One Lakh');
    expect(numberInIndianWords(1_011)).toBe('One Thousand Eleven');
    expect(() => numberInIndianWords(-1)).toThrow(RangeError);
  });
});

describe('automatic holds', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  const ok = { organiserApproved: true, bankUnderReview: false, bankChangedAt: null };
  it.each([
    [ok, null],
    [{ ...ok, organiserApproved: false, bankUnderReview: true }, 'ORGANISER_NOT_APPROVED'],
    [{ ...ok, bankUnderReview: true }, 'BANK_UNDER_REVIEW'],
    [{ ...ok, bankChangedAt: new Date('2026-11-23T00:00:01Z') }, 'BANK_CHANGED_RECENTLY'],
    [{ ...ok, bankChangedAt: new Date('2026-11-23T00:00:00Z') }, null],
  ] as const)('%o holds with %s', (facts, reason) => expect(automaticHold(facts, now)).toBe(reason));
  it('formats dates dd/MM/yyyy', () => expect(formatIsoDate('2026-12-08')).toBe('08/12/2026'));
});
