import {
  ACCOUNT_FORM_MESSAGES as M, DEMO_ACCOUNTS, DEMO_PASSWORD, DOCUMENT_LINK_TTL_SECONDS, ERROR_CODES, FEATURES,
  ORGANISER_GATE_CODE, ORGANISER_GATE_MESSAGES, PROFILE_MESSAGES as PM, TEXT_MESSAGES, UPLOAD_MESSAGES,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { organiserChangeRequests, organisers, users } from '../src/db/schema';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { api, describeEngines, login, useTestApp } from './helpers';
import { gstinFor, multipart, otpLogin, realJpeg, realPdf, realPng, submitApplication } from './kyc-helpers';

const APPLICANT = '9833300001';

describeEngines('organiser login gate, profile and documents on %s', (engine) => {
  const ctx = useTestApp(engine);
  const get = (url: string, token: string) => api(ctx.app, { method: 'GET', url, token });
  // One code login for the file (3 codes per 15 minutes per number).
  let applicantToken = '';

  it('lets a submitted organiser log in by code but keeps the event areas closed until approval', async () => {
    await submitApplication(ctx.app, APPLICANT, 'AAECS9999H', 1);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.mobile, APPLICANT));
    expect(user).toMatchObject({ roles: ['organiser'], passwordHash: null, email: 'owner1@example.in', name: 'Asha Kulkarni' });
    const [org] = await ctx.database.db.select().from(organisers).where(eq(organisers.id, user!.organiserId!));
    expect(org).toMatchObject({ status: 'pending', name: 'Test Events B Pvt Ltd' });

    const token = await otpLogin(ctx.app, APPLICANT);
    applicantToken = token;
    const profile = await get('/api/user/profile', token);
    expect(profile.json().data).toMatchObject({ applicationStatus: 'pending', showProfile: true, organiserName: 'Test Events B Pvt Ltd' });
    expect((await get('/api/user/features', token)).json().data.features).toEqual([]);
    for (const url of ['/api/manage/event?status=live', '/api/scan/events', '/api/events/masters/languages']) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors).toMatchObject({ code: ORGANISER_GATE_CODE, message: ORGANISER_GATE_MESSAGES.pending });
    }
    // The profile stays open.
    expect((await get(`/api/v1/profile/${APPLICANT}`, token)).json().data).toMatchObject({ applicationStatus: 'pending', organiserStatus: 'pending' });

    await ctx.database.db.update(organisers).set({ status: 'approved' }).where(eq(organisers.id, org!.id));
    expect((await get('/api/user/profile', token)).json().data.applicationStatus).toBe('approved');
    expect((await get('/api/user/features', token)).json().data.features).toContain(FEATURES.events);
    expect((await get('/api/manage/event?status=live', token)).statusCode).toBe(200);
  });

  it('keeps the demo organisers approved and staff without an application', async () => {
    const organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    expect((await get('/api/user/profile', organiser)).json().data.applicationStatus).toBe('approved');
    expect((await get('/api/manage/event?status=live', organiser)).statusCode).toBe(200);
    const reviewer = await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD);
    expect((await get('/api/user/profile', reviewer)).json().data.applicationStatus).toBe('none');
  });

  it('serves the own profile and organisation details, and updates name, e-mail and description', async () => {
    const token = applicantToken;
    const profile = (await get(`/api/v1/profile/${APPLICANT}`, token)).json().data;
    const gstin = gstinFor('AAECS9999H');
    expect(profile).toMatchObject({
      mobile: APPLICANT, name: 'Asha Kulkarni', email: 'owner1@example.in', mfaEnabled: false, brandLogoUrl: null,
      gstNumbers: [{ gstin, state: 'Maharashtra', status: 'approved', replaces: null }], hasPendingApproval: false,
    });
    const details = (await get(`/api/v1/organisation-details/${APPLICANT}`, token)).json().data;
    expect(details).toMatchObject({ pan: 'AAECS9999H', address: '2 Marine Drive, Mumbai 400020', description: '' });
    expect(details.bank).toEqual({ beneficiaryName: 'Test Events Pvt Ltd', bankName: 'HDFC Bank', accountNumber: 'XXXXXXXXXX0001', ifsc: 'HDFC0001234', accountType: 'current' });

    await api(ctx.app, { method: 'PUT', url: '/api/user/mfa', token, payload: { enabled: true } });
    expect((await get(`/api/v1/profile/${APPLICANT}`, token)).json().data.mfaEnabled).toBe(true);
    await api(ctx.app, { method: 'PUT', url: '/api/user/mfa', token, payload: { enabled: false } });

    const bad = await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/${APPLICANT}`, token, payload: { name: 'Asha 2', email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields).toEqual([{ field: 'name', message: M.fullName }, { field: 'email', message: M.email }]);
    const taken = await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/${APPLICANT}`, token, payload: { name: 'Asha K', email: DEMO_ACCOUNTS.organiser.email } });
    expect(taken.statusCode).toBe(400);
    const updated = await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/${APPLICANT}`, token, payload: { name: 'Asha Kulkarni Rao', email: 'Asha@Example.in' } });
    expect(updated.json().data).toMatchObject({ name: 'Asha Kulkarni Rao', email: 'asha@example.in' });

    const star = await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/org-description/${APPLICANT}`, token, payload: { description: 'Comedy ★ nights' } });
    expect(star.statusCode).toBe(400);
    expect(star.json().errors.message).toBe(TEXT_MESSAGES.onlyTheseCharacters);
    const long = await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/org-description/${APPLICANT}`, token, payload: { description: 'a'.repeat(1001) } });
    expect(long.json().errors.message).toBe(TEXT_MESSAGES.characterLimitReached);
    const desc = await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/org-description/${APPLICANT}`, token, payload: { description: 'Stand-up comedy & live music across Mumbai.' } });
    expect(desc.json().data).toMatchObject({ description: 'Stand-up comedy & live music across Mumbai.', message: PM.descriptionSaved });
  });

  it('sends a new GST number for approval only with its certificate, and shows it pending', async () => {
    const token = applicantToken;
    const newGst = gstinFor('AAECS9999H', '29');
    const gstUrl = `/api/v1/update-profile/gst/${APPLICANT}`;
    const noCert = await api(ctx.app, { method: 'POST', url: gstUrl, token, payload: { gstin: newGst } });
    expect(noCert.statusCode).toBe(400);
    expect(noCert.json().errors.message).toBe(PM.certificateRequired);
    const invalid = await api(ctx.app, { method: 'POST', url: gstUrl, token, payload: { gstin: 'NOTAGSTIN' } });
    expect(invalid.json().errors.message).toBe(M.gstin);
    const otherPan = await api(ctx.app, { method: 'POST', url: gstUrl, token, payload: { gstin: gstinFor('AAACR5055K') } });
    expect(otherPan.json().errors.message).toBe(M.gstin);
    const wrongState = await api(ctx.app, { method: 'POST', url: gstUrl, token, payload: { gstin: newGst, gstinState: 'Kerala' } });
    expect(wrongState.json().errors.message).toBe(M.gstinState);
    const same = await api(ctx.app, { method: 'POST', url: gstUrl, token, payload: { gstin: gstinFor('AAECS9999H') } });
    expect(same.json().errors.message).toBe(PM.sameGst);

    const uploadCert = (media: string, file: Buffer, name: string, id?: string) => {
      const body = multipart([{ name: 'media', value: media }, ...(id ? [{ name: 'id', value: id }] : []), { name: 'file', value: file, filename: name }]);
      return api(ctx.app, { method: 'POST', url: '/api/v1/additional-approval/file', token, payload: body.payload, headers: body.headers });
    };
    expect((await uploadCert('pan', await realPdf(), 'pan.pdf')).statusCode).toBe(400);
    expect((await uploadCert('gst', await realPdf(), 'gst.pdf')).json().errors.message).toBe(UPLOAD_MESSAGES.gstNumberRequired);
    expect((await uploadCert('gst', await realPng(), 'gst.jpg', newGst)).statusCode).toBe(400);
    const cert = await uploadCert('gst', await realPdf(), 'karnataka-gst.pdf', newGst);
    expect(cert.statusCode).toBe(200);
    const ok = await api(ctx.app, { method: 'POST', url: gstUrl, token, payload: { gstin: newGst.toLowerCase(), gstinState: 'Karnataka' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.message).toBe(PM.gstPending);
    expect(ok.json().data.gstNumbers).toContainEqual({ gstin: newGst, state: 'Karnataka', status: 'pending approval', replaces: null });
    expect((await get(`/api/v1/profile/${APPLICANT}`, token)).json().data.hasPendingApproval).toBe(true);
    const rows = await ctx.database.db.select().from(organiserChangeRequests).where(eq(organiserChangeRequests.kind, 'gst'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', payload: { gstin: newGst, state: 'Karnataka' } });

    // Another organiser cannot take it.
    const other = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
    const check = await api(ctx.app, { method: 'GET', url: '/api/v1/signup/check-unique/gst', token: other, headers: { data: newGst } });
    expect(check.json().data).toEqual({ field: 'gst', unique: false, message: 'Duplicate GST No' });
  });

  it('uploads and removes a brand logo (real JPEG or PNG, 2 MB)', async () => {
    const token = applicantToken;
    const send = (file: Buffer, name: string) => {
      const body = multipart([{ name: 'file', value: file, filename: name }]);
      return api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/brand-logo/${APPLICANT}`, token, payload: body.payload, headers: body.headers });
    };
    expect((await send(await realPdf(), 'logo.pdf')).json().errors.message).toBe(PM.logoType);
    expect((await send(await realPng(), 'logo.jpg')).json().errors.message).toBe(PM.logoType);
    expect((await send(Buffer.alloc(2 * 1024 * 1024 + 1, 0xff), 'logo.jpg')).statusCode).toBe(413);
    const png = await send(await realPng(), 'logo.png');
    expect(png.statusCode).toBe(200);
    const pngUrl = png.json().data.brandLogoUrl as string;
    expect(pngUrl).toMatch(/^\/api\/files\/public\/brand-logos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    expect((await ctx.app.inject({ method: 'GET', url: pngUrl })).statusCode).toBe(200);
    const jpg = await send(await realJpeg(), 'logo.jpeg');
    expect(jpg.json().data.brandLogoUrl).toMatch(/\.jpg$/);
    expect((await ctx.app.inject({ method: 'GET', url: pngUrl })).statusCode).toBe(404);
    const removed = await api(ctx.app, { method: 'DELETE', url: `/api/deletebrandlogo/username/${APPLICANT}`, token });
    expect(removed.json().data).toMatchObject({ brandLogoUrl: null, message: PM.logoDeleted });
  });

  it('gives short-lived signed links to the own documents, to reviewers, and never to another organiser', async () => {
    const token = applicantToken;
    const res = await get('/api/v1/profile/documents', token);
    expect(res.statusCode).toBe(200);
    const docs = res.json().data.documents as { media: string; url: string; expiresAt: string; kind: string }[];
    expect(docs.map((d) => d.media).sort()).toEqual(['agreement', 'cheque', 'gst', 'gst', 'pan']);
    const pan = docs.find((d) => d.media === 'pan')!;
    expect(pan.url).toMatch(/^\/api\/files\/private\/kyc\/.+\?exp=\d+&name=pan\.pdf&disp=a&sig=/);
    expect(new Date(pan.expiresAt).getTime() - ctx.clock.current.getTime()).toBeLessThanOrEqual(DOCUMENT_LINK_TTL_SECONDS * 1000);
    const file = await ctx.app.inject({ method: 'GET', url: pan.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment; filename="pan.pdf"');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The private key itself is not a URL.
    expect((await ctx.app.inject({ method: 'GET', url: pan.url.split('?')[0]! })).statusCode).toBe(403);
    const start = ctx.clock.current;
    ctx.clock.advance(DOCUMENT_LINK_TTL_SECONDS * 1000 + 1000);
    try {
      expect((await ctx.app.inject({ method: 'GET', url: pan.url })).statusCode).toBe(403);
    } finally {
      ctx.clock.current = start;
    }

    const [user] = await ctx.database.db.select().from(users).where(eq(users.mobile, APPLICANT));
    const reviewer = await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD);
    const forReviewer = await get(`/api/v1/profile/documents?organiserId=${user!.organiserId}`, reviewer);
    expect(forReviewer.json().data.documents).toHaveLength(5);
    const other = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
    expect((await get(`/api/v1/profile/documents?organiserId=${user!.organiserId}`, other)).statusCode).toBe(403);
    const own = (await get('/api/v1/profile/documents', other)).json().data.documents;
    expect(own).toEqual([]);
  });

  it('refuses every route with a mobile when it is another organiser’s', async () => {
    const mine = applicantToken;
    const other = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
    const logo = multipart([{ name: 'file', value: await realJpeg(), filename: 'logo.jpg' }]);
    const routes = (mobile: string) => [
      { method: 'GET' as const, url: `/api/v1/profile/${mobile}` },
      { method: 'GET' as const, url: `/api/v1/organisation-details/${mobile}` },
      { method: 'POST' as const, url: `/api/v1/update-profile/${mobile}`, payload: { name: 'Intruder', email: 'intruder@example.in' } },
      { method: 'POST' as const, url: `/api/v1/update-profile/gst/${mobile}`, payload: { gstin: gstinFor('AAECS9999H', '33') } },
      { method: 'POST' as const, url: `/api/v1/update-profile/org-description/${mobile}`, payload: { description: 'Hacked' } },
      { method: 'POST' as const, url: `/api/v1/update-profile/brand-logo/${mobile}`, payload: logo.payload, headers: logo.headers },
      { method: 'DELETE' as const, url: `/api/deletebrandlogo/username/${mobile}` },
    ];
    for (const [token, mobile] of [[other, APPLICANT], [mine, SECOND_ORGANISER_ACCOUNT.mobile], [mine, '9999999999']] as const) {
      for (const route of routes(mobile)) {
        const res = await api(ctx.app, { ...route, token });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().errors.code).toBe(ERROR_CODES.forbidden);
      }
    }
    for (const route of routes(APPLICANT)) expect((await api(ctx.app, route)).statusCode).toBe(401);
    expect((await get(`/api/v1/profile/${APPLICANT}`, mine)).json().data.name).not.toBe('Intruder');
  });
});
