import { PAYOUTS_UI_TEXTS as T, UTR_ENTRY_MESSAGES, type PayoutBatchItem } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_BATCH_ITEMS } from '../PayoutBatchView/payout-samples';
import { UtrEntryForm } from './UtrEntryForm';

const [A, B] = SAMPLE_BATCH_ITEMS as [PayoutBatchItem, PayoutBatchItem];
/** 28/11/2026, 11:30 AM IST. */
const NOW = new Date('2026-11-28T06:00:00.000Z');

const meta = {
  title: 'Payouts/UtrEntryForm',
  component: UtrEntryForm,
  args: { items: SAMPLE_BATCH_ITEMS, onSubmit: fn(), now: NOW },
} satisfies Meta<typeof UtrEntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, item: PayoutBatchItem) =>
  within(canvas.getByRole('group', { name: T.rowLegend(item.statementNumber, item.organiserName, item.amountPaise) }));
const typeUtr = async (canvas: ReturnType<typeof within>, item: PayoutBatchItem, utr: string) => {
  if (utr) await userEvent.type(rowOf(canvas, item).getByRole('textbox', { name: T.utrLabel }), utr);
};
const save = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: T.saveUtrs }));

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(rowOf(canvas, A).getByRole('textbox', { name: T.paidOnLabel })).toHaveValue('28/11/2026');
    await typeUtr(canvas, A, 'hdfcn52026112800001');
    await typeUtr(canvas, B, 'UTIBN52026112800002');
    await save(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { statementNumber: A.statementNumber, utr: 'HDFCN52026112800001', paidOn: '2026-11-28' },
      { statementNumber: B.statementNumber, utr: 'UTIBN52026112800002', paidOn: '2026-11-28' },
    ]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const MalformedUtr: Story = {
  play: async ({ canvas, args }) => {
    await typeUtr(canvas, A, 'HDFC-1');
    await typeUtr(canvas, B, 'UTIBN52026112800002');
    await save(canvas);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(rowOf(canvas, A).getByRole('textbox', { name: T.utrLabel })).toHaveAccessibleDescription(UTR_ENTRY_MESSAGES.utr);
    await expect(rowOf(canvas, B).getByRole('textbox', { name: T.utrLabel })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText(T.rowsToFix(1))).toBeVisible();
    // Editing the row clears its message.
    await userEvent.clear(rowOf(canvas, A).getByRole('textbox', { name: T.utrLabel }));
    await expect(rowOf(canvas, A).getByRole('textbox', { name: T.utrLabel })).not.toHaveAttribute('aria-invalid');
  },
};

export const DuplicateUtr: Story = {
  play: async ({ canvas, args }) => {
    await typeUtr(canvas, A, 'HDFCN52026112800001');
    await typeUtr(canvas, B, 'HDFCN52026112800001');
    await save(canvas);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(rowOf(canvas, B).getByRole('textbox', { name: T.utrLabel })).toHaveAccessibleDescription('UTR HDFCN52026112800001 is used twice');
    await expect(canvas.getByText(`${B.statementNumber}: UTR HDFCN52026112800001 is used twice`)).toBeVisible();
  },
};

export const MissingRow: Story = {
  play: async ({ canvas, args }) => {
    await typeUtr(canvas, A, 'HDFCN52026112800001');
    await save(canvas);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(rowOf(canvas, B).getByRole('textbox', { name: T.utrLabel })).toHaveAccessibleDescription(UTR_ENTRY_MESSAGES.utr);
  },
};

export const PaidTomorrow: Story = {
  play: async ({ canvas, args }) => {
    await typeUtr(canvas, A, 'HDFCN52026112800001');
    await typeUtr(canvas, B, 'UTIBN52026112800002');
    const date = rowOf(canvas, B).getByRole('textbox', { name: T.paidOnLabel });
    await userEvent.clear(date);
    await userEvent.type(date, '29112026');
    await save(canvas);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(`${B.statementNumber}: 29/11/2026 is after today: a payment is recorded once it is made`)).toBeVisible();
  },
};

export const RefusedByServer: Story = {
  args: { refusedRows: [{ line: 1, reference: A.statementNumber, message: 'line 1: UTR HDFCN52026112800001 is used twice' }] },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, A).getByRole('textbox', { name: T.utrLabel })).toHaveAccessibleDescription('UTR HDFCN52026112800001 is used twice');
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.rowsToFix(1));
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.saveUtrs })).toHaveAttribute('aria-busy', 'true');
    await expect(rowOf(canvas, A).getByRole('textbox', { name: T.utrLabel })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const legend = canvas.getByText(T.rowLegend(A.statementNumber, A.organiserName, A.amountPaise));
    await expect(legend.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(legend).toHaveTextContent('₹1,23,45,678.90');
  },
};
