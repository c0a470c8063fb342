import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmNewShowsDialog } from './ConfirmNewShowsDialog';

const meta = {
  title: 'Events/ConfirmNewShowsDialog',
  component: ConfirmNewShowsDialog,
  args: {
    open: true,
    state: 'CONFIRM',
    shows: ['2026-11-27T12:30:00.000Z', '2026-11-28T12:30:00.000Z'],
    onBackToEdit: fn(),
    onConfirm: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmNewShowsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm New Shows' });
    await expect(within(dialog).getByRole('list', { name: 'New shows' })).toHaveTextContent('27/11/2026 06:00 PM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back To Edit' }));
    await expect(args.onBackToEdit).toHaveBeenCalledTimes(1);
  },
};

export const NoShows: Story = {
  args: { state: 'NO_SHOWS', shows: [] },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'No new shows are added' });
    await expect(within(dialog).getAllByRole('button', { name: /Back To Edit|Confirm/ })).toHaveLength(1);
  },
};

export const Duplicate: Story = {
  args: { state: 'DUPLICATE', shows: ['2026-11-27T12:30:00.000Z'] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Please remove duplicate shows' });
    await expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await expect(within(dialog).getByRole('list', { name: 'Duplicate shows' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back To Edit' }));
    await expect(args.onBackToEdit).toHaveBeenCalledTimes(1);
  },
};
