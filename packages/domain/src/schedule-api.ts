import * as z from 'zod';
import { MAX_TICKET_PRICE_PAISE } from './money';
import { SUPPORT_EMAIL, VENUE_TYPES } from './constants';
import { EVENT_ERROR_CODES } from './event-errors';
import { VENUE_SUB_TYPES } from './event-states';
import { compareCalendarDates, minShowDate, normaliseSessionId, normaliseShowTime, toIstParts } from './ist';
import { NUMBER_MESSAGES, wholeNumberOrText } from './number-limits';
import { recurringInfoAnswerSchema, recurringInfoSchema } from './recurrence';
import { SCHEDULE_MESSAGES, showTimeKey } from './schedule';
import { boundedString } from './bounded-string';
import { DATE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH } from './text-bounds';
import { inventorySchema, TICKET_MESSAGES, ticketTypeNameError } from './ticket-type';

/**
 * The schedule and tickets contract (seed 000 sections 3 to 5, 7 and 9): venues with sessions and ticket types as the
 * server stores and answers them, the rules the server enforces against its clock (pure functions the scheduler
 * screen may reuse), ticket-type names, inventory changes, changes to published sessions, and online events
 * (streaming e-mail list, meeting link and password, the video on demand). Every path is under /api.
 */

/** Error codes of this area (ERR.SESSION.EXPIRED is the spec's partial failure). */
export const SCHEDULE_ERROR_CODES = {
  invalidShowDate: 'ERR.SCHEDULE.INVALID_SHOW_DATE',
  showTimePast: 'ERR.SCHEDULE.SHOW_TIME_PAST',
  duplicateShowTime: 'ERR.SCHEDULE.DUPLICATE_SHOW_TIME',
  invalidSchedule: 'ERR.SCHEDULE.INVALID',
  unknownVenue: 'ERR.SCHEDULE.UNKNOWN_VENUE',
  unknownSession: 'ERR.SCHEDULE.UNKNOWN_SESSION',
  sessionLocked: 'ERR.SCHEDULE.SESSION_LOCKED',
  /** Deleting, or moving the show time of, a session with bookings (the spec's code: the client reloads the event). */
  sessionHasBookings: EVENT_ERROR_CODES.saleStarted,
  readOnly: 'ERR.SCHEDULE.READ_ONLY',
  notSchedulable: 'ERR.SCHEDULE.NOT_SCHEDULABLE',
  sessionExpired: EVENT_ERROR_CODES.sessionExpired,
  ticketNotApproved: 'ERR.TICKET_TYPE.NOT_APPROVED',
  ticketRejected: 'ERR.TICKET_TYPE.REJECTED',
  ticketHasSales: 'ERR.TICKET_TYPE.HAS_SALES',
  ticketUnknown: 'ERR.TICKET_TYPE.UNKNOWN',
  inventoryBelowSold: 'ERR.INVENTORY.BELOW_SOLD',
  /** A venueInfo save on the draft copy of a published event: its shows change through published sessions. */
  usePublishedSessions: 'ERR.SCHEDULE.USE_PUBLISHED_SESSIONS',
  notOnline: 'ERR.ONLINE.NOT_APPLICABLE',
  vodClosed: 'ERR.VOD.UPLOAD_CLOSED',
} as const;

/** Product texts of this area where the spec gives none (the spec's own texts stay in schedule.ts and ticket-type.ts). */
export const SCHEDULE_API_MESSAGES = {
  unknownVenue: 'Please pick a venue from the list',
  unknownSession: 'This show is not part of this event. Please reload the schedule.',
  mixedVenueTypes: 'Online and on-ground venues cannot be mixed in one event',
  oneOnlineVenue: 'An online event has exactly one online venue',
  duplicateVenue: 'This venue is already added',
  statusPerDate: 'All shows on the same day must be either ACTIVE or INACTIVE',
  recurrenceOnline: 'Recurring shows are not available for online venues',
  recurrenceStart: 'The recurrence must start at one of the shows of this venue',
  sessionLocked: 'Existing shows cannot be changed while adding new shows',
  sessionHasBookings: 'A show with bookings cannot be deleted or moved. Make it INACTIVE instead.',
  expiredLocked: 'Session Expired',
  duplicateTicketName: 'This ticket type is already added to the show',
  ticketHasSales: 'A ticket type with sales cannot be removed',
  priceInvalid: 'Please enter a price of 0 (free) or more, in whole paise',
  tooManySessions: 'Please add at most 500 shows to an event',
  notSchedulable: 'Please add at least one active show with at least one ticket type before submitting for review',
  emailIdsRequired: 'Please add at least one e-mail id to receive the streaming details',
  joiningRequired: 'Please add the meeting link and password',
  saved: 'Schedule saved',
  usePublishedSessions: 'The shows of a published event are changed through its published sessions',
} as const;

