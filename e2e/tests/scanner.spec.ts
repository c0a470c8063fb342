import { DEMO_ACCOUNTS, SCAN_MESSAGES, TCS_MESSAGES } from '@diy/domain';
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { API_ORIGIN, ORIGINS, logIn, logInWithSecondStep, logOut, snap, expect, test } from './support';

/** The seeded demo events (apps/server/src/seed/scan-demo.ts) and the TCS organiser's gate staff. */
const MAIN_EVENT = 'ET00010002';
const TCS_EVENT = 'ET00030001';
const TCS_GATE = 'gate3@demo.in';

interface DemoSession {
  eventCode: string;
  title: string;
  sessionId: string;
  showTime: string;
  bookings: Array<{ bookingId: string; size: number; status: string; states: string[] }>;
}

/** Today's session of an event and its unused three-ticket bookings (dev route, like the outbox). */
async function demoSession(request: APIRequestContext, eventCode: string): Promise<DemoSession> {
  const response = await request.get(`${API_ORIGIN}/api/dev/demo-bookings`, { params: { eventCode }, headers: { 'x-app-code': 'DIY' } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { sessions: DemoSession[] } };
  const session = body.data.sessions[0];
  if (!session) throw new Error(`no demo session for ${eventCode}`);
  return session;
}

/** Each project scans its own booking: both run at once against one server. */
function bookingFor(session: DemoSession, info: TestInfo): string {
  const fresh = session.bookings.filter((b) => b.size === 3 && b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused'));
  const index = ['desktop', 'phone'].indexOf(info.project.name);
  const booking = fresh[Math.max(index, 0) + (info.retry * 2)];
  if (!booking) throw new Error('no unused three-ticket booking left');
  return booking.bookingId;
}

async function openSession(page: Page, info: TestInfo, session: DemoSession) {
  await page.getByRole('button', { name: 'Choose event' }).click();
  await expect(page).toHaveURL(/\/scanningApp\/eventList$/);
  await page.getByRole('searchbox', { name: 'Search events' }).fill(session.eventCode);
  await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
  const event = page.getByRole('button', { name: new RegExp(session.eventCode) });
  await expect(event).toBeVisible();
  if (session.eventCode === MAIN_EVENT) await snap(page, info, 'scanner-event-list');
  await event.click();
  await expect(page).toHaveURL(/\/scanningApp\/scanner$/);
  const sessionButton = page.locator(`[data-session="${session.sessionId}"]`);
  await expect(sessionButton).toContainText('Today');
  if (session.eventCode === MAIN_EVENT) await snap(page, info, 'scanner-session-picker');
  await sessionButton.click();
  await expect(page.getByRole('textbox', { name: 'Barcode' })).toBeFocused();
}

async function findBooking(page: Page, bookingId: string) {
  await page.getByRole('textbox', { name: 'Booking ID' }).fill(bookingId);
  await page.getByRole('button', { name: 'Find tickets' }).click();
}

async function admitted(page: Page): Promise<number> {
  const text = await page.locator('[data-count="Admitted"] dd').innerText();
  return Number(text.replace(/,/g, ''));
}

test.describe('gate scanner', () => {
  test('gate staff log in, land on /scanningApp, choose a mode, log out', async ({ page }, info) => {
    await page.goto(`${ORIGINS.scanner}/`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Quick and easy registration')).toHaveCount(0);
    await snap(page, info, 'scanner-login');

    await logIn(page, DEMO_ACCOUNTS.gate.email);
    await expect(page).toHaveURL(/\/scanningApp$/);
    await expect(page.getByRole('tab', { name: 'Entry' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Exit' }).click();
    await expect(page.getByRole('tab', { name: 'Exit' })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Exit' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Entry' }).click();
    await snap(page, info, 'scanner-home');
    await logOut(page);
  });

  test('a staff account without the scanning role is refused', async ({ page }, info) => {
    // One staff account per project: each number may receive 3 codes in 15 minutes, and admin.spec sends two.
    const staff = info.project.name === 'phone' ? DEMO_ACCOUNTS.admin : DEMO_ACCOUNTS.reviewer;
    await page.goto(`${ORIGINS.scanner}/login`);
    await logInWithSecondStep(page, staff);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(SCAN_MESSAGES.notAuthorised);
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('gate staff admit two of three tickets, are refused a second entry, let one out; a refresh asks to choose again', async ({ page }, info) => {
    const session = await demoSession(page.request, MAIN_EVENT);
    const bookingId = bookingFor(session, info);
    await page.goto(`${ORIGINS.scanner}/login`);
    await logIn(page, DEMO_ACCOUNTS.gate.email);
    await expect(page).toHaveURL(/\/scanningApp$/);
    await openSession(page, info, session);

    await findBooking(page, 'bad id!');
    await expect(page.getByText(SCAN_MESSAGES.invalidBookingIdFormat)).toBeVisible();
    await findBooking(page, bookingId);
    await expect(page).toHaveURL(/\/scanningApp\/tickets$/);
    await expect(page.getByRole('group', { name: '3 tickets in this booking' })).toBeVisible();
    const before = await admitted(page);

    await page.getByRole('checkbox', { name: /Ticket 1 of 3/ }).check();
    await page.getByRole('checkbox', { name: /Ticket 2 of 3/ }).check();
    await snap(page, info, 'scanner-tickets');
    await page.getByRole('button', { name: 'Admit 2 tickets' }).click();
    const verdict = page.getByRole('alert').filter({ hasText: 'tickets admitted' });
    await expect(verdict).toContainText('2 tickets admitted');
    await expect(verdict).toHaveAttribute('data-tone', 'success');
    await snap(page, info, 'scanner-verdict-green');
    // Verdicts here close by themselves after a moment (a tap closes them sooner: the wedge journey and the stories),
    // so this journey does not race a tap against that moment on a busy machine.
    await expect(verdict).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole('checkbox', { name: /Ticket 1 of 3/ })).not.toBeChecked();
    await expect.poll(() => admitted(page)).toBeGreaterThanOrEqual(before + 2);
    await expect(page.locator('[data-ticket]').first()).toContainText('Inside');

    await page.getByRole('checkbox', { name: /Ticket 1 of 3/ }).check();
    await page.getByRole('button', { name: 'Admit 1 ticket' }).click();
    const refused = page.getByRole('alert').filter({ hasText: SCAN_MESSAGES.alreadyScanned });
    await expect(refused).toHaveAttribute('data-tone', 'failure');
    await expect(refused).toContainText('ERR_SCAN_ALREADY_SCANNED');
    // When and where it went in: this phone admitted it a moment ago.
    await expect(refused).toContainText(/Last scanned at \d{1,2}:\d{2} [AP]M on this device/);
    await snap(page, info, 'scanner-verdict-red');
    await expect(refused).toBeHidden({ timeout: 5_000 });

    await page.getByRole('tab', { name: 'Exit' }).click();
    await page.getByRole('checkbox', { name: /Ticket 1 of 3/ }).check();
    await page.getByRole('button', { name: 'Let out 1 ticket' }).click();
    const out = page.getByRole('alert').filter({ hasText: '1 ticket let out' });
    await expect(out).toHaveAttribute('data-tone', 'success');
    // It closes by itself.
    await expect(out).toBeHidden({ timeout: 5_000 });
    await expect(page.locator('[data-ticket]').first()).toContainText('Went out');
    await page.getByRole('tab', { name: 'Entry' }).click();

    // The page hides its overflow; a refresh forgets the selection.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(SCAN_MESSAGES.missingParameter);
    await expect(page).toHaveURL(/\/scanningApp\/eventList$/);
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a barcode from a keyboard-wedge scanner is admitted at once and the field is ready for the next', async ({ page }, info) => {
    const session = await demoSession(page.request, MAIN_EVENT);
    const fresh = session.bookings.filter((b) => b.size === 3 && b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused'));
    const booking = fresh[fresh.length - 1 - ['desktop', 'phone'].indexOf(info.project.name)];
    const details = await page.request.get(`${API_ORIGIN}/api/dev/demo-bookings`, { params: { eventCode: MAIN_EVENT }, headers: { 'x-app-code': 'DIY' } });
    const barcode = ((await details.json()) as { data: { sessions: Array<{ bookings: Array<{ bookingId: string; barcodes: string[] }> }> } }).data.sessions[0]?.bookings.find(
      (b) => b.bookingId === booking?.bookingId,
    )?.barcodes[0];
    if (!barcode) throw new Error('no barcode');
    await page.goto(`${ORIGINS.scanner}/login`);
    await logIn(page, DEMO_ACCOUNTS.gate.email);
    await openSession(page, info, session);
    const field = page.getByRole('textbox', { name: 'Barcode' });
    await field.pressSequentially(barcode);
    await field.press('Enter');
    await expect(field).toHaveValue('');
    const verdict = page.getByRole('alert');
    await expect(verdict).toContainText('1 ticket admitted');
    // The next scan comes while the verdict shows: it lands in the field, which kept focus under the verdict, and
    // its verdict replaces this one (a verdict holding focus would swallow it, its Enter only closing the verdict).
    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');
    await expect(verdict).toContainText(SCAN_MESSAGES.alreadyScanned);
    await expect(field).toBeFocused();
    // Escape (or Enter in the empty field) closes it; a tap does too, and the field is ready again.
    await page.keyboard.press('Escape');
    await expect(verdict).toBeHidden();
    await expect(field).toBeFocused();
    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');
    await expect(verdict).toContainText(SCAN_MESSAGES.alreadyScanned);
    await verdict.click();
    await expect(verdict).toBeHidden();
    await expect(field).toBeFocused();
  });

  test('an organiser with TCS applicable and no merchant details is stopped', async ({ page }, info) => {
    const session = await demoSession(page.request, TCS_EVENT);
    const bookingId = session.bookings[['desktop', 'phone'].indexOf(info.project.name) + 0]?.bookingId;
    if (!bookingId) throw new Error('no TCS booking');
    await page.goto(`${ORIGINS.scanner}/login`);
    await logIn(page, TCS_GATE);
    await expect(page).toHaveURL(/\/scanningApp$/);
    await openSession(page, info, session);
    await findBooking(page, bookingId);
    const dialog = page.getByRole('dialog', { name: TCS_MESSAGES.title });
    await expect(dialog).toContainText(TCS_MESSAGES.body);
    await snap(page, info, 'scanner-tcs');
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(/\/scanningApp\/eventList$/);
    // Still logged in: the TCS refusal does not end the session.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
