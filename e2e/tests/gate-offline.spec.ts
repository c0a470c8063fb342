import { DEMO_ACCOUNTS } from '@diy/domain';
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openTodaysSession, todaysSession, type GateSession } from './gate-support';
import { ORIGINS, logIn, snap, expect, test } from './support';

/** A 360 px phone, the narrowest the scanner is made for. */
const SMALL_PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

interface Device {
  context: BrowserContext;
  page: Page;
}

/** A phone of its own (its own device id, gate name and IndexedDB) on today's session, its ticket copy downloaded. */
async function device(browser: Browser, session: GateSession, gate: string): Promise<Device> {
  const context = await browser.newContext(SMALL_PHONE);
  const page = await context.newPage();
  await page.goto(`${ORIGINS.scanner}/login`);
  await logIn(page, DEMO_ACCOUNTS.gate.email);
  await page.getByRole('textbox', { name: 'Gate name' }).fill(gate);
  await openTodaysSession(page, session);
  const status = syncStatus(page);
  await expect(status).toContainText('Online');
  await expect(status).not.toContainText('Last sync not yet', { timeout: 30_000 });
  return { context, page };
}

const syncStatus = (page: Page) => page.locator('[role="status"][data-online]');
const count = async (page: Page, name: 'Admitted' | 'Inside now') => Number((await page.locator(`[data-count="${name}"] dd`).innerText()).replace(/,/g, ''));
const admitted = (page: Page) => count(page, 'Admitted');
async function scan(page: Page, barcode: string) {
  const field = page.getByRole('textbox', { name: 'Barcode' });
  await field.pressSequentially(barcode);
  await field.press('Enter');
}

