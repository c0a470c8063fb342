import { organiserListItemSchema, rejectionReasonsAnswerSchema } from '@diy/domain';
import { expect, it } from 'vitest';
import { api, describeEngines, useTestApp } from './helpers';
import { gstinFor, multipart, otpLogin, realJpeg, realPdf, submitApplication } from './kyc-helpers';
import { staffCall, staffTokens, type StaffTokens } from './staff-helpers';

const P = '/proxy/diy/v1/vendor-onboard';
const S = { mobile: '9822400031', pan: 'AAECS3131S', n: 4 };
const T = { mobile: '9822400032', pan: 'AAECT3232T', n: 5 };

/**
 * The reviewer's read of one organiser (issue 19): the organiser by id whatever list it is in (so the review panel
 * shows the new status right after an action), and its past rejections with reasons, dates and the reviewer.
 */
describeEngines('staff: one organiser and its past rejections, on %s', (engine) => {
  const ctx = useTestApp(engine);
  let staff: StaffTokens;
  const ids: Record<string, string> = {};
  const detail = async (id: string) => {
    const res = await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/organiser/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return organiserListItemSchema.parse(res.json().data);
  };
  const reasons = async (id: string) => {
    const res = await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/rejection-reasons/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return rejectionReasonsAnswerSchema.parse(res.json().data);
  };

  it('answers one organiser as the lists do, in the list its statuses put it in; unknown ids are 404', async () => {
    staff = await staffTokens(ctx.app);
    for (const x of [S, T]) await submitApplication(ctx.app, x.mobile, x.pan, x.n);
    const pending = (await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/organiser-list/pending?limit=50`)).json().data.list as { mobile: string; organiserId: string }[];
    for (const x of [S, T]) ids[x.mobile] = pending.find((i) => i.mobile === x.mobile)!.organiserId;
    const listed = pending.find((i) => i.mobile === S.mobile);
    expect(await detail(ids[S.mobile]!)).toEqual(listed);

    expect((await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/organiser/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await staffCall(ctx.app, staff.reviewer, 'GET', `${P}/organiser/not-an-id`)).statusCode).toBe(404);

    const approved = await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${ids[T.mobile]}/status/approve`, { bdCode: 'BD-W02' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await detail(ids[T.mobile]!)).toMatchObject({ listStatus: 'approved', organiserStatus: 'approved', applicationStatus: 'approved', bdCode: 'BD-W02' });
    expect((await reasons(ids[T.mobile]!)).history).toEqual([]);
  });

  it('keeps every rejection of the application, newest first, with its reasons, note, time, reviewer and resubmission', async () => {
    const id = ids[S.mobile]!;
    const first = { reasons: [{ item: 'panCard', reasons: ['Blurred scan'] }], note: 'Please upload a clear copy' };
    expect((await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${id}/status/reject`, first)).statusCode).toBe(200);
    const rejectedAt = ctx.clock.now().toISOString();
    expect(await detail(id)).toMatchObject({ listStatus: 'rejected', organiserStatus: 'rejected', applicationStatus: 'rejected' });
    expect((await reasons(id)).history).toEqual([
      {
        status: 'rejected', kind: 'NEW', items: [{ item: 'panCard', label: 'PAN card', reasons: ['Blurred scan'] }], note: 'Please upload a clear copy',
        rejectedAt, rejectedBy: 'reviewer@demo.in', resubmittedAt: null,
      },
    ]);

    // The organiser sends it in again; an admin then partially rejects another item.
    ctx.clock.advance(3_600_000);
    const token = await otpLogin(ctx.app, S.mobile);
    const pan = multipart([{ name: 'media', value: 'pan' }, { name: 'file', value: await realJpeg(), filename: 'pan-clear.jpg' }]);
    expect((await api(ctx.app, { method: 'POST', url: '/api/v1/signup/file', token, payload: pan.payload, headers: pan.headers })).statusCode).toBe(200);
    for (const step of ['filesupload', 'agreementupload']) {
      const res = await api(ctx.app, { method: 'POST', url: `/api/v1/proceed/${step}`, token });
      expect(res.statusCode, res.body).toBe(200);
    }
    const resubmittedAt = ctx.clock.now().toISOString();
    expect(await detail(id)).toMatchObject({ listStatus: 'pending', applicationStatus: 'submitted' });
    ctx.clock.advance(3_600_000);
    const second = { reasons: [{ item: 'cancelledCheque', reasons: ['Not cancelled'] }] };
    expect((await staffCall(ctx.app, staff.admin, 'PUT', `${P}/partial-reject/organiser/${id}`, second)).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ listStatus: 'rejected', organiserStatus: 'pending', applicationStatus: 'partially_rejected' });

    const answer = await reasons(id);
    expect(answer.rejection).toMatchObject({ status: 'partially_rejected' });
    expect(answer.history.map((h) => [h.status, h.rejectedBy, h.items.map((i) => i.label), h.resubmittedAt])).toEqual([
      ['partially_rejected', 'admin@demo.in', ['Cancelled cheque'], null],
      ['rejected', 'reviewer@demo.in', ['PAN card'], resubmittedAt],
    ]);
    expect(answer.history[0]).toMatchObject({ note: null, rejectedAt: ctx.clock.now().toISOString() });
    expect(answer.history[1]).toMatchObject({ rejectedAt, note: 'Please upload a clear copy' });
  });

  it("lists a rejected change of an approved organiser with the change's name", async () => {
    const id = ids[T.mobile]!;
    const token = await otpLogin(ctx.app, T.mobile);
    const gstin = gstinFor(T.pan, '29');
    const cert = multipart([{ name: 'media', value: 'gst' }, { name: 'id', value: gstin }, { name: 'file', value: await realPdf('ka'), filename: 'ka.pdf' }]);
    expect((await api(ctx.app, { method: 'POST', url: '/api/v1/additional-approval/file', token, payload: cert.payload, headers: cert.headers })).statusCode).toBe(200);
    expect((await api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/gst/${T.mobile}`, token, payload: { gstin } })).statusCode).toBe(200);
    const waiting = await detail(id);
    expect(waiting).toMatchObject({ listStatus: 'under-review', kind: 'ADDITIONAL_DOC_APPROVAL' });
    const change = waiting.changeRequests[0]!;
    const body = { reasons: [{ item: `change:${change.id}`, reasons: ['Certificate of another firm'] }], note: 'Upload your own certificate' };
    expect((await staffCall(ctx.app, staff.reviewer, 'PUT', `${P}/organiser/${id}/status/reject`, body)).statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ listStatus: 'approved', kind: 'NEW', changeRequests: [] });
    expect((await reasons(id)).history).toEqual([
      {
        status: 'rejected', kind: 'ADDITIONAL_DOC_APPROVAL', items: [{ item: `change:${change.id}`, label: `New GST number ${gstin}`, reasons: ['Certificate of another firm'] }],
        note: 'Upload your own certificate', rejectedAt: ctx.clock.now().toISOString(), rejectedBy: 'reviewer@demo.in', resubmittedAt: null,
      },
    ]);
  });
});
