import type { PaymentMethod } from '@diy/domain';
import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventSessions, events } from './events';
import { salesChannels, ticketTypes } from './ticketing';
import { users } from './users';

/**
 * A daily sales summary e-mail of one event, at a time of day in IST (minutes after IST midnight). Each day's mail is a
 * job on scheduled_jobs (one per event and IST date); stopping sets `active` false and the next job skips.
 */
export const reportSchedules = pgTable('report_schedules', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  minuteOfDay: integer('minute_of_day').notNull(),
  recipient: text('recipient').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;

const sum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * The event report's figures per ticket type, pre-aggregated: sold and cancelled tickets, and over the sold ones the
 * prices, fees, GST (and its halves rounded down, the CGST of a session within one state), offer discounts and
 * tickets admitted at least once. Kept exact by statement-level triggers on tickets (migration
 * 0016_report_ticket_type_sums) in the transaction of every write to tickets: a booking's insert, a cancellation's and
 * a first admission's update, a delete; each adds the difference between the rows after and before the statement.
 */
export const reportTicketTypeSums = pgTable('report_ticket_type_sums', {
  ticketTypeId: uuid('ticket_type_id')
    .primaryKey()
    .references(() => ticketTypes.id, { onDelete: 'cascade' }),
  sold: sum('sold'),
  cancelled: sum('cancelled'),
  pricePaise: sum('price_paise'),
  feesPaise: sum('fees_paise'),
  taxesPaise: sum('taxes_paise'),
  taxHalfPaise: sum('tax_half_paise'),
  discountsPaise: sum('discounts_paise'),
  admitted: sum('admitted'),
});

/**
 * The money groups of the reports (docs/money.md): sold tickets per ticket type, unit price and the funder of their
 * discount ('' without one), with the discounts' sum. The platform fee is applied per group in TypeScript by the domain
 * (platformFeePaise of the unit price, never in SQL). Kept exact by statement-level triggers on tickets (migration
 * 0020_money_groups) in the same transaction as every sale and cancellation, like report_ticket_type_sums.
 */
export const reportMoneyGroups = pgTable(
  'report_money_groups',
  {
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    funder: text('funder').notNull().default(''),
    sold: sum('sold'),
    discountsPaise: sum('discounts_paise'),
  },
  (t) => [primaryKey({ columns: [t.ticketTypeId, t.unitPricePaise, t.funder] })],
);

/**
 * The session report's figures by sales channel and IST hour of sale (migration 0027_report_session_sums): bookings with
 * a sold ticket, sold and cancelled tickets, and over the sold ones what buyers paid and the offer discounts. A booking
 * has one channel and one sale time, so its channel's figures, each IST day's and each hour's are sums of these rows.
 * Kept exact by statement-level triggers on tickets (a sale, a cancellation) and bookings (a sale time or channel
 * changed) in the writing transaction, like report_ticket_type_sums.
 */
export const reportSessionHourSums = pgTable(
  'report_session_hour_sums',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => salesChannels.id, { onDelete: 'cascade' }),
    /** The IST wall-clock hour of the sale (a timestamp without zone: 2026-11-28 19:00 is 7 PM IST). */
    istHour: timestamp('ist_hour', { withTimezone: false }).notNull(),
    bookings: sum('bookings'),
    tickets: sum('tickets'),
    cancelled: sum('cancelled'),
    grossPaise: sum('gross_paise'),
    discountsPaise: sum('discounts_paise'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.channelId, t.istHour] })],
);

/** The money groups of a session's sales channels (sold tickets per unit price and funder), kept like report_money_groups. */
export const reportChannelMoneyGroups = pgTable(
  'report_channel_money_groups',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => salesChannels.id, { onDelete: 'cascade' }),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    funder: text('funder').notNull().default(''),
    sold: sum('sold'),
    discountsPaise: sum('discounts_paise'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.channelId, t.unitPricePaise, t.funder] })],
);

/** Tickets inside now and gone out, per ticket type (the session report's gate), kept by triggers on tickets' states. */
export const reportGateSums = pgTable('report_gate_sums', {
  ticketTypeId: uuid('ticket_type_id')
    .primaryKey()
    .references(() => ticketTypes.id, { onDelete: 'cascade' }),
  inside: sum('inside'),
  exited: sum('exited'),
});

/** A session's door sales not voided, by payment method, kept by triggers on box_office_sales (a sale, a void). */
export const reportBoxOfficeSums = pgTable(
  'report_box_office_sums',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    sales: sum('sales'),
    tickets: sum('tickets'),
    amountPaise: sum('amount_paise'),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.method] })],
);
