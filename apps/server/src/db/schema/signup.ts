import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { signups } from './identity';
import { organisers } from './organisers';
import { users } from './users';

/**
 * A new organiser's application (seed 001 sections 2 to 5): the account form's steps, where the user is, and the
 * review outcome. One per verified mobile number; the user and the organiser (status pending) are created when the
 * application is submitted.
 */
export const organiserApplications = pgTable(
  'organiser_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The verified mobile number's sign-up row (the new-user token names it). */
    signupId: uuid('signup_id')
      .notNull()
      .unique()
      .references(() => signups.id, { onDelete: 'cascade' }),
    /** The organiser's user account, created when the application is submitted. */
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    organiserId: uuid('organiser_id').references(() => organisers.id, { onDelete: 'set null' }),
    /** Server-given progress: STEP2 (general information), STEP3 (documents), STEP4 (agreement), DONE. */
    currentStep: text('current_step').notNull().default('STEP2'),
    /** draft, submitted, under_review, approved, rejected, partially_rejected. */
    status: text('status').notNull().default('draft'),
    /** The general information step as last saved (draft or proceeded). */
    generalInformation: jsonb('general_information').$type<Record<string, unknown>>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Business-development code chosen on approval. */
    bdCode: text('bd_code'),
    /** Reviewer's rejection: items with reasons, and the additional note. */
    rejection: jsonb('rejection').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organiser_applications_status_idx').on(t.status, t.submittedAt)],
);
export type OrganiserApplicationRow = typeof organiserApplications.$inferSelect;

/**
 * A KYC document or profile file: PAN, cancelled cheque, GST certificate (keyed by GST number), the signed agreement,
 * a brand logo. Private files in the storage; read through short-lived signed links only.
 */
export const organiserDocuments = pgTable(
  'organiser_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => organiserApplications.id, { onDelete: 'cascade' }),
    /** pan, cheque, gst, agreement, brandLogo. */
    media: text('media').notNull(),
    /** The GST number for media gst; '' otherwise (part of the uniqueness key). */
    gstNumber: text('gst_number').notNull().default(''),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** signup (part of the application) or additional (sent for additional approval from the profile). */
    kind: text('kind').notNull().default('signup'),
    /** draft, submitted, pending_approval, approved, rejected. */
    status: text('status').notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('organiser_documents_media_idx').on(t.applicationId, t.media, t.gstNumber, t.kind)],
);
export type OrganiserDocumentRow = typeof organiserDocuments.$inferSelect;

/**
 * A change an approved organiser asked for from the profile that needs staff approval (a new GST number with its
 * certificate, say): pending until a reviewer approves or rejects it.
 */
export const organiserChangeRequests = pgTable(
  'organiser_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    /** gst, profile, ... */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, approved, rejected. */
    status: text('status').notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('organiser_change_requests_status_idx').on(t.status, t.createdAt), index('organiser_change_requests_org_idx').on(t.organiserId)],
);
export type OrganiserChangeRequestRow = typeof organiserChangeRequests.$inferSelect;
