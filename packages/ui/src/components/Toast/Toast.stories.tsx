import { useState } from 'react';
import { withGlobal, type Clock } from '@sinonjs/fake-timers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TOAST_TYPES, TOAST_WIDTH_DESKTOP_PX, toastTimeout } from '@diy/domain';
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

/**
 * The countdown stories run the toast on a fake clock instead of sleeping against its timeout: setTimeout and
 * clearTimeout are faked before the story renders (so the toast's own timer is the fake one) and put back when its
 * play function ends, before the accessibility check. The play function moves the clock by exact amounts.
 */
let clock: Clock | null = null;
const onFakeClock = {
  beforeEach: () => {
    clock = withGlobal(globalThis).install({ toFake: ['setTimeout', 'clearTimeout'] });
    return realTime;
  },
};
function realTime() {
  clock?.uninstall();
  clock = null;
}
function fakeClock(): Clock {
  if (!clock) throw new globalThis.Error('the story has no fake clock (onFakeClock)');
  return clock;
}
/** Waits, frame by frame (animation frames keep real time), until the toast has `n` countdowns pending. */
async function pendingTimers(n: number): Promise<void> {
  for (let frame = 0; frame < 600; frame += 1) {
    if (fakeClock().countTimers() === n) return;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new globalThis.Error(`expected ${n} pending timers, found ${fakeClock().countTimers()}`);
}

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
  ...onFakeClock,
  args: { type: 'info', message: 'Copied booking ID.', timeout: 300 },
  play: async ({ args }) => {
    await expect(screen.getByRole('status')).toHaveTextContent('Copied booking ID.');
    await pendingTimers(1);
    fakeClock().tick(299);
    await expect(args.onClose).not.toHaveBeenCalled();
    fakeClock().tick(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    realTime();
  },
};

export const DefaultTimeoutFromDomain: Story = {
  ...onFakeClock,
  args: { type: 'info', message: 'Info toasts close after 2 seconds.' },
  play: async ({ args }) => {
    await expect(screen.getByRole('status')).toHaveTextContent('Info toasts close after 2 seconds.');
    await pendingTimers(1);
    fakeClock().tick(toastTimeout('info') - 1);
    await expect(args.onClose).not.toHaveBeenCalled();
    fakeClock().tick(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    realTime();
  },
};

export const Persists: Story = {
  ...onFakeClock,
  args: { type: 'error', persists: true, timeout: 100, message: 'Upload failed: the file is larger than 2 MB.' },
  play: async ({ args }) => {
    await expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    // A hundred times its timeout later: no countdown was ever started, and it is still there.
    fakeClock().tick(100 * 100);
    await expect(fakeClock().countTimers()).toBe(0);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    realTime();
  },
};

export const PausesOnHover: Story = {
  ...onFakeClock,
  args: { timeout: 300, message: 'Hover to keep me.' },
  play: async ({ args }) => {
    const toast = screen.getByRole('status');
    await pendingTimers(1);
    // The pointer comes over the toast (the events React's onMouseEnter and onMouseLeave follow; userEvent would
    // wait on the fake clock between its steps).
    fireEvent.mouseOver(toast);
    // Hovered: the countdown is stopped, and ten times its timeout later the toast is still open.
    await pendingTimers(0);
    fakeClock().tick(3_000);
    await expect(args.onClose).not.toHaveBeenCalled();
    // Left: a full countdown starts again.
    fireEvent.mouseOut(toast);
    await pendingTimers(1);
    fakeClock().tick(299);
    await expect(args.onClose).not.toHaveBeenCalled();
    fakeClock().tick(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    realTime();
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
