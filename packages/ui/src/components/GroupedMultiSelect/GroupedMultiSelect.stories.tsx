import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADDITIONAL_INFO_PLACEHOLDERS, LANGUAGE_GROUPS, groupLanguages } from '@diy/domain';
import { GroupedMultiSelect, type GroupedMultiSelectProps } from './GroupedMultiSelect';

const languages = [
  { code: 'HIN', name: 'Hindi', trending: true },
  { code: 'ENG', name: 'English', trending: true },
  { code: 'MAR', name: 'Marathi', trending: true },
  { code: 'TAM', name: 'Tamil', trending: false },
  { code: 'TEL', name: 'Telugu', trending: false },
  { code: 'BEN', name: 'Bengali', trending: false },
  { code: 'GUJ', name: 'Gujarati', trending: false },
  { code: 'KAN', name: 'Kannada', trending: false },
  { code: 'MAL', name: 'Malayalam', trending: false },
  { code: 'PUN', name: 'Punjabi', trending: false },
];
const grouped = groupLanguages(languages);
const groups = [
  { label: LANGUAGE_GROUPS.popular, options: grouped.popular },
  { label: LANGUAGE_GROUPS.all, options: grouped.all },
];

function StatefulSelect(args: GroupedMultiSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <GroupedMultiSelect
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
  title: 'Forms/GroupedMultiSelect',
  component: GroupedMultiSelect,
  args: { label: 'Language', placeholder: ADDITIONAL_INFO_PLACEHOLDERS.language, groups, value: [], onChange: fn() },
  render: StatefulSelect,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof GroupedMultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Language' });
    await expect(box).toHaveAttribute('placeholder', ADDITIONAL_INFO_PLACEHOLDERS.language);
    const listbox = canvas.getByRole('listbox', { name: 'Language' });
    await expect(within(listbox).getByRole('group', { name: LANGUAGE_GROUPS.popular })).toBeInTheDocument();
    await expect(within(listbox).getByRole('group', { name: LANGUAGE_GROUPS.all })).toBeInTheDocument();
    const popular = within(listbox).getByRole('group', { name: LANGUAGE_GROUPS.popular });
    await userEvent.click(within(popular).getByRole('option', { name: 'Hindi' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ code: 'HIN', name: 'Hindi', trending: true }]);
    await expect(canvas.getByRole('button', { name: 'Remove Hindi' })).toBeInTheDocument();
    // Chosen: ticked and disabled in every group it appears in.
    for (const option of within(listbox).getAllByRole('option', { name: /Hindi/ })) {
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(option).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const NoDuplicates: Story = {
  args: { value: [{ code: 'ENG', name: 'English' }] },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('group', { name: LANGUAGE_GROUPS.all });
    await userEvent.click(within(all).getByRole('option', { name: /English/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.type(box, 'ma');
    const options = canvas.getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Marathi', 'Marathi', 'Malayalam']);
    await userEvent.clear(box);
    await userEvent.type(box, 'xyz');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.click(box);
    await userEvent.type(box, 'ta');
    await userEvent.keyboard('{ArrowDown}');
    const tamil = canvas.getByRole('option', { name: 'Tamil' });
    await expect(box).toHaveAttribute('aria-activedescendant', tamil.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ code: 'TAM', name: 'Tamil', trending: false }]);
    await userEvent.clear(box);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { code: 'TAM', name: 'Tamil', trending: false },
      { code: 'ENG', name: 'English', trending: true },
    ]);
  },
};

export const Filled: Story = {
  args: { value: [{ code: 'HIN', name: 'Hindi' }, { code: 'MAR', name: 'Marathi' }] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Hindi' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ code: 'MAR', name: 'Marathi' }]);
    for (const option of canvas.getAllByRole('option', { name: 'Hindi' })) await expect(option).toHaveAttribute('aria-selected', 'false');
  },
};

export const NotSearchable: Story = {
  args: { searchable: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    const listbox = canvas.getByRole('listbox', { name: 'Language' });
    await userEvent.tab();
    await expect(listbox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ code: 'HIN', name: 'Hindi', trending: true }]);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, value: [{ code: 'HIN', name: 'Hindi' }, { code: 'ENG', name: 'English' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Chosen: Language' })).toHaveTextContent('HindiEnglish');
  },
};

export const ReadOnlyEmpty: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None chosen')).toBeInTheDocument();
  },
};
