import {
  ACCOUNT_FORM_MESSAGES as M, ACCOUNT_STEPS, PROFILE_MESSAGES, SIGNUP_FORM_MESSAGES, SIGNUP_MESSAGES, UPLOAD_MESSAGES,
  gstinCheckCharacter,
} from '@diy/domain';
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { API_ORIGIN, ORIGINS, codeSentBy, enterCode, logIn, logOut, snap, withLock, expect, test } from './support';

/**
 * Organiser sign-up and KYC (seed 001 sections 2 to 5, 7 and 8): a brand-new mobile number goes through the codes,
 * the general information (a bad value in every field first), the documents (real PDF and JPEG; a PNG renamed .jpg
 * and a 2 MB + 1 byte file refused), the agreement (downloaded, signed, uploaded) and the acknowledgement; logging in
 * again shows the application status. A second journey edits a demo organiser's profile and adds a GST number.
 */

const HEADERS = { 'x-app-code': 'DIY' };
const TWO_MB = 2 * 1024 * 1024;

/** A number without an account, per project and run (each number may receive 3 codes in 15 minutes). */
function freshNumber(info: TestInfo, prefix: '98' | '97'): string {
  const project = info.project.name === 'phone' ? '5' : '0';
  return `${prefix}${project}${String(Date.now()).slice(-7)}`;
}

/** A PAN of the standard shape, distinct per project and run. */
function panFor(info: TestInfo, kind: 'P' | 'C'): string {
  const letter = info.project.name === 'phone' ? 'M' : 'D';
  return `AAA${kind}${letter}${String(Date.now()).slice(-4)}${kind === 'P' ? 'K' : 'Z'}`;
}

function gstinFor(pan: string, stateCode = '27', entity = '1'): string {
  const body = `${stateCode}${pan}${entity}Z`;
  return `${body}${gstinCheckCharacter(body)}`;
}

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 760, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

async function image(format: 'jpeg' | 'png'): Promise<Buffer> {
  const base = sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 210, g: 220, b: 235 } } });
  return format === 'jpeg' ? base.jpeg().toBuffer() : base.png().toBuffer();
}

/** Valid general information for an application made straight through the API. */
function generalInformation(pan: string, gstin: string, mobile: string) {
  return {
    organisationName: 'Duplicate Events LLP',
    pan,
    gstin,
    gstinState: 'Maharashtra',
    address: '221 Linking Road, Khar West, Mumbai',
    fullName: 'Kiran Rao',
    email: `kiran.${mobile}@example.in`,
    beneficiaryName: 'Duplicate Events LLP',
    bankName: 'Axis Bank',
    accountNumber: `9120${mobile}`,
    ifsc: 'UTIB0000123',
    accountType: 'current',
  };
}

/** Another applicant who already proceeded with `gstin`, so the form can show 'Duplicate GST No'. */
async function applicantWithGstin(request: APIRequestContext, mobile: string, pan: string, gstin: string): Promise<void> {
  let otpId = '';
  const code = await codeSentBy(request, mobile, async () => {
    const sent = await request.post(`${API_ORIGIN}/api/v1/signup/send-otp`, { headers: { ...HEADERS, 'x-mobile-no': mobile } });
    expect(sent.status()).toBe(200);
    otpId = ((await sent.json()) as { data: { id: string } }).data.id;
  });
  const verified = await request.post(`${API_ORIGIN}/api/v1/signup/verify-otp`, { headers: { ...HEADERS, 'x-otp-id': otpId }, data: { otp: code } });
  expect(verified.status()).toBe(200);
  const token = ((await verified.json()) as { data: { token: string } }).data.token;
  const proceeded = await request.post(`${API_ORIGIN}/api/v1/proceed/userdetails`, {
    headers: { ...HEADERS, 'x-login-id': token },
    data: generalInformation(pan, gstin, mobile),
  });
  expect(proceeded.status(), await proceeded.text()).toBe(200);
}

/** The file input of a FileField (its label carries a required mark). */
const fileInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole(typeof text === 'string' && text === SIGNUP_MESSAGES.validateData ? 'alert' : 'status').filter({ hasText: text }).first()).toBeVisible();
}

