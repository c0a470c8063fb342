import { REVIEW_TEXTS } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Staff/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: REVIEW_TEXTS.approveOrganiserTitle,
    message: REVIEW_TEXTS.approveConfirm,
    confirmLabel: 'Approve',
    onConfirm: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: REVIEW_TEXTS.approveOrganiserTitle });
    await expect(dialog).toHaveTextContent(REVIEW_TEXTS.approveConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithRequiredNote: Story = {
  args: {
    title: 'Reject organiser?',
    message: `${REVIEW_TEXTS.rejectConfirm} Mumbai Live Entertainment`,
    confirmLabel: 'Reject',
    tone: 'danger',
    note: { label: REVIEW_TEXTS.additionalNote, placeholder: REVIEW_TEXTS.improvePlaceholder, required: true, maxLength: 500 },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reject organiser?' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await expect(reject).toBeDisabled();
    const note = within(dialog).getByRole('textbox', { name: REVIEW_TEXTS.additionalNote });
    await expect(note).toHaveAttribute('placeholder', REVIEW_TEXTS.improvePlaceholder);
    await userEvent.type(note, '  The PAN card is blurred  ');
    await expect(reject).toBeEnabled();
    await userEvent.click(reject);
    await expect(args.onConfirm).toHaveBeenCalledWith('The PAN card is blurred');
  },
};

export const InProgress: Story = {
  args: { state: 'inProgress' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { state: 'error', errorMessage: 'The BD code is not valid for this state. Pick another BD and try again.' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The BD code is not valid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Succeeded: Story = {
  args: { state: 'success', successMessage: 'Organiser approved' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Organiser approved');
    await expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDisabled: Story = {
  args: { confirmDisabled: true, children: <p>Pick a BD first</p> },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Pick a BD first')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
  },
};
