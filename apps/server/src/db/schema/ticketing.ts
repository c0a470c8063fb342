import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OfferFunder, TicketScanState } from '@diy/domain';
import { events, eventSessions } from './events';

/**
 * A ticket type of one session (seed 000 section 3): code, name, inventory and price. `sold` is the
 * inventory taken by confirmed bookings; the check keeps it within the inventory whatever the callers do.
 */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    inventory: integer('inventory').notNull(),
    sold: integer('sold').notNull().default(0),
    /** Price of one ticket, in paise. */
    pricePaise: integer('price_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticket_types_session_code_idx').on(t.sessionId, t.code),
    check('ticket_types_sold_within_inventory', sql`${t.sold} >= 0 and ${t.sold} <= ${t.inventory}`),
  ],
);
export type TicketTypeRow = typeof ticketTypes.$inferSelect;

/** A partner that sells tickets and pushes bookings (POST /integrations/bookings). Keys are stored as SHA-256. */
export const salesChannels = pgTable('sales_channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SalesChannelRow = typeof salesChannels.$inferSelect;

export const BOOKING_STATUSES = ['CONFIRMED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BuyerContact {
  name: string;
  mobile?: string | undefined;
  email?: string | undefined;
}

/** One sale of a channel: what the gate and the sales reports need (amounts in paise, buyer, time of sale). */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'DIY' + 10 Crockford base32 characters, from crypto random. */
    bookingId: text('booking_id').notNull().unique(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => salesChannels.id, { onDelete: 'restrict' }),
    channelBookingId: text('channel_booking_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'restrict' }),
    buyerName: text('buyer_name').notNull(),
    buyerMobile: text('buyer_mobile'),
    buyerEmail: text('buyer_email'),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('CONFIRMED'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ticketCount: integer('ticket_count').notNull(),
    /**
     * Sums over the tickets, in paise: base price, fees, taxes and what the buyer paid (less an offer's discount). 64-bit: 200 seats at the
     * highest ticket price pass 2^31 paise (about 2.1 crore rupees); a JavaScript number holds them exactly.
     */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /**
     * SHA-256 of the channel's validated request body as canonical JSON (keys sorted): a repeat of the channel booking id
     * with another body is refused (409 ERR.BOOKING.ID_REUSED). Null for bookings stored before it was kept.
     */
    requestHash: text('request_hash'),
    /** The catalogue offer the channel redeemed, and the discount it gave (in paise, off totalPaise). */
    offerCode: text('offer_code'),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_channel_booking_idx').on(t.channelId, t.channelBookingId),
    index('bookings_session_idx').on(t.sessionId),
    // Sales reports: an event's bookings by time of sale.
    index('bookings_event_sold_idx').on(t.eventId, t.soldAt),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

/**
 * One seat: the barcode the gate scans and its scan state (unused -> entered -> exited -> entered ...).
 * No index holds the scan columns (state, first_entered_at, last_scan_at, last_device), and the table keeps a fifth
 * of each page free (fillfactor 80, set in migration 0005): an admission is then a heap-only (HOT) update that
 * touches no index, which is most of what keeps a gate's consume cheap.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 16 Crockford base32 characters, from crypto random. */
    barcode: text('barcode').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'restrict' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    /** 1-based position in the booking ("Ticket 2 of 3"). */
    position: integer('position').notNull(),
    pricePaise: integer('price_paise').notNull(),
    feePaise: integer('fee_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    /** The offer's discount on this seat, in paise. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** Who funds the discount (the catalogue offer's funded_by at the sale); null without a discount. docs/money.md. */
    discountFundedBy: text('discount_funded_by').$type<OfferFunder>(),
    state: text('state').$type<TicketScanState>().notNull().default('unused'),
    /** The first admission (counts "admitted at least once"). */
    firstEnteredAt: timestamp('first_entered_at', { withTimezone: true }),
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }),
    lastDevice: text('last_device'),
    /**
     * When the row last changed (set by the database on every insert and update: migration offline_scanning): the
     * modified-since cursor of the devices' offline copies.
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_booking_idx').on(t.bookingId, t.position),
    index('tickets_session_idx').on(t.sessionId),
    index('tickets_session_changed_idx').on(t.sessionId, t.changedAt, t.id),
  ],
);
export type TicketRow = typeof tickets.$inferSelect;
