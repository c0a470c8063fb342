import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
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
