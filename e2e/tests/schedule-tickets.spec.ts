import {
  CONFIRM_NEW_SHOWS,
  ONLINE_MESSAGES,
  SCHEDULE_MESSAGES,
  SUPPORT_EMAIL,
  TEXT_MESSAGES,
  TICKET_MESSAGES,
  addDays,
  formatCalendarDate,
  istToday,
  parseIstDateTime,
  streamingMailAt,
} from '@diy/domain';
import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { fillOtherSections } from './live-support';
import { API_ORIGIN, ORIGINS, logIn, snap, expect, test } from './support';

/**
 * Schedule and tickets (issue #5) through the organiser console at desktop and phone: venues picked in the Venue
 * Selection, days and show times in the session scheduler (weekly recurrence, duplicate refused, an inactive day),
 * tickets for every show at each venue's ticket step, submission for review; a past event's expired sessions;
 * adding shows to a running event; an online live-streaming event whose details mail reaches the outbox 15
 * minutes before the show; a video-on-demand event refusing a video later than 24 hours before the show.
 * Both projects use the demo organiser; every journey works on its own new draft.
 */
const ACCOUNT = 'organiser@demo.in';

/** dd/MM/yyyy of the IST day `days` after today. */
function day(days: number): string {
  return formatCalendarDate(addDays(istToday(new Date()), days));
}

function uniqueTitle(info: TestInfo, what: string): string {
  return `${what} ${info.project.name} ${Date.now().toString(36)}`;
}

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => localStorage.getItem('diy.accessToken'));
  expect(value).toBeTruthy();
  return value as string;
}

async function apiCall(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) {
  const headers = { 'x-app-code': 'DIY', authorization: `Bearer ${await token(page)}` };
  const response = await page.request.fetch(`${API_ORIGIN}/api${path}`, { method, headers, ...(body !== undefined ? { data: body } : {}) });
  return { status: response.status(), body: (await response.json()) as { data?: any; errors?: { code: string; message: string } } };
}

