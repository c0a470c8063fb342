import { DEMO_ACCOUNTS, IDENTITY_MESSAGES } from '@diy/domain';
import { ORIGINS, codeSentBy, enterCode, logIn, logInWithSecondStep, logOut, snap, withLock, wrongCode, expect, test } from './support';

test.describe('staff admin', () => {
  test('a reviewer logs in with the second step, lands on /apps/diy/home, logs out', async ({ page }, info) => {
    await page.goto(`${ORIGINS.admin}/`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    // Staff always log in with a password and then a code: no code-only login here.
    await expect(page.getByRole('button', { name: 'Login with OTP' })).toHaveCount(0);
    await snap(page, info, 'admin-login');
    await withLock(DEMO_ACCOUNTS.reviewer.mobile, async () => {
      const code = await codeSentBy(page.request, DEMO_ACCOUNTS.reviewer.mobile, async () => {
        await logIn(page, DEMO_ACCOUNTS.reviewer.email);
        await expect(page).toHaveURL(/\/login\/otp$/);
      });
      await expect(page.getByRole('heading', { name: 'Verify it’s you' })).toBeVisible();
      await expect(page.getByText(IDENTITY_MESSAGES.mfaRequired)).toBeVisible();
      await expect(page.getByText('90XXXXXX02')).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^Resend OTP in 00:\d\d$/);
      await snap(page, info, 'otp-second-step');
      // A wrong code: the popup "Oops" with the server's message, and the code stays usable.
      await enterCode(page, wrongCode(code));
      const oops = page.getByRole('dialog', { name: 'Oops' });
      await expect(oops).toContainText('attempts left');
      await oops.getByRole('button', { name: 'Okay' }).click();
      await enterCode(page, code);
    });
    await expect(page).toHaveURL(/\/apps\/diy\/home$/);
    await expect(page.getByRole('heading', { name: 'Reviewer' })).toBeVisible();
    // The nav offers only the reviewer's screens (the access-management ones are not theirs).
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link')).toHaveText(['Organiser approval', 'All organisers', 'Event review', 'Ticket types']);
    await snap(page, info, 'admin-home');
    await logOut(page);
  });

  test('an access-management admin sees their role', async ({ page }) => {
    await page.goto(`${ORIGINS.admin}/apps/diy/home`);
    await logInWithSecondStep(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/apps\/diy\/home$/);
    await expect(page.getByRole('heading', { name: 'Access management' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link')).toHaveText(['Organiser approval', 'All organisers', 'Event review', 'Ticket types', 'Users', 'Onboard', 'Audit log', 'Offers', 'Payouts']);
  });
});
