import * as z from 'zod';
import { OFFER_FUNDERS } from './money-model';
import { pageSizeSchema, pageStartSchema } from './number-limits';
import { TAX_KINDS } from './tax-rates';
import { isValidCalendarDate } from './ist';
import { boundedString } from './bounded-string';
import { CODE_INPUT_MAX_LENGTH, DATE_TEXT_MAX_LENGTH } from './text-bounds';
import { ADJUSTMENT_KINDS, HOLD_REASONS, QUARTERS, STATEMENT_STATUSES, type StatementStatus } from './settlement';
import { EVENT_CODE_PATTERN } from './staff';

/**
 * The statements contract (docs/settlements.md): the organiser's Payments answers, the finance staff's tax rates, and
 * the payout-batch shapes the payouts work fills. Every path is under /api; every amount is integer paise; dates are
 * IST calendar dates (yyyy-MM-dd), instants ISO strings.
 *
 * Who may call: the organiser's Payments routes need the organiser feature FEATURES.finance (the owner has it through
 * the organiser role; other users of the organiser get it through Grant access with the IAM group DIY_FINANCE) and see
 * their own organiser's statements only (another organiser's id answers 404). Staff routes need the staff role
 * FINANCE_ROLE ('finance', IAM group DIY_FINANCE_STAFF) or admin.
 */
export const FINANCE_ROLE = 'finance' as const;
/** IAM group granting an organiser's user its Payments area (an organiser group: needs the organiser id). */
export const FINANCE_ORGANISER_GROUP = 'DIY_FINANCE' as const;
/** IAM group granting the staff finance role. */
export const FINANCE_STAFF_GROUP = 'DIY_FINANCE_STAFF' as const;

export const SETTLEMENT_ERROR_CODES = {
  statementNotFound: 'ERR.STATEMENT.NOT_FOUND',
  notIssued: 'ERR.STATEMENT.NOT_ISSUED',
  noInvoice: 'ERR.STATEMENT.NO_INVOICE',
  rateExists: 'ERR.TAX_RATE.EXISTS',
  rateInPast: 'ERR.TAX_RATE.IN_PAST',
  batchNotFound: 'ERR.PAYOUT_BATCH.NOT_FOUND',
  eventNotFound: 'ERR.STATEMENT.EVENT_NOT_FOUND',
  sameMaker: 'ERR.PAYOUT_BATCH.SAME_PERSON',
} as const;
export const SETTLEMENT_MESSAGES = {
  statementNotFound: 'Statement not found.',
  notIssued: 'This statement is not issued yet: it has no PDF until it is.',
  noInvoice: 'This statement has no platform fee, so there is no tax invoice.',
  rateExists: 'A rate of this kind already takes effect on that date.',
  rateInPast: 'A new rate can take effect from today or a later date only.',
  rateAdded: 'Tax rate added.',
  batchNotFound: 'Payout batch not found.',
  eventNotFound: 'Event not found.',
  sameMaker: 'A payout batch must be approved by someone other than the person who prepared it.',
  statementIssuedSubject: (number: string) => `Settlement statement ${number} issued`,
} as const;

const paise = z.number().int();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const fy = z.string().regex(/^\d{4}-\d{2}$/);
/** A real calendar date (yyyy-MM-dd) in a request. */
const calendarDate = boundedString(DATE_TEXT_MAX_LENGTH)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as yyyy-MM-dd')
  .refine((v) => isValidCalendarDate({ year: Number(v.slice(0, 4)), month: Number(v.slice(5, 7)), day: Number(v.slice(8, 10)) }), 'Please enter a valid date');
/** A financial year in a request: 2026-27 (the second part the year after the first). */
const financialYearInput = boundedString(DATE_TEXT_MAX_LENGTH).regex(/^\d{4}-\d{2}$/).refine((v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5, 7)), 'Please enter a financial year such as 2026-27');

export const gstSplitSchema = z.object({ cgstPaise: paise, sgstPaise: paise, igstPaise: paise, totalPaise: paise });

