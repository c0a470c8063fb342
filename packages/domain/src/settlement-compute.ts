import { gstOn, organiserProceeds, platformFeePaise, type GstSplit, type GstSupply, type OfferFunder } from './money-model';
import { DEFAULT_TAX_RATES, percentOfPaise, rateOn, type TaxRate } from './tax-rates';
import type { TcsFlag } from './scan-api';
import type { StatementFigures, StatementLine, StatementRates } from './settlement-api';

/**
 * A session's statement, computed (docs/settlements.md). The server groups the session's sold tickets (net of
 * cancellations) by ticket type, price, channel and discount funder, and hands the sums here; every figure comes from
 * the money model (money-model.ts) and the one rounding rule (tax-rates.ts):
 * - per group: gross = n x P; the platform fee = n x platformFeePaise(P) (the seed's tiers on the price);
 * - GST on the summed platform fee, computed once (CGST = SGST halves within the platform's state, else IGST);
 * - TCS under section 52 when the organiser's TCS flag is Y (none under N or E): rate x the net taxable value
 *   (sum of P - D), split like GST by the organiser's supply;
 * - TDS under section 194-O: rate x the gross sales credited to the organiser (its earnings: P, less the discounts it
 *   funds);
 * - net = proceeds (earnings - fee - its GST) - TCS - TDS + adjustments - carried in; a negative net pays nothing and is
 *   carried out to the organiser's next statement.
 */
export interface StatementGroupInput {
  ticketTypeId: string;
  ticketTypeName: string;
  channel: string;
  pricePaise: number;
  funder: OfferFunder | null;
  tickets: number;
  /** Sums over the group's tickets. */
  discountPaise: number;
  channelFeePaise: number;
  channelTaxPaise: number;
  /**
   * Sold at the door (the channel "Box office"): the buyers paid the organiser's own staff, so what they paid is already
   * the organiser's and comes off the payout, while the platform fee on the tickets is still charged (docs/box-office.md).
   */
  collectedByOrganiser?: boolean;
}

export interface StatementInput {
  groups: readonly StatementGroupInput[];
  /** Every rate known (defaults and additions); those in force on `on` are used. */
  rates?: readonly TaxRate[];
  /** The session's IST date (yyyy-MM-dd). */
  on: string;
  /** GST on the platform fee: feeGstSupply(the organiser's state). */
  feeSupply: GstSupply;
  /** The organiser's own supply for TCS (its GSTIN in the venue's state: intra-state); defaults to feeSupply. */
  tcsSupply?: GstSupply;
  tcsFlag: TcsFlag;
  adjustmentsPaise?: number;
  carriedInPaise?: number;
}

export interface ComputedStatement {
  figures: StatementFigures;
  lines: StatementLine[];
  rates: StatementRates;
}

