import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ShiftReport } from '@diy/domain';
import { expect } from 'storybook/test';
import { ShiftSummary } from './ShiftSummary';

const zero = { sales: 0, tickets: 0, amountPaise: 0 };
const closed: ShiftReport = {
  id: 'shift-1', sessionId: 's-1', eventCode: 'ET00010002', eventTitle: 'Sunburn Arena', showTime: '2026-11-28T14:30:00.000Z',
  seller: 'Sandeep Patil', openedAt: '2026-11-28T12:00:00.000Z', closedAt: '2026-11-28T15:00:00.000Z', openingFloatPaise: 2_000_00,
  byMethod: { UPI: { sales: 1, tickets: 2, amountPaise: 3_998_00 }, CASH: { sales: 1, tickets: 1, amountPaise: 1_999_00 }, CARD: zero, COMP: { sales: 1, tickets: 1, amountPaise: 0 } },
  voided: { sales: 1, tickets: 1, amountPaise: 1_999_00 }, expectedCashPaise: 3_999_00, countedCashPaise: 3_949_00, differencePaise: -50_00, note: null,
  sales: [
    { id: 'c1', bookingId: 'DIYAAAA', method: 'COMP', ticketType: 'Gold', tickets: 1, amountPaise: 0, changePaise: null, reference: null, compReason: 'Artist guest list', soldAt: '2026-11-28T12:10:00.000Z', voidedAt: null, voidReason: null },
    { id: 'v1', bookingId: 'DIYBBBB', method: 'UPI', ticketType: 'Gold', tickets: 1, amountPaise: 1_999_00, changePaise: null, reference: null, compReason: null, soldAt: '2026-11-28T12:20:00.000Z', voidedAt: '2026-11-28T12:22:00.000Z', voidReason: 'PAYMENT_NOT_RECEIVED' },
  ],
};

const meta = {
  title: 'Box office/ShiftSummary',
  component: ShiftSummary,
  args: { shift: closed },
} satisfies Meta<typeof ShiftSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (el: HTMLElement, sel: string) => el.querySelector(sel);

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(row(canvasElement, '[data-method="UPI"]')).toHaveTextContent('UPI12₹3,998.00');
    await expect(row(canvasElement, '[data-method="VOIDED"]')).toHaveTextContent('Voided11₹1,999.00');
    await expect(row(canvasElement, '[data-cash="difference"]')).toHaveTextContent('Short ₹50.00');
    await expect(canvas.getByRole('list', { name: 'Complimentary tickets' })).toHaveTextContent('1 x Gold: Artist guest list');
    // The scanner's summary keeps to the totals: no list of voided sales.
    await expect(canvas.queryByRole('list', { name: 'Voided sales' })).toBeNull();
  },
};

/** The organiser's shift report (Reports): each voided sale with its reason, and the closing note. */
export const WithVoids: Story = {
  args: { shift: { ...closed, note: 'One 50 note missing' }, showVoids: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Voided sales' })).toHaveTextContent(/DIYBBBB: 1 x Gold, UPI ₹1,999.00, voided .* \(Payment did not arrive\)/);
    await expect(canvasElement.querySelector('[data-shift-note]')).toHaveTextContent('Closing note: One 50 note missing');
  },
};

export const Open: Story = {
  args: { shift: { ...closed, closedAt: null, countedCashPaise: null, differencePaise: null } },
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, '[data-cash="counted"]')).toHaveTextContent('Not counted yet');
    await expect(row(canvasElement, '[data-cash="difference"]')).toBeNull();
  },
};

export const Balanced: Story = {
  args: { shift: { ...closed, countedCashPaise: 3_999_00, differencePaise: 0 }, showEvent: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(row(canvasElement, '[data-cash="difference"]')).toHaveTextContent('Balanced');
    await expect(canvas.getByText(/Sunburn Arena \(ET00010002\)/)).toBeVisible();
  },
};
