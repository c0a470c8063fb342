import * as z from 'zod';
import { pageSizeSchema, pageStartSchema } from './number-limits';
import { BOOKING_ID_PATTERN, GEO_UNKNOWN, SCAN_MESSAGES, TICKET_SCAN_STATES } from './scanning';
import { CODE_INPUT_MAX_LENGTH, ID_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/**
 * The gate-scanning contract (seed 000 sections 3, 4, 7 and 8) between the server, the scanner app and the
 * sales channels that push bookings. Every path is under /api.
 */

/** Booking ids: 'DIY' + 10 characters of Crockford base32 (50 random bits), e.g. DIY7K3M9QX2TB. */
export const BOOKING_ID_PREFIX = 'DIY';
export const BOOKING_ID_RANDOM_LENGTH = 10;
/** Barcodes: 16 characters of Crockford base32 (80 random bits): unguessable, fits any 1D/2D symbology. */
export const BARCODE_LENGTH = 16;
export const BARCODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A booking id as this product makes them (never a barcode: 13 characters, not 16). */
export const BOOKING_ID_FORMAT = new RegExp(`^${BOOKING_ID_PREFIX}[0-9A-HJKMNP-TV-Z]{${BOOKING_ID_RANDOM_LENGTH}}$`);

/** The barcode field's texts for a booking id typed or scanned into it (issue 34): it points to Find a booking. */
export const BARCODE_FIELD_MESSAGES = {
  bookingIdTitle: 'That is a booking ID, not a ticket barcode.',
  bookingIdBody: 'Find its tickets under Find a booking, then admit the ones at the gate.',
  findBooking: (bookingId: string) => `Find booking ${bookingId}`,
} as const;

/** Whether what reached the barcode field is a booking id (to be searched) rather than a ticket's barcode. */
export function isBookingIdNotBarcode(code: string): boolean {
  const c = code.trim().toUpperCase();
  return BOOKING_ID_FORMAT.test(c) && !BARCODE_PATTERN.test(c);
}

/** Scan request headers (seed 000 section 7), plus an idempotency key for safe retries. */
export const SCAN_HEADERS = {
  latitude: 'latitude',
  longitude: 'longitude',
  accuracy: 'gpsaccuracy',
  userAgent: 'useragent',
  idempotencyKey: 'idempotency-key',
  /** Stable id of the scanning device (a random id the scanner app keeps in localStorage). */
  deviceId: 'x-device-id',
  /** The gate the device scans at, as its steward named it (Gate A, VIP); stored with each scan. */
  gate: 'x-gate',
} as const;
/**
 * How long a consume call's Idempotency-Key is kept (per user): a retry within this time gets the first answer; after
 * it the key is forgotten, so a key left by a process that died mid-call stops answering 409.
 */
export const SCAN_IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** Sales channels authenticate with this header. */
export const CHANNEL_KEY_HEADER = 'x-api-key';
/** The demo channel's key (seeded). */
export const DEMO_CHANNEL_KEY = 'demo-sales-key';

export const TCS_FLAGS = ['Y', 'N', 'E'] as const;
export type TcsFlag = (typeof TCS_FLAGS)[number];

/** GET /scan/events?q&title&start&limit -> {results, total}. */
export const scanEventsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  title: z.string().trim().max(100).optional(),
  start: pageStartSchema(0),
  limit: pageSizeSchema(100, 25),
});
export const scanEventSchema = z.object({
  eventCode: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  /** The next (or current) show, ISO; null when the event has no active session. */
  nextShowTime: z.string().nullable(),
  sessionsCount: z.number().int(),
});
export type ScanEvent = z.infer<typeof scanEventSchema>;
export const scanEventsSchema = z.object({ results: z.array(scanEventSchema), total: z.number().int() });
export type ScanEvents = z.infer<typeof scanEventsSchema>;

/** Live counts of a session: admitted at least once, inside now, tickets sold (not cancelled). */
export const sessionCountsSchema = z.object({ admitted: z.number().int(), inside: z.number().int(), total: z.number().int() });
export type SessionCounts = z.infer<typeof sessionCountsSchema>;

