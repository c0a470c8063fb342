import type { PayoutBatchDetail, PayoutBatchItem, PayoutBatchSummary, PayoutQueueAnswer, PayoutQueueItem } from '@diy/domain';

/** Sample payouts for the payouts stories (not exported by the package): two organisers, every statement state. */

export const SAMPLE_MAKER_ID = 'u-maker';
export const SAMPLE_CHECKER_ID = 'u-checker';

const queueBase: PayoutQueueItem = {
  id: 'st-11', number: 'ST/2026-27/000011', status: 'ISSUED', organiserId: 'o-1', organiserName: 'Mumbai Live Entertainment Pvt Ltd',
  eventTitle: 'Diljit Dosanjh: Dil-Luminati Tour', showTime: '2026-11-04T13:30:00.000Z', issuedAt: '2026-11-05T13:30:00.000Z',
  dueDate: '2026-11-13', ageDays: 23, netPayablePaise: 1_23_45_678_90, holdReason: null, holdNote: null, batchId: null, batchNumber: null,
  utr: null, paidAt: null, payable: true,
};

export const SAMPLE_QUEUE_ITEMS: PayoutQueueItem[] = [
  queueBase,
  { ...queueBase, id: 'st-12', number: 'ST/2026-27/000012', organiserId: 'o-2', organiserName: 'Bengaluru Beats LLP', eventTitle: 'Blues at Windmills', netPayablePaise: 4_56_789_00, ageDays: 9, dueDate: '2026-11-27' },
  { ...queueBase, id: 'st-13', number: 'ST/2026-27/000013', netPayablePaise: 0, payable: false, eventTitle: "New Year's Eve Bash", ageDays: 2 },
  { ...queueBase, id: 'st-14', number: 'ST/2026-27/000014', status: 'ON_HOLD', holdReason: 'MANUAL', holdNote: 'A buyer disputed a payment for this show.', payable: false },
  { ...queueBase, id: 'st-15', number: 'ST/2026-27/000015', status: 'ON_HOLD', holdReason: 'BANK_CHANGED_RECENTLY', payable: false, organiserName: 'Hyderabad Qawwali Collective' },
  { ...queueBase, id: 'st-16', number: 'ST/2026-27/000016', status: 'APPROVED', batchId: 'b-1', batchNumber: 'PB/2026-27/0001', payable: false },
  { ...queueBase, id: 'st-17', number: 'ST/2026-27/000017', status: 'PAID', batchId: 'b-0', batchNumber: 'PB/2026-27/0000', utr: 'UTIBN62026112800417', paidAt: '2026-11-26T18:30:00.000Z', payable: false },
];

export const SAMPLE_QUEUE: PayoutQueueAnswer = { list: SAMPLE_QUEUE_ITEMS, total: SAMPLE_QUEUE_ITEMS.length, limit: 50, offset: 0 };

export const SAMPLE_BATCH_ITEMS: PayoutBatchItem[] = [
  {
    id: 'i-1', statementId: 'st-11', statementNumber: 'ST/2026-27/000011', organiserId: 'o-1', organiserName: 'Mumbai Live Entertainment Pvt Ltd',
    amountPaise: 1_23_45_678_90, beneficiaryName: 'Mumbai Live Entertainment Pvt Ltd', accountNumber: 'XXXXXXXXXX5678', ifsc: 'HDFC0000123',
    narration: 'DIY payout ST/2026-27/000011', utr: null, paidAt: null,
  },
  {
    id: 'i-2', statementId: 'st-12', statementNumber: 'ST/2026-27/000012', organiserId: 'o-2', organiserName: 'Bengaluru Beats LLP',
    amountPaise: 4_56_789_00, beneficiaryName: 'Bengaluru Beats LLP', accountNumber: 'XXXXXXXXXXX5678', ifsc: 'UTIB0000456',
    narration: 'DIY payout ST/2026-27/000012', utr: null, paidAt: null,
  },
];

const summary: PayoutBatchSummary = {
  id: 'b-1', number: 'PB/2026-27/0001', status: 'PREPARED', itemCount: 2, totalPaise: 1_23_45_678_90 + 4_56_789_00,
  preparedBy: 'finance.maker@demo.in', preparedById: SAMPLE_MAKER_ID, preparedAt: '2026-11-28T04:30:00.000Z',
  approvedBy: null, approvedById: null, approvedAt: null, bankFileAt: null, paidAt: null, cancelledAt: null,
};

export const SAMPLE_BATCHES: Record<'prepared' | 'approved' | 'bankFile' | 'paid' | 'cancelled', PayoutBatchDetail> = {
  prepared: { ...summary, items: SAMPLE_BATCH_ITEMS },
  approved: { ...summary, status: 'APPROVED', approvedBy: 'finance.checker@demo.in', approvedById: SAMPLE_CHECKER_ID, approvedAt: '2026-11-28T05:10:00.000Z', items: SAMPLE_BATCH_ITEMS },
  bankFile: {
    ...summary, status: 'APPROVED', approvedBy: 'finance.checker@demo.in', approvedById: SAMPLE_CHECKER_ID, approvedAt: '2026-11-28T05:10:00.000Z',
    bankFileAt: '2026-11-28T05:12:00.000Z', items: SAMPLE_BATCH_ITEMS,
  },
  paid: {
    ...summary, status: 'PAID', approvedBy: 'finance.checker@demo.in', approvedById: SAMPLE_CHECKER_ID, approvedAt: '2026-11-28T05:10:00.000Z',
    bankFileAt: '2026-11-28T05:12:00.000Z', paidAt: '2026-11-28T06:00:00.000Z',
    items: SAMPLE_BATCH_ITEMS.map((i, n) => ({ ...i, utr: n === 0 ? 'HDFCN52026112800001' : 'UTIBN52026112800002', paidAt: '2026-11-27T18:30:00.000Z' })),
  },
  cancelled: { ...summary, status: 'CANCELLED', cancelledAt: '2026-11-28T05:00:00.000Z', items: SAMPLE_BATCH_ITEMS },
};

export const SAMPLE_BATCH_LIST: PayoutBatchSummary[] = [
  SAMPLE_BATCHES.prepared,
  { ...SAMPLE_BATCHES.paid, id: 'b-0', number: 'PB/2026-27/0000', preparedAt: '2026-11-26T04:30:00.000Z' },
].map(({ items: _items, ...s }) => ({ ...s, itemCount: 2 }));
