import * as z from 'zod';
import { IST_OFFSET_MS, istPartsToDate, istToday } from './ist';
import { boundedString } from './bounded-string';
import { CODE_INPUT_MAX_LENGTH } from './text-bounds';

/**
 * The organiser's sales dashboard and the list of events with reports (the home page and the Reports area), and the
 * live feed's events. Money in paise; times ISO instants (shown in IST).
 */

const int = z.number().int();

/** GET /reports/v1/events: the viewer's published events with their sales so far. */
export const reportEventSchema = z.object({
  eventCode: z.string(),
  title: z.string(),
  status: z.string(),
  sessionsCount: int,
  /** The next show still to come, else the last one; null without sessions. */
  nextShowTime: z.string().nullable(),
  sold: int,
  inventory: int,
  grossPaise: int,
});
export type ReportEventSummary = z.infer<typeof reportEventSchema>;
export const reportEventsSchema = z.object({ events: z.array(reportEventSchema) });
export type ReportEvents = z.infer<typeof reportEventsSchema>;

/** grossPaise: what buyers paid (after offer discounts); discountsPaise: the discounts given on those bookings. */
const periodSchema = z.object({ bookings: int, tickets: int, grossPaise: int, discountsPaise: int });
export type SalesPeriod = z.infer<typeof periodSchema>;

/** GET /reports/v1/dashboard */
export const dashboardSchema = z.object({
  generatedAt: z.string(),
  /** Since IST midnight. */
  today: periodSchema,
  /** Since Monday 00:00 IST. */
  week: periodSchema,
  /** Sold tickets by IST day for the last DASHBOARD_DAYS days (oldest first, every day included). */
  byDay: z.array(periodSchema.extend({ date: z.string(), label: z.string() })),
  nextShows: z.array(
    z.object({
      eventCode: z.string(),
      title: z.string(),
      sessionId: z.string(),
      venueCode: z.string(),
      venueName: z.string(),
      showTime: z.string(),
      sold: int,
      inventory: int,
    }),
  ),
  recentBookings: z.array(
    z.object({
      bookingId: z.string(),
      eventCode: z.string(),
      title: z.string(),
      sessionId: z.string(),
      showTime: z.string(),
      channel: z.string(),
      tickets: int,
      totalPaise: int,
      soldAt: z.string(),
      status: z.enum(['CONFIRMED', 'CANCELLED']),
    }),
  ),
  /** Shows that began and are still within the gate's window: admitted at least once and inside now. */
  inProgress: z.array(
    z.object({
      eventCode: z.string(),
      title: z.string(),
      sessionId: z.string(),
      venueName: z.string(),
      showTime: z.string(),
      sold: int,
      admitted: int,
      insideNow: int,
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const DASHBOARD_NEXT_SHOWS = 5;
export const DASHBOARD_RECENT_BOOKINGS = 8;
/** The dashboard's sales-over-time chart covers this many IST days up to today. */
export const DASHBOARD_DAYS = 30;

/** The first instant of `now`'s IST day, and of its IST week (weeks begin on Monday). */
export function istDayStart(now: Date): Date {
  return istPartsToDate({ ...istToday(now), hour: 0, minute: 0 });
}
export function istWeekStart(now: Date): Date {
  const day = istDayStart(now);
  // The IST weekday of `now`: 0 Sunday .. 6 Saturday.
  const weekday = new Date(now.getTime() + IST_OFFSET_MS).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

/**
 * The live feed (GET /api/live/organiser, server-sent events): what changed, for which event and session. Clients
 * refetch the figures they show for that event; `kind` says whether a sale or a scan moved them.
 */
export const LIVE_EVENT_KINDS = ['booking', 'scan'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
export const liveChangeSchema = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  organiserId: z.string(),
  eventId: z.string(),
  eventCode: z.string().nullable(),
  sessionId: z.string(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;
/** The server's heartbeat comment interval on an open feed, and how long a client waits before reconnecting. */
export const LIVE_HEARTBEAT_MS = 15_000;
export const LIVE_RETRY_MS = 2_000;
/**
 * The last event a live stream gets when its server process shuts down (SIGTERM): reconnect (through the balancer, to
 * another process) with Last-Event-ID; the stream ends right after it.
 */
export const LIVE_RECONNECT_EVENT = 'reconnect';
/** How many recent changes a server process keeps to replay after a reconnect with Last-Event-ID. */
export const LIVE_REPLAY_SIZE = 500;

/** A daily summary e-mail of an event at a time of day in IST (GET/PUT/DELETE /reports/v1/schedule/event/{eventCode}). */
export const DAILY_SUMMARY_TIME_MESSAGE = 'Enter a time of day as HH:mm (IST, 24-hour)';
export const dailySummaryBodySchema = z.object({
  time: boundedString(CODE_INPUT_MAX_LENGTH, DAILY_SUMMARY_TIME_MESSAGE).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, DAILY_SUMMARY_TIME_MESSAGE),
});
export type DailySummaryBody = z.infer<typeof dailySummaryBodySchema>;
export const dailySummarySchema = z.object({
  eventCode: z.string(),
  active: z.boolean(),
  /** HH:mm in IST; null when none was ever set. */
  time: z.string().nullable(),
  /** Where the summary goes (masked for users who are not the organiser). */
  to: z.string().nullable(),
  /** The next summary's instant, while active. */
  nextRunAt: z.string().nullable(),
});
export type DailySummary = z.infer<typeof dailySummarySchema>;

/** Minutes after IST midnight of an HH:mm text (already validated), and back. */
export function minuteOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
/** The next instant at `minutes` after IST midnight that is later than `now`. */
export function nextIstTime(now: Date, minutes: number): Date {
  const today = new Date(istDayStart(now).getTime() + minutes * 60_000);
  return today > now ? today : new Date(today.getTime() + 86_400_000);
}
