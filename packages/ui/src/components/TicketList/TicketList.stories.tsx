import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TicketList, type TicketListItem, type TicketListProps } from './TicketList';

const tickets: TicketListItem[] = [
  { id: 'A1B2C3D4E5F6G7H8', title: 'Gold', detail: 'Ticket 1 of 3', state: 'Not scanned' },
  { id: 'J1K2M3N4P5Q6R7S8', title: 'Gold', detail: 'Ticket 2 of 3', state: 'Inside', stateTone: 'success' },
  { id: 'T1V2W3X4Y5Z60123', title: 'Silver', detail: 'Ticket 3 of 3', state: 'Went out', stateTone: 'info' },
];

function Controlled(args: TicketListProps) {
  const [selected, setSelected] = useState<string[]>([...args.selected]);
  return (
    <TicketList
      {...args}
      selected={selected}
      onToggle={(id) => {
        setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
        args.onToggle(id);
      }}
      onToggleAll={(all) => {
        setSelected(all ? args.tickets.filter((t) => !t.disabled).map((t) => t.id) : []);
        args.onToggleAll(all);
      }}
    />
  );
}

const meta = {
  title: 'Scanning/TicketList',
  component: TicketList,
  args: { legend: 'Tickets of DIY7K3M9QX2TB', tickets, selected: [], onToggle: fn(), onToggleAll: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Tickets of DIY7K3M9QX2TB' })).toBeInTheDocument();
    const first = canvas.getByRole('checkbox', { name: /Ticket 1 of 3/ });
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(args.onToggle).toHaveBeenCalledWith('A1B2C3D4E5F6G7H8');
    const all = canvas.getByRole('checkbox', { name: /Select all/ });
    await expect(all).toHaveProperty('indeterminate', true);
    await expect(canvas.getByText('1 of 3 selected')).toBeInTheDocument();
    const row = first.closest('label') as HTMLElement;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

export const SelectAll: Story = {
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: /Select all/ });
    await userEvent.click(all);
    await expect(args.onToggleAll).toHaveBeenCalledWith(true);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(all);
    await expect(args.onToggleAll).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('checkbox', { name: /Ticket 2 of 3/ })).not.toBeChecked();
  },
};

export const WithCancelled: Story = {
  args: {
    tickets: [...tickets.slice(0, 2), { id: 'CANCELLED0000001', title: 'Silver', detail: 'Ticket 3 of 3', state: 'Cancelled', stateTone: 'danger', disabled: true }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Ticket 3 of 3/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select all/ }));
    await expect(canvas.getByText('2 of 2 selected')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Select all/ })).toBeDisabled();
  },
};
