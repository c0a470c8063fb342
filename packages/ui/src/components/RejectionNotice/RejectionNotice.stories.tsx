import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RejectionNotice } from './RejectionNotice';

const meta = {
  title: 'Events/RejectionNotice',
  component: RejectionNotice,
  args: {
    items: [
      { field: 'eventTitle', reasons: ['The name must not contain a promotional phrase'], rejectedValue: 'BEST Jazz Night EVER!!! 50% OFF' },
      { field: 'category', reasons: ['Pick Concerts instead of Workshops'], rejectedValue: [{ code: 'WORKSHOPS', name: 'Workshops' }] },
    ],
    fieldLabel: (field: string) => ({ eventTitle: 'Event name', category: 'Category' })[field] ?? field,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof RejectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Changes needed before this event can go live')).toBeInTheDocument();
    await expect(within(alert).getByText('Event name')).toBeInTheDocument();
    await expect(within(alert).getByText('Rejected value: BEST Jazz Night EVER!!! 50% OFF')).toBeInTheDocument();
    await expect(within(alert).getByText('Rejected value: Workshops')).toBeInTheDocument();
  },
};

export const WithoutValues: Story = {
  args: { items: [{ field: 'banner', reasons: ['Blurry image', 'Contains a phone number'] }], fieldLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('banner')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText(/Rejected value/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
