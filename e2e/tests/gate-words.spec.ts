import { BARCODE_FIELD_MESSAGES, DEMO_ACCOUNTS, OFFLINE_MESSAGES, SCAN_MESSAGES } from '@diy/domain';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { openTodaysSession, todaysSession, type GateSession } from './gate-support';
import { ORIGINS, logIn, snap } from './support';

/**
 * What a gate team tripped over (issue 34), at a desktop (1366 x 800) and on a 360 px phone: verdicts in plain words,
 * a booking id typed into the barcode field, a code pasted in one go, and the counts while offline.
 */
const SIZES = {
  desktop: { viewport: { width: 1366, height: 800 } },
  phone: { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
} as const;

/** Fresh tickets of today's session, away from the ones the other journeys take; each project its own. */
async function fresh(browser: Browser, info: TestInfo, from: number, n: number): Promise<{ session: GateSession; barcodes: string[]; bookingId: string }> {
  const context = await browser.newContext();
  const session = await todaysSession(context.request);
  await context.close();
  const unused = session.bookings.filter((b) => b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused'));
  // From the end of the list (the other journeys take from the start and the middle).
  const end = unused.length - (info.project.name === 'phone' ? 0 : 5) - from;
  const picked = unused.slice(Math.max(0, end - n - 1), end);
  if (picked.length < n + 1) throw new Error('not enough unused demo bookings');
  return { session, barcodes: picked.slice(0, n).map((b) => b.barcodes[0]!), bookingId: picked[n]!.bookingId };
}

async function scanDesk(browser: Browser, info: TestInfo, session: GateSession) {
  const context = await browser.newContext(info.project.name === 'phone' ? SIZES.phone : SIZES.desktop);
  const page = await context.newPage();
  await page.goto(`${ORIGINS.scanner}/login`);
  await logIn(page, DEMO_ACCOUNTS.gate.email);
  await page.getByRole('textbox', { name: 'Gate name' }).fill('Gate W');
  await openTodaysSession(page, session);
  const status = page.locator('[role="status"][data-online]');
  await expect(status).toContainText('Online');
  await expect(status).not.toContainText('Last sync not yet', { timeout: 30_000 });
  return { context, page, status };
}

const field = (page: Page) => page.getByRole('textbox', { name: 'Barcode' });
async function type(page: Page, code: string) {
  await field(page).pressSequentially(code);
  await field(page).press('Enter');
}
const admitted = async (page: Page) => Number((await page.locator('[data-count="Admitted"] dd').innerText()).replace(/,/g, ''));

test.describe('the gate in plain words', () => {
  test('verdicts in plain words; a booking id in the barcode field points to Find a booking; a pasted code gets its verdict', async ({ browser }, info) => {
    const { session, barcodes, bookingId } = await fresh(browser, info, 0, 1);
    const { context, page } = await scanDesk(browser, info, session);

    // An unknown code: the spec's words are the headline; the code is only a small line under them.
    await type(page, 'ZZZZZZZZZZZZZZZZ');
    const verdict = page.getByRole('alert').filter({ hasText: SCAN_MESSAGES.noTicketFound });
    await expect(verdict).toHaveAttribute('data-tone', 'failure');
    await expect(verdict.getByText(SCAN_MESSAGES.noTicketFound, { exact: true })).toBeVisible();
    // No line of it is a code; the code's small size is checked by the ScanVerdict stories (this verdict closes by itself).
    await expect(verdict.getByText(/^ERR_SCAN/)).toHaveCount(0);
    await snap(page, info, 'gate-words-verdict');
    await expect(verdict).toBeHidden({ timeout: 5_000 });

    // A code pasted in one go (with the line break a copied cell carries), no Enter: its verdict at once.
    await field(page).focus();
    await field(page).evaluate((el, code) => {
      const data = new DataTransfer();
      data.setData('text/plain', `${code}\r\n`);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, barcodes[0]!);
    await expect(page.getByRole('alert').filter({ hasText: '1 ticket admitted' })).toBeVisible();
    await expect(field(page)).toHaveValue('');
    await expect(page.getByRole('alert').filter({ hasText: '1 ticket admitted' })).toBeHidden({ timeout: 5_000 });

    // A booking id typed into the barcode field: no 'No ticket found.', a pointer to Find a booking that searches it.
    await type(page, bookingId);
    const pointer = page.getByRole('status').filter({ hasText: BARCODE_FIELD_MESSAGES.bookingIdTitle });
    await expect(pointer).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: SCAN_MESSAGES.noTicketFound })).toHaveCount(0);
    await snap(page, info, 'gate-words-booking-id');
    await pointer.getByRole('button', { name: BARCODE_FIELD_MESSAGES.findBooking(bookingId) }).click();
    await expect(page).toHaveURL(/\/scanningApp\/tickets$/);
    await expect(page.getByText(bookingId)).toBeVisible();
    await context.close();
  });

  test("offline, the counts include this device's admissions waiting to sync", async ({ browser }, info) => {
    const { session, barcodes } = await fresh(browser, info, 2, 2);
    const { context, page, status } = await scanDesk(browser, info, session);
    await context.setOffline(true);
    await expect(status).toContainText('Offline');
    // Offline the live counts stop (other phones' scans arrive no more): from here only this device moves them.
    const before = await admitted(page);
    for (const [i, code] of barcodes.entries()) {
      await type(page, code);
      const ok = page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGES.admittedOffline });
      await expect(ok).toBeVisible();
      await expect(ok).toBeHidden({ timeout: 5_000 });
      await expect(status).toContainText(OFFLINE_MESSAGES.waiting(i + 1));
    }
    // Still offline, nothing synced: the two admissions are in the counts already (at least: a live push of another
    // journey's scan may still land as the stream closes).
    await expect.poll(() => admitted(page)).toBeGreaterThanOrEqual(before + 2);
    await snap(page, info, 'gate-words-offline-counts');

    await context.setOffline(false);
    await expect(status).toContainText(OFFLINE_MESSAGES.synced, { timeout: 30_000 });
    // Synced: the server's counts hold them, counted once.
    await expect.poll(() => admitted(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2);
    await snap(page, info, 'gate-words-offline-synced');
    await context.close();
  });
});
