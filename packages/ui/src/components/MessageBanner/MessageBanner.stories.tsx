import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { MessageBanner } from './MessageBanner';

const meta = {
  title: 'Feedback/MessageBanner',
  component: MessageBanner,
  args: {
    tone: 'default',
    children: 'Your organiser profile is under review. This usually takes 2 to 3 business days.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'success', 'info', 'error'] } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof MessageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('under review');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Event published', children: 'Your event goes live within 15 minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Event published')).toBeInTheDocument();
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Ticket sales for this session have started; some fields are locked.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'info');
  },
};

export const Error: Story = {
  args: { tone: 'error', title: 'Upload failed', children: 'Something went wrong. Please try again.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', children: 'Bank details saved.', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const DismissRemoves: Story = {
  render: function Removable(args) {
    const [shown, setShown] = useState(true);
    return shown ? <MessageBanner {...args} onDismiss={() => setShown(false)} /> : <p>Message dismissed.</p>;
  },
  args: { tone: 'info', children: 'New: download reports as Excel.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Message dismissed.')).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Your application needs changes',
    children: 'Specify things to improve in the organiser’s submission.',
    action: <Button size="sm" variant="secondary">Review and resubmit</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Review and resubmit' })).toBeInTheDocument();
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <MessageBanner tone="default" onDismiss={() => undefined}>Default message with neutral tone.</MessageBanner>
      <MessageBanner tone="success" title="Saved">Your changes have been saved.</MessageBanner>
      <MessageBanner tone="info">Reports are emailed within a few minutes.</MessageBanner>
      <MessageBanner tone="error" title="Could not save">Something went wrong. Please try again.</MessageBanner>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
