import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from '../TextField';
import { SaveBar } from './SaveBar';

const meta = {
  title: 'Forms/SaveBar',
  component: SaveBar,
  args: { visible: true, onSave: fn(), onDiscard: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('region', { name: 'Unsaved changes' });
    await expect(bar).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, onDiscard: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Discard' })).toBeNull();
  },
};

export const ContinueLabel: Story = {
  args: { label: 'Continue', onDiscard: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** The page shows the bar only once a value differs from the one first loaded. */
export const AppearsOnChange: Story = {
  args: { visible: false },
  render: function ChangedForm(args) {
    const loaded = 'Jazz night';
    const [title, setTitle] = useState(loaded);
    return (
      <div>
        <TextField label="Event title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <SaveBar {...args} visible={title !== loaded} onDiscard={() => setTitle(loaded)} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Event title'), ' live');
    await expect(canvas.getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(canvas.getByLabelText('Event title')).toHaveValue('Jazz night');
    await expect(canvas.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
  },
};
