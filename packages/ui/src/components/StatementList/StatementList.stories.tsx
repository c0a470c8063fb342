import { HOLD_REASON_LABELS, PAYMENTS_UI_TEXTS as T, type StatementListAnswer, type StatementListItem } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatementList, type StatementFilter, type StatementListProps } from './StatementList';

const base: StatementListItem = {
  id: 'st-1', number: 'ST/2026-27/000123', financialYear: '2026-27', status: 'ISSUED', eventCode: 'ET00010002',
  eventTitle: 'Sunburn Arena ft. Alan Walker', sessionId: 's-1', showTime: '2026-11-14T13:30:00.000Z', venueName: 'NSCI Dome',
  sessionCancelled: false, tickets: 1240, netPayablePaise: 1_23_45_678_90, carriedOutPaise: 0, dueDate: '2026-11-25',
  issuedAt: '2026-11-15T02:00:00.000Z', approvedAt: null, paidAt: null, utr: null, holdReason: null, holdNote: null,
  invoiceNumber: 'INV2627000123',
};
const statements: StatementListItem[] = [
  { ...base, id: 'st-draft', number: null, financialYear: null, status: 'DRAFT', issuedAt: null, invoiceNumber: null, showTime: '2026-11-27T13:30:00.000Z', dueDate: '2026-12-08' },
  base,
  { ...base, id: 'st-approved', number: 'ST/2026-27/000120', status: 'APPROVED', approvedAt: '2026-11-16T05:00:00.000Z', showTime: '2026-11-07T13:30:00.000Z', dueDate: '2026-11-18' },
  { ...base, id: 'st-paid', number: 'ST/2026-27/000101', status: 'PAID', utr: 'HDFCR52026110412345678', paidAt: '2026-11-04T06:30:00.000Z', showTime: '2026-10-25T13:30:00.000Z', dueDate: '2026-11-04', netPayablePaise: 4_56_789_00 },
  { ...base, id: 'st-held', number: null, financialYear: null, status: 'ON_HOLD', holdReason: 'BANK_CHANGED_RECENTLY', issuedAt: null, invoiceNumber: null, showTime: '2026-10-18T13:30:00.000Z', dueDate: '2026-10-28' },
  { ...base, id: 'st-neg', number: 'ST/2026-27/000090', status: 'ISSUED', netPayablePaise: 0, carriedOutPaise: 12_500_00, eventTitle: 'Comedy night', showTime: '2026-10-11T13:30:00.000Z', dueDate: '2026-10-21' },
];
const answer: StatementListAnswer = {
  list: statements, total: statements.length, limit: 20, offset: 0,
  counts: { DRAFT: 1, ISSUED: 2, APPROVED: 1, PAID: 1, ON_HOLD: 1 },
};

/** Filters the sample like the server does. */
function Filtered(props: StatementListProps) {
  const [status, setStatus] = useState<StatementFilter>(props.status);
  const list = status === 'ALL' ? statements : statements.filter((s) => s.status === status);
  return (
    <StatementList
      {...props}
      {...(props.answer ? { answer: { ...props.answer, list, total: list.length } } : {})}
      status={status}
      onStatusChange={(s) => {
        setStatus(s);
        props.onStatusChange(s);
      }}
    />
  );
}

const meta = {
  title: 'Payments/StatementList',
  component: StatementList,
  render: (args) => <Filtered {...args} />,
  args: {
    answer,
    status: 'ALL',
    onStatusChange: fn(),
    onOffsetChange: fn(),
    hrefFor: (id) => `/payments/statements/${id}`,
    renderLink: (href, children, name) => <a href={href} aria-label={name}>{children}</a>,
  },
} satisfies Meta<typeof StatementList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, text: string) => canvas.getByText(text).closest('tr')!;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /All/ })).toHaveTextContent('6');
    const issued = within(rowOf(canvas, 'ST/2026-27/000123'));
    await expect(issued.getByText('₹1,23,45,678.90')).toBeInTheDocument();
    await expect(issued.getByText('Due on 25/11/2026')).toBeInTheDocument();
    await expect(issued.getByText('14/11/2026 07:00 PM · NSCI Dome')).toBeInTheDocument();
    await expect(issued.getByRole('link')).toHaveAttribute('href', '/payments/statements/st-1');
  },
};

export const Draft: Story = {
  play: async ({ canvas }) => {
    const row = within(canvas.getAllByText(T.notIssued)[0]!.closest('tr')!);
    await expect(row.getByText('Draft')).toBeInTheDocument();
  },
};

export const Issued: Story = {
  args: { status: 'ISSUED' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(within(rowOf(canvas, 'ST/2026-27/000090')).getByText(`${T.carriedForward} ₹12,500.00`)).toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: { status: 'APPROVED' },
  play: async ({ canvas }) => {
    const row = within(rowOf(canvas, 'ST/2026-27/000120'));
    await expect(row.getByText('Approved')).toBeInTheDocument();
    await expect(row.getByText('Due on 18/11/2026')).toBeInTheDocument();
  },
};

export const PaidWithUtr: Story = {
  args: { status: 'PAID' },
  play: async ({ canvas }) => {
    const row = within(rowOf(canvas, 'ST/2026-27/000101'));
    await expect(row.getByText('Paid')).toBeInTheDocument();
    await expect(row.getByText('Paid on 04/11/2026, UTR HDFCR52026110412345678')).toBeInTheDocument();
  },
};

export const OnHold: Story = {
  args: { status: 'ON_HOLD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(HOLD_REASON_LABELS.BANK_CHANGED_RECENTLY)).toBeInTheDocument();
    await expect(canvas.getByText('On hold', { selector: '[data-status]' })).toBeInTheDocument();
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Paid/ }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('PAID');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.queryByText('ST/2026-27/000123')).toBeNull();
  },
};

export const Loading: Story = {
  args: { answer: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading settlement statements')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { answer: { list: [], total: 0, limit: 20, offset: 0, counts: { DRAFT: 0, ISSUED: 0, APPROVED: 0, PAID: 0, ON_HOLD: 0 } } },
  render: (args) => <StatementList {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: T.emptyTitle })).toBeInTheDocument();
    await expect(canvas.getByText(T.emptyBody)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { answer: undefined, error: true, onRetry: fn() },
  render: (args) => <StatementList {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.loadError);
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // Cards: every amount whole and inside the screen.
    for (const amount of canvas.getAllByText(/^₹/)) {
      const box = amount.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      // One line: the figure is not wrapped.
      await expect(box.height).toBeLessThan(2 * parseFloat(getComputedStyle(amount).lineHeight || "20"));
    }
  },
};
