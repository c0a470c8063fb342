import { DEMO_PASSWORD } from '@diy/domain';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { PORTS } from '../playwright.config';

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

/** Saves a full-page screenshot under e2e/.artifacts/screens/<project>/ for people to look at. */
export async function snap(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `.artifacts/screens/${info.project.name}/${name}.png`, fullPage: true });
}
