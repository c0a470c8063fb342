import { AUTH_FLOW_MESSAGES, DEMO_ACCOUNTS, DEMO_PASSWORD, IDENTITY_MESSAGES, LOGIN_MESSAGES } from '@diy/domain';
import { type TestInfo } from '@playwright/test';
import { API_ORIGIN, ORIGINS, codeSentBy, enterCode, logIn, snap, withLock, wrongCode, expect, test } from './support';

/**
 * Identity journeys (seed 001 sections 2 to 4 and 8). Desktop and phone run every test at once against one
 * server, and a number gets at most 3 codes in 15 minutes: each journey that sends codes picks its number by
 * project, or holds the number's lock and sends only one code per project.
 */
const ORGANISER2 = { email: 'organiser2@demo.in', mobile: '9000000005' };
/** Numbers without an account, one per project and journey. */
function newNumber(info: TestInfo, journey: 'signup' | 'dead-code'): string {
  const project = info.project.name === 'phone' ? 2 : 1;
  return `98765${journey === 'signup' ? '000' : '001'}0${project}`;
}

test.describe('identity', () => {
  test('a direct visit to a code or reset screen without a pending flow goes back to /login', async ({ page }) => {
    for (const path of ['/login/otp', '/login/reset/otp', '/login/reset', '/signup/otp']) {
      await page.goto(`${ORIGINS.organiser}${path}`);
      await expect(page).toHaveURL(/\/login$/);
    }
    await page.goto(`${ORIGINS.scanner}/signup`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logs in with a mobile number and the code from the outbox', async ({ page }, info) => {
    await page.goto(`${ORIGINS.organiser}/events/draft`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Login with OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Log in with OTP' })).toBeVisible();
    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await mobile.pressSequentially('90000a00001');
    await expect(mobile).toHaveValue('9000000001');
    await withLock(DEMO_ACCOUNTS.organiser.mobile, async () => {
      const code = await codeSentBy(page.request, DEMO_ACCOUNTS.organiser.mobile, async () => {
        await page.getByRole('button', { name: 'Get OTP' }).click();
        await expect(page).toHaveURL(/\/login\/otp$/);
      });
      await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
      await expect(page.getByText('90XXXXXX01')).toBeVisible();
      const input = page.getByRole('textbox', { name: 'OTP' });
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(page.getByRole('timer')).toHaveText(/^Resend OTP in 00:\d\d$/);
      await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
      await input.fill('12ab');
      await expect(input).toHaveValue('12');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText(IDENTITY_MESSAGES.otpFormat)).toBeVisible();
      await snap(page, info, 'otp-login');
      await enterCode(page, wrongCode(code));
      const oops = page.getByRole('dialog', { name: AUTH_FLOW_MESSAGES.challengeFailedTitle });
      await expect(oops).toContainText('The OTP you entered is incorrect. 4 attempts left.');
      await oops.getByRole('button', { name: 'Okay' }).click();
      await enterCode(page, code);
    });
    // Back to the page asked for.
    await expect(page).toHaveURL(/\/events\/draft$/);
  });

  test('five wrong codes kill the code: the right one fails too', async ({ page }, info) => {
    const number = newNumber(info, 'dead-code');
    await page.goto(`${ORIGINS.organiser}/signup`);
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number);
    const code = await codeSentBy(page.request, number, async () => {
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await expect(page).toHaveURL(/\/signup\/otp$/);
    });
    const wrong = wrongCode(code);
    for (let left = 4; left >= 1; left -= 1) {
      await enterCode(page, wrong);
      await expect(page.getByText(`The OTP you entered is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`)).toBeVisible();
    }
    await enterCode(page, wrong);
    await expect(page.getByText(IDENTITY_MESSAGES.otpDead)).toBeVisible();
    await enterCode(page, code);
    await expect(page.getByText(IDENTITY_MESSAGES.otpDead)).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/otp$/);
    expect(await page.evaluate(() => localStorage.getItem('diy.newUserToken'))).toBeNull();
  });

  test('an unknown mobile lands in sign-up with the server message, then on the signed-up landing', async ({ page }, info) => {
    const number = newNumber(info, 'signup');
    await page.goto(`${ORIGINS.organiser}/login`);
    await page.getByRole('button', { name: 'Login with OTP' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number);
    const code = await codeSentBy(page.request, number, async () => {
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await expect(page).toHaveURL(/\/signup\/otp$/);
    });
    await expect(page.getByRole('status').filter({ hasText: IDENTITY_MESSAGES.newUser })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    await snap(page, info, 'otp-signup');
    await enterCode(page, code);
    await expect(page).toHaveURL(/\/create-account\/general-information$/);
    await expect(page.getByText('Mobile number verified')).toBeVisible();
    await expect(page.getByText(`${number.slice(0, 2)}XXXXXX${number.slice(-2)}`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'General Information' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByText('2 to 3 business days')).toBeVisible();
    await snap(page, info, 'signed-up-landing');

    // Start-up: the new-user token is checked; the root path and other protected pages lead to the landing.
    await page.goto(`${ORIGINS.organiser}/`);
    await expect(page).toHaveURL(/\/create-account\/general-information$/);
    await page.goto(`${ORIGINS.organiser}/events/live`);
    await expect(page).toHaveURL(/\/create-account\/general-information$/);
    await expect(page.getByText(`${number.slice(0, 2)}XXXXXX${number.slice(-2)}`)).toBeVisible();

    // A token the server does not know is removed at start-up, with the message.
    await page.evaluate(() => localStorage.setItem('diy.newUserToken', 'forged'));
    await page.goto(`${ORIGINS.organiser}/`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('diy.newUserToken'))).toBeNull();
  });

  test('"Use a different number" ends the signed-up state', async ({ page }, info) => {
    const number = `98765002${info.project.name === 'phone' ? '02' : '01'}`;
    await page.goto(`${ORIGINS.organiser}/signup`);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number);
    const code = await codeSentBy(page.request, number, async () => {
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await expect(page).toHaveURL(/\/signup\/otp$/);
    });
    await enterCode(page, code);
    await expect(page).toHaveURL(/\/create-account\/general-information$/);
    await page.getByRole('button', { name: 'Use a different number' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await page.evaluate(() => localStorage.getItem('diy.newUserToken'))).toBeNull();
    await page.goto(`${ORIGINS.organiser}/create-account/general-information`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-up with a registered number is told to log in instead', async ({ page }) => {
    await page.goto(`${ORIGINS.organiser}/signup`);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(ORGANISER2.mobile);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText('You already have an account')).toBeVisible();
    await page.getByRole('button', { name: 'Log in instead' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password for an unknown user says the username is incorrect', async ({ page }) => {
    await page.goto(`${ORIGINS.scanner}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('textbox', { name: 'Registered e-mail or mobile number' }).fill('nobody@demo.in');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(AUTH_FLOW_MESSAGES.usernameIncorrect)).toBeVisible();
  });

  test('resets the password with a code; sessions opened before are gone; the new password works', async ({ page, browser, request }, info) => {
    test.setTimeout(120_000);
    const newPassword = `Reset@${info.project.name}2026`;
    // Both projects reset this one account: the lock keeps the two journeys apart.
    await withLock('organiser2', async () => {
      // A session opened before the reset, on "another device" (the password may already be another project's).
      let before: string | null = null;
      for (const password of [DEMO_PASSWORD, 'Reset@desktop2026', 'Reset@phone2026']) {
        const answer = await request.post(`${API_ORIGIN}/api/auth/token`, { headers: { 'x-app-code': 'DIY' }, data: { username: ORGANISER2.email, password } });
        if (answer.status() === 200) {
          before = ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
          break;
        }
      }
      expect(before).toBeTruthy();
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await otherPage.addInitScript((token) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('diy.accessToken', token);
          sessionStorage.setItem('seeded', '1');
        }
      }, before as string);
      await otherPage.goto(`${ORIGINS.organiser}/apps`);
      await expect(otherPage.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

      await page.goto(`${ORIGINS.organiser}/login`);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Registered e-mail or mobile number' }).fill(ORGANISER2.mobile);
      const code = await codeSentBy(page.request, ORGANISER2.mobile, async () => {
        await page.getByRole('button', { name: 'Send OTP' }).click();
        await expect(page).toHaveURL(/\/login\/reset\/otp$/);
      });
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await snap(page, info, 'otp-reset');
      await enterCode(page, code);
      await expect(page).toHaveURL(/\/login\/reset$/);
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill(`${newPassword}x`);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText(IDENTITY_MESSAGES.passwordsDiffer)).toBeVisible();
      await snap(page, info, 'reset-password');
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status').filter({ hasText: IDENTITY_MESSAGES.passwordChanged })).toBeVisible();

      // The session from before is gone, on the server and in the other browser.
      const profile = await request.get(`${API_ORIGIN}/api/user/profile`, { headers: { 'x-app-code': 'DIY', authorization: `Bearer ${before}` } });
      expect(profile.status()).toBe(401);
      await otherPage.getByRole('link', { name: 'Drafts' }).click();
      await expect(otherPage).toHaveURL(/\/login$/);
      await other.close();

      await logIn(page, ORGANISER2.email, DEMO_PASSWORD);
      await expect(page.getByRole('alert').filter({ hasText: LOGIN_MESSAGES.invalidCredentials })).toBeVisible();
      await logIn(page, ORGANISER2.email, newPassword);
      await expect(page).toHaveURL(/\/apps$/);
      await expect(page.getByRole('heading', { name: 'Welcome, Naveen Gowda' })).toBeVisible();
    });
  });
});
