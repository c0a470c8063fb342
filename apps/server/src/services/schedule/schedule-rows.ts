import { randomBytes } from 'node:crypto';
import { formatIstDateTime, INVENTORY_MESSAGES, isSessionExpired, isZoomScheduleReadOnly, PUBLISHED_SESSION_TEXTS, recurrenceEndDate, SCHEDULE_API_MESSAGES,
  SCHEDULE_ERROR_CODES, scheduledRecurrenceSchema, showTimeKey, ticketTypeNameKey,
  type ScheduleAnswer, type ScheduledVenue, type ScheduleTicketInfo, type ScheduleVenue,
} from '@diy/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../../db/client';
import { bookings, events, eventSessions, masterVenues, ticketTypeNames, ticketTypes, tickets, type EventRow, type TicketTypeRow } from '../../db/schema';
import { errors } from '../../http/errors';
import type { StreamingJobs, Tx } from '../streaming-jobs';
import {
  matchType, scheduleErrors, subTypeOf, uniqueCode, type MasterVenue, type Runner, type ScheduleSections, type SessionState,
} from './schedule-common';

/**
 * The rows of a schedule (event_sessions, ticket_types) as the schedule's services read, lock and write them: the
 * event's lock, the sales hold, session states with their ticket types, the answer built from the rows, ticket-type
 * syncing (never below sold) and the section rewritten after a write. ScheduleService (drafts' schedules) and
 * PublishedSessions (inventory and published-session changes) build on it.
 */
export class ScheduleRows {
  constructor(
    protected readonly db: Db,
    protected readonly now: () => Date,
    protected readonly jobs: StreamingJobs,
  ) {}

  // ------------------------------------------------------------------------------------------------------------
  // Lookups and tenancy

  /** The caller's event by draft id or event code: 404 when unknown, 403 when another organiser's. */
  async eventForOrganiser(organiserId: string | null | undefined, id: string): Promise<EventRow> {
    const [event] = await this.db
      .select()
      .from(events)
      .where(or(eq(events.draftId, id), eq(events.eventCode, id)))
      .limit(1);
    if (!event) throw scheduleErrors.notFound();
    if (!organiserId || event.organiserId !== organiserId) throw errors.forbidden();
    return event;
  }

  /**
   * Saves and inventory changes of one event take turns on its row. FOR NO KEY UPDATE, not FOR UPDATE: a booking's
   * insert takes a KEY SHARE lock on the event (its foreign key) while holding its ticket-type row, and FOR UPDATE
   * would wait for it in the opposite order (a deadlock).
   */
  protected async lockEvent(tx: Runner, eventId: string): Promise<EventRow> {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('no key update');
    if (!event) throw scheduleErrors.notFound();
    return event;
  }

  /**
   * Holds the event's sales until the transaction ends: a booking first takes its ticket types' rows (in id order, as
   * here), so with them locked the sales read next stay true until commit, and no session or ticket type that a
   * booking reached meanwhile is moved or removed (its delete would break the tickets' foreign keys).
   */
  protected async holdSales(tx: Runner, eventId: string): Promise<void> {
    await tx
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .innerJoin(eventSessions, eq(eventSessions.id, ticketTypes.sessionId))
      .where(eq(eventSessions.eventId, eventId))
      .orderBy(asc(ticketTypes.id))
      .for('update', { of: ticketTypes });
  }

  protected async masterVenues(tx: Runner, codes: string[]): Promise<Map<string, MasterVenue>> {
    if (codes.length === 0) return new Map();
    const rows = await tx.select().from(masterVenues).where(inArray(masterVenues.code, codes));
    return new Map(
      rows.map((r) => [
        r.code,
        { code: r.code, name: r.name, region: r.region, regionCode: r.regionCode, venueType: r.venueType === 'online' ? 'online' : 'onGround', venueSubType: subTypeOf(r.venueSubType) },
      ]),
    );
  }

