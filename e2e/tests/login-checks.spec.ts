import { IDENTITY_MESSAGES, LOGIN_MESSAGES } from '@diy/domain';
import type { Page } from '@playwright/test';
import { ORIGINS, expect, test } from './support';

/**
 * The login forms check what was typed with the server's own schemas (@diy/domain), which are not part of the first
 * screen's script: they load with a form's first focus or submit (packages/shell login-schemas.ts, issue 32). Each
 * form answers with the domain's messages, and nothing reaches the API until what was typed passes.
 */

/** The identity calls the page makes (log-in, codes, resets, sign-up codes). */
function identityCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(auth|v1\/signup)\//.test(request.url())) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

test.describe('login forms check what was typed', () => {
  for (const [app, origin] of Object.entries(ORIGINS)) {
    test(`the ${app} app's password and forgot-password forms answer with the domain's messages`, async ({ page }) => {
      const calls = identityCalls(page);
      await page.goto(`${origin}/login`);
      const form = page.getByRole('form', { name: 'Log in' });
      // The login arrives drawn from HTML (prerender.spec.ts): the message shows once the app's form has taken over.
      await expect(async () => {
        await form.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByText(LOGIN_MESSAGES.usernameRequired, { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(page.getByText(LOGIN_MESSAGES.passwordRequired, { exact: true })).toBeVisible();

      await form.getByRole('textbox', { name: 'E-mail or mobile number' }).fill('12345');
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('anything');
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText(LOGIN_MESSAGES.usernameInvalid, { exact: true })).toBeVisible();
      await expect(page.getByText(LOGIN_MESSAGES.passwordRequired, { exact: true })).toHaveCount(0);

      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('form', { name: 'Forgot password' });
      await forgot.getByRole('textbox', { name: 'Registered e-mail or mobile number' }).fill('not-an-address');
      await forgot.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText(IDENTITY_MESSAGES.mobileFormat, { exact: true })).toBeVisible();
      expect(calls).toEqual([]);
    });
  }

  test("the organiser app's OTP login and sign-up forms answer with the domain's message", async ({ page }) => {
    const calls = identityCalls(page);
    await page.goto(`${ORIGINS.organiser}/login`);
    await expect(async () => {
      await page.getByRole('button', { name: 'Login with OTP' }).click();
      await expect(page.getByRole('form', { name: 'Log in with OTP' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const otpLogin = page.getByRole('form', { name: 'Log in with OTP' });
    await otpLogin.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await otpLogin.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText(IDENTITY_MESSAGES.mobileFormat, { exact: true })).toBeVisible();

    await page.goto(`${ORIGINS.organiser}/signup`);
    const signUp = page.getByRole('form', { name: 'Sign up' });
    // Ten digits, but an Indian mobile number starts with 6 to 9.
    await signUp.getByRole('textbox', { name: 'Mobile number' }).fill('5123456789');
    await signUp.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText(IDENTITY_MESSAGES.mobileFormat, { exact: true })).toBeVisible();
    expect(calls).toEqual([]);
  });
});
