import { randomUUID } from 'node:crypto';
import {
  expandRecurrence, formatIstDateTime, isSessionExpired, publishProblem, STATUS_CHANGE_TEXTS, isZoomScheduleReadOnly, onlineRequirements, SCHEDULE_API_MESSAGES, SCHEDULE_ERROR_CODES,
  SCHEDULE_MESSAGES, scheduleIssues, scheduleVenueInfoSchema, showTimeKey, TICKET_TYPE_NAME_MESSAGES, ticketTypeNameKey,
  type JoiningDetails, type OnlineDetailsAnswer, type PublishedSessionsAnswer, type ScheduleAnswer, type ScheduleSession,
  type ScheduleVenue, type UpdateInventoryAnswer, type CancelSessionAnswer,
} from '@diy/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, eventSessions, ticketTypes, type EventRow } from '../db/schema';
import { AppError, errors, type FieldError } from '../http/errors';
import { OnlineDetails } from './schedule/online-details';
import { PublishedSessions } from './schedule/published-sessions';
import type { BuyerNotices } from './schedule/buyer-notices';
import {
  LOCKED_STATUSES, matchType, scheduleErrors, subTypeOf, uniqueCode, zodFields, type MasterVenue, type ScheduleSections,
} from './schedule/schedule-common';
import { ScheduleRows } from './schedule/schedule-rows';
import { showsForSale } from './schedule/shows-for-sale';
import type { StreamingJobs, Tx } from './streaming-jobs';

export { scheduleErrors } from './schedule/schedule-common';


/**
 * The schedule of an event (seed 000 sections 3 to 5): venues and sessions as `event_sessions` rows, ticket types
 * with inventory as `ticket_types` rows, validated by the domain's rules against the server's clock. The saved
 * venueInfo section (with the server's ids) is kept in `events.sections.venueInfo`; the rows are the truth.
 */
export class ScheduleService extends ScheduleRows {
  private readonly published: PublishedSessions;
  private readonly online: OnlineDetails;

  constructor(db: Db, now: () => Date, jobs: StreamingJobs, notices?: BuyerNotices) {
    super(db, now, jobs);
    this.published = new PublishedSessions(db, now, jobs, notices);
    this.online = new OnlineDetails(db, now);
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
      const approved = await this.approvedKeys(tx, venues.flatMap((v) => v.sessionInfo.flatMap((s) => s.ticketInfo.map((t) => t.ticketTypeName))), states);
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

  // ------------------------------------------------------------------------------------------------------------
  // Submit check

  /**
   * Throws unless the event can go to review (or, `purpose` 'publish', on sale): the domain's publish predicate (at
   * least one active show ahead with a ticket type, publishProblem), and the online details its venue subtype needs
   * (e-mail list for live streaming, link and password for meetings). The message names what is missing.
   */
  async assertSchedulable(eventId: string, purpose: 'review' | 'publish' = 'review'): Promise<void> {
    const now = this.now();
    const [event] = await this.db.select({ sections: events.sections, sourceEventId: events.sourceEventId }).from(events).where(eq(events.id, eventId));
    if (!event) throw scheduleErrors.notFound();
    // A draft copy of a published event has the sessions of the event it copies.
    const sessionsOf = event.sourceEventId ?? eventId;
    const problem = publishProblem((await showsForSale(this.db, [sessionsOf], now)).get(sessionsOf) ?? [], now);
    if (problem) throw scheduleErrors.notSchedulable(purpose === 'publish' ? STATUS_CHANGE_TEXTS[problem] : SCHEDULE_API_MESSAGES.notSchedulable);
    const sections = event.sections as ScheduleSections;
    const subType = subTypeOf((sections.venueSubType as string | null | undefined) ?? null);
    if (!subType) return;
    const needs = onlineRequirements(subType);
    if (needs.emailIds && !(Array.isArray(sections.emailIds) && sections.emailIds.length > 0)) throw scheduleErrors.notSchedulable(SCHEDULE_API_MESSAGES.emailIdsRequired);
    if (needs.joiningDetails && !sections.joiningDetails?.link) throw scheduleErrors.notSchedulable(SCHEDULE_API_MESSAGES.joiningRequired);
  }

  /** The submit (or publish) check as field problems (for the lists of what is missing): [] when ready. */
  async schedulingProblems(eventId: string, purpose: 'review' | 'publish' = 'review'): Promise<FieldError[]> {
    try {
      await this.assertSchedulable(eventId, purpose);
      return [];
    } catch (err) {
      if (err instanceof AppError && err.code === SCHEDULE_ERROR_CODES.notSchedulable) return [{ field: 'venueInfo', message: err.message }];
      throw err;
    }
  }

  // ------------------------------------------------------------------------------------------------------------
  // Published events and online details (their own services)

  updateInventory(...args: Parameters<PublishedSessions['updateInventory']>): Promise<UpdateInventoryAnswer> {
    return this.published.updateInventory(...args);
  }

  updatePublishedSessions(...args: Parameters<PublishedSessions['updatePublishedSessions']>): Promise<{ answer: PublishedSessionsAnswer; expired: string[] }> {
    return this.published.updatePublishedSessions(...args);
  }

  cancelPublishedSession(...args: Parameters<PublishedSessions['cancelSession']>): Promise<CancelSessionAnswer> {
    return this.published.cancelSession(...args);
  }

  onlineDetails(event: EventRow): Promise<OnlineDetailsAnswer> {
    return this.online.onlineDetails(event);
  }

  saveOnlineDetails(event: EventRow, body: { emailIds?: string[] | undefined; joiningDetails?: JoiningDetails | undefined }): Promise<OnlineDetailsAnswer> {
    return this.online.saveOnlineDetails(event, body);
  }

  addVodVideo(event: EventRow, videoUrl: string) {
    return this.online.addVodVideo(event, videoUrl);
  }
}
