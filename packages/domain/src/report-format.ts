import { formatCount } from './display-format';
import { formatIstDateTime, toIstParts } from './ist';
import { formatPaise, PAISE_PER_RUPEE } from './money';
import type { ReportFormat } from './event-states';

/**
 * Pure pieces of the sales reports shared by the server (figures, downloads, mails) and the apps: masks
 * for people who see reports but are not the organiser, the download's columns, cells and file name.
 */

/** A buyer's mobile for someone who is not the organiser: the first and last two digits ('98XXXXXX21'). */
export function maskMobile(value: string): string {
  const v = value.trim();
  if (v.length < 5) return 'X'.repeat(v.length);
  return `${v.slice(0, 2)}${'X'.repeat(v.length - 4)}${v.slice(-2)}`;
}

/** A buyer's e-mail for someone who is not the organiser: the first letter and the domain ('a***@x.in'). */
export function maskEmail(value: string): string {
  const v = value.trim();
  const at = v.lastIndexOf('@');
  return at > 0 ? `${v[0]}***${v.slice(at)}` : '***';
}

/** A barcode for someone who is not the organiser: only its last four characters. */
export function maskBarcode(value: string): string {
  return value.length <= 4 ? value : `${'X'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/**
 * Characters that make a spreadsheet read a cell as a formula: = + - @, their full-width forms (U+FF1D, U+FF0B, U+FF0D,
 * U+FF20: spreadsheets with East Asian input normalise them to the ASCII ones), and tab and CR, which some readers strip
 * first. Every writer guards the same list: escapeFormula (CSV rows, XLSX, mails) and the COPY statement (csv-copy.ts).
 */
export const FORMULA_START_CHARACTERS = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\t', '\r'] as const;
const FORMULA_START: ReadonlySet<string> = new Set(FORMULA_START_CHARACTERS);

/** A text cell that a spreadsheet will not run as a formula: one starting with a FORMULA_START_CHARACTERS gets a leading '. */
export function escapeFormula(text: string): string {
  return text.length > 0 && FORMULA_START.has(text[0]!) ? `'${text}` : text;
}

/** The e-mailed report's summary line: counts with Indian grouping, money with paise (MONEY_FORMS.mail). */
export function reportMailSummary(t: { sold: number; cancelled: number; admitted: number }, money: string): string {
  return `Tickets sold: ${formatCount(t.sold)} (cancelled: ${formatCount(t.cancelled)}); ${money}; admitted: ${formatCount(t.admitted)}.`;
}

/** Paise as rupees with two decimals and no grouping, for files: 149950 -> '1499.50'. */
export function paiseToRupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / PAISE_PER_RUPEE)}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}

/** An instant in the download's date format, dd/MM/yyyy hh:mm a in IST ('' for none). */
export function reportDateTime(instant: string | Date | null | undefined): string {
  return instant ? formatIstDateTime(instant) : '';
}

export type ReportColumnKind = 'text' | 'money' | 'datetime' | 'int';
export interface ReportColumn {
  key: ReportRowKey;
  header: string;
  kind: ReportColumnKind;
}

