import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderScreen, screenShowing } from '../../../../.storybook/screens/harness';
import { App } from '../App';

/**
 * The organiser console's key screens: the real pages and routes against the API answers recorded from the demo seed
 * (.storybook/screens), at phone (360 x 780) and desktop (1366 x 800).
 */
const meta = {
  title: 'Screens/Organiser',
  tags: ['!autodocs'],
  render: renderScreen(<App />),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const login = (size: 'phone' | 'desktop'): Story => screenShowing({ path: '/login', account: null, size, heading: 'Log in', text: 'Login with OTP' });
export const LoginDesktop = login('desktop');
export const LoginPhone = login('phone');

const dashboard = (size: 'phone' | 'desktop'): Story =>
  screenShowing({ path: '/apps', account: 'organiser', size, heading: /^Welcome, / });
export const DashboardDesktop = dashboard('desktop');
export const DashboardPhone = dashboard('phone');

const events = (size: 'phone' | 'desktop'): Story => screenShowing({ path: '/events/live', account: 'organiser', size, heading: /events/i });
export const EventListDesktop = events('desktop');
export const EventListPhone = events('phone');

const reports = (size: 'phone' | 'desktop'): Story => screenShowing({ path: '/reports', account: 'organiser', size, heading: /reports/i });
export const ReportsDesktop = reports('desktop');
export const ReportsPhone = reports('phone');

const offers = (size: 'phone' | 'desktop'): Story => screenShowing({ path: '/offers/dashboard', account: 'organiser', size, heading: /offers/i });
// This story found two search landmarks named "Search events" on desktop (the app bar's and the page's, axe
// landmark-unique): the page's is "Search events with offers" now.
export const OffersDashboardDesktop = offers('desktop');
export const OffersDashboardPhone = offers('phone');

// Seed 001 section 2: opened with an id in the query while logged in, the console deletes the token and shows the
// login. Routed in memory here, so this also proves the shell reads its router's query, not the frame's address
// (Storybook's own frame is always opened with `?id=<story>`, which logged every served screen out).
const openedWithId = (size: 'phone' | 'desktop'): Story =>
  screenShowing({ path: '/apps?id=ET00000001', account: 'organiser', size, heading: 'Log in', text: 'Login with OTP' });
export const OpenedWithAnIdDesktop = openedWithId('desktop');
export const OpenedWithAnIdPhone = openedWithId('phone');
