import { SHOW_CANCEL_UI_TEXTS } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CancelShowDialog } from './CancelShowDialog';

const meta = {
  title: 'Events/CancelShowDialog',
  component: CancelShowDialog,
  args: {
    open: true,
    show: { showTime: '2027-03-12T14:00:00.000Z', venueName: 'Shilpakala Vedika', ticketsSold: 1240, bookings: 415 },
    onConfirm: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CancelShowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: SHOW_CANCEL_UI_TEXTS.confirmTitle });
    await expect(dialog).toHaveTextContent('12/03/2027 07:30 PM IST');
    await expect(dialog).toHaveTextContent('Shilpakala Vedika');
    await expect(dialog).toHaveTextContent('1,240 tickets sold, 415 bookings');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(SHOW_CANCEL_UI_TEXTS.buyersTold(415));
    await expect(dialog).toHaveTextContent(SHOW_CANCEL_UI_TEXTS.cannotUndo);
    await userEvent.click(within(dialog).getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.keep }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const NothingSold: Story = {
  args: { show: { showTime: '2027-03-26T14:00:00.000Z', venueName: 'Shilpakala Vedika', ticketsSold: 0, bookings: 0 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: SHOW_CANCEL_UI_TEXTS.confirmTitle });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(SHOW_CANCEL_UI_TEXTS.noBuyers);
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(dialog).toHaveTextContent(SHOW_CANCEL_UI_TEXTS.cannotUndo);
  },
};

export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: SHOW_CANCEL_UI_TEXTS.confirmTitle });
    await expect(within(dialog).getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.confirm })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.keep })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const PhoneDrawer: Story = {
  args: { layout: 'phone' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: SHOW_CANCEL_UI_TEXTS.confirmTitle });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    await expect(dialog).toHaveTextContent('12/03/2027 07:30 PM IST');
    await userEvent.click(within(dialog).getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.keep }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
