import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScanModeBanner } from './ScanModeBanner';

const meta = {
  title: 'Scanning/ScanModeBanner',
  component: ScanModeBanner,
  args: { mode: 'Entry' },
  decorators: [(Story) => <div style={{ width: 328 }}><Story /></div>],
} satisfies Meta<typeof ScanModeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('note', { name: 'Entry: Scans admit guests' });
    await expect(banner).toHaveAttribute('data-mode', 'Entry');
    await expect(banner).toHaveTextContent('Scans admit guests');
  },
};

export const Exit: Story = {
  args: { mode: 'Exit' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('note', { name: 'Exit mode: Scans let guests out' });
    await expect(banner).toHaveTextContent('Exit mode');
    // Across the screen, on a solid colour unlike Entry's quiet strip.
    const style = getComputedStyle(banner);
    await expect(style.backgroundColor).toBe('rgb(138, 75, 0)');
    await expect(banner.getBoundingClientRect().width).toBe(328);
  },
};
