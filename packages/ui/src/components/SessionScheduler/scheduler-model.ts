import {
  compareCalendarDates,
  expandRecurrence,
  formatIstDate,
  formatIstTime,
  isSessionExpired,
  istToday,
  minShowDate,
  parseDdMmYyyy,
  parseIstDateTime,
  parseTime,
  formatTime12h,
  showTimeError,
  type CalendarDate,
  type RecurrenceCode,
} from '@diy/domain';

/**
 * The scheduler's screen model. A venue has days; a day has a date and one or more show times (each show time is
 * a session). Status is per day, because toggling a session changes every session on the same date.
 */
export interface SchedulerTime {
  /** Stable key for React and for the page's maps (tickets per session). */
  key: string;
  /** '0' for a new session. */
  sessionId: string;
  /** 'hh:mm AM' / 'hh:mm PM', or '' while empty. */
  time: string;
  /** Disabled by the server (shows 'Session Expired'). */
  disabled?: boolean;
  /** Saved before this edit: locked in addSession mode. */
  saved?: boolean;
}

export interface SchedulerRecurrence {
  code: RecurrenceCode;
  /** Shows in all, the first included. */
  noOfTimes: number;
}

export interface SchedulerDay {
  key: string;
  /** dd/MM/yyyy, or '' while empty. */
  date: string;
  /** true ACTIVE, false INACTIVE: applies to every session of the day. */
  status: boolean;
  times: SchedulerTime[];
  recurrence?: SchedulerRecurrence | null;
}

export interface SchedulerVenue {
  venueCode: string;
  venueName: string;
  /** Online venues have no recurrence. */
  online?: boolean;
  days: SchedulerDay[];
}