  protected async sessionStates(tx: Runner, eventId: string): Promise<SessionState[]> {
    const sessions = await tx.select().from(eventSessions).where(eq(eventSessions.eventId, eventId)).orderBy(asc(eventSessions.showTime));
    if (sessions.length === 0) return [];
    const ids = sessions.map((s) => s.id);
    const types = await tx.select().from(ticketTypes).where(inArray(ticketTypes.sessionId, ids)).orderBy(asc(ticketTypes.createdAt), asc(ticketTypes.code));
    // Per show: any booking at all (hasBookings), the confirmed ones, and the ones cancelled with the show (the
    // show's cancellation stamps its bookings with the show's own cancelled_at, in the same transaction).
    const withShow = sql`${bookings.cancelledAt} = ${eventSessions.cancelledAt}`;
    const confirmed = sql`${bookings.status} = 'CONFIRMED'`;
    const counts = await tx
      .select({
        sessionId: bookings.sessionId,
        confirmed: sql<number>`count(*) filter (where ${confirmed})::int`,
        confirmedTickets: sql<number>`coalesce(sum(${bookings.ticketCount}) filter (where ${confirmed}), 0)::int`,
        withShow: sql<number>`count(*) filter (where ${withShow})::int`,
        withShowTickets: sql<number>`coalesce(sum(${bookings.ticketCount}) filter (where ${withShow}), 0)::int`,
      })
      .from(bookings)
      .innerJoin(eventSessions, eq(eventSessions.id, bookings.sessionId))
      .where(inArray(bookings.sessionId, ids))
      .groupBy(bookings.sessionId);
    const bySession = new Map(counts.map((c) => [c.sessionId, c]));
    return sessions.map((s) => {
      const c = bySession.get(s.id);
      const cancelled = s.cancelledAt !== null;
      return {
        ...s,
        hasBookings: c !== undefined,
        bookings: Number((cancelled ? c?.withShow : c?.confirmed) ?? 0),
        ticketsSold: Number((cancelled ? c?.withShowTickets : c?.confirmedTickets) ?? 0),
        types: types.filter((t) => t.sessionId === s.id),
      };
    });
  }

  /**
   * The names among `names` that may be put on a show of this event: approved names, and every name already on one
   * of the event's shows (a type already on sale stays valid on its event whatever happens to its name's approval,
   * so 'Copy to all shows' can give it to the other shows).
   */
  protected async approvedKeys(tx: Runner, names: string[], states: readonly SessionState[]): Promise<Set<string>> {
    const keys = [...new Set(names.map(ticketTypeNameKey))];
    if (keys.length === 0) return new Set();
    const onEvent = new Set(states.flatMap((s) => s.types.map((t) => ticketTypeNameKey(t.name))));
    const rows = await tx
      .select({ key: ticketTypeNames.nameKey })
      .from(ticketTypeNames)
      .where(and(inArray(ticketTypeNames.nameKey, keys), eq(ticketTypeNames.status, 'approved')));
    return new Set([...rows.map((r) => r.key), ...keys.filter((k) => onEvent.has(k))]);
  }

  // ------------------------------------------------------------------------------------------------------------
  // The saved schedule

  /** The event's schedule from its rows (venues in saved order, then by first show), with the recurrences saved. */
  async scheduleFor(eventId: string, runner: Runner = this.db): Promise<ScheduleAnswer> {
    const [event] = await runner.select().from(events).where(eq(events.id, eventId));
    if (!event) throw scheduleErrors.notFound();
    return this.buildAnswer(runner, event, await this.sessionStates(runner, eventId));
  }

