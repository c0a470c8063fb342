import { DEMO_ACCOUNTS, EVENT_LIST_PAGE_SIZE } from '@diy/domain';
import { ORIGINS, logIn, logOut, snap, expect, test } from './support';

test.describe('organiser console', () => {
  test('logs in from a protected page, lands on /apps, lists events page by page, logs out', async ({ page }, info) => {
    // Four full-page screenshots of long lists: 66 s at the phone size on a busy machine.
    test.setTimeout(150_000);
    await page.goto(`${ORIGINS.organiser}/apps`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Quick and easy registration')).toBeVisible();
    await snap(page, info, 'organiser-login');

    await logIn(page, DEMO_ACCOUNTS.organiser.email);
    await expect(page).toHaveURL(/\/apps$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

    await page.getByRole('link', { name: 'Live events' }).click();
    await expect(page).toHaveURL(/\/events\/live$/);
    const list = page.getByRole('list', { name: 'Live events' });
    await expect(list.getByRole('listitem')).toHaveCount(EVENT_LIST_PAGE_SIZE);
    await expect(page.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
    await snap(page, info, 'organiser-events-live');

    // The next page is appended when the loader comes into view.
    await page.getByRole('list', { name: 'Live events' }).getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20000);
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(EVENT_LIST_PAGE_SIZE);

    await page.getByRole('tab', { name: 'Draft' }).click();
    await expect(page).toHaveURL(/\/events\/draft$/);
    await expect(page.getByRole('list', { name: 'Draft events' }).getByText('UNDER REVIEW').first()).toBeVisible();
    await snap(page, info, 'organiser-events-draft');

    await logOut(page, info, 'organiser-logout-confirm');
    await page.goto(`${ORIGINS.organiser}/events/live`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('returns to the page asked for after login', async ({ page }) => {
    await page.goto(`${ORIGINS.organiser}/events/draft`);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, DEMO_ACCOUNTS.organiser.mobile);
    await expect(page).toHaveURL(/\/events\/draft$/);
  });

  test('shows field messages and the server message for a wrong password', async ({ page }) => {
    await page.goto(`${ORIGINS.organiser}/login`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your e-mail or mobile number')).toBeVisible();
    await logIn(page, DEMO_ACCOUNTS.organiser.email, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session ended on the server sends the user back to /login', async ({ page, request }) => {
    await page.goto(`${ORIGINS.organiser}/login`);
    await logIn(page, DEMO_ACCOUNTS.organiser.email);
    await expect(page).toHaveURL(/\/apps$/);
    const token = await page.evaluate(() => localStorage.getItem('diy.accessToken'));
    expect(token).toBeTruthy();
    const revoked = await request.post(`${ORIGINS.organiser}/api/auth/logout`, {
      headers: { 'x-app-code': 'DIY', authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);
    // The next call the page makes finds the session ended: opening Drafts, or the dashboard's own live feed, which
    // may get there first (then the link is gone before the click).
    if (/\/apps$/.test(page.url())) await page.getByRole('link', { name: 'Drafts' }).click({ timeout: 5_000 }).catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('diy.accessToken'))).toBeNull();
  });
});
