import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { REASON_TO_ATTEND_MAX_LENGTH, REASONS_TO_ATTEND_SLOTS, TEXT_MESSAGES, reasonSlotsEnabled, textError } from '@diy/domain';
import { CounterTextField } from './CounterTextField';

const meta = {
  title: 'Forms/CounterTextField',
  component: CounterTextField,
  args: { label: 'Reason 1', maxLength: REASON_TO_ATTEND_MAX_LENGTH, onChange: fn(), placeholder: 'e.g. Live performance by a Grammy nominee' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof CounterTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Reason 1');
    await expect(canvas.getByText(`0/${REASON_TO_ATTEND_MAX_LENGTH}`)).toBeInTheDocument();
    await userEvent.type(input, 'Front row seats');
    await expect(canvas.getByText(`15/${REASON_TO_ATTEND_MAX_LENGTH}`)).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'x'.repeat(REASON_TO_ATTEND_MAX_LENGTH) },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Reason 1');
    await expect(canvas.getByText(`${REASON_TO_ATTEND_MAX_LENGTH}/${REASON_TO_ATTEND_MAX_LENGTH}`)).toBeInTheDocument();
    await userEvent.type(input, 'more');
    await expect(input).toHaveValue('x'.repeat(REASON_TO_ATTEND_MAX_LENGTH));
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Five ★ show', error: TEXT_MESSAGES.onlyTheseCharacters },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Reason 1')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { label: 'Reason 2', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Reason 2')).toBeDisabled();
  },
};

/** The reasons-to-attend block: slot n+1 is enabled only once slot n is filled (domain reasonSlotsEnabled). */
export const ReasonsToAttend: Story = {
  render: function Reasons(args) {
    const [reasons, setReasons] = useState<string[]>(Array.from({ length: REASONS_TO_ATTEND_SLOTS }, () => ''));
    const enabled = reasonSlotsEnabled(reasons);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {reasons.map((reason, i) => (
          <CounterTextField
            key={i}
            label={`Reason ${i + 1}`}
            maxLength={args.maxLength}
            value={reason}
            disabled={!enabled[i]}
            error={textError(reason, args.maxLength) ?? undefined}
            onChange={(e) => setReasons((all) => all.map((r, j) => (j === i ? e.target.value : r)))}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const [first, second, third] = [1, 2, 3].map((n) => canvas.getByLabelText(`Reason ${n}`));
    await expect(first).toBeEnabled();
    await expect(second).toBeDisabled();
    await expect(third).toBeDisabled();
    await userEvent.type(first!, 'Great food');
    await expect(second).toBeEnabled();
    await expect(third).toBeDisabled();
    await userEvent.type(second!, 'Open air');
    await expect(third).toBeEnabled();
    await userEvent.type(third!, '© 2025');
    await expect(third).toHaveAccessibleDescription(TEXT_MESSAGES.onlyTheseCharacters);
    await userEvent.clear(first!);
    await expect(canvas.getByLabelText('Reason 2')).toBeDisabled();
  },
};
