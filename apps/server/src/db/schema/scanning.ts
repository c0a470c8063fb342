import type { ScanAction } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, json, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every scan attempt, admitted or refused: the gate's audit trail. */
export const scanAttempts = pgTable(
  'scan_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The ticket when the barcode is known (no foreign key: the log outlives deleted tickets). */
    ticketId: uuid('ticket_id'),
    barcode: text('barcode').notNull(),
    /** The session the device was scanning for (no foreign key: the log is append-only and outlives what it names). */
    sessionId: uuid('session_id').notNull(),
    /** Who scanned (no foreign key, as above). */
    userId: uuid('user_id'),
    deviceId: text('device_id').notNull(),
    /** The gate the device scanned at, as its steward named it (issue 21); null when unnamed. */
    gate: text('gate'),
    userAgent: text('user_agent'),
    /** As sent by the device: a number, or 'na' when unknown. */
    latitude: text('latitude').notNull().default('na'),
    longitude: text('longitude').notNull().default('na'),
    accuracy: text('accuracy').notNull().default('na'),
    action: text('action').$type<ScanAction>().notNull(),
    /** 'OK', an ERR.SCAN.* code, or 'UNDONE' for the undo of an admission (issue 21). */
    outcome: text('outcome').notNull(),
    /** Why an admission was undone (outcome 'UNDONE'); null otherwise. */
    reason: text('reason'),
    /** Made offline and uploaded later (issue 21): `at` is the device's scan time (unless clamped, below). */
    offline: boolean('offline').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /**
     * An offline scan whose device time was after its receipt, or too long before it (issue 29): the time the device
     * claimed, kept here, while `at` is the server's receipt time. Null for every other scan.
     */
    clampedFrom: timestamp('clamped_from', { withTimezone: true }),
  },
  (t) => [
    index('scan_attempts_session_at_idx').on(t.sessionId, t.at),
    // The session report counts its clamped offline scans: the few flagged rows only.
    index('scan_attempts_clamped_idx').on(t.sessionId).where(sql`${t.clampedFrom} is not null`),
  ],
);
export type ScanAttemptRow = typeof scanAttempts.$inferSelect;

/** A consume call's Idempotency-Key, per user: a retry gets the stored answer and changes nothing. */
export const scanIdempotency = pgTable(
  'scan_idempotency',
  {
    /** The caller (no foreign key: checked by the same statement, and purged with the key's expiry). */
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (a key reused for another request is refused). */
    requestHash: text('request_hash').notNull(),
    /**
     * Null while the first call is still running. Kept as the JSON text the statement built (json, not jsonb): it is only
     * ever stored and replayed whole, and jsonb would parse every answer on its way in.
     */
    answer: json('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Keys are written in time order and only the purge reads by time: a BRIN index (one summary per 128 pages) serves it
  // at almost no cost per insert, where a B-tree added an entry to every scan's write.
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('scan_idempotency_created_idx').using('brin', t.createdAt)],
);

/**
 * A ticket admitted offline on two devices (issue 21): it counts once (the earlier scan, `admitted_*`), and the later
 * scan is kept here with both devices, gates and times, for the devices and the session report.
 */
export const scanConflicts = pgTable(
  'scan_conflicts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    barcode: text('barcode').notNull(),
    admittedDevice: text('admitted_device').notNull(),
    admittedGate: text('admitted_gate'),
    admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull(),
    laterDevice: text('later_device').notNull(),
    laterGate: text('later_gate'),
    laterAt: timestamp('later_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('scan_conflicts_session_idx').on(t.sessionId, t.id)],
);
export type ScanConflictRow = typeof scanConflicts.$inferSelect;
