import { DEMO_ACCOUNTS, DEMO_PASSWORD, RESUBMISSION_MESSAGES, gstinCheckCharacter } from '@diy/domain';
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { API_ORIGIN, ORIGINS, codeSentBy, logInWithCode, snap, withLock, expect, test } from './support';

/**
 * Issue #8 from the organiser's side: an applicant (made through the sign-up API) is partially rejected by the
 * reviewer (staff API, password and second step), logs in to the organiser app, sees the reasons per item, fixes the
 * rejected e-mail and PAN card (the approved parts are locked), resubmits, and sees the application under review again.
 */

const HEADERS = { 'x-app-code': 'DIY' };
const P = '/api/proxy/diy/v1/vendor-onboard';

interface Applicant {
  mobile: string;
  pan: string;
  gstin: string;
  organisationName: string;
  email: string;
}

function applicantFor(info: TestInfo): Applicant {
  const project = info.project.name === 'phone' ? '5' : '0';
  const mobile = `95${project}${String(Date.now()).slice(-7)}`;
  const pan = `AAAC${info.project.name === 'phone' ? 'S' : 'R'}${mobile.slice(-4)}R`;
  const body = `27${pan}1Z`;
  return {
    mobile,
    pan,
    gstin: `${body}${gstinCheckCharacter(body)}`,
    organisationName: `Konkan Folk ${mobile.slice(-4)} LLP`,
    email: `konkan.${mobile}@example.in`,
  };
}

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 760, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

function jpeg(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 300, channels: 3, background: { r: shade, g: 220, b: 235 } } }).jpeg().toBuffer();
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<any> {
  const text = await response.text();
  expect([200, 201], `${what}: ${text}`).toContain(response.status());
  return (JSON.parse(text) as { data: unknown }).data;
}

/** A complete application (general information, documents, signed agreement) through the sign-up API. */
async function apply(request: APIRequestContext, who: Applicant): Promise<void> {
  let otpId = '';
  const code = await codeSentBy(request, who.mobile, async () => {
    otpId = (await ok(await request.post(`${API_ORIGIN}/api/v1/signup/send-otp`, { headers: { ...HEADERS, 'x-mobile-no': who.mobile } }), 'send-otp')).id;
  });
  const verified = await ok(await request.post(`${API_ORIGIN}/api/v1/signup/verify-otp`, { headers: { ...HEADERS, 'x-otp-id': otpId }, data: { otp: code } }), 'verify-otp');
  const headers = { ...HEADERS, 'x-login-id': verified.token as string };
  const info = {
    organisationName: who.organisationName, pan: who.pan, gstin: who.gstin, gstinState: 'Maharashtra', address: '7 Fort Road, Ratnagiri, Maharashtra',
    fullName: 'Sanjay Desai', email: who.email, beneficiaryName: 'Sanjay Desai', bankName: 'HDFC Bank', accountNumber: `5020${who.mobile}`,
    ifsc: 'HDFC0000240', accountType: 'current',
  };
  await ok(await request.post(`${API_ORIGIN}/api/v1/proceed/userdetails`, { headers, data: info }), 'proceed userdetails');
  const upload = async (media: string, name: string, mimeType: string, buffer: Buffer, id?: string) =>
    ok(await request.post(`${API_ORIGIN}/api/v1/signup/file`, { headers, multipart: { media, ...(id ? { id } : {}), file: { name, mimeType, buffer } } }), `upload ${media}`);
  await upload('pan', 'pan-blurred.jpg', 'image/jpeg', await jpeg(120));
  await upload('cheque', 'cheque.jpg', 'image/jpeg', await jpeg(200));
  await upload('gst', 'gst.pdf', 'application/pdf', await pdf(`GST certificate ${who.gstin}`), who.gstin);
  await ok(await request.post(`${API_ORIGIN}/api/v1/proceed/filesupload`, { headers, data: {} }), 'proceed files');
  await upload('agreement', 'agreement.pdf', 'application/pdf', await pdf(`Signed agreement ${who.organisationName}`));
  await ok(await request.post(`${API_ORIGIN}/api/v1/proceed/agreementupload`, { headers, data: {} }), 'proceed agreement');
}

/** The reviewer's access token: password, then the second step's code from the dev outbox. */
async function reviewerToken(request: APIRequestContext): Promise<string> {
  const account = DEMO_ACCOUNTS.reviewer;
  return withLock(account.mobile, async () => {
    let mfaToken = '';
    const otp = await codeSentBy(request, account.mobile, async () => {
      const started = await request.post(`${API_ORIGIN}/api/auth/token`, { headers: HEADERS, data: { username: account.email, password: DEMO_PASSWORD } });
      expect(started.status()).toBe(401);
      mfaToken = ((await started.json()) as { errors: { mfaToken: string } }).errors.mfaToken;
    });
    const done = await ok(await request.post(`${API_ORIGIN}/api/auth/challenge`, { headers: HEADERS, data: { mfaToken, otp } }), 'challenge');
    return done.accessToken as string;
  });
}

