import { LOGIN_MESSAGES, PRERENDERED_LOGIN } from '@diy/domain';
import { test as plain } from '@playwright/test';
import { ORIGINS, expect, snap, test } from './support';

/**
 * Each app's login screen is drawn from its HTML before any script runs (the build prerenders it, vite-prerender.ts;
 * the app hosts answer /login with that page), and the app, once loaded, puts the same working screen in its place.
 */
// Playwright's own `test` here: axe (support.ts' check at the end of each test) cannot finish in a page whose scripts
// are off. The same screen is checked for accessibility once the app has it (below).
plain.describe('login screens drawn before any script runs, scripts off', () => {
  plain.use({ javaScriptEnabled: false });
  for (const [app, origin] of Object.entries(ORIGINS)) {
    plain(`the ${app} app's login page arrives with its form`, async ({ page }, info) => {
      const response = await page.goto(`${origin}${PRERENDERED_LOGIN.path}`);
      expect(response?.status()).toBe(200);
      const form = page.getByRole('form', { name: 'Log in' });
      await expect(form).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'E-mail or mobile number' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
      const button = form.getByRole('button', { name: 'Log in' });
      await expect(button).toBeVisible();
      // Styled from the page's own <style> (styled-components' server stylesheet), not by a script.
      await expect(button).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      if (process.env.E2E_SCREENS !== 'off') {
        await page.screenshot({ path: `.artifacts/screens/${info.project.name}/${app}-login-before-scripts.png`, fullPage: true });
      }
      // Pressed before the app has loaded, the drawn form puts nothing typed in the address.
      await form.getByRole('textbox', { name: 'E-mail or mobile number' }).fill('early@demo.in');
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Typed@2026');
      await button.click();
      // The same page again, with an empty query: the drawn fields have no names to submit.
      await expect(page).toHaveURL(new RegExp(`${PRERENDERED_LOGIN.path}\\?$`));
      await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
    });
  }
});

test.describe('login screens drawn before any script runs, scripts on', () => {
  for (const [app, origin] of Object.entries(ORIGINS)) {
    test(`the ${app} app replaces the drawn login with one working form`, async ({ page }, info) => {
      await page.goto(`${origin}${PRERENDERED_LOGIN.path}`);
      const form = page.getByRole('form', { name: 'Log in' });
      // Only the app's form validates: the message shows once the app has taken over (a press before that is the
      // drawn page's own), and the drawn copy is gone.
      await expect(async () => {
        await form.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByText(LOGIN_MESSAGES.usernameRequired)).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(form).toHaveCount(1);
      await snap(page, info, `${app}-login-after-scripts`);
    });
  }
});
