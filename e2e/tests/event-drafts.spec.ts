import {
  DURATION_MESSAGES,
  EVENT_ERROR_TEXTS,
  EVENT_INFO_MESSAGES,
  IMAGE_MESSAGES,
  SUBMIT_MESSAGES,
  SUPPORT_EMAIL,
  TEXT_MESSAGES,
  TEXT_POPUP_TITLES,
} from '@diy/domain';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { ORIGINS, logIn, snap } from './support';

/**
 * Event drafts (issue #4) through the organiser console: create, every section with its validation, the Save bar,
 * images cropped and uploaded, submission for review, read-only under review, and deleting a draft. Desktop and
 * phone run at the same time against one server, so each project works as its own organiser.
 */
const ACCOUNTS: Record<string, string> = { desktop: 'organiser2@demo.in', phone: 'organiser3@demo.in' };

function accountFor(info: TestInfo): string {
  return ACCOUNTS[info.project.name] ?? 'organiser2@demo.in';
}

/** A real JPEG with a picture on it, for the crop and upload path. */
async function jpeg(width: number, height: number, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3d37b8"/><stop offset="1" stop-color="#e8590c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff" fill-opacity="0.35"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 10)}" fill="#ffffff" text-anchor="middle">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function openCreateStep(page: Page, info: TestInfo): Promise<void> {
  await page.goto(`${ORIGINS.organiser}/events/draft`);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, accountFor(info));
  await expect(page).toHaveURL(/\/events\/draft$/);
  await page.getByRole('button', { name: 'Create event' }).first().click();
  await expect(page).toHaveURL(/\/events\/create-event$/);
}

/** Fills the name and category step and creates the draft; answers the overview's URL. */
async function createDraft(page: Page, title: string, category = 'Comedy Shows'): Promise<string> {
  await page.getByRole('textbox', { name: 'Event name' }).fill(title);
  await page.getByRole('radio', { name: category }).click();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/events\/configure\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.url();
}

function uniqueTitle(info: TestInfo, what: string): string {
  return `${what} ${info.project.name} ${Date.now().toString(36)}`;
}

test.describe('event drafts', () => {
  test('a wrong draft id goes back to the live events', async ({ page }, info) => {
    await page.goto(`${ORIGINS.organiser}/events/configure/NO-SUCH-DRAFT`);
    await logIn(page, accountFor(info));
    await expect(page).toHaveURL(/\/events\/live$/);
  });

  test('deletes a draft from the list after asking', async ({ page }, info) => {
    await openCreateStep(page, info);
    const title = uniqueTitle(info, 'Delete me');
    await createDraft(page, title);
    await page.getByRole('link', { name: '← Back to events' }).click();
    await expect(page).toHaveURL(/\/events\/draft$/);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('WIP / DRAFT')).toBeVisible();
    await card.getByRole('button', { name: `Delete draft ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await expect(dialog).toContainText(title);
    await snap(page, info, 'drafts-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete draft ${title}` }).click();
    await page.getByRole('dialog', { name: 'Delete this draft?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Draft deleted')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });
});
