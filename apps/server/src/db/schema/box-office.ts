import type { PaymentMethod, VoidReason } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events, eventSessions } from './events';
import { organisers } from './organisers';
import { bookings, ticketTypes } from './ticketing';
import { users } from './users';

/**
 * The box office (issue 30, docs/box-office.md). A seller's shift at a session (opening float, counted cash when
 * closed), each door sale (a booking of the channel "Box office" with its payment), the organiser's UPI details, and
 * each session's and ticket type's door terms. A closed shift never changes (trigger box_office_shifts_guard).
 */
export const boxOfficeShifts = pgTable(
  'box_office_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    openingFloatPaise: bigint('opening_float_paise', { mode: 'number' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    expectedCashPaise: bigint('expected_cash_paise', { mode: 'number' }),
    countedCashPaise: bigint('counted_cash_paise', { mode: 'number' }),
    note: text('note'),
  },
  (t) => [
    // One open shift per seller.
    uniqueIndex('box_office_shifts_open_idx').on(t.userId).where(sql`${t.closedAt} is null`),
    index('box_office_shifts_session_idx').on(t.sessionId, t.openedAt),
    index('box_office_shifts_organiser_idx').on(t.organiserId, t.openedAt),
    check('box_office_shifts_float', sql`${t.openingFloatPaise} >= 0`),
    check('box_office_shifts_closed', sql`(${t.closedAt} is null) = (${t.countedCashPaise} is null)`),
  ],
);
export type BoxOfficeShiftRow = typeof boxOfficeShifts.$inferSelect;

export const boxOfficeSales = pgTable(
  'box_office_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => boxOfficeShifts.id, { onDelete: 'restrict' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'restrict' }),
    /** The booking (channel "Box office") the sale made: one sale per booking. */
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    tickets: integer('tickets').notNull(),
    /** What the buyer paid in all (0 for complimentary). */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    tenderedPaise: bigint('tendered_paise', { mode: 'number' }),
    changePaise: bigint('change_paise', { mode: 'number' }),
    /** The UPI or card terminal's reference. */
    reference: text('reference'),
    compReason: text('comp_reason'),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'restrict' }),
    voidReason: text('void_reason').$type<VoidReason>(),
    voidNote: text('void_note'),
  },
  (t) => [
    index('box_office_sales_shift_idx').on(t.shiftId, t.soldAt),
    index('box_office_sales_session_idx').on(t.sessionId, t.method),
    check('box_office_sales_amount', sql`${t.amountPaise} >= 0 and ${t.tickets} > 0`),
    check('box_office_sales_comp', sql`(${t.method} = 'COMP') = (${t.compReason} is not null)`),
  ],
);
export type BoxOfficeSaleRow = typeof boxOfficeSales.$inferSelect;

/** The organiser's UPI ID and payee name (console settings), from which the sale's QR codes are made. */
export const boxOfficeSettings = pgTable('box_office_settings', {
  organiserId: uuid('organiser_id')
    .primaryKey()
    .references(() => organisers.id, { onDelete: 'cascade' }),
  upiId: text('upi_id').notNull(),
  payeeName: text('payee_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A session's door terms (schedule editor): its complimentary limit and whether offers apply at the door. */
export const boxOfficeSessionTerms = pgTable(
  'box_office_session_terms',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    compLimit: integer('comp_limit').notNull().default(0),
    offersAtDoor: boolean('offers_at_door').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('box_office_session_terms_comp', sql`${t.compLimit} >= 0`)],
);

/** A ticket type's door price (null: its own price) and whether only the door sells it (channels are refused). */
export const boxOfficeDoorPrices = pgTable(
  'box_office_door_prices',
  {
    ticketTypeId: uuid('ticket_type_id')
      .primaryKey()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    doorPricePaise: integer('door_price_paise'),
    doorOnly: boolean('door_only').notNull().default(false),
  },
  (t) => [check('box_office_door_prices_price', sql`${t.doorPricePaise} is null or ${t.doorPricePaise} >= 0`)],
);
