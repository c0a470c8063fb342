import * as z from 'zod';
import { pageSizeSchema, pageStartSchema } from './number-limits';
import { boundedString } from './bounded-string';
import { DATE_TEXT_MAX_LENGTH, ID_MAX_LENGTH } from './text-bounds';
import { HOLD_REASONS, STATEMENT_STATUSES } from './settlement';
import type { Role } from './auth';
import { apiErrorSchema, errorEnvelopeSchema, refusedStatementSchema, responseRowErrorSchema } from './http-schemas';
import { PAYOUT_BATCH_STATUSES, payoutBatchItemSchema, SETTLEMENT_PATHS } from './settlement-api';
import type { AuditAction } from './staff';

/**
 * Staff payouts (issue 33, docs/settlements.md "Payouts"): the payout queue over every organiser's statements, payout
 * batches prepared by one finance user and approved by another (both through the second step), the bank's bulk-transfer
 * file and its response file. The file formats and their row-by-row matching are pure: payouts-files.ts.
 */

/** Statuses the queue can filter on (drafts are the job's, not the queue's). */
export const PAYOUT_QUEUE_STATUSES = ['ISSUED', 'APPROVED', 'PAID', 'ON_HOLD'] as const;
export type PayoutQueueStatus = (typeof PAYOUT_QUEUE_STATUSES)[number];
export const PAYOUT_QUEUE_PAGE_SIZE = 50;
export const PAYOUT_QUEUE_MAX_PAGE_SIZE = 200;
/** At most this many statements in one batch (one bank upload). */
export const PAYOUT_BATCH_MAX_ITEMS = 500;
/** The response file's size limit (characters) and rows. */
export const PAYOUT_RESPONSE_MAX_CHARS = 500_000;
/** A UTR as banks give it: NEFT 16, RTGS 22, IMPS 12 characters, letters and digits. */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;
export const HOLD_NOTE_MIN = 3;
export const HOLD_NOTE_MAX = 300;

export const PAYOUT_ERROR_CODES = {
  stepUpRequired: 'ERR.STEP_UP.REQUIRED',
  stepUpInvalid: 'ERR.STEP_UP.INVALID',
  notPayable: 'ERR.PAYOUT.NOT_PAYABLE',
  batchState: 'ERR.PAYOUT_BATCH.STATE',
  noBankFile: 'ERR.PAYOUT_BATCH.NO_BANK_FILE',
  responseMismatch: 'ERR.PAYOUT_BATCH.RESPONSE_MISMATCH',
  cannotHold: 'ERR.STATEMENT.CANNOT_HOLD',
  notHeld: 'ERR.STATEMENT.NOT_HELD',
} as const;