/** Logs in, creates a draft on the name step and answers its draft id. */
async function createDraft(page: Page, title: string): Promise<string> {
  await page.goto(`${ORIGINS.organiser}/events/create-event`);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, ACCOUNT);
  await expect(page).toHaveURL(/\/events\/create-event$/);
  await page.getByRole('textbox', { name: 'Event name' }).fill(title);
  await page.getByRole('radio', { name: 'Comedy Shows' }).click();
  // The genre picker appears once the category's genres load and pushes the button down: wait, then click.
  await expect(page.getByPlaceholder('Select genres (Optional)')).toBeVisible();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/events\/configure\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function openSchedule(page: Page, draftId: string, query = ''): Promise<void> {
  await page.goto(`${ORIGINS.organiser}/events/configure/${draftId}/edit/venueInfo${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
}

/** Picks venues in the Venue Selection (a modal on desktop, a drawer on the phone) by searching their names. */
async function pickVenues(page: Page, names: string[], info: TestInfo): Promise<void> {
  await page.getByRole('button', { name: 'Add venue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Venue Selection' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  const search = dialog.getByRole('searchbox', { name: 'Search venues' });
  for (const name of names) {
    await search.fill(name);
    const option = dialog.getByRole('button', { name: new RegExp(`^${name}`) }).first();
    await option.click();
    await expect(dialog.getByRole('list', { name: 'Chosen venues' })).toContainText(name);
  }
  await search.fill('Zzqx Hall');
  await expect(dialog.getByText(`We could not find "Zzqx Hall". Write to ${SUPPORT_EMAIL} to register the venue.`)).toBeVisible();
  await snap(page, info, 'schedule-venue-selection');
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog).toBeHidden();
}

function dayGroup(page: Page, venue: string, n: number): Locator {
  return page.getByRole('group', { name: `${venue}, Day ${n}`, exact: true });
}

async function setDay(group: Locator, date: string, times: string[]): Promise<void> {
  await group.getByLabel('Show date', { exact: true }).fill(date);
  await expect(group.getByLabel('Show date', { exact: true })).toHaveValue(date);
  for (const [i, time] of times.entries()) {
    if (i > 0) await group.getByRole('button', { name: '+ Add show time' }).click();
    // A single time is 'Start time'; once a day has two, they are numbered.
    const field = i === 0 ? group.getByLabel('Start time', { exact: true }) : group.getByLabel(`Start time ${i + 1}`, { exact: true });
    await field.fill(time);
    await field.blur();
  }
}

/** Fills every show of the ticket step with one approved type, inventory and price (copied to all shows). */
async function fillTickets(page: Page, type: string, inventory: string, price: string): Promise<void> {
  const first = page.getByRole('group', { name: 'Ticket 1' }).first();
  const regions = page.getByRole('region', { name: /, \d\d\/\d\d\/\d{4} / });
  await expect(regions.first()).toBeVisible();
  const count = await regions.count();
  for (let i = 0; i < count; i += 1) {
    const region = regions.nth(i);
    if ((await region.getByRole('group', { name: 'Ticket 1' }).count()) === 0) await region.getByRole('button', { name: '+ Add ticket type' }).click();
  }
  const combo = first.getByRole('combobox', { name: 'Ticket type' });
  await combo.fill(type.slice(0, 4));
  // The ticket type box's own list (the Box office section's door-only form lists the approved names too).
  await page.getByRole('listbox', { name: 'Ticket type' }).getByRole('option', { name: type, exact: true }).click();
  await expect(combo).toHaveValue(type);
  await first.getByLabel('Total inventory').fill(inventory);
  await first.getByLabel('Price (₹)').fill(price);
  if (count > 1) await copyToAllShows(page);
}

/** 'Copy to all shows' lists what it will change first; Copy applies it. */
async function copyToAllShows(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Copy to all shows' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Copy to all shows?' });
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('schedule and tickets', () => {
  test('two venues over several days with a weekly recurrence, a refused duplicate, an inactive day, tickets for every show, submitted for review', async ({ page }, info) => {
    test.setTimeout(240_000);
    const phone = info.project.name === 'phone';
    const title = uniqueTitle(info, 'Weekend Laughs');
    const draftId = await createDraft(page, title);
    await fillOtherSections(page, draftId);

    // The overview links the schedule.
    await page.goto(`${ORIGINS.organiser}/events/configure/${draftId}`);
    await openSchedule(page, draftId);
    await expect(page.getByRole('radio', { name: 'At a venue' })).toBeChecked();

    // Nothing can be entered before a venue is picked.
    await page.getByLabel('Show date', { exact: true }).click();
    await expect(page.getByText(SCHEDULE_MESSAGES.pickVenueFirst)).toBeVisible();

    const A = 'Royal Opera House';
    const B = 'Shanmukhananda Hall';
    await pickVenues(page, [A, B], info);
    await expect(page.getByRole('region', { name: 'Venues', exact: true })).toContainText(A);
    await expect(page.getByRole('button', { name: 'EDIT venues' })).toBeVisible();

    // A date before tomorrow is refused with the popup and cleared.
    const a1 = dayGroup(page, A, 1);
    await a1.getByLabel('Show date', { exact: true }).fill(day(0));
    const invalid = page.getByRole('alertdialog', { name: SCHEDULE_MESSAGES.invalidShowDateTitle });
    await expect(invalid).toContainText(SCHEDULE_MESSAGES.invalidShowDateBody);
    await snap(page, info, 'schedule-invalid-date');
    await invalid.getByRole('button', { name: 'Okay' }).click();
    await expect(a1.getByLabel('Show date', { exact: true })).toHaveValue('');

    // Venue A: day 1 at 07:00 PM repeating every week three times; day 2 with two shows.
    await setDay(a1, day(2), ['07:00 PM']);
    await a1.getByRole('checkbox', { name: 'Recurring event' }).click();
    const frequency = page.getByRole('dialog', { name: 'Select Frequency' });
    await expect(frequency.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(frequency.getByLabel('Number of shows')).toHaveAttribute('readonly', '');
    await frequency.getByRole('radio', { name: 'Every Week' }).check();
    await frequency.getByLabel('Number of shows').fill('3');
    await expect(frequency).toContainText(`ends ${day(16)}`);
    await frequency.getByRole('button', { name: 'Save' }).click();
    await expect(a1).toContainText(`Every Week, 3 shows: ${day(2)}, ${day(9)}, ${day(16)}`);

    await page.getByRole('region', { name: A }).getByRole('button', { name: '+ Add another day' }).click();
    const a2 = dayGroup(page, A, 2);
    await setDay(a2, day(3), ['06:00 PM', '06:00 PM']);
    await expect(a2.getByText(SCHEDULE_MESSAGES.showTimeExists)).toBeVisible();

    // Venue B: two days, the second INACTIVE.
    await setDay(dayGroup(page, B, 1), day(4), ['08:00 PM']);
    await page.getByRole('region', { name: B }).getByRole('button', { name: '+ Add another day' }).click();
    const b2 = dayGroup(page, B, 2);
    await setDay(b2, day(5), ['08:00 PM']);
    await b2.getByRole('switch', { name: `Status of ${day(5)}` }).click();
    await expect(b2.getByRole('switch')).toHaveText('INACTIVE');
    await expect(b2.getByLabel('Show date', { exact: true })).toBeDisabled();
    await snap(page, info, 'schedule-scheduler-filled');

    // The duplicate show time blocks the save.
    const proceed = phone ? page.getByRole('button', { name: 'Continue' }) : page.getByRole('button', { name: 'Proceed To Tickets' });
    await proceed.click();
    const duplicate = page.getByRole('dialog', { name: SCHEDULE_MESSAGES.duplicateShowTimeTitle });
    await expect(duplicate).toContainText(SCHEDULE_MESSAGES.duplicateShowTimeBody);
    await duplicate.getByRole('button', { name: 'Okay' }).click();
    await a2.getByLabel('Start time 2', { exact: true }).fill('09:00 PM');
    await a2.getByLabel('Start time 2', { exact: true }).blur();
    await expect(a2.getByText(SCHEDULE_MESSAGES.showTimeExists)).toHaveCount(0);

    // Save and go to the tickets of venue A (the recurrence became three shows there).
    await proceed.click();
    await expect(page).toHaveURL(/\/edit\/MUM-\d+$|\/edit\/[A-Z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Tickets at ${A}` })).toBeVisible();
    await expect(page.getByRole('region', { name: /, \d\d\/\d\d\/\d{4} / })).toHaveCount(5);

    // Inventory 0 is refused; then Gold, 200 each at 499 rupees for every show.
    await fillTickets(page, 'Gold', '0', '499');
    await expect(page.getByText(TICKET_MESSAGES.inventory).first()).toBeVisible();
    await page.getByRole('group', { name: 'Ticket 1' }).first().getByLabel('Total inventory').fill('200');
    await expect(page.getByText('You receive ₹469.55 per ticket (5% platform fee + GST)').first()).toBeVisible();
    await copyToAllShows(page);
    // A new name goes for approval.
    await page.getByLabel('Create new ticket type').fill(`Front Bench ${info.project.name}`);
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByRole('status').filter({ hasText: TICKET_MESSAGES.sentForApproval })).toBeVisible();
    await snap(page, info, 'schedule-tickets-venue-a');
    await page.getByRole('button', { name: `Save and go to ${B}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Tickets at ${B}` })).toBeVisible();
    await expect(page.getByRole('region', { name: /, \d\d\/\d\d\/\d{4} / })).toHaveCount(2);
    await fillTickets(page, 'Balcony', '150', '0');
    await expect(page.getByText('Free ticket: no fee').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/configure/${draftId}$`));

    // The saved schedule: 5 shows at A, 2 at B (one inactive), tickets on each.
    const saved = await apiCall(page, 'GET', `/manage/event/${draftId}/schedule`);
    const venues = saved.body.data.venueInfo as { venueName: string; sessionInfo: { status: boolean; ticketInfo: { ticketTypeName: string; totalInventory: number; price: number }[] }[] }[];
    expect(venues.map((v) => [v.venueName, v.sessionInfo.length])).toEqual([[A, 5], [B, 2]]);
    expect(venues[1]!.sessionInfo.map((s) => s.status)).toEqual([true, false]);
    expect(venues[0]!.sessionInfo.every((s) => s.ticketInfo[0]?.ticketTypeName === 'Gold' && s.ticketInfo[0].totalInventory === 200 && s.ticketInfo[0].price === 49900)).toBe(true);
    expect(venues[1]!.sessionInfo.every((s) => s.ticketInfo[0]?.ticketTypeName === 'Balcony' && s.ticketInfo[0].price === 0)).toBe(true);

    // Back on the schedule: the saved shows, and on the phone the change sheet first.
    await openSchedule(page, draftId);
    if (phone) {
      await expect(page.getByRole('heading', { name: 'Change of Schedule?' })).toBeVisible();
      await snap(page, info, 'schedule-change-sheet');
      await page.getByRole('button', { name: 'Date Changes' }).click();
    }
    await expect(dayGroup(page, A, 3).getByLabel('Show date', { exact: true })).toHaveValue(day(9));
    await snap(page, info, 'schedule-saved');

    // Submit for review from the overview.
    await page.goto(`${ORIGINS.organiser}/events/configure/${draftId}`);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/events\/draft$/);
    const after = await apiCall(page, 'GET', `/manage/event/synopsis?draftId=${draftId}`);
    expect(after.body.data.status).toBe('review');
  });

  test('a past event shows its sessions as expired and offers no new day', async ({ page }, info) => {
    await page.goto(`${ORIGINS.organiser}/events/draft`);
    await logIn(page, ACCOUNT);
    await expect(page).toHaveURL(/\/events\/draft$/);
    const past = await apiCall(page, 'GET', '/manage/event?status=past&start=0&limit=25');
    const diljit = (past.body.data.list as { title: string; eventCode: string }[]).find((e) => e.title.startsWith('Diljit'));
    expect(diljit).toBeTruthy();
    await page.goto(`${ORIGINS.organiser}/events/configure/${diljit!.eventCode}/edit/venueInfo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    if (info.project.name === 'phone') await page.getByRole('button', { name: 'Date Changes' }).click();
    await expect(page.getByText(SCHEDULE_MESSAGES.sessionExpired).first()).toBeVisible();
    await expect(page.getByLabel('Show date', { exact: true }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: '+ Add another day' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await snap(page, info, 'schedule-past-event');
  });

  test('adding shows to a running event locks the saved ones and confirms the new ones', async ({ page }, info) => {
    await page.goto(`${ORIGINS.organiser}/events/draft`);
    await logIn(page, ACCOUNT);
    await expect(page).toHaveURL(/\/events\/draft$/);
    const live = await apiCall(page, 'GET', '/manage/event?status=live&start=0&limit=50');
    const event = (live.body.data.list as { title: string; eventCode: string }[]).find((e) => e.title.startsWith('Open Mic Night'));
    expect(event).toBeTruthy();
    await page.goto(`${ORIGINS.organiser}/events/configure/${event!.eventCode}/edit/date-time-scheduler?addSession=true`);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    const phone = info.project.name === 'phone';
    if (phone) await page.getByRole('button', { name: 'Date Changes' }).click();
    const venue = page.getByRole('region', { name: /Habitat/ });
    const first = venue.getByRole('group').first();
    await expect(first.getByLabel('Start time', { exact: true })).toBeDisabled();
    await expect(first.getByRole('switch')).toHaveCount(0);
    await expect(first.getByRole('button', { name: /Delete session/ })).toHaveCount(0);

    const save = page.getByRole('button', { name: phone ? 'Continue' : 'Save', exact: true });
    await save.click();
    const none = page.getByRole('alertdialog', { name: CONFIRM_NEW_SHOWS.NO_SHOWS.title });
    await expect(none.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await none.getByRole('button', { name: 'Back To Edit' }).click();

    await venue.getByRole('button', { name: '+ Add another day' }).click();
    const added = venue.getByRole('group').last();
    await setDay(added, day(40), ['09:00 PM']);
    await save.click();
    const confirm = page.getByRole('alertdialog', { name: CONFIRM_NEW_SHOWS.CONFIRM.title });
    await expect(confirm).toContainText(`${day(40)} 09:00 PM`);
    await snap(page, info, 'schedule-confirm-new-shows');
    // Leave the demo event as it is.
    await confirm.getByRole('button', { name: 'Back To Edit' }).click();
    await expect(confirm).toBeHidden();
  });

  test('an online live-streaming event mails its streaming details 15 minutes before the show', async ({ page }, info) => {
    test.setTimeout(180_000);
    const phone = info.project.name === 'phone';
    const draftId = await createDraft(page, uniqueTitle(info, 'Live Stream Special'));
    await fillOtherSections(page, draftId);
    await openSchedule(page, draftId);
    await page.getByRole('radio', { name: 'Online' }).check();
    await page.getByRole('button', { name: 'Add venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Venue Selection' });
    await dialog.getByRole('button', { name: /^Live Streaming/ }).click();
    await dialog.getByRole('button', { name: 'Proceed' }).click();

    const show = dayGroup(page, 'Live Streaming', 1);
    await setDay(show, day(1), ['08:00 PM']);
    await expect(show.getByRole('checkbox', { name: 'Recurring event' })).toHaveCount(0);
    await page.getByRole('button', { name: phone ? 'Continue' : 'Proceed To Tickets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets at Live Streaming' })).toBeVisible();
    await fillTickets(page, 'Live Stream Pass', '500', '299');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/configure/${draftId}$`));

    // The e-mail list: every address must be valid.
    await openSchedule(page, draftId);
    const online = page.getByRole('region', { name: 'Live Streaming' }).filter({ has: page.getByLabel('E-mail id 1') });
    const email = `stream-${info.project.name}-${Date.now().toString(36)}@organiser.in`;
    await online.getByLabel('E-mail id 1').fill('stream@');
    await online.getByRole('button', { name: 'Save' }).click();
    await expect(online.getByText(TEXT_MESSAGES.invalidEmail)).toBeVisible();
    await online.getByLabel('E-mail id 1').fill(email);
    await online.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(ONLINE_MESSAGES.onlineSaved).or(page.getByRole('status').filter({ hasText: /saved/i })).first()).toBeVisible();
    await expect(online.getByLabel('E-mail id 1')).toHaveValue(email);
    await snap(page, info, 'schedule-online-live');

    // Submitted for review, then published (the dev stand-in for a reviewer's approval).
    await page.goto(`${ORIGINS.organiser}/events/configure/${draftId}`);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/events\/draft$/);
    const published = await page.request.post(`${API_ORIGIN}/api/dev/events/${draftId}/publish`, { headers: { 'x-app-code': 'DIY' } });
    expect(published.status()).toBe(200);

    // The clock reaches 16, then 15 minutes before the show: only then is the mail in the outbox.
    const showTime = parseIstDateTime(day(1), '08:00 PM')!;
    const mailAt = streamingMailAt(showTime);
    const outbox = async () => {
      const response = await page.request.get(`${API_ORIGIN}/api/dev/outbox`, { params: { to: email }, headers: { 'x-app-code': 'DIY' } });
      return ((await response.json()) as { data: { messages: { subject?: string; body: string }[] } }).data.messages;
    };
    const run = async (at: Date) => {
      const response = await page.request.post(`${API_ORIGIN}/api/dev/jobs/run-due`, { headers: { 'x-app-code': 'DIY' }, data: { at: at.toISOString() } });
      expect(response.status()).toBe(200);
    };
    await run(new Date(mailAt.getTime() - 60_000));
    expect(await outbox()).toHaveLength(0);
    await run(mailAt);
    await expect.poll(async () => (await outbox()).length).toBe(1);
    const [mail] = await outbox();
    expect(`${mail!.subject ?? ''} ${mail!.body}`).toContain(`${day(1)} at 08:00 PM IST`);
  });

  test('a video-on-demand event refuses a video later than 24 hours before the show', async ({ page }, info) => {
    test.setTimeout(120_000);
    const phone = info.project.name === 'phone';
    const draftId = await createDraft(page, uniqueTitle(info, 'Recorded Special'));
    await openSchedule(page, draftId);
    await page.getByRole('radio', { name: 'Online' }).check();
    await page.getByRole('button', { name: 'Add venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Venue Selection' });
    await dialog.getByRole('button', { name: /^Video on Demand/ }).click();
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    // Tomorrow at midnight is always less than 24 hours away.
    await setDay(dayGroup(page, 'Video on Demand', 1), day(1), ['12:00 AM']);
    await page.getByRole('button', { name: phone ? 'Continue' : 'Proceed To Tickets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets at Video on Demand' })).toBeVisible();
    await fillTickets(page, 'Replay Access', '1000', '149');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/configure/${draftId}$`));

    await openSchedule(page, draftId);
    await expect(page.getByRole('alert').filter({ hasText: ONLINE_MESSAGES.vodClosed })).toBeVisible();
    await expect(page.getByLabel('Video link (https)')).toBeDisabled();
    await snap(page, info, 'schedule-vod-closed');
    // The server refuses it too.
    const refused = await apiCall(page, 'POST', `/manage/event/${draftId}/vod`, { videoUrl: 'https://video.example.in/show.mp4' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.code).toBe('ERR.VOD.UPLOAD_CLOSED');
  });
});
