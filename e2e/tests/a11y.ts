import { expect, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Whole pages through axe-core with the WCAG 2.2 AA rules (and the A and AA rules of 2.0 and 2.1 they include), at
 * both sizes (the desktop and phone projects). Checked once per distinct page state: at every screen a journey
 * names (`snap` in support.ts, also when screenshots are off) and at the end of every test (the `test` of
 * support.ts). A violation fails the test (softly: the journey goes on, so one run lists every page's violations).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What was checked in this worker: the same screen (project, address and state name) is not checked twice. */
const checked = new Set<string>();

export interface PageViolation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe-core's browser build, put into a document once (the apps have no frames to reach into). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeInPage {
  run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
}

/**
 * Waits for a loading screen's spinner to go and the page's finite animations and transitions to end (at most 3 s each): a dialog fading in is read by its final
 * colours, not half transparent (colour contrast), as a person sees it once it has opened. Spinners (infinite) are not
 * waited for.
 */
async function settled(page: Page): Promise<void> {
  // A screen still loading (the kit's spinner) is read once it has drawn what it loads, as a person would (at most 3 s).
  await page.waitForFunction(() => !document.querySelector('[data-testid="spinner"]'), undefined, { timeout: 3000 }).catch(() => undefined);
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/**
 * The page's violations as axe reports them (one line per rule, its first elements). axe-core runs in the page
 * itself: injected once per document (a route change in the app keeps it) and asked for violations only. Measured on
 * the event list, 0.6 to 0.8 s a check against 2.5 to 4 s through @axe-core/playwright's AxeBuilder, which injects
 * the script into every frame and opens a second page for each check: about half of every journey's time.
 */
export async function axeViolations(page: Page): Promise<PageViolation[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: AxeInPage }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    }));
  }, WCAG_TAGS);
}

/** Checks the page as it is now, once per screen: a violation is a soft failure naming the screen, rule and elements. */
export async function checkAccessibility(page: Page, info: TestInfo, name: string): Promise<void> {
  const url = page.url();
  if (page.isClosed() || !/^https?:/.test(url)) return;
  const path = new URL(url).pathname;
  // The API docs are swagger-ui's own page, not one of the product's screens (their CSP is checked in csp.spec.ts).
  if (path.startsWith('/api/docs')) return;
  const key = `${info.project.name} ${path} ${name}`;
  if (checked.has(key)) return;
  checked.add(key);
  // Checked from the top of the page: content scrolled under the sticky app bar is not an obscured target (axe's
  // target-size reads it so); the scroll position is put back afterwards.
  const scrolled = await page.evaluate(() => { const at = [window.scrollX, window.scrollY] as const; window.scrollTo(0, 0); return at; }).catch(() => null);
  const violations = await axeViolations(page).catch((err: unknown) => {
    // A page that navigates away while axe runs is checked at its next screen.
    if (/Execution context was destroyed|Target page, context or browser has been closed|navigation/i.test(String(err))) return [];
    throw err;
  });
  if (scrolled) await page.evaluate(([x, y]) => window.scrollTo(x, y), scrolled).catch(() => undefined);
  expect.soft(violations, `accessibility of ${path} (${name}, ${info.project.name})`).toEqual([]);
}
