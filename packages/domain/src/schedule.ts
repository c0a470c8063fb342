import * as z from 'zod';
import {
  compareCalendarDates, istToday, minShowDate, normaliseShowTime, parseDdMmYyyy, toIstParts, type CalendarDate,
} from './ist';
import { ticketInfoSchema } from './ticket-type';

/** Seed 000 sections 2, 4 and 5: venues, sessions and show times. */
export const SCHEDULE_MESSAGES = {
  invalidShowDateTitle: 'Invalid Show Date',
  invalidShowDateBody: 'Please enter a Show Date at least one day in the future',
  showTimeExists: 'Show time already exist for this day',
  showTimePast: 'Show time cannot be older than the current time',
  duplicateShowTimeTitle: 'Duplicate Show time',
  duplicateShowTimeBody: 'There is already another show at the same date and time',
  pickVenueFirst: 'Oops! You can not enter date and time unless you pick a venue first.',
  sessionExpired: 'Session Expired',
} as const;

export const SCHEDULER_LABELS = {
  addAnotherDay: 'Add another day',
  selectFrequency: 'Select Frequency',
  proceedToTickets: 'Proceed To Tickets',
  changeOfSchedule: 'Change of Schedule?',
  venueChange: 'Venue Change',
  dateChanges: 'Date Changes',
  active: 'ACTIVE',
  inactive: 'INACTIVE',
  venueSelection: 'Venue Selection',
  recentVenues: 'Recent Venues',
  allVenues: 'All Venues',
  add: '+ ADD',
  edit: 'EDIT',
} as const;

export interface Popup {
  title: string;
  body: string;
}

/** The picker minimum is tomorrow (IST); an earlier date shows the Invalid Show Date popup and is cleared. */
export function showDatePopup(date: string | CalendarDate, now: Date = new Date()): Popup | null {
  const parsed = typeof date === 'string' ? parseDdMmYyyy(date) : date;
  if (parsed && compareCalendarDates(parsed, minShowDate(now)) >= 0) return null;
  return { title: SCHEDULE_MESSAGES.invalidShowDateTitle, body: SCHEDULE_MESSAGES.invalidShowDateBody };
}

/** Minute key of a show time (seconds ignored), or null when invalid. */
export function showTimeKey(iso: string): string | null {
  return normaliseShowTime(iso);
}

/**
 * The show-time field's message, or null. `others` are the other sessions' show times of the same venue.
 * A clash with another session is reported first; then a time not after the current minute.
 */
export function showTimeError(showTime: string, others: readonly string[], now: Date = new Date()): string | null {
  const key = showTimeKey(showTime);
  if (key === null) return SCHEDULE_MESSAGES.showTimePast;
  if (others.some((o) => showTimeKey(o) === key)) return SCHEDULE_MESSAGES.showTimeExists;
  if (Date.parse(key) < Date.parse(normaliseShowTime(now)!)) return SCHEDULE_MESSAGES.showTimePast;
  return null;
}

/** Show times (minute keys) that occur more than once. */
export function duplicateShowTimes(showTimes: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const t of showTimes) {
    const key = showTimeKey(t);
    if (key === null) continue;
    if (seen.has(key)) dupes.add(key);
    seen.add(key);
  }
  return [...dupes];
}

/** Submitting with two sessions at the same show time in a venue is blocked with this popup. */
export function duplicateShowTimePopup(venues: readonly { sessionInfo: readonly { showTime: string }[] }[]): Popup | null {
  const clash = venues.some((v) => duplicateShowTimes(v.sessionInfo.map((s) => s.showTime)).length > 0);
  return clash ? { title: SCHEDULE_MESSAGES.duplicateShowTimeTitle, body: SCHEDULE_MESSAGES.duplicateShowTimeBody } : null;
}

/** Entering a date or time before a venue is picked. */
export function dateTimeEntryError(venueCode: string | null | undefined): string | null {
  return venueCode ? null : SCHEDULE_MESSAGES.pickVenueFirst;
}

/** Expired sessions: show date before today (IST), or disabled. */
export function isSessionExpired(session: { showTime: string; disabled?: boolean }, now: Date = new Date()): boolean {
  if (session.disabled) return true;
  const p = toIstParts(session.showTime);
  return p !== null && compareCalendarDates(p, istToday(now)) < 0;
}

/** The scheduler's save button: 'Save' on desktop or for past events, otherwise 'Continue'. */
export function schedulerSaveLabel(isDesktop: boolean, isPastEvent: boolean): 'Save' | 'Continue' {
  return isDesktop || isPastEvent ? 'Save' : 'Continue';
}

/** The confirm-new-shows dialog. */
export const CONFIRM_NEW_SHOWS_STATES = ['NO_SHOWS', 'CONFIRM', 'DUPLICATE'] as const;
export type ConfirmNewShowsState = (typeof CONFIRM_NEW_SHOWS_STATES)[number];
export const CONFIRM_NEW_SHOWS: Record<ConfirmNewShowsState, { title: string; buttons: readonly string[] }> = {
  NO_SHOWS: { title: 'No new shows are added', buttons: ['Back To Edit'] },
  CONFIRM: { title: 'Confirm New Shows', buttons: ['Back To Edit', 'Confirm'] },
  DUPLICATE: { title: 'Please remove duplicate shows', buttons: ['Back To Edit'] },
};

/**
 * Decides the dialog state. `current` is every show time now on screen (saved ones included); new shows are those
 * whose minute is not among the saved ones. Any duplicate among the current shows wins (DUPLICATE); no new show
 * gives NO_SHOWS; otherwise CONFIRM.
 */
export function confirmNewShowsState(saved: readonly string[], current: readonly string[]): ConfirmNewShowsState {
  if (duplicateShowTimes(current).length > 0) return 'DUPLICATE';
  return newShowTimes(saved, current).length === 0 ? 'NO_SHOWS' : 'CONFIRM';
}

/** Show times in `current` not among `saved` (minute keys). 'Proceed To Tickets' shows when this is non-empty. */
export function newShowTimes(saved: readonly string[], current: readonly string[]): string[] {
  const savedKeys = new Set(saved.map(showTimeKey));
  return current.map(showTimeKey).filter((k): k is string => k !== null && !savedKeys.has(k));
}

/** Session states shown for published sessions. */
export const SESSION_STATES = ['published', 'unpublished', 'salesClosed', 'cancelled'] as const;
export type SessionState = (typeof SESSION_STATES)[number];
export const SESSION_STATE_LABELS: Record<SessionState, string> = {
  published: 'Published',
  unpublished: 'Un-Published',
  salesClosed: 'Sales Closed',
  cancelled: 'Cancelled',
};

export const sessionSchema = z.object({
  sessionId: z.unknown().transform((id) => (typeof id === 'string' && id !== '' ? id : '0')),
  showTime: z.string().transform((t, ctx) => {
    const n = normaliseShowTime(t);
    if (n === null) ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.showTimePast });
    return n ?? t;
  }),
  venueCode: z.string(),
  status: z.boolean(),
  ticketInfo: z.array(ticketInfoSchema).default([]),
});
export type Session = z.infer<typeof sessionSchema>;

export const venueInfoSchema = z.object({
  venueCode: z.string(),
  venueName: z.string(),
  region: z.string().optional(),
  regionCode: z.string().optional(),
  sessionInfo: z.array(sessionSchema),
});
export type VenueInfo = z.infer<typeof venueInfoSchema>;
