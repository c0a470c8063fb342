import { PAYOUTS_UI_TEXTS as T } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StepUpConfirm } from './StepUpConfirm';

const meta = {
  title: 'Payouts/StepUpConfirm',
  component: StepUpConfirm,
  args: { label: 'Prepare batch', sentTo: null, onSendCode: fn(), onConfirm: fn() },
} satisfies Meta<typeof StepUpConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: T.sendCode('Prepare batch') }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const NothingChosen: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.sendCode('Prepare batch') })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: T.sendCode('Prepare batch') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CodeSent: Story = {
  args: { sentTo: '+91 ******0031' },
  play: async ({ canvas, args }) => {
    const confirm = canvas.getByRole('button', { name: 'Prepare batch' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: T.codeSentTo('+91 ******0031') }), '12 34 56');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: T.newCode }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  args: { sentTo: '+91 ******0032', label: 'Approve batch', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Approve batch' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: T.newCode })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  args: { sentTo: '+91 ******0032', label: 'Approve batch', error: 'Invalid OTP. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: T.codeSentTo('+91 ******0032') })).toBeEnabled();
  },
};
