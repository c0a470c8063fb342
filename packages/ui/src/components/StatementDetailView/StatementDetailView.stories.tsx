import { HOLD_REASON_LABELS, PAYMENTS_UI_TEXTS as T, STATEMENT_FIGURE_LABELS as L, type StatementDetail } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatementDetailView } from './StatementDetailView';

const split = (cgst: number, sgst: number, igst: number) => ({ cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst, totalPaise: cgst + sgst + igst });

/** 100 Gold at ₹1,999 (20 with a DIY Events offer of ₹200), 50 Silver at ₹999 through the box office. */
const issued: StatementDetail = {
  id: 'st-1', number: 'ST/2026-27/000123', financialYear: '2026-27', status: 'ISSUED', eventCode: 'ET00010002',
  eventTitle: 'Sunburn Arena ft. Alan Walker', sessionId: 's-1', showTime: '2026-11-14T13:30:00.000Z', venueName: 'NSCI Dome',
  sessionCancelled: false, tickets: 150, netPayablePaise: 2_28_000_00, carriedOutPaise: 0, dueDate: '2026-11-25',
  issuedAt: '2026-11-15T02:00:00.000Z', approvedAt: null, paidAt: null, utr: null, holdReason: null, holdNote: null,
  invoiceNumber: 'INV2627000123',
  organiser: { name: 'Sunburn Live Pvt Ltd', gstin: '27AABCS1234F1Z5', stateCode: '27', pan: 'AABCS1234F' },
  rates: { on: '2026-11-14', gstOnFeeBp: 1800, tcsBp: 50, tdsBp: 10, gstSupply: 'INTRA_STATE', tcsSupply: 'INTRA_STATE', tcsFlag: 'Y' },
  figures: {
    tickets: 150, grossSalesPaise: 2_49_850_00, discountsPaise: 4_000_00, organiserDiscountPaise: 0, reimbursedDiscountPaise: 4_000_00,
    buyersPaidPaise: 2_53_346_00, channelKeepsPaise: 7_496_00, organiserEarnsPaise: 2_49_850_00, platformFeePaise: 8_493_00,
    platformFeeGst: split(764_37, 764_37, 0), proceedsPaise: 2_39_828_26, netTaxableValuePaise: 2_45_850_00, tcs: split(614_63, 614_63, 0),
    tdsBasePaise: 2_49_850_00, tdsPaise: 249_85, collectedByOrganiserPaise: 0, adjustmentsPaise: -1_999_00, carriedInPaise: 0, netPaise: 2_36_350_16,
    netPayablePaise: 2_36_350_16, carriedOutPaise: 0,
  },
  lines: [
    { ticketTypeId: 'gold', ticketTypeName: 'Gold', channel: 'DIY Events', pricePaise: 1_999_00, funder: null, tickets: 80, grossPaise: 1_59_920_00, discountPaise: 0, organiserDiscountPaise: 0, reimbursedDiscountPaise: 0, buyersPaidPaise: 1_64_717_60, channelKeepsPaise: 4_797_60, organiserEarnsPaise: 1_59_920_00, platformFeePaise: 4_797_60, collectedByOrganiserPaise: 0 },
    { ticketTypeId: 'gold', ticketTypeName: 'Gold', channel: 'DIY Events', pricePaise: 1_999_00, funder: 'PLATFORM', tickets: 20, grossPaise: 39_980_00, discountPaise: 4_000_00, organiserDiscountPaise: 0, reimbursedDiscountPaise: 4_000_00, buyersPaidPaise: 37_179_40, channelKeepsPaise: 1_199_40, organiserEarnsPaise: 39_980_00, platformFeePaise: 1_199_40, collectedByOrganiserPaise: 0 },
    { ticketTypeId: 'silver', ticketTypeName: 'Silver', channel: 'Box office', pricePaise: 999_00, funder: null, tickets: 50, grossPaise: 49_950_00, discountPaise: 0, organiserDiscountPaise: 0, reimbursedDiscountPaise: 0, buyersPaidPaise: 51_449_00, channelKeepsPaise: 1_499_00, organiserEarnsPaise: 49_950_00, platformFeePaise: 2_496_00, collectedByOrganiserPaise: 0 },
  ],
  adjustments: [
    { id: 'adj-1', kind: 'CANCELLATION', description: '1 Gold ticket cancelled after issue', sourceStatementNumber: 'ST/2026-27/000101', tickets: -1, amountPaise: -1_999_00, at: '2026-11-10T05:00:00.000Z' },
  ],
};

const meta = {
  title: 'Payments/StatementDetailView',
  component: StatementDetailView,
  args: { statement: issued, onDownload: fn(), back: <a href="/payments">{T.backToList}</a> },
} satisfies Meta<typeof StatementDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (el: HTMLElement, key: string) => el.querySelector(`[data-figure="${key}"]`);

