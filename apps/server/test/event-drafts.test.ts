import {
  SCHEDULE_API_MESSAGES,
  AGE_LIMIT_CODES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DURATION_MESSAGES,
  EVENT_ERROR_CODES,
  EVENT_INFO_MESSAGES,
  IMAGE_MESSAGES,
  SUBMIT_MESSAGES,
  TEXT_MESSAGES,
  createEventAnswerSchema,
  eventDraftSchema,
  type EventDraft,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema';
import { DRAFT_ERROR_CODES } from '../src/services/event-drafts/errors';
import { SECTION_MESSAGES } from '../src/services/event-drafts/section-rules';
import { createDraft, image, listTab, patch, sampleInfo, synopsis, upload } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';

describeEngines('event drafts on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });
  let token = '';
  const seeded = new Map<string, string>();

  beforeAll(async () => {
    token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    for (const tab of ['draft', 'live-past'] as const) {
      for (const e of (await listTab(ctx.app, token, tab)).list) seeded.set(e.title, e.draftId);
    }
  });

  async function draftOf(ref: string, key: 'draftId' | 'eventCode' = 'draftId'): Promise<EventDraft> {
    const res = await synopsis(ctx.app, token, `${key}=${encodeURIComponent(ref)}`);
    expect(res.statusCode, res.body).toBe(200);
    return eventDraftSchema.parse(res.json().data);
  }

  it('creates a draft from the name screen and answers draftId, status and a snackbar', async () => {
    const res = await api(ctx.app, { method: 'POST', url: '/api/manage/event', token, payload: { eventInfo: sampleInfo('Qawwali by the Lake') } });
    expect(res.statusCode).toBe(201);
    const answer = createEventAnswerSchema.parse(res.json().data);
    expect(answer.draftId).toMatch(/^DR[0-9A-Z]{10}$/);
    expect(answer.status).toBe('draft');
    expect(answer.snackbar?.toastMsg).toBeTruthy();

    const draft = await draftOf(answer.draftId);
    expect(draft).toMatchObject({
      draftId: answer.draftId,
      eventCode: null,
      status: 'draft',
      notificationType: null,
      eventCurrentStatus: 'draft',
      city: 'mumbai',
      eventInfo: { eventTitle: 'Qawwali by the Lake', category: [{ code: 'CONCERTS', name: 'Music Shows' }], venueType: 'onGround', regionCode: 'MUMBAI' },
      banner: { desktop: [], mobile: [], webListing: [] },
      additionalInfo: { languages: [], ageLimit: null, duration: null },
      synopsis: '',
      reasonsToAttend: [],
    });
    const drafts = await listTab(ctx.app, token, 'draft');
    expect(drafts.list[0]).toMatchObject({ draftId: answer.draftId, title: 'Qawwali by the Lake', status: 'draft', category: 'Music Shows', city: 'mumbai' });
  });

  it.each([
    ['a short title', { eventTitle: 'Hi' }, 'eventInfo.eventTitle', EVENT_INFO_MESSAGES.titleLength],
    ['a symbol', { eventTitle: 'Star ★ Night' }, 'eventInfo.eventTitle', /permitted characters in the event name/],
    ['no category', { category: [] }, 'eventInfo.category', EVENT_INFO_MESSAGES.categoryRequired],
    ['an unknown category', { category: [{ code: 'NOPE', name: 'Nope' }] }, 'eventInfo.category', EVENT_INFO_MESSAGES.categoryRequired],
    ['a sub-category of another category', { subCategory: { code: 'COMEDY_STAND_UP', name: 'Stand-up' } }, 'eventInfo.subCategory', SECTION_MESSAGES.subCategory],
    ['a genre of another category', { genre: [{ code: 'COMEDY_G_IMPROV', name: 'Improv' }] }, 'eventInfo.genre', SECTION_MESSAGES.genre],
    ['an unknown venue type', { venueType: 'moon' }, 'eventInfo.venueType', /./],
  ])('refuses an event name with %s (400 naming the field)', async (_name, change, field, message) => {
    const res = await api(ctx.app, { method: 'POST', url: '/api/manage/event', token, payload: { eventInfo: { ...sampleInfo(), ...change } } });
    expect(res.statusCode, res.body).toBe(400);
    const err = res.json().errors;
    expect(err.code).toBe('ERR.VALIDATION');
    expect(err.field).toBe(field);
    expect(err.message).toMatch(message);
  });

  it('accepts a sub-category and genres of the chosen category, storing the master name of the category', async () => {
    const draftId = await createDraft(ctx.app, token, {
      ...sampleInfo(),
      category: [{ code: 'COMEDY', name: 'whatever the client says' }],
      subCategory: { code: 'COMEDY_STAND_UP', name: 'Stand-up' },
      genre: [{ code: 'COMEDY_G_IMPROV', name: 'Improv' }],
    });
    const draft = await draftOf(draftId);
    expect(draft.eventInfo.category).toEqual([{ code: 'COMEDY', name: 'Comedy Shows' }]);
    expect(draft.eventInfo.subCategory?.code).toBe('COMEDY_STAND_UP');
  });

  describe('section rules (the domain messages, through the API)', () => {
    let draftId = '';
    beforeAll(async () => {
      draftId = await createDraft(ctx.app, token);
    });

    it.each<[string, object, string, string | RegExp]>([
      ['empty description', { synopsis: '' }, 'synopsis', TEXT_MESSAGES.descriptionRequired],
      ['description of tags only', { synopsis: '<p><br></p>' }, 'synopsis', TEXT_MESSAGES.descriptionRequired],
      ['description over 25,000', { synopsis: `<p>${'a'.repeat(25_001)}</p>` }, 'synopsis', TEXT_MESSAGES.characterLimitReached],
      ['description with a symbol', { synopsis: '<p>Best show ★</p>' }, 'synopsis', TEXT_MESSAGES.onlyTheseCharacters],
      ['description with a rupee sign', { synopsis: '<p>Tickets from ₹500</p>' }, 'synopsis', TEXT_MESSAGES.onlyTheseCharacters],
      ['terms over 25,000', { tnc: 'b'.repeat(25_001) }, 'tnc', TEXT_MESSAGES.characterLimitReached],
      ['terms with a symbol', { tnc: '<p>© 2026</p>' }, 'tnc', TEXT_MESSAGES.onlyTheseCharacters],
      ['a reason over 100', { reasonsToAttend: ['r'.repeat(101)] }, 'reasonsToAttend.0', TEXT_MESSAGES.characterLimitReached],
      ['a reason with a symbol', { reasonsToAttend: ['ok', 'nice ★'] }, 'reasonsToAttend.1', TEXT_MESSAGES.onlyTheseCharacters],
      ['four reasons', { reasonsToAttend: ['a', 'b', 'c', 'd'] }, 'reasonsToAttend', /at most 3/],
      ['a bad e-mail', { emailIds: ['ok@example.in', 'not-an-email'] }, 'emailIds.1', TEXT_MESSAGES.invalidEmail],
      ['no duration', { additionalInfo: { languages: [] } }, 'additionalInfo.duration', DURATION_MESSAGES.required],
      ['a negative duration', { additionalInfo: { duration: -5 } }, 'additionalInfo.duration', DURATION_MESSAGES.negative],
      ['a duration that is not a number', { additionalInfo: { duration: '90 min' } }, 'additionalInfo.duration', DURATION_MESSAGES.notANumber],
      ['a fractional duration', { additionalInfo: { duration: 1.5 } }, 'additionalInfo.duration', DURATION_MESSAGES.whole],
      ['an unknown age limit', { additionalInfo: { duration: 60, ageLimit: '99+' } }, 'additionalInfo.ageLimit', /./],
      ['an unknown language', { additionalInfo: { duration: 60, languages: [{ code: 'KLINGON', name: 'Klingon' }] } }, 'additionalInfo.languages', SECTION_MESSAGES.language],
      ['an artist outside the directory', { artistInfo: [{ id: 'ART999999', name: 'Nobody', roles: ['Actor'] }] }, 'artistInfo.0.id', SECTION_MESSAGES.artist],
      ['an artist without a role', { artistInfo: [{ id: 'ART000001', name: 'X', roles: [] }] }, 'artistInfo.0.roles', 'Please select a role'],
      ['an artist with an unknown role', { artistInfo: [{ id: 'ART000001', name: 'X', roles: ['Juggler'] }] }, 'artistInfo.0.roles.0', /./],
      ['a banner from elsewhere', { banner: { desktop: [{ type: 'image', url: '/api/files/public/events/OTHER/x.jpeg', width: 1280, height: 640 }] } }, 'banner.desktop.0.url', SECTION_MESSAGES.image],
      ['a banner from another site', { banner: { webListing: [{ type: 'image', url: 'https://evil.example/x.jpeg', width: 500, height: 750 }] } }, 'banner.webListing.0.url', SECTION_MESSAGES.image],
      ['nothing to save', { eventCode: 'ET00010001' }, 'body', 'Nothing to save'],
    ])('refuses %s', async (_name, body, field, message) => {
      const res = await patch(ctx.app, token, draftId, body);
      expect(res.statusCode, res.body).toBe(400);
      const err = res.json().errors;
      expect(err.code).toBe('ERR.VALIDATION');
      expect(err.field).toBe(field);
      expect(err.message).toMatch(message);
    });

    it('saves exactly 25,000 characters, empty reasons dropped, languages and artists from the masters', async () => {
      const res = await patch(ctx.app, token, draftId, {
        synopsis: `<p>${'a'.repeat(25_000)}</p>`,
        tnc: '',
        reasonsToAttend: [' Live qawwali ', '', 'Lakeside seating'],
        emailIds: ['team@example.in'],
        additionalInfo: { languages: [{ code: 'HIN', name: 'Hindi' }, { code: 'URD', name: 'Urdu' }, { code: 'HIN', name: 'Hindi' }], ageLimit: '12+', duration: '120' },
        artistInfo: [{ id: 'ART000001', name: 'typed by the client', roles: ['Music', 'Music'] }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ draftId, status: 'draft' });
      const draft = await draftOf(draftId);
      expect(draft.synopsis).toHaveLength(25_007);
      expect(draft.reasonsToAttend).toEqual(['Live qawwali', 'Lakeside seating']);
      expect(draft.additionalInfo).toEqual({ languages: [{ code: 'HIN', name: 'Hindi' }, { code: 'URD', name: 'Urdu' }], ageLimit: '12+', duration: 120 });
      expect(AGE_LIMIT_CODES).toContain(draft.additionalInfo.ageLimit);
      expect(draft.artistInfo[0]).toMatchObject({ id: 'ART000001', roles: ['Music'] });
      expect(draft.artistInfo[0]?.name).not.toBe('typed by the client');
      expect(draft.tncRefreshedOn).not.toBeNull();
      expect(draft.emailIds).toEqual(['team@example.in']);
    });

    it('updates title, category and city columns with the event info, and updatedAt on every save', async () => {
      const before = await draftOf(draftId);
      ctx.clock.advance(60_000);
      const res = await patch(ctx.app, token, draftId, {
        eventInfo: { ...sampleInfo('Renamed Sufi Evening'), city: 'Pune', regionCode: 'PUNE', category: [{ code: 'DANCE', name: 'x' }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await ctx.database.db.select().from(events).where(eq(events.draftId, draftId));
      expect(row).toMatchObject({ title: 'Renamed Sufi Evening', city: 'Pune', regionCode: 'PUNE', category: [{ code: 'DANCE', name: 'Dance & Performances' }] });
      const after = await draftOf(draftId);
      expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
      expect(after.city).toBe('Pune');
    });
  });

  describe('rich text is stored sanitised', () => {
    let draftId = '';
    beforeAll(async () => {
      draftId = await createDraft(ctx.app, token);
    });

    it.each([
      ['a script tag', '<p>Come early<script>alert(1)</script></p>', ['<script', 'alert(1)']],
      ['an onerror image', '<p>Come early<img src=x onerror="alert(1)"></p>', ['<img', 'onerror']],
      ['a javascript link', '<p><a href="javascript:alert(1)">Come early</a></p>', ['javascript:', 'alert']],
      ['an encoded javascript link', '<p><a href="jav&#x09;ascript:alert(1)">Come early</a></p>', ['ascript:', 'alert']],
      ['an event handler on a paragraph', '<p onclick="steal()" style="color:red">Come early</p>', ['onclick', 'style', 'steal']],
      ['an iframe', '<p>Come early</p><iframe src="https://evil.example"></iframe>', ['iframe', 'evil']],
      ['an svg', '<p>Come early</p><svg><script>alert(1)</script></svg>', ['svg', 'script']],
      ['a style block', '<style>body{display:none}</style><p>Come early</p>', ['style', 'display']],
      ['a data url link', '<p><a href="data:text/html;base64,PHNjcmlwdD4=">Come early</a></p>', ['data:']],
    ])('%s never comes back', async (_name, html, forbidden) => {
      for (const field of ['synopsis', 'tnc'] as const) {
        const res = await patch(ctx.app, token, draftId, { [field]: html });
        expect(res.statusCode, res.body).toBe(200);
        const stored = (await draftOf(draftId))[field];
        expect(stored).toContain('Come early');
        for (const f of forbidden) expect(stored.toLowerCase()).not.toContain(f.toLowerCase());
      }
    });

    it('keeps the allowed formatting and makes links noopener nofollow', async () => {
      const html =
        '<h2>About</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Q</blockquote><h3>More</h3><p><a href="https://diyevents.in/x" target="_blank">site</a> <a href="mailto:team@diyevents.in">mail</a><br></p><h1>big</h1><div>div</div>';
      const res = await patch(ctx.app, token, draftId, { synopsis: html });
      expect(res.statusCode, res.body).toBe(200);
      const stored = (await draftOf(draftId)).synopsis;
      for (const tag of ['<h2>', '<strong>', '<em>', '<u>', '<s>', '<ul>', '<ol>', '<li>', '<blockquote>', '<h3>', '<br />']) expect(stored).toContain(tag);
      expect(stored).toContain('<a href="https://diyevents.in/x" rel="noopener nofollow">site</a>');
      expect(stored).toContain('<a href="mailto:team@diyevents.in" rel="noopener nofollow">mail</a>');
      expect(stored).not.toContain('target');
      expect(stored).not.toContain('<h1>');
      expect(stored).not.toContain('<div>');
      expect(stored).toContain('big');
    });

    it('refuses a description that is only a script (nothing left to show)', async () => {
      const res = await patch(ctx.app, token, draftId, { synopsis: '<script>Hello world, a long text</script>' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ field: 'synopsis', message: TEXT_MESSAGES.descriptionRequired });
    });
  });

  describe('events under review are read-only', () => {
    it('marks the synopsis review, refuses saves, uploads, a second submit and delete', async () => {
      const id = seeded.get('Sitar Recital by Anoushka Shankar')!;
      const draft = await draftOf(id);
      expect(draft).toMatchObject({ status: 'review', notificationType: 'review' });
      const save = await patch(ctx.app, token, id, { tnc: '<p>x</p>' });
      expect(save.statusCode).toBe(409);
      expect(save.json().errors).toMatchObject({ code: DRAFT_ERROR_CODES.readOnly, message: SUBMIT_MESSAGES.readOnly });
      const submit = await api(ctx.app, { method: 'PUT', url: `/api/manage/event/${id}`, token, payload: { status: 'review' } });
      expect(submit.statusCode).toBe(409);
      expect(submit.json().errors.message).toBe(SUBMIT_MESSAGES.alreadyInReview);
      const del = await api(ctx.app, { method: 'DELETE', url: '/api/delete/draft', token, payload: { draftId: id } });
      expect(del.statusCode).toBe(409);
      expect(del.json().errors.message).toBe(SUBMIT_MESSAGES.deleteOnlyDrafts);
      const up = await upload(ctx.app, token, 'desktop', { draftId: id }, await image(1280, 640));
      expect(up.statusCode).toBe(409);
      expect(up.json().errors.code).toBe(DRAFT_ERROR_CODES.readOnly);
    });
  });

  describe('saving a published event makes a draft copy', () => {
    it('copies every section on the first save, reuses the copy afterwards and leaves the live event alone', async () => {
      const live = await draftOf('ET00010001', 'eventCode');
      expect(live.eventCurrentStatus).toBe('active');
      expect(live.venueInfo[0]?.sessionInfo.length).toBeGreaterThan(0);
      expect(live.additionalInfo.ageLimit).toBe('16+');

      const first = await patch(ctx.app, token, 'ET00010001', { synopsis: '<p>A new description for the live show.</p>' });
      expect(first.statusCode, first.body).toBe(200);
      const copyId = first.json().data.draftId as string;
      expect(copyId).not.toBe(live.draftId);
      expect(copyId).toMatch(/^DR/);

      const copy = await draftOf(copyId);
      expect(copy).toMatchObject({ status: 'draft', eventCode: 'ET00010001', synopsis: '<p>A new description for the live show.</p>' });
      expect(copy.eventInfo).toEqual(live.eventInfo);
      expect(copy.venueInfo).toEqual(live.venueInfo);
      expect(copy.additionalInfo).toEqual(live.additionalInfo);

      // By event code again, or by the live event's own draft id with the code in the body: the same copy.
      const again = await patch(ctx.app, token, 'ET00010001', { tnc: '<p>No refunds.</p>' });
      expect(again.json().data.draftId).toBe(copyId);
      const byBody = await patch(ctx.app, token, live.draftId, { eventCode: 'ET00010001', reasonsToAttend: ['Arijit live'] });
      expect(byBody.json().data.draftId).toBe(copyId);
      expect((await draftOf(copyId)).tnc).toBe('<p>No refunds.</p>');

      expect((await draftOf('ET00010001', 'eventCode')).synopsis).toBe(live.synopsis);
      const drafts = await listTab(ctx.app, token, 'draft');
      expect(drafts.list.find((e) => e.draftId === copyId)).toMatchObject({ status: 'draft', title: live.eventInfo.eventTitle });
    });

    it('POST with an event code copies the event with the new event info', async () => {
      const res = await api(ctx.app, {
        method: 'POST',
        url: '/api/manage/event',
        token,
        payload: { eventCode: 'ET00010003', eventInfo: { ...sampleInfo('Prateek Kuhad: Encore'), category: [{ code: 'CONCERTS', name: 'Music Shows' }] } },
      });
      expect(res.statusCode, res.body).toBe(201);
      const copy = await draftOf(res.json().data.draftId);
      expect(copy).toMatchObject({ eventCode: 'ET00010003', status: 'draft', eventInfo: { eventTitle: 'Prateek Kuhad: Encore' } });
      expect((await draftOf('ET00010003', 'eventCode')).eventInfo.eventTitle).toBe('Prateek Kuhad: The Way That Lovers Do Tour');
    });

    it.each([
      ['a draft', () => seeded.get('Nasha Comedy Festival')!],
      ['an unknown code', () => 'ET09999999'],
      ["another organiser's event", () => 'ET00020001'],
    ])('POST with %s as the event code is 404 INVALID_REFERENCEID', async (_n, code) => {
      const res = await api(ctx.app, { method: 'POST', url: '/api/manage/event', token, payload: { eventCode: code(), eventInfo: sampleInfo() } });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors.code).toBe(EVENT_ERROR_CODES.invalidReferenceId);
    });

    it('refuses schedule and venue type changes once sales started (ERR.EVENTCREATION.SALE_STARTED), other sections still save', async () => {
      // ET00010002 has bookings from the demo box office.
      const venue = await patch(ctx.app, token, 'ET00010002', { venueInfo: [{ venueCode: 'PMCP', venueName: 'Phoenix Marketcity' }] });
      expect(venue.statusCode).toBe(409);
      expect(venue.json().errors.code).toBe(EVENT_ERROR_CODES.saleStarted);
      const live = await draftOf('ET00010002', 'eventCode');
      const online = await patch(ctx.app, token, 'ET00010002', { eventInfo: { ...live.eventInfo, category: [{ code: 'COMEDY', name: 'x' }], venueType: 'online' } });
      expect(online.statusCode).toBe(409);
      expect(online.json().errors.code).toBe(EVENT_ERROR_CODES.saleStarted);
      const text = await patch(ctx.app, token, 'ET00010002', { synopsis: '<p>Now with a second show.</p>' });
      expect(text.statusCode, text.body).toBe(200);
      // The copy remembers its source: saving its schedule is refused too.
      const copyVenue = await patch(ctx.app, token, text.json().data.draftId, { venueInfo: [] });
      expect(copyVenue.json().errors.code).toBe(EVENT_ERROR_CODES.saleStarted);
      // Without bookings the schedule saves.
      const fresh = await createDraft(ctx.app, token);
      expect((await patch(ctx.app, token, fresh, { venueInfo: [{ venueCode: 'PMCP', venueName: 'Phoenix Marketcity' }] })).statusCode).toBe(200);
    });

    it('answers PAST for a published event whose sessions are over, and refuses to edit closed events', async () => {
      expect((await draftOf('ET00010031', 'eventCode')).eventCurrentStatus).toBe('PAST');
      const closed = (await listTab(ctx.app, token, 'closed')).list[0]!;
      const res = await patch(ctx.app, token, closed.draftId, { tnc: '<p>x</p>' });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.code).toBe(DRAFT_ERROR_CODES.closed);
    });
  });

  it('groups rejection reasons by section with the rejected value', async () => {
    const id = seeded.get('Hamlet in Hinglish')!;
    await ctx.database.db
      .update(events)
      .set({
        rejectionReasons: [
          { section: 'eventInfo', field: 'eventTitle', reasons: ['Use the production name'] },
          { section: 'synopsis', field: '', reasons: ['Too short', 'Add the cast'] },
        ],
      })
      .where(eq(events.draftId, id));
    const draft = await draftOf(id);
    expect(draft.notificationType).toBeNull();
    expect(draft.formattedRejectionReasons).toEqual([
      { section: 'eventInfo', items: [{ field: 'eventTitle', reasons: ['Use the production name'], rejectedValue: 'Hamlet in Hinglish' }] },
      { section: 'synopsis', items: [{ field: '', reasons: ['Too short', 'Add the cast'], rejectedValue: draft.synopsis }] },
    ]);
    // On hold: still editable.
    expect((await patch(ctx.app, token, id, { tnc: '<p>Edited</p>' })).statusCode).toBe(200);
  });

  describe('submit for review', () => {
    it('lists what is missing, then submits a complete draft (UNDER REVIEW on the list, banner on the card)', async () => {
      const draftId = await createDraft(ctx.app, token, sampleInfo('Monsoon Ghazal Evening'));
      const put = () => api(ctx.app, { method: 'PUT', url: `/api/manage/event/${draftId}`, token, payload: { status: 'review' } });
      const first = await put();
      expect(first.statusCode).toBe(400);
      expect(first.json().errors).toMatchObject({ code: DRAFT_ERROR_CODES.incomplete, message: SUBMIT_MESSAGES.incomplete });
      expect(first.json().errors.fields.map((f: { message: string }) => f.message)).toEqual([
        IMAGE_MESSAGES.bannerRequired,
        IMAGE_MESSAGES.posterRequired,
        DURATION_MESSAGES.required,
        TEXT_MESSAGES.descriptionRequired,
        SCHEDULE_API_MESSAGES.notSchedulable,
      ]);

      const banner = (await upload(ctx.app, token, 'desktop', { draftId }, await image(1280, 640))).json().data;
      const poster = (await upload(ctx.app, token, 'webListing', { draftId }, await image(500, 750))).json().data;
      const wrongSlot = await patch(ctx.app, token, draftId, { banner: { desktop: [poster] } });
      expect(wrongSlot.json().errors).toMatchObject({ field: 'banner.desktop.0.url', message: SECTION_MESSAGES.imageType });
      const saved = await patch(ctx.app, token, draftId, {
        banner: { desktop: [{ ...banner, width: 1, height: 1 }], mobile: [banner], webListing: [poster] },
        additionalInfo: { duration: 90 },
        synopsis: '<p>An evening of ghazals in the rain.</p>',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Schedule and tickets: an active show from tomorrow on with a ticket type.
      const showTime = new Date(ctx.clock.now().getTime() + 2 * 86_400_000).toISOString();
      const schedule = await patch(ctx.app, token, draftId, {
        venueInfo: [{ venueCode: 'PMCP', venueName: 'Phoenix Marketcity', sessionInfo: [{ sessionId: '0', showTime, status: true, ticketInfo: [{ ticketTypeName: 'General Admission', totalInventory: 100 }] }] }],
      });
      expect(schedule.statusCode, schedule.body).toBe(200);
      const draft = await draftOf(draftId);
      expect(draft.banner.desktop[0]).toMatchObject({ url: banner.url, width: 1280, height: 640 });

      ctx.clock.advance(1000);
      const ok = await put();
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ draftId, status: 'review' });
      const [row] = await ctx.database.db.select().from(events).where(eq(events.draftId, draftId));
      expect(row?.submittedAt?.getTime()).toBe(ctx.clock.now().getTime());

      const card = (await listTab(ctx.app, token, 'draft')).list.find((e) => e.draftId === draftId);
      expect(card).toMatchObject({ status: 'review', bannerUrl: banner.url });
      expect((await put()).json().errors.code).toBe(DRAFT_ERROR_CODES.alreadyInReview);
      expect((await patch(ctx.app, token, draftId, { tnc: '' })).statusCode).toBe(409);
    });

    it('refuses other statuses than review, and submitting a published event', async () => {
      const draftId = await createDraft(ctx.app, token);
      const bad = await api(ctx.app, { method: 'PUT', url: `/api/manage/event/${draftId}`, token, payload: { status: 'live' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.field).toBe('status');
      // A draft cannot be published (the lifecycle table, test/event-lifecycle.test.ts).
      const publish = await api(ctx.app, { method: 'PUT', url: `/api/manage/event/${draftId}`, token, payload: { status: 'active' } });
      expect(publish.statusCode).toBe(409);
      const live = await api(ctx.app, { method: 'PUT', url: '/api/manage/event/ET00010001', token, payload: { status: 'review' } });
      expect(live.statusCode).toBe(409);
      expect(live.json().errors.code).toBe(DRAFT_ERROR_CODES.notADraft);
    });
  });

  describe('delete', () => {
    it('deletes a draft and its stored images; the id is then unknown', async () => {
      const draftId = await createDraft(ctx.app, token);
      const up = await upload(ctx.app, token, 'desktop', { draftId }, await image(1280, 640));
      const url = up.json().data.url as string;
      expect((await api(ctx.app, { method: 'GET', url })).statusCode).toBe(200);
      const res = await api(ctx.app, { method: 'DELETE', url: '/api/delete/draft', token, payload: { draftId } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ draftId, deleted: true });
      expect((await api(ctx.app, { method: 'GET', url })).statusCode).toBe(404);
      const gone = await synopsis(ctx.app, token, `draftId=${draftId}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().errors.code).toBe(EVENT_ERROR_CODES.invalidReferenceId);
      expect((await api(ctx.app, { method: 'DELETE', url: '/api/delete/draft', token, payload: { draftId } })).statusCode).toBe(404);
      expect((await listTab(ctx.app, token, 'draft')).list.some((e) => e.draftId === draftId)).toBe(false);
    });

    it('refuses published events and a missing draftId', async () => {
      const live = await api(ctx.app, { method: 'DELETE', url: '/api/delete/draft', token, payload: { draftId: seeded.get('Arijit Singh Live in Concert')! } });
      expect(live.statusCode).toBe(409);
      const missing = await api(ctx.app, { method: 'DELETE', url: '/api/delete/draft', token, payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.field).toBe('draftId');
    });
  });

  it('answers 404 INVALID_REFERENCEID for unknown ids and 400 without any id', async () => {
    for (const q of ['draftId=DRNOTHING', 'eventCode=ET99999999', 'draftId=00000000-0000-0000-0000-000000000000']) {
      const res = await synopsis(ctx.app, token, q);
      expect(res.statusCode, q).toBe(404);
      expect(res.json().errors.code).toBe(EVENT_ERROR_CODES.invalidReferenceId);
    }
    expect((await synopsis(ctx.app, token, '')).statusCode).toBe(400);
  });
});
