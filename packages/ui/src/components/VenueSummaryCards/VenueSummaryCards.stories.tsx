import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VenueSummaryCards } from './VenueSummaryCards';

const meta = {
  title: 'Events/VenueSummaryCards',
  component: VenueSummaryCards,
  args: {
    venues: [
      { venueCode: 'NCPA', venueName: 'NCPA Tata Theatre', address: 'Nariman Point, Mumbai', summary: '4 shows, 25/11/2026 to 16/12/2026' },
      { venueCode: 'HAB', venueName: 'The Habitat', address: 'Khar, Mumbai', summary: '1 show, 28/11/2026' },
    ],
    onEdit: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof VenueSummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Add venue' })).toBeNull();
    const edit = canvas.getByRole('button', { name: 'EDIT venues' });
    await expect(edit).toHaveTextContent('EDIT');
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { venues: [] },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: 'Add venue' });
    await expect(add).toHaveTextContent('+ ADD');
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