export const Default: Story = {
  name: 'Issued',
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'ST/2026-27/000123' })).toBeInTheDocument();
    await expect(canvas.getByText('Issued', { selector: '[data-status]' })).toBeInTheDocument();
    await expect(canvas.getByText('Sunburn Arena ft. Alan Walker, 14/11/2026 07:00 PM')).toBeInTheDocument();
    await expect(canvas.getByText('INV2627000123')).toBeInTheDocument();
    // The working, from gross sales to net payable.
    await expect(figure(canvasElement, 'gross')).toHaveTextContent(`${L.grossSales}₹2,49,850.00`);
    await expect(figure(canvasElement, 'discounts-reimbursed')).toHaveTextContent('₹4,000.00');
    await expect(figure(canvasElement, 'fee')).toHaveTextContent('-₹8,493.00');
    await expect(figure(canvasElement, 'fee-gst-cgst')).toHaveTextContent('CGST 9%-₹764.37');
    await expect(figure(canvasElement, 'fee-gst-sgst')).toHaveTextContent('SGST 9%-₹764.37');
    await expect(figure(canvasElement, 'fee-gst-igst')).toBeNull();
    await expect(figure(canvasElement, 'tcs')).toHaveTextContent('0.5% of ₹2,45,850.00-₹1,229.26');
    await expect(figure(canvasElement, 'tcs-cgst')).toHaveTextContent('CGST 0.25%-₹614.63');
    await expect(figure(canvasElement, 'tds')).toHaveTextContent('0.1% of ₹2,49,850.00-₹249.85');
    await expect(figure(canvasElement, 'adjustments')).toHaveTextContent('-₹1,999.00');
    await expect(figure(canvasElement, 'net-payable')).toHaveTextContent(`${L.netPayable}₹2,36,350.16`);
    // Tickets by type and channel; discounts by funder; the adjustment with the statement it corrects.
    const lines = within(canvas.getByRole('table', { name: T.linesCaption }));
    await expect(lines.getAllByRole('row')).toHaveLength(4);
    await expect(lines.getByText('Box office')).toBeInTheDocument();
    const funders = within(canvas.getByRole('table', { name: T.discountsCaption }));
    await expect(funders.getByRole('rowheader', { name: 'DIY Events' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: T.adjustmentsCaption })).getByText('ST/2026-27/000101')).toBeInTheDocument();
    // Both documents.
    await userEvent.click(canvas.getByRole('button', { name: T.downloadStatement }));
    await expect(args.onDownload).toHaveBeenCalledWith('statement');
    await userEvent.click(canvas.getByRole('button', { name: T.downloadInvoice }));
    await expect(args.onDownload).toHaveBeenCalledWith('invoice');
  },
};

export const Draft: Story = {
  args: { statement: { ...issued, status: 'DRAFT', number: null, financialYear: null, invoiceNumber: null, issuedAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: T.draftTitle })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: T.downloadStatement })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: T.downloadInvoice })).toBeDisabled();
    await expect(canvas.getByText(T.noPdfYet)).toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: { statement: { ...issued, status: 'APPROVED', approvedAt: '2026-11-20T05:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved', { selector: '[data-status]' })).toBeInTheDocument();
  },
};

export const PaidWithUtr: Story = {
  args: { statement: { ...issued, status: 'PAID', utr: 'HDFCR52026112512345678', paidAt: '2026-11-25T06:30:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid', { selector: '[data-status]' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Paid on 25/11/2026, UTR HDFCR52026112512345678');
  },
};

export const OnHold: Story = {
  args: { statement: { ...issued, status: 'ON_HOLD', holdReason: 'BANK_UNDER_REVIEW', holdNote: null, number: null, invoiceNumber: null, issuedAt: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On hold', { selector: '[data-status]' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(HOLD_REASON_LABELS.BANK_UNDER_REVIEW);
  },
};

export const OtherStateIgst: Story = {
  args: {
    statement: {
      ...issued,
      rates: { ...issued.rates, gstSupply: 'INTER_STATE', tcsSupply: 'INTER_STATE', tcsFlag: 'E' },
      figures: { ...issued.figures, platformFeeGst: split(0, 0, 1_528_74), tcs: split(0, 0, 0) },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'fee-gst-igst')).toHaveTextContent('IGST 18%-₹1,528.74');
    await expect(figure(canvasElement, 'fee-gst-cgst')).toBeNull();
    await expect(figure(canvasElement, 'tcs')).toHaveTextContent('not collected (TCS flag E)');
  },
};

export const CarriedForward: Story = {
  args: { statement: { ...issued, netPayablePaise: 0, carriedOutPaise: 3_500_00, figures: { ...issued.figures, netPaise: -3_500_00, netPayablePaise: 0, carriedOutPaise: 3_500_00 } } },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'net-payable')).toHaveTextContent('₹0.00');
    await expect(figure(canvasElement, 'carried-out')).toHaveTextContent(`${L.carriedOut}₹3,500.00`);
  },
};

export const Downloading: Story = {
  args: { downloading: 'invoice' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.downloadInvoice })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { statement: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the statement')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { statement: undefined, error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.detailError);
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // Every amount of the working is whole and on screen.
    for (const dd of canvasElement.querySelectorAll('[data-figure] dd')) {
      await expect(dd.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(dd.scrollWidth).toBeLessThanOrEqual(dd.clientWidth + 1);
    }
  },
};
