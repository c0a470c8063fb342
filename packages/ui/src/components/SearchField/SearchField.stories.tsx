import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search events', placeholder: 'Title or event code', onSearch: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: 'Search events' })).toBeInTheDocument();
    const box = canvas.getByRole('searchbox', { name: 'Search events' });
    await userEvent.type(box, '  comedy {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('comedy');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const ClearingShowsAll: Story = {
  args: { defaultValue: 'jazz' },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search events' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};