/** GET /scan/sessions?eventCode -> {eventCode, title, venues[].sessions[]}. */
export const scanSessionSchema = z.object({
  sessionId: z.string(),
  showTime: z.string(),
  active: z.boolean(),
  /** The organiser cancelled this show (issue 34: the scanner says Cancelled, not merely inactive). */
  cancelled: z.boolean(),
  counts: sessionCountsSchema,
});
export type ScanSession = z.infer<typeof scanSessionSchema>;
export const scanSessionsSchema = z.object({
  eventCode: z.string(),
  title: z.string(),
  venues: z.array(z.object({ venueCode: z.string(), venueName: z.string(), sessions: z.array(scanSessionSchema) })),
});
export type ScanSessions = z.infer<typeof scanSessionsSchema>;

/** GET /scan/sessions/{sessionId}/counts?eventCode -> sessionCountsSchema, polled while scanning. */

/** GET /scan/search?sessionId&eventCode&venueCode&bookingID|barcode&exitScan -> {results}. */
export const scanSearchQuerySchema = z
  .object({
    sessionId: z.string().min(1).max(ID_MAX_LENGTH).optional(),
    eventCode: z.string().min(1).max(ID_MAX_LENGTH).optional(),
    venueCode: z.string().min(1).max(ID_MAX_LENGTH).optional(),
    bookingID: z
      .string()
      .trim()
      .max(CODE_INPUT_MAX_LENGTH, { ...STOP_WHEN_TOO_LONG, error: SCAN_MESSAGES.invalidBookingIdFormat })
      .toUpperCase()
      .regex(BOOKING_ID_PATTERN, SCAN_MESSAGES.invalidBookingIdFormat)
      .optional(),
    barcode: z.string().trim().max(ID_MAX_LENGTH).toUpperCase().optional(),
    exitScan: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  });
export const scanTicketSchema = z.object({
  barcode: z.string(),
  bookingId: z.string(),
  ticketType: z.string(),
  /** "Ticket 2 of 3" within the booking. */
  position: z.number().int(),
  bookingSize: z.number().int(),
  state: z.enum(TICKET_SCAN_STATES),
  lastScanAt: z.string().nullable(),
});
export type ScanTicket = z.infer<typeof scanTicketSchema>;
export const scanSearchSchema = z.object({ results: z.array(scanTicketSchema) });
export type ScanSearch = z.infer<typeof scanSearchSchema>;

/** PUT /scan/consume?sessionId&eventCode with this body and the SCAN_HEADERS -> one result per barcode. */
export const scanConsumeSchema = z.object({
  scanType: z.enum(['BARCODE', 'BOOKING']).default('BOOKING'),
  eventCode: z.string().min(1).max(ID_MAX_LENGTH),
  venueCode: z.string().min(1).max(ID_MAX_LENGTH),
  sessionId: z.string().min(1).max(ID_MAX_LENGTH),
  barcodes: z.array(z.string().trim().toUpperCase().min(1).max(64)).min(1).max(50),
  exitScan: z.boolean().default(false),
});
export type ScanConsume = z.infer<typeof scanConsumeSchema>;
export const scanResultSchema = z.object({
  barcode: z.string(),
  success: z.boolean(),
  /** 'OK' or an ERR.SCAN.* code. */
  code: z.string(),
  message: z.string(),
  state: z.enum(TICKET_SCAN_STATES).nullable(),
  ticketType: z.string().nullable(),
  scannedAt: z.string(),
  /** For a refusal because of an earlier scan: when and by which device. */
  previous: z.object({ at: z.string(), device: z.string() }).nullable(),
});
export type ScanResult = z.infer<typeof scanResultSchema>;
export const scanConsumeAnswerSchema = z.object({ results: z.array(scanResultSchema), counts: sessionCountsSchema });
export type ScanConsumeAnswer = z.infer<typeof scanConsumeAnswerSchema>;
