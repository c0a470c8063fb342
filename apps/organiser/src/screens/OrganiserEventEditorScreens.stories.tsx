import type { Meta, StoryObj } from '@storybook/react-vite';
import { EVENT_ROUTES, EVENT_SECTIONS, type EventSectionSlug } from '@diy/domain';
import { expect } from 'storybook/test';
import { renderScreen, SCREEN_IDS, screenShowing } from '../../../../.storybook/screens/harness';
import { App } from '../App';
import { SCHEDULE_TEXTS } from '../pages/schedule/ScheduleSection';
import { TICKET_STEP_TEXTS } from '../pages/schedule/TicketStep';

/**
 * The event editor of a live demo event (the one the gate demo scans, with shows and ticket types): its overview, each
 * section of the overview's list, the schedule and the ticket step of its venue, against the answers recorded from
 * the demo seed. The event's draft id and venue come from the recording (SCREEN_IDS), never from a copy.
 */
const meta = {
  title: 'Screens/Organiser event editor',
  tags: ['!autodocs'],
  render: renderScreen(<App />),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Size = 'phone' | 'desktop';

/** The event's title under every section's heading (the recorded event list names it). */
const EVENT_TITLE = 'Zakir Khan: Mannpasand';
const titleOf = (slug: EventSectionSlug) => EVENT_SECTIONS.find((s) => s.slug === slug)?.title ?? slug;
const sectionPath = (section: string) => EVENT_ROUTES.section(SCREEN_IDS.eventDraftId, section, SCREEN_IDS.eventCode);

/** The overview: every section of the list, the last one included. */
const overview = (size: Size): Story =>
  screenShowing({
    path: EVENT_ROUTES.overview(SCREEN_IDS.eventDraftId),
    account: 'organiser',
    size,
    heading: EVENT_TITLE,
    interact: async (canvas) => {
      const [last] = await canvas.findAllByRole('heading', { name: titleOf('tnc') }, { timeout: 10_000 });
      await expect(last).toBeVisible();
    },
  });
export const OverviewDesktop = overview('desktop');
export const OverviewPhone = overview('phone');

/** One section's screen: its heading is the section's title, the event's title under it. */
const section = (slug: EventSectionSlug, size: Size): Story =>
  screenShowing({ path: sectionPath(slug), account: 'organiser', size, heading: titleOf(slug), text: EVENT_TITLE });

export const EventInfoDesktop = section('eventInfo', 'desktop');
export const EventInfoPhone = section('eventInfo', 'phone');
export const ImagesDesktop = section('banner', 'desktop');
export const ImagesPhone = section('banner', 'phone');
export const AdditionalInfoDesktop = section('additionalInfo', 'desktop');
export const AdditionalInfoPhone = section('additionalInfo', 'phone');
export const ArtistsDesktop = section('artistInfo', 'desktop');
export const ArtistsPhone = section('artistInfo', 'phone');
export const AboutDesktop = section('about', 'desktop');
export const AboutPhone = section('about', 'phone');
export const TermsDesktop = section('tnc', 'desktop');
export const TermsPhone = section('tnc', 'phone');

const schedule = (size: Size): Story =>
  screenShowing({ path: sectionPath('venueInfo'), account: 'organiser', size, heading: SCHEDULE_TEXTS.title, text: EVENT_TITLE });
export const ScheduleDesktop = schedule('desktop');
export const SchedulePhone = schedule('phone');

/** The ticket step of the event's venue (/edit/{venueCode}). */
const tickets = (size: Size): Story =>
  screenShowing({
    path: sectionPath(SCREEN_IDS.venueCode),
    account: 'organiser',
    size,
    heading: new RegExp(`^${TICKET_STEP_TEXTS.title('')}`),
    text: TICKET_STEP_TEXTS.liveLead,
  });
export const TicketsDesktop = tickets('desktop');
export const TicketsPhone = tickets('phone');
