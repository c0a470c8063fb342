import { DEMO_ACCOUNTS } from '@diy/domain';
import { expect, test } from '@playwright/test';
import { ORIGINS, logIn, logOut, snap } from './support';

test.describe('gate scanner', () => {
  test('gate staff log in, land on /scanningApp, choose a mode, log out', async ({ page }, info) => {
    await page.goto(`${ORIGINS.scanner}/`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Quick and easy registration')).toHaveCount(0);
    await snap(page, info, 'scanner-login');

    await logIn(page, DEMO_ACCOUNTS.gate.email);
    await expect(page).toHaveURL(/\/scanningApp$/);
    await expect(page.getByRole('tab', { name: 'Entry' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Exit' }).click();
    await expect(page.getByRole('tab', { name: 'Exit' })).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Exit' })).toHaveAttribute('aria-selected', 'true');
    await snap(page, info, 'scanner-home');
    await logOut(page);
  });

  test('an organiser account without the scanning role is refused', async ({ page }) => {
    await page.goto(`${ORIGINS.scanner}/login`);
    await logIn(page, DEMO_ACCOUNTS.organiser.email);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Sorry, you are not authorized perform this action');
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
