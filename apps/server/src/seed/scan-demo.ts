import { type ChannelBooking, DEMO_CHANNEL_KEY, istPartsToDate, istToday } from '@diy/domain';
import { and, desc, eq, gt, gte, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, events, eventSessions, salesChannels, ticketTypes, tickets } from '../db/schema';
import { AppError } from '../http/errors';
import { BookingService } from '../services/booking-service';
import { randomUUID } from 'node:crypto';
import { sha256 } from '../services/ids';
import { DEMO_EVENT_DRAFT_IDS } from './events-data';

export const DEMO_CHANNEL_NAME = 'Demo Box Office';
/** More sales channels of the demo history (their keys are random: nothing pushes through them). */
export const DEMO_HISTORY_CHANNELS = ['Partner Web', 'Venue Counter'] as const;
/** The demo sales history reaches back this many days. */
export const DEMO_HISTORY_DAYS = 30;
/** Sales by IST hour of day (0..23): a lunchtime and an evening peak, little at night. */
const HOUR_WEIGHTS = [1, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 8, 8, 6, 5, 5, 6, 8, 10, 10, 8, 5, 2];
/** The events the gate demo scans: the main organiser's, the second organiser's, and the TCS organiser's. */
export const SCAN_DEMO_EVENTS = { main: 'ET00010002', second: 'ET00020001', tcs: 'ET00030001' } as const;
/** Channel booking ids of the seeded 3-ticket bookings that are never pre-scanned: DEMO-<session 8>-3SEAT-<n>. */
export const demoThreeSeatId = (sessionId: string, n: number) => `DEMO-${sessionId.slice(0, 8)}-3SEAT-${n}`;
export const THREE_SEAT_BOOKINGS = 20;

export const DEMO_TICKET_TYPES = [
  { code: 'VIP', name: 'VIP Lounge', inventory: 400, pricePaise: 4_999_00, feePaise: 150_00, taxPaise: 27_00 },
  { code: 'GOLD', name: 'Gold', inventory: 2000, pricePaise: 1_999_00, feePaise: 60_00, taxPaise: 10_80 },
  { code: 'SILVER', name: 'Silver', inventory: 2000, pricePaise: 999_00, feePaise: 30_00, taxPaise: 5_40 },
] as const;
const isDemoType = (t: { code: string; name: string; pricePaise: number }) =>
  DEMO_TICKET_TYPES.some((d) => d.code === t.code && d.name === t.name && d.pricePaise === t.pricePaise);
/** The demo events' draft ids and event codes share their number: DFT00010002 and ET00010002. */
const demoDraftIdOf = (eventCode: string) => `DFT${eventCode.slice('ET'.length)}`;
/** Tickets sold per seeded session: the main event's today-session gets the most. */
const TODAY_TICKETS = { main: 2000, second: 300, tcs: 150 } as const;
const LATER_TICKETS = 120;

const FIRST = ['Aarav', 'Priya', 'Rohan', 'Sneha', 'Vikram', 'Ananya', 'Karthik', 'Meera', 'Aditya', 'Divya', 'Rahul', 'Pooja'];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Patel', 'Nair', 'Gupta', 'Desai', 'Menon', 'Kulkarni', 'Banerjee'];

export interface ScanSeedResult {
  todaySessionsCreated: number;
  bookingsInserted: number;
  ticketsInserted: number;
}

/** ceil to the next half hour, seconds 0. */
const halfHourAfter = (t: Date, ms: number) => new Date(Math.ceil((t.getTime() + ms) / 1_800_000) * 1_800_000);
/** A wall-clock time on `now`'s date in IST, as an instant. */
const todayIstAt = (now: Date, hour: number, minute: number) => istPartsToDate({ ...istToday(now), hour, minute });
const HOUR_MS = 3_600_000;

/**
 * When a new demo session today starts: two hours from now on the half hour, but never past 11:59 PM IST, so that it
 * is today's in the scanner (Today) however late in the evening the demo starts; in the day's last minute it has just
 * begun.
 */
export function todayShowTime(now: Date): Date {
  const soon = halfHourAfter(now, 2 * HOUR_MS);
  const last = todayIstAt(now, 23, 59);
  return soon < last ? soon : last;
}

/**
 * Gate-scanning demo data, idempotent at every start: the demo channel, a session today (IST) for each demo event
 * (a new one when today has none that started within 6 hours or is still to come), ticket types, and bookings through
 * the same BookingService the API uses (bulk, one transaction per session), some tickets already in or out, some
 * bookings cancelled. What organisers did is theirs: sessions they gave ticket types of their own get nothing, and a
 * session whose sales they stopped (event closed, inventory cut) gets no bookings instead of stopping the start.
 */
