import { PAYMENTS_UI_TEXTS as T } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DueNextSummary } from './DueNextSummary';

const meta = {
  title: 'Payments/DueNextSummary',
  component: DueNextSummary,
  args: {
    due: {
      dueDate: '2026-12-04', duePaise: 1_23_45_678_90, outstandingPaise: 2_50_00_000_00, outstandingCount: 3,
      onHoldPaise: 45_000_00, onHoldCount: 1, carriedForwardPaise: 0,
    },
  },
} satisfies Meta<typeof DueNextSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvas: HTMLElement, label: string) => canvas.querySelector(`[data-stat="${label}"]`);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, T.dueTitle)).toHaveTextContent('₹1,23,45,678.90on 04/12/2026');
    await expect(tile(canvasElement, T.outstanding)).toHaveTextContent('₹2,50,00,000.003 statements');
    await expect(tile(canvasElement, T.onHold)).toHaveTextContent('₹45,000.001 statement');
    await expect(tile(canvasElement, T.carriedForward)).toBeNull();
  },
};

export const NothingDue: Story = {
  args: { due: { dueDate: null, duePaise: 0, outstandingPaise: 0, outstandingCount: 0, onHoldPaise: 0, onHoldCount: 0, carriedForwardPaise: 12_500_00 } },
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, T.dueTitle)).toHaveTextContent(`₹0.00${T.nothingDue}`);
    await expect(tile(canvasElement, T.carriedForward)).toHaveTextContent(`₹12,500.00${T.carriedForwardHint}`);
    await expect(tile(canvasElement, T.onHold)).toBeNull();
  },
};

export const Loading: Story = {
  args: { due: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading due next')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { due: undefined, error: true, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.dueError);
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('₹2,50,00,000.00');
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(amount.scrollWidth).toBeLessThanOrEqual(amount.clientWidth + 1);
  },
};
