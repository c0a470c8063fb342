import { DEMO_ACCOUNTS } from '@diy/domain';
import { API_ORIGIN, ORIGINS, logIn, watchCsp, expect, test } from './support';

/**
 * The security headers in a real browser: each built app runs under its strict Content-Security-Policy (scripts only
 * from its own files, /env.js included; styled-components' <style> tags allowed) with nothing refused, and the API
 * docs run under theirs.
 */
test.describe('content security policy', () => {
  for (const [app, origin] of Object.entries(ORIGINS)) {
    test(`the ${app} app's login page runs with nothing refused`, async ({ page }) => {
      const csp = await watchCsp(page);
      const response = await page.goto(`${origin}/login`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      // The page is styled (styled-components' rules were accepted): the button has a background of its own.
      const background = await page.getByRole('button', { name: 'Log in' }).evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      await page.getByRole('textbox', { name: 'E-mail or mobile number' }).fill('nobody');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('textbox', { name: 'E-mail or mobile number' })).toBeVisible();
      expect(await csp.violations()).toEqual([]);
    });
  }

  test('the organiser console runs logged in with nothing refused', async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto(`${ORIGINS.organiser}/login`);
    // The main demo organiser: identity.spec.ts resets organiser2's password while the suite runs.
    await logIn(page, DEMO_ACCOUNTS.organiser.email);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await csp.violations()).toEqual([]);
  });

  test('the API docs (swagger-ui) run under their policy with nothing refused', async ({ page }) => {
    const csp = await watchCsp(page);
    const response = await page.goto(`${API_ORIGIN}/api/docs`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // swagger-ui renders once it has parsed the whole OpenAPI document (about 600 KB with every area's routes).
    await expect(page.getByRole('heading', { name: /DIY Events API/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/auth/token').first()).toBeVisible();
    expect(await csp.violations()).toEqual([]);
  });
});
