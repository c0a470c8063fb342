import { randomBytes, randomUUID } from 'node:crypto';
import {
  canAddVodVideo, expandRecurrence, formatIstDateTime, INVENTORY_MESSAGES, isSessionExpired, isZoomScheduleReadOnly,
  ONLINE_MESSAGES, onlineRequirements, PUBLISHED_SESSION_TEXTS, recurrenceEndDate, SCHEDULE_API_MESSAGES, SCHEDULE_ERROR_CODES,
  SCHEDULE_MESSAGES, scheduledRecurrenceSchema, scheduleIssues, scheduleVenueInfoSchema, showTimeKey, showTimeRuleIssue, SUBMIT_MESSAGES, TICKET_TYPE_NAME_MESSAGES,
  ticketTypeCodeFor, ticketTypeNameKey, VENUE_SUB_TYPES, vodDeadline, ZOOM_READ_ONLY_NOTE,
  type JoiningDetails, type OnlineDetailsAnswer, type PublishedSessionsAnswer, type ScheduleAnswer, type ScheduledVenue, type ScheduleIssue,
  type ScheduleSession, type ScheduleTicketInfo, type ScheduleVenue, type SessionAudit, type UpdateInventoryAnswer, type VenueSubType,
  type VenueType,
} from '@diy/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod';
import type { Db } from '../db/client';
import {
  bookings, events, eventSessions, masterVenues, ticketTypeNames, ticketTypes, tickets,
  type EventRow, type EventSessionRow, type TicketTypeRow,
} from '../db/schema';
import { AppError, errors, type FieldError } from '../http/errors';
import { isUuid, rowsOf } from './ids';
import { JobQueue, JobWorker } from './jobs/job-queue';
import { StreamingJobs, type StreamingDetails, type Tx } from './streaming-jobs';
import { containsPattern } from '../db/like';

type Runner = Db | Tx;

/** Statuses whose schedule can no longer be edited through a save (review is read-only; closed is over). */
const LOCKED_STATUSES = new Set(['review', 'closed']);
const PUBLISHED_STATUSES = new Set(['active', 'inactive']);

/** The sections keys this service writes (the rest of `events.sections` belongs to the event draft service). */
interface ScheduleSections {
  venueInfo?: ScheduledVenue[];
  venueSubType?: VenueSubType | null;
  emailIds?: string[];
  joiningDetails?: JoiningDetails | null;
  streaming?: StreamingDetails | null;
  vod?: { videoUrl: string; addedAt: string } | null;
  eventInfo?: Record<string, unknown>;
  [key: string]: unknown;
}

export const scheduleErrors = {
  issues: (issues: ScheduleIssue[], prefix = 'venueInfo') => {
    const fields: FieldError[] = issues.map((i) => ({ field: `${prefix}.${i.field}`, message: i.message }));
    const dup = issues.find((i) => i.code === SCHEDULE_ERROR_CODES.duplicateShowTime);
    if (dup) {
      return new AppError(400, SCHEDULE_ERROR_CODES.duplicateShowTime, SCHEDULE_MESSAGES.duplicateShowTimeBody, {
        shortDesc: SCHEDULE_MESSAGES.duplicateShowTimeTitle, longDesc: SCHEDULE_MESSAGES.showTimeExists, field: `${prefix}.${dup.field}`, fields,
      });
    }
    const first = issues[0]!;
    const shortDesc = first.code === SCHEDULE_ERROR_CODES.invalidShowDate ? SCHEDULE_MESSAGES.invalidShowDateTitle : first.message;
    return new AppError(400, first.code, first.message, { shortDesc, field: `${prefix}.${first.field}`, fields });
  },
  field: (code: string, message: string, field: string, status = 400) =>
    new AppError(status, code, message, { field, fields: [{ field, message }] }),
  notFound: () => errors.notFound(SUBMIT_MESSAGES.notFound),
  readOnly: () => new AppError(409, SCHEDULE_ERROR_CODES.readOnly, SUBMIT_MESSAGES.readOnly),
  zoomReadOnly: () => new AppError(409, SCHEDULE_ERROR_CODES.readOnly, ZOOM_READ_ONLY_NOTE),
  notSchedulable: (message: string = SCHEDULE_API_MESSAGES.notSchedulable) => new AppError(400, SCHEDULE_ERROR_CODES.notSchedulable, message),
  /** A venueInfo save on a published event or its draft copy: its shows change through its published sessions. */
  usePublishedSessions: () => new AppError(409, SCHEDULE_ERROR_CODES.usePublishedSessions, SCHEDULE_API_MESSAGES.usePublishedSessions),
};

