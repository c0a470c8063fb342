import {
  ticketTypeNameKey, type EventDraft, type PublishedSessionsBody, type ScheduleAnswer, type UpdateInventoryBody,
} from '@diy/domain';
import { pricePaise, type PublishedShow, type TicketSessionValue } from '@diy/ui';

type PublishedSession = PublishedSessionsBody['venueInfo'][number]['sessionInfo'][number];
type TicketInput = NonNullable<PublishedSession['ticketInfo']>[number];

/** A published event (active or inactive, with an event code): its shows change through the published-session calls. */
export function isPublishedEvent(draft: Pick<EventDraft, 'status' | 'eventCode'>): boolean {
  return Boolean(draft.eventCode) && (draft.status === 'active' || draft.status === 'inactive');
}

export interface LiveTicketChanges {
  /** POST v1/manage/event/session/update-inventory: one call per ticket type and new total (SET), its shows grouped. */
  inventory: Omit<UpdateInventoryBody, 'etCode' | 'vnuCode'>[];
  /** POST /manage/event/published/sessions: shows with new ticket types or changed prices (only those rows). */
  sessions: PublishedSession[];
}

/**
 * What a venue's ticket step changed on a published event. A saved type whose inventory alone changed goes to the
 * inventory call (grouped by type and new total, so one call sets every show that got the same number); a new type,
 * or a saved one with a new price, goes to the published-session changes (which set inventory and price together).
 */
export function liveTicketChanges(answer: ScheduleAnswer, venueCode: string, edited: readonly TicketSessionValue[]): LiveTicketChanges {
  const venue = answer.venueInfo.find((v) => v.venueCode === venueCode);
  const groups = new Map<string, { ticketTypeName: string; totalInventory: number; sessions: string[] }>();
  const sessions: PublishedSession[] = [];
  for (const show of edited) {
    const saved = venue?.sessionInfo.find((s) => s.sessionId === show.key);
    if (!saved) continue;
    const ticketInfo: TicketInput[] = [];
    for (const row of show.tickets) {
      const total = Number(row.totalInventory);
      const price = pricePaise(row.price) ?? 0;
      const before = saved.ticketInfo.find((t) => ticketTypeNameKey(t.ticketTypeName) === ticketTypeNameKey(row.ticketTypeName));
      if (!before || before.price !== price) {
        ticketInfo.push({ ticketTypeName: row.ticketTypeName, totalInventory: total, price, ...(before ? { ticketTypeCode: before.ticketTypeCode } : {}) });
        continue;
      }
      if (before.totalInventory === total) continue;
      const key = `${ticketTypeNameKey(before.ticketTypeName)}|${total}`;
      const group = groups.get(key) ?? { ticketTypeName: before.ticketTypeName, totalInventory: total, sessions: [] };
      group.sessions.push(saved.sessionId);
      groups.set(key, group);
    }
    if (ticketInfo.length > 0) sessions.push({ sessionId: saved.sessionId, showTime: saved.showTime, status: saved.status, ticketInfo });
  }
  return { inventory: [...groups.values()].map((g) => ({ ...g, callType: 'SET' as const })), sessions };
}

/**
 * The shows a schedule screen changed on a published event, per venue, for POST /manage/event/published/sessions:
 * new shows ('0', with whatever tickets the screen has for them) and saved shows whose time or status changed.
 * Saved shows left out are not sent (a published event's shows are cancelled by their status, never deleted).
 */
export function publishedScheduleChanges(answer: ScheduleAnswer, venueInfo: readonly { venueCode: string; sessionInfo?: readonly PublishedSession[] | undefined }[]): PublishedSessionsBody['venueInfo'] {
  const out: PublishedSessionsBody['venueInfo'] = [];
  for (const v of venueInfo) {
    const saved = answer.venueInfo.find((x) => x.venueCode === v.venueCode);
    const sessionInfo = (v.sessionInfo ?? []).filter((s) => {
      const id = typeof s.sessionId === 'string' ? s.sessionId : '0';
      if (id === '0') return true;
      const before = saved?.sessionInfo.find((x) => x.sessionId === id);
      return !before || Date.parse(before.showTime) !== Date.parse(s.showTime) || before.status !== (s.status ?? true);
    });
    if (sessionInfo.length > 0) out.push({ venueCode: v.venueCode, sessionInfo });
  }
  return out;
}

/**
 * A published event's saved shows for the shows list: cancelled, over (expired, or its time has come), or published /
 * un-published by their status; with the tickets sold and bookings the schedule answer counts for them.
 */
export function publishedShowsOf(answer: ScheduleAnswer, now: Date): PublishedShow[] {
  return answer.venueInfo.flatMap((v) =>
    v.sessionInfo.map((s): PublishedShow => ({
      sessionId: s.sessionId,
      showTime: s.showTime,
      venueName: v.venueName,
      state: s.cancelled ? 'cancelled' : s.expired || Date.parse(s.showTime) <= now.getTime() ? 'expired' : s.status ? 'published' : 'unpublished',
      ticketsSold: s.ticketsSold,
      bookings: s.bookings,
    })),
  );
}