/** One row of the download: one ticket of a booking of the session, in order of sale. */
export interface ReportRow {
  /** The show the ticket is for: set in the whole event's file (EVENT_REPORT_COLUMNS), absent in a session's. */
  showTime?: Date | null;
  bookingId: string;
  soldAt: Date;
  channel: string;
  status: string;
  cancelledAt: Date | null;
  buyerName: string;
  buyerMobile: string;
  buyerEmail: string;
  ticket: string;
  ticketType: string;
  /** The ticket's money (docs/money.md): ticketFigures() of this one ticket, as the ticket editor's estimate. */
  pricePaise: number;
  discountPaise: number;
  /** Who funds the discount (OFFER_FUNDER_LABELS), '' without one. */
  discountFundedBy: string;
  reimbursedDiscountPaise: number;
  /** The channel's fee and the GST on it, kept by the channel. */
  feePaise: number;
  taxPaise: number;
  totalPaise: number;
  platformFeePaise: number;
  /** GST on the platform fee of this ticket. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  netPaise: number;
  gateState: string;
  firstEntryAt: Date | null;
  lastScanAt: Date | null;
  lastDevice: string;
}
export type ReportRowKey = keyof ReportRow;

/** The download's columns, in order (documented in apps/server/README.md). Money in rupees, dates in IST. */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'bookingId', header: 'Booking ID', kind: 'text' },
  { key: 'soldAt', header: 'Sold at (IST)', kind: 'datetime' },
  { key: 'channel', header: 'Channel', kind: 'text' },
  { key: 'status', header: 'Booking status', kind: 'text' },
  { key: 'cancelledAt', header: 'Cancelled at (IST)', kind: 'datetime' },
  { key: 'buyerName', header: 'Buyer name', kind: 'text' },
  { key: 'buyerMobile', header: 'Buyer mobile', kind: 'text' },
  { key: 'buyerEmail', header: 'Buyer e-mail', kind: 'text' },
  { key: 'ticket', header: 'Ticket', kind: 'text' },
  { key: 'ticketType', header: 'Ticket type', kind: 'text' },
  { key: 'pricePaise', header: 'Price (INR)', kind: 'money' },
  { key: 'discountPaise', header: 'Discount (INR)', kind: 'money' },
  { key: 'discountFundedBy', header: 'Discount funded by', kind: 'text' },
  { key: 'reimbursedDiscountPaise', header: 'Reimbursed discount (INR)', kind: 'money' },
  { key: 'feePaise', header: 'Channel fee (INR)', kind: 'money' },
  { key: 'taxPaise', header: 'GST on channel fee (INR)', kind: 'money' },
  { key: 'totalPaise', header: 'Paid by buyer (INR)', kind: 'money' },
  { key: 'platformFeePaise', header: 'Platform fee (INR)', kind: 'money' },
  { key: 'cgstPaise', header: 'CGST on platform fee (INR)', kind: 'money' },
  { key: 'sgstPaise', header: 'SGST on platform fee (INR)', kind: 'money' },
  { key: 'igstPaise', header: 'IGST on platform fee (INR)', kind: 'money' },
  { key: 'netPaise', header: 'Net to you (INR)', kind: 'money' },
  { key: 'gateState', header: 'Gate status', kind: 'text' },
  { key: 'firstEntryAt', header: 'First entry (IST)', kind: 'datetime' },
  { key: 'lastScanAt', header: 'Last scan (IST)', kind: 'datetime' },
  { key: 'lastDevice', header: 'Last scan device', kind: 'text' },
];

/** The whole event's download (issue 34): every show's rows, show by show, each led by the show's IST date and time. */
export const EVENT_REPORT_COLUMNS: readonly ReportColumn[] = [{ key: 'showTime', header: 'Show (IST)', kind: 'datetime' }, ...REPORT_COLUMNS];

/** The gate status words of the download. */
export const GATE_STATE_LABELS: Record<string, string> = {
  unused: 'Not scanned',
  entered: 'Inside',
  exited: 'Exited',
  cancelled: 'Cancelled',
};
export const BOOKING_STATUS_LABELS: Record<string, string> = { CONFIRMED: 'Confirmed', CANCELLED: 'Cancelled' };

/** A cell's text as the CSV has it (and as a reader of the XLSX sees it): formulas escaped, money in rupees. */
export function reportCellText(row: ReportRow, column: ReportColumn): string {
  const value = row[column.key];
  switch (column.kind) {
    case 'money':
      return paiseToRupeesText(value as number);
    case 'int':
      return String(value);
    case 'datetime':
      return reportDateTime((value ?? null) as Date | null);
    default:
      return escapeFormula(String(value ?? ''));
  }
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 40)
    .replace(/-+$/, '');

const datePart = (instant: Date, withTime: boolean) => {
  const p = toIstParts(instant);
  if (!p) return '';
  const d = `${String(p.day).padStart(2, '0')}-${String(p.month).padStart(2, '0')}-${p.year}`;
  return withTime ? `${d}-${String(p.hour).padStart(2, '0')}${String(p.minute).padStart(2, '0')}` : d;
};

/**
 * The download's file name: event code and title, the session's show (IST date and time) and the day it was made,
 * e.g. `ET00010002_zakir-khan-mannpasand_show-25-11-2026-1930_on-21-11-2026.csv`.
 */
export function reportFileName(o: { eventCode: string; title: string; showTime: Date; generatedAt: Date; format: ReportFormat }): string {
  const title = slug(o.title);
  return `${o.eventCode}${title ? `_${title}` : ''}_show-${datePart(o.showTime, true)}_on-${datePart(o.generatedAt, false)}.${o.format}`;
}

/** The whole event's download file name: `ET00010002_zakir-khan-mannpasand_all-shows_on-21-11-2026.csv`. */
export function eventReportFileName(o: { eventCode: string; title: string; generatedAt: Date; format: ReportFormat }): string {
  const title = slug(o.title);
  return `${o.eventCode}${title ? `_${title}` : ''}_all-shows_on-${datePart(o.generatedAt, false)}.${o.format}`;
}
