import type { CatalogueOfferStatus, DiscountKind, EventOfferStatus, OfferFunder } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { bookings } from './ticketing';
import { users } from './users';

/** Audience types of the offer catalogue (GET /offers/audience): platform data, seeded in every installation. */
export const offerAudiences = pgTable('offer_audiences', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});
export type OfferAudienceRow = typeof offerAudiences.$inferSelect;

/** The platform's offer catalogue (staff keep it): what an offer gives, to whom, when, and its caps per event. */
export const catalogueOffers = pgTable(
  'catalogue_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    audienceType: text('audience_type')
      .notNull()
      .references(() => offerAudiences.type, { onDelete: 'restrict' }),
    discountKind: text('discount_kind').$type<DiscountKind>().notNull(),
    /** PERCENT: whole percent; FLAT: paise off each covered ticket. */
    discountValue: integer('discount_value').notNull(),
    maxDiscountPerTicketPaise: integer('max_discount_per_ticket_paise'),
    minTickets: integer('min_tickets').notNull().default(1),
    /** Ticket-type names covered; empty: all. */
    ticketTypes: text('ticket_types').array().notNull().default(sql`'{}'::text[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** Per event: discounted tickets in all, and discount in all (paise, null: no budget). */
    totalCapTickets: integer('total_cap_tickets').notNull(),
    budgetPaise: bigint('budget_paise', { mode: 'number' }),
    perBuyerLimit: integer('per_buyer_limit'),
    /** Who pays for the discount (docs/money.md): the organiser, the platform or a partner; others' are reimbursed. */
    fundedBy: text('funded_by').$type<OfferFunder>().notNull().default('ORGANISER'),
    status: text('status').$type<CatalogueOfferStatus>().notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_offers_audience_idx').on(t.audienceType, t.status)],
);
export type CatalogueOfferRow = typeof catalogueOffers.$inferSelect;

/**
 * An event's opt-in to a catalogue offer (organiser data) with its counters. Redemptions take the counters with one
 * conditional UPDATE in the booking's transaction (status ACTIVE, cap and budget not passed), so they hold exactly.
 */
export const eventOffers = pgTable(
  'event_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => catalogueOffers.id, { onDelete: 'restrict' }),
    status: text('status').$type<EventOfferStatus>().notNull().default('ACTIVE'),
    redemptions: integer('redemptions').notNull().default(0),
    ticketsRedeemed: integer('tickets_redeemed').notNull().default(0),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('event_offers_event_offer_idx').on(t.eventId, t.offerId),
    check('event_offers_counters_non_negative', sql`${t.redemptions} >= 0 and ${t.ticketsRedeemed} >= 0 and ${t.discountPaise} >= 0`),
  ],
);
export type EventOfferRow = typeof eventOffers.$inferSelect;

/** How many bookings a buyer made with an event's offer: taken with a conditional upsert (the per-buyer limit). */
export const offerBuyerUses = pgTable(
  'offer_buyer_uses',
  {
    eventOfferId: uuid('event_offer_id')
      .notNull()
      .references(() => eventOffers.id, { onDelete: 'cascade' }),
    /** 'm:' + the mobile's 10 digits, or 'e:' + the e-mail. */
    buyerKey: text('buyer_key').notNull(),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventOfferId, t.buyerKey] })],
);

/** One booking that used an offer: what it got and paid (analytics, the transactions report). */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventOfferId: uuid('event_offer_id')
      .notNull()
      .references(() => eventOffers.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tickets: integer('tickets').notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    /** What the buyer paid for the booking, after the discount. */
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull(),
    buyerKey: text('buyer_key'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('offer_redemptions_offer_idx').on(t.eventOfferId, t.redeemedAt)],
);
export type OfferRedemptionRow = typeof offerRedemptions.$inferSelect;