test.describe('organiser sign-up and KYC', () => {
  test('a new organiser signs up, fixes every field, uploads documents, signs the agreement and sees the status after logging in', async ({ page }, info) => {
    test.setTimeout(240_000);
    const number = freshNumber(info, '98');
    const pan = panFor(info, 'P');
    const gstin = gstinFor(pan);
    const otherPan = panFor(info, 'C');
    const otherGstin = gstinFor(otherPan);
    await applicantWithGstin(page.request, freshNumber(info, '97'), otherPan, otherGstin);

    // Sign-up codes.
    await page.goto(`${ORIGINS.organiser}/signup`);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number);
    const code = await codeSentBy(page.request, number, async () => {
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await expect(page).toHaveURL(/\/signup\/otp$/);
    });
    await enterCode(page, code);
    await expect(page).toHaveURL(/\/create-account\/general-information$/);
    await expect(page.getByRole('navigation', { name: 'Account setup' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
    await expect(page.getByText('Mobile number verified')).toBeVisible();
    await snap(page, info, 'signup-general-empty');

    // A bad value in every field, each message on blur.
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const bad: [string, string, string][] = [
      ['Organisation name', '@@', M.organisationName],
      ['PAN', 'ABC123', M.pan],
      ['GSTIN (optional)', `${gstin.slice(0, 14)}${gstin.endsWith('A') ? 'B' : 'A'}`, M.gstin],
      ['Registered address', 'Flat 1', M.address],
      ['Full name', 'R2 D2', M.fullName],
      ['E-mail', 'organiser@', M.email],
      ['Beneficiary name', '12345', M.beneficiaryName],
      ['Account number', '12345', M.accountNumber],
      ['IFSC', '12AB', M.ifsc],
    ];
    for (const [label, value, message] of bad) {
      await field(label).fill(value);
      await field(label).blur();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    // The server checks a draft too: HasError gives the spec's message.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, SIGNUP_MESSAGES.validateData);
    // Proceeding with the bank still unchosen names it as well.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await toast(page, SIGNUP_MESSAGES.validateData);
    await expect(page.getByText(M.bankName, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/general-information$/);
    await snap(page, info, 'signup-general-errors');

    // A GSTIN another applicant already uses.
    await field('PAN').fill(otherPan);
    await field('GSTIN (optional)').fill(otherGstin);
    await field('GSTIN (optional)').blur();
    await expect(page.getByText(M.duplicateGst, { exact: true })).toBeVisible();

    // Our own numbers: the GSTIN state comes from v1/gst-state, and a different state is refused.
    await field('PAN').fill(pan);
    await field('PAN').blur();
    await field('GSTIN (optional)').fill(gstin.toLowerCase());
    await expect(field('GSTIN (optional)')).toHaveValue(gstin);
    // The other applicant's GSTIN was in Maharashtra too: wait for this number's own lookup before choosing.
    const looked = page.waitForResponse((r) => r.url().includes('/v1/gst-state') && r.request().headers()['gst-no'] === gstin);
    await field('GSTIN (optional)').blur();
    await looked;
    const state = page.getByRole('combobox', { name: 'GSTIN state' });
    await expect(state).toHaveValue('Maharashtra');
    await expect(page.getByText(M.duplicateGst, { exact: true })).toHaveCount(0);
    await state.selectOption('Karnataka');
    await state.blur();
    await expect(page.getByText(M.gstinState, { exact: true })).toBeVisible();
    await state.selectOption('Maharashtra');
    await expect(page.getByText(M.gstinState, { exact: true })).toHaveCount(0);

    await field('Organisation name').fill('Bandra Beats Collective');
    await field('Registered address').fill('14 Hill Road, Bandra West, Mumbai 400050');
    await field('Full name').fill('Asha Menon');
    await field('E-mail').fill(`asha.${number}@example.in`);
    await field('Beneficiary name').fill('Bandra Beats Collective');
    await page.getByRole('combobox', { name: 'Bank name' }).selectOption('HDFC Bank');
    await page.getByRole('combobox', { name: 'Account type' }).selectOption('current');
    await field('Account number').fill(`5010${number}`);
    await field('IFSC').fill('hdfc0001234');
    await field('IFSC').blur();
    for (const [, , message] of bad) await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, SIGNUP_MESSAGES.dataSaved);
    await snap(page, info, 'signup-general-filled');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Documents.
    await expect(page).toHaveURL(/\/create-account\/upload-documents$/);
    const steps = page.getByRole('navigation', { name: 'Account setup' }).getByRole('listitem');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await toast(page, SIGNUP_MESSAGES.validateData);
    await expect(page.getByText(UPLOAD_MESSAGES.required, { exact: true })).toHaveCount(3);
    await snap(page, info, 'signup-documents-required');

    const panInput = fileInput(page, 'PAN card');
    // A PNG renamed .jpg passes the browser's checks; the server reads the content and refuses it.
    await panInput.setInputFiles({ name: 'pan-card.jpg', mimeType: 'image/jpeg', buffer: await image('png') });
    await expect(page.getByText(SIGNUP_FORM_MESSAGES.fileType)).toBeVisible();
    // 2 MB + 1 byte is refused before it is sent.
    const panPdf = await pdf('PAN card of Asha Menon');
    const tooBig = Buffer.concat([panPdf, Buffer.alloc(TWO_MB + 1 - panPdf.length, 0x20)]);
    expect(tooBig.length).toBe(TWO_MB + 1);
    await panInput.setInputFiles({ name: 'pan-card-scan.pdf', mimeType: 'application/pdf', buffer: tooBig });
    await expect(page.getByText(UPLOAD_MESSAGES.tooLarge)).toBeVisible();
    await panInput.setInputFiles({ name: 'pan-card.pdf', mimeType: 'application/pdf', buffer: panPdf });
    await expect(page.getByText('pan-card.pdf', { exact: true })).toBeVisible();
    await expect(page.getByText(UPLOAD_MESSAGES.tooLarge)).toHaveCount(0);
    await fileInput(page, 'Cancelled cheque').setInputFiles({ name: 'cancelled-cheque.jpg', mimeType: 'image/jpeg', buffer: await image('jpeg') });
    await expect(page.getByText('cancelled-cheque.jpg', { exact: true })).toBeVisible();
    await fileInput(page, `GST certificate for ${gstin}`).setInputFiles({
      name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: await pdf(`GST registration ${gstin}`),
    });
    await expect(page.getByText('gst-certificate.pdf', { exact: true })).toBeVisible();
    await expect(page.getByText(UPLOAD_MESSAGES.required, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, SIGNUP_MESSAGES.dataSaved);
    await snap(page, info, 'signup-documents');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Agreement: download, sign, upload the signed PDF.
    await expect(page).toHaveURL(/\/create-account\/sign-agreement$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download agreement' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^agreement(\.pdf)?$/);
    await toast(page, SIGNUP_MESSAGES.agreementDownloaded);
    const agreement = await PDFDocument.load(readFileSync(await download.path()));
    expect(agreement.getPageCount()).toBeGreaterThan(0);
    const last = agreement.getPage(agreement.getPageCount() - 1);
    last.drawText('Signed: Asha Menon', { x: 60, y: 60, size: 14, font: await agreement.embedFont(StandardFonts.HelveticaOblique) });
    const signed = Buffer.from(await agreement.save());
    const agreementInput = fileInput(page, 'Signed agreement');
    await agreementInput.setInputFiles({ name: 'agreement-signed.jpg', mimeType: 'image/jpeg', buffer: await image('jpeg') });
    await expect(page.getByText(UPLOAD_MESSAGES.agreementType)).toBeVisible();
    await agreementInput.setInputFiles({ name: 'agreement-signed.pdf', mimeType: 'application/pdf', buffer: signed });
    await expect(page.getByText('agreement-signed.pdf', { exact: true })).toBeVisible();
    await snap(page, info, 'signup-agreement');
    await page.getByRole('button', { name: 'Submit application' }).click();

    // Acknowledgement, also after a reload (the server's step decides).
    await expect(page).toHaveURL(/\/create-account\/acknowledgement$/);
    await expect(page.getByRole('heading', { name: 'Thank you! Your application is submitted' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Thank you! Your application is submitted' }).getByText('2 to 3 business days', { exact: true })).toBeVisible();
    await snap(page, info, 'signup-acknowledgement');
    await page.goto(`${ORIGINS.organiser}${ACCOUNT_STEPS[0].path}`);
    await expect(page).toHaveURL(/\/create-account\/acknowledgement$/);
    await page.getByRole('button', { name: 'Go to login' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('diy.newUserToken'))).toBeNull();

    // Logging in with a code: the application status instead of the event areas.
    await page.getByRole('button', { name: 'Login with OTP' }).click();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number);
    const loginCode = await codeSentBy(page.request, number, async () => {
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await expect(page).toHaveURL(/\/login\/otp$/);
    });
    await enterCode(page, loginCode);
    await expect(page).toHaveURL(/\/apps$/);
    await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
    await snap(page, info, 'application-status');
    await page.goto(`${ORIGINS.organiser}/events/live`);
    await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();

    // The profile stays open: the second login step can be turned on and off.
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    const secondStep = page.getByRole('checkbox', { name: /Second login step/ });
    await expect(secondStep).not.toBeChecked();
    await secondStep.check();
    await toast(page, 'A one-time code will be asked after your password');
    await expect(secondStep).toBeChecked();
    await snap(page, info, 'profile-pending-organiser');
    await secondStep.uncheck();
    await toast(page, 'Logins need only your password now');
    await expect(secondStep).not.toBeChecked();
    await logOut(page);
  });

  test('a demo organiser edits the profile and adds a GST number that waits for approval', async ({ page }, info) => {
    test.setTimeout(120_000);
    await withLock('organiser3-profile', async () => {
      await page.goto(`${ORIGINS.organiser}/login`);
      await logIn(page, 'organiser3@demo.in');
      await expect(page).toHaveURL(/\/apps$/);
      await page.getByRole('link', { name: 'Profile', exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

      // The new number carries the organiser's PAN (when the profile has one).
      const panFact = page.locator('dt', { hasText: /^PAN$/ }).locator('xpath=following-sibling::dd[1]');
      const pan = (await panFact.count()) > 0 ? (await panFact.innerText()).trim() : panFor(info, 'C');
      const stateCode = info.project.name === 'phone' ? '33' : '29';
      const entity = '123456789ABCDEFGHJKLMNPQRSTUVWXY'.charAt(Math.floor(Date.now() / 1000) % 32);
      const gstin = gstinFor(pan, stateCode, entity);

      await page.getByRole('button', { name: 'Add GST number' }).click();
      const input = page.getByRole('textbox', { name: 'New GSTIN' });
      await input.fill(`${gstin.slice(0, 14)}${gstin.endsWith('A') ? 'B' : 'A'}`);
      await input.blur();
      await expect(page.getByText(M.gstin, { exact: true })).toBeVisible();
      await input.fill(gstin);
      await input.blur();
      await expect(page.getByText(`State: ${stateCode === '33' ? 'Tamil Nadu' : 'Karnataka'}`)).toBeVisible();
      await page.getByRole('button', { name: 'Send for approval' }).click();
      await expect(page.getByText(PROFILE_MESSAGES.certificateRequired)).toBeVisible();
      const certificate = `gst-certificate-${gstin}.pdf`;
      const form = page.getByRole('form', { name: 'Add GST number' });
      await fileInput(page, 'GST certificate').setInputFiles({ name: certificate, mimeType: 'application/pdf', buffer: await pdf(`GST ${gstin}`) });
      await expect(form.getByText(certificate, { exact: true })).toBeVisible();
      await snap(page, info, 'profile-gst-form');
      await page.getByRole('button', { name: 'Send for approval' }).click();
      await toast(page, PROFILE_MESSAGES.gstPending);
      const row = page.getByRole('list', { name: 'Your GST numbers' }).getByRole('listitem').filter({ hasText: gstin });
      await expect(row).toContainText('Pending approval');
      await expect(page.getByText('Changes pending approval')).toBeVisible();

      // Description.
      const description = page.getByRole('textbox', { name: 'Organisation description' });
      const text = `Live comedy and music across Chennai since 2019 (${info.project.name}).`;
      await description.fill(text);
      await page.getByRole('button', { name: 'Save description' }).click();
      await toast(page, PROFILE_MESSAGES.descriptionSaved);

      // Brand logo: a .gif is refused in the browser; a PNG is stored, shown, then removed.
      const logo = fileInput(page, 'Upload a logo');
      await logo.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(page.getByText(PROFILE_MESSAGES.logoType)).toBeVisible();
      await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await image('png') });
      await toast(page, PROFILE_MESSAGES.logoSaved);
      await expect(page.getByRole('img', { name: /logo$/ })).toBeVisible();

      // Document links open in a new tab and answer with the file.
      const link = page.getByRole('link', { name: new RegExp(`Download GST certificate \\(${gstin}\\)`) });
      await expect(link).toHaveAttribute('target', '_blank');
      const href = await link.getAttribute('href');
      const file = await page.request.get(new URL(href!, ORIGINS.organiser).toString());
      expect(file.status()).toBe(200);
      await snap(page, info, 'profile');

      await page.getByRole('button', { name: 'Remove logo' }).click();
      await toast(page, PROFILE_MESSAGES.logoDeleted);
      await expect(page.getByText('No logo yet')).toBeVisible();

      // The change is still pending after a reload.
      await page.reload();
      await expect(page.getByRole('list', { name: 'Your GST numbers' }).getByRole('listitem').filter({ hasText: gstin })).toContainText('Pending approval');
      await expect(page.getByRole('textbox', { name: 'Organisation description' })).toHaveValue(text);
      await logOut(page);
    });
  });
});