/** Active Zoom events with more than one session are read-only with this note (the spec's {email} filled in). */
export const ZOOM_READ_ONLY_NOTE = `Sessions of this Zoom event can no longer be changed here. Please write to ${SUPPORT_EMAIL} to change them.`;

/** Upper bounds (product limits). */
export const MAX_VENUES_PER_EVENT = 20;
export const MAX_SESSIONS_PER_EVENT = 500;
export const MAX_TICKET_TYPES_PER_SESSION = 20;

// ---------------------------------------------------------------------------------------------------------------
// Ticket types on sessions

/** The stable key of a ticket-type name: trimmed, lower-cased, spaces collapsed ('Early  Bird' ~ 'early bird'). */
export function ticketTypeNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The code a new ticket type gets from its name ('Early Bird' -> 'EARLY_BIRD'); the server keeps codes unique per session. */
export function ticketTypeCodeFor(name: string): string {
  const code = name.trim().toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return (code || 'TICKET').slice(0, 40);
}

const pricePaiseSchema = wholeNumberOrText({
  min: 0,
  max: MAX_TICKET_PRICE_PAISE,
  message: SCHEDULE_API_MESSAGES.priceInvalid,
  tooLarge: NUMBER_MESSAGES.priceTooLarge,
});

/** A ticket type's name as sent, before trimming: bounded before anything reads it. */
export const ticketNameText = boundedString(NAME_MAX_LENGTH, TICKET_MESSAGES.nameLength);

/** A ticket type of a session as saved: the name (a string or wrapped in an object), inventory > 0, price in paise (0: free). */
export const scheduleTicketInfoSchema = z.object({
  ticketTypeName: z
    .union([ticketNameText, z.object({ ticketTypeName: ticketNameText })], { error: TICKET_MESSAGES.nameLength })
    .transform((v) => (typeof v === 'string' ? v : v.ticketTypeName).trim().replace(/\s+/g, ' '))
    .superRefine((name, ctx) => {
      const message = ticketTypeNameError(name);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  totalInventory: inventorySchema,
  /** Set for a ticket type the server already has (kept when saving again). */
  ticketTypeCode: z.string().trim().max(40).optional(),
  price: pricePaiseSchema.default(0),
});
export type ScheduleTicketInfo = z.infer<typeof scheduleTicketInfoSchema>;
export type ScheduleTicketInfoInput = z.input<typeof scheduleTicketInfoSchema>;

/** A session as saved: '0' (or any non-string) for a new one; the show time is stored with seconds 0. */
export const scheduleSessionSchema = z.object({
  sessionId: z.unknown().transform(normaliseSessionId),
  showTime: boundedString(DATE_TEXT_MAX_LENGTH, SCHEDULE_MESSAGES.invalidShowDateBody).transform((t, ctx) => {
    const n = normaliseShowTime(t);
    if (n === null) ctx.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.invalidShowDateBody });
    return n ?? t;
  }),
  /** true: ACTIVE, false: INACTIVE. */
  status: z.boolean().default(true),
  ticketInfo: z.array(scheduleTicketInfoSchema).max(MAX_TICKET_TYPES_PER_SESSION).default([]),
});
export type ScheduleSession = z.infer<typeof scheduleSessionSchema>;
export type ScheduleSessionInput = z.input<typeof scheduleSessionSchema>;

/** Per-venue recurring info, keyed by the ISO start show time. */
export const scheduleRecurringInfoSchema = z.record(z.string().max(DATE_TEXT_MAX_LENGTH), recurringInfoSchema);

