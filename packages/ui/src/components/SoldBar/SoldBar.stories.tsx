import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SOLD_BAR_TEXTS } from '@diy/domain';
import { SoldBar } from './SoldBar';

const meta = {
  title: 'Reports/SoldBar',
  component: SoldBar,
  args: { sold: 1200, total: 2000 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof SoldBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const colourOf = (el: HTMLElement) => el.closest('[data-colour]')?.getAttribute('data-colour');

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Tickets sold' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1,200 of 2,000 (60%)');
    await expect(colourOf(bar)).toBe('yellow');
  },
};

export const Red: Story = {
  args: { sold: 24, total: 100 },
  play: async ({ canvas }) => {
    await expect(colourOf(canvas.getByRole('progressbar'))).toBe('red');
  },
};

export const Orange: Story = {
  args: { sold: 25, total: 100 },
  play: async ({ canvas }) => {
    await expect(colourOf(canvas.getByRole('progressbar'))).toBe('orange');
  },
};

export const Green: Story = {
  args: { sold: 150000, total: 200000 },
  play: async ({ canvas }) => {
    await expect(colourOf(canvas.getByRole('progressbar'))).toBe('green');
    await expect(canvas.getByText('1,50,000 / 2,00,000 sold')).toBeInTheDocument();
  },
};

/** A show without ticket types yet: words, not an empty red bar over "0 / 0 sold" (issue 34). */
export const NoInventory: Story = {
  args: { sold: 0, total: 0, label: 'Tickets sold for Open Mic Night' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText(/0 \/ 0 sold/)).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Tickets sold for Open Mic Night' })).toHaveTextContent(SOLD_BAR_TEXTS.noInventory);
  },
};

export const WithoutText: Story = {
  args: { hideText: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/sold$/)).toBeNull();
  },
};
