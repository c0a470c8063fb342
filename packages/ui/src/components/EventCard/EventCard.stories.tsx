import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CARD_STATUSES } from '@diy/domain';
import { Button } from '../Button';
import { EventCard } from './EventCard';

/** An inline SVG banner so the stories need no network. */
const banner =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312c94"/><stop offset="1" stop-color="#e8590c"/></linearGradient></defs>
      <rect width="640" height="320" fill="url(#g)"/>
      <circle cx="520" cy="70" r="120" fill="#ffffff" fill-opacity="0.12"/>
      <circle cx="90" cy="300" r="160" fill="#ffffff" fill-opacity="0.08"/>
    </svg>`,
  );

const meta = {
  title: 'Data display/EventCard',
  component: EventCard,
  args: {
    title: 'Sunburn Arena ft. Local Heroes',
    status: 'active',
    category: 'Concerts',
    city: 'Mumbai',
    venueName: 'Jio World Garden, BKC',
    when: 'Sat, 14/12/2024, 7:30 PM',
    bannerUrl: banner,
  },
  argTypes: { status: { control: 'select', options: [...CARD_STATUSES] } },
  decorators: [(Story, { parameters }) => <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 340 }}><Story /></div>],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sunburn Arena ft. Local Heroes' })).toBeInTheDocument();
    await expect(canvas.getByText('LIVE')).toBeInTheDocument();
    await expect(canvas.getByText('Concerts')).toBeInTheDocument();
    await expect(canvas.getByText('Jio World Garden, BKC, Mumbai')).toBeInTheDocument();
    await expect(canvas.getByText('Sat, 14/12/2024, 7:30 PM')).toBeInTheDocument();
    await expect(canvas.getByRole('article').querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const WithSales: Story = {
  args: { sold: { sold: 1480, total: 2000 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Tickets sold' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1,480 of 2,000 (74%)');
    await expect(bar.closest('[data-colour]')).toHaveAttribute('data-colour', 'yellow');
  },
};

export const AsLink: Story = {
  args: { href: '#/events/ET00012345' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sunburn Arena ft. Local Heroes' });
    await expect(link).toHaveAttribute('href', '#/events/ET00012345');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Clickable: Story = {
  args: { onClick: fn() },
  play: async ({ canvas, args }) => {
    // The title's button stretches over the card, so whatever point of the card is hit opens it.
    const button = canvas.getByRole('button', { name: 'Sunburn Arena ft. Local Heroes' });
    const meta = canvas.getByRole('article').querySelector('dl') as HTMLElement;
    const box = meta.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const onEdit = fn();
export const WithActions: Story = {
  args: {
    onClick: fn(),
    status: 'draft',
    actions: (
      <>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="ghost">
          Duplicate
        </Button>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Publish was pressed: the card says by when the event is live. */
export const GoingLive: Story = {
  args: { status: 'inactive', note: 'Publishing: live by 10:45 AM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('READY TO PUBLISH')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Publishing: live by 10:45 AM');
  },
};

/** After the last show: PAST in muted grey, not a green NO ACTIVE SESSIONS. */
export const Past: Story = {
  args: { status: 'past', when: 'Sat, 14/12/2024, 7:30 PM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PAST')).toBeInTheDocument();
    await expect(canvas.queryByText('NO ACTIVE SESSIONS')).toBeNull();
  },
};

export const WithoutBanner: Story = {
  args: { bannerUrl: null, status: 'inactive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('banner-fallback')).toHaveTextContent('SA');
    await expect(canvas.getByText('READY TO PUBLISH')).toBeInTheDocument();
  },
};

export const BrokenBanner: Story = {
  args: { bannerUrl: 'data:image/png;base64,bm90IGFuIGltYWdl', title: 'Comedy Open Mic' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('banner-fallback')).toHaveTextContent('CO');
  },
};

export const Minimal: Story = {
  args: { title: 'Untitled event', status: 'draft', category: null, city: null, venueName: null, when: null, bannerUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('definition')).toBeNull();
    await expect(canvas.getByText('WIP / DRAFT')).toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'The Grand Annual Indie Music and Arts Festival of Bengaluru: Three Days, Four Stages, Forty Artists',
    status: 'onHold',
    city: 'Bengaluru',
    venueName: 'Palace Grounds',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};

export const Grid: Story = {
  parameters: { maxWidth: 1100 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 20, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      <EventCard {...args} href="#1" />
      <EventCard {...args} href="#2" title="Stand-up Saturdays" status="review" category="Comedy" city="Pune" venueName="The Box" bannerUrl={null} />
      <EventCard {...args} href="#3" title="Kathak Evening" status="closed" category="Dance" city="Jaipur" venueName="JKK Auditorium" when="Sun, 01/09/2024, 6:00 PM" />
      <EventCard {...args} href="#4" title="Startup Mixer" status="noSessions" category="Workshops" city="Hyderabad" venueName="T-Hub" bannerUrl={null} when={null} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};
