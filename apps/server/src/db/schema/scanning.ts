import type { ScanAction } from '@diy/domain';
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventSessions } from './events';
import { users } from './users';

/** Every scan attempt, admitted or refused: the gate's audit trail. */
export const scanAttempts = pgTable(
  'scan_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The ticket when the barcode is known (no foreign key: the log outlives deleted tickets). */
    ticketId: uuid('ticket_id'),
    barcode: text('barcode').notNull(),
    /** The session the device was scanning for. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceId: text('device_id').notNull(),
    userAgent: text('user_agent'),
    /** As sent by the device: a number, or 'na' when unknown. */
    latitude: text('latitude').notNull().default('na'),
    longitude: text('longitude').notNull().default('na'),
    accuracy: text('accuracy').notNull().default('na'),
    action: text('action').$type<ScanAction>().notNull(),
    /** 'OK' or an ERR.SCAN.* code. */
    outcome: text('outcome').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('scan_attempts_session_at_idx').on(t.sessionId, t.at), index('scan_attempts_ticket_idx').on(t.ticketId)],
);
export type ScanAttemptRow = typeof scanAttempts.$inferSelect;

/** A consume call's Idempotency-Key, per user: a retry gets the stored answer and changes nothing. */
export const scanIdempotency = pgTable(
  'scan_idempotency',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request (a key reused for another request is refused). */
    requestHash: text('request_hash').notNull(),
    /** Null while the first call is still running. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('scan_idempotency_created_idx').on(t.createdAt)],
);
