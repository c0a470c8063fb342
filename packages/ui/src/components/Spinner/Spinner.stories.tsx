import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 'md', tone: 'accent' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['accent', 'current'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByTestId('spinner');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading events' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading events');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('spinner').firstElementChild).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'lg', label: 'Loading' },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').firstElementChild as HTMLElement;
    await expect(ring.getBoundingClientRect().width).toBeGreaterThanOrEqual(40);
  },
};
