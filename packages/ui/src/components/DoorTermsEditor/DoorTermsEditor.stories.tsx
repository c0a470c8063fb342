import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DoorTermsEditor, type DoorTermsValue, type NewDoorTypeValue } from './DoorTermsEditor';

const types = [
  { code: 'GOLD', name: 'Gold', pricePaise: 1_999_00 },
  { code: 'SILVER', name: 'Silver', pricePaise: 999_00 },
];
const empty: DoorTermsValue = { compLimit: '0', offersAtDoor: false, types: {} };

const meta = {
  title: 'Box office/DoorTermsEditor',
  component: DoorTermsEditor,
  args: { show: 'NSCI Dome, 28/11/2026 07:30 PM', ticketTypes: types, value: empty, onChange: fn(), onSave: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <DoorTermsEditor {...args} value={value} onChange={(v) => { setValue(v); args.onChange(v); }} />;
  },
} satisfies Meta<typeof DoorTermsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const comp = canvas.getByLabelText('Complimentary tickets allowed');
    await userEvent.clear(comp);
    await userEvent.type(comp, '5');
    await userEvent.click(canvas.getByLabelText('Offers apply at the door'));
    await userEvent.type(canvas.getByLabelText('Door price for Gold (₹)'), '2200');
    await userEvent.click(canvas.getByLabelText('Silver: door only'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save door terms' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      compLimit: '5',
      offersAtDoor: true,
      types: { GOLD: { doorPrice: '2200', doorOnly: false }, SILVER: { doorPrice: '', doorOnly: true } },
    });
    await expect(canvas.getByText('Online ₹1,999.00')).toBeVisible();
  },
};

/** Errors sit under their fields: the comp limit and one type's door price. */
export const Errors: Story = {
  args: {
    value: { compLimit: '-1', offersAtDoor: false, types: { GOLD: { doorPrice: 'abc', doorOnly: false } } },
    errors: { compLimit: 'A complimentary limit must be a whole number from 0 to 10000', doorPrice: { GOLD: 'A door price must be a whole number of paise' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Complimentary tickets allowed')).toHaveAccessibleDescription(/A complimentary limit must be a whole number/);
    await expect(canvas.getByLabelText('Door price for Gold (₹)')).toHaveAccessibleDescription(/A door price must be a whole number/);
    await expect(canvas.getByLabelText('Door price for Silver (₹)')).not.toHaveAccessibleDescription(/must be/);
  },
};

export const Saved: Story = {
  args: { savedMessage: 'Door terms saved.', value: { compLimit: '3', offersAtDoor: true, types: { SILVER: { doorPrice: '', doorOnly: true } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Door terms saved.')).toBeVisible();
    await expect(canvas.getByLabelText('Silver: door only')).toBeChecked();
    await expect(canvas.getByLabelText('Offers apply at the door')).toBeChecked();
  },
};

export const NoTicketTypes: Story = {
  args: { ticketTypes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no ticket types yet/)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Complimentary tickets allowed')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save door terms' })).toBeNull();
  },
};

const onAdd = fn();
/** A new ticket type sold only at the door: an approved name, its inventory and price. */
export const NewDoorOnlyType: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<NewDoorTypeValue>({ name: '', inventory: '', price: '' });
    return <DoorTermsEditor {...args} newType={{ approvedTypes: ['Gold', 'Door Pass'], value, onChange: setValue, onAdd: () => onAdd(value), errors: value.inventory === '0' ? { inventory: 'Inventory must be at least 1' } : {} }} />;
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'New door-only ticket type' });
    await expect(form).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Ticket type'), 'Door Pass');
    await userEvent.type(canvas.getByLabelText('Total inventory'), '0');
    await expect(canvas.getByLabelText('Total inventory')).toHaveAccessibleDescription('Inventory must be at least 1');
    await userEvent.clear(canvas.getByLabelText('Total inventory'));
    await userEvent.type(canvas.getByLabelText('Total inventory'), '50');
    await userEvent.type(canvas.getByLabelText('Price at the door (₹)'), '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Add door-only type' }));
    await expect(onAdd).toHaveBeenCalledWith({ name: 'Door Pass', inventory: '50', price: '500' });
  },
};