export async function seedScanning(db: Db, now: Date, { bookings: withBookings = true }: { bookings?: boolean } = {}): Promise<ScanSeedResult> {
  const result: ScanSeedResult = { todaySessionsCreated: 0, bookingsInserted: 0, ticketsInserted: 0 };
  const [channel] = await db
    .insert(salesChannels)
    .values({ name: DEMO_CHANNEL_NAME, keyHash: sha256(DEMO_CHANNEL_KEY) })
    .onConflictDoUpdate({ target: salesChannels.name, set: { keyHash: sha256(DEMO_CHANNEL_KEY) } })
    .returning({ id: salesChannels.id });
  if (!channel) throw new Error('Seed: demo channel not written');
  await db
    .insert(salesChannels)
    .values(DEMO_HISTORY_CHANNELS.map((name) => ({ name, keyHash: sha256(`${name}:${randomUUID()}`) })))
    .onConflictDoNothing();
  const extra = await db
    .select({ id: salesChannels.id, name: salesChannels.name })
    .from(salesChannels)
    .where(or(...DEMO_HISTORY_CHANNELS.map((name) => eq(salesChannels.name, name))));
  const channelIds = [channel.id, ...DEMO_HISTORY_CHANNELS.map((name) => extra.find((c) => c.name === name)?.id ?? channel.id)];

  for (const [which, eventCode] of Object.entries(SCAN_DEMO_EVENTS) as [keyof typeof SCAN_DEMO_EVENTS, string][]) {
    // The demo's own event: its code and its draft id (a code given to another event since is not the demo's).
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.eventCode, eventCode), eq(events.draftId, demoDraftIdOf(eventCode))))
      .limit(1);
    if (!event) continue;
    // Today's session (IST): one that started within the last 6 hours or is still to come today, else a new one.
    const near = await db
      .select({ id: eventSessions.id })
      .from(eventSessions)
      .where(
        and(
          eq(eventSessions.eventId, event.id),
          eq(eventSessions.active, true),
          gte(eventSessions.showTime, new Date(Math.max(todayIstAt(now, 0, 0).getTime(), now.getTime() - 6 * HOUR_MS))),
          lte(eventSessions.showTime, todayIstAt(now, 23, 59)),
        ),
      )
      .orderBy(desc(eventSessions.showTime))
      .limit(1);
    let todayId = near[0]?.id;
    if (!todayId) {
      const [any] = await db.select().from(eventSessions).where(eq(eventSessions.eventId, event.id)).limit(1);
      const [created] = await db
        .insert(eventSessions)
        .values({
          eventId: event.id,
          venueCode: any?.venueCode ?? 'DEMO',
          venueName: any?.venueName ?? 'Demo venue',
          showTime: todayShowTime(now),
          active: true,
        })
        .returning({ id: eventSessions.id });
      todayId = created?.id;
      result.todaySessionsCreated += 1;
    }
    // The sessions still to come, and today's (which may just have begun, in the day's last minute).
    const upcoming = await db
      .select({ id: eventSessions.id, showTime: eventSessions.showTime })
      .from(eventSessions)
      .where(
        and(
          eq(eventSessions.eventId, event.id),
          eq(eventSessions.active, true),
          or(gt(eventSessions.showTime, now), todayId ? eq(eventSessions.id, todayId) : undefined),
        ),
      );
    for (const { id: sessionId, showTime } of upcoming) {
      const isToday = sessionId === todayId;
      await stockSession(db, { channelIds, eventCode, sessionId, showTime, now, result, withBookings, scale: 1, tickets: isToday ? TODAY_TICKETS[which] : LATER_TICKETS, isToday });
    }
  }
  await stockOtherDemoEvents(db, now, channelIds, result, withBookings);
  return result;
}

interface StockOptions {
  channelIds: string[];
  eventCode: string;
  sessionId: string;
  showTime: Date;
  now: Date;
  result: ScanSeedResult;
  withBookings: boolean;
  /** The demo ticket types' inventory is divided by this (smaller venues than the gate demo's). */
  scale: number;
  /** Tickets to sell (none when 0: an event not on sale). */
  tickets: number;
  /** Today's session of a gate-demo event: doors are open, some tickets are in. */
  isToday: boolean;
  threeSeats?: number;
}

/**
 * One session's demo stock: the demo ticket types and, when it sells, bookings through the booking service (some
 * cancelled; today's gate-demo session with admissions). A session with ticket types of the organiser's own making is
 * theirs (nothing is added), and one already sold is left alone.
 */
