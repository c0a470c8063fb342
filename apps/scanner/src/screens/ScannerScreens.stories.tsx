import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderScreen, screenShowing } from '../../../../.storybook/screens/harness';
import { App } from '../App';
import { scanningSlice } from '../state/scanning-slice';

/** The gate scanner's key screens (phone first), against the API answers recorded from the demo seed. */
const meta = {
  title: 'Screens/Scanner',
  tags: ['!autodocs'],
  render: renderScreen(<App />, { scanning: scanningSlice.reducer }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const login = (size: 'phone' | 'desktop'): Story => screenShowing({ path: '/login', account: null, size, heading: 'Log in' });
export const LoginPhone = login('phone');
export const LoginDesktop = login('desktop');

const home = (size: 'phone' | 'desktop'): Story => screenShowing({ path: '/scanningApp', account: 'gate', size, heading: /./ });
export const HomePhone = home('phone');
export const HomeDesktop = home('desktop');

const eventList = (size: 'phone' | 'desktop'): Story => screenShowing({ path: '/scanningApp/eventList', account: 'gate', size, heading: /./ });
export const EventListPhone = eventList('phone');
export const EventListDesktop = eventList('desktop');
