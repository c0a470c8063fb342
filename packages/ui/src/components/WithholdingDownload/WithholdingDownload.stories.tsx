import { PAYMENTS_UI_TEXTS as T } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WithholdingDownload } from './WithholdingDownload';

const meta = {
  title: 'Payments/WithholdingDownload',
  component: WithholdingDownload,
  args: { financialYears: ['2026-27', '2025-26', '2024-25'], initial: { financialYear: '2026-27', quarter: 'Q3' }, onDownload: fn() },
} satisfies Meta<typeof WithholdingDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(T.quarter)).toHaveDisplayValue('Q3 (01/10/2026 – 31/12/2026)');
    await userEvent.selectOptions(canvas.getByLabelText(T.financialYear), '2025-26');
    await userEvent.selectOptions(canvas.getByLabelText(T.quarter), 'Q4');
    await expect(canvas.getByLabelText(T.quarter)).toHaveDisplayValue('Q4 (01/01/2026 – 31/03/2026)');
    await userEvent.click(canvas.getByRole('button', { name: T.downloadWithholding }));
    await expect(args.onDownload).toHaveBeenCalledWith({ financialYear: '2025-26', quarter: 'Q4' });
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.downloadWithholding })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: T.downloadWithholding });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
