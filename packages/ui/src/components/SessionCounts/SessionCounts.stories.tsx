import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SessionCounts } from './SessionCounts';

const meta = {
  title: 'Scanning/SessionCounts',
  component: SessionCounts,
  args: { admitted: 128, inside: 117, total: 1250 },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
} satisfies Meta<typeof SessionCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admitted').nextElementSibling).toHaveTextContent('128');
    await expect(canvas.getByText('1,250')).toBeInTheDocument();
    const tile = canvasTile(canvas.getByText('117'));
    await expect(tile).toHaveTextContent('Inside now');
  },
};

function canvasTile(el: HTMLElement): HTMLElement {
  return el.closest('[data-count]') as HTMLElement;
}

export const IndianGrouping: Story = {
  args: { admitted: 100000, inside: 99999, total: 150000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,00,000')).toBeInTheDocument();
    await expect(canvas.getByText('1,50,000')).toBeInTheDocument();
  },
};

export const Compact: Story = {
  args: { compact: true, admitted: 2, inside: 1, total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3').closest('[data-count]')).toHaveAttribute('data-count', 'Total');
  },
};

/** The counts card on a 360 px phone: 360 less the page's and the card's padding. */
export const SixDigitsOnSmallPhone: Story = {
  args: { admitted: 123456, inside: 100000, total: 987654 },
  decorators: [(Story) => <div style={{ width: 296 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,23,456')).toBeInTheDocument();
    for (const tile of canvas.getAllByRole('definition')) {
      // Nothing spills: the count is as wide as it needs and no wider than its tile.
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
      const box = tile.getBoundingClientRect();
      const parent = (tile.parentElement as HTMLElement).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(parent.right);
      await expect(box.left).toBeGreaterThanOrEqual(parent.left);
    }
    // Labels whole too: 'ADMITTED' is not broken inside the word.
    for (const label of canvas.getAllByRole('term')) await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    await expect(canvas.getByText('Admitted').getClientRects()).toHaveLength(1);
    // Still large: read at arm's length.
    const size = parseFloat(getComputedStyle(canvas.getByText('1,23,456')).fontSize);
    await expect(size).toBeGreaterThanOrEqual(16);
  },
};