async function pendingIds(request: APIRequestContext, token: string, search: string): Promise<string[]> {
  const list = await ok(
    await request.get(`${API_ORIGIN}${P}/organiser-list/pending`, { headers: { ...HEADERS, authorization: `Bearer ${token}` }, params: { search, limit: 10 } }),
    'organiser list',
  );
  return (list.list as { organiserId: string }[]).map((i) => i.organiserId);
}

/** The file input of a FileField (its label carries a required mark). */
const fileInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

test.describe('a sent-back application is fixed and resubmitted', () => {
  test('partially rejected: the organiser sees what to fix, changes only that, resubmits and waits for review again', async ({ page }, info) => {
    test.setTimeout(180_000);
    const who = applicantFor(info);
    await test.step('the applicant applies through the API', () => apply(page.request, who));

    const reviewer = await reviewerToken(page.request);
    const organiserId = await test.step('the reviewer partially rejects the e-mail and the PAN card', async () => {
      const [id] = await pendingIds(page.request, reviewer, who.organisationName);
      expect(id).toBeTruthy();
      await ok(
        await page.request.put(`${API_ORIGIN}${P}/partial-reject/organiser/${id}`, {
          headers: { ...HEADERS, authorization: `Bearer ${reviewer}` },
          data: {
            reasons: [
              { item: 'email', reasons: ['Use an address on your organisation’s domain'] },
              { item: 'panCard', reasons: ['The PAN card photo is blurred'] },
            ],
            note: 'Everything else is approved.',
          },
        }),
        'partial reject',
      );
      expect(await pendingIds(page.request, reviewer, who.organisationName)).toEqual([]);
      return id!;
    });

    await test.step('the organiser logs in and sees the reasons per item', async () => {
      await logInWithCode(page, ORIGINS.organiser, who.mobile);
      await expect(page.getByRole('heading', { name: 'Your application needs a few changes' })).toBeVisible();
      const reasons = page.getByRole('list').filter({ hasText: 'The PAN card photo is blurred' });
      await expect(reasons.getByRole('listitem')).toHaveCount(2);
      await expect(reasons.getByRole('listitem').first()).toContainText('E-mail');
      await expect(reasons.getByRole('listitem').first()).toContainText('Use an address on your organisation’s domain');
      await expect(reasons.getByRole('listitem').last()).toContainText('PAN card');
      await expect(page.getByText('Everything else is approved.')).toBeVisible();
      await snap(page, info, 'resubmit-status-sent-back');
      await page.getByRole('button', { name: RESUBMISSION_MESSAGES.fixAndResubmit }).click();
      await expect(page).toHaveURL(/\/create-account\/general-information$/);
    });

    await test.step('general information: the e-mail carries the reason, approved fields are locked', async () => {
      await expect(page.getByRole('heading', { name: 'Fix and resubmit your application' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'The reviewer asked you to change' })).toContainText('E-mail');
      const email = page.getByRole('textbox', { name: /^E-mail/ });
      await expect(email).toHaveAccessibleDescription(/Use an address on your organisation’s domain/);
      await expect(page.getByRole('textbox', { name: /^Organisation name/ })).toHaveAttribute('readonly', '');
      await expect(page.getByRole('textbox', { name: /^Registered address/ })).toHaveAttribute('readonly', '');
      await expect(page.getByRole('combobox', { name: /^Bank name/ })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Use a different number' })).toHaveCount(0);
      await snap(page, info, 'resubmit-general-information');
      await email.fill(`accounts@konkan${who.mobile.slice(-4)}.in`);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL(/\/create-account\/upload-documents$/);
    });

    await test.step('documents: the PAN card is uploaded again; the approved cheque cannot be replaced', async () => {
      await expect(page.getByText('Rejected by the reviewer: The PAN card photo is blurred')).toBeVisible();
      await expect(fileInput(page, 'Cancelled cheque')).toBeDisabled();
      await snap(page, info, 'resubmit-documents');
      await fileInput(page, 'PAN card').setInputFiles({ name: 'pan-card-clear.jpg', mimeType: 'image/jpeg', buffer: await jpeg(60) });
      await expect(page.getByText('pan-card-clear.jpg')).toBeVisible();
      await expect(page.getByText('Rejected by the reviewer: The PAN card photo is blurred')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page).toHaveURL(/\/create-account\/sign-agreement$/);
    });

    await test.step('agreement: approved, so it stays; the application is resubmitted', async () => {
      await expect(fileInput(page, 'Signed agreement')).toBeDisabled();
      await page.getByRole('button', { name: 'Resubmit application' }).click();
      await expect(page).toHaveURL(/\/create-account\/acknowledgement$/);
      await expect(page.getByRole('heading', { name: 'Thank you! Your corrected application is sent for review' })).toBeVisible();
      await snap(page, info, 'resubmit-acknowledgement');
      await page.getByRole('button', { name: 'Back to application status' }).click();
      await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
      await snap(page, info, 'resubmit-status-pending');
    });

    await test.step('the reviewers see it pending again', async () => {
      expect(await pendingIds(page.request, reviewer, who.organisationName)).toEqual([organiserId]);
    });
  });
});
