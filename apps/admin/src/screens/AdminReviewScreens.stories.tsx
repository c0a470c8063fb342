import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AccessAnswer } from '@diy/api';
import type { Envelope } from '@diy/domain';
import { expect, userEvent, within } from 'storybook/test';
import { recordedBody, renderScreen, SCREEN_IDS, screenShowing } from '../../../../.storybook/screens/harness';
import { App } from '../App';
import { STAFF_PATHS } from '../staff-paths';

/**
 * Staff review, one item at a time: an organiser's application (the detail beside the queue), a live event's edits
 * as a difference from the live event, and a user's access, against the answers recorded from the demo seed. The
 * event under review is a draft copy the recording made of a live demo event with a new description.
 */
const meta = {
  title: 'Screens/Admin review',
  tags: ['!autodocs'],
  render: renderScreen(<App />),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Size = 'phone' | 'desktop';

const GRANTED = recordedBody('admin', 'POST /api/user/access') as Envelope<AccessAnswer>;

/** The queue's first application (the recording bound its organiser id), opened for review. */
const FIRST_APPLICANT = 'Chennai Carnatic Sabha Trust';
const organiser = (size: Size): Story =>
  screenShowing({
    path: STAFF_PATHS.organiserApproval,
    account: 'admin',
    size,
    heading: 'Organiser approval',
    interact: async (canvas) => {
      await userEvent.click(await canvas.findByRole('button', { name: `Review ${FIRST_APPLICANT}` }, { timeout: 10_000 }));
      const panel = await canvas.findByRole('region', { name: FIRST_APPLICANT }, { timeout: 10_000 });
      await expect(await within(panel).findByRole('button', { name: 'Approve' })).toBeVisible();
    },
    text: 'Srinivasan Raghavan',
  });
export const OrganiserReviewDesktop = organiser('desktop');
export const OrganiserReviewPhone = organiser('phone');

/** The reviewer's view of a live event's edits: each changed field beside the live value. */
const eventReview = (size: Size): Story =>
  screenShowing({
    path: `${STAFF_PATHS.eventReview}/${SCREEN_IDS.reviewDraftId}`,
    account: 'reviewer',
    size,
    heading: 'Anuv Jain Live',
    interact: async (canvas) => {
      await expect(await canvas.findByRole('article', { name: 'Changed: Description' }, { timeout: 10_000 })).toBeVisible();
    },
    text: /with a string quartet/,
  });
export const EventReviewDesktop = eventReview('desktop');
export const EventReviewPhone = eventReview('phone');

const eventQueue = (size: Size): Story =>
  screenShowing({ path: STAFF_PATHS.eventReview, account: 'reviewer', size, heading: /event review/i, text: 'Anuv Jain Live' });
export const EventReviewQueueDesktop = eventQueue('desktop');
export const EventReviewQueuePhone = eventQueue('phone');

/**
 * Users and access: an organiser's user given gate scanning too (ticked in the grant dialog and granted: the answer
 * recorded when the recording granted the same groups).
 */
const USER = 'aditi@punecomedy.in';
const access = (size: Size): Story =>
  screenShowing({
    path: STAFF_PATHS.users,
    account: 'admin',
    size,
    heading: /users/i,
    interact: async (canvas) => {
      await userEvent.click(await canvas.findByRole('button', { name: `Grant access to ${USER}` }, { timeout: 10_000 }));
      const dialog = await canvas.findByRole('dialog', { name: 'Grant dashboard access' });
      await expect(within(dialog).getByRole('checkbox', { name: /DIY_ORGANISER/ })).toBeChecked();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /DIY_SCANNER/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
      await expect(await within(dialog).findByRole('button', { name: 'Done' }, { timeout: 10_000 })).toBeVisible();
    },
    text: GRANTED.data.message,
  });
export const UsersAccessDesktop = access('desktop');
export const UsersAccessPhone = access('phone');
