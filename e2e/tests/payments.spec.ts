import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PAYMENTS_UI_TEXTS as T, STATEMENT_FIGURE_LABELS, STATEMENT_STATUS_LABELS, formatPaise, type StatementDetail, type StatementListAnswer } from '@diy/domain';
import { expect, test, type APIRequestContext, type Download, type Page, type TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from './pdf-text';
import { API_ORIGIN, logIn, ORIGINS, snap } from './support';

/**
 * The organiser's Payments area (issue 33): the demo organiser opens Payments from the navigation, reads what is due,
 * opens an issued statement, downloads its PDF and the platform fee's tax invoice and reads both (statement number,
 * net payable, invoice number), and finds a Paid statement with its UTR. The demo's statements come from the seed
 * (statements in every status) and the statements job, run here once through the dev jobs route.
 */

const HEADERS = { 'x-app-code': 'DIY' };

async function organiserToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API_ORIGIN}/api/auth/token`, { headers: HEADERS, data: { username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${API_ORIGIN}/api${path}`, { headers: { ...HEADERS, authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The shows that are over get their statements (the job runs every STATEMENT_SWEEP_MS; here once, now). */
async function runStatementsJob(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${API_ORIGIN}/api/dev/jobs/run-due`, { headers: HEADERS, data: {} });
  expect(res.status()).toBe(200);
}

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  expect(path).toBeTruthy();
  return readFile(path!);
}

/** 1366 x 800 on the desktop project (the width the tables must fit); the phone project keeps its own. */
async function sized(page: Page, info: TestInfo): Promise<void> {
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 800 });
}

/** Nothing on the page is wider than the screen (no cut numbers, no sideways page scroll). */
async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('Payments', () => {
  test('the organiser reads a statement and downloads the statement and its tax invoice', async ({ page }, info) => {
    await sized(page, info);
    await runStatementsJob(page.request);
    const token = await organiserToken(page.request);
    // The first page, as the list shows it.
    const all = await api<StatementListAnswer>(page.request, token, '/payments/statements');
    // An approved one: the payouts journey pays issued ones of the same organiser at the same time.
    const withInvoice = all.list.find((s) => s.status === 'APPROVED' && s.number !== null && s.invoiceNumber !== null);
    expect(withInvoice, 'the demo organiser has an issued statement with a fee invoice').toBeTruthy();
    const detail = await api<StatementDetail>(page.request, token, `/payments/statements/${withInvoice!.id}`);

    await page.goto(`${ORIGINS.organiser}/login`);
    await logIn(page, DEMO_ACCOUNTS.organiser.email);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: T.navLabel }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.locator(`[data-stat="${T.dueTitle}"]`)).toBeVisible();
    await expect(page.getByRole('tab', { name: new RegExp(`^${T.all}`) })).toContainText(String(all.total));
    await snap(page, info, 'payments-list');
    await fitsWidth(page);

    await test.step('a statement, its working and figures', async () => {
      await page.getByRole('tab', { name: new RegExp(`^${STATEMENT_STATUS_LABELS[withInvoice!.status]}`) }).click();
      await page.getByRole('link', { name: new RegExp(`^Open statement ${withInvoice!.number!.replace(/[/]/g, '\\/')},`) }).click();
      await expect(page).toHaveURL(new RegExp(`/payments/statements/${withInvoice!.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: withInvoice!.number! })).toBeVisible();
      await expect(page.locator('[data-figure="net-payable"]')).toHaveText(`${STATEMENT_FIGURE_LABELS.netPayable}${formatPaise(detail.figures.netPayablePaise)}`);
      await expect(page.locator('[data-figure="gross"]')).toContainText(formatPaise(detail.figures.grossSalesPaise));
      await expect(page.getByText(withInvoice!.invoiceNumber!, { exact: true })).toBeVisible();
      await snap(page, info, 'payments-statement');
      await fitsWidth(page);
    });

    await test.step('the statement PDF, read', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.downloadStatement }).click()]);
      expect(download.suggestedFilename()).toMatch(/^statement-.*\.pdf$/);
      const bytes = await saved(download);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Settlement statement ${withInvoice!.number!}`);
      const text = pdfText(bytes);
      expect(text).toContain(withInvoice!.number!);
      expect(text).toContain(formatPaise(detail.figures.netPayablePaise).replace('₹', 'Rs '));
      await expect(page.getByText(T.downloaded(download.suggestedFilename()))).toBeVisible();
    });

    await test.step('the GST tax invoice PDF, read', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.downloadInvoice }).click()]);
      const bytes = await saved(download);
      expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Tax invoice ${withInvoice!.invoiceNumber!}`);
      const text = pdfText(bytes);
      expect(text).toContain(withInvoice!.invoiceNumber!);
      expect(text).toContain(withInvoice!.number!);
    });
  });

  test('a Paid statement shows its UTR and date', async ({ page }, info) => {
    await sized(page, info);
    const token = await organiserToken(page.request);
    const paid = await api<StatementListAnswer>(page.request, token, '/payments/statements?status=PAID&limit=100');
    const first = paid.list[0];
    expect(first?.utr, 'the demo seed has a Paid statement with its UTR').toBeTruthy();

    await page.goto(`${ORIGINS.organiser}/login`);
    await logIn(page, DEMO_ACCOUNTS.organiser.email);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: T.navLabel }).click();
    await page.getByRole('tab', { name: /^Paid/ }).click();
    await expect(page).toHaveURL(/\/payments\?status=PAID$/);
    const note = T.paid(first!.utr!, first!.paidAt!);
    await expect(page.getByText(note).first()).toBeVisible();
    await snap(page, info, 'payments-paid');
    await fitsWidth(page);
    await page.getByRole('link', { name: new RegExp(`^Open statement ${first!.number!.replace(/[/]/g, '\\/')},`) }).click();
    await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
    await snap(page, info, 'payments-paid-statement');

    await test.step("from the event's report to its statements", async () => {
      await page.goto(`${ORIGINS.organiser}/reports/${first!.eventCode}`);
      await page.getByRole('link', { name: T.eventPayments }).click();
      await expect(page).toHaveURL(new RegExp(`/payments\\?event=${first!.eventCode}$`));
      const table = page.getByRole('table', { name: T.listCaption });
      await expect(table.getByRole('link', { name: new RegExp(`^Open statement ${first!.number!.replace(/[/]/g, '\\/')},`) })).toBeVisible();
      const others = (await api<StatementListAnswer>(page.request, token, '/payments/statements?limit=100')).list.filter((s) => s.eventCode !== first!.eventCode && s.number);
      for (const other of others) await expect(table.getByText(other.number!, { exact: true })).toHaveCount(0);
    });
  });
});
