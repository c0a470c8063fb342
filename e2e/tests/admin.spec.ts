import { DEMO_ACCOUNTS } from '@diy/domain';
import { expect, test } from '@playwright/test';
import { ORIGINS, logIn, logOut, snap } from './support';

test.describe('staff admin', () => {
  test('a reviewer logs in, lands on /apps/diy/home, logs out', async ({ page }, info) => {
    await page.goto(`${ORIGINS.admin}/`);
    await expect(page).toHaveURL(/\/login$/);
    await snap(page, info, 'admin-login');
    await logIn(page, DEMO_ACCOUNTS.reviewer.email);
    await expect(page).toHaveURL(/\/apps\/diy\/home$/);
    await expect(page.getByRole('heading', { name: 'Reviewer' })).toBeVisible();
    await snap(page, info, 'admin-home');
    await logOut(page);
  });

  test('an access-management admin sees their role', async ({ page }) => {
    await page.goto(`${ORIGINS.admin}/apps/diy/home`);
    await logIn(page, DEMO_ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/\/apps\/diy\/home$/);
    await expect(page.getByRole('heading', { name: 'Access management' })).toBeVisible();
  });
});
