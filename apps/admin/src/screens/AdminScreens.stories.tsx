import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderScreen, screenShowing } from '../../../../.storybook/screens/harness';
import { App } from '../App';
import { STAFF_PATHS } from '../staff-paths';

/** The staff admin's key screens (desktop first), against the API answers recorded from the demo seed. */
const meta = {
  title: 'Screens/Admin',
  tags: ['!autodocs'],
  render: renderScreen(<App />),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const home = (size: 'phone' | 'desktop'): Story => screenShowing({ path: STAFF_PATHS.home, account: 'admin', size, heading: /./ });
export const HomeDesktop = home('desktop');
export const HomePhone = home('phone');

const approval = (size: 'phone' | 'desktop'): Story => screenShowing({ path: STAFF_PATHS.organiserApproval, account: 'admin', size, heading: /organiser/i });
export const OrganiserApprovalDesktop = approval('desktop');
export const OrganiserApprovalPhone = approval('phone');

const users = (size: 'phone' | 'desktop'): Story => screenShowing({ path: STAFF_PATHS.users, account: 'admin', size, heading: /users/i });
export const UsersAndAccessDesktop = users('desktop');
export const UsersAndAccessPhone = users('phone');

const offers = (size: 'phone' | 'desktop'): Story => screenShowing({ path: STAFF_PATHS.offers, account: 'admin', size, heading: /offer/i });
export const OfferCatalogueDesktop = offers('desktop');
export const OfferCataloguePhone = offers('phone');