/** Fresh tickets far from the ones the other journeys take (the first and last few, the middle ones). */
async function freshBarcodes(browser: Browser, from: number, n: number): Promise<{ session: GateSession; barcodes: string[] }> {
  const context = await browser.newContext();
  const session = await todaysSession(context.request);
  await context.close();
  const fresh = session.bookings.filter((b) => b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused'));
  const start = Math.floor(fresh.length / 3) + from;
  const barcodes = fresh.slice(start, start + n).map((b) => b.barcodes[0]!);
  if (barcodes.length < n) throw new Error('not enough unused demo bookings');
  return { session, barcodes };
}

test.describe('offline admission at the gate', () => {
  test("offline, a ticket is admitted and waits to sync, counted at once; back online it syncs and the counts stay", async ({ browser }, info) => {
    const { session, barcodes } = await freshBarcodes(browser, info.retry * 4, 1);
    const barcode = barcodes[0]!;
    const { context, page } = await device(browser, session, 'Gate B');
    const status = syncStatus(page);
    const before = await admitted(page);
    await snap(page, info, 'gate-offline-online');

    await context.setOffline(true);
    await expect(status).toContainText('Offline');
    // Offline, the desk shows the server's counts as last known plus this device's admissions waiting to sync (issue
    // 34): nothing waits yet, then the offline admission counts at once, admitted and inside.
    await expect(status).not.toContainText('waiting to sync');
    const server = { admitted: await admitted(page), inside: await count(page, 'Inside now') };
    await scan(page, barcode);
    await expect(page.getByRole('alert').filter({ hasText: 'Admitted (offline)' })).toBeVisible();
    await expect(status).toContainText('Offline');
    await expect(status).toContainText('1 waiting to sync');
    await expect.poll(() => admitted(page), { message: 'admitted = server + 1 waiting' }).toBe(server.admitted + 1);
    expect(await count(page, 'Inside now'), 'inside = server + 1 waiting').toBe(server.inside + 1);
    await snap(page, info, 'gate-offline-waiting');
    // The same ticket again, still offline: this device already admitted it, and it counts once.
    await scan(page, barcode);
    await expect(page.getByRole('alert').filter({ hasText: 'Already scanned on this device' })).toBeVisible();
    await expect(status).toContainText('1 waiting to sync');
    expect(await admitted(page)).toBe(server.admitted + 1);

    await context.setOffline(false);
    await expect(status).toContainText('Online', { timeout: 20_000 });
    await expect(status).toContainText('All scans synced');
    await expect.poll(() => admitted(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 1);
    // Online again, the server says the ticket is in.
    await scan(page, barcode);
    await expect(page.getByRole('alert').filter({ hasText: 'Oops! Ticket already scanned' })).toBeVisible();
    await snap(page, info, 'gate-offline-synced');
    await context.close();
  });

  test('two phones admit one ticket offline: it counts once and the later scan is shown as a conflict', async ({ browser }, info) => {
    const { session, barcodes } = await freshBarcodes(browser, 2 + info.retry * 4, 1);
    const barcode = barcodes[0]!;
    const north = await device(browser, session, 'North Gate');
    const south = await device(browser, session, 'South Gate');
    const before = await admitted(north.page);

    await north.context.setOffline(true);
    await south.context.setOffline(true);
    await scan(north.page, barcode);
    await expect(north.page.getByRole('alert').filter({ hasText: 'Admitted (offline)' })).toBeVisible();
    await scan(south.page, barcode);
    await expect(south.page.getByRole('alert').filter({ hasText: 'Admitted (offline)' })).toBeVisible();

    await north.context.setOffline(false);
    await expect(syncStatus(north.page)).toContainText('All scans synced', { timeout: 20_000 });
    await south.context.setOffline(false);
    await expect(syncStatus(south.page)).toContainText('All scans synced', { timeout: 20_000 });
    const conflict = south.page.getByTestId('offline-conflicts');
    await expect(conflict).toContainText('Admitted on two devices');
    await expect(conflict).toContainText(`Ticket …${barcode.slice(-4)}`);
    await expect(conflict).toContainText('admitted North Gate');
    await expect(conflict).toContainText('again South Gate');
    await expect(syncStatus(south.page)).toContainText(/\d+ conflicts?/);
    await expect.poll(() => admitted(south.page), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 1);
    await snap(south.page, info, 'gate-offline-conflict');
    await north.context.close();
    await south.context.close();

    // The organiser's session report lists it, on a desktop and on a phone.
    for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 360, height: 780 }]] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${ORIGINS.organiser}/login`);
      await logIn(page, DEMO_ACCOUNTS.organiser.email);
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto(`${ORIGINS.organiser}/reports/${session.eventCode}/session/${session.sessionId}`);
      const panel = page.getByRole('region', { name: /Offline conflicts \(\d+\)/ });
      await expect(panel).toBeVisible({ timeout: 20_000 });
      const row = panel.getByRole('row').filter({ hasText: `…${barcode.slice(-4)}` });
      await expect(row).toContainText('North Gate');
      await expect(row).toContainText('South Gate');
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.artifacts/screens/${info.project.name}/report-offline-conflicts-${name}.png` });
      await context.close();
    }
  });

  test("counts are pushed live: a scan at one gate moves another phone's counts and its gate line without a reload", async ({ browser }, info) => {
    const { session, barcodes } = await freshBarcodes(browser, 5 + info.retry * 4, 1);
    const east = await device(browser, session, 'East Gate');
    const west = await device(browser, session, 'West Gate');
    await expect(west.page.getByTestId('gate-counts')).toBeVisible();
    const before = await admitted(west.page);
    await scan(east.page, barcodes[0]!);
    await expect(east.page.getByRole('alert').filter({ hasText: '1 ticket admitted' })).toBeVisible();
    // No polling any more: the counts arrive over server-sent events.
    await expect.poll(() => admitted(west.page), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 1);
    await expect(west.page.locator('[data-gate-count="East Gate"]')).toContainText(/East Gate: \d+ in · \d+ out/);
    await snap(west.page, info, 'gate-live-counts');
    // The scan desk at desktop width as well.
    await west.page.setViewportSize({ width: 1280, height: 800 });
    await west.page.screenshot({ path: `.artifacts/screens/${info.project.name}/gate-live-counts-desktop.png` });
    await east.context.close();
    await west.context.close();
  });
});