function zodFields(error: z.ZodError, prefix: string): FieldError[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

const subTypeOf = (v: string | null): VenueSubType | null => ((VENUE_SUB_TYPES as readonly string[]).includes(v ?? '') ? (v as VenueSubType) : null);

interface MasterVenue {
  code: string;
  name: string;
  region: string;
  regionCode: string;
  venueType: VenueType;
  venueSubType: VenueSubType | null;
}

interface SessionState extends EventSessionRow {
  hasBookings: boolean;
  types: TicketTypeRow[];
}

/**
 * The schedule of an event (seed 000 sections 3 to 5): venues and sessions as `event_sessions` rows, ticket types
 * with inventory as `ticket_types` rows, validated by the domain's rules against the server's clock. The saved
 * venueInfo section (with the server's ids) is kept in `events.sections.venueInfo`; the rows are the truth.
 */
export class ScheduleService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly jobs: StreamingJobs,
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
  private async lockEvent(tx: Runner, eventId: string): Promise<EventRow> {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('no key update');
    if (!event) throw scheduleErrors.notFound();
    return event;
  }

  /**
   * Holds the event's sales until the transaction ends: a booking first takes its ticket types' rows (in id order, as
   * here), so with them locked the sales read next stay true until commit, and no session or ticket type that a
   * booking reached meanwhile is moved or removed (its delete would break the tickets' foreign keys).
   */
  private async holdSales(tx: Runner, eventId: string): Promise<void> {
    await tx
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .innerJoin(eventSessions, eq(eventSessions.id, ticketTypes.sessionId))
      .where(eq(eventSessions.eventId, eventId))
      .orderBy(asc(ticketTypes.id))
      .for('update', { of: ticketTypes });
  }

  private async masterVenues(tx: Runner, codes: string[]): Promise<Map<string, MasterVenue>> {
    if (codes.length === 0) return new Map();
    const rows = await tx.select().from(masterVenues).where(inArray(masterVenues.code, codes));
    return new Map(
      rows.map((r) => [
        r.code,
        { code: r.code, name: r.name, region: r.region, regionCode: r.regionCode, venueType: r.venueType === 'online' ? 'online' : 'onGround', venueSubType: subTypeOf(r.venueSubType) },
      ]),
    );
  }

  private async sessionStates(tx: Runner, eventId: string): Promise<SessionState[]> {
    const sessions = await tx.select().from(eventSessions).where(eq(eventSessions.eventId, eventId)).orderBy(asc(eventSessions.showTime));
    if (sessions.length === 0) return [];
    const ids = sessions.map((s) => s.id);
    const types = await tx.select().from(ticketTypes).where(inArray(ticketTypes.sessionId, ids)).orderBy(asc(ticketTypes.createdAt), asc(ticketTypes.code));
    const booked = await tx.selectDistinct({ sessionId: bookings.sessionId }).from(bookings).where(inArray(bookings.sessionId, ids));
    const bookedIds = new Set(booked.map((b) => b.sessionId));
    return sessions.map((s) => ({ ...s, hasBookings: bookedIds.has(s.id), types: types.filter((t) => t.sessionId === s.id) }));
  }

  private async approvedKeys(tx: Runner, names: string[]): Promise<Set<string>> {
    const keys = [...new Set(names.map(ticketTypeNameKey))];
    if (keys.length === 0) return new Set();
    const rows = await tx
      .select({ key: ticketTypeNames.nameKey })
      .from(ticketTypeNames)
      .where(and(inArray(ticketTypeNames.nameKey, keys), eq(ticketTypeNames.status, 'approved')));
    return new Set(rows.map((r) => r.key));
  }

  // ------------------------------------------------------------------------------------------------------------
  // The saved schedule

  /** The event's schedule from its rows (venues in saved order, then by first show), with the recurrences saved. */
  async scheduleFor(eventId: string, runner: Runner = this.db): Promise<ScheduleAnswer> {
    const [event] = await runner.select().from(events).where(eq(events.id, eventId));
    if (!event) throw scheduleErrors.notFound();
    return this.buildAnswer(runner, event, await this.sessionStates(runner, eventId));
  }

  private async buildAnswer(runner: Runner, event: EventRow, states: SessionState[]): Promise<ScheduleAnswer> {
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

  // ------------------------------------------------------------------------------------------------------------
  // Saving the venueInfo section

  /**
   * Validates a venueInfo section by the domain's rules against the clock and syncs the rows: sessions keep their
   * ids, new ones ('0') get ids, deleted ones without bookings are removed (with bookings: ERR.EVENTCREATION.SALE_STARTED),
   * ticket types are matched by code or name (only approved names may be added; inventory never below sold),
   * recurrences are expanded into shows; the first venue sets city and region code; the live-streaming mail jobs
   * follow the sessions. In addSession mode the existing sessions are locked and only new ones are taken.
   * Returns the saved schedule (also written to `sections.venueInfo`). `andThen` runs last in the same transaction
   * (the draft's other sections saved with the schedule): whatever it throws undoes the schedule too.
   */
  async saveVenueInfo(eventId: string, input: unknown, options: { addSession?: boolean; andThen?: (tx: Tx) => Promise<void> } = {}): Promise<ScheduleAnswer> {
    const parsed = scheduleVenueInfoSchema.safeParse(input);
    if (!parsed.success) throw errors.validation(zodFields(parsed.error, 'venueInfo'));
    const venues = parsed.data;
    return this.db.transaction(async (tx) => {
      const event = await this.lockEvent(tx, eventId);
      if (LOCKED_STATUSES.has(event.status)) throw scheduleErrors.readOnly();
      if (event.sourceEventId) throw scheduleErrors.usePublishedSessions();
      await this.holdSales(tx, eventId);
      const states = await this.sessionStates(tx, eventId);
      const currentSubType = subTypeOf(((event.sections as ScheduleSections).venueSubType as string | null | undefined) ?? null);
      if (isZoomScheduleReadOnly({ status: event.status, venueSubType: currentSubType, sessionCount: states.length })) throw scheduleErrors.zoomReadOnly();
      const now = this.now();

      // Venues: known codes, one kind, at most one online venue; recurrences expanded into shows.
      const masters = await this.masterVenues(tx, venues.map((v) => v.venueCode));
      venues.forEach((v, i) => {
        if (!masters.has(v.venueCode)) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.unknownVenue, SCHEDULE_API_MESSAGES.unknownVenue, `venueInfo.${i}.venueCode`);
      });
      const kinds = new Set(venues.map((v) => masters.get(v.venueCode)!.venueType));
      if (kinds.size > 1) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.invalidSchedule, SCHEDULE_API_MESSAGES.mixedVenueTypes, 'venueInfo');
      if (kinds.has('online') && venues.length > 1) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.invalidSchedule, SCHEDULE_API_MESSAGES.oneOnlineVenue, 'venueInfo');
      venues.forEach((v, i) => this.expandVenueRecurrences(v, i, masters.get(v.venueCode)!));

      const byId = new Map(states.map((s) => [s.id, s]));
      const listed = new Set<string>();
      const total = venues.reduce((n, v) => n + v.sessionInfo.length, 0);
      if (total > 500) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.invalidSchedule, SCHEDULE_API_MESSAGES.tooManySessions, 'venueInfo');

      // Which sessions are new, changed, locked (addSession mode, expired); unknown ids are refused.
      const changedOrNew = new Set<ScheduleSession>();
      venues.forEach((v, vi) =>
        v.sessionInfo.forEach((s, si) => {
          const field = `venueInfo.${vi}.sessionInfo.${si}`;
          if (s.sessionId === '0') {
            changedOrNew.add(s);
            return;
          }
          const existing = byId.get(s.sessionId);
          if (!existing) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.unknownSession, SCHEDULE_API_MESSAGES.unknownSession, `${field}.sessionId`);
          if (listed.has(s.sessionId)) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.unknownSession, SCHEDULE_API_MESSAGES.unknownSession, `${field}.sessionId`);
          listed.add(s.sessionId);
          const moved = showTimeKey(s.showTime) !== existing.showTime.toISOString() || existing.venueCode !== v.venueCode;
          const toggled = existing.active !== s.status;
          if (options.addSession && (moved || toggled)) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.sessionLocked, SCHEDULE_API_MESSAGES.sessionLocked, field);
          if ((moved || toggled) && isSessionExpired({ showTime: existing.showTime.toISOString() }, now)) {
            throw scheduleErrors.field(SCHEDULE_ERROR_CODES.sessionExpired, SCHEDULE_MESSAGES.sessionExpired, field);
          }
          if (moved && existing.hasBookings) {
            throw scheduleErrors.field(SCHEDULE_ERROR_CODES.sessionHasBookings, SCHEDULE_API_MESSAGES.sessionHasBookings, `${field}.showTime`, 409);
          }
          if (moved) changedOrNew.add(s);
        }),
      );
      const issues = scheduleIssues(venues, now, (_v, s) => changedOrNew.has(s));
      if (issues.length) throw scheduleErrors.issues(issues);

      // Sessions left out are deleted (not in addSession mode, never with bookings).
      const removed = states.filter((s) => !listed.has(s.id));
      if (removed.length && options.addSession) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.sessionLocked, SCHEDULE_API_MESSAGES.sessionLocked, 'venueInfo');
      const withBookings = removed.find((s) => s.hasBookings);
      if (withBookings) throw new AppError(409, SCHEDULE_ERROR_CODES.sessionHasBookings, SCHEDULE_API_MESSAGES.sessionHasBookings, { shortDesc: formatIstDateTime(withBookings.showTime) });

      // Only approved names may be added (names already on a session stay as they are).
      const lockedSession = (s: ScheduleSession) => {
        const existing = s.sessionId === '0' ? undefined : byId.get(s.sessionId);
        return !!existing && (options.addSession === true || isSessionExpired({ showTime: existing.showTime.toISOString() }, now));
      };
      const approved = await this.approvedKeys(tx, venues.flatMap((v) => v.sessionInfo.flatMap((s) => s.ticketInfo.map((t) => t.ticketTypeName))));
      const notApproved: FieldError[] = [];
      venues.forEach((v, vi) =>
        v.sessionInfo.forEach((s, si) => {
          if (lockedSession(s)) return;
          const existing = s.sessionId === '0' ? [] : (byId.get(s.sessionId)?.types ?? []);
          s.ticketInfo.forEach((t, ti) => {
            if (matchType(existing, t) || approved.has(ticketTypeNameKey(t.ticketTypeName))) return;
            notApproved.push({ field: `venueInfo.${vi}.sessionInfo.${si}.ticketInfo.${ti}.ticketTypeName`, message: TICKET_TYPE_NAME_MESSAGES.notApproved(t.ticketTypeName) });
          });
        }),
      );
      if (notApproved.length) {
        throw new AppError(400, SCHEDULE_ERROR_CODES.ticketNotApproved, notApproved[0]!.message, { field: notApproved[0]!.field, fields: notApproved });
      }

      // Write: delete, update, insert sessions; then their ticket types.
      if (removed.length) {
        await tx.delete(eventSessions).where(inArray(eventSessions.id, removed.map((s) => s.id)));
      }
      // New sessions (a recurrence may bring hundreds) and their ticket types go in as two bulk inserts.
      const newSessions: (typeof eventSessions.$inferInsert)[] = [];
      const newTypes: (typeof ticketTypes.$inferInsert)[] = [];
      const wallClock = Date.now();
      for (const [vi, v] of venues.entries()) {
        const master = masters.get(v.venueCode)!;
        for (const [si, s] of v.sessionInfo.entries()) {
          const field = `venueInfo.${vi}.sessionInfo.${si}`;
          if (s.sessionId === '0') {
            const id = randomUUID();
            newSessions.push({ id, eventId, venueCode: master.code, venueName: master.name, showTime: new Date(s.showTime), active: s.status });
            const used = new Set<string>();
            s.ticketInfo.forEach((t, i) => {
              // createdAt (wall clock, one millisecond apart) keeps the order the organiser gave.
              newTypes.push({ sessionId: id, code: uniqueCode(t.ticketTypeName, used), name: t.ticketTypeName, inventory: t.totalInventory, pricePaise: t.price, createdAt: new Date(wallClock + i) });
            });
            continue;
          }
          const existing = byId.get(s.sessionId)!;
          if (lockedSession(s)) continue;
          const unchanged = existing.venueCode === master.code && existing.showTime.toISOString() === s.showTime && existing.active === s.status;
          if (!unchanged) {
            await tx
              .update(eventSessions)
              .set({ venueCode: master.code, venueName: master.name, showTime: new Date(s.showTime), active: s.status })
              .where(eq(eventSessions.id, existing.id));
          }
          await this.applyTickets(tx, existing.id, s.ticketInfo, existing.types, 'replace', field, []);
        }
      }
      for (let i = 0; i < newSessions.length; i += 500) await tx.insert(eventSessions).values(newSessions.slice(i, i + 500));
      for (let i = 0; i < newTypes.length; i += 500) await tx.insert(ticketTypes).values(newTypes.slice(i, i + 500));
      const answer = await this.afterWrite(tx, event, venues, masters);
      await options.andThen?.(tx);
      return answer;
    });
  }

  /** Adds the shows of each recurrence (keyed by its ISO start, which must be one of the venue's shows). */
  private expandVenueRecurrences(venue: ScheduleVenue, index: number, master: MasterVenue): void {
    const entries = Object.entries(venue.recurringInfo);
    if (entries.length === 0) return;
    if (master.venueType === 'online') {
      throw scheduleErrors.field(SCHEDULE_ERROR_CODES.invalidSchedule, SCHEDULE_API_MESSAGES.recurrenceOnline, `venueInfo.${index}.recurringInfo`);
    }
    for (const [start, info] of entries) {
      const startKey = showTimeKey(start);
      const template = venue.sessionInfo.find((s) => showTimeKey(s.showTime) === startKey);
      if (!startKey || !template) {
        throw scheduleErrors.field(SCHEDULE_ERROR_CODES.invalidSchedule, SCHEDULE_API_MESSAGES.recurrenceStart, `venueInfo.${index}.recurringInfo`);
      }
      const present = new Set(venue.sessionInfo.map((s) => showTimeKey(s.showTime)));
      for (const showTime of expandRecurrence(startKey, info.code, info.noOfTimes)) {
        if (present.has(showTime)) continue;
        present.add(showTime);
        venue.sessionInfo.push({
          sessionId: '0',
          showTime,
          status: template.status,
          ticketInfo: template.ticketInfo.map(({ ticketTypeCode: _code, ...t }) => ({ ...t })),
        });
      }
    }
    venue.sessionInfo.sort((a, b) => Date.parse(a.showTime) - Date.parse(b.showTime));
  }

  /**
   * Makes a session's ticket types match `desired`: matched by code, then by name; inventory changed by one
   * conditional UPDATE (never below sold); new ones inserted with a code unique in the session; in 'replace' mode
   * the ones left out are removed unless they have sales. Returns the audit messages.
   */
  private async applyTickets(
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
  private async afterWrite(tx: Tx, event: EventRow, venues: ScheduleVenue[] | null, masters: Map<string, MasterVenue> | null): Promise<ScheduleAnswer> {
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

  // ------------------------------------------------------------------------------------------------------------
  // Submit check

  /**
   * Throws unless the event can go to review: at least one active future session with at least one ticket type,
   * and the online details its venue subtype needs (e-mail list for live streaming, link and password for meetings).
   */
  async assertSchedulable(eventId: string): Promise<void> {
    const now = this.now();
    const [event] = await this.db.select({ sections: events.sections, sourceEventId: events.sourceEventId }).from(events).where(eq(events.id, eventId));
    if (!event) throw scheduleErrors.notFound();
    // A draft copy of a published event has the sessions of the event it copies.
    const sessionsOf = event.sourceEventId ?? eventId;
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`
        select count(*)::int as n from ${eventSessions} s
        where s.event_id = ${sessionsOf} and s.active and s.show_time > ${now.toISOString()}::timestamptz
          and exists (select 1 from ${ticketTypes} t where t.session_id = s.id)`),
    );
    if (!row || row.n === 0) throw scheduleErrors.notSchedulable();
    const sections = event.sections as ScheduleSections;
    const subType = subTypeOf((sections.venueSubType as string | null | undefined) ?? null);
    if (!subType) return;
    const needs = onlineRequirements(subType);
    if (needs.emailIds && !(Array.isArray(sections.emailIds) && sections.emailIds.length > 0)) throw scheduleErrors.notSchedulable(SCHEDULE_API_MESSAGES.emailIdsRequired);
    if (needs.joiningDetails && !sections.joiningDetails?.link) throw scheduleErrors.notSchedulable(SCHEDULE_API_MESSAGES.joiningRequired);
  }

  /** The submit check as field problems (for the event draft service's list of what is missing): [] when ready. */
  async schedulingProblems(eventId: string): Promise<FieldError[]> {
    try {
      await this.assertSchedulable(eventId);
      return [];
    } catch (err) {
      if (err instanceof AppError && err.code === SCHEDULE_ERROR_CODES.notSchedulable) return [{ field: 'venueInfo', message: err.message }];
      throw err;
    }
  }

  // ------------------------------------------------------------------------------------------------------------
  // Inventory

  /**
   * POST v1/manage/event/session/update-inventory. One transaction: the event row is locked (so saves and inventory
   * changes of one event take turns), then one conditional UPDATE per ticket type (`... where sold <= new total`)
   * in id order; a refusal rolls everything back. Bookings take inventory with their own conditional UPDATE
   * (`sold + n <= inventory`): whichever commits first, the row lock makes the other re-check against it.
   */
  async updateInventory(
    organiserId: string | null | undefined,
    body: { etCode: string; vnuCode: string; sessions: string[]; ticketTypeName: string; totalInventory: number; callType: 'SET' | 'INCREASE' | 'DECREASE' },
  ): Promise<UpdateInventoryAnswer> {
    const event = await this.eventForOrganiser(organiserId, body.etCode);
    const ids = [...new Set(body.sessions)];
    if (!ids.every(isUuid)) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.unknownSession, SCHEDULE_API_MESSAGES.unknownSession, 'sessions', 404);
    const key = ticketTypeNameKey(body.ticketTypeName);
    const rows = await this.db.transaction(async (tx) => {
      await this.lockEvent(tx, event.id);
      const sessions = await tx
        .select({ id: eventSessions.id })
        .from(eventSessions)
        .where(and(eq(eventSessions.eventId, event.id), eq(eventSessions.venueCode, body.vnuCode), inArray(eventSessions.id, ids)));
      if (sessions.length !== ids.length) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.unknownSession, SCHEDULE_API_MESSAGES.unknownSession, 'sessions', 404);
      const types = (await tx.select().from(ticketTypes).where(inArray(ticketTypes.sessionId, ids))).filter(
        (t) => ticketTypeNameKey(t.name) === key || t.code === body.ticketTypeName,
      );
      const perSession = new Map(types.map((t) => [t.sessionId, t]));
      if (perSession.size !== ids.length) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.ticketUnknown, INVENTORY_MESSAGES.notFound, 'ticketTypeName', 404);
      const n = body.totalInventory;
      const next =
        body.callType === 'SET' ? sql`${n}::int` : body.callType === 'INCREASE' ? sql`${ticketTypes.inventory} + ${n}::int` : sql`${ticketTypes.inventory} - ${n}::int`;
      const out: { sessionId: string; ticketTypeCode: string; totalInventory: number; sold: number; available: number }[] = [];
      for (const type of [...perSession.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
        const [row] = await tx
          .update(ticketTypes)
          .set({ inventory: next })
          .where(and(eq(ticketTypes.id, type.id), sql`${ticketTypes.sold} <= ${next}`, sql`${next} > 0`, sql`${next} <= 1000000`))
          .returning({ sessionId: ticketTypes.sessionId, code: ticketTypes.code, inventory: ticketTypes.inventory, sold: ticketTypes.sold });
        if (!row) {
          const [current] = await tx.select({ sold: ticketTypes.sold, inventory: ticketTypes.inventory }).from(ticketTypes).where(eq(ticketTypes.id, type.id));
          const sold = current?.sold ?? type.sold;
          throw new AppError(409, SCHEDULE_ERROR_CODES.inventoryBelowSold, INVENTORY_MESSAGES.belowSold(sold), {
            field: 'totalInventory',
            fields: [{ field: 'totalInventory', message: INVENTORY_MESSAGES.belowSold(sold) }],
            extra: { sessionId: type.sessionId, sold, totalInventory: current?.inventory ?? type.inventory },
          });
        }
        out.push({ sessionId: row.sessionId, ticketTypeCode: row.code, totalInventory: row.inventory, sold: row.sold, available: row.inventory - row.sold });
      }
      await this.refreshSection(tx, event.id);
      return out;
    });
    return { etCode: body.etCode, vnuCode: body.vnuCode, ticketTypeName: body.ticketTypeName, sessions: rows, message: INVENTORY_MESSAGES.updated };
  }

  /** Rewrites sections.venueInfo from the rows (inside a transaction holding the event row). */
  private async refreshSection(tx: Tx, eventId: string): Promise<void> {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event) return;
    const answer = await this.buildAnswer(tx, event, await this.sessionStates(tx, eventId));
    await tx
      .update(events)
      .set({ sections: sql`jsonb_set(${events.sections}, '{venueInfo}', ${JSON.stringify(answer.venueInfo)}::jsonb)` })
      .where(eq(events.id, eventId));
  }

  // ------------------------------------------------------------------------------------------------------------
  // Changes to published sessions

  /**
   * POST /manage/event/published/sessions. New sessions ('0') are added by the draft rules; listed existing
   * sessions may toggle status, move (without bookings) and add ticket types or change inventory (never below
   * sold). Sessions that have expired are not changed: the others are saved and the answer is the partial failure
   * ERR.SESSION.EXPIRED with the expired show times.
   */
  async updatePublishedSessions(
    organiserId: string | null | undefined,
    body: { eventCode: string; venueInfo: { venueCode: string; sessionInfo: ScheduleSession[] }[] },
  ): Promise<{ answer: PublishedSessionsAnswer; expired: string[] }> {
    const found = await this.eventForOrganiser(organiserId, body.eventCode);
    if (!PUBLISHED_STATUSES.has(found.status) || !found.eventCode) {
      throw new AppError(409, SCHEDULE_ERROR_CODES.invalidSchedule, 'Only published events take changes to published sessions');
    }
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const event = await this.lockEvent(tx, found.id);
      const states = await this.sessionStates(tx, event.id);
      const subType = subTypeOf(((event.sections as ScheduleSections).venueSubType as string | null | undefined) ?? null);
      if (isZoomScheduleReadOnly({ status: event.status, venueSubType: subType, sessionCount: states.length })) throw scheduleErrors.zoomReadOnly();
      const masters = await this.masterVenues(tx, body.venueInfo.map((v) => v.venueCode));
      const byId = new Map(states.map((s) => [s.id, s]));
      const expired: string[] = [];
      const audit: SessionAudit[] = [];
      const issues: ScheduleIssue[] = [];
      const approved = await this.approvedKeys(tx, body.venueInfo.flatMap((v) => v.sessionInfo.flatMap((s) => s.ticketInfo.map((t) => t.ticketTypeName))));
      type Plan = { kind: 'new' | 'existing'; venue: MasterVenue; session: ScheduleSession; existing?: SessionState; field: string };
      const plans: Plan[] = [];
      body.venueInfo.forEach((v, vi) => {
        const venue = masters.get(v.venueCode);
        if (!venue) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.unknownVenue, SCHEDULE_API_MESSAGES.unknownVenue, `venueInfo.${vi}.venueCode`);
        // Duplicates are checked against the venue's other shows as they will be after the change.
        const others = new Map(states.filter((s) => s.venueCode === v.venueCode).map((s) => [s.id, s.showTime.toISOString()]));
        v.sessionInfo.forEach((s, si) => {
          const field = `venueInfo.${vi}.sessionInfo.${si}`;
          if (s.sessionId !== '0') {
            const existing = byId.get(s.sessionId);
            if (!existing || existing.venueCode !== v.venueCode) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.unknownSession, SCHEDULE_API_MESSAGES.unknownSession, `${field}.sessionId`);
            if (isSessionExpired({ showTime: existing.showTime.toISOString() }, now) || existing.showTime <= now) {
              expired.push(existing.showTime.toISOString());
              return;
            }
            const moved = showTimeKey(s.showTime) !== existing.showTime.toISOString();
            if (moved && existing.hasBookings) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.sessionHasBookings, SCHEDULE_API_MESSAGES.sessionHasBookings, `${field}.showTime`, 409);
            if (moved) {
              const rule = showTimeRuleIssue(s.showTime, now);
              if (rule) issues.push({ field: `${vi}.sessionInfo.${si}.showTime`, ...rule });
            }
            others.delete(existing.id);
            plans.push({ kind: 'existing', venue, session: s, existing, field });
          } else {
            const rule = showTimeRuleIssue(s.showTime, now);
            if (rule) issues.push({ field: `${vi}.sessionInfo.${si}.showTime`, ...rule });
            plans.push({ kind: 'new', venue, session: s, field });
          }
          const key = showTimeKey(s.showTime);
          if ([...others.values()].includes(key ?? '')) {
            issues.push({ field: `${vi}.sessionInfo.${si}.showTime`, message: SCHEDULE_MESSAGES.showTimeExists, code: SCHEDULE_ERROR_CODES.duplicateShowTime });
          }
          others.set(`new-${vi}-${si}`, key ?? '');
          s.ticketInfo.forEach((t, ti) => {
            if (matchType(s.sessionId === '0' ? [] : (byId.get(s.sessionId)?.types ?? []), t) || approved.has(ticketTypeNameKey(t.ticketTypeName))) return;
            issues.push({ field: `${vi}.sessionInfo.${si}.ticketInfo.${ti}.ticketTypeName`, message: TICKET_TYPE_NAME_MESSAGES.notApproved(t.ticketTypeName), code: SCHEDULE_ERROR_CODES.invalidSchedule });
          });
        });
      });
      if (issues.length) {
        const notApproved = issues.find((i) => i.message.endsWith('Please pick an approved ticket type.'));
        if (notApproved && issues.every((i) => i.code === SCHEDULE_ERROR_CODES.invalidSchedule)) {
          throw new AppError(400, SCHEDULE_ERROR_CODES.ticketNotApproved, notApproved.message, { field: `venueInfo.${notApproved.field}` });
        }
        throw scheduleErrors.issues(issues);
      }
      for (const plan of plans) {
        const ops: string[] = [];
        let sessionId: string;
        if (plan.kind === 'new') {
          const [row] = await tx
            .insert(eventSessions)
            .values({ eventId: event.id, venueCode: plan.venue.code, venueName: plan.venue.name, showTime: new Date(plan.session.showTime), active: plan.session.status })
            .returning({ id: eventSessions.id });
          sessionId = row!.id;
          ops.push(PUBLISHED_SESSION_TEXTS.added);
          await this.applyTickets(tx, sessionId, plan.session.ticketInfo, [], 'merge', plan.field, ops);
        } else {
          const existing = plan.existing!;
          sessionId = existing.id;
          const newTime = new Date(plan.session.showTime);
          if (newTime.getTime() !== existing.showTime.getTime()) ops.push(PUBLISHED_SESSION_TEXTS.moved(formatIstDateTime(existing.showTime), formatIstDateTime(newTime)));
          if (existing.active !== plan.session.status) ops.push(plan.session.status ? PUBLISHED_SESSION_TEXTS.activated : PUBLISHED_SESSION_TEXTS.deactivated);
          if (ops.length) {
            await tx.update(eventSessions).set({ showTime: newTime, active: plan.session.status }).where(eq(eventSessions.id, existing.id));
          }
          await this.applyTickets(tx, sessionId, plan.session.ticketInfo, existing.types, 'merge', plan.field, ops);
        }
        audit.push({
          session: { sessionId, venueCode: plan.venue.code, showtime: normaliseIso(plan.session.showTime) },
          operations: (ops.length ? ops : [PUBLISHED_SESSION_TEXTS.noChange]).map((message) => ({ message })),
        });
      }
      await this.afterWrite(tx, event, null, null);
      return {
        answer: {
          sessionAudit: audit,
          rejectionReasons: event.rejectionReasons,
          snackbar: {
            title: PUBLISHED_SESSION_TEXTS.snackbarTitle,
            content: PUBLISHED_SESSION_TEXTS.snackbarContent,
            class: expired.length ? 'warning' : 'success',
            toastMsg: PUBLISHED_SESSION_TEXTS.toast,
          },
        },
        expired,
      };
    });
  }

  // ------------------------------------------------------------------------------------------------------------
  // Online events

  async onlineDetails(event: EventRow): Promise<OnlineDetailsAnswer> {
    const sections = event.sections as ScheduleSections;
    const subType = subTypeOf((sections.venueSubType as string | null | undefined) ?? null);
    if (!subType) throw new AppError(400, SCHEDULE_ERROR_CODES.notOnline, ONLINE_MESSAGES.notOnline);
    const first = await this.firstActiveShow(event.id);
    return {
      venueSubType: subType,
      emailIds: Array.isArray(sections.emailIds) ? sections.emailIds : [],
      joiningDetails: sections.joiningDetails ?? null,
      streaming: subType === 'liveStreaming' ? (sections.streaming ?? null) : null,
      vod: sections.vod ?? null,
      vodDeadline: subType === 'vod' && first ? vodDeadline(first).toISOString() : null,
      message: ONLINE_MESSAGES.onlineSaved,
    };
  }

  /**
   * PUT /manage/event/{draftId}/online: the e-mail list (live streaming) and the meeting link and password (external
   * meetings). What the subtype needs is required; the rest is ignored.
   */
  async saveOnlineDetails(event: EventRow, body: { emailIds?: string[] | undefined; joiningDetails?: JoiningDetails | undefined }): Promise<OnlineDetailsAnswer> {
    if (LOCKED_STATUSES.has(event.status)) throw scheduleErrors.readOnly();
    const sections = event.sections as ScheduleSections;
    const subType = subTypeOf((sections.venueSubType as string | null | undefined) ?? null);
    if (!subType) throw new AppError(400, SCHEDULE_ERROR_CODES.notOnline, ONLINE_MESSAGES.notOnline);
    const needs = onlineRequirements(subType);
    const patch: Partial<ScheduleSections> = {};
    if (needs.emailIds) {
      const emails = [...new Set((body.emailIds ?? []).map((e) => e.trim().toLowerCase()))];
      if (emails.length === 0) throw scheduleErrors.field(ERR_VALIDATION, SCHEDULE_API_MESSAGES.emailIdsRequired, 'emailIds');
      patch.emailIds = emails;
    }
    if (needs.joiningDetails) {
      if (!body.joiningDetails) throw scheduleErrors.field(ERR_VALIDATION, ONLINE_MESSAGES.linkRequired, 'joiningDetails.link');
      patch.joiningDetails = body.joiningDetails;
    }
    const [row] = await this.db
      .update(events)
      .set({ sections: sql`${events.sections} || ${JSON.stringify(patch)}::jsonb`, updatedAt: this.now() })
      .where(eq(events.id, event.id))
      .returning();
    return this.onlineDetails(row!);
  }

  /** POST /manage/event/{draftId}/vod: the video link, accepted until 24 hours before the first active show. */
  async addVodVideo(event: EventRow, videoUrl: string): Promise<{ videoUrl: string; addedAt: string; deadline: string; message: string }> {
    if (LOCKED_STATUSES.has(event.status)) throw scheduleErrors.readOnly();
    const subType = subTypeOf(((event.sections as ScheduleSections).venueSubType as string | null | undefined) ?? null);
    if (subType !== 'vod') throw new AppError(400, SCHEDULE_ERROR_CODES.notOnline, ONLINE_MESSAGES.notVod);
    const first = await this.firstActiveShow(event.id);
    if (!first) throw new AppError(400, SCHEDULE_ERROR_CODES.vodClosed, ONLINE_MESSAGES.vodNoShow);
    const now = this.now();
    const deadline = vodDeadline(first).toISOString();
    if (!canAddVodVideo(first, now)) {
      throw new AppError(409, SCHEDULE_ERROR_CODES.vodClosed, ONLINE_MESSAGES.vodClosed, { extra: { deadline } });
    }
    const vod = { videoUrl, addedAt: now.toISOString() };
    await this.db
      .update(events)
      .set({ sections: sql`jsonb_set(${events.sections}, '{vod}', ${JSON.stringify(vod)}::jsonb)`, updatedAt: now })
      .where(eq(events.id, event.id));
    return { ...vod, deadline, message: ONLINE_MESSAGES.vodSaved };
  }

  /** The first active show of the event that has not started yet (the VOD deadline counts from it). */
  private async firstActiveShow(eventId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ showTime: eventSessions.showTime })
      .from(eventSessions)
      .where(and(eq(eventSessions.eventId, eventId), eq(eventSessions.active, true), sql`${eventSessions.showTime} > ${this.now().toISOString()}::timestamptz`))
      .orderBy(asc(eventSessions.showTime))
      .limit(1);
    return row?.showTime ?? null;
  }
}

