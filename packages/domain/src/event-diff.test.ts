import { describe, expect, it } from 'vitest';
import { EVENT_DIFF_FIELDS, eventDraftDiff } from './event-diff';
import type { EventDraft } from './event-draft';

const image = (url: string) => ({ caption: '', type: 'image' as const, url, width: 1920, height: 1080 });

function liveEvent(): EventDraft {
  return {
    draftId: 'D-LIVE',
    eventCode: 'ET00012345',
    status: 'active',
    notificationType: null,
    eventCurrentStatus: 'active',
    city: 'Bengaluru',
    eventInfo: {
      eventTitle: 'Bengaluru Jazz Evenings',
      category: [{ code: 'CONCERTS', name: 'Concerts' }],
      subCategory: null,
      genre: [{ code: 'JAZZ', name: 'Jazz' }],
      city: 'Bengaluru',
      regionCode: 'BANG',
      venueType: 'onGround',
      venueSubType: null,
    },
    banner: { desktop: [image('/api/files/public/a.jpg')], mobile: [], webListing: [image('/api/files/public/p.jpg')] },
    venueInfo: [
      {
        venueCode: 'BLR-001',
        venueName: 'Phoenix Arena',
        region: 'Bengaluru',
        regionCode: 'BANG',
        sessionInfo: [
          { sessionId: 's1', showTime: '2027-02-12T14:00:00.000Z', status: true, ticketInfo: [{ ticketTypeName: 'VIP', totalInventory: 40, price: 120_000 }] },
        ],
      },
    ],
    additionalInfo: { languages: [{ code: 'EN', name: 'English' }], ageLimit: 'ALL', duration: 120 },
    artistInfo: [{ id: 'a1', name: 'The Trio', url: null, roles: ['Music'] }],
    synopsis: '<p>Three sets of live jazz.</p>',
    reasonsToAttend: ['Great music', ''],
    tnc: '<p>No refunds.</p>',
    tncRefreshedOn: null,
    emailIds: ['ops@example.in'],
    joiningDetails: null,
    rejectionReasons: [],
    formattedRejectionReasons: [],
    updatedAt: '2027-02-01T00:00:00.000Z',
    goLiveBy: null,
    openCopyDraftId: null,
    publishable: true,
    offSale: false,
    shows: { venues: 1, total: 1, cancelled: 0 },
  };
}

