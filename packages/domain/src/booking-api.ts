import * as z from 'zod';
import { MAX_TICKET_PRICE_PAISE } from './money';
import { MAX_LINES_PER_BOOKING, MAX_TICKETS_PER_LINE, NUMBER_MESSAGES, wholeNumber } from './number-limits';
import { DATE_TEXT_MAX_LENGTH, ID_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/**
 * The sales channels' contract (POST /integrations/bookings, x-api-key): bookings come from channels, never from this
 * product. Kept apart from the scanner's contract (scan-api.ts), which the scanner app bundles.
 */
export const BOOKING_MESSAGES = {
  amountPerTicket: `An amount per ticket must be a whole number of paise from 0 to ${MAX_TICKET_PRICE_PAISE}`,
} as const;
const paisePerTicket = wholeNumber({ min: 0, max: MAX_TICKET_PRICE_PAISE, message: BOOKING_MESSAGES.amountPerTicket });

/** POST /integrations/bookings (x-api-key): idempotent on the channel's booking id. */
export const channelBookingSchema = z.object({
  channelBookingId: z.string().trim().min(1).max(100),
  eventCode: z.string().min(1).max(ID_MAX_LENGTH),
  sessionId: z.string().min(1).max(ID_MAX_LENGTH),
  tickets: z
    .array(
      z.object({
        ticketTypeCode: z.string().min(1).max(ID_MAX_LENGTH),
        quantity: wholeNumber({ min: 1, max: MAX_TICKETS_PER_LINE, message: NUMBER_MESSAGES.quantity }),
        /** Per ticket, in paise: each at most a ticket's highest price (fees and taxes are parts of it, never more). */
        pricePaise: paisePerTicket,
        feePaise: paisePerTicket.default(0),
        taxPaise: paisePerTicket.default(0),
      }),
    )
    .min(1)
    .max(MAX_LINES_PER_BOOKING),
  buyer: z.object({
    name: z.string().trim().min(1).max(100),
    mobile: z.string().trim().max(15).optional(),
    email: z.string().trim().max(200).optional(),
    /** Audience types the channel vouches the buyer belongs to (GET /offers/audience), for an offer code. */
    audienceTypes: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  }),
  /** A catalogue offer the event runs: checked live, its discount stored on the booking and answered. */
  offerCode: z.string().trim().toUpperCase().min(1).max(20).optional(),
  soldAt: z.string().max(DATE_TEXT_MAX_LENGTH, STOP_WHEN_TOO_LONG).datetime().optional(),
});
export type ChannelBooking = z.infer<typeof channelBookingSchema>;
export const channelBookingAnswerSchema = z.object({
  bookingId: z.string(),
  status: z.enum(['CONFIRMED', 'CANCELLED']),
  tickets: z.array(z.object({ barcode: z.string(), ticketTypeCode: z.string(), ticketType: z.string() })),
  /** The offer the booking used: its code, the discount on the booking and on each seat (paise, in ticket order). */
  offer: z
    .object({ code: z.string(), discountPaise: z.number().int(), perTicketPaise: z.array(z.number().int()), totalPaise: z.number().int() })
    .optional(),
});
export type ChannelBookingAnswer = z.infer<typeof channelBookingAnswerSchema>;
/** POST /integrations/bookings/{bookingId}/cancel (x-api-key): cancels the booking; its tickets can no longer be admitted. */
