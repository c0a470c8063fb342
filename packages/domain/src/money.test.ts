import { describe, expect, it } from 'vitest';
import {
  FEE_RATE_TOP_FACTOR, amountAfterFeeRate, feeRateFactor, feeRateFactorForPaise, formatPaise, formatPaiseCompact,
  formatRupees, groupIndianDigits, priceFromBaseAndFee, rupeesToPaise,
} from './money';

describe('Indian digit grouping', () => {
  it.each([
    ['0', '0'],
    ['7', '7'],
    ['999', '999'],
    ['1000', '1,000'],
    ['99999', '99,999'],
    ['100000', '1,00,000'],
    ['1234567', '12,34,567'],
    ['10000000', '1,00,00,000'],
    ['123456789012', '1,23,45,67,89,012'],
    ['000123', '123'],
  ])('%s -> %s', (digits, grouped) => {
    expect(groupIndianDigits(digits)).toBe(grouped);
  });
  it.each(['', '12a', '-1', '1.5'])('rejects %j', (bad) => {
    expect(() => groupIndianDigits(bad)).toThrow(RangeError);
  });
});

describe('formatting paise', () => {
  it.each([
    [10000050, '₹1,00,000.50'],
    [10000000, '₹1,00,000.00'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99, '₹0.99'],
    [150000, '₹1,500.00'],
    [123456789, '₹12,34,567.89'],
    [-100000, '-₹1,000.00'],
  ])('%i paise -> %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });
  it.each([
    [150000, '₹1,500'],
    [150050, '₹1,500.50'],
    [10000000, '₹1,00,000'],
  ])('compact %i -> %s', (paise, text) => {
    expect(formatPaiseCompact(paise)).toBe(text);
  });
  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects non-integer paise %s', (bad) => {
    expect(() => formatPaise(bad)).toThrow(RangeError);
  });
});

describe('formatting whole rupees', () => {
  it.each([
    [100000, '₹1,00,000'],
    [6000, '₹6,000'],
    [0, '₹0'],
    [-2500, '-₹2,500'],
    [12500000, '₹1,25,00,000'],
  ])('%i -> %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });
  it.each([
    [1, 100],
    [199.99, 19999],
    [0.1, 10],
  ])('rupeesToPaise(%s) = %i', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });
});

describe('fee-rate tiers ("up to" is inclusive)', () => {
  it.each([
    [0, 0.9],
    [1, 0.9],
    [200, 0.9],
    [200.01, 0.95],
    [201, 0.95],
    [1000, 0.95],
    [1000.5, 0.97],
    [5000, 0.97],
    [5000.01, 0.99],
    [100000, 0.99],
  ])('base %s rupees -> factor %s', (rupees, factor) => {
    expect(feeRateFactor(rupees)).toBe(factor);
  });
  it.each([
    [20000, 0.9],
    [20001, 0.95],
    [100000, 0.95],
    [500000, 0.97],
    [500001, 0.99],
  ])('base %i paise -> factor %s', (paise, factor) => {
    expect(feeRateFactorForPaise(paise)).toBe(factor);
  });
  it.each([-1, Number.NaN])('rejects base %s', (bad) => {
    expect(() => feeRateFactor(bad)).toThrow(RangeError);
  });
  it('has 0.99 as the top factor', () => {
    expect(FEE_RATE_TOP_FACTOR).toBe(0.99);
  });
  it.each([
    // base, fee, price = ceil((base + fee) / factor)
    [18000, 0, 20000],
    [18000, 1000, 21112],
    [100000, 0, 105264],
    [500000, 0, 515464],
    [990000, 0, 1000000],
  ])('priceFromBaseAndFee(%i, %i) = %i', (base, fee, price) => {
    expect(priceFromBaseAndFee(base, fee)).toBe(price);
  });
  it.each([
    [20000, 18000],
    [100000, 95000],
    [1000000, 990000],
    [333, 300],
  ])('amountAfterFeeRate(%i) = %i', (price, net) => {
    expect(amountAfterFeeRate(price)).toBe(net);
  });
});
