import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LOGOUT_CONFIRM } from '@diy/domain';
import { Button } from '../Button';
import { Popup, type PopupProps } from './Popup';

/** Renders a trigger button and the popup, so opening, closing and focus return can be exercised. */
function PopupWithTrigger(args: PopupProps & { triggerLabel?: string }) {
  const { triggerLabel = 'Open popup', ...props } = args;
  const [open, setOpen] = useState(args.open);
  const close = () => {
    setOpen(false);
    props.onClose?.();
  };
  return (
    <div style={{ padding: 24 }}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <Popup
        {...props}
        open={open}
        onClose={close}
        buttons={props.buttons?.map((button) => ({
          ...button,
          onClick: () => {
            button.onClick();
            setOpen(false);
          },
        }))}
      />
    </div>
  );
}

const meta = {
  title: 'Overlays/Popup',
  component: Popup,
  args: {
    open: true,
    title: 'Unpublish event?',
    children: 'The event page stops selling tickets right away. Existing bookings stay valid.',
    onClose: fn(),
    buttons: [
      { label: 'Cancel', variant: 'secondary', onClick: fn() },
      { label: 'Unpublish', variant: 'danger', onClick: fn() },
    ],
  },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'dialog', 'sheet'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish event?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(/stops selling tickets/);
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await expect(args.buttons?.[1]?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const OpenAndClose: Story = {
  args: { open: false },
  render: (args) => <PopupWithTrigger {...args} triggerLabel="Unpublish…" />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Unpublish…' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const FocusTrap: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Unpublish' });
    await expect(dialog).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
  },
};

export const BackdropClick: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('popup-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Session expired',
    children: 'Please log in again to continue.',
    buttons: [{ label: 'Log in', onClick: fn() }],
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('popup-backdrop'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  },
};

export const LogoutConfirm: Story = {
  args: {
    open: false,
    role: 'alertdialog',
    title: LOGOUT_CONFIRM.title,
    children: LOGOUT_CONFIRM.text,
    dismissible: false,
    buttons: [
      { label: LOGOUT_CONFIRM.no, variant: 'secondary', onClick: fn(), autoFocus: true },
      { label: LOGOUT_CONFIRM.yes, variant: 'primary', onClick: fn() },
    ],
  },
  render: (args) => <PopupWithTrigger {...args} triggerLabel="Log out" />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveAccessibleDescription('You will be logged out of your account');
    await expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.buttons?.[1]?.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const BottomSheet: Story = {
  args: { layout: 'sheet', title: 'Filter events', children: 'Choose a city and a date range.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Filter events' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth);
  },
};

export const Centered: Story = {
  args: { layout: 'dialog' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight));
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of the organiser agreement',
    children: Array.from({ length: 30 }, (_, i) => `Clause ${i + 1}: the organiser keeps the event details accurate and current.`).join(' '),
    buttons: [{ label: 'I agree', onClick: fn() }],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const body = dialog.querySelector('[data-scrolls]') as HTMLElement;
    await expect(body).toHaveAttribute('tabindex', '0');
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
