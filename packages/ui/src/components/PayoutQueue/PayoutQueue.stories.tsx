import { DEFAULT_PAYOUT_FILTERS, PAYOUTS_UI_TEXTS as T, STAFF_HOLD_REASON_LABELS, type PayoutQueueItem } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_QUEUE, SAMPLE_QUEUE_ITEMS } from '../PayoutBatchView/payout-samples';
import { PayoutQueue, type PayoutQueueProps } from './PayoutQueue';

const [first, second] = SAMPLE_QUEUE_ITEMS as [PayoutQueueItem, PayoutQueueItem];
const held = SAMPLE_QUEUE_ITEMS.find((s) => s.id === 'st-14')!;

/** Keeps the filters, the choice and the open dialog as the page does, and filters the sample by status like the server. */
function Stateful(props: PayoutQueueProps) {
  const [filters, setFilters] = useState(props.filters);
  const [chosen, setChosen] = useState(props.chosen);
  const [holding, setHolding] = useState(props.holding);
  const list = SAMPLE_QUEUE_ITEMS.filter((s) => !filters.status || s.status === filters.status);
  return (
    <PayoutQueue
      {...props}
      {...(props.answer ? { answer: { ...props.answer, list, total: list.length } } : {})}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        props.onFiltersChange(f);
      }}
      chosen={chosen}
      onChosenChange={(c) => {
        setChosen(c);
        props.onChosenChange(c);
      }}
      holding={holding}
      onHoldOpen={(i) => {
        setHolding(i);
        props.onHoldOpen(i);
      }}
      onHoldClose={() => {
        setHolding(null);
        props.onHoldClose();
      }}
    />
  );
}

const meta = {
  title: 'Payouts/PayoutQueue',
  component: PayoutQueue,
  render: (args) => <Stateful {...args} />,
  args: {
    answer: SAMPLE_QUEUE,
    filters: { ...DEFAULT_PAYOUT_FILTERS, status: '' },
    onFiltersChange: fn(),
    onOffsetChange: fn(),
    chosen: [],
    onChosenChange: fn(),
    holding: null,
    onHoldOpen: fn(),
    onHoldClose: fn(),
    onHoldConfirm: fn(),
    prepare: { sentTo: null, onSendCode: fn(), onConfirm: fn() },
  },
} satisfies Meta<typeof PayoutQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, number: string) => within(canvas.getByText(number).closest('tr')!);

export const Default: Story = {
  play: async ({ canvas }) => {
    const row = rowOf(canvas, first.number);
    await expect(row.getByText('₹1,23,45,678.90')).toBeVisible();
    await expect(row.getByText('13/11/2026')).toBeVisible();
    await expect(row.getByText('Issued 23 days ago')).toBeVisible();
    await expect(row.getByRole('checkbox', { name: T.choose(first.number) })).not.toBeChecked();
    // Nothing to pay, held, in a batch or paid: not payable, no checkbox.
    for (const number of ['ST/2026-27/000013', 'ST/2026-27/000014', 'ST/2026-27/000016', 'ST/2026-27/000017']) {
      await expect(rowOf(canvas, number).queryByRole('checkbox')).toBeNull();
    }
    await expect(rowOf(canvas, 'ST/2026-27/000016').getByText(T.inBatch('PB/2026-27/0001'))).toBeVisible();
    await expect(rowOf(canvas, 'ST/2026-27/000017').getByText(T.utr('UTIBN62026112800417'))).toBeVisible();
    await expect(rowOf(canvas, 'ST/2026-27/000015').getByText(STAFF_HOLD_REASON_LABELS.BANK_CHANGED_RECENTLY)).toBeVisible();
    await expect(canvas.getByText(T.chosen(0, 0))).toBeVisible();
    await expect(canvas.getByRole('button', { name: T.sendCode(T.prepare) })).toBeDisabled();
  },
};

