import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuditTimeline, auditTone } from './AuditTimeline';

const LABELS: Record<string, string> = {
  'organiser.approve': 'Approved organiser',
  'organiser.partial_reject': 'Partially rejected organiser',
  'event.approve': 'Approved event',
  'user.deactivate': 'Deactivated user',
};

const meta = {
  title: 'Staff/AuditTimeline',
  component: AuditTimeline,
  args: {
    actionLabel: (action: string) => LABELS[action] ?? action,
    entries: [
      { id: '4', at: '2026-11-21T10:45:00Z', actorName: 'Asha Admin', action: 'user.deactivate', targetType: 'user', targetId: 'organiser2@demo.in' },
      { id: '3', at: '2026-11-21T10:30:00Z', actorName: 'Ravi Reviewer', action: 'event.approve', targetType: 'event', targetId: 'ET00012345', targetLabel: 'Jazz by the Bay' },
      {
        id: '2', at: '2026-11-21T09:15:00Z', actorName: 'Ravi Reviewer', action: 'organiser.partial_reject', targetType: 'organiser', targetId: 'b1d5',
        targetLabel: 'Pune Beats LLP', detail: 'PAN card: The PAN card is cut off',
      },
      { id: '1', at: '2026-11-21T09:00:00Z', actorName: 'Ravi Reviewer', action: 'organiser.approve', targetType: 'organiser', targetId: 'a9c2', targetLabel: 'Goa Sunset Events' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof AuditTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Audit entries' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveTextContent('Approved event: Jazz by the Bay');
    await expect(items[1]).toHaveTextContent('by Ravi Reviewer');
    // 10:30 UTC is 04:00 PM in India.
    await expect(items[1]).toHaveTextContent('21/11/2026');
    await expect(items[1]).toHaveTextContent('04:00 PM IST');
    await expect(items[2]).toHaveTextContent('PAN card: The PAN card is cut off');
  },
};

export const RawActions: Story = {
  args: { actionLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('user.deactivate').length).toBeGreaterThan(0);
    await expect(auditTone('user.deactivate')).toBe('danger');
    await expect(auditTone('organiser.approve')).toBe('success');
    await expect(auditTone('user.sync')).toBe('info');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No audit entries' })).toBeInTheDocument();
  },
};
