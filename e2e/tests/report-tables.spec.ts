import { DEMO_ACCOUNTS } from '@diy/domain';
import { expect, test, type Page } from '@playwright/test';
import { logIn, ORIGINS, snap } from './support';

/**
 * Report tables that fit (issue 34): at 1366 px every figures table of the event and session reports fits its frame
 * (no column cut at NET TO YOU), and at 360 px they become cards; in both, no number is cut (each cell's content fits
 * its box: scrollWidth <= clientWidth), and the whole event downloads from the event report.
 */
const MAIN_EVENT = 'ET00010002';

/** Every figures table on the page: its frame scrolls nowhere, and no cell clips its content. */
async function expectTablesWhole(page: Page): Promise<number> {
  const found = await page.evaluate(() => {
    const out: { frame: string; over: number; cells: string[] }[] = [];
    for (const frame of document.querySelectorAll<HTMLElement>('[data-phone-layout]')) {
      const table = frame.querySelector('table');
      if (!table) continue;
      const cells = [...table.querySelectorAll<HTMLElement>('td, th')]
        .filter((c) => c.getClientRects().length > 0 && c.scrollWidth > c.clientWidth + 1)
        .map((c) => `${c.innerText} (${c.scrollWidth} > ${c.clientWidth})`);
      out.push({ frame: table.caption?.innerText ?? '', over: frame.scrollWidth - frame.clientWidth, cells });
    }
    return out;
  });
  for (const t of found) {
    expect(t.over, `${t.frame}: its frame scrolls sideways by ${t.over} px`).toBeLessThanOrEqual(1);
    expect(t.cells, `${t.frame}: cells cut`).toEqual([]);
  }
  return found.length;
}

test('report tables fit at 1366 px and become cards at 360 px, every number whole', async ({ page }, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  await page.setViewportSize(phone ? { width: 360, height: 780 } : { width: 1366, height: 800 });
  await page.goto(`${ORIGINS.organiser}/login`);
  await logIn(page, DEMO_ACCOUNTS.organiser.email);
  await expect(page).toHaveURL(/\/apps$/);

  await page.goto(`${ORIGINS.organiser}/reports/${MAIN_EVENT}`);
  await expect(page.locator('[data-report-status="SUCCESS"]')).toBeVisible();
  const figures = page.locator('[data-phone-layout]').first();
  await expect(figures).toBeVisible();
  if (phone) await expect(figures).toHaveAttribute('data-phone-layout', 'cards');
  expect(await expectTablesWhole(page)).toBeGreaterThan(0);
  await snap(page, info, phone ? 'report-tables-event-360' : 'report-tables-event-1366');

  // The whole event downloads from its report.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report' }).click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${MAIN_EVENT}_.*_all-shows_on-.*\\.csv$`));

  await page.locator('[data-session]').first().getByRole('link', { name: 'Session report' }).click();
  await expect(page).toHaveURL(/\/session\//);
  await expect(page.locator('[data-report-status="SUCCESS"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By sales channel' })).toBeVisible();
  expect(await expectTablesWhole(page)).toBeGreaterThanOrEqual(2);
  await snap(page, info, phone ? 'report-tables-session-360' : 'report-tables-session-1366');
});