/** A venue with its sessions as saved in the venueInfo section. */
export const scheduleVenueSchema = z.object({
  venueCode: z.string().trim().min(1, SCHEDULE_API_MESSAGES.unknownVenue).max(40),
  venueName: z.string().trim().max(200).default(''),
  region: z.string().max(80).optional(),
  regionCode: z.string().max(40).optional(),
  sessionInfo: z.array(scheduleSessionSchema).max(MAX_SESSIONS_PER_EVENT, SCHEDULE_API_MESSAGES.tooManySessions).default([]),
  recurringInfo: scheduleRecurringInfoSchema.default({}),
});
export type ScheduleVenue = z.infer<typeof scheduleVenueSchema>;
export type ScheduleVenueInput = z.input<typeof scheduleVenueSchema>;

/** The venueInfo section as sent by PATCH /manage/event/{draftId} {venueInfo}. */
export const scheduleVenueInfoSchema = z.array(scheduleVenueSchema).max(MAX_VENUES_PER_EVENT);

/** A ticket type as the server answers it (sold and available are read-only). */
export const scheduledTicketSchema = z.object({
  ticketTypeName: z.string(),
  ticketTypeCode: z.string(),
  totalInventory: z.number().int(),
  sold: z.number().int(),
  available: z.number().int(),
  price: z.number().int(),
});
export type ScheduledTicket = z.infer<typeof scheduledTicketSchema>;

export const scheduledSessionSchema = z.object({
  sessionId: z.string(),
  venueCode: z.string(),
  /** ISO, seconds 0. */
  showTime: z.string(),
  /** dd/MM/yyyy hh:mm AM in IST. */
  showDateTime: z.string(),
  status: z.boolean(),
  /** Date before today (IST) or disabled: shown as 'Session Expired' and locked. */
  expired: z.boolean(),
  hasBookings: z.boolean(),
  /** Cancelled by the organiser (session state Cancelled): off sale, its bookings cancelled, no further changes. */
  cancelled: z.boolean(),
  /** Bookings of the show: the confirmed ones; for a cancelled show, the ones cancelled with it. */
  bookings: z.number().int(),
  /** Tickets in those bookings (a cancelled show's ticket types sell none any more, so `sold` there is 0). */
  ticketsSold: z.number().int(),
  ticketInfo: z.array(scheduledTicketSchema),
});
export type ScheduledSession = z.infer<typeof scheduledSessionSchema>;

export const scheduledRecurrenceSchema = recurringInfoAnswerSchema.extend({ endDate: z.string() });
export const scheduledVenueSchema = z.object({
  venueCode: z.string(),
  venueName: z.string(),
  region: z.string(),
  regionCode: z.string(),
  venueType: z.enum(VENUE_TYPES),
  venueSubType: z.enum(VENUE_SUB_TYPES).nullable(),
  sessionInfo: z.array(scheduledSessionSchema),
  recurringInfo: z.record(z.string(), scheduledRecurrenceSchema),
});
export type ScheduledVenue = z.infer<typeof scheduledVenueSchema>;

