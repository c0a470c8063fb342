import { SESSION_STATE_LABELS, SHOW_CANCEL_UI_TEXTS } from '@diy/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublishedShows, type PublishedShow } from './PublishedShows';

const shows: PublishedShow[] = [
  { sessionId: 's2', showTime: '2027-03-12T14:00:00.000Z', venueName: 'Shilpakala Vedika', state: 'published', ticketsSold: 1240, bookings: 415 },
  { sessionId: 's1', showTime: '2027-03-05T14:00:00.000Z', venueName: 'Shilpakala Vedika', state: 'expired', ticketsSold: 980, bookings: 300 },
  { sessionId: 's3', showTime: '2027-03-19T14:00:00.000Z', venueName: 'Shilpakala Vedika', state: 'cancelled', ticketsSold: 6, bookings: 2 },
  { sessionId: 's4', showTime: '2027-03-26T14:00:00.000Z', venueName: 'Shilpakala Vedika', state: 'unpublished', ticketsSold: 0, bookings: 0 },
];

const meta = {
  title: 'Events/PublishedShows',
  component: PublishedShows,
  args: { shows, onCancel: fn() },
} satisfies Meta<typeof PublishedShows>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, iso: string) => canvas.getByRole('listitem', { name: SHOW_CANCEL_UI_TEXTS.when(iso) });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    // Time order, in IST.
    await expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      '05/03/2027 07:30 PM IST', '12/03/2027 07:30 PM IST', '19/03/2027 07:30 PM IST', '26/03/2027 07:30 PM IST',
    ]);
    const live = within(rowOf(canvas, shows[0]!.showTime));
    await expect(live.getByText(SESSION_STATE_LABELS.published)).toBeInTheDocument();
    await expect(live.getByText('1,240 tickets sold, 415 bookings')).toBeInTheDocument();
    await userEvent.click(live.getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.actionFor(shows[0]!.showTime) }));
    await expect(args.onCancel).toHaveBeenCalledWith('s2');
    // Every show that is neither over nor cancelled offers the action: the published one and the un-published one.
    await expect(canvas.getAllByRole('button', { name: /^Cancel show on / })).toHaveLength(2);
  },
};

export const Cancelled: Story = {
  args: { shows: [shows[2]!] },
  play: async ({ canvas }) => {
    const row = within(rowOf(canvas, shows[2]!.showTime));
    await expect(row.getByText(SESSION_STATE_LABELS.cancelled)).toBeInTheDocument();
    // Its sales stay on the list; there is nothing left to do with it.
    await expect(row.getByText('6 tickets sold, 2 bookings')).toBeInTheDocument();
    await expect(row.queryByRole('button')).toBeNull();
  },
};

export const Over: Story = {
  args: { shows: [shows[1]!] },
  play: async ({ canvas }) => {
    const row = within(rowOf(canvas, shows[1]!.showTime));
    await expect(row.getByText(SHOW_CANCEL_UI_TEXTS.expired)).toBeInTheDocument();
    await expect(row.queryByRole('button')).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByText(SHOW_CANCEL_UI_TEXTS.listHint)).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.actionFor(shows[0]!.showTime) });
    // A comfortable touch target, inside the screen.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
