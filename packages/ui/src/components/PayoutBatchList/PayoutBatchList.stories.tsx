import { PAYOUTS_UI_TEXTS as T } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_BATCH_LIST } from '../PayoutBatchView/payout-samples';
import { PayoutBatchList } from './PayoutBatchList';

const meta = {
  title: 'Payouts/PayoutBatchList',
  component: PayoutBatchList,
  args: {
    answer: { list: SAMPLE_BATCH_LIST, total: SAMPLE_BATCH_LIST.length },
    hrefFor: (id) => `/apps/diy/payouts/${id}`,
    renderLink: (href, children, name) => <a href={href} aria-label={name}>{children}</a>,
  },
} satisfies Meta<typeof PayoutBatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: T.batchesTitle })).toBeVisible();
    const prepared = within(canvas.getByRole('link', { name: T.openBatch('PB/2026-27/0001') }).closest('tr')!);
    await expect(prepared.getByText('Prepared')).toBeVisible();
    await expect(prepared.getByText('₹1,28,02,467.90')).toBeVisible();
    await expect(prepared.getByText('finance.maker@demo.in')).toBeVisible();
    await expect(prepared.getByText(T.notYet)).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.openBatch('PB/2026-27/0001') })).toHaveAttribute('href', '/apps/diy/payouts/b-1');
    const paid = within(canvas.getByRole('link', { name: T.openBatch('PB/2026-27/0000') }).closest('tr')!);
    await expect(paid.getByText('Paid')).toBeVisible();
    await expect(paid.getByText('finance.checker@demo.in')).toBeVisible();
  },
};

export const Paged: Story = {
  args: { answer: { list: SAMPLE_BATCH_LIST, total: 23 }, paging: { limit: 2, offset: 0, onOffsetChange: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 1–2 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.paging!.onOffsetChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { answer: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Loading ${T.batchesCaption.toLowerCase()}`)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { answer: { list: [], total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: T.batchesEmpty })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { answer: undefined, error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.batchesError);
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
