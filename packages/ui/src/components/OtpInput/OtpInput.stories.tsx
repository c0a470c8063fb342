import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpInput, type OtpInputProps } from './OtpInput';

function Controlled(args: OtpInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <OtpInput
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/OtpInput',
  component: OtpInput,
  args: { label: 'One-time code', value: '', onChange: fn(), hint: 'We sent it to 98XXXXXX10' },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('One-time code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAccessibleDescription('We sent it to 98XXXXXX10');
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('One-time code');
    await userEvent.type(input, '4a 2-b9');
    await expect(input).toHaveValue('429');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('Your code is 987 654 ... 321');
    await expect(input).toHaveValue('987654');
    await expect(args.onChange).toHaveBeenLastCalledWith('987654');
  },
};

export const WithError: Story = {
  args: { value: '111111', error: 'The OTP you entered is incorrect. 4 attempts left.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('One-time code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The OTP you entered is incorrect. 4 attempts left. We sent it to 98XXXXXX10');
    await expect(getComputedStyle(canvas.getByText(/attempts left/)).color).toBe('rgb(192, 39, 28)');
  },
};

export const Disabled: Story = {
  args: { value: '123456', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('One-time code')).toBeDisabled();
  },
};