async function stockSession(db: Db, o: StockOptions): Promise<void> {
  const [channelId] = o.channelIds;
  const types = await db
    .select({ code: ticketTypes.code, name: ticketTypes.name, pricePaise: ticketTypes.pricePaise })
    .from(ticketTypes)
    .where(eq(ticketTypes.sessionId, o.sessionId));
  if (!types.every(isDemoType)) return;
  await db
    .insert(ticketTypes)
    .values(DEMO_TICKET_TYPES.map((t) => ({ sessionId: o.sessionId, code: t.code, name: t.name, inventory: Math.ceil(t.inventory / o.scale), pricePaise: t.pricePaise })))
    .onConflictDoNothing();
  if (!o.withBookings || o.tickets === 0 || !channelId) return;
  const [seeded] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.channelId, channelId), eq(bookings.channelBookingId, demoThreeSeatId(o.sessionId, 1))))
    .limit(1);
  if (seeded) return;
  // Sold up to an hour before the show at the latest (sales close when a show begins).
  const soldBy = new Date(Math.min(o.now.getTime(), o.showTime.getTime() - HOUR_MS));
  const service = new BookingService(db, () => soldBy);
  const inputs = demoBookings(o.eventCode, o.sessionId, o.tickets, soldBy, o.threeSeats);
  const answers = [];
  try {
    // The 3-seat bookings (the gate demo's) through the demo channel; the rest spread over the channels.
    const byChannel = o.channelIds.map((_, c) => inputs.filter((b, i) => channelOf(b.channelBookingId, i) === c));
    for (const [c, list] of byChannel.entries()) if (list.length > 0) answers.push(...(await service.bookMany(o.channelIds[c]!, list)));
  } catch (err) {
    // Refused as any channel would be (the organiser closed the event, cut the inventory, ...): theirs to decide.
    if (err instanceof AppError) return;
    throw err;
  }
  o.result.bookingsInserted += answers.length;
  o.result.ticketsInserted += answers.reduce((n, a) => n + a.tickets.length, 0);
  if (o.isToday) await simulateGate(db, o.sessionId, o.now);
  await cancelSome(db, service, o.sessionId);
}

/** Tickets sold per coming session of the other demo events, and how much smaller their venues are. */
export const OTHER_EVENT_TICKETS = 18;
const OTHER_EVENT_SCALE = 10;
const OTHER_EVENT_THREE_SEATS = 2;

/**
 * Every other published demo event (issue #34: the demo tells the whole story): its coming active sessions get the
 * demo ticket types (so READY TO PUBLISH events can be published and no next show reads 0 / 0 sold) and, while it is
 * on sale (live or unlisted), a few bookings in its next show, which the scanner can admit.
 */
async function stockOtherDemoEvents(db: Db, now: Date, channelIds: string[], result: ScanSeedResult, withBookings: boolean): Promise<void> {
  const gateDemo = new Set<string>(Object.values(SCAN_DEMO_EVENTS));
  const rows = await db
    .select({ eventCode: events.eventCode, status: events.status, sessionId: eventSessions.id, showTime: eventSessions.showTime })
    .from(events)
    .innerJoin(eventSessions, eq(eventSessions.eventId, events.id))
    .where(
      and(
        inArray(events.draftId, [...DEMO_EVENT_DRAFT_IDS]),
        inArray(events.status, ['active', 'inactive', 'unlisted']),
        eq(eventSessions.active, true),
        gt(eventSessions.showTime, now),
      ),
    )
    .orderBy(events.eventCode, eventSessions.showTime);
  const sold = new Set<string>();
  for (const r of rows) {
    if (!r.eventCode || gateDemo.has(r.eventCode)) continue;
    // Sales in the event's next show only (the seed stays quick); every coming show gets the ticket types.
    const onSale = (r.status === 'active' || r.status === 'unlisted') && !sold.has(r.eventCode);
    sold.add(r.eventCode);
    await stockSession(db, {
      channelIds, eventCode: r.eventCode, sessionId: r.sessionId, showTime: r.showTime, now, result, withBookings,
      scale: OTHER_EVENT_SCALE, tickets: onSale ? OTHER_EVENT_TICKETS : 0, isToday: false, threeSeats: OTHER_EVENT_THREE_SEATS,
    });
  }
}

