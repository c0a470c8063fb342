import { PAYOUTS_UI_TEXTS as T, type PayoutBatchItem } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_BATCHES, SAMPLE_CHECKER_ID, SAMPLE_MAKER_ID } from './payout-samples';
import { PayoutBatchView } from './PayoutBatchView';

const [A, B] = SAMPLE_BATCHES.bankFile.items as [PayoutBatchItem, PayoutBatchItem];
const NOW = new Date('2026-11-28T06:00:00.000Z');

const meta = {
  title: 'Payouts/PayoutBatchView',
  component: PayoutBatchView,
  args: {
    batch: SAMPLE_BATCHES.prepared,
    viewerId: SAMPLE_CHECKER_ID,
    approve: { sentTo: null, onSendCode: fn(), onConfirm: fn() },
    onDownloadBankFile: fn(),
    onSubmitUtrs: fn(),
    onUploadResponse: fn(),
    onCancelOpen: fn(),
    cancelOpen: false,
    onCancelClose: fn(),
    onCancelConfirm: fn(),
    now: NOW,
  },
} satisfies Meta<typeof PayoutBatchView>;

export default meta;
type Story = StoryObj<typeof meta>;

const detail = (canvas: ReturnType<typeof within>, term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Prepared', { selector: '[data-status]' })).toBeVisible();
    await expect(detail(canvas, T.preparedBy)).toHaveTextContent('finance.maker@demo.in, 28/11/2026 10:00 AM');
    await expect(detail(canvas, T.approvedBy)).toHaveTextContent(T.notYet);
    const row = within(canvas.getByText(A.statementNumber).closest('tr')!);
    await expect(row.getByText('₹1,23,45,678.90')).toBeVisible();
    await expect(row.getByText('XXXXXXXXXX5678 · HDFC0000123')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.sendCode(T.approve) }));
    await expect(args.approve.onSendCode).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: T.download })).toBeNull();
  },
};

export const PreparedByMe: Story = {
  args: { viewerId: SAMPLE_MAKER_ID },
  play: async ({ canvas }) => {
    const approve = within(canvas.getByRole('region', { name: T.approveTitle }));
    await expect(approve.getByText(T.sameMaker)).toBeVisible();
    await expect(approve.getByText(T.awaitingChecker)).toBeVisible();
    await expect(approve.queryByRole('button')).toBeNull();
  },
};

export const ApproveWithCode: Story = {
  args: { approve: { sentTo: '+91 ******0032', onSendCode: fn(), onConfirm: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: T.codeSentTo('+91 ******0032') }), '551204');
    await userEvent.click(canvas.getByRole('button', { name: T.approve }));
    await expect(args.approve.onConfirm).toHaveBeenCalledWith('551204');
  },
};

export const ApproveRefused: Story = {
  args: { approve: { sentTo: '+91 ******0032', error: 'That code did not verify. Ask for a new code and try again.', onSendCode: fn(), onConfirm: fn() } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('region', { name: T.approveTitle })).getByRole('alert')).toHaveTextContent('That code did not verify.');
  },
};

export const Approved: Story = {
  args: { batch: SAMPLE_BATCHES.approved },
  play: async ({ canvas, args }) => {
    await expect(detail(canvas, T.approvedBy)).toHaveTextContent('finance.checker@demo.in, 28/11/2026 10:40 AM');
    await expect(canvas.getByText(T.downloadFirst)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: T.enterTitle })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: T.download }));
    await expect(args.onDownloadBankFile).toHaveBeenCalled();
  },
};

