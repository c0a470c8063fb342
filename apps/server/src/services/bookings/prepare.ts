import { randomUUID } from 'node:crypto';
import type { ChannelBooking, ChannelBookingAnswer } from '@diy/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, boxOfficeDoorPrices, events, eventSessions, ticketTypes, tickets, type TicketTypeRow } from '../../db/schema';
import { bookingErrors } from '../../http/scan-errors';
import { canonicalHash } from '../canonical-json';
import { newBarcode, newBookingId } from '../ids';

/** Events that sell tickets to channels. */
const ON_SALE_STATUSES = ['active', 'unlisted'] as const;

export type BookingInsert = typeof bookings.$inferInsert;
export type TicketInsert = typeof tickets.$inferInsert;

/** One booking checked and ready to write: its rows, its answer. */
export interface Prepared {
  input: ChannelBooking;
  booking: BookingInsert;
  tickets: TicketInsert[];
  /** Each seat's ticket-type name and price (an offer's rules read them). */
  seats: { ticketTypeName: string; pricePaise: number }[];
  answer: ChannelBookingAnswer;
  /** Its ticket types' sold and inventory as read (by id): a sold-out refusal despite room there lost a race. */
  typesRead: Map<string, { sold: number; inventory: number }>;
}

/**
 * A door sale's terms (the box office, services/box-office): the price each line must carry (the door price, or 0 for a
 * complimentary ticket) instead of the ticket type's own, and door-only ticket types allowed. Other channels are
 * refused door-only types as unknown ones.
 */
export interface DoorTerms {
  linePricePaise: (type: TicketTypeRow) => number;
}

/** The events, sessions and ticket types that bookings name, read once for all of them. */
export interface BookingContext {
  eventByCode: Map<string | null, { id: string; code: string | null; status: string }>;
  sessionById: Map<string, typeof eventSessions.$inferSelect>;
  /** By `sessionId/code`. */
  types: Map<string, TicketTypeRow>;
  /** Door-only ticket types (the box office's): not sold by channels. Empty for a door sale. */
  doorOnly: Set<string>;
}

/**
 * Reads them as four queries; `atOnce` (a pool, not a transaction's one connection) sends them together, so they cost
 * one round trip's wait. The door-only flags are read by the sessions' ticket types.
 */
export async function readBookingContext(tx: Pick<Db, 'select'>, inputs: ChannelBooking[], door?: DoorTerms, atOnce = false): Promise<BookingContext> {
  const codes = [...new Set(inputs.map((i) => i.eventCode))];
  const sessionIds = [...new Set(inputs.map((i) => i.sessionId))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const reads = [
    () => tx.select({ id: events.id, code: events.eventCode, status: events.status }).from(events).where(inArray(events.eventCode, codes)),
    async () => (sessionIds.length ? tx.select().from(eventSessions).where(inArray(eventSessions.id, sessionIds)) : []),
    async () => (sessionIds.length ? tx.select().from(ticketTypes).where(inArray(ticketTypes.sessionId, sessionIds)) : []),
    async () =>
      !door && sessionIds.length
        ? tx
            .select({ id: boxOfficeDoorPrices.ticketTypeId })
            .from(boxOfficeDoorPrices)
            .innerJoin(ticketTypes, eq(ticketTypes.id, boxOfficeDoorPrices.ticketTypeId))
            .where(and(inArray(ticketTypes.sessionId, sessionIds), eq(boxOfficeDoorPrices.doorOnly, true)))
        : [],
  ] as const;
  const [eventRows, sessionRows, typeRows, doorOnlyRows] = atOnce
    ? await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()])
    : [await reads[0](), await reads[1](), await reads[2](), await reads[3]()];
  const doorOnly = new Set(doorOnlyRows.map((r) => r.id));
  return {
    eventByCode: new Map(eventRows.map((e) => [e.code, e])),
    sessionById: new Map(sessionRows.map((s) => [s.id, s])),
    types: new Map(typeRows.map((t) => [`${t.sessionId}/${t.code}`, t])),
    doorOnly,
  };
}

/** Checks one booking against what was read (throws its refusal) and builds its rows and answer. */
export function prepareBooking(ctx: BookingContext, channelId: string, input: ChannelBooking, now: Date, door?: DoorTerms): Prepared {
  const event = ctx.eventByCode.get(input.eventCode);
  if (!event || !(ON_SALE_STATUSES as readonly string[]).includes(event.status)) throw bookingErrors.eventNotOnSale(input.eventCode);
  const session = ctx.sessionById.get(input.sessionId);
  if (!session || session.eventId !== event.id || !session.active || session.showTime <= now) throw bookingErrors.sessionNotOnSale();
  const id = randomUUID();
  const bookingId = newBookingId();
  const rows: TicketInsert[] = [];
  const seats: Prepared['seats'] = [];
  const typesRead: Prepared['typesRead'] = new Map();
  const answerTickets: ChannelBookingAnswer['tickets'] = [];
  for (const line of input.tickets) {
    const type = ctx.types.get(`${session.id}/${line.ticketTypeCode}`);
    if (!type || ctx.doorOnly.has(type.id)) throw bookingErrors.unknownTicketType(line.ticketTypeCode);
    const price = door ? door.linePricePaise(type) : type.pricePaise;
    if (line.pricePaise !== price) throw bookingErrors.priceMismatch(type.code, price);
    for (let q = 0; q < line.quantity; q += 1) {
      const barcode = newBarcode();
      rows.push({
        barcode,
        bookingId: id,
        sessionId: session.id,
        ticketTypeId: type.id,
        position: rows.length + 1,
        pricePaise: line.pricePaise,
        feePaise: line.feePaise,
        taxPaise: line.taxPaise,
      });
      answerTickets.push({ barcode, ticketTypeCode: type.code, ticketType: type.name });
      seats.push({ ticketTypeName: type.name, pricePaise: line.pricePaise });
      typesRead.set(type.id, { sold: type.sold, inventory: type.inventory });
    }
  }
  const sum = (pick: (t: TicketInsert) => number) => rows.reduce((s, t) => s + pick(t), 0);
  const price = sum((t) => t.pricePaise);
  const fee = sum((t) => t.feePaise);
  const tax = sum((t) => t.taxPaise);
  return {
    input,
    seats,
    typesRead,
    booking: {
      id,
      bookingId,
      channelId,
      channelBookingId: input.channelBookingId,
      eventId: event.id,
      sessionId: session.id,
      buyerName: input.buyer.name,
      buyerMobile: input.buyer.mobile ?? null,
      buyerEmail: input.buyer.email ?? null,
      soldAt: input.soldAt ? new Date(input.soldAt) : now,
      ticketCount: rows.length,
      pricePaise: price,
      feePaise: fee,
      taxPaise: tax,
      totalPaise: price + fee + tax,
      requestHash: canonicalHash(input),
    },
    tickets: rows,
    answer: { bookingId, status: 'CONFIRMED' as const, tickets: answerTickets },
  };
}
