import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ARTIST_ROLES, SELECT_ROLE_TITLE } from '@diy/domain';
import { SelectRoleDialog, type SelectRoleDialogProps } from './SelectRoleDialog';

function StatefulDialog(args: SelectRoleDialogProps) {
  const [roles, setRoles] = useState<string[]>([...args.value]);
  return (
    <SelectRoleDialog
      {...args}
      value={roles}
      onChange={(next) => {
        setRoles(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Events/SelectRoleDialog',
  component: SelectRoleDialog,
  args: {
    open: true,
    artistName: 'Anoushka Rao',
    roles: ARTIST_ROLES,
    value: [],
    onChange: fn(),
    onCreate: fn(),
    onClose: fn(),
  },
  render: StatefulDialog,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SelectRoleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: SELECT_ROLE_TITLE });
    await expect(dialog).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create' });
    // Create stays disabled until a role is chosen.
    await expect(create).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Music' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Music']);
    await expect(create).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Actor' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Actor', 'Music']);
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const Untick: Story = {
  args: { value: ['Director'] },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Director' }));
    await expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const ExistingArtist: Story = {
  args: { value: ['Writer', 'Producer'], onDelete: fn(), createLabel: 'Save' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('checkbox', { name: 'Writer' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.tab(); // Close
    await userEvent.tab(); // first role
    await expect(screen.getByRole('checkbox', { name: ARTIST_ROLES[0] })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([ARTIST_ROLES[0]]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { value: ['Music'], busy: true },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true');
  },
};
