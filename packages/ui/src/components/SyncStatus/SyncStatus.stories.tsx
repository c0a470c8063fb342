import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SyncStatus } from './SyncStatus';

const meta = {
  title: 'Scanning/SyncStatus',
  component: SyncStatus,
  args: { online: true, waiting: 0, lastSync: '7:42 PM' },
  decorators: [(Story) => <div style={{ width: 328 }}><Story /></div>],
} satisfies Meta<typeof SyncStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Online');
    await expect(status).toHaveTextContent('All scans synced');
    await expect(status).toHaveTextContent('Last sync 7:42 PM');
  },
};

export const OfflineWaiting: Story = {
  args: { online: false, waiting: 12345 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Offline');
    await expect(status).toHaveTextContent('12,345 waiting to sync');
    await expect(status).toHaveAttribute('data-online', 'false');
  },
};

export const NeverSynced: Story = {
  args: { online: false, waiting: 0, lastSync: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Last sync not yet');
  },
};

export const Syncing: Story = {
  args: { online: true, waiting: 3, syncing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Syncing…');
  },
};

export const WithConflicts: Story = {
  args: { conflicts: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 conflicts');
  },
};
