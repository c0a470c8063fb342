import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TICKET_MESSAGES, TICKET_TYPE_NAME_MESSAGES } from '@diy/domain';
import { TicketTypeEditor, type TicketTypeEditorProps } from './TicketTypeEditor';
import type { TicketSessionValue } from './ticket-rows';

const approved = ['General Admission', 'VIP', 'Early Bird', 'Balcony', 'Gold Circle', 'Student'];
const sessions: TicketSessionValue[] = [
  { key: 's1', venueName: 'NCPA Tata Theatre', showTime: '2026-11-25T14:00:00.000Z', tickets: [{ key: 'r1', ticketTypeName: '', totalInventory: '', price: '' }] },
  { key: 's2', venueName: 'NCPA Tata Theatre', showTime: '2026-11-26T14:00:00.000Z', tickets: [] },
];

function Stateful(props: TicketTypeEditorProps) {
  const [value, setValue] = useState(props.sessions);
  return (
    <TicketTypeEditor
      {...props}
      sessions={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Events/TicketTypeEditor',
  component: TicketTypeEditor,
  args: {
    sessions,
    approvedTypes: approved,
    onChange: fn(),
    onSave: fn(),
    onCreateTicketType: fn(async () => TICKET_MESSAGES.sentForApproval),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TicketTypeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('region', { name: 'NCPA Tata Theatre, 25/11/2026 07:30 PM' });
    const combo = within(first).getByRole('combobox', { name: 'Ticket type' });
    await userEvent.click(combo);
    await userEvent.type(combo, 'vi');
    const list = within(first).getByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(combo).toHaveValue('VIP');
    await userEvent.type(within(first).getByLabelText('Total inventory'), '250');
    await userEvent.type(within(first).getByLabelText('Price (₹)'), '500');
    await expect(within(first).getByText('You receive ₹475.00 per ticket (5% fee)')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Copy to all shows' }));
    const second = canvas.getByRole('region', { name: 'NCPA Tata Theatre, 26/11/2026 07:30 PM' });
    await expect(within(second).getByRole('combobox', { name: 'Ticket type' })).toHaveValue('VIP');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const FeeTiers: Story = {
  args: {
    sessions: [
      {
        key: 's1',
        venueName: 'NCPA Tata Theatre',
        showTime: '2026-11-25T14:00:00.000Z',
        tickets: [
          { key: 'a', ticketTypeName: 'Student', totalInventory: '100', price: '0' },
          { key: 'b', ticketTypeName: 'General Admission', totalInventory: '1000', price: '200' },
          { key: 'c', ticketTypeName: 'Gold Circle', totalInventory: '50', price: '150000' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free ticket: no fee')).toBeInTheDocument();
    await expect(canvas.getByText('You receive ₹180.00 per ticket (10% fee)')).toBeInTheDocument();
    await expect(canvas.getByText('You receive ₹1,48,500.00 per ticket (1% fee)')).toBeInTheDocument();
  },
};

export const InvalidRows: Story = {
  args: {
    sessions: [
      { key: 's1', venueName: 'NCPA Tata Theatre', showTime: '2026-11-25T14:00:00.000Z', tickets: [{ key: 'r1', ticketTypeName: 'VIP', totalInventory: '0', price: '' }] },
      { key: 's2', venueName: 'NCPA Tata Theatre', showTime: '2026-11-26T14:00:00.000Z', tickets: [] },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(TICKET_MESSAGES.inventory)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByText('Please add at least one ticket type to this show')).toBeInTheDocument();
    await expect(canvas.getByText(/Please enter a price of 0/)).toBeInTheDocument();
  },
};

export const NotApprovedName: Story = {
  play: async ({ canvas }) => {
    const combo = canvas.getAllByRole('combobox', { name: 'Ticket type' })[0]!;
    await userEvent.type(combo, 'Premium Lounge');
    await expect(within(canvas.getAllByRole('listbox')[0]!).getByText('No approved ticket type matches')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText(TICKET_MESSAGES.nameLength).length).toBeGreaterThan(0);
  },
};

export const CreateTicketType: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Create new ticket type');
    const send = canvas.getByRole('button', { name: 'Send for approval' });
    await userEvent.type(field, 'A');
    await userEvent.click(send);
    await expect(canvas.getByText(TICKET_MESSAGES.nameLength)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'VIP & Friends');
    await userEvent.click(send);
    await expect(canvas.getByText(TICKET_MESSAGES.nameCharacters)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Premium Lounge');
    await userEvent.click(send);
    await expect(await canvas.findByRole('status')).toHaveTextContent(TICKET_MESSAGES.sentForApproval);
    await expect(args.onCreateTicketType).toHaveBeenCalledWith('Premium Lounge');
    await expect(field).toHaveValue('');
  },
};

export const CreateServerError: Story = {
  args: { onCreateTicketType: fn(async () => Promise.reject(new Error(TICKET_TYPE_NAME_MESSAGES.rejected))) },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Create new ticket type');
    await userEvent.type(field, 'Backstage');
    await userEvent.click(canvas.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(TICKET_TYPE_NAME_MESSAGES.rejected.slice(0, 30))));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: {
    readOnly: true,
    sessions: [
      { key: 's1', venueName: 'NCPA Tata Theatre', showTime: '2026-11-25T14:00:00.000Z', tickets: [{ key: 'r1', ticketTypeName: 'VIP', totalInventory: '250', price: '500', sold: 12 }] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ticket type' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByLabelText('Create new ticket type')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox', { name: 'Ticket type' })[0]).toBeVisible();
  },
};
