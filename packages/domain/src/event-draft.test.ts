import { describe, expect, it } from 'vitest';
import { DURATION_MESSAGES } from './additional-info';
import {
  EVENT_INFO_MESSAGES,
  EVENT_ROUTES,
  EVENT_SECTION_SLUGS,
  VISIBLE_EVENT_SECTIONS,
  additionalInfoSchema,
  categoriesQuerySchema,
  eventDraftSchema,
  eventInfoSchema,
  formatRejectionReasons,
  groupLanguages,
  sectionPatchSchema,
  splitCategoryCodes,
  synopsisQuerySchema,
  withCategory,
} from './event-draft';

describe('sections', () => {
  it('lists the slugs in the order of the spec, hidden ones out of the overview', () => {
    expect(EVENT_SECTION_SLUGS).toEqual(['eventInfo', 'banner', 'venueInfo', 'dateTimeSchduler', 'additionalInfo', 'artistInfo', 'about', 'synopsis', 'reasonsToAttend', 'tnc']);
    expect(VISIBLE_EVENT_SECTIONS.map((s) => s.slug)).toEqual(['eventInfo', 'banner', 'venueInfo', 'additionalInfo', 'artistInfo', 'about', 'tnc']);
  });
  it.each([
    [EVENT_ROUTES.overview('DR12'), '/events/configure/DR12'],
    [EVENT_ROUTES.section('DR12', 'banner'), '/events/configure/DR12/edit/banner'],
    [EVENT_ROUTES.section('DR12', 'tnc', 'ET00010001'), '/events/configure/DR12/edit/tnc?eventCode=ET00010001'],
    [EVENT_ROUTES.section('DR 1', 'tnc', null), '/events/configure/DR%201/edit/tnc'],
  ])('route %s', (actual, expected) => expect(actual).toBe(expected));
});

describe('helpers', () => {
  it.each([
    ['A|B', ['A', 'B']],
    [' A | B |', ['A', 'B']],
    ['', []],
    ['CONCERTS', ['CONCERTS']],
  ])('splitCategoryCodes(%j)', (input, expected) => expect(splitCategoryCodes(input)).toEqual(expected));

  it.each([
    [[], 0, 0],
    [[{ trending: true }, { trending: false }, {}], 1, 3],
    [[{ trending: true }, { trending: true }], 2, 2],
  ])('groupLanguages: %j', (input, popular, all) => {
    const groups = groupLanguages(input);
    expect(groups.popular).toHaveLength(popular);
    expect(groups.all).toHaveLength(all);
  });

  const info = {
    eventTitle: 'X Show',
    category: [{ code: 'COMEDY', name: 'Comedy' }],
    subCategory: { code: 'COMEDY_STAND_UP', name: 'Stand-up' },
    genre: [{ code: 'COMEDY_G_IMPROV', name: 'Improv' }],
  };
  it.each([
    ['the same category keeps sub-category and genre', { code: 'COMEDY', name: 'Comedy' }, info.subCategory, info.genre],
    ['a new category resets them', { code: 'THEATRE', name: 'Theatre' }, null, []],
  ])('withCategory: %s', (_name, category, subCategory, genre) => {
    const next = withCategory(info, category);
    expect(next.category).toEqual([category]);
    expect(next.subCategory).toEqual(subCategory);
    expect(next.genre).toEqual(genre);
  });

  it('formatRejectionReasons groups by section in first-seen order, with the rejected value', () => {
    const values: Record<string, unknown> = { 'eventInfo.eventTitle': 'Old', 'synopsis.': '<p>x</p>' };
    const out = formatRejectionReasons(
      [
        { section: 'eventInfo', field: 'eventTitle', reasons: ['a'] },
        { section: 'synopsis', field: '', reasons: ['b', 'c'] },
        { section: 'eventInfo', field: 'category', reasons: ['d'] },
      ],
      (s, f) => values[`${s}.${f}`] ?? null,
    );
    expect(out).toEqual([
      { section: 'eventInfo', items: [{ field: 'eventTitle', reasons: ['a'], rejectedValue: 'Old' }, { field: 'category', reasons: ['d'], rejectedValue: null }] },
      { section: 'synopsis', items: [{ field: '', reasons: ['b', 'c'], rejectedValue: '<p>x</p>' }] },
    ]);
    expect(formatRejectionReasons([], () => null)).toEqual([]);
  });
});

