import {
  RECURRENCE_LABELS, SEARCH_DEBOUNCE_MS, duplicateShowTimePopup, type ScheduleAnswer, type ScheduleTicketInfoInput,
  type ScheduleVenueInput, type ScheduledVenue,
} from '@diy/domain';
import { daysFromSessions, sessionsFromDays, showTimeIso, type SchedulerVenue, type TicketRowValue, emptyTicketRow, pricePaise } from '@diy/ui';
import { useEffect, useState } from 'react';

/** A venue on the schedule screen: the scheduler's days plus what the save needs. */
export interface PageVenue extends SchedulerVenue {
  region: string;
  regionCode: string;
}

/** Ticket types of each show, by the scheduler's time key. */
export type TicketsByKey = Record<string, ScheduleTicketInfoInput[]>;

export interface ScreenSchedule {
  venues: PageVenue[];
  tickets: TicketsByKey;
  /** ISO show times saved so far ('Proceed To Tickets' shows when the screen has others). */
  saved: string[];
}

function ticketInputOf(t: ScheduledVenue['sessionInfo'][number]['ticketInfo'][number]): ScheduleTicketInfoInput {
  return { ticketTypeName: t.ticketTypeName, ticketTypeCode: t.ticketTypeCode, totalInventory: t.totalInventory, price: t.price };
}

/**
 * The saved schedule as the scheduler's days (saved shows flagged, expired ones disabled) and its tickets. A cancelled
 * show is not on the scheduler (nothing about it can change): the published shows list shows it.
 */
export function screenScheduleOf(answer: ScheduleAnswer): ScreenSchedule {
  const tickets: TicketsByKey = {};
  const venues = answer.venueInfo.map((v): PageVenue => {
    const sorted = v.sessionInfo.filter((s) => !s.cancelled).sort((a, b) => Date.parse(a.showTime) - Date.parse(b.showTime));
    const days = daysFromSessions(
      sorted.map((s) => ({ sessionId: s.sessionId, showTime: s.showTime, status: s.status, disabled: s.expired })),
      { saved: true },
    );
    // Days list their times in show-time order, the order of `sorted`.
    days.flatMap((d) => d.times).forEach((t, i) => {
      tickets[t.key] = sorted[i]!.ticketInfo.map(ticketInputOf);
    });
    return {
      venueCode: v.venueCode,
      venueName: v.venueName,
      region: v.region,
      regionCode: v.regionCode,
      online: v.venueType === 'online',
      days,
    };
  });
  return { venues, tickets, saved: answer.venueInfo.flatMap((v) => v.sessionInfo.filter((s) => !s.cancelled).map((s) => s.showTime)) };
}

/** The venueInfo section to save: complete shows with their tickets, and the recurrences keyed by start show time. */
export function venueInfoOf(venues: readonly PageVenue[], tickets: TicketsByKey): ScheduleVenueInput[] {
  return venues.map((v) => ({
    venueCode: v.venueCode,
    venueName: v.venueName,
    region: v.region,
    regionCode: v.regionCode,
    sessionInfo: sessionsFromDays(v.days).map((s) => ({
      sessionId: s.sessionId,
      showTime: s.showTime,
      status: s.status,
      ticketInfo: tickets[s.key] ?? [],
    })),
    recurringInfo: Object.fromEntries(
      v.days.flatMap((d) =>
        d.recurrence
          ? d.times
              .map((t) => showTimeIso(d, t))
              .filter((iso): iso is string => iso !== null)
              .map((iso) => [iso, { code: d.recurrence!.code, value: RECURRENCE_LABELS[d.recurrence!.code], noOfTimes: d.recurrence!.noOfTimes, showTime: iso }])
          : [],
      ),
    ),
  }));
}

/** The 'Duplicate Show time' popup when two shows of a venue share a minute. */
export function duplicatePopupOf(venueInfo: readonly ScheduleVenueInput[]) {
  return duplicateShowTimePopup(venueInfo.map((v) => ({ sessionInfo: v.sessionInfo ?? [] })));
}

/** The saved venueInfo of an answer as it would be sent back (tickets and ids kept, no recurrences). */
export function savedVenueInfo(answer: ScheduleAnswer): ScheduleVenueInput[] {
  return answer.venueInfo.map((v) => ({
    venueCode: v.venueCode,
    venueName: v.venueName,
    region: v.region,
    regionCode: v.regionCode,
    sessionInfo: v.sessionInfo.map((s) => ({ sessionId: s.sessionId, showTime: s.showTime, status: s.status, ticketInfo: s.ticketInfo.map(ticketInputOf) })),
    recurringInfo: {},
  }));
}

/** A price in paise as the editor's rupees text ('1999', '1999.50'). */
export function priceText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** Ticket rows of a saved show for the editor (price in rupees). */
export function ticketRowsOf(s: ScheduledVenue['sessionInfo'][number]): TicketRowValue[] {
  return s.ticketInfo.map((t) => ({
    ...emptyTicketRow(),
    ticketTypeName: t.ticketTypeName,
    ticketTypeCode: t.ticketTypeCode,
    totalInventory: String(t.totalInventory),
    price: priceText(t.price),
    ...(t.sold > 0 ? { sold: t.sold } : {}),
  }));
}

/** Editor rows back to the contract's ticket info. */
export function ticketInfoOfRows(rows: readonly TicketRowValue[]): ScheduleTicketInfoInput[] {
  return rows.map((r) => ({
    ticketTypeName: r.ticketTypeName,
    totalInventory: Number(r.totalInventory),
    price: pricePaise(r.price) ?? 0,
    ...(r.ticketTypeCode ? { ticketTypeCode: r.ticketTypeCode } : {}),
  }));
}

/** A value that follows `value` after it stayed put for `ms` (the venue search: 600 ms). */
export function useDebounced<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The route of a venue's ticket step: /events/configure/{id}/edit/{venueCode}. */
export function ticketStepPath(id: string, venueCode: string, eventCode?: string | null): string {
  return `/events/configure/${encodeURIComponent(id)}/edit/${encodeURIComponent(venueCode)}${eventCode ? `?eventCode=${encodeURIComponent(eventCode)}` : ''}`;
}
