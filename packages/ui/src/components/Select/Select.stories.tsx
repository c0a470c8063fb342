import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const ACCOUNT_TYPES = [
  { value: 'current', label: 'Current' },
  { value: 'savings', label: 'Savings' },
  { value: 'salary', label: 'Salary' },
  { value: 'NRI', label: 'NRI' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Account type', options: ACCOUNT_TYPES, placeholder: 'Select an account type', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Account type' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select an account type' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'savings');
    await expect(select).toHaveValue('savings');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { label: 'Bank name', options: [{ value: 'HDFC Bank', label: 'HDFC Bank' }], error: 'Please enter a valid bank Name' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank name' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please enter a valid bank Name');
    await expect(getComputedStyle(canvas.getByText('Please enter a valid bank Name')).color).toBe('rgb(192, 39, 28)');
  },
};

export const WithHint: Story = {
  args: { hint: 'As on your cancelled cheque' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Account type' })).toHaveAccessibleDescription('As on your cancelled cheque');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Account type' });
    await expect(select).toBeRequired();
    // The placeholder cannot be chosen back once a value is required.
    await expect(canvas.getByRole('option', { name: 'Select an account type' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'current' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Account type' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('current');
  },
};

export const Controlled: Story = {
  render: function ControlledSelect(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <Select {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <p>Chosen: {value || 'nothing'}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Account type' }), 'NRI');
    await expect(canvas.getByText('Chosen: NRI')).toBeInTheDocument();
  },
};
