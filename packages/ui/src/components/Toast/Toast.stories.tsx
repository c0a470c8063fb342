import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TOAST_TYPES, TOAST_WIDTH_DESKTOP_PX } from '@diy/domain';
import { Button } from '../Button';
import { Toast } from './Toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { type: 'default', message: 'Draft saved.', onClose: fn() },
  argTypes: { type: { control: 'inline-radio', options: [...TOAST_TYPES] } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 240 }}><Story /></div>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Draft saved.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { type: 'success', title: 'Event published', message: 'It goes live within 15 minutes.' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveAttribute('data-type', 'success');
  },
};

export const Info: Story = {
  args: { type: 'info', message: 'Report requested. We will email it to you.' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveAttribute('data-type', 'info');
  },
};

export const Error: Story = {
  args: { type: 'error', message: 'Something went wrong. Please try again.' },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
  },
};

export const AutoClose: Story = {
  args: { type: 'info', message: 'Copied booking ID.', timeout: 300 },
  play: async ({ args }) => {
    await screen.findByRole('status');
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

export const DefaultTimeoutFromDomain: Story = {
  args: { type: 'info', message: 'Info toasts close after 2 seconds.' },
  play: async ({ args }) => {
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

export const Persists: Story = {
  args: { type: 'error', persists: true, timeout: 100, message: 'Upload failed: the file is larger than 2 MB.' },
  play: async ({ args }) => {
    await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole('alert')).toBeVisible();
  },
};

export const PausesOnHover: Story = {
  args: { timeout: 300, message: 'Hover to keep me.' },
  play: async ({ args }) => {
    const toast = await screen.findByRole('status');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.unhover(toast);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

export const DesktopWidth: Story = {
  play: async () => {
    const toast = await screen.findByRole('status');
    if (window.innerWidth >= 768) {
      // offsetWidth: the layout width, unaffected by the entry animation's scale.
      await expect(toast.offsetWidth).toBe(TOAST_WIDTH_DESKTOP_PX);
    } else {
      await expect(toast.offsetWidth).toBeGreaterThan(window.innerWidth * 0.9);
    }
    await expect(getComputedStyle(toast).position).toBe('fixed');
  },
};

export const Triggered: Story = {
  args: { open: false, type: 'success', message: 'Ticket type saved.' },
  render: function TriggeredToast(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Save ticket type</Button>
        <Toast
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose?.();
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save ticket type' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Ticket type saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  },
};
