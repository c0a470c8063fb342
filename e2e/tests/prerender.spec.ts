import { LOGIN_MESSAGES, PRERENDERED_LOGIN } from '@diy/domain';
import { ORIGINS, expect, snap, test } from './support';

/**
 * Each app's login screen is drawn from its HTML before any script runs (the build prerenders it, vite-prerender.ts;
 * the app hosts answer /login with that page), and the app, once loaded, puts the same working screen in its place.
 */
test.describe('login screens drawn before any script runs', () => {
  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    for (const [app, origin] of Object.entries(ORIGINS)) {
      test(`the ${app} app's login page arrives with its form`, async ({ page }, info) => {
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
        expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
        await snap(page, info, `${app}-login-before-scripts`);
      });
    }
  });

  for (const [app, origin] of Object.entries(ORIGINS)) {
    test(`the ${app} app replaces the drawn login with one working form`, async ({ page }) => {
      await page.goto(`${origin}${PRERENDERED_LOGIN.path}`);
      const form = page.getByRole('form', { name: 'Log in' });
      // Only the app's form validates: the message shows once the app has taken over (a press before that is the
      // drawn page's own), and the drawn copy is gone.
      await expect(async () => {
        await form.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByText(LOGIN_MESSAGES.usernameRequired)).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(form).toHaveCount(1);
    });
  }
});
