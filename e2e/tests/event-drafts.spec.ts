import {
  ARTIST_DIRECTORY_HINT,
  DEMO_ACCOUNTS,
  ARTIST_SEARCH_PLACEHOLDER,
  DURATION_MESSAGES,
  EVENT_ERROR_TEXTS,
  EVENT_INFO_MESSAGES,
  IMAGE_MESSAGES,
  SUBMIT_MESSAGES,
  SUPPORT_EMAIL,
  TEXT_MESSAGES,
  TEXT_POPUP_TITLES,
} from '@diy/domain';
import { type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { API_ORIGIN, ORIGINS, logIn, snap, watchCsp, expect, test } from './support';

/**
 * Event drafts (issue #4) through the organiser console: create, every section with its validation, the Save bar,
 * images cropped and uploaded, submission for review, read-only under review, and deleting a draft. Desktop and
 * phone run at the same time against one server as the main demo organiser, each on drafts with its own unique
 * titles. (organiser2 has its password reset by the identity journeys, and organiser3 its second login step
 * switched by the profile journey, so neither is safe to share.)
 */
const ACCOUNT = DEMO_ACCOUNTS.organiser.email;

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
  await logIn(page, ACCOUNT);
  await expect(page).toHaveURL(/\/events\/draft$/);
  await page.getByRole('button', { name: 'Create event' }).first().click();
  await expect(page).toHaveURL(/\/events\/create-event$/);
}

/** Fills the name and category step and creates the draft; answers the overview's URL. */
async function createDraft(page: Page, title: string, category = 'Comedy Shows'): Promise<string> {
  await page.getByRole('textbox', { name: 'Event name' }).fill(title);
  await page.getByRole('radio', { name: category }).click();
  // The genre picker appears once the category's genres load and pushes the button down: wait, then click.
  await expect(page.getByPlaceholder('Select genres (Optional)')).toBeVisible();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/events\/configure\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectToast(page, 'Event draft created');
  return page.url();
}

/**
 * A venue with one show and a ticket type, saved through the API. The schedule has its own screens and journey
 * (schedule-tickets.spec.ts); review needs it, so this journey puts one in place the quick way.
 */