const ERR_VALIDATION = 'ERR.VALIDATION';
const normaliseIso = (iso: string) => showTimeKey(iso) ?? iso;

/** The code of a new ticket type from its name, unique among `used` (which it joins): VIP, VIP_2, ... */
function uniqueCode(name: string, used: Set<string>): string {
  const base = ticketTypeCodeFor(name);
  let code = base;
  for (let n = 2; used.has(code); n += 1) code = `${base}_${n}`;
  used.add(code);
  return code;
}

/** A saved ticket type matching a desired one: by code first, then by name (case and spaces ignored). */
function matchType(existing: readonly TicketTypeRow[], t: ScheduleTicketInfo): TicketTypeRow | undefined {
  if (t.ticketTypeCode) {
    const byCode = existing.find((e) => e.code === t.ticketTypeCode);
    if (byCode && ticketTypeNameKey(byCode.name) === ticketTypeNameKey(t.ticketTypeName)) return byCode;
  }
  const key = ticketTypeNameKey(t.ticketTypeName);
  return existing.find((e) => ticketTypeNameKey(e.name) === key);
}

// ---------------------------------------------------------------------------------------------------------------
// Ticket-type names

export type CreateNameOutcome = { status: 'pending' | 'approved'; created: boolean; ticketTypeName: string };

