import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TagList } from './TagList';

const meta = {
  title: 'Data/TagList',
  component: TagList,
  args: {
    label: 'Groups',
    tags: [
      { label: 'Organiser dashboard', title: 'DIY_ORGANISER' },
      { label: 'Gate scanning', title: 'DIY_SCANNER' },
      { label: 'Offers', title: 'DIY_OFFER_MANAGER' },
      { label: 'Reports', title: 'DIY_REPORTS' },
    ],
  },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Groups' });
    const tags = within(list).getAllByRole('listitem');
    await expect(tags.map((t) => t.textContent)).toEqual(['Organiser dashboard', 'Gate scanning', 'Offers', 'Reports']);
    await expect(tags[2]).toHaveAttribute('title', 'DIY_OFFER_MANAGER');
  },
};

/** In a narrow column the chips wrap between one another; no chip breaks inside a word. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 140 }}><Story /></div>],
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Organiser dashboard');
    const lineHeight = parseFloat(getComputedStyle(tag).lineHeight);
    await expect(tag.getBoundingClientRect().height).toBeLessThan(lineHeight * 2);
    const tops = new Set(canvas.getAllByRole('listitem').map((t) => Math.round(t.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('—')).toBeInTheDocument();
  },
};
