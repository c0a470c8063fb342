import { SCHEDULE_API_MESSAGES, SUBMIT_MESSAGES, type EventDraft } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { cardStatusOf } from './card-status';
import { fieldItems, fieldLinkOf, isReadOnly, overviewSections, rejectedValueText, rejectionsFor, submitBlocker } from './draft-view';

const img = { caption: '', type: 'image' as const, url: '/x.jpeg', width: 1280, height: 640 };
const draft: EventDraft = {
  draftId: 'd1', eventCode: null, status: 'draft', notificationType: null, eventCurrentStatus: 'DRAFT', city: 'mumbai',
  eventInfo: { eventTitle: 'Sunburn', category: [{ code: 'MUSIC', name: 'Music' }], subCategory: null, genre: [], city: 'mumbai', regionCode: 'MUMBAI', venueType: 'onGround', venueSubType: null },
  banner: { desktop: [img], mobile: [img], webListing: [] },
  venueInfo: [], additionalInfo: { languages: [], ageLimit: null, duration: 90 }, artistInfo: [],
  synopsis: '<p>Loud</p>', reasonsToAttend: [], tnc: '', tncRefreshedOn: null, emailIds: [], joiningDetails: null,
  rejectionReasons: [], formattedRejectionReasons: [{ section: 'synopsis', items: [{ field: 'synopsis', reasons: ['Too short'], rejectedValue: '<p>Loud</p>' }] }],
  updatedAt: '2026-11-21T10:00:00Z',
  goLiveBy: null,
  openCopyDraftId: null,
  publishable: false,
  offSale: false,
  shows: { venues: 0, total: 0, cancelled: 0 },
};

describe('overview', () => {
  it('lists the visible sections in the section 2 order, About marked rejected for a description rejection', () => {
    const sections = overviewSections(draft);
    expect(sections.map((s) => s.slug)).toEqual(['eventInfo', 'banner', 'venueInfo', 'additionalInfo', 'artistInfo', 'about', 'tnc']);
    expect(sections.find((s) => s.slug === 'about')?.rejected).toEqual(['Too short']);
    expect(sections.find((s) => s.slug === 'tnc')?.rejected).toEqual([]);
    expect(sections.find((s) => s.slug === 'banner')?.complete).toBe(false);
    expect(sections.find((s) => s.slug === 'venueInfo')?.editHref).toBe('/events/configure/d1/edit/venueInfo');
    expect(sections[0]?.editHref).toBe('/events/configure/d1/edit/eventInfo');
    expect(overviewSections(draft, true).map((s) => s.slug)).toEqual(['venueInfo']);
  });
  it('needs name, images, a schedule, additional info and description before review', () => {
    expect(submitBlocker(draft)).toBe(SUBMIT_MESSAGES.incomplete);
    const withPoster = { ...draft, banner: { ...draft.banner, webListing: [img] } };
    expect(submitBlocker(withPoster)).toBe(SCHEDULE_API_MESSAGES.notSchedulable);
    const show = { sessionId: '0', showTime: '2026-12-01T14:30:00.000Z', status: true, ticketInfo: [] };
    const scheduled = { ...withPoster, venueInfo: [{ venueCode: 'PMCP', venueName: 'Phoenix Marketcity', region: '', regionCode: '', sessionInfo: [show] }] };
    // A show without a ticket type cannot be published: the schedule is not ticked and the blocker says why.
    expect(overviewSections(scheduled).find((s) => s.slug === 'venueInfo')?.complete).toBe(false);
    expect(submitBlocker(scheduled)).toBe(SCHEDULE_API_MESSAGES.notSchedulable);
    expect(overviewSections({ ...scheduled, publishable: true }).find((s) => s.slug === 'venueInfo')?.complete).toBe(true);
    expect(submitBlocker({ ...scheduled, publishable: true })).toBeNull();
    expect(submitBlocker({ ...draft, status: 'review' })).toBe(SUBMIT_MESSAGES.alreadyInReview);
  });
  it('is read-only under review and labels it so', () => {
    expect(isReadOnly({ status: 'review', notificationType: null })).toBe(true);
    expect(isReadOnly({ status: 'onHold', notificationType: 'review' })).toBe(true);
    expect(isReadOnly(draft)).toBe(false);
    expect(cardStatusOf({ status: 'review', notificationType: null })).toBe('review');
    expect(cardStatusOf(draft)).toBe('draft');
  });
  it('reads READY TO PUBLISH only when publishable, OFF SALE once taken off sale', () => {
    expect(cardStatusOf({ ...draft, status: 'inactive', publishable: true })).toBe('inactive');
    expect(cardStatusOf({ ...draft, status: 'inactive', publishable: false })).toBe('notReady');
    expect(cardStatusOf({ ...draft, status: 'inactive', publishable: true, offSale: true })).toBe('offSale');
  });
  it('shows rejections on the screens they concern, with the rejected value as text', () => {
    expect(rejectionsFor(draft, 'about')).toHaveLength(1);
    expect(rejectionsFor(draft, 'tnc')).toHaveLength(0);
    expect(rejectedValueText('<p>Loud</p>')).toBe('Loud');
    expect(rejectedValueText([{ code: 'M', name: 'Music' }])).toBe('Music');
  });
});

describe('a refusal names its fields, each linked to the section to fix', () => {
  it('maps the fields of a Publish and a Submit refusal to their sections', () => {
    const refusal = {
      status: 409,
      code: 'ERR.EVENT.STATUS_CHANGE',
      message: SCHEDULE_API_MESSAGES.notSchedulable,
      fields: [
        { field: 'venueInfo', message: SCHEDULE_API_MESSAGES.notSchedulable },
        { field: 'banner.webListing', message: 'Please upload a vertical poster' },
        { field: 'status', message: 'Not allowed' },
      ],
    };
    expect(fieldItems(refusal, fieldLinkOf({ draftId: 'DR1', eventCode: 'ET00010026' }))).toEqual([
      { text: SCHEDULE_API_MESSAGES.notSchedulable, href: '/events/configure/DR1/edit/venueInfo?eventCode=ET00010026', linkLabel: 'Go to Schedule' },
      { text: 'Please upload a vertical poster', href: '/events/configure/DR1/edit/banner?eventCode=ET00010026', linkLabel: 'Go to Add Images' },
      { text: 'Not allowed' },
    ]);
    expect(fieldItems(new Error('x'))).toEqual([]);
  });
});

describe('the overview counts the shows the schedule lists', () => {
  it('says how many are cancelled', () => {
    const show = { sessionId: 's1', showTime: '2026-12-01T14:30:00.000Z', status: true, ticketInfo: [] };
    const venueInfo = [{ venueCode: 'PMCP', venueName: 'Phoenix Marketcity', region: '', regionCode: '', sessionInfo: [show] }];
    const counted = overviewSections({ ...draft, venueInfo, publishable: true, shows: { venues: 1, total: 3, cancelled: 1 } }).find((s) => s.slug === 'venueInfo');
    expect(counted?.summary).toBe('1 venue, 3 shows (1 cancelled)');
  });
});
