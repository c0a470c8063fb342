import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EVENT_ROUTES, VISIBLE_EVENT_SECTIONS } from '@diy/domain';
import { SectionList, type SectionListItem } from './SectionList';

const summaries: Record<string, string> = {
  eventInfo: 'Jazz Night at the Terrace · Concerts',
  banner: 'Horizontal banner and vertical poster',
  additionalInfo: 'Hindi, English · 18 years plus · 120 min',
};

const sections: SectionListItem[] = VISIBLE_EVENT_SECTIONS.map((s) => ({
  slug: s.slug,
  title: s.title,
  summary: summaries[s.slug],
  complete: s.slug in summaries,
  editHref: s.slug === 'eventInfo' ? EVENT_ROUTES.create : EVENT_ROUTES.section('DR123', s.slug),
}));

const meta = {
  title: 'Events/SectionList',
  component: SectionList,
  args: { sections, renderLink: (href, children) => <a href={href}>{children}</a> },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof SectionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Event sections' });
    const items = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    await expect(items).toHaveLength(VISIBLE_EVENT_SECTIONS.length);
    await expect(within(items[0]!).getByRole('img', { name: 'Complete' })).toBeInTheDocument();
    await expect(within(items[2]!).getByRole('img', { name: 'Incomplete' })).toBeInTheDocument();
    const edit = canvas.getByRole('link', { name: 'EDIT Add Images' });
    await expect(edit).toHaveAttribute('href', EVENT_ROUTES.section('DR123', 'banner'));
    await expect(canvas.getByRole('link', { name: 'EDIT Event Name & Category' })).toHaveAttribute('href', EVENT_ROUTES.create);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('Additional Info')).toBeInTheDocument();
  },
};

export const Rejected: Story = {
  args: {
    sections: sections.map((s) =>
      s.slug === 'banner' ? { ...s, rejected: ['The banner shows a third-party logo', 'Text on the poster is unreadable'] } : s,
    ),
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('heading', { name: 'Add Images' }).closest('li')!;
    await expect(within(banner).getByText('Rejected in review')).toBeVisible();
    await expect(within(banner).getByText('The banner shows a third-party logo')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { sections: sections.map((s) => ({ ...s, summary: undefined, complete: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('img', { name: 'Complete' })).toHaveLength(0);
  },
};
