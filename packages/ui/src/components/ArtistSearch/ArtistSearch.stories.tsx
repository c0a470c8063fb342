import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ARTIST_ADD_AS, ARTIST_DIRECTORY_HINT, ARTIST_SEARCH_PLACEHOLDER, EVENT_ERROR_TEXTS, SUPPORT_EMAIL } from '@diy/domain';
import { ArtistNotFound, ArtistSearch, type ArtistResult, type ArtistSearchProps } from './ArtistSearch';

const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#f4a261"/><circle cx="24" cy="19" r="9" fill="#264653"/><rect x="10" y="31" width="28" height="20" rx="10" fill="#264653"/></svg>',
  );

const directory: ArtistResult[] = [
  { id: 'A1', name: 'Anoushka Rao', url: portrait, primaryRole: 'Music', knownFor: 'Sitar Nights' },
  { id: 'A2', name: 'Anand Kulkarni', url: null, primaryRole: 'Actor', knownFor: 'Natak Company' },
  { id: 'A3', name: 'Ananya Sen', url: null, primaryRole: 'Director', knownFor: null },
];

function StatefulSearch(args: ArtistSearchProps) {
  const [query, setQuery] = useState(args.query);
  const results = query.trim() === '' ? [] : directory.filter((a) => a.name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <ArtistSearch
      {...args}
      query={query}
      results={args.results.length > 0 || args.loading ? args.results : results}
      onQueryChange={(q) => {
        setQuery(q);
        args.onQueryChange(q);
      }}
    />
  );
}

const meta = {
  title: 'Events/ArtistSearch',
  component: ArtistSearch,
  args: {
    query: '',
    onQueryChange: fn(),
    results: [],
    onAdd: fn(),
    emptyMessage: <ArtistNotFound />,
    hint: ARTIST_DIRECTORY_HINT,
  },
  render: StatefulSearch,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof ArtistSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search for artists & crew' });
    await expect(box).toHaveAttribute('placeholder', ARTIST_SEARCH_PLACEHOLDER);
    await expect(box).toHaveAccessibleDescription(ARTIST_DIRECTORY_HINT);
    await userEvent.type(box, 'anan');
    const list = canvas.getByRole('list', { name: 'Matching artists' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await userEvent.click(within(items[1]!).getByRole('button', { name: ARTIST_ADD_AS }));
    await expect(args.onAdd).toHaveBeenCalledWith(directory[2]);
    await expect(canvas.getByText('2 artists found')).toBeInTheDocument();
  },
};

export const Results: Story = {
  args: { query: 'an', results: directory, addedIds: ['A2'] },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: ARTIST_ADD_AS });
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toHaveAccessibleDescription('Anoushka Rao');
    await expect(canvas.getByRole('button', { name: 'Added' })).toBeDisabled();
    await expect(canvas.getByText('Music · Known for Sitar Nights')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { query: 'zakir', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching artists');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(EVENT_ERROR_TEXTS.noArtistFound)).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'Zubin Q');
    const message = canvas.getAllByText(EVENT_ERROR_TEXTS.noArtistFound);
    // Shown, and announced through the live region.
    await expect(message).toHaveLength(2);
    const mail = canvas.getByRole('link', { name: SUPPORT_EMAIL });
    await expect(mail).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, query: 'an', results: directory, hint: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    for (const button of canvas.getAllByRole('button', { name: ARTIST_ADD_AS })) await expect(button).toBeDisabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
