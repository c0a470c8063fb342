import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewHistory } from './ReviewHistory';

const meta = {
  title: 'Staff/ReviewHistory',
  component: ReviewHistory,
  args: {
    rounds: [
      {
        id: '2', title: 'Partially rejected', at: '2026-11-21T10:30:00Z', by: 'admin@demo.in',
        items: [{ label: 'Cancelled cheque', reasons: ['The cheque is not cancelled'] }],
      },
      {
        id: '1', title: 'Rejected', at: '2026-11-20T05:00:00Z', by: 'reviewer@demo.in', note: 'Please upload clear copies and resubmit.',
        items: [
          { label: 'PAN card', reasons: ['Blurred scan', 'The name is cut off'] },
          { label: 'Address', reasons: ['Does not match the GST certificate'] },
        ],
        resubmittedAt: '2026-11-20T12:15:00Z',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof ReviewHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Past rejections' });
    const rounds = within(list).getAllByRole('listitem');
    await expect(rounds).toHaveLength(2);
    await expect(rounds[0]).toHaveTextContent('Partially rejected');
    await expect(rounds[0]).toHaveTextContent('by admin@demo.in');
    // 10:30 UTC is 04:00 PM in India.
    await expect(rounds[0]).toHaveTextContent('21/11/2026 04:00 PM IST');
    await expect(within(rounds[1]!).getByText('PAN card')).toBeInTheDocument();
    await expect(rounds[1]).toHaveTextContent('Blurred scan; The name is cut off');
    await expect(rounds[1]).toHaveTextContent('Note to the organiser: Please upload clear copies and resubmit.');
    await expect(rounds[1]).toHaveTextContent('Sent in again 20/11/2026 05:45 PM IST');
    await expect(rounds[0]).not.toHaveTextContent('Sent in again');
  },
};

/** A rejected change of an approved organiser: the context names what was reviewed. */
export const NewDocuments: Story = {
  args: {
    rounds: [
      {
        id: '1', title: 'Rejected', context: 'New documents', at: '2026-11-21T10:30:00Z', by: 'reviewer@demo.in',
        items: [{ label: 'New GST number 29AAECT3232T1ZX', reasons: ['Certificate of another firm'] }], note: null,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Rejected · New documents');
    await expect(canvas.getByText('New GST number 29AAECT3232T1ZX')).toBeInTheDocument();
  },
};

/** An item turned down without its own reason (a whole rejection of every pending change). */
export const WithoutReason: Story = {
  args: { rounds: [{ id: '1', title: 'Rejected', at: '2026-11-21T10:30:00Z', by: 'reviewer@demo.in', items: [{ label: 'New GST number 27AAECT3232T1ZY', reasons: [] }] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('No reason given');
  },
};

export const Empty: Story = {
  args: { rounds: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
