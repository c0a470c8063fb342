import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ADDITIONAL_INFO_PLACEHOLDERS, DURATION_MESSAGES, durationError, isDurationNaN } from '@diy/domain';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Duration in minutes', placeholder: ADDITIONAL_INFO_PLACEHOLDERS.duration, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const RED = 'rgb(192, 39, 28)';

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Duration in minutes');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('placeholder', ADDITIONAL_INFO_PLACEHOLDERS.duration);
    await userEvent.type(input, '90');
    await expect(input).toHaveValue('90');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { defaultValue: '120' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Duration in minutes')).toHaveValue('120');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '1h30', invalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Duration in minutes');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(DURATION_MESSAGES.notANumber);
    await waitFor(() => expect(getComputedStyle(input.parentElement!).borderTopColor).toBe(RED));
  },
};

export const WithError: Story = {
  args: { defaultValue: '-5', error: DURATION_MESSAGES.negative },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Duration in minutes')).toHaveAccessibleDescription(DURATION_MESSAGES.negative);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '90', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Duration in minutes')).toBeDisabled();
  },
};

/** The page's blur check: isDurationNaN flags the field on blur; typing a number and leaving clears it. */
export const BlurCheck: Story = {
  render: function Duration(args) {
    const [value, setValue] = useState('');
    const [invalid, setInvalid] = useState(false);
    const [error, setError] = useState<string | undefined>();
    return (
      <NumberField
        {...args}
        required
        value={value}
        invalid={invalid}
        error={error}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => {
          setInvalid(isDurationNaN(value));
          const message = durationError(value);
          setError(message && message !== DURATION_MESSAGES.notANumber ? message : undefined);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Duration in minutes' });
    await userEvent.type(input, 'ninety');
    // No red border while typing: the check runs on blur.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(getComputedStyle(input.parentElement!).borderTopColor).toBe(RED));
    await expect(canvas.getByText(DURATION_MESSAGES.notANumber)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '90');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.type(input, '-10');
    await userEvent.tab();
    await expect(canvas.getByText(DURATION_MESSAGES.negative)).toBeVisible();
  },
};
