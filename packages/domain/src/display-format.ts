import { formatTime12h, parseTime } from './ist';
import { formatPaise, formatRupees, groupIndianDigits, PAISE_PER_RUPEE } from './money';

/**
 * How every screen, mail, message and file of the product draws a number (issue 34): one formatter for counts, one
 * rule for money and one for times, so "1,947 tickets" and "07:30 PM" read the same in the console, the scanner, the
 * admin, the server's mails and SMS. Times: formatIstTime / formatIstDateTime (ist.ts), the spec's 'hh:mm a' in IST
 * (07:30 PM, never 7:30 PM), are the only time formatters.
 */

/** A count with Indian grouping: 1947 -> '1,947', 123456 -> '1,23,456', -5 -> '-5'. Non-integers are truncated. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const whole = Math.trunc(n);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${groupIndianDigits(String(Math.abs(whole)))}`;
}

/** A count with its noun: (1, 'ticket', 'tickets') -> '1 ticket'; (1206, ...) -> '1,206 tickets'. */
export function formatCountOf(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** Part of a whole: (794, 2000) -> '794 of 2,000'. */
export function formatPartOf(part: number, whole: number): string {
  return `${formatCount(part)} of ${formatCount(whole)}`;
}

/**
 * Money is drawn in one of two forms, and one place (a table, a tile with its hint, a sentence) uses one form for all
 * its amounts: 'paise' always has two decimals (₹1,499.50, ₹1,500.00), 'rupees' never has any (₹1,500).
 */
export type MoneyForm = 'paise' | 'rupees';

/** Which form each kind of place uses: tables, mails, SMS and booking amounts keep the paise; headline tiles and chart
 * axes show whole rupees. */
export const MONEY_FORMS = { table: 'paise', mail: 'paise', message: 'paise', headline: 'rupees', axis: 'rupees' } as const satisfies Record<string, MoneyForm>;

/** Paise rounded to whole rupees, halves away from zero (149950 -> 1500, -50 -> -1). */
export function paiseToWholeRupees(paise: number): number {
  const rupees = Math.round(Math.abs(paise) / PAISE_PER_RUPEE);
  return paise < 0 ? -rupees : rupees;
}

/** Integer paise in one form: ('paise') '₹1,499.50', ('rupees') '₹1,500'. */
export function formatMoney(paise: number, form: MoneyForm): string {
  return form === 'paise' ? formatPaise(paise) : formatRupees(paiseToWholeRupees(paise));
}

/**
 * The form for a set of amounts drawn together (a list column, a chart's labels): whole rupees when every amount is
 * whole, else paise for all of them, so a column never mixes ₹1,500 with ₹1,499.50.
 */
export function moneyFormFor(amounts: readonly number[]): MoneyForm {
  return amounts.every((p) => p % PAISE_PER_RUPEE === 0) ? 'rupees' : 'paise';
}

/** A formatter for a set of amounts drawn together (see moneyFormFor). */
export function moneyFormatterFor(amounts: readonly number[]): (paise: number) => string {
  const form = moneyFormFor(amounts);
  return (paise) => formatMoney(paise, form);
}

/** A stored time of day ('HH:mm', 24-hour, as the API keeps it) as people read it: '21:30' -> '09:30 PM'. */
export function formatTimeOfDay(hhmm: string | null | undefined): string {
  const t = hhmm ? parseTime(hhmm) : null;
  return t ? formatTime12h(t.hour, t.minute) : (hhmm ?? '');
}

/** Months as a chart's day axis names them under the day of the month. */
export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A day's two lines on a chart's day axis, from its dd/MM/yyyy (or dd/MM) date: the day of the month ('03') and the
 * month's short name ('Nov'); null for anything else. Thirty days labelled 'dd/MM' did not fit a desktop chart's axis
 * (issue 34); the day alone does, with the month written where it starts.
 */
export function dayAxisParts(calendarDate: string): { day: string; month: string } | null {
  const m = /^(\d{2})\/(\d{2})(?:\/\d{4})?$/.exec(calendarDate);
  const month = m ? MONTH_SHORT_NAMES[Number(m[2]) - 1] : undefined;
  return m && month ? { day: m[1]!, month } : null;
}
