import { DEMO_PASSWORD } from '@diy/domain';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTS } from '../playwright.config';
import { checkAccessibility } from './a11y';

export { expect };

/**
 * Playwright's `test` with the page-level accessibility check (a11y.ts) run on the page as each test leaves it; the
 * screens in between are checked by `snap`.
 */
export const test = base.extend<{ finalPageAccessibility: void }>({
  finalPageAccessibility: [
    async ({ page }, use, info) => {
      await use();
      await checkAccessibility(page, info, 'at the end of the test');
    },
    { auto: true },
  ],
});

export const ORIGINS = {
  organiser: `http://127.0.0.1:${PORTS.organiser}`,
  scanner: `http://127.0.0.1:${PORTS.scanner}`,
  admin: `http://127.0.0.1:${PORTS.admin}`,
};

export async function logIn(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail or mobile number' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logout asks "Are you sure?" first; No keeps the session, Yes ends it and lands on /login. */
export async function logOut(page: Page, info?: TestInfo, screenName?: string): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('You will be logged out of your account');
  if (info && screenName) await snap(page, info, screenName);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Checks the screen for accessibility, and saves a full-page screenshot under e2e/.artifacts/screens/<project>/ for people to look at. They are for eyes only
 * (no test reads them) and cost 1 to 12 s each on a busy 2-vCPU machine, so CI, where nobody opens them, turns them off
 * with E2E_SCREENS=off.
 */
export async function snap(page: Page, info: TestInfo, name: string): Promise<void> {
  // Every named screen is also checked for accessibility (a11y.ts), with or without its screenshot.
  await checkAccessibility(page, info, name);
  if (process.env.E2E_SCREENS === 'off') return;
  await page.screenshot({ path: `.artifacts/screens/${info.project.name}/${name}.png`, fullPage: true });
}

export const API_ORIGIN = `http://127.0.0.1:${PORTS.api}`;

interface OutboxMessage {
  id: string;
  to: string;
  body: string;
  createdAt: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${API_ORIGIN}/api/dev/outbox`, { params: { to }, headers: { 'x-app-code': 'DIY' } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { messages: OutboxMessage[] } };
  return body.data.messages;
}

/**
 * Sends a code with `send` and returns it, read from the dev outbox (newest first): the first message for `to`
 * that was not there before. Run it inside `withLock(to, ...)` when another test may send to the same number.
 */
export async function codeSentBy(request: APIRequestContext, to: string, send: () => Promise<void>): Promise<string> {
  // The journeys ask the same demo numbers for many codes in one run: start each from a clean send history
  // (a development-only route), so the limit of 3 codes per 15 minutes never fails a journey by accident.
  const cleared = await request.delete(`${API_ORIGIN}/api/dev/otp-sends`, { headers: { 'x-app-code': 'DIY' }, params: { to } });
  expect(cleared.status(), 'clearing the code send history').toBe(200);
  const before = new Set((await outbox(request, to)).map((m) => m.id));
  await send();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const fresh = (await outbox(request, to)).find((m) => !before.has(m.id));
      code = fresh ? /\b(\d{6})\b/.exec(fresh.body)?.[1] : undefined;
      return code;
    }, { message: `a new code for ${to} in the outbox`, timeout: 10_000 })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/**
 * A lock shared by the workers (desktop and phone run every test at the same time): journeys that send codes to
 * one number, or change one account, hold it so they neither read each other's code nor revoke each other's
 * sessions. A lock left by a crashed run is taken over after two minutes.
 */
export async function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `diy-e2e-lock-${name.replace(/[^\w.@-]/g, '_')}`);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      try {
        if (Date.now() - statSync(dir).mtimeMs > 120_000) rmSync(dir, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      if (Date.now() > deadline) throw new Error(`lock ${name} not released`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Types a code on the OTP screen and presses Verify. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'OTP' });
  await input.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Code login (Login with OTP) of an existing account in an app; the code comes from the dev outbox. */
export async function logInWithCode(page: Page, origin: string, mobile: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Login with OTP' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  const code = await codeSentBy(page.request, mobile, async () => {
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page).toHaveURL(/\/login\/otp$/);
  });
  await enterCode(page, code);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A six-digit code that is surely wrong. */
export function wrongCode(right: string): string {
  return right === '000000' ? '111111' : '000000';
}

/** Password login of a staff account, then the second step with the code from the outbox. */
export async function logInWithSecondStep(page: Page, account: { email: string; mobile: string }, password: string = DEMO_PASSWORD): Promise<void> {
  await withLock(account.mobile, async () => {
    const code = await codeSentBy(page.request, account.mobile, async () => {
      await logIn(page, account.email, password);
      await expect(page).toHaveURL(/\/login\/otp$/);
    });
    await expect(page.getByRole('heading', { name: 'Verify it’s you' })).toBeVisible();
    await enterCode(page, code);
    await expect(page).not.toHaveURL(/\/login/);
  });
}

/**
 * Collects what the page's Content-Security-Policy refused: `securitypolicyviolation` events (recorded by a script
 * added before any of the page's own) and the browser's console reports of a refusal. Call before the first goto;
 * `violations()` reads both.
 */
export async function watchCsp(page: Page): Promise<{ violations: () => Promise<string[]> }> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Refused to/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return {
    violations: async () => [
      ...fromConsole,
      ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ],
  };
}

export interface Fault {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the API registers it: `/api/offers/events/:eventCode`. */
  route: string;
  /** `crash`: the server's real 500 (an unexpected error in the handler); `session-expired`: its real 401. */
  kind: 'crash' | 'session-expired';
  times?: number;
}

/**
 * Arms the server's development fault switch (DIY_FAULTS=on, set by playwright.config.ts; docs/testing.md) for this
 * page's session only: the next `times` (1) requests of it to the route fail as the server really fails, through its
 * own error handler. Answers how many requests the fault has failed so far, to check that the popup came from it.
 */
export async function armFault(page: Page, fault: Fault): Promise<{ hits: () => Promise<number> }> {
  const token = await page.evaluate(() => localStorage.getItem('diy.accessToken'));
  if (!token) throw new Error('armFault: the page has no session');
  const headers = { 'x-app-code': 'DIY' };
  const res = await page.request.post(`${API_ORIGIN}/api/dev/faults`, { headers, data: { ...fault, token } });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = ((await res.json()) as { data: { id: string } }).data;
  return {
    hits: async () => {
      const list = await page.request.get(`${API_ORIGIN}/api/dev/faults`, { headers });
      const faults = ((await list.json()) as { data: { faults: { id: string; hits: number }[] } }).data.faults;
      return faults.find((f) => f.id === id)?.hits ?? -1;
    },
  };
}
