import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ResendOtp, type ResendOtpProps } from './ResendOtp';

/** Starts the wait when the story renders, so the countdown is the same whenever the test runs. */
function StartsNow({ waitSeconds, ...args }: ResendOtpProps & { waitSeconds: number }) {
  const [availableAt] = useState(() => Date.now() + waitSeconds * 1000);
  return <ResendOtp {...args} availableAt={availableAt} />;
}

const meta = {
  title: 'Forms/ResendOtp',
  component: ResendOtp,
  args: { availableAt: 0, onResend: fn() },
} satisfies Meta<typeof ResendOtp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <StartsNow {...args} waitSeconds={25} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^Resend OTP in 00:2[45]$/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CountsDownToTheButton: Story = {
  render: (args) => <StartsNow {...args} waitSeconds={2} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^Resend OTP in 00:0[12]$/);
    const button = await waitFor(() => canvas.getByRole('button', { name: 'Resend OTP' }), { timeout: 4000 });
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend OTP' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const Unavailable: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  },
};

export const MinutesLeft: Story = {
  args: { now: () => 1_000_000, availableAt: 1_000_000 + 90_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Resend OTP in 01:30');
  },
};
