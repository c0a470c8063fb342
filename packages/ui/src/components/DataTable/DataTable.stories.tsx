import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TruncatedText } from '../TruncatedText';
import { DataTable, pageRange, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  mobile: string;
  state: string;
}

const ALL: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: `org-${i + 1}`,
  name: `Organiser ${String(i + 1).padStart(2, '0')}`,
  mobile: `90000${String(10000 + i).slice(-5)}`,
  state: i % 2 === 0 ? 'Maharashtra' : 'Karnataka',
}));

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Organiser', render: (r) => r.name, rowHeader: true },
  { key: 'mobile', header: 'Mobile', render: (r) => r.mobile },
  { key: 'state', header: 'State', render: (r) => r.state },
  { key: 'action', header: 'Action', align: 'end', render: (r) => <button type="button">Review {r.name}</button> },
];

function Paged({ onOffsetChange }: { onOffsetChange: (offset: number) => void }) {
  const [offset, setOffset] = useState(0);
  return (
    <DataTable
      caption="Pending organisers"
      columns={columns}
      rows={ALL.slice(offset, offset + 10)}
      rowKey={(r) => r.id}
      paging={{
        total: ALL.length,
        limit: 10,
        offset,
        onOffsetChange: (next) => {
          setOffset(next);
          onOffsetChange(next);
        },
      }}
    />
  );
}

const meta = {
  title: 'Staff/DataTable',
  component: DataTable<Row>,
  args: { caption: 'Pending organisers', columns, rows: ALL.slice(0, 3), rowKey: (r: Row) => r.id },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pending organisers' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: 'Organiser 01' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    // A table that fits its frame is no extra tab stop.
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

const offsetSpy = fn();

export const Paging: Story = {
  render: () => <Paged onOffsetChange={offsetSpy} />,
  play: async ({ canvas }) => {
    const spy = offsetSpy;
    spy.mockClear();
    const pager = canvas.getByRole('navigation', { name: 'Pending organisers pages' });
    await expect(pager).toHaveTextContent('Showing 1–10 of 23');
    await expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(spy).toHaveBeenLastCalledWith(10);
    await expect(pager).toHaveTextContent('Showing 11–20 of 23');
    await expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(pager).toHaveTextContent('Showing 21–23 of 23');
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await expect(spy).toHaveBeenLastCalledWith(10);
  },
};

export const Current: Story = {
  args: { currentKey: 'org-2' },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[2]).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading pending organisers');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyTitle: 'No pending organisers', emptyBody: 'New applications show here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No pending organisers' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // Still a table for assistive technology; each cell carries its column's label for the card layout.
    const cell = canvas.getAllByRole('cell')[0];
    await expect(cell).toHaveAttribute('data-label', 'Mobile');
    await expect(pageRange({ total: 0, limit: 10, offset: 0 })).toEqual({ from: 0, to: 0, page: 1, pages: 1 });
  },
};

export const PhoneScroll: Story = {
  args: { phoneLayout: 'scroll' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // A wide table of figures keeps its columns on a phone and scrolls sideways inside its frame, not the page.
    const table = canvas.getByRole('table');
    await expect(table.parentElement).toHaveAttribute('data-phone-layout', 'scroll');
    await expect(getComputedStyle(table.parentElement!).overflowX).toBe('auto');
    await expect(getComputedStyle(canvas.getAllByRole('cell')[0]!).display).toBe('table-cell');
  },
};

interface Account {
  username: string;
  email: string;
  groups: string;
}
const LONG_EMAIL = 'accounts.and.settlements@sunset-comedy-collective-goa.example.in';
const accounts: Account[] = [
  { username: 'Meera Iyer', email: LONG_EMAIL, groups: 'Organiser dashboard' },
  { username: 'Kabir Shah', email: 'kabir@demo.in', groups: 'Gate scanning' },
];
const accountColumns: DataTableColumn<Account>[] = [
  { key: 'user', header: 'User', rowHeader: true, render: (a) => a.username },
  { key: 'email', header: 'E-mail', render: (a) => <TruncatedText text={a.email} /> },
  { key: 'groups', header: 'Groups', render: (a) => a.groups },
  { key: 'note', header: 'Note', render: () => 'SUNSETCOMEDYCOLLECTIVEGOAPRIVATELIMITED' },
];

/** Long values never break inside a word: a truncated one ends in an ellipsis, a long word widens its column and the table scrolls sideways in its frame. */
export const LongValues: Story = {
  render: () => (
    <div style={{ width: 560 }}>
      <DataTable caption="Users" columns={accountColumns} rows={accounts} rowKey={(a) => a.email} />
    </div>
  ),
  play: async ({ canvas }) => {
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    const email = canvas.getByTitle(LONG_EMAIL);
    await expect(lines(email)).toBe(1);
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    const note = canvas.getAllByText('SUNSETCOMEDYCOLLECTIVEGOAPRIVATELIMITED')[0]!;
    await expect(lines(note)).toBe(1);
    // The frame scrolls sideways, and takes the focus so the keyboard can scroll it too.
    const scroller = await canvas.findByRole('region', { name: 'Users (scrolls sideways)' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(getComputedStyle(scroller).overflowX).toBe('auto');
    await expect(scroller).toHaveAttribute('tabindex', '0');
  },
};

interface Figures {
  type: string;
  sold: number;
  gross: string;
  net: string;
}
const figureRows: Figures[] = [
  { type: 'Gold', sold: 1203, gross: '₹24,89,969.40', net: '₹24,04,797.00' },
  { type: 'VIP Lounge', sold: 991, gross: '₹13,92,344.00', net: '₹13,44,731.00' },
];
const figureColumns: DataTableColumn<Figures>[] = [
  { key: 'type', header: 'Ticket type', rowHeader: true, render: (f) => f.type },
  { key: 'sold', header: 'Sold', align: 'end', render: (f) => f.sold.toString() },
  { key: 'gross', header: 'Gross', align: 'end', render: (f) => f.gross },
  { key: 'net', header: 'Net to you', align: 'end', render: (f) => f.net },
];

/** A dense table of figures (reports): tighter cells, headers that wrap between words, numbers never broken or cut. */
export const DenseFigures: Story = {
  render: () => <DataTable caption="Figures by ticket type" columns={figureColumns} rows={figureRows} rowKey={(f) => f.type} dense />,
  play: async ({ canvas }) => {
    const cells = canvas.getAllByRole('cell');
    for (const cell of cells) {
      await expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    }
    await expect(canvas.getByRole('cell', { name: /991$/ })).toBeVisible();
  },
};

/** The same on a phone: each row a card, and a figure is never cut mid-digit ("991" stays "991"). */
export const DenseFiguresPhone: Story = {
  ...DenseFigures,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.parentElement).toHaveAttribute('data-phone-layout', 'cards');
    const sold = canvas.getByRole('cell', { name: /991$/ });
    await expect(sold.scrollWidth).toBeLessThanOrEqual(sold.clientWidth);
    await expect(getComputedStyle(sold).whiteSpace).toBe('nowrap');
  },
};