export const PAYOUT_MESSAGES = {
  stepUpInvalid: 'That code did not verify. Ask for a new code and try again.',
  notPayable: 'Some statements cannot go into a batch: only issued statements that are not held and not in another batch, with a net payable above zero and bank details on file, can.',
  batchState: (status: string) => `This batch is ${status.toLowerCase()}: that action is not open to it.`,
  noBankFile: 'Download the bank file before marking the batch paid.',
  responseMismatch: 'The file does not match the batch: nothing was recorded. Fix the rows named below and upload it again.',
  cannotHold: 'Only an issued or approved statement that is not in a payout batch can be held. Cancel its batch first.',
  notHeld: 'This statement is not on a hold that finance can release.',
  prepared: (number: string) => `Payout batch ${number} prepared.`,
  approved: (number: string) => `Payout batch ${number} approved.`,
  cancelled: (number: string) => `Payout batch ${number} cancelled.`,
  paid: (number: string) => `Payout batch ${number} marked paid.`,
  held: 'Statement put on hold.',
  released: 'Hold released.',
  paidSubject: (number: string) => `Settlement statement ${number} paid`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Queue

const paise = z.number().int();
const uuid = boundedString(ID_MAX_LENGTH).trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not an id');
/** An amount filter in paise at most: within 32 bits, like every number a route takes (up to about Rs 2.1 crore). */
export const PAYOUT_FILTER_MAX_PAISE = 2_147_483_647;
/** The age filter at most (days since issue). */
export const PAYOUT_FILTER_MAX_AGE_DAYS = 3650;
const queryPaise = z.coerce.number().int().min(0).max(PAYOUT_FILTER_MAX_PAISE);

export const payoutQueueQuerySchema = z.object({
  status: z.enum(PAYOUT_QUEUE_STATUSES).optional(),
  /** Issued at least this many days ago. */
  minAgeDays: z.coerce.number().int().min(0).max(PAYOUT_FILTER_MAX_AGE_DAYS).optional(),
  minAmountPaise: queryPaise.optional(),
  maxAmountPaise: queryPaise.optional(),
  limit: pageSizeSchema(PAYOUT_QUEUE_MAX_PAGE_SIZE, PAYOUT_QUEUE_PAGE_SIZE),
  offset: pageStartSchema(),
});
export type PayoutQueueQuery = z.infer<typeof payoutQueueQuerySchema>;

export const payoutQueueItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  organiserId: z.string(),
  organiserName: z.string(),
  eventTitle: z.string(),
  showTime: z.string(),
  issuedAt: z.string(),
  dueDate: z.string(),
  ageDays: z.number().int(),
  netPayablePaise: paise,
  holdReason: z.enum(HOLD_REASONS).nullable(),
  holdNote: z.string().nullable(),
  batchId: z.string().nullable(),
  batchNumber: z.string().nullable(),
  utr: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Whether it can go into a new batch now. */
  payable: z.boolean(),
});
export type PayoutQueueItem = z.infer<typeof payoutQueueItemSchema>;
export const payoutQueueAnswerSchema = z.object({
  list: z.array(payoutQueueItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PayoutQueueAnswer = z.infer<typeof payoutQueueAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The second step (step-up): a fresh one-time code to the caller's own mobile (else e-mail)

export const stepUpSchema = z.object({ otpId: uuid, otp: boundedString(ID_MAX_LENGTH).trim().regex(/^\d{6}$/, 'Enter the 6-digit code') });
export type StepUp = z.infer<typeof stepUpSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Batches

export const preparePayoutBatchSchema = z.object({
  statementIds: z.array(uuid).min(1).max(PAYOUT_BATCH_MAX_ITEMS),
  note: z.string().trim().max(HOLD_NOTE_MAX).optional(),
  stepUp: stepUpSchema,
});
export type PreparePayoutBatch = z.infer<typeof preparePayoutBatchSchema>;
export const approvePayoutBatchSchema = z.object({ stepUp: stepUpSchema });
export const payoutBatchListQuerySchema = z.object({
  status: z.enum(PAYOUT_BATCH_STATUSES).optional(),
  limit: pageSizeSchema(100, 20),
  offset: pageStartSchema(),
});
export const payoutBatchSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  itemCount: z.number().int(),
  totalPaise: paise,
  /** Who prepared it: the user's e-mail (else mobile, else name), as the audit log names them; and the user's id. */
  preparedBy: z.string(),
  preparedById: z.string(),
  preparedAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedById: z.string().nullable(),
  approvedAt: z.string().nullable(),
  bankFileAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type PayoutBatchSummary = z.infer<typeof payoutBatchSummarySchema>;
/** A batch as the batch page reads it: the contract's shape and when its bank file was first downloaded. */
export const payoutBatchDetailSchema = payoutBatchSummarySchema.extend({ items: z.array(payoutBatchItemSchema) });
export type PayoutBatchDetail = z.infer<typeof payoutBatchDetailSchema>;
export const payoutBatchAnswerSchema = z.object({ batch: payoutBatchDetailSchema, message: z.string() });
export const payoutBatchListSchema = z.object({ list: z.array(payoutBatchSummarySchema), total: z.number().int() });

export const UTR_ENTRY_MESSAGES = {
  utr: 'A UTR is 12 to 22 letters and digits',
  paidOn: 'Enter the date it was paid (dd/MM/yyyy)',
} as const;

/**
 * One payment entered by hand: the statement number, the UTR and the date it was paid. The server reads the manual
 * entries with it and the staff admin's UTR form checks each row with it before sending (the same messages).
 */
export const utrEntrySchema = z.object({
  statementNumber: z.string().trim().min(1).max(40),
  utr: boundedString(ID_MAX_LENGTH).trim().toUpperCase().regex(UTR_PATTERN, UTR_ENTRY_MESSAGES.utr),
  paidOn: boundedString(DATE_TEXT_MAX_LENGTH).regex(/^\d{4}-\d{2}-\d{2}$/, UTR_ENTRY_MESSAGES.paidOn),
});
export type UtrEntry = z.infer<typeof utrEntrySchema>;
/** POST .../utrs: either the UTRs entered by hand, or the bank's response file (CSV text). */
export const payoutUtrsSchema = z.union([
  z.object({ entries: z.array(utrEntrySchema).min(1).max(PAYOUT_BATCH_MAX_ITEMS) }),
  z.object({ responseCsv: z.string().min(1).max(PAYOUT_RESPONSE_MAX_CHARS) }),
]);
export type PayoutUtrs = z.infer<typeof payoutUtrsSchema>;

/** The payout routes' error answer: the common one, with the refused statements (409) or response rows (422). */
export const payoutErrorEnvelopeSchema = errorEnvelopeSchema.extend({
  errors: apiErrorSchema.extend({ statements: z.array(refusedStatementSchema).optional(), rows: z.array(responseRowErrorSchema).optional() }),
});

export const holdStatementSchema = z.object({ note: z.string().trim().min(HOLD_NOTE_MIN).max(HOLD_NOTE_MAX) });
export type HoldStatement = z.infer<typeof holdStatementSchema>;

export const payoutActionAnswerSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Routes (under /api): SETTLEMENT_PATHS' reserved payouts paths, plus the step-up challenge

/** POST: sends the caller a one-time code for a payout action's second step; answers a Challenge. */
export const PAYOUT_STEP_UP_PATH = '/finance/step-up';
/** Who may use the payout routes. */
export const PAYOUT_ROLES = ['finance', 'admin'] as const satisfies readonly Role[];

export interface PayoutRoute {
  method: 'GET' | 'POST';
  path: string;
  audit?: AuditAction;
}
/** Every finance staff route (payouts and tax rates); `:id` is a statement or batch id. */
export const PAYOUT_ROUTES: readonly PayoutRoute[] = [
  { method: 'POST', path: PAYOUT_STEP_UP_PATH },
  { method: 'GET', path: SETTLEMENT_PATHS.payoutQueue },
  { method: 'POST', path: SETTLEMENT_PATHS.statementHold, audit: 'statement.hold' },
  { method: 'POST', path: SETTLEMENT_PATHS.statementRelease, audit: 'statement.release' },
  { method: 'GET', path: SETTLEMENT_PATHS.batches },
  { method: 'POST', path: SETTLEMENT_PATHS.batches, audit: 'payout_batch.prepare' },
  { method: 'GET', path: SETTLEMENT_PATHS.batch },
  { method: 'POST', path: SETTLEMENT_PATHS.batchApprove, audit: 'payout_batch.approve' },
  { method: 'POST', path: SETTLEMENT_PATHS.batchCancel, audit: 'payout_batch.cancel' },
  { method: 'GET', path: SETTLEMENT_PATHS.batchBankFile, audit: 'payout_batch.bank_file' },
  { method: 'POST', path: SETTLEMENT_PATHS.batchUtrs, audit: 'payout_batch.paid' },
  // The tax rates in force, and a finance admin's new rate from a date (settlement statements use them).
  { method: 'GET', path: SETTLEMENT_PATHS.taxRates },
  { method: 'POST', path: SETTLEMENT_PATHS.taxRates, audit: 'tax_rate.add' },
];
