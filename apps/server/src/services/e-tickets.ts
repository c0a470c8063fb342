import { and, asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../db/client';
import { bookings, events, eventSessions, ticketTypes, tickets } from '../db/schema';
import { bookingErrors } from '../http/scan-errors';

/** One ticket of a booking as its e-ticket shows it. */
export interface ETicket {
  barcode: string;
  position: number;
  ticketType: string;
}

/** A confirmed booking of a channel with what its e-tickets print. */
export interface ETicketBooking {
  bookingId: string;
  channelBookingId: string;
  buyerName: string;
  eventCode: string;
  eventTitle: string;
  venueName: string;
  showTime: Date;
  tickets: ETicket[];
}

/**
 * The QR code of a ticket encodes its barcode as it is (16 Crockford base32 characters: QR's alphanumeric mode), with
 * error correction M, so the gate reads the same code from the camera as from a keyboard-wedge scanner.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** A ticket's QR code as PNG, `scale` pixels a module. */
export function qrPng(barcode: string, scale = 8): Promise<Buffer> {
  return QRCode.toBuffer(barcode, { ...QR_OPTIONS, type: 'png', scale });
}

/** A ticket's QR code as SVG. */
export function qrSvg(barcode: string): Promise<string> {
  return QRCode.toString(barcode, { ...QR_OPTIONS, type: 'svg' });
}

/** E-tickets for the bookings a sales channel pushed: found by the channel's own booking id, only its own. */
export class ETicketService {
  constructor(private readonly db: Db) {}

  /** The channel's booking with its tickets: 404 for another channel's or an unknown id, 409 once it is cancelled. */
  async booking(channelId: string, channelBookingId: string): Promise<ETicketBooking> {
    const rows = await this.db
      .select({
        bookingId: bookings.bookingId,
        channelBookingId: bookings.channelBookingId,
        status: bookings.status,
        buyerName: bookings.buyerName,
        eventCode: events.eventCode,
        eventTitle: events.title,
        venueName: eventSessions.venueName,
        showTime: eventSessions.showTime,
        barcode: tickets.barcode,
        position: tickets.position,
        ticketType: ticketTypes.name,
      })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(eventSessions, eq(eventSessions.id, bookings.sessionId))
      .innerJoin(tickets, eq(tickets.bookingId, bookings.id))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(and(eq(bookings.channelId, channelId), eq(bookings.channelBookingId, channelBookingId)))
      .orderBy(asc(tickets.position));
    const first = rows[0];
    if (!first) throw bookingErrors.notFound();
    if (first.status !== 'CONFIRMED') throw bookingErrors.cancelled();
    return {
      bookingId: first.bookingId,
      channelBookingId: first.channelBookingId,
      buyerName: first.buyerName,
      eventCode: first.eventCode ?? '',
      eventTitle: first.eventTitle,
      venueName: first.venueName,
      showTime: first.showTime,
      tickets: rows.map((r) => ({ barcode: r.barcode, position: r.position, ticketType: r.ticketType })),
    };
  }

  /** One ticket of the channel's booking, by its barcode. */
  async ticket(channelId: string, channelBookingId: string, barcode: string): Promise<ETicket> {
    const booking = await this.booking(channelId, channelBookingId);
    const ticket = booking.tickets.find((t) => t.barcode === barcode);
    if (!ticket) throw bookingErrors.ticketNotFound();
    return ticket;
  }
}