export const EnterUtrs: Story = {
  args: { batch: SAMPLE_BATCHES.bankFile, downloadedFile: 'PB-2026-27-0001.csv' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(T.downloaded('PB-2026-27-0001.csv'));
    await expect(detail(canvas, T.bankFileAt)).toHaveTextContent('28/11/2026 10:42 AM');
    const form = within(canvas.getByRole('form', { name: T.enterTitle }));
    await userEvent.type(within(form.getByRole('group', { name: T.rowLegend(A.statementNumber, A.organiserName, A.amountPaise) })).getByRole('textbox', { name: T.utrLabel }), 'HDFCN52026112800001');
    await userEvent.type(within(form.getByRole('group', { name: T.rowLegend(B.statementNumber, B.organiserName, B.amountPaise) })).getByRole('textbox', { name: T.utrLabel }), 'UTIBN52026112800002');
    await userEvent.click(form.getByRole('button', { name: T.saveUtrs }));
    await expect(args.onSubmitUtrs).toHaveBeenCalledWith([
      { statementNumber: A.statementNumber, utr: 'HDFCN52026112800001', paidOn: '2026-11-28' },
      { statementNumber: B.statementNumber, utr: 'UTIBN52026112800002', paidOn: '2026-11-28' },
    ]);
    await expect(canvas.getByText(T.uploadLabel)).toBeVisible();
  },
};

export const EntriesRefused: Story = {
  args: {
    batch: SAMPLE_BATCHES.bankFile,
    refusedFrom: 'entries',
    payError: 'The file does not match the batch: nothing was recorded. Fix the rows named below and upload it again.',
    refusedRows: [{ line: 2, reference: B.statementNumber, message: 'line 2: UTR HDFCN52026112800001 is used twice' }],
  },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('group', { name: T.rowLegend(B.statementNumber, B.organiserName, B.amountPaise) }));
    await expect(row.getByRole('textbox', { name: T.utrLabel })).toHaveAccessibleDescription('UTR HDFCN52026112800001 is used twice');
    await expect(canvas.queryByRole('list', { name: T.rowsRefused })).toBeNull();
  },
};

export const ResponseFileRefused: Story = {
  args: {
    batch: SAMPLE_BATCHES.bankFile,
    refusedFrom: 'file',
    payError: 'The file does not match the batch: nothing was recorded. Fix the rows named below and upload it again.',
    refusedRows: [
      { line: 2, reference: A.statementNumber, message: `line 2: ${A.statementNumber} is 123456789.00 in the batch, not 123456789.01` },
      { line: null, reference: B.statementNumber, message: `${B.statementNumber} (456789.00) has no row` },
    ],
  },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: T.rowsRefused });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent(`line 2: ${A.statementNumber} is 123456789.00 in the batch`);
    const input = canvas.getByLabelText(T.uploadLabel, { selector: 'input' });
    await userEvent.upload(input, new File(['Statement number,Amount,UTR,Date\n'], 'response.csv', { type: 'text/csv' }));
    await expect(args.onUploadResponse).toHaveBeenCalledWith(expect.objectContaining({ name: 'response.csv' }));
  },
};

export const Paid: Story = {
  args: { batch: SAMPLE_BATCHES.paid },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid', { selector: '[data-status]' })).toBeVisible();
    const row = within(canvas.getByText(A.statementNumber).closest('tr')!);
    await expect(row.getByText('HDFCN52026112800001')).toBeVisible();
    await expect(row.getByText(T.paidOn('2026-11-27T18:30:00.000Z'))).toHaveTextContent('Paid 28/11/2026');
    await expect(detail(canvas, T.paidAt)).toHaveTextContent('28/11/2026 11:30 AM');
    await expect(canvas.queryByRole('button', { name: T.cancel })).toBeNull();
    await expect(canvas.queryByRole('form', { name: T.enterTitle })).toBeNull();
    await expect(canvas.getByRole('button', { name: T.download })).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { batch: SAMPLE_BATCHES.cancelled },
  play: async ({ canvas }) => {
    await expect(detail(canvas, T.cancelledAt)).toHaveTextContent('28/11/2026 10:30 AM');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const CancelBatch: Story = {
  args: { cancelOpen: true },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: T.cancelTitle('PB/2026-27/0001') }));
    await expect(within(document.body).getByRole('dialog', { name: T.cancelTitle('PB/2026-27/0001') })).toHaveTextContent(T.cancelMessage);
    await userEvent.click(dialog.getByRole('button', { name: T.cancel }));
    await expect(args.onCancelConfirm).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { batch: SAMPLE_BATCHES.bankFile },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    for (const amount of canvas.getAllByText(/^₹/)) {
      await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
