import { readFile } from 'node:fs/promises';
import {
  BANK_FILE_COLUMNS, DEMO_ACCOUNTS, DEMO_PASSWORD, PAYMENTS_UI_TEXTS as PT, PAYOUTS_UI_TEXTS as T, STATEMENT_STATUS_LABELS, UTR_ENTRY_MESSAGES,
  bankAmount, calendarDateIso, formatCalendarDate, istToday, parseCsv, payoutNarration, type StatementListAnswer, type StatementListItem,
} from '@diy/domain';
import { devices, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { API_ORIGIN, codeSentBy, expect, logIn, logInWithSecondStep, ORIGINS, snap, test, withLock } from './support';

/**
 * Staff payouts (issue 33), desktop and phone: the finance maker logs in to the staff admin, chooses a demo statement in
 * the payout queue and prepares a batch through a second step; the checker, another finance user in another browser,
 * opens the batch from the list and approves it through their own second step; the bank file is downloaded and read
 * (beneficiary, account, IFSC, amount, narration with the statement number); the UTR is entered by hand (desktop) or
 * the bank's response file uploaded (phone), each after a refused try named on its row; then the organiser sees the
 * statement Paid with its UTR in the console. Codes come from the dev outbox.
 */

const HEADERS = { 'x-app-code': 'DIY' };
/** The demo finance staff (apps/server/src/seed/accounts.ts), password Demo@2026, each with a second step. */
const MAKER = { email: 'finance.maker@demo.in', mobile: '9000000031' };
const CHECKER = { email: 'finance.checker@demo.in', mobile: '9000000032' };
/** The demo organiser's bank details on its KYC profile (DEMO_ORGANISER_BANKS in the seed). */
const MLE_BANK = { beneficiaryName: 'Mumbai Live Entertainment Pvt Ltd', accountNumber: '50100012345678', ifsc: 'HDFC0000123' };
/** The demo's five-night past run: each night has a statement; its two newest are issued, with money to pay. */
const PAST_RUN = 'Diljit Dosanjh: Dil-Luminati Tour';

async function organiserToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API_ORIGIN}/api/auth/token`, { headers: HEADERS, data: { username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * The statement this project pays: the newest night of the past run on desktop, the one before on phone (the two run
 * side by side on one server, so each pays its own).
 */
async function statementToPay(request: APIRequestContext, info: TestInfo): Promise<StatementListItem> {
  const token = await organiserToken(request);
  const res = await request.get(`${API_ORIGIN}/api/payments/statements?limit=100`, { headers: { ...HEADERS, authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const run = ((await res.json()) as { data: StatementListAnswer }).data.list
    .filter((s) => s.eventTitle === PAST_RUN)
    .sort((a, b) => b.showTime.localeCompare(a.showTime));
  const mine = run[info.project.name === 'phone' ? 1 : 0];
  expect(mine, 'the demo has issued statements of the past run to pay').toMatchObject({ status: 'ISSUED', number: expect.any(String) });
  expect(mine!.netPayablePaise).toBeGreaterThan(0);
  return mine!;
}

/** Nothing on the page is wider than the screen (no cut numbers, no sideways page scroll). */
async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Another person's browser, the size of this project's. */
async function secondBrowser(browser: Browser, info: TestInfo): Promise<Page> {
  const { defaultBrowserType: _ignored, ...phone } = devices['Pixel 7'];
  const context = await browser.newContext(info.project.name === 'phone' ? phone : { viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** A finance user's second step for a payout action: the code from the outbox typed in, then the action. */
async function withStepUp(page: Page, who: { mobile: string }, action: string): Promise<void> {
  await withLock(who.mobile, async () => {
    const codeBox = page.getByRole('textbox', { name: /^Code sent to / });
    const code = await codeSentBy(page.request, who.mobile, async () => {
      await page.getByRole('button', { name: T.sendCode(action) }).click();
      await expect(codeBox).toBeVisible();
    });
    await codeBox.fill(code);
    await page.getByRole('button', { name: action, exact: true }).click();
    await expect(codeBox).toBeHidden();
  });
}

test.describe('Payouts', () => {
  test('the maker prepares a batch, the checker approves it, the bank file is read, UTRs recorded; the organiser sees Paid', async ({ page, browser }, info) => {
    // Three people, two browsers, two second steps and seven screens checked: 45 to 80 s here, twice that on a busy machine.
    test.setTimeout(180_000);
    const statement = await statementToPay(page.request, info);
    const number = statement.number!;
    const utr = `${info.project.name === 'phone' ? 'UTIBR' : 'HDFCR'}${String(Date.now()).slice(-13)}`;
    const today = formatCalendarDate(istToday());

    // The maker: the queue, the statement chosen, the batch prepared through the second step.
    await page.goto(`${ORIGINS.admin}/login`);
    await logInWithSecondStep(page, MAKER);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: T.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    const pick = page.getByRole('checkbox', { name: T.choose(number) });
    await pick.check();
    await expect(page.getByText(T.chosen(1, statement.netPayablePaise))).toBeVisible();
    await snap(page, info, 'payouts-queue');
    await fitsWidth(page);
    await withStepUp(page, MAKER, T.prepare);
    await expect(page).toHaveURL(/\/apps\/diy\/payouts\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Payout batch PB\// });
    await expect(heading).toBeVisible();
    const batchNumber = ((await heading.textContent()) ?? '').replace('Payout batch ', '');
    // Whoever prepared it cannot approve it: the page says so and offers no approval.
    await expect(page.getByText(T.sameMaker)).toBeVisible();
    await expect(page.getByRole('button', { name: T.sendCode(T.approve) })).toHaveCount(0);
    await snap(page, info, 'payout-batch-prepared');
    await fitsWidth(page);

    // The checker, in another browser: the batch from the list, approved through their own second step.
    const checker = await secondBrowser(browser, info);
    await checker.goto(`${ORIGINS.admin}/login`);
    await logInWithSecondStep(checker, CHECKER);
    await checker.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: T.title }).click();
    await checker.getByRole('link', { name: T.openBatch(batchNumber) }).click();
    await expect(checker.getByRole('heading', { level: 1, name: T.batchTitle(batchNumber) })).toBeVisible();
    await withStepUp(checker, CHECKER, T.approve);
    await expect(checker.locator('[data-status="APPROVED"]')).toHaveText('Approved');
    await expect(checker.locator('dt', { hasText: T.approvedBy }).locator('xpath=following-sibling::dd[1]')).toContainText(CHECKER.email);
    await expect(checker.getByText(T.downloadFirst)).toBeVisible();

    await test.step('the bank file, downloaded and read', async () => {
      const [download] = await Promise.all([checker.waitForEvent('download'), checker.getByRole('button', { name: T.download }).click()]);
      expect(download.suggestedFilename()).toBe(`${batchNumber.replace(/\//g, '-')}.csv`);
      const [header, ...rows] = parseCsv((await readFile((await download.path())!)).toString('utf8'));
      expect(header).toEqual([...BANK_FILE_COLUMNS]);
      expect(rows).toEqual([[MLE_BANK.beneficiaryName, MLE_BANK.accountNumber, MLE_BANK.ifsc, bankAmount(statement.netPayablePaise), payoutNarration(number)]]);
      await expect(checker.getByRole('status').filter({ hasText: T.downloaded(download.suggestedFilename()) })).toBeVisible();
    });
    await snap(checker, info, 'payout-batch-approved');
    await fitsWidth(checker);

    if (info.project.name === 'phone') {
      await test.step("the bank's response file: a wrong amount refused and named, then the right one", async () => {
        const file = (amount: string) => ({
          name: 'response.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(`Statement number,Amount,UTR,Date\r\n${number},${amount},${utr},${today}\r\n`),
        });
        const upload = checker.locator('input[type="file"]');
        await upload.setInputFiles(file(bankAmount(statement.netPayablePaise + 100)));
        const refused = checker.getByRole('list', { name: T.rowsRefused });
        await expect(refused).toContainText(`line 2: ${number} is ${bankAmount(statement.netPayablePaise)} in the batch`);
        await snap(checker, info, 'payout-response-refused');
        await upload.setInputFiles(file(bankAmount(statement.netPayablePaise)));
      });
    } else {
      await test.step('the UTR entered by hand: a malformed one named on its row, then the right one', async () => {
        const row = checker.getByRole('group', { name: T.rowLegend(number, MLE_BANK.beneficiaryName, statement.netPayablePaise) });
        const field = row.getByRole('textbox', { name: T.utrLabel });
        await expect(row.getByRole('textbox', { name: T.paidOnLabel })).toHaveValue(today);
        await field.fill('UTR-1');
        await checker.getByRole('button', { name: T.saveUtrs }).click();
        await expect(field).toHaveAccessibleDescription(UTR_ENTRY_MESSAGES.utr);
        await snap(checker, info, 'payout-utr-refused');
        await field.fill(utr.toLowerCase());
        await checker.getByRole('button', { name: T.saveUtrs }).click();
      });
    }
    await expect(checker.locator('[data-status="PAID"]')).toHaveText('Paid');
    await expect(checker.getByRole('row').filter({ hasText: number })).toContainText(utr);
    await snap(checker, info, 'payout-batch-paid');
    await fitsWidth(checker);
    await checker.context().close();

    await test.step('the organiser sees the statement Paid with its UTR', async () => {
      await page.goto(`${ORIGINS.organiser}/login`);
      await logIn(page, DEMO_ACCOUNTS.organiser.email);
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: PT.navLabel }).click();
      await page.getByRole('tab', { name: new RegExp(`^${STATEMENT_STATUS_LABELS.PAID}`) }).click();
      const note = PT.paid(utr, calendarDateIso(istToday()));
      await expect(page.getByText(note)).toBeVisible();
      await page.getByRole('link', { name: new RegExp(`^Open statement ${number.replace(/[/]/g, '\\/')},`) }).click();
      await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
      await snap(page, info, 'payments-paid-by-payout');
      await fitsWidth(page);
    });
  });
});