async function addScheduleThroughApi(page: Page, draftId: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('diy.accessToken'));
  const headers = { 'x-app-code': 'DIY', authorization: `Bearer ${token ?? ''}` };
  const venues = await page.request.get(`${API_ORIGIN}/api/events/masters/venues`, { headers, params: { venueType: 'onGround', limit: 1 } });
  expect(venues.status()).toBe(200);
  const venue = ((await venues.json()) as { data: { venues: { code: string; name: string }[] } }).data.venues[0];
  expect(venue).toBeTruthy();
  const show = new Date(Date.now() + 3 * 86_400_000);
  show.setUTCHours(14, 30, 0, 0);
  const ticketInfo = [{ ticketTypeName: 'General Admission', totalInventory: 100 }];
  const saved = await page.request.patch(`${API_ORIGIN}/api/manage/event/${draftId}`, {
    headers,
    data: { venueInfo: [{ venueCode: venue!.code, venueName: venue!.name, sessionInfo: [{ sessionId: '0', showTime: show.toISOString(), status: true, ticketInfo }] }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Sees a toast and closes it (on a phone it sits over the bottom buttons, and hovering it pauses its countdown). */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // Its countdown runs on: on a busy machine it closed itself while the click was on its way, and the click then waited
  // for a toast that would never come back. Either way it goes; only a toast still there and not closing is a failure.
  await toast
    .getByRole('button')
    .click({ timeout: 5_000 })
    .catch(async (err: unknown) => {
      if ((await toast.count()) > 0) throw err;
    });
  await expect(toast).toBeHidden();
}

/** Opens a section through its EDIT link on the overview. */
async function openSection(page: Page, overview: string, title: string): Promise<void> {
  if (page.url() !== overview) await page.goto(overview);
  await page.getByRole('link', { name: `EDIT ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

function uniqueTitle(info: TestInfo, what: string): string {
  return `${what} ${info.project.name} ${Date.now().toString(36)}`;
}

test.describe('event drafts', () => {
  test('creates an event, fills every section, submits it for review and finds it read-only', async ({ page }, info) => {
    test.setTimeout(360_000);
    const phone = info.project.name === 'phone';
    // The images are read, cropped and previewed through blob: and data: URLs: the app's policy must allow them.
    const csp = await watchCsp(page);
    await openCreateStep(page, info);

    // Name and category: messages for nothing, for a symbol that is not allowed, then a good name.
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText(EVENT_INFO_MESSAGES.titleLength)).toBeVisible();
    await expect(page.getByText(EVENT_INFO_MESSAGES.categoryRequired)).toBeVisible();
    await snap(page, info, 'drafts-create-messages');
    await page.getByRole('textbox', { name: 'Event name' }).fill('Star ★ Night');
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText(/Please use only permitted characters in the event name/)).toBeVisible();

    // A new category resets the sub-category and the genres.
    const genre = page.getByRole('combobox', { name: 'Genre (Optional)' });
    await page.getByRole('radio', { name: 'Comedy Shows' }).click();
    await page.getByRole('radio', { name: 'Stand-up' }).click();
    await expect(page.getByRole('radio', { name: 'Stand-up' })).toBeChecked();
    await genre.fill('Obs');
    await page.getByRole('option', { name: /^Observational/ }).click();
    await expect(page.getByRole('button', { name: 'Remove Observational' })).toBeVisible();
    await page.getByRole('radio', { name: 'Music Shows' }).click();
    await expect(page.getByRole('radio', { name: 'Stand-up' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove Observational' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Bollywood' })).not.toBeChecked();
    await page.getByRole('radio', { name: 'Comedy Shows' }).click();
    await expect(page.getByRole('radio', { name: 'Stand-up' })).not.toBeChecked();
    await page.getByRole('radio', { name: 'Stand-up' }).click();
    await genre.fill('Obs');
    await page.getByRole('option', { name: /^Observational/ }).click();
    const first = uniqueTitle(info, 'Laugh Riot');
    await page.getByRole('textbox', { name: 'Event name' }).fill(first);
    await snap(page, info, 'drafts-create-filled');
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page).toHaveURL(/\/events\/configure\/[^/]+$/);
    await expectToast(page, 'Event draft created');
    const overview = page.url();
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await expect(page.getByText(SUBMIT_MESSAGES.incomplete)).toBeVisible();
    await snap(page, info, 'drafts-overview-new');

    // The event name screen: chips and title, EDIT back to the create step, which saves and returns here.
    await openSection(page, overview, 'Event Name & Category');
    await expect(page.getByRole('radio', { name: 'Comedy Shows' })).toBeChecked();
    await expect(page.getByText(first)).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Genres' })).toHaveText('Observational');
    await snap(page, info, 'drafts-event-info');
    await page.getByRole('link', { name: 'Edit event name and category' }).click();
    await expect(page).toHaveURL(/\/events\/create-event\?draftId=/);
    const title = uniqueTitle(info, 'Laugh Riot Live');
    await page.getByRole('textbox', { name: 'Event name' }).fill(title);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(overview);
    await expectToast(page, 'Changes saved');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Images: too small is refused; a real 1600 x 900 banner is cropped to 2:1 and uploaded; Save waits for the poster.
    const saveBar = page.getByRole('region', { name: 'Unsaved changes' });
    await openSection(page, overview, 'Add Images');
    await expect(page.getByText(IMAGE_MESSAGES.reviewNote)).toBeVisible();
    await expect(page.getByText(/Advertising packages start from ₹6,000/)).toBeVisible();
    await page.getByRole('button', { name: 'GUIDE: sample horizontal banner images' }).click();
    const guide = page.getByRole('dialog', { name: 'Horizontal Banner guide' });
    await expect(guide.getByRole('img')).toHaveCount(9);
    await snap(page, info, 'drafts-images-guide');
    await guide.getByRole('button', { name: 'Got it' }).click();
    await expect(guide).toBeHidden();
    const bannerFile = page.getByLabel('Horizontal Banner file');
    await bannerFile.setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 400, 'Too small') });
    const tooSmall = page.getByRole('alertdialog', { name: IMAGE_MESSAGES.incorrectDimensions });
    await expect(tooSmall).toContainText('Your image is 800 x 400 px');
    await tooSmall.getByRole('button', { name: 'Okay' }).click();
    await bannerFile.setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 900, 'Laugh Riot') });
    const crop = page.getByRole('dialog', { name: IMAGE_MESSAGES.cropTitle });
    await expect(crop).toBeVisible();
    await snap(page, info, 'drafts-images-crop');
    await crop.getByRole('button', { name: 'Crop and upload' }).click();
    await expect(crop).toBeHidden();
    await expect(page.getByRole('img', { name: 'Horizontal Banner of the event' })).toBeVisible();
    await expect(saveBar).toBeVisible();
    await expect(saveBar).toContainText(IMAGE_MESSAGES.posterRequired);
    await expect(saveBar.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByLabel('Vertical Poster file').setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 1200, 'Poster') });
    // As a person would: the poster on screen in the crop frame first (a click 90 ms after the file was picked, before
    // the frame had its image, uploaded nothing once in CI, where no screenshot slows the journey down).
    await expect(crop.getByRole('img', { name: 'Vertical Poster to crop' })).toBeVisible();
    await crop.getByRole('button', { name: 'Crop and upload' }).click();
    await expect(crop).toBeHidden();
    await expect(page.getByRole('img', { name: 'Vertical Poster of the event' })).toBeVisible();
    await expect(saveBar.getByRole('button', { name: 'Save' })).toBeEnabled();
    await snap(page, info, 'drafts-images-ready');
    expect(await csp.violations(), 'nothing refused by the Content-Security-Policy').toEqual([]);
    await saveBar.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Changes saved');
    await expect(saveBar).toBeHidden();
    await expect(page.getByRole('img', { name: 'Horizontal Banner of the event' })).toBeVisible();

    // Additional info: the duration's checks on blur, the Save bar appearing and vanishing with the value.
    await openSection(page, overview, 'Additional Info');
    let duration = page.getByRole('textbox', { name: 'Duration (minutes)' });
    if (phone) {
      await page.getByRole('button', { name: /^Duration \(minutes\)/ }).click();
      await expect(page).toHaveURL(/\/edit\/additionalInfo\/duration/);
      duration = page.getByRole('dialog', { name: 'Duration (minutes)' }).getByRole('textbox', { name: 'Duration (minutes)' });
    }
    await duration.fill('abc');
    await duration.press('Tab');
    await expect(page.getByText(DURATION_MESSAGES.notANumber)).toBeVisible();
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await snap(page, info, 'drafts-additional-duration-nan');
    await duration.fill('-5');
    await duration.press('Tab');
    await expect(page.getByText(DURATION_MESSAGES.negative)).toBeVisible();
    if (phone) {
      const drawer = page.getByRole('dialog', { name: 'Duration (minutes)' });
      await drawer.getByRole('button', { name: 'Proceed' }).click();
      await expect(drawer).toBeVisible();
      await duration.fill('120');
      await drawer.getByRole('button', { name: 'Proceed' }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/edit\/additionalInfo(\?.*)?$/);
      await expect(page.getByRole('button', { name: /^Duration \(minutes\) 120 minutes/ })).toBeVisible();
      await expect(saveBar).toBeVisible();
    } else {
      await duration.fill('120');
      await expect(saveBar).toBeVisible();
      await duration.fill('');
      await expect(saveBar).toBeHidden();
      await duration.fill('120');
      await expect(saveBar).toBeVisible();
    }
    // Languages: grouped, each added once; the age limit must be cleared before another is picked.
    const languageScope = phone ? page.getByRole('dialog', { name: 'Language' }) : page.getByRole('region', { name: 'Additional info' });
    if (phone) await page.getByRole('button', { name: /^Language / }).click();
    await expect(languageScope.getByText('Popular Languages')).toBeVisible();
    await expect(languageScope.getByText('All Languages')).toBeVisible();
    const languageSearch = languageScope.getByRole('combobox', { name: 'Language' });
    await expect(languageSearch).toHaveAttribute('placeholder', 'Select Language (Optional)');
    await languageSearch.fill('Hin');
    await languageScope.getByRole('option', { name: /^Hindi/ }).first().click();
    await languageSearch.fill('Mara');
    await languageScope.getByRole('option', { name: /^Marathi/ }).first().click();
    await languageSearch.fill('');
    await expect(languageScope.getByRole('option', { name: /^Hindi/ }).first()).toHaveAttribute('aria-disabled', 'true');
    await expect(languageScope.getByRole('button', { name: 'Remove Hindi' })).toBeVisible();
    await snap(page, info, 'drafts-additional-languages');
    if (phone) {
      await languageScope.getByRole('button', { name: 'Proceed' }).click();
      await expect(languageScope).toBeHidden();
      await expect(page.getByRole('button', { name: /^Language Hindi, Marathi/ })).toBeVisible();
      await page.getByRole('button', { name: /^Age limit / }).click();
    }
    const ageScope = phone ? page.getByRole('dialog', { name: 'Age limit' }) : page.getByRole('region', { name: 'Additional info' });
    await ageScope.getByRole('radio', { name: '18 years plus' }).check();
    await expect(ageScope.getByRole('radio', { name: '21 years plus' })).toBeDisabled();
    await ageScope.getByRole('button', { name: 'Clear Age limit' }).click();
    await ageScope.getByRole('radio', { name: '16 years plus' }).check();
    await expect(ageScope.getByRole('radio', { name: '18 years plus' })).toBeDisabled();
    if (phone) {
      await ageScope.getByRole('button', { name: 'Proceed' }).click();
      await expect(ageScope).toBeHidden();
      await expect(page.getByRole('button', { name: /^Age limit 16 years plus/ })).toBeVisible();
    }
    await snap(page, info, 'drafts-additional-filled');
    await saveBar.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Changes saved');
    await expect(saveBar).toBeHidden();

    // Artist & crew: the directory hint, nothing found with the support mailbox, Add as... with a role, delete.
    await openSection(page, overview, 'Artist & Crew');
    await expect(page.getByText(ARTIST_DIRECTORY_HINT)).toBeVisible();
    const artistSearch = page.getByRole('searchbox', { name: 'Search for artists & crew' });
    await expect(artistSearch).toHaveAttribute('placeholder', ARTIST_SEARCH_PLACEHOLDER);
    await artistSearch.fill('Qqzzxq');
    await expect(page.getByText(EVENT_ERROR_TEXTS.noArtistFound).last()).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
    await snap(page, info, 'drafts-artists-none');
    const addArtist = async (name: string, role: string) => {
      await artistSearch.fill(name);
      const match = page.getByRole('list', { name: 'Matching artists' }).getByRole('listitem').filter({ hasText: name }).first();
      await match.getByRole('button', { name: 'Add as...' }).click();
      const roleDialog = page.getByRole('dialog', { name: 'Select Role' });
      await expect(roleDialog).toContainText(name);
      await expect(roleDialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await roleDialog.getByRole('checkbox', { name: role }).check();
      await roleDialog.getByRole('button', { name: 'Create' }).click();
      await expect(roleDialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Edit roles of ${name}` })).toBeVisible();
    };
    await addArtist('Aarav Agarwal', 'Actor');
    await addArtist('Priya Sharma', 'Music');
    await expect(saveBar).toBeVisible();
    await snap(page, info, 'drafts-artists-added');
    await page.getByRole('button', { name: 'Delete Priya Sharma' }).click();
    await expect(page.getByRole('button', { name: 'Edit roles of Priya Sharma' })).toHaveCount(0);
    await saveBar.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Changes saved');
    await expect(saveBar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit roles of Aarav Agarwal' })).toBeVisible();

    // About: description and reasons to attend, each slot enabled by the one before.
    await openSection(page, overview, 'About the event');
    const description = page.getByRole('textbox', { name: 'Description' });
    const reasons = [1, 2, 3].map((n) => page.getByRole('textbox', { name: `Reason ${n} (Optional)` }));
    await expect(reasons[1]!).toBeDisabled();
    await expect(reasons[2]!).toBeDisabled();
    await expect(saveBar).toBeHidden();
    await description.click();
    await page.keyboard.type('Ten comics on one stage ★');
    await expect(page.getByText(TEXT_MESSAGES.onlyTheseCharacters)).toBeVisible();
    await expect(saveBar).toBeVisible();
    await saveBar.getByRole('button', { name: 'Save' }).click();
    const invalidSynopsis = page.getByRole('dialog', { name: TEXT_POPUP_TITLES.synopsis });
    await expect(invalidSynopsis).toContainText('Please use only permitted characters in the description');
    await snap(page, info, 'drafts-about-invalid-popup');
    await page.keyboard.press('Escape');
    await expect(invalidSynopsis).toBeVisible();
    await invalidSynopsis.getByRole('button', { name: 'Okay' }).click();
    await expect(invalidSynopsis).toBeHidden();
    await description.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('- one night of clean comedy in Mumbai.');
    await expect(page.getByText(TEXT_MESSAGES.onlyTheseCharacters)).toBeHidden();
    await reasons[0]!.fill('Laugh till it hurts');
    await expect(reasons[1]!).toBeEnabled();
    await expect(page.getByText('19/100')).toBeVisible();
    await reasons[1]!.fill('Meet the comics ★');
    await expect(page.getByText(TEXT_MESSAGES.onlyTheseCharacters)).toBeVisible();
    await reasons[1]!.fill('Meet the comics after the show');
    await expect(reasons[2]!).toBeEnabled();
    await snap(page, info, 'drafts-about-filled');
    await saveBar.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Changes saved');
    await expect(saveBar).toBeHidden();

    // Terms & Conditions: a symbol is refused by the popup that closes only through Okay, then saved.
    await openSection(page, overview, 'Terms & Conditions');
    const terms = page.getByRole('textbox', { name: 'Terms & Conditions' });
    await terms.click();
    await page.keyboard.type('No refunds ©');
    await saveBar.getByRole('button', { name: 'Save' }).click();
    const invalidTerms = page.getByRole('dialog', { name: TEXT_POPUP_TITLES.tnc });
    await expect(invalidTerms).toBeVisible();
    await invalidTerms.getByRole('button', { name: 'Okay' }).click();
    await terms.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('after booking. Entry for 16 years and above.');
    await snap(page, info, 'drafts-tnc-filled');
    await saveBar.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Changes saved');
    await expect(saveBar).toBeHidden();


    // Overview: Submit waits for the schedule, added here through the API; then every section is done.
    await page.goto(overview);
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await addScheduleThroughApi(page, overview.split('/').pop() ?? '');
    await page.reload();
    const sectionList = page.getByRole('list', { name: 'Event sections' });
    await expect(sectionList.getByRole('listitem')).toHaveText([
      /Event Name & Category/, /Add Images/, /Schedule/, /Additional Info/, /Artist & Crew/, /About the event/, /Terms & Conditions/,
    ]);
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
    await snap(page, info, 'drafts-overview-complete');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page).toHaveURL(/\/events\/draft$/);
    await expectToast(page, 'Event submitted for review');
    const card = page.getByRole('list', { name: 'Draft events' }).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('UNDER REVIEW')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Delete draft/ })).toHaveCount(0);
    await snap(page, info, 'drafts-list-under-review');

    // Under review everything is read-only: no EDIT links, no submit, no Save bar, no control that edits.
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(overview);
    await expect(page.getByText(SUBMIT_MESSAGES.readOnly)).toBeVisible();
    await expect(page.getByRole('link', { name: /^EDIT / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
    await snap(page, info, 'drafts-overview-review');

    await page.goto(`${overview}/edit/eventInfo`);
    await expect(page.getByText(SUBMIT_MESSAGES.readOnly)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit event name and category' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Comedy Shows' })).toBeDisabled();

    await page.goto(`${overview}/edit/banner`);
    await expect(page.getByRole('img', { name: 'Vertical Poster of the event' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Upload|Replace) / })).toHaveCount(0);
    await expect(page.getByLabel('Horizontal Banner file')).toBeDisabled();

    await page.goto(`${overview}/edit/additionalInfo`);
    await expect(page.getByText(SUBMIT_MESSAGES.readOnly)).toBeVisible();
    if (phone) {
      await page.getByRole('button', { name: /^Duration \(minutes\) 120 minutes/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Duration (minutes)' });
      await expect(drawer.getByRole('textbox', { name: 'Duration (minutes)' })).toHaveAttribute('readonly', '');
      await expect(drawer.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
      await snap(page, info, 'drafts-additional-read-only');
      await page.keyboard.press('Escape');
    } else {
      await expect(page.getByRole('textbox', { name: 'Duration (minutes)' })).toHaveAttribute('readonly', '');
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Clear Age limit' })).toHaveCount(0);
      await snap(page, info, 'drafts-additional-read-only');
    }

    await page.goto(`${overview}/edit/artistInfo`);
    await expect(page.getByText('Aarav Agarwal')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search for artists & crew' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Aarav Agarwal' })).toHaveCount(0);

    await page.goto(`${overview}/edit/about`);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByRole('textbox', { name: 'Reason 1 (Optional)' })).toHaveAttribute('readonly', '');
    await snap(page, info, 'drafts-about-read-only');

    await page.goto(`${overview}/edit/tnc`);
    await expect(page.getByRole('textbox', { name: 'Terms & Conditions' })).toHaveAttribute('aria-readonly', 'true');
    await page.getByRole('textbox', { name: 'Terms & Conditions' }).click();
    await page.keyboard.type('more');
    await expect(saveBar).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Terms & Conditions' })).not.toContainText('more');

    // The create step refuses to edit a draft under review: it opens the overview.
    await page.goto(`${ORIGINS.organiser}/events/create-event?draftId=${overview.split('/').pop() ?? ''}`);
    await expect(page).toHaveURL(overview);
  });

  test('a wrong draft id goes back to the live events', async ({ page }, info) => {
    await page.goto(`${ORIGINS.organiser}/events/configure/NO-SUCH-DRAFT`);
    await logIn(page, ACCOUNT);
    await expect(page).toHaveURL(/\/events\/live$/);
  });

  test('deletes a draft from the list after asking', async ({ page }, info) => {
    test.setTimeout(60_000);
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
    await expectToast(page, 'Draft deleted');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  });
});