/** The saved schedule of an event (what the venueInfo section holds after a save, with the server's ids). */
export const scheduleAnswerSchema = z.object({
  venueInfo: z.array(scheduledVenueSchema),
  city: z.string(),
  regionCode: z.string(),
  venueType: z.enum(VENUE_TYPES),
  venueSubType: z.enum(VENUE_SUB_TYPES).nullable(),
  /** Active Zoom events with more than one session: sessions are read-only (the note is ZOOM_READ_ONLY_NOTE). */
  readOnly: z.boolean(),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Rules against a clock (pure; the server enforces them, the scheduler screen may show them early)

export type ScheduleIssueCode =
  | typeof SCHEDULE_ERROR_CODES.invalidShowDate
  | typeof SCHEDULE_ERROR_CODES.showTimePast
  | typeof SCHEDULE_ERROR_CODES.duplicateShowTime
  | typeof SCHEDULE_ERROR_CODES.invalidSchedule;

/** One failing field: a dotted path into venueInfo (e.g. 0.sessionInfo.2.showTime), its message and its code. */
export interface ScheduleIssue {
  field: string;
  message: string;
  code: ScheduleIssueCode;
}

/**
 * The show-time rule of one new or changed session: a time before the current minute is
 * 'Show time cannot be older than the current time'; a later time on a date before tomorrow (IST) is the
 * Invalid Show Date popup's body. Null when the show time is fine.
 */
export function showTimeRuleIssue(showTime: string, now: Date): { message: string; code: ScheduleIssueCode } | null {
  const key = showTimeKey(showTime);
  const parts = key ? toIstParts(key) : null;
  if (!key || !parts) return { message: SCHEDULE_MESSAGES.invalidShowDateBody, code: SCHEDULE_ERROR_CODES.invalidShowDate };
  if (Date.parse(key) < Date.parse(normaliseShowTime(now)!)) {
    return { message: SCHEDULE_MESSAGES.showTimePast, code: SCHEDULE_ERROR_CODES.showTimePast };
  }
  if (compareCalendarDates(parts, minShowDate(now)) < 0) {
    return { message: SCHEDULE_MESSAGES.invalidShowDateBody, code: SCHEDULE_ERROR_CODES.invalidShowDate };
  }
  return null;
}

/** The IST calendar day of an instant, yyyy-mm-dd. */
export function istDayKey(instant: string | Date): string {
  const p = toIstParts(instant);
  return p ? `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` : '';
}

/**
 * Every rule that needs only the submitted schedule and the clock. `isChecked(venueIndex, session)` says which
 * sessions the date rules apply to (new and changed ones; saved, unchanged ones may lie in the past). Duplicates
 * within a venue are reported on the later session with 'Show time already exist for this day'.
 */
export function scheduleIssues(
  venues: readonly ScheduleVenue[],
  now: Date,
  isChecked: (venueIndex: number, session: ScheduleSession) => boolean = () => true,
): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const seenVenues = new Set<string>();
  venues.forEach((venue, v) => {
    if (seenVenues.has(venue.venueCode)) {
      issues.push({ field: `${v}.venueCode`, message: SCHEDULE_API_MESSAGES.duplicateVenue, code: SCHEDULE_ERROR_CODES.invalidSchedule });
    }
    seenVenues.add(venue.venueCode);
    const seenTimes = new Set<string>();
    const statusByDay = new Map<string, boolean>();
    venue.sessionInfo.forEach((session, s) => {
      const at = `${v}.sessionInfo.${s}`;
      const key = showTimeKey(session.showTime);
      if (key && seenTimes.has(key)) {
        issues.push({ field: `${at}.showTime`, message: SCHEDULE_MESSAGES.showTimeExists, code: SCHEDULE_ERROR_CODES.duplicateShowTime });
      } else if (isChecked(v, session)) {
        const rule = showTimeRuleIssue(session.showTime, now);
        if (rule) issues.push({ field: `${at}.showTime`, ...rule });
      }
      if (key) seenTimes.add(key);
      const day = istDayKey(session.showTime);
      const dayStatus = statusByDay.get(day);
      if (dayStatus !== undefined && dayStatus !== session.status) {
        issues.push({ field: `${at}.status`, message: SCHEDULE_API_MESSAGES.statusPerDate, code: SCHEDULE_ERROR_CODES.invalidSchedule });
      }
      if (dayStatus === undefined) statusByDay.set(day, session.status);
      const names = new Set<string>();
      session.ticketInfo.forEach((t, i) => {
        const nameKey = ticketTypeNameKey(t.ticketTypeName);
        if (names.has(nameKey)) {
          issues.push({ field: `${at}.ticketInfo.${i}.ticketTypeName`, message: SCHEDULE_API_MESSAGES.duplicateTicketName, code: SCHEDULE_ERROR_CODES.invalidSchedule });
        }
        names.add(nameKey);
      });
    });
  });
  return issues;
}

/** The popup for a submit that carries duplicate show times (the spec's 'Duplicate Show time'). */
export const DUPLICATE_SHOW_TIME_POPUP = {
  title: SCHEDULE_MESSAGES.duplicateShowTimeTitle,
  body: SCHEDULE_MESSAGES.duplicateShowTimeBody,
} as const;
/** The popup for a show date before tomorrow. */
export const INVALID_SHOW_DATE_POPUP = {
  title: SCHEDULE_MESSAGES.invalidShowDateTitle,
  body: SCHEDULE_MESSAGES.invalidShowDateBody,
} as const;
