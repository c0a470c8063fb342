import { gstinCheckCharacter } from './gstin';
import { IST_OFFSET_MS } from './ist';

/**
 * Settlement statements (issue 33, docs/settlements.md): one per session once the show is over (or cancelled), what
 * the organiser is owed for it, numbered per financial year without gaps and immutable once issued. The figures are
 * computed by settlement-compute.ts from the money model (money-model.ts) and the rates in force (tax-rates.ts).
 *
 * Lifecycle: DRAFT (made by the job, figures may still move) -> ISSUED (numbered, figures frozen by the database) ->
 * APPROVED (in a payout batch a second person approved) -> PAID (UTR and date). ON_HOLD: payout held with a reason,
 * either before issue (automatic holds: the statement stays unnumbered until the hold clears) or after (finance staff).
 */
export const STATEMENT_STATUSES = ['DRAFT', 'ISSUED', 'APPROVED', 'PAID', 'ON_HOLD'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export const STATEMENT_STATUS_LABELS: Record<StatementStatus, string> = {
  DRAFT: 'Draft',
  ISSUED: 'Issued',
  APPROVED: 'Approved',
  PAID: 'Paid',
  ON_HOLD: 'On hold',
};

/** Why a payout is held. The first three are automatic (decided by the job at issue); MANUAL is finance staff's. */
export const HOLD_REASONS = ['BANK_UNDER_REVIEW', 'BANK_CHANGED_RECENTLY', 'ORGANISER_NOT_APPROVED', 'MANUAL'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
export const AUTOMATIC_HOLD_REASONS: readonly HoldReason[] = ['BANK_UNDER_REVIEW', 'BANK_CHANGED_RECENTLY', 'ORGANISER_NOT_APPROVED'];

/** Bank details changed less than this many days ago hold the payout (a common fraud path). */
export const BANK_CHANGE_HOLD_DAYS = 5;
export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  BANK_UNDER_REVIEW: 'Your bank details are under review',
  BANK_CHANGED_RECENTLY: `Your bank details changed in the last ${BANK_CHANGE_HOLD_DAYS} days`,
  ORGANISER_NOT_APPROVED: 'Your organiser account is not approved',
  MANUAL: 'Held by DIY Events finance',
};

/** A held statement is looked at again this often by the job (the hold may have cleared). */
export const HOLD_RECHECK_MS = 6 * 60 * 60_000;

/** A show counts as over this long after its start time (sessions carry no end time); then its statement is made. */
export const SHOW_OVER_AFTER_MS = 6 * 60 * 60_000;
/**
 * A draft waits this long after its show (or its cancellation) before the job issues it, so that the day's late
 * cancellations land in the statement itself rather than as adjustments on the next one.
 */
export const STATEMENT_ISSUE_AFTER_MS = 24 * 60 * 60_000;
/** The agreement: net proceeds are settled by bank transfer within seven business days after each session. */
export const SETTLEMENT_BUSINESS_DAYS = 7;

/** Adjustments carried to an organiser's next statement: never an edit of an issued one. */
export const ADJUSTMENT_KINDS = ['CANCELLATION', 'SHOW_CANCELLED', 'CHARGEBACK', 'MANUAL'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, string> = {
  CANCELLATION: 'Cancellation after the statement',
  SHOW_CANCELLED: 'Show cancelled after the statement',
  CHARGEBACK: 'Chargeback',
  MANUAL: 'Adjustment by DIY Events finance',
};

/** Numbered documents: statements and the platform fee's GST tax invoices, each gapless per financial year. */
export const DOCUMENT_KINDS = ['STATEMENT', 'INVOICE', 'PAYOUT_BATCH'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The platform as the supplier on its fee invoices (registered in Maharashtra, PLATFORM_GST_STATE_CODE). */
export const PLATFORM_LEGAL_NAME = 'DIY Events Private Limited';
export const PLATFORM_ADDRESS = '4th Floor, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel, Mumbai, Maharashtra 400013';
export const PLATFORM_GSTIN = `27AAGCD4821K1Z${gstinCheckCharacter('27AAGCD4821K1Z')}`;

/** SAC of the platform's service (other support services), printed on the fee invoice. */
export const PLATFORM_FEE_SAC = '998599';
/** A GST tax invoice number is at most 16 characters (rule 46 of the CGST Rules). */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

// ---------------------------------------------------------------------------------------------------------------
// Financial years and document numbers

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The Indian financial year (April to March, IST) of an instant: '2026-27' for any day from 01/04/2026 to 31/03/2027. */
export function financialYearOf(instant: Date | string | number): string {
  const d = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  const y = d.getUTCFullYear();
  const start = d.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${pad((start + 1) % 100, 2)}`;
}

/** The IST calendar date (yyyy-MM-dd) of an instant: the date whose rates a statement uses. */
export function istDateOf(instant: Date | string | number): string {
  const d = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

const FY = /^(\d{4})-(\d{2})$/;
function fyParts(financialYear: string): { start: number; end2: string } {
  const m = FY.exec(financialYear);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) throw new RangeError(`Not a financial year: ${financialYear}`);
  return { start: Number(m[1]), end2: m[2]! };
}

/** A statement's number: 'ST/2026-27/000123' (six digits, more if a year ever passes 999,999). */
export function statementNumber(financialYear: string, seq: number): string {
  fyParts(financialYear);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Invalid sequence ${seq}`);
  return `ST/${financialYear}/${pad(seq, 6)}`;
}

/** The fee invoice's number: 'INV2627000123', consecutive per financial year, at most 16 characters. */
export function invoiceNumber(financialYear: string, seq: number): string {
  const { start, end2 } = fyParts(financialYear);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Invalid sequence ${seq}`);
  const value = `INV${pad(start % 100, 2)}${end2}${pad(seq, 6)}`;
  if (value.length > INVOICE_NUMBER_MAX_LENGTH) throw new RangeError(`Invoice number too long: ${value}`);
  return value;
}

/** A payout batch's number: 'PB/2026-27/0042'. */
export function payoutBatchNumber(financialYear: string, seq: number): string {
  fyParts(financialYear);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Invalid sequence ${seq}`);
  return `PB/${financialYear}/${pad(seq, 4)}`;
}

/** The quarters of a financial year: Q1 April-June ... Q4 January-March; [from, to) as IST dates. */
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof QUARTERS)[number];
export function quarterRange(financialYear: string, quarter: Quarter): { from: string; to: string } {
  const { start } = fyParts(financialYear);
  const i = QUARTERS.indexOf(quarter);
  const month = 4 + 3 * i; // 4, 7, 10, 13
  const y = month > 12 ? start + 1 : start;
  const m = month > 12 ? month - 12 : month;
  const endMonth = m + 3;
  const ey = endMonth > 12 ? y + 1 : y;
  const em = endMonth > 12 ? endMonth - 12 : endMonth;
  return { from: `${y}-${pad(m, 2)}-01`, to: `${ey}-${pad(em, 2)}-01` };
}

/** The date a session's payout is due: SETTLEMENT_BUSINESS_DAYS business days (Monday to Friday) after its IST date. */
export function settlementDueDate(showDate: string, businessDays = SETTLEMENT_BUSINESS_DAYS): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(showDate);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${showDate}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  let left = businessDays;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

/** How often the statements job runs (it makes due statements and looks again at held ones). */
export const STATEMENT_SWEEP_MS = 15 * 60_000;

/** A yyyy-MM-dd date as the product shows dates: dd/MM/yyyy. */
export function formatIsoDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

export interface HoldFacts {
  organiserApproved: boolean;
  bankUnderReview: boolean;
  bankChangedAt: Date | null;
}

/** The automatic hold on an organiser's payouts at this moment, or null (checked in this order). */
export function automaticHold(f: HoldFacts, now: Date): HoldReason | null {
  if (!f.organiserApproved) return 'ORGANISER_NOT_APPROVED';
  if (f.bankUnderReview) return 'BANK_UNDER_REVIEW';
  if (f.bankChangedAt && now.getTime() - f.bankChangedAt.getTime() < BANK_CHANGE_HOLD_DAYS * 86_400_000) return 'BANK_CHANGED_RECENTLY';
  return null;
}
