import { describe, expect, it } from 'vitest';
import { changeDuePaise, doorUnitPricePaise, parseUpiIntent, sellerMayVoid, shiftTotals, cashDifferencePaise, upiIntentUrl, VOID_WINDOW_MS } from './box-office';
import { boxOfficeSaleSchema, boxOfficeSettingsSchema, doorTermsSchema, shiftCloseSchema, shiftOpenSchema } from './box-office-api';
import { paiseAsDecimalRupees } from './money';
import { computeStatement, sessionNetPaise } from './settlement-compute';

describe('UPI payment link', () => {
  it.each([
    [199_900, '1999.00'],
    [5, '0.05'],
    [100_000_050, '1000000.50'],
  ])('%i paise is am=%s', (paise, am) => {
    expect(paiseAsDecimalRupees(paise)).toBe(am);
    const url = upiIntentUrl({ vpa: 'mumbailive@hdfcbank', payeeName: 'Mumbai Live', amountPaise: paise, note: 'DIY DIYABC' });
    expect(url).toBe(`upi://pay?pa=mumbailive%40hdfcbank&pn=Mumbai%20Live&am=${am}&cu=INR&tn=DIY%20DIYABC`);
    expect(parseUpiIntent(url)).toEqual({ vpa: 'mumbailive@hdfcbank', payeeName: 'Mumbai Live', amountPaise: paise, note: 'DIY DIYABC' });
  });
  it.each([
    ['not-a-vpa', 100],
    ['a@b', 100],
    ['shop@okaxis', 0],
    ['shop@okaxis', -5],
  ])('refuses %s for %i paise', (vpa, amountPaise) => {
    expect(() => upiIntentUrl({ vpa, payeeName: 'X', amountPaise, note: 'n' })).toThrow(RangeError);
  });
  it('reads nothing that is not a UPI link', () => {
    expect(parseUpiIntent('https://example.in')).toBeNull();
    expect(parseUpiIntent('upi://pay?pa=a@b&am=12&cu=INR')).toBeNull();
  });
});

describe('change due and door prices', () => {
  it.each([
    [50_000, 49_900, 100],
    [49_900, 49_900, 0],
    [49_800, 49_900, null],
  ])('tendered %i for %i gives %s', (tendered, amount, change) => {
    expect(changeDuePaise(tendered, amount)).toBe(change);
  });
  it.each([
    [{ pricePaise: 99_900, doorPricePaise: null }, 'CASH', 99_900],
    [{ pricePaise: 99_900, doorPricePaise: 120_000 }, 'UPI', 120_000],
    [{ pricePaise: 99_900, doorPricePaise: 120_000 }, 'COMP', 0],
  ] as const)('%o by %s costs %i', (t, method, price) => {
    expect(doorUnitPricePaise(t, method)).toBe(price);
  });
});

describe('shift reconciliation', () => {
  it('sums by method, keeps voids apart and expects the float plus cash', () => {
    const t = shiftTotals(2_000_00, [
      { method: 'UPI', amountPaise: 3_998_00, tickets: 2, voided: false },
      { method: 'CASH', amountPaise: 999_00, tickets: 1, voided: false },
      { method: 'CASH', amountPaise: 999_00, tickets: 1, voided: true },
      { method: 'COMP', amountPaise: 0, tickets: 1, voided: false },
      { method: 'CARD', amountPaise: 1_999_00, tickets: 1, voided: false },
    ]);
    expect(t.byMethod.UPI).toEqual({ sales: 1, tickets: 2, amountPaise: 3_998_00 });
    expect(t.byMethod.CASH).toEqual({ sales: 1, tickets: 1, amountPaise: 999_00 });
    expect(t.byMethod.COMP.tickets).toBe(1);
    expect(t.voided).toEqual({ sales: 1, tickets: 1, amountPaise: 999_00 });
    expect(t.expectedCashPaise).toBe(2_999_00);
    expect(cashDifferencePaise(t.expectedCashPaise, 2_950_00)).toBe(-49_00);
    expect(cashDifferencePaise(t.expectedCashPaise, 3_000_00)).toBe(1_00);
  });
  it.each([
    [0, true],
    [VOID_WINDOW_MS, true],
    [VOID_WINDOW_MS + 1, false],
  ])('the seller may void %i ms after the sale: %s', (ms, may) => {
    expect(sellerMayVoid(new Date(0), new Date(ms))).toBe(may);
  });
});

