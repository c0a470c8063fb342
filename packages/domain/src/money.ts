/** INR formatting with Indian digit grouping (1,00,000) and the ticket fee-rate tiers. Money is integer paise. */
export const CURRENCY = 'INR';
export const RUPEE_SYMBOL = '₹';
export const PAISE_PER_RUPEE = 100;
/** One ticket at most 10 lakh rupees, in paise (also the most a fee or tax per ticket may be). */
export const MAX_TICKET_PRICE_PAISE = 100_000_000;

/** Groups a string of digits the Indian way: last three, then pairs ('10000000' -> '1,00,00,000'). */
export function groupIndianDigits(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not a digit string: ${digits}`);
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed.length <= 3) return trimmed;
  const head = trimmed.slice(0, -3);
  const tail = trimmed.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/** Integer paise as rupees with two decimals: 10000050 -> '₹1,00,000.50'; negatives as '-₹1,000.00'. */
export function formatPaise(paise: number): string {
  assertSafeInteger(paise, 'Paise');
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / PAISE_PER_RUPEE);
  const rest = abs % PAISE_PER_RUPEE;
  return `${sign}${RUPEE_SYMBOL}${groupIndianDigits(String(rupees))}.${String(rest).padStart(2, '0')}`;
}

/** Whole rupees without decimals: 100000 -> '₹1,00,000'. */
export function formatRupees(rupees: number): string {
  assertSafeInteger(rupees, 'Rupees');
  const sign = rupees < 0 ? '-' : '';
  return `${sign}${RUPEE_SYMBOL}${groupIndianDigits(String(Math.abs(rupees)))}`;
}

/** Paise shown compactly: whole rupees drop the '.00' ('₹1,500'), otherwise two decimals ('₹1,500.50'). */
export function formatPaiseCompact(paise: number): string {
  assertSafeInteger(paise, 'Paise');
  return paise % PAISE_PER_RUPEE === 0 ? formatRupees(paise / PAISE_PER_RUPEE) : formatPaise(paise);
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/**
 * Ticket fee-rate tiers (seed 000 section 9). "Up to" is inclusive: a base of exactly 200 rupees uses 0.9,
 * 200.01 uses 0.95; exactly 1000 uses 0.95; exactly 5000 uses 0.97; anything above 5000 uses 0.99.
 * Tiers are chosen on the base amount in rupees.
 */
export const FEE_RATE_TIERS: readonly { upToRupees: number; factor: number }[] = [
  { upToRupees: 200, factor: 0.9 },
  { upToRupees: 1000, factor: 0.95 },
  { upToRupees: 5000, factor: 0.97 },
];
export const FEE_RATE_TOP_FACTOR = 0.99;

/** The fee-rate factor for a base amount in rupees (fractions allowed). */
export function feeRateFactor(baseRupees: number): number {
  if (!Number.isFinite(baseRupees) || baseRupees < 0) throw new RangeError(`Invalid base amount: ${baseRupees}`);
  return FEE_RATE_TIERS.find((tier) => baseRupees <= tier.upToRupees)?.factor ?? FEE_RATE_TOP_FACTOR;
}

/** The fee-rate factor for a base amount in paise. */
export function feeRateFactorForPaise(basePaise: number): number {
  assertSafeInteger(basePaise, 'Paise');
  return feeRateFactor(basePaise / PAISE_PER_RUPEE);
}

/**
 * The price (paise) that, after the tier's rate is applied, still yields base + fee:
 * ceil((base + fee) / factor), the tier chosen on the base amount. Rounded up so the organiser never receives less.
 */
export function priceFromBaseAndFee(basePaise: number, feePaise = 0): number {
  assertSafeInteger(feePaise, 'Fee');
  const factor = feeRateFactorForPaise(basePaise);
  // Work in integer thousandths so that e.g. 18000 / 0.9 is exactly 20000, not 20000.000000000004.
  const thousandths = Math.round(factor * 1000);
  return Math.ceil(((basePaise + feePaise) * 1000) / thousandths);
}

/** The amount (paise) left of a price after the tier's rate: round(price * factor), tier chosen on the price. */
export function amountAfterFeeRate(pricePaise: number): number {
  const thousandths = Math.round(feeRateFactorForPaise(pricePaise) * 1000);
  return Math.round((pricePaise * thousandths) / 1000);
}

/** Integer paise as plain decimal rupees with two decimals and no grouping or symbol (10000050 -> '100000.50'): UPI amounts, bank files. */
export function paiseAsDecimalRupees(paise: number): string {
  assertSafeInteger(paise, 'Paise');
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / PAISE_PER_RUPEE)}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}
