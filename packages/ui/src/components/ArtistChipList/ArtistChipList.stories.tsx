import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArtistChipList } from './ArtistChipList';

const artists = [
  { id: 'A1', name: 'Anoushka Rao', roles: ['Music'] },
  { id: 'A2', name: 'Anand Kulkarni', roles: ['Actor', 'Director', 'Writer'] },
];

const meta = {
  title: 'Events/ArtistChipList',
  component: ArtistChipList,
  args: { artists, onDelete: fn(), onEdit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof ArtistChipList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Chosen artists and crew' });
    const [first, second] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    await expect(within(second!).getByRole('list', { name: 'Roles: Actor, Director, Writer' })).toBeInTheDocument();
    await userEvent.click(within(first!).getByRole('button', { name: 'Delete Anoushka Rao' }));
    await expect(args.onDelete).toHaveBeenCalledWith('A1');
    await userEvent.click(within(second!).getByRole('button', { name: 'Edit roles of Anand Kulkarni' }));
    await expect(args.onEdit).toHaveBeenCalledWith('A2');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Anand Kulkarni')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { artists: [], emptyText: 'No artists added yet' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No artists added yet')).toBeInTheDocument();
  },
};
