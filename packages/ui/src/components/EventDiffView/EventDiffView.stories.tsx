import { EVENT_DIFF_TEXTS, type EventFieldDiff } from '@diy/domain';
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

/** What a screen reader is told before a mark (generated text, out of the copied text). */
const said = (el: Element, where: '::before' | '::after') => getComputedStyle(el, where).content;

export const Default: Story = {
  play: async ({ canvas }) => {
    const changed = canvas.getByRole('article', { name: 'Changed: Description' });
    const live = within(changed).getByLabelText('Description: live now');
    const proposed = within(changed).getByLabelText('Description: proposed');
    await expect(live).toHaveTextContent('Three sets of live jazz with the Trio.');
    // Only the words the copy adds are marked, not the paragraph (issue 34); the live side lost nothing.
    const added = proposed.querySelectorAll('ins');
    await expect(added).toHaveLength(1);
    await expect(added[0]).toHaveTextContent(/^and a guest vocalist from Chennai$/);
    await expect(live.querySelectorAll('del')).toHaveLength(0);
    await expect(said(added[0]!, '::before')).toBe(JSON.stringify(EVENT_DIFF_TEXTS.addedStart));
    await expect(said(added[0]!, '::after')).toBe(JSON.stringify(EVENT_DIFF_TEXTS.addedEnd));
    await expect(getComputedStyle(added[0]!).textDecorationLine).toBe('underline');
    // Unchanged fields are collapsed until asked for.
    const summary = canvas.getByText('3 unchanged fields');
    await expect(canvas.getByText('Bengaluru Jazz Evenings')).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByText('Bengaluru Jazz Evenings')).toBeVisible();
  },
};

export const WordsReplaced: Story = {
  args: {
    diff: [
      field({
        field: 'synopsis',
        label: 'Description',
        kind: 'richText',
        changed: true,
        live: ['An evening of stand-up, with a short interval. Doors open at 07:00 PM.'],
        proposed: ['An evening of stand-up with a guest comic from Chennai. Doors open at 07:30 PM.'],
      }),
      ...unchanged,
    ],
  },
  play: async ({ canvas }) => {
    const live = canvas.getByLabelText('Description: live now');
    const proposed = canvas.getByLabelText('Description: proposed');
    // What the copy drops, struck through on the live side; what it brings, on the proposed side; the rest as it is.
    await expect([...live.querySelectorAll('del')].map((d) => d.textContent)).toEqual([',', 'short interval', '07:00']);
    await expect([...proposed.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['guest comic from Chennai', '07:30']);
    await expect(said(live.querySelector('del')!, '::before')).toBe(JSON.stringify(EVENT_DIFF_TEXTS.removedStart));
    await expect(getComputedStyle(live.querySelector('del')!).textDecorationLine).toBe('line-through');
    await expect(proposed).toHaveTextContent('An evening of stand-up with a guest comic from Chennai. Doors open at 07:30 PM.');
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
    // The line the copy adds is marked whole; the line both have is not.
    const genre = canvas.getByLabelText('Genre: proposed');
    await expect([...genre.querySelectorAll('ins')].map((i) => i.textContent)).toEqual(['Blues']);
    await expect(within(genre).getByText('Jazz').closest('ins')).toBeNull();
    // An image only one side has is marked too.
    await expect(canvas.getByAltText('Banner live now').closest('del')).not.toBeNull();
    await expect(canvas.getByAltText('Banner proposed').closest('ins')).not.toBeNull();
    await expect(canvas.getByAltText('Poster live now').closest('del')).not.toBeNull();
    await expect(within(canvas.getByLabelText('Poster: proposed')).getByText('—')).toBeInTheDocument();
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
    // The show's time is what changed, not its line.
    await expect([...canvas.getByLabelText('Shows and ticket types: live now').querySelectorAll('del')].map((d) => d.textContent)).toEqual(['07:30']);
    await expect([...canvas.getByLabelText('Shows and ticket types: proposed').querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['09:00']);
  },
};

export const NoChanges: Story = {
  args: { diff: unchanged },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This copy changes nothing the public sees.')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    // One column: the proposed value under the live one, its marks as on a desktop.
    const live = canvas.getByLabelText('Description: live now').getBoundingClientRect();
    const proposed = canvas.getByLabelText('Description: proposed');
    await expect(proposed.getBoundingClientRect().top).toBeGreaterThanOrEqual(live.bottom);
    await expect(proposed.querySelector('ins')).toHaveTextContent(/^and a guest vocalist from Chennai$/);
  },
};
