import { SCAN_ERROR_CODES, SCAN_MESSAGES, TCS_MESSAGES } from '@diy/domain';
import { AppError } from './errors';

/** Codes of the booking ingestion (sales channels); the scan codes come from the domain contract. */
export const BOOKING_ERROR_CODES = {
  invalidKey: 'ERR.CHANNEL.INVALID_KEY',
  eventNotOnSale: 'ERR.BOOKING.EVENT_NOT_ON_SALE',
  sessionNotOnSale: 'ERR.BOOKING.SESSION_NOT_ON_SALE',
  unknownTicketType: 'ERR.BOOKING.TICKET_TYPE_UNKNOWN',
  priceMismatch: 'ERR.BOOKING.PRICE_MISMATCH',
  soldOut: 'ERR.BOOKING.SOLD_OUT',
  notFound: 'ERR.BOOKING.NOT_FOUND',
  idReused: 'ERR.BOOKING.ID_REUSED',
  cancelled: 'ERR.BOOKING.CANCELLED',
  ticketNotFound: 'ERR.BOOKING.TICKET_NOT_FOUND',
} as const;

export const bookingErrors = {
  invalidKey: () => new AppError(401, BOOKING_ERROR_CODES.invalidKey, 'The API key is missing or not valid.'),
  eventNotOnSale: (code: string) => new AppError(404, BOOKING_ERROR_CODES.eventNotOnSale, `Event ${code} is not on sale.`),
  sessionNotOnSale: () =>
    new AppError(400, BOOKING_ERROR_CODES.sessionNotOnSale, 'This session is not on sale (inactive, over, or of another event).', {
      field: 'sessionId',
    }),
  unknownTicketType: (code: string) =>
    new AppError(400, BOOKING_ERROR_CODES.unknownTicketType, `Ticket type ${code} is not sold for this session.`, { field: 'tickets' }),
  priceMismatch: (code: string, expected: number) =>
    new AppError(400, BOOKING_ERROR_CODES.priceMismatch, `Ticket type ${code} costs ${expected} paise a ticket.`, { field: 'tickets' }),
  soldOut: (code: string) => new AppError(409, BOOKING_ERROR_CODES.soldOut, `Not enough tickets left of type ${code}.`),
  notFound: () => new AppError(404, BOOKING_ERROR_CODES.notFound, 'No booking with this id for this channel.'),
  cancelled: () => new AppError(409, BOOKING_ERROR_CODES.cancelled, 'This booking is cancelled: it has no tickets to show.'),
  ticketNotFound: () => new AppError(404, BOOKING_ERROR_CODES.ticketNotFound, 'No ticket with this barcode in this booking.'),
  idReused: (channelBookingId: string) =>
    new AppError(
      409,
      BOOKING_ERROR_CODES.idReused,
      `channelBookingId ${channelBookingId} was already used for a booking with different details. Send the same details again to get that booking, or use a new channelBookingId.`,
      { field: 'channelBookingId' },
    ),
};

export const scanErrors = {
  missingParameter: () => new AppError(400, SCAN_ERROR_CODES.missingParameter, SCAN_MESSAGES.missingParameter),
  invalidBookingId: () =>
    new AppError(400, SCAN_ERROR_CODES.invalidBookingId, SCAN_MESSAGES.invalidBookingIdFormat, { field: 'bookingID' }),
  noTicketFound: () => new AppError(404, SCAN_ERROR_CODES.noTicketFound, SCAN_MESSAGES.noTicketFound),
  invalidTicket: () => new AppError(400, SCAN_ERROR_CODES.invalidTicket, SCAN_MESSAGES.invalidTicket),
  showCancelled: () => new AppError(409, SCAN_ERROR_CODES.showCancelled, SCAN_MESSAGES.showCancelled),
  noActiveSession: () => new AppError(404, SCAN_ERROR_CODES.noActiveSession, SCAN_MESSAGES.noActiveSession),
  notAuthorised: () => new AppError(403, 'ERR.FORBIDDEN', SCAN_MESSAGES.notAuthorised),
  eventNotFound: () => new AppError(404, 'ERR.NOT_FOUND', 'No event with this code.'),
  sessionNotFound: () => new AppError(404, 'ERR.NOT_FOUND', 'No session with this id for this event.'),
  tcs: () =>
    new AppError(403, SCAN_ERROR_CODES.tcsNotConfigured, TCS_MESSAGES.title, { shortDesc: TCS_MESSAGES.title, longDesc: TCS_MESSAGES.body }),
  searchTerm: () =>
    new AppError(400, 'ERR.VALIDATION', 'Enter a booking ID or scan a barcode.', { field: 'bookingID' }),
  idempotencyReused: () =>
    new AppError(422, 'ERR.SCAN.IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request.'),
  inProgress: () => new AppError(409, SCAN_ERROR_CODES.inProgress, SCAN_MESSAGES.inProgress),
};
