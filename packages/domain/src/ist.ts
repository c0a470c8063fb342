/**
 * India Standard Time helpers. IST is UTC+05:30 all year (no daylight saving), so wall-clock arithmetic is done
 * by shifting instants by 330 minutes and reading UTC fields: no Intl time-zone data is needed (works in every browser).
 */
export const IST_OFFSET_MINUTES = 330;
export const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60 * 1000;
export const DATE_FORMAT = 'dd/MM/yyyy';
/** Updated-at time format (seed 000 section 9), e.g. 07:05 PM. */
export const UPDATED_AT_TIME_FORMAT = 'hh:mm a';

export interface IstParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0..23 */
  hour: number;
  minute: number;
}
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function toDate(instant: string | number | Date): Date | null {
  const date = instant instanceof Date ? new Date(instant.getTime()) : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Wall-clock parts in IST of an instant, or null when the input is not a valid instant. */
export function toIstParts(instant: string | number | Date): IstParts | null {
  const date = toDate(instant);
  if (!date) return null;
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The UTC instant of an IST wall-clock time. */
export function istPartsToDate(parts: IstParts): Date {
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - IST_OFFSET_MS);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidCalendarDate(d: CalendarDate): boolean {
  return (
    Number.isInteger(d.year) && Number.isInteger(d.month) && Number.isInteger(d.day) &&
    d.year >= 1000 && d.year <= 9999 && d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= daysInMonth(d.year, d.month)
  );
}

/** Formats a calendar date as dd/MM/yyyy. */
export function formatCalendarDate(d: CalendarDate): string {
  return `${pad(d.day)}/${pad(d.month)}/${pad(d.year, 4)}`;
}

/** A calendar date as yyyy-MM-dd (what a request carries). */
export function calendarDateIso(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** Parses dd/MM/yyyy (two-digit day and month, four-digit year); null for malformed or impossible dates. */
export function parseDdMmYyyy(value: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const date = { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** An instant as an IST date, dd/MM/yyyy; '' for an invalid instant. */
export function formatIstDate(instant: string | number | Date): string {
  const p = toIstParts(instant);
  return p ? formatCalendarDate(p) : '';
}

/** Hours and minutes (24 h) as hh:mm AM/PM. */
export function formatTime12h(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(h12)}:${pad(minute)} ${suffix}`;
}

/** An instant as an IST time, hh:mm AM/PM (the updated-at format hh:mm a); '' for an invalid instant. */
export function formatIstTime(instant: string | number | Date): string {
  const p = toIstParts(instant);
  return p ? formatTime12h(p.hour, p.minute) : '';
}

/** An instant as 'dd/MM/yyyy hh:mm AM' in IST. */
export function formatIstDateTime(instant: string | number | Date): string {
  const p = toIstParts(instant);
  return p ? `${formatCalendarDate(p)} ${formatTime12h(p.hour, p.minute)}` : '';
}

/** Parses 'hh:mm AM' / 'hh:mm PM' (case-insensitive, space optional) or 24-hour 'HH:mm' into 24-hour parts. */
export function parseTime(value: string): { hour: number; minute: number } | null {
  const v = value.trim();
  const twelve = /^(\d{1,2}):(\d{2})\s?([AaPp][Mm])$/.exec(v);
  if (twelve) {
    const h = Number(twelve[1]);
    const minute = Number(twelve[2]);
    if (h < 1 || h > 12 || minute > 59) return null;
    const pm = twelve[3]!.toUpperCase() === 'PM';
    return { hour: (h % 12) + (pm ? 12 : 0), minute };
  }
  const m = /^(\d{2}):(\d{2})$/.exec(v);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour > 23 || minute > 59 ? null : { hour, minute };
}

/** dd/MM/yyyy plus a time, read as IST, to a UTC ISO string (seconds 0); null when either part is invalid. */
export function parseIstDateTime(date: string, time: string): string | null {
  const d = parseDdMmYyyy(date);
  const t = parseTime(time);
  if (!d || !t) return null;
  return istPartsToDate({ ...d, ...t }).toISOString();
}

/** Adds whole days to a calendar date. */
export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Compares two calendar dates: negative, zero or positive. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today's date in IST. */
export function istToday(now: Date = new Date()): CalendarDate {
  const p = toIstParts(now)!;
  return { year: p.year, month: p.month, day: p.day };
}

/** Minimum show date: tomorrow in IST (seed 000 section 9). */
export function minShowDate(now: Date = new Date()): CalendarDate {
  return addDays(istToday(now), 1);
}

/** A show time with seconds and milliseconds set to 0, as an ISO string; null when invalid. */
export function normaliseShowTime(instant: string | number | Date): string | null {
  const date = toDate(instant);
  if (!date) return null;
  date.setUTCSeconds(0, 0);
  return date.toISOString();
}

/** Session ids: '0' (or 0) marks a new session; any non-string id becomes '0' (seed 000 section 3). */
export function normaliseSessionId(id: unknown): string {
  return typeof id === 'string' && id !== '' ? id : '0';
}