export const ChooseStatements: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: T.choose(first.number) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: T.choose(second.number) }));
    await expect(canvas.getByText(T.chosen(2, first.netPayablePaise + second.netPayablePaise))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: T.choose(first.number) }));
    await expect(canvas.getByText(T.chosen(1, second.netPayablePaise))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.chooseAll }));
    await expect(args.onChosenChange).toHaveBeenLastCalledWith([second, first]);
    await userEvent.click(canvas.getByRole('button', { name: T.sendCode(T.prepare) }));
    await expect(args.prepare.onSendCode).toHaveBeenCalledTimes(1);
  },
};

export const PrepareWithCode: Story = {
  args: { chosen: [first, second], prepare: { sentTo: '+91 ******0031', onSendCode: fn(), onConfirm: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: T.codeSentTo('+91 ******0031') }), '482913');
    await userEvent.click(canvas.getByRole('button', { name: T.prepare }));
    await expect(args.prepare.onConfirm).toHaveBeenCalledWith('482913');
  },
};

export const Preparing: Story = {
  args: { chosen: [first], prepare: { sentTo: '+91 ******0031', busy: true, onSendCode: fn(), onConfirm: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.prepare })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PrepareRefused: Story = {
  args: {
    chosen: [first],
    prepare: { sentTo: null, error: 'Some statements cannot go into a batch.', onSendCode: fn(), onConfirm: fn() },
    refused: [{ id: first.id, number: first.number, reason: 'is in another batch' }],
  },
  play: async ({ canvas }) => {
    const refused = canvas.getByText(T.refused).closest('[role="alert"]')!;
    await expect(refused).toHaveTextContent(`${first.number} is in another batch`);
    await expect(canvas.getByText('Some statements cannot go into a batch.')).toBeVisible();
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: T.status }), 'ON_HOLD');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...args.filters, status: 'ON_HOLD' });
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.queryByText(first.number)).toBeNull();
  },
};

export const FilterByAgeAndAmount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: T.minAge }), '7d');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ minAgeDays: '7' }));
    await userEvent.type(canvas.getByRole('textbox', { name: T.minAmount }), '12.345');
    await expect(canvas.getByRole('textbox', { name: T.minAmount })).toHaveAccessibleDescription(`${T.notAnAmount} ${T.amountHint}`);
    await userEvent.type(canvas.getByRole('textbox', { name: T.maxAmount }), '1,50,000');
    await expect(canvas.getByRole('textbox', { name: T.maxAmount })).not.toHaveAttribute('aria-invalid');
  },
};

export const HoldWithReason: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, first.number).getByRole('button', { name: `${T.hold} ${first.number}` }));
    await expect(args.onHoldOpen).toHaveBeenCalledWith(first);
    const dialog = within(document.body).getByRole('dialog', { name: T.holdTitle(first.number) });
    const confirm = within(dialog).getByRole('button', { name: T.hold });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: T.holdNote }), 'Bank letter pending');
    await userEvent.click(confirm);
    await expect(args.onHoldConfirm).toHaveBeenCalledWith('Bank letter pending');
  },
};

export const Release: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(rowOf(canvas, held.number).getByRole('button', { name: `${T.release} ${held.number}` }));
    const dialog = within(document.body).getByRole('dialog', { name: T.releaseTitle(held.number) });
    await expect(dialog).toHaveTextContent(T.releaseMessage);
    // Automatic holds are the statements job's: no release for them.
    await expect(rowOf(canvas, 'ST/2026-27/000015').queryByRole('button')).toBeNull();
  },
};

export const HoldRefused: Story = {
  args: { holding: first, holdState: 'error', holdError: 'Only an issued or approved statement that is not in a payout batch can be held.' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: T.holdTitle(first.number) });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Only an issued or approved statement');
  },
};

export const Loading: Story = {
  args: { answer: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Loading ${T.queueCaption.toLowerCase()}`)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { answer: { list: [], total: 0, limit: 50, offset: 0 } },
  render: (args) => <PayoutQueue {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: T.queueEmptyTitle })).toBeVisible();
    await expect(canvas.getByText(T.queueEmptyBody)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { answer: undefined, error: true, onRetry: fn() },
  render: (args) => <PayoutQueue {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.queueError);
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    for (const amount of canvas.getAllByText(/^₹/)) {
      await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByRole('checkbox', { name: T.choose(first.number) })).toBeVisible();
  },
};
