import { formatCountOf } from './display-format';
import { formatIstDate, formatIstDateTime } from './ist';
import { formatPaise } from './money';
import { parseBankAmount } from './payouts-files';
import { PAYOUT_FILTER_MAX_AGE_DAYS, PAYOUT_FILTER_MAX_PAISE, PAYOUT_MESSAGES, type PayoutQueueQuery, type PayoutQueueStatus } from './payouts';
import type { PayoutBatchStatus } from './settlement-api';
import { BANK_CHANGE_HOLD_DAYS, formatIsoDate, type HoldReason } from './settlement';
import { SETTLEMENT_MESSAGES } from './settlement-api';

/**
 * The staff admin's payout screens (issue 33, docs/settlements.md "Payouts"): the queue, the batches, a batch with its
 * approval, bank file and UTRs, and the second step. Amounts by formatPaise, dates by formatIsoDate and
 * formatIstDateTime (dd/MM/yyyy, IST).
 */
export const PAYOUTS_UI_TEXTS = {
  title: 'Payouts',
  lead: 'Issued settlement statements of every organiser. Choose statements to prepare a payout batch; another finance user approves it.',

  // The queue
  filters: 'Filter the payout queue',
  status: 'Status',
  allStatuses: 'All',
  minAge: 'Issued at least (days ago)',
  minAmount: 'Amount from (₹)',
  maxAmount: 'Amount up to (₹)',
  amountHint: 'Rupees, e.g. 1,500.50',
  notAnAmount: 'Enter an amount in rupees, e.g. 1500.50',
  queueCaption: 'Payout queue',
  queueEmptyTitle: 'No statements',
  queueEmptyBody: 'No issued statement matches these filters.',
  queueError: 'The payout queue could not be loaded.',
  retry: 'Try again',
  colChoose: 'Choose',
  colStatement: 'Statement',
  colEvent: 'Event',
  colDue: 'Due',
  colAmount: 'Net payable',
  colStatus: 'Status',
  colActions: 'Actions',
  choose: (number: string) => `Choose ${number}`,
  chooseAll: 'Choose all payable on this page',
  due: (isoDate: string) => formatIsoDate(isoDate),
  issuedAgo: (days: number) => (days === 0 ? 'Issued today' : `Issued ${formatCountOf(days, 'day', 'days')} ago`),
  notPayable: 'Not payable now',
  hold: 'Hold',
  release: 'Release',
  holdTitle: (number: string) => `Hold ${number}`,
  releaseTitle: (number: string) => `Release ${number}`,
  holdMessage: 'The statement stays out of payout batches until it is released. The organiser sees the reason.',
  releaseMessage: 'The statement goes back to the payout queue.',
  holdNote: 'Reason',
  holdNoteHint: '3 to 300 characters, kept in the audit log.',
  inBatch: (number: string) => `In ${number}`,
  utr: (utr: string) => `UTR ${utr}`,

  // Preparing a batch
  prepareTitle: 'Prepare a batch',
  chosen: (count: number, totalPaise: number) => `${formatCountOf(count, 'statement', 'statements')} chosen, ${formatPaise(totalPaise)}`,
  prepare: 'Prepare batch',
  refused: 'Statements refused',

  // The second step
  sendCode: (action: string) => `${action}: send code`,
  codeSentTo: (to: string) => `Code sent to ${to}`,
  stepUpHint: 'The second step: enter the 6-digit code to confirm.',
  newCode: 'Send a new code',

  // Batches
  batchesTitle: 'Payout batches',
  batchesCaption: 'Payout batches',
  batchesEmpty: 'No payout batches yet',
  batchesEmptyBody: 'A batch prepared from the queue shows here until it is paid.',
  batchesError: 'The payout batches could not be loaded.',
  openBatch: (number: string) => `Open payout batch ${number}`,
  colBatch: 'Batch',
  colStatements: 'Statements',
  colTotal: 'Total',
  colPrepared: 'Prepared',
  colApproved: 'Approved',

  // A batch
  batchTitle: (number: string) => `Payout batch ${number}`,
  batchLead: (statusLabel: string, count: number, totalPaise: number) => `${statusLabel}: ${formatCountOf(count, 'statement', 'statements')}, ${formatPaise(totalPaise)}`,
  batchError: 'This payout batch could not be loaded.',
  backToQueue: 'Back to the payout queue',
  preparedBy: 'Prepared by',
  approvedBy: 'Approved by',
  bankFileAt: 'Bank file downloaded',
  paidAt: 'Marked paid',
  cancelledAt: 'Cancelled',
  byAt: (who: string, at: string) => `${who}, ${formatIstDateTime(at)}`,
  notYet: '—',
  itemsCaption: 'Payments in this batch',
  colOrganiser: 'Organiser',
  colBeneficiary: 'Beneficiary',
  colUtr: 'UTR',
  /** paidAt: the instant the payment was recorded as made (00:00 IST of the day paid). */
  paidOn: (paidAt: string) => `Paid ${formatIstDate(paidAt)}`,
  approveTitle: 'Approve',
  approve: 'Approve batch',
  sameMaker: SETTLEMENT_MESSAGES.sameMaker,
  awaitingChecker: 'Another finance user approves it through their own second step; then the bank file can be downloaded.',
  bankFileTitle: 'Bank file',
  bankFileLead: 'The bulk-transfer CSV to upload to the bank: beneficiary, account, IFSC, amount and a narration naming the statement.',
  download: 'Download bank file',
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
  downloadFirst: PAYOUT_MESSAGES.noBankFile,
  markPaidTitle: 'Mark paid',
  enterTitle: 'Enter UTRs',
  enterLead: 'One UTR per statement, as the bank reported each payment. Each row is checked before anything is sent.',
  utrLabel: 'UTR',
  paidOnLabel: 'Date paid',
  rowLegend: (statementNumber: string, organiserName: string, amountPaise: number) => `${statementNumber}, ${organiserName}, ${formatPaise(amountPaise)}`,
  saveUtrs: 'Mark paid with these UTRs',
  rowsToFix: (n: number) => `${formatCountOf(n, 'row needs', 'rows need')} attention: nothing was recorded.`,
  uploadTitle: 'Or upload the bank’s response file',
  uploadLabel: 'Bank response file (CSV)',
  uploadRule: 'Statement number or account number, amount, UTR, date',
  rowsRefused: 'Rows refused',
  cancel: 'Cancel batch',
  cancelTitle: (number: string) => `Cancel ${number}?`,
  cancelMessage: 'Its statements go back to the payout queue as issued.',
  keep: 'Keep batch',
} as const;

