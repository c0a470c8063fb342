import { REVIEW_TEXTS } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ChecklistDialog } from './ChecklistDialog';

const meta = {
  title: 'Staff/ChecklistDialog',
  component: ChecklistDialog,
  args: {
    open: true,
    title: 'Partially reject organiser',
    instructions: REVIEW_TEXTS.rejectInstructions,
    reasonPlaceholder: REVIEW_TEXTS.improvePlaceholder,
    noteLabel: REVIEW_TEXTS.additionalNote,
    items: [
      { id: 'pan', label: 'PAN card', description: 'pan.pdf' },
      { id: 'cheque', label: 'Cancelled cheque', description: 'cheque.jpg' },
      { id: 'gst:27AAPFU0939F1ZV', label: 'GST certificate 27AAPFU0939F1ZV' },
    ],
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChecklistDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Partially reject organiser' });
    await expect(dialog).toHaveTextContent(REVIEW_TEXTS.rejectInstructions);
    const submit = within(dialog).getByRole('button', { name: 'Reject selected' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /PAN card/ }));
    // A ticked item needs its reason.
    await expect(submit).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: 'What to improve: PAN card' });
    await expect(reason).toHaveAttribute('placeholder', REVIEW_TEXTS.improvePlaceholder);
    await userEvent.type(reason, 'The PAN card is cut off');
    await expect(within(dialog).getByText('1 to reject, 2 to approve')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: REVIEW_TEXTS.additionalNote }), 'Everything else looks fine');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      rejected: [{ id: 'pan', reason: 'The PAN card is cut off' }],
      approved: ['cheque', 'gst:27AAPFU0939F1ZV'],
      note: 'Everything else looks fine',
    });
  },
};

export const Untick: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: /Cancelled cheque/ });
    await userEvent.click(box);
    await expect(within(dialog).getByRole('textbox', { name: 'What to improve: Cancelled cheque' })).toBeInTheDocument();
    await userEvent.click(box);
    await expect(within(dialog).queryByRole('textbox', { name: 'What to improve: Cancelled cheque' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Reject selected' })).toBeDisabled();
  },
};

export const InProgress: Story = {
  args: { state: 'inProgress' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('checkbox', { name: /PAN card/ })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { state: 'error', errorMessage: 'Organiser is not pending review' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Organiser is not pending review');
  },
};

export const Succeeded: Story = {
  args: { state: 'success', successMessage: 'Sent back to the organiser with 1 item to fix' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Sent back to the organiser');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