const ZERO_SPLIT: GstSplit = { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

function assertCount(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number of at least 0, got ${n}`);
}

/** One group of tickets through the money model. */
export function statementLine(g: StatementGroupInput): StatementLine {
  assertCount(g.tickets, 'tickets');
  assertCount(g.pricePaise, 'price');
  assertCount(g.discountPaise, 'discount');
  const gross = g.pricePaise * g.tickets;
  const organiserFunds = g.funder === null || g.funder === 'ORGANISER';
  const organiserDiscount = organiserFunds ? g.discountPaise : 0;
  const reimbursed = g.discountPaise - organiserDiscount;
  return {
    ticketTypeId: g.ticketTypeId,
    ticketTypeName: g.ticketTypeName,
    channel: g.channel,
    pricePaise: g.pricePaise,
    funder: g.funder,
    tickets: g.tickets,
    grossPaise: gross,
    discountPaise: g.discountPaise,
    organiserDiscountPaise: organiserDiscount,
    reimbursedDiscountPaise: reimbursed,
    buyersPaidPaise: gross - g.discountPaise + g.channelFeePaise + g.channelTaxPaise,
    channelKeepsPaise: g.channelFeePaise + g.channelTaxPaise,
    organiserEarnsPaise: gross - organiserDiscount,
    platformFeePaise: g.tickets * platformFeePaise(g.pricePaise),
    collectedByOrganiserPaise: g.collectedByOrganiser ? gross - g.discountPaise + g.channelFeePaise + g.channelTaxPaise : 0,
  };
}

/** The rates in force on a date, as a statement records them. */
export function statementRates(rates: readonly TaxRate[], on: string, feeSupply: GstSupply, tcsFlag: TcsFlag, tcsSupply: GstSupply = feeSupply): StatementRates {
  return {
    on,
    gstOnFeeBp: rateOn(rates, 'GST_ON_FEE', on).rateBp,
    tcsBp: rateOn(rates, 'TCS', on).rateBp,
    tdsBp: rateOn(rates, 'TDS', on).rateBp,
    gstSupply: feeSupply,
    tcsSupply,
    tcsFlag,
  };
}

const sum = (lines: readonly StatementLine[], key: keyof StatementLine) => lines.reduce((s, l) => s + (l[key] as number), 0);

/** A session's statement from its ticket groups and the rates in force on its date. */
export function computeStatement(input: StatementInput): ComputedStatement {
  const rates = statementRates(input.rates ?? DEFAULT_TAX_RATES, input.on, input.feeSupply, input.tcsFlag, input.tcsSupply ?? input.feeSupply);
  return computeWithRates(input.groups, rates, input.adjustmentsPaise ?? 0, input.carriedInPaise ?? 0);
}

/** The same with rates already chosen (a recorded statement's, when a change after issue is priced). */
export function computeWithRates(
  groups: readonly StatementGroupInput[],
  rates: StatementRates,
  adjustmentsPaise = 0,
  carriedInPaise = 0,
): ComputedStatement {
  if (!Number.isSafeInteger(adjustmentsPaise)) throw new RangeError('adjustments must be whole paise');
  assertCount(carriedInPaise, 'carried in');
  const lines = groups.filter((g) => g.tickets > 0).map(statementLine);
  const earns = sum(lines, 'organiserEarnsPaise');
  const fee = sum(lines, 'platformFeePaise');
  const proceeds = organiserProceeds({ organiserEarnsPaise: earns, platformFeePaise: fee }, rates.gstOnFeeBp, rates.gstSupply);
  const gross = sum(lines, 'grossPaise');
  const discounts = sum(lines, 'discountPaise');
  const netTaxable = gross - discounts;
  const tcs = rates.tcsFlag === 'Y' ? gstOn(netTaxable, rates.tcsBp, rates.tcsSupply) : ZERO_SPLIT;
  const tds = percentOfPaise(earns, rates.tdsBp);
  const collected = sum(lines, 'collectedByOrganiserPaise');
  const net = proceeds.netPaise - tcs.totalPaise - tds - collected + adjustmentsPaise - carriedInPaise;
  const figures: StatementFigures = {
    tickets: sum(lines, 'tickets'),
    grossSalesPaise: gross,
    discountsPaise: discounts,
    organiserDiscountPaise: sum(lines, 'organiserDiscountPaise'),
    reimbursedDiscountPaise: sum(lines, 'reimbursedDiscountPaise'),
    buyersPaidPaise: sum(lines, 'buyersPaidPaise'),
    channelKeepsPaise: sum(lines, 'channelKeepsPaise'),
    organiserEarnsPaise: earns,
    platformFeePaise: fee,
    platformFeeGst: proceeds.platformFeeGst,
    proceedsPaise: proceeds.netPaise,
    netTaxableValuePaise: netTaxable,
    tcs: { ...tcs },
    tdsBasePaise: earns,
    tdsPaise: tds,
    collectedByOrganiserPaise: collected,
    adjustmentsPaise,
    carriedInPaise,
    netPaise: net,
    netPayablePaise: Math.max(net, 0),
    carriedOutPaise: Math.max(-net, 0),
  };
  return { figures, lines, rates };
}

/** What a session's own tickets come to after the taxes withheld and the door money the organiser holds (without adjustments or carry). */
export function sessionNetPaise(f: Pick<StatementFigures, 'proceedsPaise' | 'tcs' | 'tdsPaise'> & { collectedByOrganiserPaise?: number }): number {
  return f.proceedsPaise - f.tcs.totalPaise - f.tdsPaise - (f.collectedByOrganiserPaise ?? 0);
}

/**
 * The adjustment a change after issue makes (a cancellation, a show cancelled): the session's net as it is now (its
 * remaining tickets, at the statement's recorded rates) less what was settled for it (the issued session net and the
 * adjustments already made for it). Negative when money goes back; 0 when nothing changed.
 */
export function adjustmentAfterIssue(o: {
  issued: Pick<StatementFigures, 'proceedsPaise' | 'tcs' | 'tdsPaise'> & { collectedByOrganiserPaise?: number };
  earlierAdjustmentsPaise: number;
  groupsNow: readonly StatementGroupInput[];
  rates: StatementRates;
}): number {
  const now = computeWithRates(o.groupsNow, o.rates);
  return sessionNetPaise(now.figures) - sessionNetPaise(o.issued) - o.earlierAdjustmentsPaise;
}

/** The rates known: the domain's defaults and those a finance admin added (an addition on the same date wins). */
export function mergeTaxRates(added: readonly TaxRate[], defaults: readonly TaxRate[] = DEFAULT_TAX_RATES): TaxRate[] {
  const key = (r: TaxRate) => `${r.kind}|${r.effectiveFrom}`;
  const taken = new Set(added.map(key));
  return [...defaults.filter((r) => !taken.has(key(r))), ...added].sort((a, b) => a.kind.localeCompare(b.kind) || a.effectiveFrom.localeCompare(b.effectiveFrom));
}
