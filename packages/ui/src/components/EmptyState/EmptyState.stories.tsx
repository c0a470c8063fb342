import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No live events yet',
    body: 'Create your first event and it can go live within 15 minutes of approval.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'No live events yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No live events yet' })).toBeInTheDocument();
    await expect(canvas.getByTestId('empty-illustration')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithAction: Story = {
  args: { action: <Button onClick={onCreate}>Create event</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const Compact: Story = {
  args: { compact: true, title: 'No offers', body: 'Offers you create appear here.', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No offers' })).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No tickets found', body: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No tickets found' })).toBeInTheDocument();
  },
};
