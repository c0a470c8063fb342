import type { EventFieldDiff } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EventDiffView } from './EventDiffView';

const svg = (fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="${fill}"/></svg>`)}`;

const field = (f: Partial<EventFieldDiff> & Pick<EventFieldDiff, 'field' | 'label'>): EventFieldDiff => ({
  section: f.field,
  kind: 'text',
  changed: false,
  live: [],
  proposed: [],
  applies: true,
  ...f,
});

const unchanged: EventFieldDiff[] = [
  field({ section: 'eventInfo', field: 'eventTitle', label: 'Event name', live: ['Bengaluru Jazz Evenings'], proposed: ['Bengaluru Jazz Evenings'] }),
  field({ section: 'eventInfo', field: 'category', label: 'Category', kind: 'list', live: ['Concerts'], proposed: ['Concerts'] }),
  field({ section: 'additionalInfo', field: 'duration', label: 'Duration', live: ['120 minutes'], proposed: ['120 minutes'] }),
];

const description = field({
  field: 'synopsis',
  label: 'Description',
  kind: 'richText',
  changed: true,
  live: ['Three sets of live jazz with the Trio.'],
  proposed: ['Three sets of live jazz with the Trio and a guest vocalist from Chennai.'],
});

const meta = {
  title: 'Admin/EventDiffView',
  component: EventDiffView,
  args: { diff: [description, ...unchanged] },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof EventDiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const changed = canvas.getByRole('article', { name: 'Changed: Description' });
    await expect(within(changed).getByLabelText('Description: live now')).toHaveTextContent('Three sets of live jazz with the Trio.');
    await expect(within(changed).getByLabelText('Description: proposed')).toHaveTextContent('a guest vocalist from Chennai');
    // Unchanged fields are collapsed until asked for.
    const summary = canvas.getByText('3 unchanged fields');
    await expect(canvas.getByText('Bengaluru Jazz Evenings')).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText('Bengaluru Jazz Evenings')).toBeVisible();
  },
};

export const ListsAndImages: Story = {
  args: {
    diff: [
      field({ section: 'eventInfo', field: 'genre', label: 'Genre', kind: 'list', changed: true, live: ['Jazz'], proposed: ['Jazz', 'Blues'] }),
      field({ section: 'banner', field: 'desktop', label: 'Banner', kind: 'images', changed: true, live: [svg('#3949ab')], proposed: [svg('#00897b')] }),
      field({ section: 'banner', field: 'webListing', label: 'Poster', kind: 'images', changed: true, live: [svg('#6d4c41')], proposed: [] }),
      ...unchanged,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByAltText('Banner live now')).toBeInTheDocument();
    await expect(canvas.getByAltText('Banner proposed')).toBeInTheDocument();
    await expect(within(canvas.getByLabelText('Poster: proposed')).getByText('—')).toBeInTheDocument();
    // The line the copy adds is marked.
    await expect(canvas.getByText('Blues')).toHaveStyle({ fontWeight: '600' });
  },
};

export const ScheduleKeptOnApproval: Story = {
  args: {
    diff: [
      field({
        section: 'venueInfo',
        field: 'venueInfo',
        label: 'Shows and ticket types',
        kind: 'schedule',
        changed: true,
        applies: false,
        live: ['Phoenix Arena · 12/02/2027 07:30 PM', '  VIP: 40 tickets at ₹1,200.00'],
        proposed: ['Phoenix Arena · 12/02/2027 09:00 PM', '  VIP: 40 tickets at ₹1,200.00'],
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Approval keeps the live schedule/)).toBeInTheDocument();
    await expect(canvas.queryByText(/unchanged field/)).toBeNull();
  },
};

export const NoChanges: Story = {
  args: { diff: unchanged },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This copy changes nothing the public sees.')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};
