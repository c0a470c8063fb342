import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DATE_FIELD_MESSAGES, DateField, dateFieldError, type DateFieldProps } from './DateField';

/** The stories' clock: 21/11/2026 10:00 AM IST. */
const NOW = new Date('2026-11-21T04:30:00.000Z');

/** Keeps the value in story state, as a page would. */
function Stateful(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <DateField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear from outside
      </button>
    </>
  );
}

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'From', value: '', onChange: fn(), now: NOW },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}><Story /></div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits typed become dd/MM/yyyy whatever the browser's language. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'From' });
    await expect(field).toHaveAttribute('placeholder', 'dd/MM/yyyy');
    await userEvent.type(field, '05112026');
    await expect(field).toHaveValue('05/11/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('05/11/2026');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** The calendar opens on the chosen month, the chosen day pressed; a day picked fills the field. */
export const Filled: Story = {
  args: { value: '14/10/2026', label: 'To' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose to date' }));
    const calendar = canvas.getByRole('dialog', { name: 'To: October 2026' });
    await expect(within(calendar).getByRole('button', { name: '14/10/2026' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(calendar).getByRole('button', { name: '14/10/2026' })).toHaveFocus();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    await userEvent.click(canvas.getByRole('button', { name: '03/11/2026' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveValue('03/11/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('03/11/2026');
    await expect(canvas.getByRole('button', { name: 'Choose to date' })).toHaveFocus();
  },
};

/** An impossible date, or half a date left behind, says what is expected. */
export const InvalidDate: Story = {
  args: { value: '01/11/2026' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'From' });
    await userEvent.clear(field);
    await userEvent.type(field, '3102');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(field, '2026');
    await expect(field).toHaveValue('31/02/2026');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(DATE_FIELD_MESSAGES.format);
    await expect(args.onChange).toHaveBeenLastCalledWith('31/02/2026');
    await expect(dateFieldError('31/02/2026')).toBe(DATE_FIELD_MESSAGES.format);
    await userEvent.clear(field);
    await userEvent.type(field, '1511');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(DATE_FIELD_MESSAGES.format);
    // A value set from outside replaces the text and the error.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear from outside' }));
    await expect(field).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Dates outside min and max are refused when typed and cannot be picked. */
export const WithRange: Story = {
  args: { min: { year: 2026, month: 11, day: 10 }, max: { year: 2026, month: 11, day: 21 }, hint: 'Up to today' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'From' });
    await expect(field).toHaveAccessibleDescription('Up to today');
    await userEvent.type(field, '25112026');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a date until 21/11/2026');
    await expect(dateFieldError('25/11/2026', { max: { year: 2026, month: 11, day: 21 } })).toBe('Please enter a date until 21/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose from date' }));
    const calendar = canvas.getByRole('dialog', { name: 'From: November 2026' });
    await expect(within(calendar).getByRole('button', { name: '09/11/2026' })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: '22/11/2026' })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.click(within(calendar).getByRole('button', { name: '15/11/2026' }));
    await expect(field).toHaveValue('15/11/2026');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An error from the page (an end before the start) marks the field. */
export const WithError: Story = {
  args: { label: 'To', value: '01/11/2026', error: 'The end date is before the start date' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'To' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The end date is before the start date');
  },
};

/** Escape closes the calendar and returns to its button. */
export const KeyboardClose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose from date' }));
    await expect(canvas.getByRole('dialog', { name: 'From: November 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose from date' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '21/11/2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'From' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose from date' })).toBeDisabled();
  },
};