/** One group of tickets sold (net of cancellations): a ticket type at its price, through one channel, one funder. */
export const statementLineSchema = z.object({
  ticketTypeId: z.string(),
  ticketTypeName: z.string(),
  channel: z.string(),
  pricePaise: paise,
  /** Who funded the discount on these tickets; null: no offer. */
  funder: z.enum(OFFER_FUNDERS).nullable(),
  tickets: z.number().int(),
  grossPaise: paise,
  discountPaise: paise,
  organiserDiscountPaise: paise,
  reimbursedDiscountPaise: paise,
  buyersPaidPaise: paise,
  channelKeepsPaise: paise,
  organiserEarnsPaise: paise,
  platformFeePaise: paise,
  /** What buyers paid the organiser's own staff at the door (box office): off the payout. 0 on lines stored before. */
  collectedByOrganiserPaise: paise.default(0),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** An adjustment carried into this statement (signed: negative takes money back, e.g. a cancellation after issue). */
export const statementAdjustmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  description: z.string(),
  /** The issued statement the adjustment corrects (null for a manual one). */
  sourceStatementNumber: z.string().nullable(),
  tickets: z.number().int(),
  amountPaise: paise,
  at: z.string(),
});
export type StatementAdjustment = z.infer<typeof statementAdjustmentSchema>;

/** The rates a statement used (those in force on its session's IST date), recorded with it. */
export const statementRatesSchema = z.object({
  on: date,
  gstOnFeeBp: z.number().int(),
  tcsBp: z.number().int(),
  tdsBp: z.number().int(),
  gstSupply: z.enum(['INTRA_STATE', 'INTER_STATE']),
  /** The organiser's own supply (its GSTIN in the venue's state: intra-state), which splits TCS. */
  tcsSupply: z.enum(['INTRA_STATE', 'INTER_STATE']),
  tcsFlag: z.enum(['Y', 'N', 'E']),
});
export type StatementRates = z.infer<typeof statementRatesSchema>;

/**
 * The figures of a statement. net = organiserEarns - platformFee - platformFeeGst - tcs - tds + adjustments - carriedIn;
 * netPayable = max(net, 0); carriedOut = max(-net, 0), taken in by the organiser's next statement as carriedIn.
 */
export const statementFiguresSchema = z.object({
  tickets: z.number().int(),
  grossSalesPaise: paise,
  discountsPaise: paise,
  organiserDiscountPaise: paise,
  reimbursedDiscountPaise: paise,
  buyersPaidPaise: paise,
  channelKeepsPaise: paise,
  organiserEarnsPaise: paise,
  platformFeePaise: paise,
  platformFeeGst: gstSplitSchema,
  /** Net of the platform fee and its GST: the reports' "Net to you" for the same tickets. */
  proceedsPaise: paise,
  /** Section 52 base: sum of P - D. */
  netTaxableValuePaise: paise,
  tcs: gstSplitSchema,
  /** Section 194-O base: the gross sales credited to the organiser (organiserEarns). */
  tdsBasePaise: paise,
  tdsPaise: paise,
  /** Door sales (box office): the money the organiser's staff took, deducted from the payout (its platform fee stays charged). */
  collectedByOrganiserPaise: paise.default(0),
  adjustmentsPaise: paise,
  carriedInPaise: paise,
  netPaise: paise,
  netPayablePaise: paise,
  carriedOutPaise: paise,
});
export type StatementFigures = z.infer<typeof statementFiguresSchema>;

