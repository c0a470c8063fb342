import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value store shared by every server process on one database (e.g. the token-signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
