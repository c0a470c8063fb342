/**
 * Tax rates with the date each takes effect (docs/money.md). These are today's defaults, written once; a finance
 * admin can add a later rate from a date (stored by the server, audited), and every statement records the rates it
 * used. Rates are in basis points: 1800 = 18%, 50 = 0.5%, 10 = 0.1%.
 */
export const TAX_KINDS = ['GST_ON_FEE', 'TCS', 'TDS'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

export interface TaxRate {
  kind: TaxKind;
  /** Basis points of the base: 1800 = 18%. */
  rateBp: number;
  /** The first day (IST calendar date, yyyy-MM-dd) the rate applies. */
  effectiveFrom: string;
  /** The law or notice behind it, shown beside the figure. */
  basis: string;
}

export const TAX_KIND_LABELS: Record<TaxKind, string> = {
  GST_ON_FEE: 'GST on the platform fee',
  TCS: 'TCS (section 52, CGST Act)',
  TDS: 'TDS (section 194-O, Income-tax Act)',
};

export const DEFAULT_TAX_RATES: readonly TaxRate[] = [
  { kind: 'GST_ON_FEE', rateBp: 1800, effectiveFrom: '2017-07-01', basis: 'GST at 18% on the platform fee (SAC 998599)' },
  { kind: 'TCS', rateBp: 100, effectiveFrom: '2018-10-01', basis: 'Section 52 of the CGST Act: 1% of the net taxable value' },
  { kind: 'TCS', rateBp: 50, effectiveFrom: '2024-07-10', basis: 'Section 52 of the CGST Act: 0.5% of the net taxable value' },
  { kind: 'TDS', rateBp: 100, effectiveFrom: '2020-10-01', basis: 'Section 194-O of the Income-tax Act: 1% of the gross sales' },
  { kind: 'TDS', rateBp: 10, effectiveFrom: '2024-10-01', basis: 'Section 194-O of the Income-tax Act: 0.1% of the gross sales' },
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The rate of a kind in force on an IST calendar date (yyyy-MM-dd): the latest that took effect on or before it. */
export function rateOn(rates: readonly TaxRate[], kind: TaxKind, date: string): TaxRate {
  if (!DATE.test(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  let found: TaxRate | undefined;
  for (const r of rates) {
    if (r.kind !== kind || r.effectiveFrom > date) continue;
    if (!found || r.effectiveFrom > found.effectiveFrom) found = r;
  }
  if (!found) throw new RangeError(`No ${kind} rate in force on ${date}`);
  return found;
}

/**
 * The one rounding rule (docs/money.md): a rate applied to an amount of paise is rounded to the nearest paisa, halves
 * away from zero. Exact for any safe-integer base (BigInt inside), so 1 crore rupees at 18% is never off by a paisa.
 */
export function percentOfPaise(basePaise: number, rateBp: number): number {
  if (!Number.isSafeInteger(basePaise)) throw new RangeError(`Paise must be a safe integer, got ${basePaise}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new RangeError(`Invalid rate in basis points: ${rateBp}`);
  const sign = basePaise < 0 ? -1n : 1n;
  const abs = BigInt(Math.abs(basePaise));
  // round(abs * rateBp / 10000), halves up, in integers: floor((2 * abs * rate + 10000) / 20000)
  const rounded = (2n * abs * BigInt(rateBp) + 10000n) / 20000n;
  return Number(sign * rounded);
}

/** Half of a rate applied once, for CGST and SGST: round(base * rateBp / 20000), halves away from zero. */
export function halfPercentOfPaise(basePaise: number, rateBp: number): number {
  if (!Number.isSafeInteger(basePaise)) throw new RangeError(`Paise must be a safe integer, got ${basePaise}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new RangeError(`Invalid rate in basis points: ${rateBp}`);
  const sign = basePaise < 0 ? -1n : 1n;
  const abs = BigInt(Math.abs(basePaise));
  const rounded = (abs * BigInt(rateBp) + 10000n) / 20000n;
  return Number(sign * rounded);
}