export const statementListItemSchema = z.object({
  id: z.string(),
  /** ST/2026-27/000123 once issued; null while a draft or held before issue. */
  number: z.string().nullable(),
  financialYear: fy.nullable(),
  status: z.enum(STATEMENT_STATUSES),
  eventCode: z.string(),
  eventTitle: z.string(),
  sessionId: z.string(),
  showTime: z.string(),
  venueName: z.string(),
  sessionCancelled: z.boolean(),
  tickets: z.number().int(),
  netPayablePaise: paise,
  carriedOutPaise: paise,
  dueDate: date,
  issuedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  utr: z.string().nullable(),
  holdReason: z.enum(HOLD_REASONS).nullable(),
  holdNote: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type StatementListItem = z.infer<typeof statementListItemSchema>;

export const STATEMENTS_PAGE = { limit: 20, maxLimit: 100 } as const;
export const statementListQuerySchema = z.object({
  status: z.enum(STATEMENT_STATUSES).optional(),
  /** One event's statements (ET00012345): the organiser's own events only; another organiser's answers 404. */
  eventCode: boundedString(CODE_INPUT_MAX_LENGTH).trim().toUpperCase().regex(EVENT_CODE_PATTERN, 'Not an event code').optional(),
  limit: pageSizeSchema(STATEMENTS_PAGE.maxLimit, STATEMENTS_PAGE.limit),
  offset: pageStartSchema(0),
});
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;
export const statementListAnswerSchema = z.object({
  list: z.array(statementListItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /**
   * Statements per status, whatever the status filter: all of the organiser's, or the event's with `eventCode`. Every
   * status is named, so the OpenAPI document lists each as a property.
   */
  counts: z.object(Object.fromEntries(STATEMENT_STATUSES.map((s) => [s, z.number().int()])) as Record<StatementStatus, z.ZodNumber>),
});
export type StatementListAnswer = z.infer<typeof statementListAnswerSchema>;

/** What is due next: the issued and approved statements not yet paid, the earliest due date, and what is held. */
export const dueNextSchema = z.object({
  dueDate: date.nullable(),
  /** Net payable of the statements due on dueDate. */
  duePaise: paise,
  /** Net payable of every issued or approved statement not paid yet. */
  outstandingPaise: paise,
  outstandingCount: z.number().int(),
  onHoldPaise: paise,
  onHoldCount: z.number().int(),
  /** Owed by the organiser, carried forward into its next statement. */
  carriedForwardPaise: paise,
});
export type DueNext = z.infer<typeof dueNextSchema>;

export const statementDetailSchema = statementListItemSchema.extend({
  organiser: z.object({ name: z.string(), gstin: z.string().nullable(), stateCode: z.string().nullable(), pan: z.string().nullable() }),
  rates: statementRatesSchema,
  figures: statementFiguresSchema,
  lines: z.array(statementLineSchema),
  adjustments: z.array(statementAdjustmentSchema),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

/** GET withholding CSV: a financial year's quarter. */
export const withholdingQuerySchema = z.object({ financialYear: financialYearInput, quarter: z.enum(QUARTERS) });
export type WithholdingQuery = z.infer<typeof withholdingQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Finance staff: tax rates

export const taxRateSchema = z.object({
  id: z.string().nullable(),
  kind: z.enum(TAX_KINDS),
  rateBp: z.number().int(),
  effectiveFrom: date,
  basis: z.string(),
  /** Null for the defaults written in packages/domain. */
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type TaxRateAnswer = z.infer<typeof taxRateSchema>;
export const taxRateListSchema = z.object({ list: z.array(taxRateSchema) });
export const newTaxRateSchema = z.object({
  kind: z.enum(TAX_KINDS),
  /** Basis points: 1800 = 18%; at most 50%. */
  rateBp: z.number().int().min(0).max(5000),
  effectiveFrom: calendarDate,
  note: z.string().trim().min(3).max(300),
});
export type NewTaxRate = z.infer<typeof newTaxRateSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Payout batches (filled by the payouts work: maker prepares, a different checker approves, bank file, UTRs)

export const PAYOUT_BATCH_STATUSES = ['PREPARED', 'APPROVED', 'PAID', 'CANCELLED'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];
export const PAYOUT_BATCH_STATUS_LABELS: Record<PayoutBatchStatus, string> = {
  PREPARED: 'Prepared',
  APPROVED: 'Approved',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
};
export const payoutBatchItemSchema = z.object({
  id: z.string(),
  statementId: z.string(),
  statementNumber: z.string(),
  organiserId: z.string(),
  organiserName: z.string(),
  amountPaise: paise,
  beneficiaryName: z.string(),
  /** Masked except in the bank file. */
  accountNumber: z.string(),
  ifsc: z.string(),
  narration: z.string(),
  utr: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PayoutBatchItem = z.infer<typeof payoutBatchItemSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Paths (under /api)

export const SETTLEMENT_PATHS = {
  /** Organiser (FEATURES.finance) */
  statements: '/payments/statements',
  statement: '/payments/statements/:id',
  statementPdf: '/payments/statements/:id/pdf',
  invoicePdf: '/payments/statements/:id/invoice',
  dueNext: '/payments/due',
  withholdingCsv: '/payments/withholding.csv',
  /** Finance staff (FINANCE_ROLE or admin) */
  taxRates: '/finance/tax-rates',
  /** Reserved for the payouts work */
  payoutQueue: '/finance/statements',
  statementHold: '/finance/statements/:id/hold',
  statementRelease: '/finance/statements/:id/release',
  batches: '/finance/batches',
  batch: '/finance/batches/:id',
  batchApprove: '/finance/batches/:id/approve',
  batchCancel: '/finance/batches/:id/cancel',
  batchBankFile: '/finance/batches/:id/bank-file',
  batchUtrs: '/finance/batches/:id/utrs',
} as const;