  protected async buildAnswer(runner: Runner, event: EventRow, states: SessionState[]): Promise<ScheduleAnswer> {
    const sections = event.sections as ScheduleSections;
    const saved = Array.isArray(sections.venueInfo) ? sections.venueInfo : [];
    const order = saved.map((v) => v.venueCode);
    for (const s of states) if (!order.includes(s.venueCode)) order.push(s.venueCode);
    const masters = await this.masterVenues(runner, order);
    const now = this.now();
    const venueInfo: ScheduledVenue[] = order.map((code) => {
      const master = masters.get(code);
      const savedVenue = saved.find((v) => v.venueCode === code);
      const sessions = states.filter((s) => s.venueCode === code);
      return {
        venueCode: code,
        venueName: master?.name ?? sessions[0]?.venueName ?? savedVenue?.venueName ?? code,
        region: master?.region ?? savedVenue?.region ?? '',
        regionCode: master?.regionCode ?? savedVenue?.regionCode ?? '',
        venueType: master?.venueType ?? 'onGround',
        venueSubType: master?.venueSubType ?? null,
        sessionInfo: sessions.map((s) => ({
          sessionId: s.id,
          venueCode: s.venueCode,
          showTime: s.showTime.toISOString(),
          showDateTime: formatIstDateTime(s.showTime),
          status: s.active,
          expired: isSessionExpired({ showTime: s.showTime.toISOString() }, now),
          hasBookings: s.hasBookings,
          cancelled: s.cancelledAt !== null,
          bookings: s.bookings,
          ticketsSold: s.ticketsSold,
          ticketInfo: s.types.map((t) => ({
            ticketTypeName: t.name,
            ticketTypeCode: t.code,
            totalInventory: t.inventory,
            sold: t.sold,
            available: t.inventory - t.sold,
            price: t.pricePaise,
          })),
        })),
        // Only well-formed recurrences (a section written by an older client may hold anything).
        recurringInfo: z.record(z.string(), scheduledRecurrenceSchema).safeParse(savedVenue?.recurringInfo ?? {}).data ?? {},
      };
    });
    const first = venueInfo[0];
    const subType = first?.venueType === 'online' ? first.venueSubType : null;
    return {
      venueInfo,
      city: event.city ?? '',
      regionCode: event.regionCode ?? '',
      venueType: first?.venueType ?? (event.venueType === 'online' ? 'online' : 'onGround'),
      venueSubType: subType,
      readOnly: isZoomScheduleReadOnly({ status: event.status, venueSubType: subType, sessionCount: states.length }),
    };
  }

