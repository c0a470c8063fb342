import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { PaymentMethod } from '@diy/domain';
import { PaymentPicker } from './PaymentPicker';

const meta = {
  title: 'Box office/PaymentPicker',
  component: PaymentPicker,
  args: { value: null, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<PaymentMethod | null>(args.value);
    return <PaymentPicker {...args} value={value} onChange={(m) => { setValue(m); args.onChange(m); }} />;
  },
} satisfies Meta<typeof PaymentPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Cash'));
    await expect(args.onChange).toHaveBeenCalledWith('CASH');
    await expect(canvas.getByLabelText('Cash')).toBeChecked();
    await userEvent.click(canvas.getByText('Complimentary'));
    await expect(args.onChange).toHaveBeenLastCalledWith('COMP');
  },
};

export const WithoutUpi: Story = {
  args: { value: 'CASH', disabled: ['UPI'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('UPI')).toBeDisabled();
    await expect(canvas.getByLabelText('Cash')).toBeChecked();
  },
};
