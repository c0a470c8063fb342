import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organisers_status_idx').on(t.status)],
);

export type OrganiserRow = typeof organisers.$inferSelect;
