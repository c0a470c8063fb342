import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SUPPORT_EMAIL, VENUE_MODAL_MIN_WIDTH_PX } from '@diy/domain';
import { VenueSelection, type VenueOption, type VenueSelectionProps } from './VenueSelection';

const venues: VenueOption[] = [
  { code: 'NCPA', name: 'NCPA Tata Theatre', address: 'Nariman Point, Mumbai', trending: true },
  { code: 'JWG', name: 'Jio World Garden', address: 'BKC, Mumbai', trending: true },
  { code: 'PMC', name: 'Phoenix Marketcity', address: 'Kurla, Mumbai', trending: false },
  { code: 'HAB', name: 'The Habitat', address: 'Khar, Mumbai', trending: false },
];

function Stateful(props: VenueSelectionProps) {
  const [selected, setSelected] = useState(props.selected);
  const [search, setSearch] = useState(props.search);
  return (
    <VenueSelection
      {...props}
      selected={selected}
      search={search}
      onSelectedChange={(next) => {
        setSelected(next);
        props.onSelectedChange(next);
      }}
      onSearchChange={(text) => {
        setSearch(text);
        props.onSearchChange(text);
      }}
    />
  );
}

const meta = {
  title: 'Events/VenueSelection',
  component: VenueSelection,
  args: {
    open: true,
    venues,
    selected: [],
    search: '',
    onSelectedChange: fn(),
    onSearchChange: fn(),
    onProceed: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof VenueSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Venue Selection' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().width)).toBeGreaterThanOrEqual(VENUE_MODAL_MIN_WIDTH_PX));
    const recent = within(dialog).getByRole('region', { name: 'Recent Venues' });
    const all = within(dialog).getByRole('region', { name: 'All Venues' });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(all).getAllByRole('listitem')).toHaveLength(2);
    const proceed = within(dialog).getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^NCPA Tata Theatre/ }));
    await expect(within(dialog).queryByRole('button', { name: /^NCPA Tata Theatre/ })).toBeNull();
    await expect(within(dialog).getByRole('list', { name: 'Chosen venues' })).toHaveTextContent('NCPA Tata Theatre');
    await userEvent.click(within(dialog).getByRole('button', { name: /^The Habitat/ }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([venues[0], venues[3]]);
    await expect(proceed).toBeEnabled();
    await userEvent.click(proceed);
    await expect(args.onProceed).toHaveBeenCalledTimes(1);
  },
};

export const ChosenNotListed: Story = {
  args: { selected: [venues[0]!, venues[1]!] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Venue Selection' });
    await expect(within(dialog).queryByRole('region', { name: 'Recent Venues' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Jio World Garden' }));
    await expect(within(dialog).getByRole('region', { name: 'Recent Venues' })).toHaveTextContent('Jio World Garden');
  },
};

export const Searching: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Venue Selection' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search venues' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'Hab');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Hab');
  },
};

export const Loading: Story = {
  args: { loading: true, venues: [], search: 'Pri' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Venue Selection' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading venues');
    await expect(within(dialog).queryByText(/We could not find/)).toBeNull();
  },
};

export const NotFound: Story = {
  args: { venues: [], search: 'Prithvi' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Venue Selection' });
    const message = within(dialog).getByText(/We could not find "Prithvi"/);
    await expect(message).toHaveTextContent(`Write to ${SUPPORT_EMAIL} to register the venue.`);
    await expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', expect.stringContaining(`mailto:${SUPPORT_EMAIL}`));
  },
};

export const OneVenueOnly: Story = {
  args: { maxSelected: 1, selected: [venues[0]!] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Venue Selection' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Jio World Garden/ }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([venues[1]]);
  },
};

export const PhoneDrawer: Story = {
  args: { layout: 'phone' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Venue Selection' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