/** Why a statement is held, as finance staff read it (the organiser reads HOLD_REASON_LABELS). */
export const STAFF_HOLD_REASON_LABELS: Record<HoldReason, string> = {
  BANK_UNDER_REVIEW: 'Bank details under review',
  BANK_CHANGED_RECENTLY: `Bank details changed in the last ${BANK_CHANGE_HOLD_DAYS} days`,
  ORGANISER_NOT_APPROVED: 'Organiser not approved',
  MANUAL: 'Held by finance',
};

/** The tone a payout batch's status shows in (StatusLabel's tones). */
export const PAYOUT_BATCH_STATUS_TONES: Record<PayoutBatchStatus, 'muted' | 'info' | 'accent' | 'success'> = {
  PREPARED: 'info',
  APPROVED: 'accent',
  PAID: 'success',
  CANCELLED: 'muted',
};

/** The queue's filters as typed: a status ('' for all), days since issue, and amounts in rupees. */
export interface PayoutQueueFilterText {
  status: PayoutQueueStatus | '';
  minAgeDays: string;
  minAmount: string;
  maxAmount: string;
}

export const DEFAULT_PAYOUT_FILTERS: PayoutQueueFilterText = { status: 'ISSUED', minAgeDays: '', minAmount: '', maxAmount: '' };

export type PayoutFilterQuery = Partial<Pick<PayoutQueueQuery, 'status' | 'minAgeDays' | 'minAmountPaise' | 'maxAmountPaise'>>;

/**
 * The filters as the queue's query: whole days, amounts in rupees read as the bank files read them ('1,500.50', '₹ 1500')
 * to paise. A text that is not an amount is left out of the query and named in `errors`.
 */
export function payoutFilterQuery(f: PayoutQueueFilterText): { query: PayoutFilterQuery; errors: Partial<Record<'minAmount' | 'maxAmount', string>> } {
  const query: PayoutFilterQuery = {};
  const errors: Partial<Record<'minAmount' | 'maxAmount', string>> = {};
  if (f.status) query.status = f.status;
  const days = f.minAgeDays.trim();
  if (/^\d{1,4}$/.test(days)) query.minAgeDays = Math.min(Number(days), PAYOUT_FILTER_MAX_AGE_DAYS);
  for (const [key, field] of [['minAmount', 'minAmountPaise'], ['maxAmount', 'maxAmountPaise']] as const) {
    const text = f[key].trim();
    if (text === '') continue;
    const paise = parseBankAmount(text);
    if (paise === null || paise > PAYOUT_FILTER_MAX_PAISE) errors[key] = PAYOUTS_UI_TEXTS.notAnAmount;
    else query[field] = paise;
  }
  return { query, errors };
}
