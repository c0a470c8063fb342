import {
  FEATURES, GST_VERIFICATION_URL, ORGANISER_GATE_CODE, ORGANISER_GATE_MESSAGES, PAN_VERIFICATION_URL, STAFF_ERROR_CODES, STAFF_TEXTS,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { organiserDocuments, users } from '../src/db/schema';
import { api, describeEngines, useTestApp } from './helpers';
import { generalInformation, gstinFor, multipart, otpLogin, realPdf, submitApplication, upload } from './kyc-helpers';
import { auditOf, staffCall, staffTokens, type StaffTokens } from './staff-helpers';

const P = '/proxy/diy/v1/vendor-onboard';
const A = { mobile: '9822200011', pan: 'AAECT1111A', n: 11 };
const B = { mobile: '9822200012', pan: 'AAECU2222B', n: 12 };
const C = { mobile: '9822200013', pan: 'AAECV3333C', n: 13 };

describeEngines('staff organiser review on %s', (engine) => {
  const ctx = useTestApp(engine);
  let staff: StaffTokens;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const list = async (status: string, search = '') =>
    (await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/organiser-list/${status}?limit=50&search=${encodeURIComponent(search)}`)).json().data;

  it('lists submitted applications as pending, searchable by name, PAN, GSTIN, mobile and e-mail, with counts', async () => {
    staff = await staffTokens(ctx.app);
    for (const x of [A, B, C]) {
      await submitApplication(ctx.app, x.mobile, x.pan, x.n);
      ctx.clock.advance(60_000);
    }
    const pending = await list('PENDING');
    // The seed's two demo applications (submitted earlier) come first, oldest first.
    expect(pending.counts).toMatchObject({ pending: 5, approved: 3, rejected: 0, 'under-review': 0 });
    expect(pending.list.map((i: { mobile: string }) => i.mobile)).toEqual(['9000000012', '9000000011', A.mobile, B.mobile, C.mobile]);
    const first = pending.list[2];
    expect(first).toMatchObject({ listStatus: 'pending', kind: 'NEW', organiserStatus: 'pending', applicationStatus: 'submitted', username: 'owner11@example.in' });
    expect(first.details).toMatchObject({ pan: A.pan, gstin: gstinFor(A.pan), accountNumber: generalInformation(A.pan, A.n).accountNumber });
    expect(first.documents.map((d: { media: string }) => d.media).sort()).toEqual(['agreement', 'cheque', 'gst', 'pan']);
    for (const x of [A, B, C]) ids[x.mobile] = pending.list.find((i: { mobile: string }) => i.mobile === x.mobile).organiserId;
    const info = generalInformation(B.pan, B.n);
    expect(info.organisationName).toBe('Test Events M Pvt Ltd');
    for (const search of ['events m pvt', B.pan.toLowerCase(), info.gstin, B.mobile, info.email.toUpperCase()]) {
      const found = await list('pending', search);
      expect(found.list.map((i: { mobile: string }) => i.mobile), search).toEqual([B.mobile]);
      expect(found.counts.pending, search).toBe(1);
    }
    const paged = (await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/organiser-list/pending?limit=2&offset=2`)).json().data;
    expect(paged).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(paged.list.map((i: { mobile: string }) => i.mobile)).toEqual([A.mobile, B.mobile]);
  });

  it('gives signed inline links to every document and the PAN and GST portals', async () => {
    const res = await staffCall(ctx.app, staff.reviewer, 'GET', '/proxy/diy/v1/signup/all-files', undefined, { 'x-mobile-no': A.mobile });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.verification).toEqual({ pan: { number: A.pan, url: PAN_VERIFICATION_URL }, gst: [{ number: gstinFor(A.pan), url: GST_VERIFICATION_URL }] });
    expect(data.files).toHaveLength(4);
    const pan = data.files.find((f: { media: string }) => f.media === 'pan');
    const file = await ctx.app.inject({ method: 'GET', url: pan.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers the BD managers of a state by name or GST code', async () => {
    const byName = (await staffCall(ctx.app, staff.reviewer, 'GET', '/proxy/diy/v1/bd/state-wise/Maharashtra')).json().data;
    expect(byName).toMatchObject({ state: 'Maharashtra', region: 'West' });
    expect(byName.bdDetails.map((b: { bdCode: string }) => b.bdCode)).toEqual(['BD-W01', 'BD-W02', 'BD-W03']);
    expect((await staffCall(ctx.app, staff.reviewer, 'GET', '/proxy/diy/v1/bd/state-wise/29')).json().data.region).toBe('South');
  });

  it('approves with a BD: the organiser can create events at once; a second approval is a clear 409', async () => {
    const id = ids[A.mobile]!;
    const unknownBd = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${id}/status/approve`, { bdCode: 'BD-X99' });
    expect(unknownBd.statusCode).toBe(400);
    expect(unknownBd.json().errors).toMatchObject({ code: STAFF_ERROR_CODES.unknownBd, longDesc: STAFF_TEXTS.unknownBd });
    const ok = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${id}/status/approve`, { bdCode: 'BD-W01' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ organiserStatus: 'approved', applicationStatus: 'approved', bdCode: 'BD-W01', message: STAFF_TEXTS.approved });
    const again = await staffCall(ctx.app, staff.admin, 'PUT', `${P}/organiser/${id}/status/approve`, { bdCode: 'BD-W01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toMatchObject({ code: STAFF_ERROR_CODES.alreadyApproved, longDesc: STAFF_TEXTS.alreadyApproved });

    tokens.A = await otpLogin(ctx.app, A.mobile);
    const profile = (await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: tokens.A })).json().data;
    expect(profile.applicationStatus).toBe('approved');
    expect((await api(ctx.app, { method: 'GET', url: '/api/user/features', token: tokens.A })).json().data.features).toContain(FEATURES.events);
    const created = await api(ctx.app, { method: 'POST', url: '/api/manage/event', token: tokens.A, payload: { eventInfo: { eventTitle: 'Marine Drive Jazz', category: [{ code: 'CONCERTS', name: 'Music Shows' }] } } });
    expect(created.statusCode, created.body).toBe(201);
    const docs = await ctx.database.db.select().from(organiserDocuments);
    expect(docs.filter((d) => d.status === 'approved').length).toBeGreaterThanOrEqual(4);

    const [entry] = await auditOf(ctx.app, staff.admin, { action: 'organiser.approve', targetId: id });
    expect(entry).toMatchObject({ targetType: 'organiser', actorName: 'reviewer@demo.in', actorRoles: ['reviewer'] });
    expect(entry!.before).toMatchObject({ organiserStatus: 'pending', applicationStatus: 'submitted', bdCode: null });
    expect(entry!.after).toMatchObject({ organiserStatus: 'approved', applicationStatus: 'approved', bdCode: 'BD-W01', bdName: 'Priya Deshmukh' });
    expect((await list('approved', A.pan)).list).toHaveLength(1);
  });

  it('rejects: the application goes back at the first rejected step, the form shows the reasons, the gate stays shut; a resubmission returns to the queue', async () => {
    const id = ids[B.mobile]!;
    const body = { reasons: [{ item: 'agreement', reasons: ['Unsigned'] }, { item: 'pan', reasons: ['PAN does not match the card'] }], note: 'Please fix and resubmit' };
    const res = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${id}/status/reject`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ organiserStatus: 'rejected', applicationStatus: 'rejected' });
    const twice = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${id}/status/reject`, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toMatchObject({ code: STAFF_ERROR_CODES.notReviewable, shortDesc: STAFF_TEXTS.notReviewable });

    const reasons = (await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/rejection-reasons/${id}`)).json().data.rejection;
    expect(reasons).toMatchObject({ status: 'rejected', note: 'Please fix and resubmit' });
    expect(reasons.items).toEqual([
      { item: 'agreement', label: 'Signed agreement', step: 'STEP4', reasons: ['Unsigned'] },
      { item: 'pan', label: 'PAN', step: 'STEP2', reasons: ['PAN does not match the card'] },
    ]);

    tokens.B = await otpLogin(ctx.app, B.mobile);
    const gate = await api(ctx.app, { method: 'GET', url: '/api/manage/event?status=live', token: tokens.B });
    expect(gate.json().errors).toMatchObject({ code: ORGANISER_GATE_CODE, message: ORGANISER_GATE_MESSAGES.rejected });
    const form = (await api(ctx.app, { method: 'GET', url: '/api/v1/signup-form', token: tokens.B })).json().data;
    expect(form).toMatchObject({ status: 'rejected', currentStep: 'STEP2', rejection: reasons });
    expect((await list('rejected')).list.map((i: { mobile: string }) => i.mobile)).toContain(B.mobile);

    // The organiser fixes it with their own login and submits again.
    const info = generalInformation(B.pan, B.n);
    const asOrg = (o: Parameters<typeof api>[1]) => api(ctx.app, { ...o, token: tokens.B });
    expect((await asOrg({ method: 'POST', url: '/api/v1/proceed/userdetails', payload: info })).statusCode).toBe(200);
    const pan = multipart([{ name: 'media', value: 'pan' }, { name: 'file', value: await realPdf('new pan'), filename: 'pan.pdf' }]);
    expect((await asOrg({ method: 'POST', url: '/api/v1/signup/file', payload: pan.payload, headers: pan.headers })).statusCode).toBe(200);
    expect((await asOrg({ method: 'POST', url: '/api/v1/proceed/filesupload' })).statusCode).toBe(200);
    const agreement = multipart([{ name: 'media', value: 'agreement' }, { name: 'file', value: await realPdf('signed again'), filename: 'agreement.pdf' }]);
    expect((await asOrg({ method: 'POST', url: '/api/v1/signup/file', payload: agreement.payload, headers: agreement.headers })).statusCode).toBe(200);
    const submitted = await asOrg({ method: 'POST', url: '/api/v1/proceed/agreementupload' });
    expect(submitted.json().data).toMatchObject({ status: 'submitted', currentStep: 'DONE' });
    expect((await list('pending')).list.map((i: { mobile: string }) => i.mobile)).toContain(B.mobile);
    const audit = await auditOf(ctx.app, staff.admin, { action: 'organiser.reject', targetId: id });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ applicationStatus: 'submitted', currentStep: 'DONE' });
    expect(audit[0]!.after).toMatchObject({ applicationStatus: 'rejected', currentStep: 'STEP2', organiserStatus: 'rejected' });
  });

  it('partially rejects: the listed items go back, the rest are approved automatically', async () => {
    const id = ids[C.mobile]!;
    const res = await staffCall(ctx.app, staff.admin, 'PUT', `${P}/partial-reject/organiser/${id}`, { reasons: [{ item: 'panCard', reasons: ['Blurred scan'] }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ applicationStatus: 'partially_rejected', organiserStatus: 'pending', message: STAFF_TEXTS.partiallyRejected });
    const docs = await ctx.database.db.select().from(organiserDocuments).where(eq(organiserDocuments.applicationId, res.json().data.applicationId));
    expect(Object.fromEntries(docs.map((d) => [d.media, d.status]))).toEqual({ pan: 'rejected', cheque: 'approved', gst: 'approved', agreement: 'approved' });
    tokens.C = await otpLogin(ctx.app, C.mobile);
    const form = (await api(ctx.app, { method: 'GET', url: '/api/v1/signup-form', token: tokens.C })).json().data;
    expect(form).toMatchObject({ status: 'partially_rejected', currentStep: 'STEP3' });
    expect(form.formData.step2.panCard.error).toBeTruthy();
    expect(form.rejection.items).toEqual([{ item: 'panCard', label: 'PAN card', step: 'STEP3', reasons: ['Blurred scan'] }]);
    const profile = (await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: tokens.C })).json().data;
    expect(profile.applicationStatus).toBe('partially_rejected');
    const [entry] = await auditOf(ctx.app, staff.admin, { action: 'organiser.partial_reject' });
    expect(entry).toMatchObject({ targetId: id, actorName: 'admin@demo.in', actorRoles: ['admin'] });
  });

  it('approves the new GST number of an approved organiser through the additional approval; it joins the profile', async () => {
    const newGst = gstinFor(A.pan, '29');
    const cert = multipart([{ name: 'media', value: 'gst' }, { name: 'id', value: newGst }, { name: 'file', value: await realPdf('ka'), filename: 'ka.pdf' }]);
    expect((await api(ctx.app, { method: 'POST', url: '/api/v1/additional-approval/file', token: tokens.A, payload: cert.payload, headers: cert.headers })).statusCode).toBe(200);
    expect((await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/gst/${A.mobile}`, token: tokens.A, payload: { gstin: newGst } })).statusCode).toBe(200);
    const review = await list('under-review');
    expect(review.counts['under-review']).toBe(1);
    expect(review.list[0]).toMatchObject({ organiserId: ids[A.mobile], kind: 'ADDITIONAL_DOC_APPROVAL' });
    expect(review.list[0].changeRequests).toMatchObject([{ kind: 'ADDITIONAL_DOC_APPROVAL', change: 'gst', gstin: newGst, status: 'pending' }]);
    const approveAgain = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${ids[A.mobile]}/status/approve`, { bdCode: 'BD-W01' });
    expect(approveAgain.json().errors.longDesc).toBe(STAFF_TEXTS.alreadyApprovedWithNewDocs);

    const ok = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${ids[A.mobile]}/status/additional-approval`);
    expect(ok.statusCode, ok.body).toBe(200);
    const details = (await api(ctx.app, { method: 'GET', url: `/api/v1/organisation-details/${A.mobile}`, token: tokens.A })).json().data;
    expect(details.gstNumbers.map((g: { gstin: string; status: string }) => [g.gstin, g.status])).toEqual([
      [gstinFor(A.pan), 'approved'],
      [newGst, 'approved'],
    ]);
    const none = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${ids[A.mobile]}/status/additional-approval`, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().errors).toMatchObject({ code: STAFF_ERROR_CODES.nothingToApprove, longDesc: STAFF_TEXTS.nothingToApprove });
    const [entry] = await auditOf(ctx.app, staff.admin, { action: 'organiser.additional_approve' });
    expect(entry!.before.gstNumbers).toEqual([gstinFor(A.pan)]);
    expect(entry!.after.gstNumbers).toEqual([gstinFor(A.pan), newGst]);

    // A second change rejected through partial reject: the organiser stays approved, the number is not added.
    const third = gstinFor(A.pan, '33');
    const cert3 = multipart([{ name: 'media', value: 'gst' }, { name: 'id', value: third }, { name: 'file', value: await realPdf('tn'), filename: 'tn.pdf' }]);
    await api(ctx.app, { method: 'POST', url: '/api/v1/additional-approval/file', token: tokens.A, payload: cert3.payload, headers: cert3.headers });
    await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/gst/${A.mobile}`, token: tokens.A, payload: { gstin: third } });
    const change = (await list('under-review')).list[0].changeRequests[0];
    const bad = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/partial-reject/organiser/${ids[A.mobile]}`, { reasons: [{ item: 'pan', reasons: ['x'] }] });
    expect(bad.json().errors).toMatchObject({ code: STAFF_ERROR_CODES.unknownItem, shortDesc: STAFF_TEXTS.unknownItem });
    const rejected = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/partial-reject/organiser/${ids[A.mobile]}`, { reasons: [{ item: `change:${change.id}`, reasons: ['Certificate of another firm'] }] });
    expect(rejected.json().data.organiserStatus).toBe('approved');
    const after = (await api(ctx.app, { method: 'GET', url: `/api/v1/organisation-details/${A.mobile}`, token: tokens.A })).json().data;
    expect(after.gstNumbers.map((g: { gstin: string }) => g.gstin)).toEqual([gstinFor(A.pan), newGst]);
  });

  it('deactivation ends every session at once and blocks login; activation restores it', async () => {
    const before = await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: tokens.A });
    expect(before.statusCode).toBe(200);
    const off = await staffCall(ctx.app, staff.reviewer, 'POST', '/proxy/diy/v1/organiser/status/deactivate', { data: { username: A.mobile } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ active: false, message: STAFF_TEXTS.deactivated });
    expect(off.json().data.sessionsRevoked).toBeGreaterThanOrEqual(1);
    expect((await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: tokens.A })).statusCode).toBe(401);
    const login = await api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: { mobile: A.mobile } });
    expect(login.statusCode).toBe(403);
    // Staff cannot switch themselves off, and reviewers cannot switch staff off.
    expect((await staffCall(ctx.app, staff.reviewer, 'POST', '/proxy/diy/v1/organiser/status/deactivate', { data: { username: 'reviewer@demo.in' } })).statusCode).toBe(409);
    expect((await staffCall(ctx.app, staff.reviewer, 'POST', '/proxy/diy/v1/organiser/status/deactivate', { data: { username: 'admin@demo.in' } })).statusCode).toBe(403);

    const on = await staffCall(ctx.app, staff.reviewer, 'POST', '/proxy/diy/v1/organiser/status/activate', { data: { username: A.mobile } });
    expect(on.json().data).toMatchObject({ active: true, sessionsRevoked: 0 });
    const token = await otpLogin(ctx.app, A.mobile);
    expect((await api(ctx.app, { method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.mobile, A.mobile));
    const trail = await auditOf(ctx.app, staff.admin, { targetType: 'user', targetId: user!.id });
    expect(trail.map((e) => e.action)).toEqual(['user.activate', 'user.deactivate']);
    expect(trail[1]!.before).toMatchObject({ active: true });
    expect(trail[1]!.after).toMatchObject({ active: false });
  });

  it('filters the audit log by action, target, actor and time', async () => {
    const all = await auditOf(ctx.app, staff.admin, { limit: '200' });
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(new Set(all.map((e) => e.action))).toEqual(
      new Set(['organiser.approve', 'organiser.reject', 'organiser.partial_reject', 'organiser.additional_approve', 'user.deactivate', 'user.activate']),
    );
    // By actor: the admin made one of them (the partial rejection); the reviewer made the others.
    const byAdmin = await auditOf(ctx.app, staff.admin, { actor: 'admin@demo' });
    expect(byAdmin.map((e) => [e.action, e.actorName])).toEqual([['organiser.partial_reject', 'admin@demo.in']]);
    expect(byAdmin).toEqual(all.filter((e) => e.actorName === 'admin@demo.in'));
    expect((await auditOf(ctx.app, staff.admin, { actor: 'reviewer@demo', limit: '200' })).length).toBe(all.length - 1);
    expect(await auditOf(ctx.app, staff.admin, { from: new Date(Date.now() + 3_600_000).toISOString() })).toEqual([]);
    expect(await auditOf(ctx.app, staff.admin, { targetType: 'event' })).toEqual([]);
  });
});