  /**
   * Makes a session's ticket types match `desired`: matched by code, then by name; inventory changed by one
   * conditional UPDATE (never below sold); new ones inserted with a code unique in the session; in 'replace' mode
   * the ones left out are removed unless they have sales. Returns the audit messages.
   */
  protected async applyTickets(
    tx: Tx,
    sessionId: string,
    desired: readonly ScheduleTicketInfo[],
    existing: readonly TicketTypeRow[],
    mode: 'replace' | 'merge',
    field: string,
    ops: string[],
  ): Promise<string[]> {
    const used = new Set(existing.map((t) => t.code));
    const kept = new Set<string>();
    for (const [i, t] of desired.entries()) {
      const match = matchType(existing, t);
      if (match) {
        kept.add(match.id);
        if (match.inventory === t.totalInventory && match.pricePaise === t.price) continue;
        const [row] = await tx
          .update(ticketTypes)
          .set({ inventory: t.totalInventory, pricePaise: t.price })
          .where(and(eq(ticketTypes.id, match.id), sql`${ticketTypes.sold} <= ${t.totalInventory}`))
          .returning({ id: ticketTypes.id });
        if (!row) {
          const [now] = await tx.select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, match.id));
          throw scheduleErrors.field(SCHEDULE_ERROR_CODES.inventoryBelowSold, INVENTORY_MESSAGES.belowSold(now?.sold ?? match.sold), `${field}.ticketInfo.${i}.totalInventory`, 409);
        }
        if (match.inventory !== t.totalInventory) ops.push(PUBLISHED_SESSION_TEXTS.inventoryChanged(match.name, match.inventory, t.totalInventory));
        if (match.pricePaise !== t.price) ops.push(PUBLISHED_SESSION_TEXTS.priceChanged(match.name));
        continue;
      }
      const code = uniqueCode(t.ticketTypeName, used);
      // createdAt (wall clock, one millisecond apart) keeps the order the organiser gave.
      await tx.insert(ticketTypes).values({ sessionId, code, name: t.ticketTypeName, inventory: t.totalInventory, pricePaise: t.price, createdAt: new Date(Date.now() + i) });
      ops.push(PUBLISHED_SESSION_TEXTS.ticketAdded(t.ticketTypeName, t.totalInventory));
    }
    if (mode === 'replace') {
      const gone = existing.filter((t) => !kept.has(t.id));
      for (const t of gone) {
        const [sold] = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.ticketTypeId, t.id)).limit(1);
        if (t.sold > 0 || sold) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.ticketHasSales, SCHEDULE_API_MESSAGES.ticketHasSales, `${field}.ticketInfo`, 409);
      }
      if (gone.length) await tx.delete(ticketTypes).where(inArray(ticketTypes.id, gone.map((t) => t.id)));
    }
    return ops;
  }

  /** City, region, venue type, the sections (venueInfo with ids, subtype, streaming details) and the mail jobs. */
  protected async afterWrite(tx: Tx, event: EventRow, venues: ScheduleVenue[] | null, masters: Map<string, MasterVenue> | null): Promise<ScheduleAnswer> {
    const states = await this.sessionStates(tx, event.id);
    const sections = { ...(event.sections as ScheduleSections) };
    if (venues && masters) {
      // Keep the saved recurrences (with their derived end dates) in the section before building the answer.
      sections.venueInfo = venues.map((v) => ({
        venueCode: v.venueCode,
        venueName: masters.get(v.venueCode)?.name ?? v.venueName,
        region: masters.get(v.venueCode)?.region ?? '',
        regionCode: masters.get(v.venueCode)?.regionCode ?? '',
        venueType: masters.get(v.venueCode)?.venueType ?? 'onGround',
        venueSubType: masters.get(v.venueCode)?.venueSubType ?? null,
        sessionInfo: [],
        recurringInfo: Object.fromEntries(
          Object.entries(v.recurringInfo).map(([start, r]) => [showTimeKey(start) ?? start, { ...r, endDate: recurrenceEndDate(showTimeKey(start) ?? start, r.code, r.noOfTimes) }]),
        ),
      }));
    }
    const answer = await this.buildAnswer(tx, { ...event, sections }, states);
    const first = answer.venueInfo[0];
    sections.venueInfo = answer.venueInfo;
    sections.venueSubType = answer.venueSubType;
    if (answer.venueSubType === 'liveStreaming' && !sections.streaming) {
      const code = event.eventCode ?? event.draftId;
      sections.streaming = {
        ingestUrl: 'rtmps://live.diyevents.in:443/app',
        streamKey: `${code}-${randomBytes(12).toString('hex')}`,
        watchUrl: `https://diyevents.in/live/${encodeURIComponent(code)}`,
      };
    }
    if (sections.eventInfo && typeof sections.eventInfo === 'object' && first) {
      sections.eventInfo = { ...sections.eventInfo, city: first.region, regionCode: first.regionCode, venueType: answer.venueType, venueSubType: answer.venueSubType };
    }
    await tx
      .update(events)
      .set({
        sections,
        ...(first ? { city: first.region, regionCode: first.regionCode, venueType: answer.venueType } : {}),
        updatedAt: this.now(),
      })
      .where(eq(events.id, event.id));
    await this.jobs.syncEvent(tx, event.id, answer.venueSubType === 'liveStreaming');
    return { ...answer, city: first?.region ?? answer.city, regionCode: first?.regionCode ?? answer.regionCode };
  }


  /** Rewrites sections.venueInfo from the rows (inside a transaction holding the event row). */
  protected async refreshSection(tx: Tx, eventId: string): Promise<void> {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event) return;
    const answer = await this.buildAnswer(tx, event, await this.sessionStates(tx, eventId));
    await tx
      .update(events)
      .set({ sections: sql`jsonb_set(${events.sections}, '{venueInfo}', ${JSON.stringify(answer.venueInfo)}::jsonb)` })
      .where(eq(events.id, eventId));
  }

}
