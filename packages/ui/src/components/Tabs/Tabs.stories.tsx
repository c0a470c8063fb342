import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'live', label: 'Live' },
  { value: 'draft', label: 'Draft' },
  { value: 'closed', label: 'Unlisted & Closed' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items, value: 'live', label: 'Event lists', onChange: fn() },
  render: function StatefulTabs(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Tabs
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      >
        <p>Showing the {value} events.</p>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Event lists' });
    await expect(list).toBeInTheDocument();
    const live = canvas.getByRole('tab', { name: 'Live' });
    await expect(live).toHaveAttribute('aria-selected', 'true');
    await expect(live).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('tab', { name: 'Draft' }));
    await expect(args.onChange).toHaveBeenCalledWith('draft');
    await expect(canvas.getByRole('tabpanel', { name: 'Draft' })).toHaveTextContent('Showing the draft events.');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Live' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Draft' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('draft');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Unlisted & Closed' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Live' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Unlisted & Closed' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithCounts: Story = {
  args: {
    items: [
      { value: 'live', label: 'Live', count: 12 },
      { value: 'draft', label: 'Draft', count: 3 },
      { value: 'closed', label: 'Unlisted & Closed', count: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Live 12' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Unlisted & Closed 0' })).toBeInTheDocument();
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'live', label: 'Live' },
      { value: 'draft', label: 'Draft', disabled: true },
      { value: 'closed', label: 'Unlisted & Closed' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Draft' })).toBeDisabled();
    canvas.getByRole('tab', { name: 'Live' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Unlisted & Closed' })).toHaveFocus();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, value: 'draft' },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
  },
};
