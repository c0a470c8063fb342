import type { AdjustmentKind, DocumentKind, HoldReason, PayoutBatchStatus, StatementLine, StatementRates, StatementStatus, TaxKind, TcsFlag } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events, eventSessions } from './events';
import { organisers } from './organisers';
import { users } from './users';

/**
 * Settlement statements (issue 33, docs/settlements.md): one per session, made by the statements job once the show is
 * over. Figures are columns (and the groups in `lines`); `rates` records the rates used. Once issued (issued_at set)
 * the trigger statements_guard (migration 0021) refuses any change of a column other than the lifecycle ones (status,
 * approval, payment, hold, payout batch) and any delete: a later change becomes a statement_adjustments row that the
 * organiser's next statement takes in.
 */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    sessionId: uuid('session_id')
      .notNull()
      .unique()
      .references(() => eventSessions.id, { onDelete: 'restrict' }),
    status: text('status').$type<StatementStatus>().notNull().default('DRAFT'),
    /** ST/2026-27/000123: given in the issuing transaction from document_counters (gapless per financial year). */
    number: text('number').unique(),
    financialYear: text('financial_year'),
    seq: integer('seq'),
    /** The platform fee's GST tax invoice number (INV2627000123), given with the statement's number. */
    invoiceNumber: text('invoice_number').unique(),
    /** The session's show time, and its IST date: the date whose rates apply. */
    showTime: timestamp('show_time', { withTimezone: true }).notNull(),
    ratesOn: date('rates_on', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    // Figures (paise)
    tickets: integer('tickets').notNull().default(0),
    grossSalesPaise: bigint('gross_sales_paise', { mode: 'number' }).notNull().default(0),
    discountsPaise: bigint('discounts_paise', { mode: 'number' }).notNull().default(0),
    organiserDiscountPaise: bigint('organiser_discount_paise', { mode: 'number' }).notNull().default(0),
    reimbursedDiscountPaise: bigint('reimbursed_discount_paise', { mode: 'number' }).notNull().default(0),
    buyersPaidPaise: bigint('buyers_paid_paise', { mode: 'number' }).notNull().default(0),
    channelKeepsPaise: bigint('channel_keeps_paise', { mode: 'number' }).notNull().default(0),
    organiserEarnsPaise: bigint('organiser_earns_paise', { mode: 'number' }).notNull().default(0),
    platformFeePaise: bigint('platform_fee_paise', { mode: 'number' }).notNull().default(0),
    feeCgstPaise: bigint('fee_cgst_paise', { mode: 'number' }).notNull().default(0),
    feeSgstPaise: bigint('fee_sgst_paise', { mode: 'number' }).notNull().default(0),
    feeIgstPaise: bigint('fee_igst_paise', { mode: 'number' }).notNull().default(0),
    proceedsPaise: bigint('proceeds_paise', { mode: 'number' }).notNull().default(0),
    netTaxableValuePaise: bigint('net_taxable_value_paise', { mode: 'number' }).notNull().default(0),
    tcsCgstPaise: bigint('tcs_cgst_paise', { mode: 'number' }).notNull().default(0),
    tcsSgstPaise: bigint('tcs_sgst_paise', { mode: 'number' }).notNull().default(0),
    tcsIgstPaise: bigint('tcs_igst_paise', { mode: 'number' }).notNull().default(0),
    tdsBasePaise: bigint('tds_base_paise', { mode: 'number' }).notNull().default(0),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    adjustmentsPaise: bigint('adjustments_paise', { mode: 'number' }).notNull().default(0),
    /** Owed by the organiser from its previous statement (a negative net), taken in here. */
    carriedInPaise: bigint('carried_in_paise', { mode: 'number' }).notNull().default(0),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull().default(0),
    netPayablePaise: bigint('net_payable_paise', { mode: 'number' }).notNull().default(0),
    /** A negative net, carried forward to the organiser's next statement. */
    carriedOutPaise: bigint('carried_out_paise', { mode: 'number' }).notNull().default(0),
    /** The statement whose carried-out amount this one took in. */
    carriedFromId: uuid('carried_from_id'),
    lines: jsonb('lines').$type<StatementLine[]>().notNull().default([]),
    rates: jsonb('rates').$type<StatementRates>().notNull(),
    tcsFlag: text('tcs_flag').$type<TcsFlag>().notNull(),
    organiserGstin: text('organiser_gstin'),
    organiserStateCode: text('organiser_state_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    // Lifecycle (may move after issue)
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    utr: text('utr'),
    holdReason: text('hold_reason').$type<HoldReason>(),
    holdNote: text('hold_note'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    heldBy: uuid('held_by').references(() => users.id, { onDelete: 'set null' }),
    /** The status a hold interrupted (DRAFT, ISSUED or APPROVED): release returns to it. */
    holdFromStatus: text('hold_from_status').$type<StatementStatus>(),
    payoutBatchId: uuid('payout_batch_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statements_fy_seq_idx').on(t.financialYear, t.seq),
    index('statements_organiser_status_idx').on(t.organiserId, t.status, t.showTime.desc()),
    index('statements_organiser_show_idx').on(t.organiserId, t.showTime.desc(), t.id),
    index('statements_status_idx').on(t.status, t.dueDate),
    // The organiser's latest issued statement (what it carries out): read in every issuing transaction, in the order it
    // is read (issued_at, then the number: one sweep issues many at the same instant), so it is one index row, not a sort.
    index('statements_organiser_issued_idx').on(t.organiserId, t.issuedAt.desc(), t.financialYear.desc(), t.seq.desc()).where(sql`${t.issuedAt} is not null`),
    // The job's unissued statements.
    index('statements_unissued_idx').on(t.showTime, t.id).where(sql`${t.issuedAt} is null`),
    check('statements_status_check', sql`${t.status} in ('DRAFT', 'ISSUED', 'APPROVED', 'PAID', 'ON_HOLD')`),
    check('statements_hold_has_reason', sql`(${t.status} <> 'ON_HOLD') or (${t.holdReason} is not null)`),
    check('statements_paid_has_utr', sql`(${t.status} <> 'PAID') or (${t.utr} is not null and ${t.paidAt} is not null)`),
    check('statements_issued_numbered', sql`(${t.issuedAt} is null) = (${t.number} is null)`),
    check('statements_net_split', sql`${t.netPayablePaise} >= 0 and ${t.carriedOutPaise} >= 0 and ${t.netPayablePaise} - ${t.carriedOutPaise} = ${t.netPaise}`),
  ],
);
export type StatementRow = typeof statements.$inferSelect;

/**
 * A change after a statement was issued (a cancellation, a show cancelled, a chargeback, or a manual one): signed
 * paise, taken in by the organiser's next issued statement (applied_statement_id set in its issuing transaction).
 * Applied rows are frozen by the trigger statement_adjustments_guard.
 */
export const statementAdjustments = pgTable(
  'statement_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'restrict' }),
    sourceStatementId: uuid('source_statement_id').references(() => statements.id, { onDelete: 'restrict' }),
    /** The booking behind a cancellation or chargeback (no foreign key: an applied adjustment never changes). */
    bookingId: uuid('booking_id'),
    kind: text('kind').$type<AdjustmentKind>().notNull(),
    description: text('description').notNull(),
    tickets: integer('tickets').notNull().default(0),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    appliedStatementId: uuid('applied_statement_id').references(() => statements.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('statement_adjustments_pending_idx').on(t.organiserId, t.createdAt).where(sql`${t.appliedStatementId} is null`),
    index('statement_adjustments_source_idx').on(t.sourceStatementId),
    index('statement_adjustments_applied_idx').on(t.appliedStatementId),
  ],
);
export type StatementAdjustmentRow = typeof statementAdjustments.$inferSelect;

/** Gapless document numbers: one row per kind and financial year, locked (FOR UPDATE) in the issuing transaction. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').$type<DocumentKind>().notNull(),
    financialYear: text('financial_year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** Rates a finance admin added from a date (audited): read together with DEFAULT_TAX_RATES of packages/domain. */
export const taxRateOverrides = pgTable(
  'tax_rate_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<TaxKind>().notNull(),
    rateBp: integer('rate_bp').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tax_rate_overrides_kind_from_idx').on(t.kind, t.effectiveFrom), check('tax_rate_overrides_rate', sql`${t.rateBp} >= 0 and ${t.rateBp} <= 5000`)],
);
export type TaxRateOverrideRow = typeof taxRateOverrides.$inferSelect;

/** A payout batch: prepared by one finance user, approved by another (the check refuses the same person). */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** PB/2026-27/0001 (document_counters kind PAYOUT_BATCH). */
    number: text('number').notNull().unique(),
    status: text('status').$type<PayoutBatchStatus>().notNull().default('PREPARED'),
    itemCount: integer('item_count').notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull().default(0),
    preparedBy: uuid('prepared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'restrict' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    bankFileAt: timestamp('bank_file_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    index('payout_batches_status_idx').on(t.status, t.preparedAt.desc()),
    check('payout_batches_status_check', sql`${t.status} in ('PREPARED', 'APPROVED', 'PAID', 'CANCELLED')`),
    check('payout_batches_maker_checker', sql`${t.approvedBy} is null or ${t.approvedBy} <> ${t.preparedBy}`),
  ],
);
export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

/** One statement in a batch: the amount and the bank details as exported, and the UTR once paid. */
export const payoutBatchItems = pgTable(
  'payout_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'cascade' }),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'restrict' }),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    narration: text('narration').notNull(),
    utr: text('utr'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_batch_items_batch_statement_idx').on(t.batchId, t.statementId),
    index('payout_batch_items_statement_idx').on(t.statementId),
    uniqueIndex('payout_batch_items_utr_idx').on(t.utr).where(sql`${t.utr} is not null`),
    check('payout_batch_items_amount', sql`${t.amountPaise} > 0`),
  ],
);
export type PayoutBatchItemRow = typeof payoutBatchItems.$inferSelect;
