import { expect, test, type Page } from '@playwright/test';
import { FOUNDATION_PAGES, componentFolder, componentsWithoutDocs, missingPages, type IndexEntry } from '../../packages/ui/test/storybook-index';
import { PORTS } from '../playwright.config';

/**
 * Storybook as a designer opens it (issue #28): the static build that npm start serves (here on the e2e server's
 * Storybook port), its docs pages drawn without an error, and whole screens logged in against their recorded answers.
 * Each page is saved under .artifacts/storybook/ to be looked at.
 */
const SB = `http://127.0.0.1:${PORTS.storybook}`;

async function entries(page: Page): Promise<IndexEntry[]> {
  const res = await page.request.get(`${SB}/index.json`);
  expect(res.status()).toBe(200);
  return Object.values(((await res.json()) as { entries: Record<string, IndexEntry> }).entries);
}

/** A docs page or a story in the preview frame, as the Storybook page shows it; fails on Storybook's error display. */
async function open(page: Page, id: string, mode: 'docs' | 'story'): Promise<void> {
  await page.goto(`${SB}/iframe.html?id=${id}&viewMode=${mode}`);
  // A story first loads its loaders (Mock Service Worker registers in a fresh browser context): at a load of 13 on the
  // two cores, a screen drew after the usual 10 s had passed.
  await expect(page.locator(mode === 'docs' ? '#storybook-docs' : '#storybook-root')).not.toBeEmpty({ timeout: 30_000 });
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
}

async function save(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENS === 'off') return;
  await page.screenshot({ path: `.artifacts/storybook/${name}.png` });
}

test.describe('the served Storybook', () => {
  test('lists a docs page for every component and the foundations pages', async ({ page }) => {
    const list = await entries(page);
    const folders = [...new Set(list.map(componentFolder).filter((f): f is string => Boolean(f)))];
    expect(folders.length).toBeGreaterThan(60);
    expect(componentsWithoutDocs(list, folders)).toEqual([]);
    expect(missingPages(list, FOUNDATION_PAGES)).toEqual([]);
  });

  test('draws every foundations page from the theme, and a component docs page with its props', async ({ page }) => {
    const list = await entries(page);
    for (const title of FOUNDATION_PAGES) {
      const entry = list.find((e) => e.type === 'docs' && e.title === title);
      expect(entry, title).toBeDefined();
      await open(page, entry!.id, 'docs');
      await expect(page.locator('#storybook-docs h2, #storybook-docs h1').first()).toBeVisible();
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, 'foundations-colour--docs', 'docs');
    // The accent's value as the theme has it (never a hand copy).
    await expect(page.getByText('#3d37b8').first()).toBeVisible();
    await save(page, 'foundations-colour');
    await open(page, 'actions-button--docs', 'docs');
    await expect(page.getByText('The one button of DIY Events.')).toBeVisible();
    // The props table, from the component's TypeScript types.
    await expect(page.locator('#storybook-docs td').filter({ hasText: /^variant$/ })).toBeVisible();
    await save(page, 'button-docs');
  });

  for (const { id, size, heading } of [
    { id: 'screens-organiser--dashboard-desktop', size: { width: 1366, height: 800 }, heading: 'Welcome, Riya Sharma' },
    { id: 'screens-organiser--dashboard-phone', size: { width: 360, height: 780 }, heading: 'Welcome, Riya Sharma' },
    { id: 'screens-admin--users-and-access-desktop', size: { width: 1366, height: 800 }, heading: /users/i },
    { id: 'screens-admin--users-and-access-phone', size: { width: 360, height: 780 }, heading: /users/i },
  ]) {
    test(`shows the screen ${id} logged in, from its recorded answers`, async ({ page }) => {
      await page.setViewportSize(size);
      await open(page, id, 'story');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: /loading/i })).toHaveCount(0);
      await save(page, id);
    });
  }
});
