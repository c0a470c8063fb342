import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisers } from './organisers';
import { users } from './users';

/** Every staff action: who, what, when, before and after. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRoles: text('actor_roles').array().notNull().default([]),
    /** e.g. organiser.approve, event.reject, user.deactivate. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * Ticket-type names (seed 000 section 5): an organiser sends a new name for approval (POST /tickettypes); only approved
 * names are offered (GET /tickettypes/approved). `nameKey` is the lower-cased, space-collapsed name.
 */
export const ticketTypeNames = pgTable(
  'ticket_type_names',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull().unique(),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    requestedByOrganiser: uuid('requested_by_organiser').references(() => organisers.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('ticket_type_names_status_idx').on(t.status, t.name)],
);
export type TicketTypeNameRow = typeof ticketTypeNames.$inferSelect;

/**
 * Durable scheduled jobs (streaming-details mail 15 minutes before a show, ...): survive restarts, run once.
 * A worker claims due rows with `for update skip locked`; `dedupeKey` keeps one job per purpose.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending, running, done, failed, cancelled. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('scheduled_jobs_due_idx').on(t.status, t.runAt)],
);
export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
