import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CARD_STATUSES, CARD_STATUS } from '@diy/domain';
import { StatusLabel } from './StatusLabel';

const meta = {
  title: 'Data display/StatusLabel',
  component: StatusLabel,
  args: { status: 'active' },
  argTypes: { status: { control: 'select', options: [...CARD_STATUSES] } },
} satisfies Meta<typeof StatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const pill = canvas.getByText('LIVE').parentElement as HTMLElement;
    await expect(pill).toHaveAttribute('data-tone', 'success');
  },
};

export const ReadyToPublish: Story = {
  args: { status: 'inactive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('READY TO PUBLISH').parentElement).toHaveAttribute('data-tone', 'accent');
  },
};

/** Inactive but not publishable (no active show ahead with a ticket type): never READY TO PUBLISH. */
export const NotReady: Story = {
  args: { status: 'notReady' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ADD TICKET TYPES TO PUBLISH').parentElement).toHaveAttribute('data-tone', 'info');
  },
};

/** Taken off sale after it was live. */
export const OffSale: Story = {
  args: { status: 'offSale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('OFF SALE').parentElement).toHaveAttribute('data-tone', 'warning');
  },
};

export const NoActiveSessions: Story = {
  args: { status: 'noSessions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NO ACTIVE SESSIONS').parentElement).toHaveAttribute('data-tone', 'success');
  },
};

export const Draft: Story = {
  args: { status: 'draft' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('WIP / DRAFT').parentElement).toHaveAttribute('data-tone', 'info');
  },
};

export const UnderReview: Story = {
  args: { status: 'review' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UNDER REVIEW').parentElement).toHaveAttribute('data-tone', 'info');
  },
};

export const OnHold: Story = {
  args: { status: 'onHold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ON-HOLD EDIT-REQUIRED').parentElement).toHaveAttribute('data-tone', 'warning');
  },
};

export const Closed: Story = {
  args: { status: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('CLOSED').parentElement).toHaveAttribute('data-tone', 'muted');
  },
};

export const Unlisted: Story = {
  args: { status: 'unlisted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UNLISTED').parentElement).toHaveAttribute('data-tone', 'muted');
  },
};

export const Small: Story = {
  args: { size: 'sm', status: 'review' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('UNDER REVIEW')).toBeVisible();
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {CARD_STATUSES.map((status) => (
        <StatusLabel key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of CARD_STATUSES) {
      await expect(canvas.getByText(CARD_STATUS[status].label)).toBeInTheDocument();
    }
  },
};
