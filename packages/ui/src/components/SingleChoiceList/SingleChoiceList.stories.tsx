import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ADDITIONAL_INFO_PLACEHOLDERS, AGE_LIMITS } from '@diy/domain';
import { SingleChoiceList, type SingleChoiceListProps } from './SingleChoiceList';

const options = AGE_LIMITS.map(({ code, label }) => ({ code, label }));

function StatefulList(args: SingleChoiceListProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SingleChoiceList
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
  title: 'Forms/SingleChoiceList',
  component: SingleChoiceList,
  args: { label: 'Age limit', placeholder: ADDITIONAL_INFO_PLACEHOLDERS.ageLimit, options, value: null, onChange: fn() },
  render: StatefulList,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof SingleChoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Age limit' })).toHaveAccessibleDescription(ADDITIONAL_INFO_PLACEHOLDERS.ageLimit);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(AGE_LIMITS.length);
    for (const radio of radios) await expect(radio).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: '18 years plus' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('18+');
    // Locked: the others are disabled until the choice is cleared.
    await expect(canvas.getByRole('radio', { name: '21 years plus' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '18 years plus' })).toBeChecked();
  },
};

export const ClearThenPickAnother: Story = {
  args: { value: '12+' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'All age groups' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Age limit' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.getByRole('radio', { name: '12 years plus' })).toHaveFocus());
    await expect(canvas.getByText(ADDITIONAL_INFO_PLACEHOLDERS.ageLimit)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '16 years plus' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('16+');
  },
};

export const Chosen: Story = {
  args: { value: 'ALL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Age limit' })).toHaveAccessibleDescription(
      'All age groups Clear the current choice to pick another.',
    );
    await expect(canvas.getAllByRole('radio').filter((r) => !(r as HTMLInputElement).disabled)).toHaveLength(1);
  },
};

export const ReadOnly: Story = {
  args: { value: '16+', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('16 years plus')).toBeInTheDocument();
  },
};

export const ReadOnlyEmpty: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ADDITIONAL_INFO_PLACEHOLDERS.ageLimit)).toBeInTheDocument();
  },
};
