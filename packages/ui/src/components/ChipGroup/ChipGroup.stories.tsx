import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EVENT_INFO_MESSAGES } from '@diy/domain';
import { ChipGroup, type ChipGroupProps } from './ChipGroup';

const categories = [
  { code: 'CONCERTS', name: 'Concerts' },
  { code: 'COMEDY', name: 'Comedy' },
  { code: 'THEATRE', name: 'Theatre' },
  { code: 'WORKSHOPS', name: 'Workshops' },
  { code: 'SPORTS', name: 'Sports' },
];

function StatefulChips(args: ChipGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ChipGroup
      {...args}
      value={value}
      onChange={(code) => {
        setValue(code);
        args.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Forms/ChipGroup',
  component: ChipGroup,
  args: { label: 'Category', options: categories, value: null, onChange: fn() },
  render: StatefulChips,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Category' });
    await expect(group).toBeInTheDocument();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    for (const radio of radios) await expect(radio).toHaveAttribute('aria-checked', 'false');
    // One tab stop: the first chip while nothing is chosen.
    await expect(radios[0]).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('radio', { name: 'Comedy' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('COMEDY');
    await expect(canvas.getByRole('radio', { name: 'Comedy' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Theatre' }));
    await expect(canvas.getByRole('radio', { name: 'Theatre' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Comedy' })).not.toBeChecked();
  },
};

export const Selected: Story = {
  args: { value: 'THEATRE' },
  play: async ({ canvas }) => {
    const theatre = canvas.getByRole('radio', { name: 'Theatre' });
    await expect(theatre).toBeChecked();
    await expect(theatre).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('radio', { name: 'Concerts' })).toHaveAttribute('tabindex', '-1');
  },
};

export const KeyboardArrows: Story = {
  args: { value: 'CONCERTS' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const concerts = canvas.getByRole('radio', { name: 'Concerts' });
    await expect(concerts).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Comedy' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('COMEDY');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Sports' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    await expect(concerts).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Sports' })).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { error: EVENT_INFO_MESSAGES.categoryRequired },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Category' });
    await expect(group).toHaveAccessibleDescription(EVENT_INFO_MESSAGES.categoryRequired);
  },
};

export const Disabled: Story = {
  args: { value: 'COMEDY', disabled: true },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Theatre' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Comedy' })).toBeChecked();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  args: { value: 'WORKSHOPS' },
  play: async ({ canvas }) => {
    const chips = canvas.getAllByRole('radio');
    // Chips wrap onto further lines instead of overflowing a phone screen; each is a 44 px touch target.
    const right = Math.max(...chips.map((c) => c.getBoundingClientRect().right));
    await expect(right).toBeLessThanOrEqual(360 + 24);
    await expect(chips[0]!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
