import type { TcsFlag } from '@diy/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Review states of an organiser (seed 001 section 3). */
export const ORGANISER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OrganiserStatus = (typeof ORGANISER_STATUSES)[number];

export const organisers = pgTable(
  'organisers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short stable code, e.g. ORG-MLE; also the seed's upsert key. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    status: text('status').$type<OrganiserStatus>().notNull().default('pending'),
    /** TCS (tax collected at source): Y applicable, N not applicable, E exempt (seed 000 sections 4 and 5). */
    tcsFlag: text('tcs_flag').$type<TcsFlag>().notNull().default('N'),
    /** Merchant details for TCS; with flag Y and none, scanning stops with the TCS popup. */
    merchantDetails: jsonb('merchant_details').$type<Record<string, unknown>>(),
    /** Approved organisation details: PAN, GST numbers, address, bank, contact, description, brand logo key. */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    /** When the bank details last changed: payouts are held for BANK_CHANGE_HOLD_DAYS after (issue 33). */
    bankDetailsChangedAt: timestamp('bank_details_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organisers_status_idx').on(t.status)],
);

export type OrganiserRow = typeof organisers.$inferSelect;
