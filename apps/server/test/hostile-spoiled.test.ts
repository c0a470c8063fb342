import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { createDraft, patch, sampleInfo, synopsis } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';
import { mutationsOf, withField } from './hostile-helpers';
import { asApplicant, generalInformation, signupToken } from './kyc-helpers';
import { bookingFor, onSaleSession, pushBooking } from './scan-helpers';
import { createEvent, ist, ticket } from './schedule-helpers';
import { refusalWrites, WriteWatch } from './write-watch';

type Answer = { statusCode: number; json(): unknown };

/** A draft save with every section filled (as the organiser's console sends it). */
const FULL_DRAFT = {
  eventInfo: sampleInfo(),
  synopsis: '<p>An evening of qawwali by the lake</p>',
  tnc: '<p>Entry from 6 PM</p>',
  reasonsToAttend: ['Live music'],
  emailIds: ['team@example.in'],
  additionalInfo: { languages: [{ code: 'HIN', name: 'Hindi' }], ageLimit: '12+', duration: 120 },
  artistInfo: [{ id: 'ART000001', name: 'Artist', roles: ['Music'] }],
};

/**
 * Valid requests with one field spoiled at a time (hostile-helpers' mutationsOf): a channel booking, a draft save, a
 * schedule, sign-up details, a scan, and the draft copy of an active event (made by POST and by a section save). Each
 * answer is no 5xx; a number no field takes is refused with 400; a refusal writes nothing (WriteWatch); and whatever
 * was answered, the resource still reads (200).
 */
describeEngines('valid requests spoiled one field at a time on %s', (engine) => {
  const ctx = useTestApp(engine);
  const tokens: Record<string, string> = {};
  let watch: WriteWatch;

  beforeAll(async () => {
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) tokens[role] = await login(ctx.app, account.email, DEMO_PASSWORD);
    watch = await WriteWatch.install(ctx.database);
  });
  afterAll(async () => watch?.close());

  it('answers each without a 5xx, refuses impossible numbers with 400, writes nothing when refusing, and still reads', async () => {
    const today = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    const draftId = await createDraft(ctx.app, tokens.organiser!);
    const event = await createEvent(ctx.database.db);
    const active = await createEvent(ctx.database.db, { status: 'active', title: 'Qawwali by the Lake' });
    const applicant = await signupToken(ctx.app, '9811111111');
    const failures: string[] = [];
    const writes = await refusalWrites(watch);
    const organiser = tokens.organiser!;

    /**
     * Sends `base`, then each spoiled copy; `read` must answer 200 after each. `undo` runs after an accepted request
     * (a copy made is deleted, so that the next request meets the event without one again).
     */
    const spoil = async (
      name: string,
      base: Record<string, unknown>,
      send: (body: Record<string, unknown>) => Promise<Answer>,
      read: () => Promise<Answer>,
      undo?: (answer: Answer) => Promise<unknown>,
    ) => {
      const first = await send(base);
      expect(first.statusCode, `${name} as it is`).toBeLessThan(300);
      await writes.check(name, first.statusCode);
      if (undo) await undo(first);
      await writes.check(`${name}: undone`, 200);
      for (const m of mutationsOf(base)) {
        const what = `${name} with ${m.path.join('.')} = ${JSON.stringify(m.value)?.slice(0, 40)}`;
        const res = await send(withField(base, m.path, m.value) as Record<string, unknown>);
        await writes.check(what, res.statusCode);
        if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode}`);
        if (m.impossible && res.statusCode !== 400) failures.push(`${what}: ${res.statusCode}, a number no field takes`);
        if (res.statusCode < 300 && undo) await undo(res);
        const after = await read();
        await writes.check(`${what}, read`, after.statusCode);
        if (after.statusCode !== 200) failures.push(`${what}: then read ${after.statusCode}`);
      }
    };

    const get = (url: string, token: string) => api(ctx.app, { method: 'GET', url, token });
    let n = 0;
    // Each booking under its own channel id, so that every one reaches the checks and writes of a new booking.
    await spoil(
      'booking',
      { ...bookingFor(today, 'HOSTILE-0') },
      (body) => pushBooking(ctx.app, { ...body, channelBookingId: `HOSTILE-${(n += 1)}` }),
      () => get(`/api/scan/sessions?eventCode=${today.eventCode}`, tokens.gate!),
    );
    await spoil('draft save', FULL_DRAFT, (body) => patch(ctx.app, organiser, draftId, body), () => synopsis(ctx.app, organiser, `draftId=${draftId}`));
    const venueInfo = [{ venueCode: 'BLR-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-21', '19:30'), status: true, ticketInfo: [ticket('VIP', 50, 150_000)] }] }];
    await spoil(
      'schedule',
      { venueInfo },
      (body) => api(ctx.app, { method: 'PUT', url: `/api/manage/event/${event.draftId}/schedule`, token: organiser, payload: body }),
      () => get(`/api/manage/event/${event.draftId}/schedule`, organiser),
    );
    await spoil(
      'sign-up details',
      generalInformation('ABCPK1234F', 3),
      (body) => asApplicant(ctx.app, applicant, { method: 'PUT', url: '/api/v1/save-form/userdetails', payload: body }),
      () => asApplicant(ctx.app, applicant, { method: 'GET', url: '/api/v1/signup-form' }),
    );
    const scan = { eventCode: today.eventCode, venueCode: today.venueCode, sessionId: today.sessionId, barcodes: ['NOSUCHBARCODE1'], exitScan: false };
    const url = `/api/scan/consume?sessionId=${today.sessionId}&eventCode=${today.eventCode}`;
    await spoil(
      'scan',
      scan,
      (body) => api(ctx.app, { method: 'PUT', url, token: tokens.gate, payload: body }),
      () => get(`/api/scan/sessions/${today.sessionId}/counts?eventCode=${today.eventCode}`, tokens.gate!),
    );

    // The draft copy of an active event: made by POST /manage/event {eventCode}, and by a section save on the event.
    const deleteCopy = (res: Answer) => {
      const copy = (res.json() as { data: { draftId: string } }).data.draftId;
      return api(ctx.app, { method: 'DELETE', url: '/api/delete/draft', token: organiser, payload: { draftId: copy } });
    };
    const readActive = () => synopsis(ctx.app, organiser, `eventCode=${active.eventCode}`);
    await spoil(
      'draft copy',
      { eventCode: active.eventCode, eventInfo: sampleInfo('Qawwali by the Lake, again') },
      (body) => api(ctx.app, { method: 'POST', url: '/api/manage/event', token: organiser, payload: body }),
      readActive,
      deleteCopy,
    );
    const { eventInfo: _info, ...sections } = FULL_DRAFT;
    await spoil('section save of an active event', sections, (body) => patch(ctx.app, organiser, active.eventCode!, body), readActive, deleteCopy);

    expect({ failures, refusalsThatWrote: writes.failures }).toEqual({ failures: [], refusalsThatWrote: [] });
  }, 300_000);
});