let counter = 0;
/** A key unique within the page. */
export function newKey(prefix = 'k'): string {
  counter += 1;
  return `${prefix}${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

export function emptyTime(): SchedulerTime {
  return { key: newKey('t'), sessionId: '0', time: '' };
}

export function emptyDay(): SchedulerDay {
  return { key: newKey('d'), date: '', status: true, times: [emptyTime()], recurrence: null };
}

/** The ISO show time of a day's time, or null while either part is incomplete. */
export function showTimeIso(day: Pick<SchedulerDay, 'date'>, time: Pick<SchedulerTime, 'time'>): string | null {
  return parseIstDateTime(day.date, time.time);
}

/** Every complete show time of a venue, in screen order. */
export function venueShowTimes(venue: SchedulerVenue): string[] {
  return venue.days.flatMap((d) => d.times.map((t) => showTimeIso(d, t)).filter((x): x is string => x !== null));
}

/** A day is expired when its date is before today (IST); a time is expired when the day is, or it is disabled. */
export function isDayExpired(day: SchedulerDay, now: Date): boolean {
  const d = parseDdMmYyyy(day.date);
  return d !== null && compareCalendarDates(d, istToday(now)) < 0;
}

export function isTimeExpired(day: SchedulerDay, time: SchedulerTime, now: Date): boolean {
  const iso = showTimeIso(day, time);
  if (iso) return isSessionExpired({ showTime: iso, disabled: time.disabled ?? false }, now);
  return Boolean(time.disabled) || isDayExpired(day, now);
}

/** Dates (dd/MM/yyyy) a recurrence adds after its first day. */
export function recurrenceDates(day: SchedulerDay): string[] {
  if (!day.recurrence || !parseDdMmYyyy(day.date)) return [];
  const start = parseIstDateTime(day.date, '12:00 PM');
  if (!start) return [];
  return expandRecurrence(start, day.recurrence.code, day.recurrence.noOfTimes).slice(1).map((iso) => formatIstDate(iso));
}

/** Dates other days of the venue already take (their own date and their recurring dates). */
export function takenDates(venue: SchedulerVenue, exceptDayKey: string): Set<string> {
  const taken = new Set<string>();
  for (const day of venue.days) {
    if (day.key === exceptDayKey) continue;
    if (day.date) taken.add(day.date);
    for (const d of recurrenceDates(day)) taken.add(d);
  }
  return taken;
}

/**
 * The inline message of one show time, or null: a clash with an earlier show of the same venue first
 * ('Show time already exist for this day'), then a time already past. Locked and expired sessions get none.
 */
export function timeMessage(venue: SchedulerVenue, dayIndex: number, timeIndex: number, now: Date): string | null {
  const day = venue.days[dayIndex];
  const time = day?.times[timeIndex];
  if (!day || !time) return null;
  const iso = showTimeIso(day, time);
  if (!iso || isTimeExpired(day, time, now) || time.saved) return null;
  const earlier: string[] = [];
  venue.days.forEach((d, di) =>
    d.times.forEach((t, ti) => {
      if (di < dayIndex || (di === dayIndex && ti < timeIndex)) {
        const other = showTimeIso(d, t);
        if (other) earlier.push(other);
      }
    }),
  );
  return showTimeError(iso, earlier, now);
}

/** True when a calendar date can be picked: not before the minimum (tomorrow). */
export function isPickable(date: CalendarDate, now: Date): boolean {
  return compareCalendarDates(date, minShowDate(now)) >= 0;
}

/**
 * The AM/PM mask of the time input. Digits become hh:mm; a typed a or p (or a complete AM/PM) adds the meridiem.
 * Three digits with a meridiem read as h:mm ('730p' -> '07:30 PM').
 */
export function maskTime(raw: string): string {
  const merMatch = /([ap])$/i.exec(raw.trim()) ?? /\s?([ap])m$/i.exec(raw.trim());
  const meridiem = merMatch ? (merMatch[1]!.toLowerCase() === 'a' ? 'AM' : 'PM') : null;
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (meridiem && digits.length === 3) digits = `0${digits}`;
  const clock = digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
  return meridiem && digits.length === 4 ? `${clock} ${meridiem}` : clock;
}

/** On leaving the field: a complete 24-hour 'HH:mm' becomes 'hh:mm AM/PM'; anything else is kept as typed. */
export function completeTime(value: string): string {
  if (/^\d{2}:\d{2}$/.test(value)) {
    const t = parseTime(value);
    if (t) return formatTime12h(t.hour, t.minute);
  }
  return value;
}

/** The dd/MM/yyyy mask of the date inputs (shared with DateField). */
export { maskDate } from '../DateField/date-mask';

/** A flat session as the domain and the server carry it. */
export interface FlatSession {
  sessionId: string;
  showTime: string;
  status: boolean;
  disabled?: boolean;
}

/** Groups flat sessions into days by their IST date (sessions sorted by time). */
export function daysFromSessions(sessions: readonly FlatSession[], opts: { saved?: boolean } = {}): SchedulerDay[] {
  const byDate = new Map<string, SchedulerDay>();
  const sorted = [...sessions].sort((a, b) => Date.parse(a.showTime) - Date.parse(b.showTime));
  for (const s of sorted) {
    const date = formatIstDate(s.showTime);
    const day = byDate.get(date) ?? { key: newKey('d'), date, status: s.status, times: [], recurrence: null };
    day.status = day.times.length === 0 ? s.status : day.status && s.status;
    day.times.push({
      key: newKey('t'),
      sessionId: s.sessionId,
      time: formatIstTime(s.showTime),
      ...(s.disabled ? { disabled: true } : {}),
      ...(opts.saved ? { saved: true } : {}),
    });
    byDate.set(date, day);
  }
  return [...byDate.values()];
}

/** Flattens days back into sessions (complete show times only), with the key of each time for the page's maps. */
export function sessionsFromDays(days: readonly SchedulerDay[]): (FlatSession & { key: string })[] {
  return days.flatMap((d) =>
    d.times.flatMap((t) => {
      const iso = showTimeIso(d, t);
      return iso ? [{ key: t.key, sessionId: t.sessionId, showTime: iso, status: d.status }] : [];
    }),
  );
}
