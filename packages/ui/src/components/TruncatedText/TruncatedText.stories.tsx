import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TruncatedText } from './TruncatedText';

const LONG = 'accounts.and.settlements.team@sunset-comedy-collective-goa.example.in';

const meta = {
  title: 'Data/TruncatedText',
  component: TruncatedText,
  args: { text: LONG },
  decorators: [(Story) => <div style={{ width: 480 }}><Story /></div>],
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long e-mail stays on one line, ends in an ellipsis at the cell width, and is whole in its title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(LONG);
    await expect(text).toHaveAttribute('title', LONG);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
    await expect(text.getBoundingClientRect().height).toBeLessThan(parseFloat(getComputedStyle(text).lineHeight) * 1.5);
  },
};

/** A short value shows whole, no ellipsis. */
export const Short: Story = {
  args: { text: 'Goa Sunset Events' },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Goa Sunset Events');
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

/** As wide as the container (a dialog's value column). */
export const Fill: Story = {
  args: { width: 'fill', mono: true, text: 'b3c1e2f4-8a9d-4e6f-9b1a-2c3d4e5f6a7b' },
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByTitle('b3c1e2f4-8a9d-4e6f-9b1a-2c3d4e5f6a7b');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().width);
    await expect(getComputedStyle(text).fontFamily).toMatch(/mono/i);
  },
};