/** Ticket-type names (ticket_type_names): organisers send new names for approval; only approved names are offered. */
export class TicketTypeNames {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async approved(search: string | undefined, limit: number): Promise<{ ticketTypes: { ticketTypeName: string }[]; total: number }> {
    const where = and(
      eq(ticketTypeNames.status, 'approved'),
      search ? sql`${ticketTypeNames.nameKey} like ${containsPattern(ticketTypeNameKey(search))}` : undefined,
    );
    const rows = await this.db.select({ name: ticketTypeNames.name }).from(ticketTypeNames).where(where).orderBy(asc(ticketTypeNames.name)).limit(limit);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(ticketTypeNames).where(where);
    return { ticketTypes: rows.map((r) => ({ ticketTypeName: r.name })), total: count?.n ?? rows.length };
  }

  /** A new name is pending; a name already pending or approved answers its status; a rejected one is refused. */
  async request(name: string, by: { userId: string; organiserId: string | null }): Promise<CreateNameOutcome> {
    const clean = name.trim().replace(/\s+/g, ' ');
    const key = ticketTypeNameKey(clean);
    const [inserted] = await this.db
      .insert(ticketTypeNames)
      .values({ name: clean, nameKey: key, status: 'pending', requestedBy: by.userId, requestedByOrganiser: by.organiserId, createdAt: this.now() })
      .onConflictDoNothing({ target: ticketTypeNames.nameKey })
      .returning({ name: ticketTypeNames.name });
    if (inserted) return { status: 'pending', created: true, ticketTypeName: inserted.name };
    const [existing] = await this.db.select().from(ticketTypeNames).where(eq(ticketTypeNames.nameKey, key));
    if (!existing) throw new Error('ticket type name vanished');
    if (existing.status === 'rejected') throw new AppError(409, SCHEDULE_ERROR_CODES.ticketRejected, TICKET_TYPE_NAME_MESSAGES.rejected, { field: 'ticketTypeName' });
    return { status: existing.status === 'approved' ? 'approved' : 'pending', created: false, ticketTypeName: existing.name };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Plugin

export interface Scheduling {
  schedule: ScheduleService;
  /** The scheduled-jobs queue: areas register their job kinds on it (streaming mails, e-mailed reports). */
  queue: JobQueue;
  jobs: StreamingJobs;
  ticketNames: TicketTypeNames;
  worker: JobWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Schedule, ticket types and online events (issue #5). */
    scheduling: Scheduling;
  }
}

/** Default poll interval of the jobs worker. */
export const JOBS_POLL_MS = 30_000;

/**
 * Decorates `app.scheduling` and runs the jobs worker over every registered job kind (every `jobsPollMs`, 0: off)
 * from ready until close.
 * Registered by app.ts after the services plugin.
 */
export const schedulingPlugin = fp(
  async (app: FastifyInstance, opts: { jobsPollMs?: number | undefined }) => {
    const db = app.database.db;
    const queue = new JobQueue(db, app.now, app.log);
    const jobs = new StreamingJobs(db, app.services.mailer, app.now, queue);
    const worker = new JobWorker(queue, opts.jobsPollMs ?? JOBS_POLL_MS, app.log);
    app.decorate('scheduling', { schedule: new ScheduleService(db, app.now, jobs), queue, jobs, ticketNames: new TicketTypeNames(db, app.now), worker });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'scheduling', dependencies: ['services'] },
);

