import type { ResponseRowError } from './http-schemas';
import { UTR_PATTERN } from './payouts';
import { formatIsoDate } from './settlement';

/**
 * The payout batch's files (docs/settlements.md "Payouts"): the bank bulk-transfer CSV the finance team uploads to the
 * bank, and the bank's response CSV (one row per payment made, with its UTR) matched row by row against the batch.
 * A response that does not match exactly is refused whole, naming every bad row: nothing is recorded.
 */

export const BANK_FILE_COLUMNS = ['Beneficiary name', 'Account number', 'IFSC', 'Amount', 'Narration'] as const;
export const RESPONSE_FILE_COLUMNS = ['Statement number', 'Account number', 'Amount', 'UTR', 'Date'] as const;

/** The narration on the organiser's bank statement: names the settlement statement (at most 30 characters). */
export function payoutNarration(statementNumber: string): string {
  return `DIY payout ${statementNumber}`;
}

/** Paise as the bank files write rupees: digits, a point, two decimals, no grouping (123456 -> "1234.56"). */
export function bankAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rupees as a bank writes them ("1234.5", "1,234.50", "₹ 1234") to paise; null when it is not an amount. */
export function parseBankAmount(text: string): number | null {
  const t = text.replace(/[₹,\s]/g, '').replace(/^INR/i, '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** dd/MM/yyyy or yyyy-MM-dd (a real calendar date) to yyyy-MM-dd; null otherwise. */
export function parseBankDate(text: string): string | null {
  const t = text.trim();
  const dmy = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(t);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const [y, mo, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !mo || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}`;
}

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface BankFileRow {
  beneficiaryName: string;
  accountNumber: string;
  ifsc: string;
  amountPaise: number;
  narration: string;
}

/** The bank bulk-transfer file: the header, then one row per payment; CRLF line ends. */
export function bankFileCsv(rows: readonly BankFileRow[]): string {
  const lines = [BANK_FILE_COLUMNS.join(',')];
  for (const r of rows) lines.push([r.beneficiaryName, r.accountNumber, r.ifsc, bankAmount(r.amountPaise), r.narration].map(field).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** RFC 4180 CSV to rows of cells (quoted fields, doubled quotes, CRLF or LF); blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((x) => x.trim() !== ''));
}

/** A batch item as the matching sees it. */
export interface MatchItem {
  id: string;
  statementNumber: string;
  accountNumber: string;
  amountPaise: number;
}

/** One payment to record: the batch item, its UTR and the date paid (yyyy-MM-dd). */
export interface MatchedPayment {
  itemId: string;
  utr: string;
  paidOn: string;
}

export type MatchResult = { ok: true; payments: MatchedPayment[] } | { ok: false; errors: ResponseRowError[] };

/** A payment as read from the response file or entered by hand, with the line it came from. */
export interface PaymentRow {
  line: number | null;
  statementNumber: string;
  accountNumber: string;
  amount: string;
  utr: string;
  date: string;
}

/**
 * Matches payments to the batch, row by row: each row names a statement number (or, without one, an account number
 * and amount), its amount must be the item's, its UTR well formed and used nowhere else (this file or `usedUtrs`), its
 * date a real date and not after `today` (yyyy-MM-dd, IST) when given; every item must be paid exactly once. Any mismatch refuses the whole set, naming each bad row.
 */
export function matchPayments(items: readonly MatchItem[], rows: readonly PaymentRow[], usedUtrs: ReadonlySet<string> = new Set(), today?: string): MatchResult {
  const errors: ResponseRowError[] = [];
  const taken = new Map<string, number | null>();
  const utrs = new Map<string, number | null>();
  const payments: MatchedPayment[] = [];
  const lineText = (line: number | null) => (line === null ? '' : `line ${line}: `);
  for (const r of rows) {
    const reference = r.statementNumber.trim() || `${r.accountNumber.trim()} ${r.amount.trim()}`.trim() || '(empty row)';
    const bad = (message: string) => errors.push({ line: r.line, reference, message: `${lineText(r.line)}${message}` });
    const amount = parseBankAmount(r.amount);
    if (amount === null) {
      bad(`"${r.amount}" is not an amount`);
      continue;
    }
    const number = r.statementNumber.trim();
    const account = r.accountNumber.trim();
    const item = number
      ? items.find((i) => i.statementNumber === number)
      : items.find((i) => i.accountNumber === account && i.amountPaise === amount && !taken.has(i.id));
    if (!item) {
      bad(number ? `statement ${number} is not in this batch` : `no payment in this batch to account ${account} for ${r.amount}`);
      continue;
    }
    if (item.amountPaise !== amount) {
      bad(`${item.statementNumber} is ${bankAmount(item.amountPaise)} in the batch, not ${bankAmount(amount)}`);
      continue;
    }
    if (taken.has(item.id)) {
      bad(`${item.statementNumber} appears twice (${lineText(taken.get(item.id) ?? null)}first)`);
      continue;
    }
    taken.set(item.id, r.line);
    const utr = r.utr.trim().toUpperCase();
    if (!UTR_PATTERN.test(utr)) {
      bad(`"${r.utr}" is not a UTR (12 to 22 letters and digits)`);
      continue;
    }
    if (utrs.has(utr) || usedUtrs.has(utr)) {
      bad(`UTR ${utr} is used twice`);
      continue;
    }
    utrs.set(utr, r.line);
    const paidOn = parseBankDate(r.date);
    if (!paidOn) {
      bad(`"${r.date}" is not a date (dd/MM/yyyy)`);
      continue;
    }
    if (today && paidOn > today) {
      bad(`${formatIsoDate(paidOn)} is after today: a payment is recorded once it is made`);
      continue;
    }
    payments.push({ itemId: item.id, utr, paidOn });
  }
  for (const i of items) {
    if (!taken.has(i.id)) errors.push({ line: null, reference: i.statementNumber, message: `${i.statementNumber} (${bankAmount(i.amountPaise)}) has no row` });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, payments };
}

/**
 * The bank's response file to payment rows: a header naming the columns (RESPONSE_FILE_COLUMNS, any order, any case;
 * "Statement number" or "Account number" at least one of them), then one row per payment. A file without the needed
 * columns answers one error on line 1.
 */
export function responseFileRows(csv: string): { rows: PaymentRow[] } | { errors: ResponseRowError[] } {
  const [header, ...body] = parseCsv(csv);
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const at = (name: string) => names.indexOf(name.toLowerCase());
  const [cNumber, cAccount, cAmount, cUtr, cDate] = RESPONSE_FILE_COLUMNS.map(at) as [number, number, number, number, number];
  if (cAmount < 0 || cUtr < 0 || cDate < 0 || (cNumber < 0 && cAccount < 0)) {
    return { errors: [{ line: 1, reference: 'header', message: `line 1: the header must name ${RESPONSE_FILE_COLUMNS.join(', ')} (statement number or account number)` }] };
  }
  const cell = (r: string[], c: number) => (c >= 0 ? (r[c] ?? '') : '');
  return {
    rows: body.map((r, i) => ({
      line: i + 2,
      statementNumber: cell(r, cNumber),
      accountNumber: cell(r, cAccount),
      amount: cell(r, cAmount),
      utr: cell(r, cUtr),
      date: cell(r, cDate),
    })),
  };
}