describe('schemas', () => {
  it.each<[string, object, string | null]>([
    ['a valid name', { eventTitle: 'Kabir Cafe Live', category: [{ code: 'C', name: 'C' }] }, null],
    ['a short name', { eventTitle: 'Hi', category: [{ code: 'C', name: 'C' }] }, EVENT_INFO_MESSAGES.titleLength],
    ['a long name', { eventTitle: 'x'.repeat(101), category: [{ code: 'C', name: 'C' }] }, EVENT_INFO_MESSAGES.titleLength],
    ['no category', { eventTitle: 'Kabir Cafe', category: [] }, EVENT_INFO_MESSAGES.categoryRequired],
    ['two categories', { eventTitle: 'Kabir Cafe', category: [{ code: 'A', name: 'A' }, { code: 'B', name: 'B' }] }, EVENT_INFO_MESSAGES.categoryRequired],
  ])('eventInfo with %s', (_name, value, message) => {
    const result = eventInfoSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('eventInfo defaults: mumbai, MUMBAI, onGround', () => {
    expect(eventInfoSchema.parse({ eventTitle: 'Kabir Cafe', category: [{ code: 'C', name: 'C' }] })).toMatchObject({
      city: 'mumbai',
      regionCode: 'MUMBAI',
      venueType: 'onGround',
      venueSubType: null,
      subCategory: null,
      genre: [],
    });
  });

  it.each<[unknown, string | number]>([
    [undefined, DURATION_MESSAGES.required],
    [null, DURATION_MESSAGES.required],
    ['', DURATION_MESSAGES.required],
    ['abc', DURATION_MESSAGES.notANumber],
    [true, DURATION_MESSAGES.notANumber],
    [-1, DURATION_MESSAGES.negative],
    [1.5, DURATION_MESSAGES.whole],
    ['90', 90],
    [0, 0],
  ])('section duration %j', (duration, expected) => {
    const result = additionalInfoSchema.safeParse(duration === undefined ? {} : { duration });
    if (typeof expected === 'number') expect(result.data?.duration).toBe(expected);
    else expect(result.error?.issues[0]?.message).toBe(expected);
  });

  it.each([
    [{}, false],
    [{ eventCode: 'ET00010001' }, false],
    [{ tnc: '' }, true],
    [{ eventCode: 'ET00010001', reasonsToAttend: [] }, true],
  ])('section patch %j needs a section', (body, ok) => expect(sectionPatchSchema.safeParse(body).success).toBe(ok));

  it.each([
    ['', false],
    ['draftId=DR1', true],
    ['eventCode=ET00010001', true],
  ])('synopsis query %s', (q, ok) => expect(synopsisQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(q))).success).toBe(ok));

  it('categories query defaults to 100 from offset 0 without children', () => {
    expect(categoriesQuerySchema.parse({})).toEqual({ limit: 100, offset: 0, fetchChildren: false });
    expect(categoriesQuerySchema.parse({ fetchChildren: 'true' }).fetchChildren).toBe(true);
    expect(categoriesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('the draft answer encodes (no transforms), with string session ids', () => {
    const draft = {
      draftId: 'DR1', eventCode: null, status: 'draft', notificationType: null, eventCurrentStatus: 'draft', city: 'mumbai',
      eventInfo: eventInfoSchema.parse({ eventTitle: 'Kabir Cafe', category: [{ code: 'C', name: 'C' }] }),
      banner: { desktop: [], mobile: [], webListing: [] },
      venueInfo: [{ venueCode: 'V', venueName: 'Venue', region: '', regionCode: '', sessionInfo: [{ sessionId: 'abc', showTime: '2026-12-01T14:00:00.000Z', status: true, ticketInfo: [] }] }],
      additionalInfo: { languages: [], ageLimit: null, duration: null }, artistInfo: [], synopsis: '', reasonsToAttend: [], tnc: '',
      tncRefreshedOn: null, goLiveBy: null, openCopyDraftId: null, publishable: true, offSale: false, shows: { venues: 0, total: 0, cancelled: 0 }, emailIds: [], joiningDetails: null, rejectionReasons: [], formattedRejectionReasons: [], updatedAt: '2026-11-21T00:00:00.000Z',
    };
    expect(eventDraftSchema.safeEncode(draft as never).success).toBe(true);
  });
});