type Change = (e: EventDraft) => void;
const cases: { name: string; change: Change; field: string; also?: string[]; live: string[]; proposed: string[]; applies?: boolean }[] = [
  { name: 'title', change: (e) => void (e.eventInfo.eventTitle = 'Bengaluru Jazz Nights'), field: 'eventTitle', live: ['Bengaluru Jazz Evenings'], proposed: ['Bengaluru Jazz Nights'] },
  { name: 'category', change: (e) => void (e.eventInfo.category = [{ code: 'MUSIC', name: 'Music' }]), field: 'category', live: ['Concerts'], proposed: ['Music'] },
  { name: 'sub-category set', change: (e) => void (e.eventInfo.subCategory = { code: 'LIVE', name: 'Live' }), field: 'subCategory', live: [], proposed: ['Live'] },
  { name: 'genre added', change: (e) => e.eventInfo.genre.push({ code: 'BLUES', name: 'Blues' }), field: 'genre', live: ['Jazz'], proposed: ['Jazz', 'Blues'] },
  { name: 'description (text, not markup)', change: (e) => void (e.synopsis = '<p>Three sets of <b>live</b> jazz &amp; a guest.</p>'), field: 'synopsis', live: ['Three sets of live jazz.'], proposed: ['Three sets of live jazz & a guest.'] },
  { name: 'banner replaced', change: (e) => void (e.banner.desktop = [image('/api/files/public/b.jpg')]), field: 'desktop', live: ['/api/files/public/a.jpg'], proposed: ['/api/files/public/b.jpg'] },
  { name: 'poster removed', change: (e) => void (e.banner.webListing = []), field: 'webListing', live: ['/api/files/public/p.jpg'], proposed: [] },
  { name: 'age limit', change: (e) => void (e.additionalInfo.ageLimit = '18+'), field: 'ageLimit', live: ['All age groups'], proposed: ['18 years plus'] },
  { name: 'duration', change: (e) => void (e.additionalInfo.duration = 150), field: 'duration', live: ['120 minutes'], proposed: ['150 minutes'] },
  { name: 'languages', change: (e) => e.additionalInfo.languages.push({ code: 'HI', name: 'Hindi' }), field: 'languages', live: ['English'], proposed: ['English', 'Hindi'] },
  { name: 'reasons (empty ignored)', change: (e) => void (e.reasonsToAttend = ['Great music', 'Food trucks', '']), field: 'reasonsToAttend', live: ['Great music'], proposed: ['Great music', 'Food trucks'] },
  { name: 'artist role', change: (e) => void (e.artistInfo = [{ id: 'a1', name: 'The Trio', url: null, roles: ['Music', 'Producer'] }]), field: 'artistInfo', live: ['The Trio (Music)'], proposed: ['The Trio (Music, Producer)'] },
  { name: 'terms', change: (e) => void (e.tnc = '<p>Refunds until a day before.</p>'), field: 'tnc', live: ['No refunds.'], proposed: ['Refunds until a day before.'] },
  { name: 'e-mails', change: (e) => void (e.emailIds = []), field: 'emailIds', live: ['ops@example.in'], proposed: [] },
  {
    name: 'show time (IST) and inventory, not applied on approval',
    change: (e) => {
      const s = e.venueInfo[0]!.sessionInfo[0]!;
      s.showTime = '2027-02-12T15:30:00.000Z';
      s.ticketInfo[0]!.totalInventory = 60;
    },
    field: 'venueInfo',
    live: ['Phoenix Arena · 12/02/2027 07:30 PM', '  VIP: 40 tickets at ₹1,200.00'],
    proposed: ['Phoenix Arena · 12/02/2027 09:00 PM', '  VIP: 60 tickets at ₹1,200.00'],
    applies: false,
  },
  { name: 'session made inactive', change: (e) => void (e.venueInfo[0]!.sessionInfo[0]!.status = false), field: 'venueInfo', live: ['Phoenix Arena · 12/02/2027 07:30 PM', '  VIP: 40 tickets at ₹1,200.00'], proposed: ['Phoenix Arena · 12/02/2027 07:30 PM (inactive)', '  VIP: 40 tickets at ₹1,200.00'], applies: false },
  { name: 'venue', change: (e) => void (e.venueInfo[0]!.venueName = 'Palace Grounds'), field: 'venue', also: ['venueInfo'], live: ['Phoenix Arena, Bengaluru', 'City: Bengaluru'], proposed: ['Palace Grounds, Bengaluru', 'City: Bengaluru'], applies: false },
];

describe('eventDraftDiff', () => {
  it('an unchanged copy: every field listed, none changed', () => {
    const diff = eventDraftDiff(liveEvent(), liveEvent());
    expect(diff.map((d) => d.field)).toEqual(EVENT_DIFF_FIELDS.map((f) => f.field));
    expect(diff.filter((d) => d.changed)).toEqual([]);
  });

  it.each(cases)('$name: only that field changed, live and proposed as the reviewer reads them', ({ change, field, also = [], live, proposed, applies = true }) => {
    const copy = liveEvent();
    change(copy);
    const changed = eventDraftDiff(liveEvent(), copy).filter((d) => d.changed);
    expect(changed.map((d) => d.field)).toEqual([field, ...also]);
    expect(changed[0]).toMatchObject({ live, proposed, applies });
  });

  it('shows sorted by time whatever order the venues list them in', () => {
    const a = liveEvent();
    a.venueInfo[0]!.sessionInfo.push({ sessionId: 's0', showTime: '2027-02-11T14:00:00.000Z', status: true, ticketInfo: [] });
    const b = liveEvent();
    b.venueInfo[0]!.sessionInfo.unshift({ sessionId: 's0', showTime: '2027-02-11T14:00:00.000Z', status: true, ticketInfo: [] });
    expect(eventDraftDiff(a, b).find((d) => d.field === 'venueInfo')!.changed).toBe(false);
  });
});
