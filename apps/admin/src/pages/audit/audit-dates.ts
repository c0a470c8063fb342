import { compareCalendarDates, formatCalendarDate, parseDdMmYyyy, parseIstDateTime, type CalendarDate } from '@diy/domain';

/**
 * The audit filter's dates: the fields read dd/MM/yyyy; the address keeps yyyy-MM-dd (a stable, shareable form that
 * needs no escaping); the server gets the start or end of the day in IST as an instant.
 */

/** yyyy-MM-dd to a calendar date; null when it is not a real date. */
export function parseIsoDay(day: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  return m ? parseDdMmYyyy(`${m[3]}/${m[2]}/${m[1]}`) : null;
}

/** The address's yyyy-MM-dd as the field shows it (dd/MM/yyyy); '' when it is not a date. */
export function fieldDate(isoDay: string): string {
  const d = parseIsoDay(isoDay);
  return d ? formatCalendarDate(d) : '';
}

/** A field's dd/MM/yyyy as the address keeps it (yyyy-MM-dd); '' when it is not a date. */
export function addressDate(text: string): string {
  const d = parseDdMmYyyy(text);
  return d ? `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : '';
}

/** yyyy-MM-dd to the start (or end) of that day in IST, as an ISO instant; undefined when it is not a date. */
export function istDayBound(day: string, end: boolean): string | undefined {
  const d = parseIsoDay(day);
  if (!d) return undefined;
  const iso = parseIstDateTime(formatCalendarDate(d), end ? '11:59 PM' : '12:00 AM');
  if (!iso) return undefined;
  return end ? new Date(new Date(iso).getTime() + 59_999).toISOString() : iso;
}

/** The 'To' field's error when it falls before 'From' (both dd/MM/yyyy). */
export function rangeError(from: string, to: string): string | null {
  const a = parseDdMmYyyy(from);
  const b = parseDdMmYyyy(to);
  return a && b && compareCalendarDates(b, a) < 0 ? 'The end date is before the start date' : null;
}
