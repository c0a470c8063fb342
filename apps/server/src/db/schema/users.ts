import type { Role } from '@diy/domain';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisers } from './organisers';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case. */
    email: text('email').unique(),
    /** 10 digits, no country code. */
    mobile: text('mobile').unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles').array().$type<Role[]>().notNull().default([]),
    organiserId: uuid('organiser_id').references(() => organisers.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    /** An organiser's choice of the second login step; staff roles always have it. */
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_organiser_idx').on(t.organiserId)],
);

export type UserRow = typeof users.$inferSelect;
