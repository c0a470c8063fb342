import type { ResponseRowError } from './http-schemas';
import { utrEntrySchema, type UtrEntry } from './payouts';
import { bankAmount, matchPayments, type MatchItem, type PaymentRow } from './payouts-files';

/**
 * The UTRs finance staff enter by hand, one per statement of a batch (docs/settlements.md "Payouts"): the server reads
 * them through the same row-by-row matching as the bank's response file, and the staff admin's form checks each row
 * with the same schema and matching before it sends them, so a mistake is named on its row before the server sees it.
 */

/** A row of the form as typed: the statement it pays, the UTR and the date paid (yyyy-MM-dd, '' when not a date). */
export interface UtrDraft {
  statementNumber: string;
  utr: string;
  paidOn: string;
}

/** What is wrong with one row of the form: the statement it names, the field and the message. */
export interface UtrRowError {
  statementNumber: string;
  field: 'utr' | 'paidOn';
  message: string;
}

export type UtrCheck = { ok: true; entries: UtrEntry[] } | { ok: false; errors: UtrRowError[] };

/** A matching message without its "line N: " prefix (the form shows it on the row itself). */
export function withoutLine(message: string): string {
  return message.replace(/^line \d+: /, '');
}

/**
 * The entries as payment rows for the matching: line = the entry's position (1-based), the amount the batch's own for
 * that statement (an entry names its statement; the bank's amount is the batch's), the date as entered.
 */
export function entryRows(items: readonly MatchItem[], entries: readonly UtrEntry[]): PaymentRow[] {
  return entries.map((e, i) => {
    const item = items.find((x) => x.statementNumber === e.statementNumber);
    return { line: i + 1, statementNumber: e.statementNumber, accountNumber: '', amount: item ? bankAmount(item.amountPaise) : '0', utr: e.utr, date: e.paidOn };
  });
}

/** The server's refused rows (422 `errors.rows`) of a manual entry, as the form's row errors (by statement number). */
export function utrRowErrors(rows: readonly ResponseRowError[]): UtrRowError[] {
  return rows.map((r) => ({ statementNumber: r.reference, field: 'utr', message: withoutLine(r.message) }));
}

/**
 * Checks the form's rows before they are sent: each with `utrEntrySchema` (the server's schema and messages), then the
 * rows that parse through `matchPayments` (a statement not in the batch, a UTR used twice, a missing row, a date after
 * `today`). The UTRs an earlier payment used are the server's to find (it answers them by row).
 */
export function checkUtrEntries(items: readonly MatchItem[], drafts: readonly UtrDraft[], today?: string): UtrCheck {
  const errors: UtrRowError[] = [];
  const entries: UtrEntry[] = [];
  const unparsed = new Set<string>();
  for (const d of drafts) {
    const parsed = utrEntrySchema.safeParse(d);
    if (parsed.success) {
      entries.push(parsed.data);
      continue;
    }
    unparsed.add(d.statementNumber.trim());
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'paidOn' ? 'paidOn' : 'utr';
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ statementNumber: d.statementNumber.trim(), field, message: issue.message });
    }
  }
  const matched = matchPayments(items, entryRows(items, entries), new Set(), today);
  if (!matched.ok) {
    for (const e of matched.errors) {
      // An item whose row did not parse has its own message already, not "has no row".
      if (e.line === null && unparsed.has(e.reference)) continue;
      const message = withoutLine(e.message);
      errors.push({ statementNumber: e.reference, field: /date|after today/.test(message) ? 'paidOn' : 'utr', message });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries };
}
