import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Event title', onChange: fn(), placeholder: 'e.g. Sunburn Arena Mumbai' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Event title');
    await userEvent.type(input, 'Jazz night');
    await expect(input).toHaveValue('Jazz night');
    await expect(args.onChange).toHaveBeenCalledTimes(10);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'PAN', hint: 'Ten characters, as printed on the card', placeholder: 'ABCDE1234F' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('PAN');
    await expect(input).toHaveAccessibleDescription('Ten characters, as printed on the card');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'organiser@',
    hint: 'We send the review result here',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address We send the review result here');
    const message = canvas.getByText('Please enter a valid email address');
    await expect(getComputedStyle(message).color).toBe('rgb(192, 39, 28)');
  },
};

export const Required: Story = {
  args: { label: 'Organisation name', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Organisation name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret-123', autoComplete: 'current-password', placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Numeric: Story = {
  args: { label: 'Mobile number', type: 'tel', inputMode: 'numeric', maxLength: 10, showCount: true, placeholder: '98xxxxxxxx' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mobile number');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '10');
    await expect(canvas.getByText('0/10')).toBeInTheDocument();
    await userEvent.type(input, '9876543210');
    await expect(input).toHaveValue('9876543210');
    await expect(canvas.getByText('10/10')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { label: 'Event code', defaultValue: 'ET00012345', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Event code')).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function ControlledField(args) {
    const [value, setValue] = useState('');
    return (
      <TextField
        {...args}
        label="City"
        value={value}
        onChange={(event) => setValue(event.target.value.toUpperCase())}
        hint={`You typed ${value.length} characters`}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('City');
    await userEvent.type(input, 'pune');
    await expect(input).toHaveValue('PUNE');
  },
};

export const ForwardsRef: Story = {
  render: function RefField(args) {
    return (
      <TextField
        {...args}
        label="Venue"
        ref={(node) => {
          node?.setAttribute('data-ref-attached', 'yes');
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Venue')).toHaveAttribute('data-ref-attached', 'yes');
  },
};
