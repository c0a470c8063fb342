import {
  type CancelSessionAnswer, SESSION_CANCEL_TEXTS,
  formatIstDateTime, INVENTORY_MESSAGES, isSessionExpired, isZoomScheduleReadOnly, PUBLISHED_SESSION_TEXTS, SCHEDULE_API_MESSAGES, SCHEDULE_ERROR_CODES,
  SCHEDULE_MESSAGES, showTimeKey, showTimeRuleIssue, TICKET_TYPE_NAME_MESSAGES, ticketTypeNameKey,
  type PublishedSessionsAnswer, type ScheduleIssue, type ScheduleSession, type SessionAudit, type UpdateInventoryAnswer,
} from '@diy/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, eventSessions, tickets, ticketTypes } from '../../db/schema';
import { giveBackInventory } from '../booking-service';
import { recordChangeAfterIssue } from '../money/adjustments';
import { releaseRedemption } from '../offers/redemption';
import type { StreamingJobs } from '../streaming-jobs';
import type { BuyerNotices } from './buyer-notices';
import { AppError } from '../../http/errors';
import { isUuid } from '../ids';
import { raceCounters } from '../bookings/race-counters';
import { matchType, normaliseIso, PUBLISHED_STATUSES, scheduleErrors, subTypeOf, type MasterVenue, type ScheduleSections, type SessionState } from './schedule-common';
import { ScheduleRows } from './schedule-rows';

/** Changes to a published event's shows: inventory of a ticket type across shows, and the published-session changes. */
export class PublishedSessions extends ScheduleRows {
  constructor(db: Db, now: () => Date, jobs: StreamingJobs, private readonly notices?: BuyerNotices) {
    super(db, now, jobs);
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
          const wanted = body.callType === 'SET' ? n : body.callType === 'INCREASE' ? type.inventory + n : type.inventory - n;
          // Bookings committed between the read above and this UPDATE took it past the new total.
          if (type.sold <= wanted && wanted > 0 && wanted <= 1_000_000) raceCounters.inventoryBelowSold += 1;
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
    const result = await this.db.transaction(async (tx) => {
      const event = await this.lockEvent(tx, found.id);
      const states = await this.sessionStates(tx, event.id);
      const subType = subTypeOf(((event.sections as ScheduleSections).venueSubType as string | null | undefined) ?? null);
      if (isZoomScheduleReadOnly({ status: event.status, venueSubType: subType, sessionCount: states.length })) throw scheduleErrors.zoomReadOnly();
      const masters = await this.masterVenues(tx, body.venueInfo.map((v) => v.venueCode));
      const byId = new Map(states.map((s) => [s.id, s]));
      const expired: string[] = [];
      const audit: SessionAudit[] = [];
      const issues: ScheduleIssue[] = [];
      const approved = await this.approvedKeys(tx, body.venueInfo.flatMap((v) => v.sessionInfo.flatMap((s) => s.ticketInfo.map((t) => t.ticketTypeName))), states);
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
            // A show with bookings may move: its buyers are told (buyer notices, after the commit).
            const moved = showTimeKey(s.showTime) !== existing.showTime.toISOString();
            if (existing.cancelledAt) throw scheduleErrors.field(SCHEDULE_ERROR_CODES.invalidSchedule, SESSION_CANCEL_TEXTS.alreadyCancelled, `${field}.sessionId`, 409);
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
      let notify = false;
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
          if (newTime.getTime() !== existing.showTime.getTime() && existing.hasBookings) {
            await this.notices?.enqueue(tx, { eventId: event.id, sessionId: existing.id, change: 'moved', oldShowTime: existing.showTime, newShowTime: newTime });
            notify = true;
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
        notify,
      };
    });
    if (result.notify) this.notices?.wake();
    return { answer: result.answer, expired: result.expired };
  }

  /**
   * POST /manage/event/published/sessions/cancel: the show is cancelled (session state Cancelled, off sale), its
   * bookings and tickets cancelled with it in one transaction (inventory and offers released, as a channel's cancel
   * does): the gate refuses its tickets ('This ticket has been cancelled.'), and the buyers are told by the notice job.
   */
  async cancelSession(organiserId: string | null | undefined, body: { eventCode: string; sessionId: string }): Promise<CancelSessionAnswer> {
    const found = await this.eventForOrganiser(organiserId, body.eventCode);
    if (!PUBLISHED_STATUSES.has(found.status) || !found.eventCode) {
      throw new AppError(409, SCHEDULE_ERROR_CODES.invalidSchedule, 'Only published events take changes to published sessions');
    }
    const unknown = () => scheduleErrors.field(SCHEDULE_ERROR_CODES.unknownSession, SCHEDULE_API_MESSAGES.unknownSession, 'sessionId', 404);
    if (!isUuid(body.sessionId)) throw unknown();
    const now = this.now();
    const answer = await this.db.transaction(async (tx) => {
      const event = await this.lockEvent(tx, found.id);
      const [session] = await tx.select().from(eventSessions).where(and(eq(eventSessions.id, body.sessionId), eq(eventSessions.eventId, event.id)));
      if (!session) throw unknown();
      if (session.cancelledAt) throw new AppError(409, SCHEDULE_ERROR_CODES.invalidSchedule, SESSION_CANCEL_TEXTS.alreadyCancelled, { field: 'sessionId' });
      if (session.showTime <= now) {
        throw new AppError(409, SCHEDULE_ERROR_CODES.sessionExpired, PUBLISHED_SESSION_TEXTS.partialFailure, { shortDesc: PUBLISHED_SESSION_TEXTS.partialFailureTitle, longDesc: `${PUBLISHED_SESSION_TEXTS.partialFailure}: ${session.showTime.toISOString()}` });
      }
      await tx.update(eventSessions).set({ cancelledAt: now, active: false }).where(eq(eventSessions.id, session.id));
      const cancelled = await tx
        .update(bookings)
        .set({ status: 'CANCELLED', cancelledAt: now })
        .where(and(eq(bookings.sessionId, session.id), eq(bookings.status, 'CONFIRMED')))
        .returning({ id: bookings.id, offerCode: bookings.offerCode });
      const released = await tx
        .update(tickets)
        .set({ state: 'cancelled' })
        .where(and(eq(tickets.sessionId, session.id), sql`${tickets.state} <> 'cancelled'`))
        .returning({ ticketTypeId: tickets.ticketTypeId });
      await giveBackInventory(tx, released);
      for (const b of cancelled) if (b.offerCode) await releaseRedemption(tx, b.id, now);
      await recordChangeAfterIssue(tx, session.id, { kind: 'SHOW_CANCELLED', tickets: released.length, now });
      if (cancelled.length) await this.notices?.enqueue(tx, { eventId: event.id, sessionId: session.id, change: 'cancelled', oldShowTime: session.showTime, newShowTime: null, changedAt: now });
      await this.afterWrite(tx, event, null, null);
      return { sessionId: session.id, showTime: session.showTime.toISOString(), bookingsCancelled: cancelled.length, message: SESSION_CANCEL_TEXTS.cancelled(cancelled.length) };
    });
    if (answer.bookingsCancelled) this.notices?.wake();
    return answer;
  }

}