/** Deterministic bookings: the 3-seat ones first, then sizes 1 to 5 over all ticket types. */
function demoBookings(eventCode: string, sessionId: string, ticketCount: number, now: Date, threeSeats = THREE_SEAT_BOOKINGS): ChannelBooking[] {
  const out: ChannelBooking[] = [];
  const line = (i: number, quantity: number) => {
    const t = DEMO_TICKET_TYPES[i % 7 === 0 ? 0 : i % 3 === 0 ? 2 : 1];
    return { ticketTypeCode: t.code, quantity, pricePaise: t.pricePaise, feePaise: t.feePaise, taxPaise: t.taxPaise };
  };
  const buyer = (i: number) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    return { name, mobile: `9${String(800000000 + i * 7919).slice(0, 9)}`, email: `${name.toLowerCase().replace(' ', '.')}@example.in` };
  };
  const soldAt = (i: number) => historyTime(now, i).toISOString();
  let count = 0;
  for (let n = 1; n <= threeSeats; n += 1) {
    out.push({ channelBookingId: demoThreeSeatId(sessionId, n), eventCode, sessionId, tickets: [line(1, 3)], buyer: buyer(n), soldAt: soldAt(n) });
    count += 3;
  }
  const sizes = [2, 1, 4, 2, 3, 1, 2, 5, 2, 1, 3, 2];
  for (let i = 1; count < ticketCount; i += 1) {
    const size = Math.min(sizes[i % sizes.length] ?? 2, ticketCount - count);
    const lines = size >= 4 ? [line(i, size - 1), line(i + 1, 1)] : [line(i, size)];
    out.push({ channelBookingId: `DEMO-${sessionId.slice(0, 8)}-${String(i).padStart(5, '0')}`, eventCode, sessionId, tickets: lines, buyer: buyer(i + 50), soldAt: soldAt(i + 50) });
    count += size;
  }
  return out;
}

/** Doors are open: about 30 % of the general tickets are inside, 5 % went out again. */
async function simulateGate(db: Db, sessionId: string, now: Date) {
  const general = sql`${tickets.state} <> 'cancelled' and ${tickets.bookingId} in (select id from bookings where session_id = ${sessionId} and channel_booking_id not like '%-3SEAT-%')`;
  const bucket = sql`(abs(hashtext(${tickets.barcode})) % 100)`;
  const entered = new Date(now.getTime() - 20 * 60_000);
  await db
    .update(tickets)
    .set({ state: 'entered', firstEnteredAt: entered, lastScanAt: entered, lastDevice: 'demo-gate-a' })
    .where(and(general, sql`${bucket} < 35`));
  const out = new Date(now.getTime() - 5 * 60_000);
  await db
    .update(tickets)
    .set({ state: 'exited', lastScanAt: out, lastDevice: 'demo-gate-b' })
    .where(and(general, sql`${bucket} < 5`));
}

/** About 3 % of the general bookings are cancelled, through each booking's own channel as a channel would. */
async function cancelSome(db: Db, service: BookingService, sessionId: string) {
  const general = await db
    .select({ bookingId: bookings.bookingId, channelId: bookings.channelId })
    .from(bookings)
    .where(and(eq(bookings.sessionId, sessionId), like(bookings.channelBookingId, 'DEMO-%'), sql`${bookings.channelBookingId} not like '%-3SEAT-%'`))
    .orderBy(bookings.channelBookingId);
  for (const [i, b] of general.entries()) if (i % 33 === 7) await service.cancel(b.channelId, b.bookingId);
}

/** A deterministic number in [0, 1) for `i` and a salt. */
function unit(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** Which channel sells booking `i`: the 3-seat ones the demo channel; others half demo, 30 % web, 20 % counter. */
function channelOf(channelBookingId: string, i: number): number {
  if (channelBookingId.includes('-3SEAT-')) return 0;
  const u = unit(i, 3);
  return u < 0.5 ? 0 : u < 0.8 ? 1 : 2;
}

/**
 * When booking `i` was sold: within the last DEMO_HISTORY_DAYS days, more of them recently, at an IST hour drawn from
 * HOUR_WEIGHTS; never after `until`.
 */
export function historyTime(until: Date, i: number): Date {
  const day = Math.floor(DEMO_HISTORY_DAYS * unit(i, 1) ** 2);
  const total = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  let pick = unit(i, 2) * total;
  let hour = 0;
  while (hour < 23 && pick >= HOUR_WEIGHTS[hour]!) pick -= HOUR_WEIGHTS[hour++]!;
  const minute = Math.floor(unit(i, 4) * 60);
  const t = istPartsToDate({ ...istToday(until), hour, minute }).getTime() - day * 24 * HOUR_MS;
  // Today's hours still to come move to the hours already gone (a sale is never in the future).
  return new Date(t <= until.getTime() ? t : until.getTime() - Math.floor(unit(i, 5) * Math.max(1, until.getTime() - istPartsToDate({ ...istToday(until), hour: 0, minute: 0 }).getTime())));
}