describe('box-office schemas', () => {
  const sale = { clientSaleId: 'sale-0001', ticketTypeCode: 'GOLD', quantity: 1, amountPaise: 199_900, payment: { method: 'CASH', tenderedPaise: 200_000 } };
  it.each([
    [shiftOpenSchema, { sessionId: 's', openingFloatPaise: -1 }, 'openingFloatPaise'],
    [shiftOpenSchema, { sessionId: 's', openingFloatPaise: 1.5 }, 'openingFloatPaise'],
    [shiftCloseSchema, { countedCashPaise: -100 }, 'countedCashPaise'],
    [boxOfficeSaleSchema, { ...sale, quantity: 0 }, 'quantity'],
    [boxOfficeSaleSchema, { ...sale, amountPaise: -1 }, 'amountPaise'],
    [boxOfficeSaleSchema, { ...sale, payment: { method: 'COMP', reason: 'x' } }, 'payment'],
    [boxOfficeSaleSchema, { ...sale, payment: { method: 'CARD', reference: '' } }, 'payment'],
    [boxOfficeSaleSchema, { ...sale, payment: { method: 'CHEQUE' } }, 'payment'],
    [boxOfficeSaleSchema, { ...sale, buyer: { mobile: '12345' } }, 'buyer'],
    [boxOfficeSettingsSchema, { upiId: 'nope', payeeName: 'Mumbai Live' }, 'upiId'],
    [doorTermsSchema, { compLimit: -1 }, 'compLimit'],
  ] as const)('refuses bad input (%#) on %s', (schema, input, field) => {
    const r = (schema as typeof shiftOpenSchema).safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path[0]).toBe(field);
  });
  it('takes a good sale with an empty contact as none', () => {
    const r = boxOfficeSaleSchema.parse({ ...sale, buyer: { mobile: '', email: ' ' } });
    expect(r.buyer).toEqual({ name: undefined, mobile: undefined, email: undefined });
    expect(r.admit).toBe(false);
  });
});

describe('door money in the settlement statement', () => {
  const group = (channel: string, collectedByOrganiser: boolean) => ({
    ticketTypeId: 'gold', ticketTypeName: 'Gold', channel, pricePaise: 1_999_00, funder: null, tickets: 2,
    discountPaise: 0, channelFeePaise: 0, channelTaxPaise: 0, collectedByOrganiser,
  });
  const base = { on: '2026-11-20', feeSupply: 'INTRA_STATE' as const, tcsFlag: 'N' as const };
  it('shows door sales as collected by the organiser and deducts the platform fee on them from the payout', () => {
    const online = computeStatement({ ...base, groups: [group('Partner Web', false)] });
    const door = computeStatement({ ...base, groups: [group('Box office', true)] });
    // The same fee and GST either way.
    expect(door.figures.platformFeePaise).toBe(online.figures.platformFeePaise);
    expect(door.figures.platformFeeGst).toEqual(online.figures.platformFeeGst);
    expect(door.figures.collectedByOrganiserPaise).toBe(2 * 1_999_00);
    expect(door.lines[0]?.collectedByOrganiserPaise).toBe(2 * 1_999_00);
    // Door money is already the organiser's: the payout is what it owes back (fee, GST on it, TDS), carried forward.
    expect(door.figures.netPaise).toBe(online.figures.netPaise - 2 * 1_999_00);
    expect(door.figures.netPayablePaise).toBe(0);
    expect(door.figures.carriedOutPaise).toBe(online.figures.platformFeePaise + online.figures.platformFeeGst.totalPaise + online.figures.tdsPaise);
    expect(sessionNetPaise(door.figures)).toBe(door.figures.netPaise);
  });
});
