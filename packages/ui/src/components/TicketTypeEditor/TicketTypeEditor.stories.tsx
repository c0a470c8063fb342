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
    await expect(within(first).getByText('You receive ₹470.50 per ticket (5% platform fee + GST)')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Copy to all shows' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Copy to all shows?' });
    await expect(within(dialog).getByText('VIP added: 250 tickets at ₹500.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
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
    await expect(canvas.getByText('You receive ₹176.40 per ticket (10% platform fee + GST)')).toBeInTheDocument();
    await expect(canvas.getByText('You receive ₹1,48,230.00 per ticket (1% platform fee + GST)')).toBeInTheDocument();
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

/** A live event with tickets sold: the copy lists its changes first and never takes a show below its sold count. */
export const CopyOnLiveEvent: Story = {
  args: {
    keepSaved: true,
    sessions: [
      { key: 's1', venueName: 'NCPA Tata Theatre', showTime: '2026-11-25T14:00:00.000Z', tickets: [{ key: 'a1', ticketTypeName: 'VIP Lounge', ticketTypeCode: 'VIP', totalInventory: '200', price: '4999', sold: 10 }] },
      {
        key: 's2',
        venueName: 'NCPA Tata Theatre',
        showTime: '2026-11-26T14:00:00.000Z',
        tickets: [
          { key: 'b1', ticketTypeName: 'VIP Lounge', ticketTypeCode: 'VIP', totalInventory: '400', price: '4999', sold: 272 },
          { key: 'b2', ticketTypeName: 'Balcony', ticketTypeCode: 'BALCONY', totalInventory: '100', price: '999' },
        ],
      },
      { key: 's3', venueName: 'NCPA Tata Theatre', showTime: '2026-11-27T14:00:00.000Z', tickets: [{ key: 'c1', ticketTypeName: 'VIP Lounge', ticketTypeCode: 'VIP', totalInventory: '400', price: '4999' }] },
    ],
  },
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('region', { name: 'NCPA Tata Theatre, 25/11/2026 07:30 PM' });
    const second = canvas.getByRole('region', { name: 'NCPA Tata Theatre, 26/11/2026 07:30 PM' });
    // Sold counts show while editing, and a saved type of a published event cannot be removed.
    await expect(within(second).getByText('272 sold, 128 left of 400')).toBeInTheDocument();
    await expect(within(second).queryByRole('button', { name: /Remove ticket 2/ })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Copy to all shows' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Copy to all shows?' });
    await expect(within(dialog).getByText('VIP Lounge: kept at 272, not below the 272 already sold')).toBeInTheDocument();
    await expect(within(dialog).getByText('VIP Lounge: inventory 400 to 200')).toBeInTheDocument();
    await expect(within(dialog).getByText('Balcony stays (on sale on this show)')).toBeInTheDocument();
    // Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(within(second).getAllByLabelText('Total inventory')[0]).toHaveValue('400');
    await userEvent.click(within(first).getByRole('button', { name: 'Copy to all shows' }));
    await userEvent.click(within(await within(document.body).findByRole('dialog', { name: 'Copy to all shows?' })).getByRole('button', { name: 'Copy' }));
    await expect(within(second).getAllByLabelText('Total inventory')[0]).toHaveValue('272');
    await expect(within(second).getByText('272 sold, 0 left of 272')).toBeInTheDocument();
    await expect(within(second).getAllByRole('combobox', { name: 'Ticket type' })[1]).toHaveValue('Balcony');
    const third = canvas.getByRole('region', { name: 'NCPA Tata Theatre, 27/11/2026 07:30 PM' });
    await expect(within(third).getByLabelText('Total inventory')).toHaveValue('200');
    // VIP Lounge is not in the approved list, yet valid: it is on sale on this event (its code).
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Inventory typed below what is sold is flagged at once with the server's words. */
export const BelowSold: Story = {
  args: {
    sessions: [
      { key: 's1', venueName: 'NCPA Tata Theatre', showTime: '2026-11-25T14:00:00.000Z', tickets: [{ key: 'a1', ticketTypeName: 'VIP', ticketTypeCode: 'VIP', totalInventory: '300', price: '500', sold: 272 }] },
    ],
  },
  play: async ({ canvas, args }) => {
    const inventory = canvas.getByLabelText('Total inventory');
    await userEvent.clear(inventory);
    await userEvent.type(inventory, '100');
    await expect(inventory).toHaveAccessibleDescription(/Inventory cannot be less than the 272 tickets already sold/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div style={{ maxWidth: 390 }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox', { name: 'Ticket type' })[0]).toBeVisible();
  },
};
