import { DEMO_ACCOUNTS, DEMO_PASSWORD, parseUpiIntent } from '@diy/domain';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { openTodaysSession, todaysSession } from './gate-support';
import { ORIGINS, expect, logIn, snap, test } from './support';

/** The demo organiser's UPI details (apps/server/src/seed/box-office-demo.ts). */
const DEMO_UPI = { upiId: 'mumbailive@hdfcbank', payeeName: 'Mumbai Live Entertainment' };
const GOLD_PAISE = 1_999_00;

/** Reads a QR code from an <img> data URL: the text it encodes. */
async function decodeQr(dataUrl: string): Promise<string> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!code) throw new Error('no QR code in the image');
  return code.data;
}

async function sale(page: Page, o: { quantity?: number; method: 'UPI' | 'Cash' | 'Card' | 'Complimentary'; fill?: Record<string, string>; admit?: boolean }) {
  const form = page.getByRole('region', { name: 'New sale' });
  await form.getByRole('button', { name: /^Gold/ }).click();
  for (let q = 1; q < (o.quantity ?? 1); q += 1) await form.getByRole('button', { name: 'One more' }).click();
  await form.getByText(o.method, { exact: true }).click();
  for (const [label, value] of Object.entries(o.fill ?? {})) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: o.admit ? 'Sell and admit' : 'Sell', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Sale' })).toBeVisible();
}

test.describe('the box office', () => {
  test('a seller opens a shift, sells by UPI, cash, comp and card, sells and admits, voids, and closes with a difference', async ({ page, request }, info) => {
    // A long journey with six screens (each checked for accessibility and photographed).
    test.setTimeout(240_000);
    const session = await todaysSession(request);
    await page.goto(`${ORIGINS.scanner}/login`);
    await logIn(page, DEMO_ACCOUNTS.gate.email);
    await openTodaysSession(page, session);
    await page.getByRole('button', { name: 'Sell', exact: true }).click();

    await page.getByLabel('Opening cash float (₹)').fill('2000');
    await snap(page, info, 'box-office-open-shift');
    await page.getByRole('button', { name: 'Open shift' }).click();

    // Two tickets by UPI: the QR is the organiser's UPI ID, payee and the exact amount, naming the booking.
    await sale(page, { quantity: 2, method: 'UPI' });
    const qr = page.getByRole('img', { name: /^UPI payment QR/ });
    await expect(qr).toBeVisible();
    const upi = parseUpiIntent(await decodeQr((await qr.getAttribute('src')) ?? ''));
    expect(upi).toMatchObject({ vpa: DEMO_UPI.upiId, payeeName: DEMO_UPI.payeeName, amountPaise: 2 * GOLD_PAISE });
    expect(upi?.note).toMatch(/^DIY DIY[0-9A-Z]{10}$/);
    await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('img')).toHaveCount(2);
    await snap(page, info, 'box-office-upi-qr');
    await page.getByRole('button', { name: 'Payment received' }).click();

    // One by cash, with the change due.
    const form = page.getByRole('region', { name: 'New sale' });
    await form.getByRole('button', { name: /^Gold/ }).click();
    await form.getByText('Cash', { exact: true }).click();
    await form.getByLabel('Cash tendered (₹)').fill('2000');
    await expect(form.getByTestId('change-due')).toHaveText('Change due₹1.00');
    await snap(page, info, 'box-office-cash');
    await form.getByRole('button', { name: 'Sell', exact: true }).click();
    await expect(page.getByText('Give change: ₹1.00')).toBeVisible();
    await page.getByRole('button', { name: 'Next sale' }).click();

    // One complimentary, with its reason.
    await sale(page, { method: 'Complimentary', fill: { Reason: 'Artist guest list' } });
    await page.getByRole('button', { name: 'Next sale' }).click();

    // Sell and admit (card on the venue's terminal): admitted at once. Then void it.
    await sale(page, { method: 'Card', fill: { "Card terminal's reference": 'POS7781' }, admit: true });
    await expect(page.getByRole('region', { name: 'Sale' })).toContainText('1 admitted');
    await page.getByRole('button', { name: 'Void sale' }).click();
    await expect(page.getByText('Sale voided: tickets cancelled, seats released.')).toBeVisible();
    await page.getByRole('button', { name: 'Next sale' }).click();

    // Close the shift 49 rupees short: expected 2,000 float + 1,999 cash.
    const shift = page.getByRole('region', { name: 'Shift' });
    await expect(shift.locator('[data-cash="expected"]')).toHaveText('Expected cash₹3,999.00');
    await shift.getByLabel('Counted cash (₹)').fill('3950');
    await shift.getByRole('button', { name: 'Close shift' }).click();
    const closed = page.getByRole('region', { name: 'Closed shift' });
    await expect(closed.locator('[data-cash="difference"]')).toHaveText('DifferenceShort ₹49.00');
    await expect(closed.locator('[data-method="COMP"]')).toHaveText('Complimentary11₹0.00');
    await expect(closed.locator('[data-method="VOIDED"]')).toHaveText('Voided11₹1,999.00');
    await snap(page, info, 'box-office-closed-shift');

    // The organiser's Reports: the session report draws the box office's split by payment and opens the shift report.
    const organiser = await page.context().browser()!.newContext({ viewport: { width: 360, height: 780 } });
    const console = await organiser.newPage();
    await console.goto(`${ORIGINS.organiser}/login`);
    await logIn(console, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    await expect(console).not.toHaveURL(/\/login$/);
    await console.goto(`${ORIGINS.organiser}/reports/${session.eventCode}/session/${session.sessionId}`);
    const split = console.locator('[data-box-office-split]');
    // On phones the rows are cards whose cells' names carry their column's label ('Payment UPI Sales 1 ...').
    const row = (name: RegExp) => split.getByRole('table', { name: 'Box office sales by payment method' }).getByRole('row', { name });
    await expect(row(/ UPI /)).toHaveText(/UPI\s*1\s*2\s*₹3,998\.00/);
    await expect(row(/ Cash /)).toHaveText(/Cash\s*1\s*1\s*₹1,999\.00/);
    await expect(row(/ Card /)).toHaveText(/Card\s*0\s*0\s*₹0\.00/);
    await expect(row(/ Complimentary /)).toHaveText(/Complimentary\s*1\s*1\s*₹0\.00/);
    await split.scrollIntoViewIfNeeded();
    await snap(console, info, 'box-office-session-split');
    await split.getByRole('link', { name: 'Box office shifts' }).click();
    const report = console.getByRole('region', { name: /^Shift of Sandeep Patil/ }).first();
    await expect(report.locator('[data-cash="difference"]')).toHaveText('DifferenceShort ₹49.00');
    await expect(report.locator('[data-method="UPI"]')).toHaveText('UPI12₹3,998.00');
    await console.getByRole('link', { name: /^Open shift report: Sandeep Patil/ }).first().click();
    await expect(console.getByRole('list', { name: 'Voided sales' })).toContainText('1 x Gold, Card ₹1,999.00');
    await snap(console, info, 'box-office-shift-report');
    await organiser.close();
  });
});
