import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { label: 'Loading your account…' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const onBehind = fn();

export const Default: Story = {
  render: (args) => (
    <div style={{ padding: 24 }}>
      <Button onClick={onBehind}>Behind the overlay</Button>
      <LoadingOverlay {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const overlay = screen.getByRole('status');
    await expect(overlay).toHaveAttribute('aria-busy', 'true');
    await expect(overlay).toHaveTextContent('Loading your account…');
    const box = overlay.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    // The overlay is on top: the point over the button hits the overlay, not the button.
    const button = canvas.getByRole('button', { name: 'Behind the overlay' });
    const b = button.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    await expect(overlay.contains(hit)).toBe(true);
    await userEvent.click(overlay);
    await expect(onBehind).not.toHaveBeenCalled();
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const InContainer: Story = {
  args: { fullScreen: false, label: 'Loading events…' },
  render: (args) => (
    <div style={{ position: 'relative', height: 280, margin: 24, border: '1px dashed #cdd2da', borderRadius: 12 }}>
      <p style={{ padding: 16 }}>Event list</p>
      <LoadingOverlay {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status');
    await expect(overlay.getBoundingClientRect().height).toBeLessThan(300);
    await expect(getComputedStyle(overlay).position).toBe('absolute');
  },
};
