import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatTiles } from './StatTiles';

const meta = {
  title: 'Reports/StatTiles',
  component: StatTiles,
  args: {
    label: 'Today',
    items: [
      { label: 'Tickets today', value: '1,250', hint: 'in 412 bookings' },
      { label: 'Sales today', value: '₹12,45,000' },
    ],
  },
} satisfies Meta<typeof StatTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Today')).toBeInTheDocument();
    await expect(canvas.getByText('Tickets today').closest('[data-stat]')).toHaveTextContent('1,250');
    await expect(canvas.getByText('in 412 bookings')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Today').children).toHaveLength(0);
  },
};
