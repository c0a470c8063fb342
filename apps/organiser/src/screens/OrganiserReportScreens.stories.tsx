import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { renderScreen, SCREEN_IDS, screenShowing, type ScreenCanvas } from '../../../../.storybook/screens/harness';
import { App } from '../App';
import { REPORT_ROUTES } from '../pages/reports/paths';

/**
 * The organiser's reports (an event's, a show's, a booking found by its id) and the offer wizard, against the answers
 * recorded from the demo seed. The show and the booking are the gate demo's, named by the recording (SCREEN_IDS).
 */
const meta = {
  title: 'Screens/Organiser reports and offers',
  tags: ['!autodocs'],
  render: renderScreen(<App />),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Size = 'phone' | 'desktop';

const EVENT_TITLE = 'Zakir Khan: Mannpasand';

const eventReport = (size: Size): Story =>
  screenShowing({ path: REPORT_ROUTES.event(SCREEN_IDS.eventCode), account: 'organiser', size, heading: EVENT_TITLE, text: `${SCREEN_IDS.eventCode} · sales by show and ticket type` });
export const EventReportDesktop = eventReport('desktop');
export const EventReportPhone = eventReport('phone');

const sessionReport = (size: Size): Story =>
  screenShowing({ path: REPORT_ROUTES.session(SCREEN_IDS.eventCode, SCREEN_IDS.sessionId), account: 'organiser', size, heading: EVENT_TITLE, text: /^Phoenix Marketcity/ });
export const SessionReportDesktop = sessionReport('desktop');
export const SessionReportPhone = sessionReport('phone');

/** The show's report, a booking id typed in its search: the booking's tickets. */
const bookingSearch = (size: Size): Story =>
  screenShowing({
    path: REPORT_ROUTES.session(SCREEN_IDS.eventCode, SCREEN_IDS.sessionId),
    account: 'organiser',
    size,
    heading: EVENT_TITLE,
    interact: async (canvas) => {
      await userEvent.type(await canvas.findByRole('searchbox', { name: 'Booking id' }), `${SCREEN_IDS.bookingId}{Enter}`);
      const booking = await canvas.findByRole('region', { name: `Booking ${SCREEN_IDS.bookingId}` }, { timeout: 10_000 });
      await expect(booking).toBeVisible();
      booking.scrollIntoView({ block: 'center' });
    },
  });
export const BookingSearchDesktop = bookingSearch('desktop');
export const BookingSearchPhone = bookingSearch('phone');

/** Picks the first choice of a step's radio group and moves on with the step's button. */
async function pickFirst(canvas: ScreenCanvas, group: string, next: string) {
  const choices = await canvas.findByRole('radiogroup', { name: group }, { timeout: 10_000 });
  const [first] = await within(choices).findAllByRole('radio');
  if (!first) throw new Error(`no choice in ${group}`);
  await userEvent.click(first);
  await userEvent.click(canvas.getByRole('button', { name: next }));
}

const wizardEvent = (size: Size): Story =>
  screenShowing({ path: '/offers/configure/event', account: 'organiser', size, heading: 'Create an offer', text: EVENT_TITLE });
export const OfferWizardEventDesktop = wizardEvent('desktop');
export const OfferWizardEventPhone = wizardEvent('phone');

/** The second step, reached through the first: the audiences an offer can be for. */
const wizardAudience = (size: Size): Story =>
  screenShowing({
    path: '/offers/configure/event',
    account: 'organiser',
    size,
    heading: 'Create an offer',
    interact: async (canvas) => {
      await pickFirst(canvas, 'Events', 'Next: select users');
      await canvas.findByRole('radiogroup', { name: 'Audiences' }, { timeout: 10_000 });
    },
    text: /^For /,
  });
export const OfferWizardAudienceDesktop = wizardAudience('desktop');
export const OfferWizardAudiencePhone = wizardAudience('phone');

/** The last step, reached through the first two: the catalogue's offers for that audience. */
const wizardOffer = (size: Size): Story =>
  screenShowing({
    path: '/offers/configure/event',
    account: 'organiser',
    size,
    heading: 'Create an offer',
    interact: async (canvas) => {
      await pickFirst(canvas, 'Events', 'Next: select users');
      await pickFirst(canvas, 'Audiences', 'Next: choose an offer');
      await expect(await canvas.findByRole('button', { name: 'Create offer' }, { timeout: 10_000 })).toBeVisible();
    },
    text: /^For /,
  });
export const OfferWizardOfferDesktop = wizardOffer('desktop');
export const OfferWizardOfferPhone = wizardOffer('phone');
