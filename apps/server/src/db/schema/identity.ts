import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** step_up: a staff action's own second step (payout batches: prepare and approve). */
export const OTP_PURPOSES = ['login', 'mfa', 'reset', 'signup', 'step_up'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export type MessageChannel = 'sms' | 'email';

/**
 * One row per attempt that asked for a one-time code (a mobile login, a second step, a reset, a sign-up).
 * The row id is the OTP id the client holds; a resend replaces the code on the same row.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    /** Mobile number or e-mail the code went to. */
    destination: text('destination').notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the row id and the code, keyed by the server secret. */
    codeHash: text('code_hash').notNull(),
    /** Tries on the current code, right or wrong; the code is dead at OTP_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_challenges_user_idx').on(t.userId), index('otp_challenges_expires_idx').on(t.expiresAt)],
);
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

/**
 * Every code sent, per destination and purpose, with the client address that asked for it: counted for the send
 * limits (services/send-limits.ts) by every server process.
 */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destination: text('destination').notNull(),
    /** Each purpose has its own budget: a reset asked by anyone never spends the second step's. */
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    /** The client address of the request that caused the send (request.ip). */
    address: text('address').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('otp_sends_budget_idx').on(t.destination, t.purpose, t.sentAt),
    // Housekeeping deletes by time alone; rows come in time order, so a BRIN index serves it at almost no cost.
    index('otp_sends_sent_brin_idx').using('brin', t.sentAt),
  ],
);

/** A verified reset code: lets its holder set a new password once, for RESET_SESSION_TTL_MS. */
export const resetSessions = pgTable(
  'reset_sessions',
  {
    /** SHA-256 of the sessionID handed to the client (the ID itself is never stored). */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reset_sessions_user_idx').on(t.userId)],
);

/** A mobile number verified by a sign-up code; the onboarding issue extends it with the form. */
export const signups = pgTable('signups', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobile: text('mobile').notNull().unique(),
  /** Onboarding progress: STEP2 after the code, then STEP3 and beyond. */
  status: text('status').notNull().default('STEP2'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type SignupRow = typeof signups.$inferSelect;

/** What the local SMS and mail adapters "sent": read by people and tests through /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Insertion order: the newest message first even when the clock stands still (tests). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to, t.createdAt),
    // Housekeeping deletes by time alone (BRIN: rows come in time order).
    index('outbox_messages_created_brin_idx').using('brin', t.createdAt),
  ],
);
export type OutboxRow = typeof outboxMessages.$inferSelect;
