import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { StatusPanel } from './StatusPanel';

const meta = {
  title: 'Feedback/StatusPanel',
  component: StatusPanel,
  args: {
    tone: 'pending',
    title: 'Your application is under review',
    children: <p>Our team reviews new organisers in 2 to 3 business days. We will write to you when it is done.</p>,
    facts: [
      { term: 'Organisation', value: 'Bandra Beats Collective' },
      { term: 'Submitted on', value: '21/11/2026' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof StatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Your application is under review' });
    await expect(panel).toHaveAttribute('data-tone', 'pending');
    await expect(canvas.getByText('Under review')).toBeVisible();
    await expect(canvas.getByText('Submitted on')).toBeVisible();
    await expect(canvas.getByText('21/11/2026')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Rejected: Story = {
  args: {
    tone: 'rejected',
    title: 'Your application needs changes',
    children: <p>Please correct the items below and submit again.</p>,
    reasons: [
      { label: 'PAN card', detail: 'The image is blurred; upload a clear scan.' },
      { label: 'Bank details', detail: 'The IFSC does not match the cancelled cheque.' },
    ],
    actions: <Button onClick={fn()}>Update application</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Changes needed')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What to change' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('PAN cardThe image is blurred; upload a clear scan.');
    await expect(canvas.getByRole('button', { name: 'Update application' })).toBeEnabled();
  },
};

export const Approved: Story = {
  args: { tone: 'approved', title: 'Your account is approved', children: <p>You can create events now.</p>, facts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-tone', 'approved');
    await expect(canvas.getByText('Approved')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { actions: <Button variant="secondary" onClick={fn()}>Log out</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

export const CustomBadge: Story = {
  args: { badge: 'Pending approval', title: 'Your new GST number is being checked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending approval')).toBeVisible();
  },
};
