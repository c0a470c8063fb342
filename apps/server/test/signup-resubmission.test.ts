import { DEMO_ACCOUNTS, DEMO_PASSWORD, RESUBMISSION_ERROR_CODES, RESUBMISSION_MESSAGES, SIGNUP_ERROR_CODES, UPLOAD_MESSAGES } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { organiserApplications, organiserDocuments, organisers, users } from '../src/db/schema';
import { api, describeEngines, login, useTestApp } from './helpers';
import { asApplicant, generalInformation, multipart, otpLogin, realJpeg, realPdf, signupToken, submitApplication } from './kyc-helpers';
import { staffCall, staffTokens, type StaffTokens } from './staff-helpers';

const P = '/proxy/diy/v1/vendor-onboard';
const R = { mobile: '9822300021', pan: 'AAECR2121R', n: 21 };
const Q = { mobile: '9822300022', pan: 'AAECQ2222Q', n: 22 };
const D = { mobile: '9822300023', pan: 'AAECD2323D', n: 23 };

describeEngines('an organiser fixes a sent-back application and submits it again, on %s', (engine) => {
  const ctx = useTestApp(engine);
  let staff: StaffTokens;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const newUser: Record<string, string> = {};
  const pending = async () =>
    ((await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/organiser-list/pending?limit=50`)).json().data.list as { mobile: string; organiserId: string }[]);
  const as = (who: string, o: Parameters<typeof api>[1]) => api(ctx.app, { ...o, token: tokens[who]! });
  const uploadAs = async (who: string, media: string, file: Buffer, filename: string, id?: string) => {
    const form = multipart([{ name: 'media', value: media }, ...(id ? [{ name: 'id', value: id }] : []), { name: 'file', value: file, filename }]);
    return as(who, { method: 'POST', url: '/api/v1/signup/file', payload: form.payload, headers: form.headers });
  };
  const applicationOf = async (mobile: string) => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
    const [row] = await ctx.database.db.select().from(organiserApplications).where(eq(organiserApplications.userId, user!.id));
    return { user: user!, app: row! };
  };

  it('rejected: the organiser edits the rejected field, uploads the rejected document again and resubmits; pending again', async () => {
    staff = await staffTokens(ctx.app);
    for (const x of [R, Q, D]) newUser[x.mobile] = await submitApplication(ctx.app, x.mobile, x.pan, x.n);
    for (const x of [R, Q, D]) ids[x.mobile] = (await pending()).find((i) => i.mobile === x.mobile)!.organiserId;
    const before = await applicationOf(R.mobile);

    const body = { reasons: [{ item: 'address', reasons: ['Does not match the GST certificate'] }, { item: 'panCard', reasons: ['Blurred scan'] }], note: 'Please fix both' };
    expect((await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${ids[R.mobile]}/status/reject`, body)).statusCode).toBe(200);
    expect((await pending()).map((i) => i.mobile)).not.toContain(R.mobile);

    tokens.R = await otpLogin(ctx.app, R.mobile);
    const form = (await as('R', { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(form).toMatchObject({ status: 'rejected', currentStep: 'STEP2', rejection: { status: 'rejected', note: 'Please fix both' } });
    expect(form.rejection.items.map((i: { item: string; reasons: string[] }) => [i.item, i.reasons])).toEqual([
      ['address', ['Does not match the GST certificate']],
      ['panCard', ['Blurred scan']],
    ]);
    expect(form.formData.step2.panCard.error).toBe('Rejected by the reviewer: Blurred scan');
    expect(form.formData.step2.cancelledCheque.error).toBeNull();
    const agreement = await as('R', { method: 'GET', url: '/api/v1/signup/agreement-file' });
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['content-type']).toMatch(/application\/pdf/);

    const info = { ...generalInformation(R.pan, R.n), address: '21 Nariman Point, Mumbai 400021' };
    const draft = await as('R', { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { address: info.address } });
    expect(draft.json().data).toMatchObject({ HasError: false });
    expect((await as('R', { method: 'POST', url: '/api/v1/proceed/userdetails', payload: info })).json().data).toMatchObject({ currentStep: 'STEP3', status: 'rejected' });
    // The rejected PAN card must be replaced before the documents step proceeds.
    const notYet = await as('R', { method: 'POST', url: '/api/v1/proceed/filesupload' });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().errors.fields).toEqual([{ field: 'panCard', message: RESUBMISSION_MESSAGES.rejectedDocument }]);
    expect((await uploadAs('R', 'pan', await realJpeg(), 'pan-sharp.jpg')).statusCode).toBe(200);
    expect((await as('R', { method: 'POST', url: '/api/v1/proceed/filesupload' })).json().data).toMatchObject({ currentStep: 'STEP4' });
    const done = await as('R', { method: 'POST', url: '/api/v1/proceed/agreementupload' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'submitted', currentStep: 'DONE', message: RESUBMISSION_MESSAGES.resubmitted });

    // Same user and organiser, pending again in the reviewers' queue and on the organiser's profile.
    const after = await applicationOf(R.mobile);
    expect(after.user.id).toBe(before.user.id);
    expect(after.app).toMatchObject({ id: before.app.id, organiserId: ids[R.mobile], status: 'submitted', currentStep: 'DONE' });
    const [org] = await ctx.database.db.select().from(organisers).where(eq(organisers.id, ids[R.mobile]!));
    expect(org).toMatchObject({ status: 'pending' });
    expect(org!.profile.address).toBe(info.address);
    expect((await pending()).map((i) => i.mobile)).toContain(R.mobile);
    expect((await as('R', { method: 'GET', url: '/api/user/profile' })).json().data.applicationStatus).toBe('pending');
    // The verdict stays for the reviewer, marked resubmitted with what changed; the organiser's form no longer shows it.
    expect(after.app.rejection).toMatchObject({ status: 'rejected', note: 'Please fix both', changedItems: ['address', 'panCard'], history: [] });
    expect(typeof after.app.rejection!.resubmittedAt).toBe('string');
    const reasons = (await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/rejection-reasons/${ids[R.mobile]}`)).json().data.rejection;
    expect(reasons.items.map((i: { item: string }) => i.item)).toEqual(['address', 'panCard']);
    expect(reasons).toMatchObject({ changedItems: ['address', 'panCard'], resubmittedAt: expect.any(String) });
    const listed = (await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/organiser-list/pending?limit=50&search=${R.mobile}`)).json().data.list[0];
    expect(listed.rejection).toMatchObject({ status: 'rejected', changedItems: ['address', 'panCard'] });
    const reloaded = (await as('R', { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(reloaded).toMatchObject({ status: 'submitted', currentStep: 'DONE', rejection: null });
    expect(reloaded.formData.step2.panCard).toMatchObject({ originalName: 'pan-sharp.jpg', error: null });
    const docs = await ctx.database.db.select().from(organiserDocuments).where(eq(organiserDocuments.applicationId, before.app.id));
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['submitted']));
    // Submitted again: editing waits for the next verdict.
    const locked = await as('R', { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { address: 'x' } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errors.code).toBe(SIGNUP_ERROR_CODES.submitted);

    // A second round keeps the first one in the history.
    const again = { reasons: [{ item: 'cancelledCheque', reasons: ['Not cancelled'] }] };
    expect((await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/partial-reject/organiser/${ids[R.mobile]}`, again)).statusCode).toBe(200);
    expect((await uploadAs('R', 'cheque', await realPdf('cancelled'), 'cheque.pdf')).statusCode).toBe(200);
    expect((await as('R', { method: 'POST', url: '/api/v1/proceed/filesupload' })).statusCode).toBe(200);
    expect((await as('R', { method: 'POST', url: '/api/v1/proceed/agreementupload' })).statusCode).toBe(200);
    const third = await applicationOf(R.mobile);
    expect(third.app.rejection).toMatchObject({ status: 'partially_rejected', changedItems: ['cancelledCheque'] });
    expect((third.app.rejection!.history as { changedItems: string[] }[]).map((h) => h.changedItems)).toEqual([['address', 'panCard']]);
  });

  it('partially rejected: only the rejected items change; approved fields and documents are refused with a clear message', async () => {
    const body = { reasons: [{ item: 'email', reasons: ['Use the company domain'] }, { item: 'cancelledCheque', reasons: ['Not cancelled'] }] };
    expect((await staffCall(ctx.app, staff.admin, 'PUT', `${P}/partial-reject/organiser/${ids[Q.mobile]}`, body)).statusCode).toBe(200);
    tokens.Q = await otpLogin(ctx.app, Q.mobile);
    const form = (await as('Q', { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(form).toMatchObject({ status: 'partially_rejected', currentStep: 'STEP2' });

    const info = generalInformation(Q.pan, Q.n);
    const changedAddress = await as('Q', { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { address: '99 Elsewhere Road, Pune 411001' } });
    expect(changedAddress.statusCode).toBe(409);
    expect(changedAddress.json().errors).toMatchObject({
      code: RESUBMISSION_ERROR_CODES.approvedItem,
      message: RESUBMISSION_MESSAGES.approvedItem,
      fields: [{ field: 'address', message: RESUBMISSION_MESSAGES.approvedItem }],
    });
    const changedBank = await as('Q', { method: 'POST', url: '/api/v1/proceed/userdetails', payload: { ...info, email: 'accounts@testevents.in', ifsc: 'SBIN0001234', bankName: 'State Bank of India' } });
    expect(changedBank.statusCode).toBe(409);
    expect(changedBank.json().errors.fields.map((f: { field: string }) => f.field).sort()).toEqual(['bankName', 'ifsc']);
    const pan = await uploadAs('Q', 'pan', await realPdf('other pan'), 'pan.pdf');
    expect(pan.statusCode).toBe(409);
    expect(pan.json().errors).toMatchObject({ code: RESUBMISSION_ERROR_CODES.approvedItem, message: RESUBMISSION_MESSAGES.approvedDocument });
    // Unchanged approved values pass with the rejected one changed (the form sends every field).
    const fixed = await as('Q', { method: 'POST', url: '/api/v1/proceed/userdetails', payload: { ...info, email: 'accounts@testevents.in', pan: info.pan.toLowerCase() } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await uploadAs('Q', 'cheque', await realJpeg(), 'cheque-cancelled.jpg')).statusCode).toBe(200);
    expect((await uploadAs('Q', 'pdf', await realPdf(), 'x.pdf')).json().errors.message).not.toBe(RESUBMISSION_MESSAGES.approvedDocument);
    expect((await as('Q', { method: 'POST', url: '/api/v1/proceed/filesupload' })).statusCode).toBe(200);
    expect((await as('Q', { method: 'POST', url: '/api/v1/proceed/agreementupload' })).json().data).toMatchObject({ status: 'submitted' });

    const { app } = await applicationOf(Q.mobile);
    const docs = await ctx.database.db.select().from(organiserDocuments).where(eq(organiserDocuments.applicationId, app.id));
    expect(Object.fromEntries(docs.map((d) => [d.media, d.status]))).toEqual({ pan: 'approved', cheque: 'submitted', gst: 'approved', agreement: 'approved' });
    expect(app.rejection).toMatchObject({ changedItems: ['cancelledCheque', 'email'] });
    expect((await pending()).map((i) => i.mobile)).toContain(Q.mobile);
  });

  it("another organiser's token reaches only their own application; staff tokens and organisers without one are refused", async () => {
    const body = { reasons: [{ item: 'fullName', reasons: ['Name differs from PAN'] }] };
    expect((await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${ids[D.mobile]}/status/reject`, body)).statusCode).toBe(200);
    const { app: victim } = await applicationOf(D.mobile);
    // R's application is pending again: R's token edits nothing, and never D's.
    const form = (await as('R', { method: 'GET', url: '/api/v1/signup-form' })).json().data;
    expect(form.mobile).toBe(R.mobile);
    const save = await as('R', { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { fullName: 'Someone Else' } });
    expect(save.statusCode).toBe(409);
    expect((await uploadAs('R', 'pan', await realPdf(), 'pan.pdf')).statusCode).toBe(409);
    expect((await as('R', { method: 'POST', url: '/api/v1/proceed/agreementupload' })).statusCode).toBe(409);
    const { app: untouched } = await applicationOf(D.mobile);
    expect(untouched).toMatchObject({ status: 'rejected', generalInformation: victim.generalInformation, updatedAt: victim.updatedAt });

    // A demo organiser (no sign-up application): 404, not a logout.
    tokens.demo = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const none = await as('demo', { method: 'GET', url: '/api/v1/signup-form' });
    expect(none.statusCode).toBe(404);
    // Staff and bad tokens: 401 INVALID TOKEN as before.
    const reviewer = await api(ctx.app, { method: 'GET', url: '/api/v1/signup-form', token: staff.reviewer });
    expect(reviewer.statusCode).toBe(401);
    expect(reviewer.json().errors.code).toBe(SIGNUP_ERROR_CODES.invalidToken);
    expect((await api(ctx.app, { method: 'GET', url: '/api/v1/signup-form', token: 'nonsense' })).statusCode).toBe(401);
  });

  it('the new-user token still drives a draft application as before (and a sent-back one of the same number)', async () => {
    const token = await signupToken(ctx.app, '9822300029');
    const loaded = await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' });
    expect(loaded.json().data).toMatchObject({ status: 'draft', currentStep: 'STEP2', rejection: null });
    const saved = await asApplicant(ctx.app, token, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { organisationName: 'Draft Shows LLP', address: 'x' } });
    expect(saved.json().data).toMatchObject({ HasError: true, errors: { address: expect.any(String) } });
    const info = generalInformation('AAECZ2929Z', 24, false);
    expect((await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: info })).json().data).toMatchObject({ currentStep: 'STEP3', status: 'draft' });
    const file = multipart([{ name: 'media', value: 'pan' }, { name: 'file', value: Buffer.from('not a pdf'), filename: 'pan.pdf' }]);
    const bad = await asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/signup/file', payload: file.payload, headers: file.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.message).not.toBe(UPLOAD_MESSAGES.required);

    // D still holds the new-user token from sign-up day: it edits the sent-back application too.
    const dForm = await asApplicant(ctx.app, newUser[D.mobile]!, { method: 'GET', url: '/api/v1/signup-form' });
    expect(dForm.json().data).toMatchObject({ status: 'rejected', rejection: { items: [{ item: 'fullName' }] } });
    const dSave = await asApplicant(ctx.app, newUser[D.mobile]!, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: { fullName: 'Asha R Kulkarni' } });
    expect(dSave.json().data).toMatchObject({ HasError: false });
  });
});
