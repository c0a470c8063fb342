import { DEMO_ACCOUNTS, DEMO_PASSWORD, EVENT_INFO_MESSAGES, SCHEDULE_ERROR_CODES, UPLOAD_MESSAGES } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { organiserApplications, users } from '../src/db/schema';
import { createDraft, patch, synopsis } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';
import { asApplicant, gstinFor, multipart, realPdf, signupToken } from './kyc-helpers';
import { createEvent, ist, ticket } from './schedule-helpers';
import { allRowCounts } from './write-watch';

/**
 * Issue 19, finding 8: a request answered 4xx writes nothing. Each case counts the rows of every table of the schema
 * before and after the refusal (the sweeps in hostile-input and hostile-spoiled also see updates, with WriteWatch).
 */
describeEngines('refusals write nothing on %s', (engine) => {
  const ctx = useTestApp(engine);
  let organiser: string;

  beforeAll(async () => {
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
  });

  /** Runs `refused`, which must answer `status`, and checks that no watched table's row count moved. */
  const refusedWithoutWrites = async <T extends { statusCode: number; body: string }>(status: number, refused: () => Promise<T>): Promise<T> => {
    const before = await allRowCounts(ctx.database.db);
    const res = await refused();
    expect(res.statusCode, res.body).toBe(status);
    expect(await allRowCounts(ctx.database.db)).toEqual(before);
    return res;
  };

  const applicationOfDemoOrganiser = async () => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.organiser.email));
    return ctx.database.db.select().from(organiserApplications).where(eq(organiserApplications.organiserId, user!.organiserId!));
  };

  it("leaves no application behind a refused GST certificate upload or GST request (one was made, 'approved', for an organiser without one)", async () => {
    expect(await applicationOfDemoOrganiser()).toEqual([]);
    const gstin = gstinFor('AAECS9999H', '29');
    const send = (parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return api(ctx.app, { method: 'POST', url: '/api/v1/additional-approval/file', token: organiser, payload: body.payload, headers: body.headers });
    };
    const noFile = await refusedWithoutWrites(400, () => send([{ name: 'media', value: 'gst' }, { name: 'id', value: gstin }]));
    expect(noFile.json().errors.message).toBe(UPLOAD_MESSAGES.required);
    await refusedWithoutWrites(400, async () => send([{ name: 'media', value: 'pan' }, { name: 'file', value: await realPdf(), filename: 'pan.pdf' }]));
    await refusedWithoutWrites(400, () =>
      api(ctx.app, { method: 'POST', url: '/api/v1/additional-approval/file', token: organiser, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\ncut off' }),
    );
    await refusedWithoutWrites(400, () => api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/gst/${DEMO_ACCOUNTS.organiser.mobile}`, token: organiser, payload: { gstin } }));
    expect(await applicationOfDemoOrganiser()).toEqual([]);

    // A certificate that passes makes the application (approved, as the organiser is).
    const ok = await send([{ name: 'media', value: 'gst' }, { name: 'id', value: gstin }, { name: 'file', value: await realPdf(), filename: 'gst.pdf' }]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await applicationOfDemoOrganiser()).map((a) => a.status)).toEqual(['approved']);
  });

  it('adds no draft copy when a copy of an active event is refused (POST with eventCode, or a section save on the event)', async () => {
    const active = await createEvent(ctx.database.db, { status: 'active', title: 'Qawwali by the Lake' });
    const unknownCategory = { eventTitle: 'Qawwali by the Lake', category: [{ code: 'NO-SUCH-CATEGORY', name: 'Nothing' }] };
    const post = await refusedWithoutWrites(400, () => api(ctx.app, { method: 'POST', url: '/api/manage/event', token: organiser, payload: { eventCode: active.eventCode, eventInfo: unknownCategory } }));
    expect(post.json().errors.message).toBe(EVENT_INFO_MESSAGES.categoryRequired);
    await refusedWithoutWrites(400, () => patch(ctx.app, organiser, active.eventCode!, { additionalInfo: { duration: 60, languages: [{ code: 'XXX', name: 'Nowhere' }] } }));
    const venueInfo = [{ venueCode: 'BLR-001', venueName: 'x', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-21', '19:30'), ticketInfo: [ticket('VIP')] }] }];
    const schedule = await refusedWithoutWrites(409, () => patch(ctx.app, organiser, active.eventCode!, { venueInfo }));
    expect(schedule.json().errors.code).toBe(SCHEDULE_ERROR_CODES.usePublishedSessions);

    // The same save, valid, makes the copy.
    const copied = await patch(ctx.app, organiser, active.eventCode!, { additionalInfo: { duration: 60, languages: [] } });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().data.draftId).not.toBe(active.draftId);
  });

  it('saves neither the schedule nor the other sections of a draft save refused for one of them', async () => {
    const draftId = await createDraft(ctx.app, organiser);
    const venueInfo = [{ venueCode: 'BLR-001', venueName: 'x', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-21', '19:30'), ticketInfo: [ticket('VIP')] }] }];
    const badLanguage = { duration: 60, languages: [{ code: 'XXX', name: 'Nowhere' }] };
    await refusedWithoutWrites(400, () => patch(ctx.app, organiser, draftId, { venueInfo, additionalInfo: badLanguage }));
    await refusedWithoutWrites(400, () => patch(ctx.app, organiser, draftId, { venueInfo: [{ ...venueInfo[0], venueCode: 'NO-SUCH-VENUE' }], additionalInfo: { duration: 60, languages: [] } }));
    const draft = (await synopsis(ctx.app, organiser, `draftId=${draftId}`)).json().data;
    expect(draft.venueInfo).toEqual([]);
    expect(draft.additionalInfo.duration).toBeNull();
    // Both valid: both saved.
    expect((await patch(ctx.app, organiser, draftId, { venueInfo, additionalInfo: { duration: 60, languages: [] } })).statusCode).toBe(200);
    const saved = (await synopsis(ctx.app, organiser, `draftId=${draftId}`)).json().data;
    expect(saved.venueInfo).toHaveLength(1);
    expect(saved.additionalInfo.duration).toBe(60);
  });

  it('leaves the tables as they were after a code send refused by the send limit (counted, then taken back)', async () => {
    const send = () => api(ctx.app, { method: 'POST', url: '/api/v1/signup/send-otp', headers: { 'x-mobile-no': '9833344455' } });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    await refusedWithoutWrites(429, send);
  });

  it("leaves no application behind an applicant's first call when it is refused (the application is made with the verified number)", async () => {
    const token = await signupToken(ctx.app, '9822233344');
    await refusedWithoutWrites(400, () => asApplicant(ctx.app, token, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: [] as unknown as object }));
    await refusedWithoutWrites(400, () => asApplicant(ctx.app, token, { method: 'POST', url: '/api/v1/proceed/userdetails', payload: { pan: 'NOT-A-PAN' } }));
    const form = await asApplicant(ctx.app, token, { method: 'GET', url: '/api/v1/signup-form' });
    expect(form.statusCode).toBe(200);
    expect(form.json().data.currentStep).toBe('STEP2');
  });
});
