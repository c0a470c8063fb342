import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionAuditSummary } from './SessionAuditSummary';

const meta = {
  title: 'Events/SessionAuditSummary',
  component: SessionAuditSummary,
  args: {
    title: 'Changes saved',
    content: 'Changes to published shows take up to 5 minutes to show in the live and past lists.',
    audit: [
      { session: { sessionId: 'a', venueCode: 'NCPA', showtime: '2026-11-26T14:00:00.000Z' }, operations: [{ message: 'Show added' }, { message: 'Ticket type VIP Lounge added with 120 tickets' }] },
      { session: { sessionId: 'b', venueCode: 'NCPA', showtime: '2026-11-27T14:00:00.000Z' }, operations: [{ message: 'Price of Gold changed' }] },
    ],
    onDismiss: fn(),
  },
} satisfies Meta<typeof SessionAuditSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Changes by show' });
    await expect(within(list).getByText('26/11/2026 07:30 PM')).toBeInTheDocument();
    await expect(within(list).getByText('Ticket type VIP Lounge added with 120 tickets')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Close the summary' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const NoChange: Story = {
  args: {
    audit: [{ session: { sessionId: 'a', venueCode: 'NCPA', showtime: '2026-11-26T14:00:00.000Z' }, operations: [{ message: 'No change' }] }],
    onDismiss: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No change')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Close the summary' })).toBeNull();
  },
};
