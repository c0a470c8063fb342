import { describe, expect, it } from 'vitest';
import { CARD_STATUS, CARD_STATUSES, EVENT_STATUSES, EVENT_TAB_LABELS, DEFAULT_EVENT_TABS } from './event-list';
import {
  REPORT_STATUSES, VENUE_SUB_TYPES, VENUE_SUB_TYPE_LABELS, isEventReadOnly, isScheduleEditDisabled, offerStatusFlag,
  reportStatusFromResponse, toggleOfferAction,
} from './event-states';

describe('event card status table (seed 000 section 4)', () => {
  it.each([
    ['active', 'LIVE', 'ready'],
    ['inactive', 'READY TO PUBLISH', 'ready'],
    ['noSessions', 'NO ACTIVE SESSIONS', 'ready'],
    ['draft', 'WIP / DRAFT', 'wip'],
    ['review', 'UNDER REVIEW', 'wip'],
    ['onHold', 'ON-HOLD EDIT-REQUIRED', 'onHold'],
    ['closed', 'CLOSED', 'closed'],
    ['unlisted', 'UNLISTED', 'closed'],
    ['past', 'PAST', 'closed'],
  ] as const)('%s -> %s (%s)', (status, label, group) => {
    expect(CARD_STATUS[status]).toEqual({ label, group });
  });
  it('covers every card status', () => {
    expect(Object.keys(CARD_STATUS).sort()).toEqual([...CARD_STATUSES].sort());
  });
  it('lists the 17 event status values', () => {
    expect(EVENT_STATUSES).toHaveLength(17);
    expect(EVENT_STATUSES).toContain('publishedUpdates');
  });
  it.each([
    ['live', 'Live'],
    ['past', 'Past'],
    ['draft', 'Draft'],
    ['closed', 'Unlisted & Closed'],
  ] as const)('tab %s -> %s', (tab, label) => {
    expect(EVENT_TAB_LABELS[tab]).toBe(label);
  });
  it('defaults to the live and draft tabs', () => {
    expect(DEFAULT_EVENT_TABS).toEqual(['live', 'draft']);
  });
});

describe('venue subtypes', () => {
  it.each([
    ['liveStreaming', 'Live Streaming'],
    ['vod', 'Video on Demand'],
    ['externalLiveStreaming', 'External Live Streaming'],
    ['zoom', 'Zoom Meeting'],
    ['externalPaid', 'External Paid Meeting'],
  ] as const)('%s -> %s', (subType, label) => {
    expect(VENUE_SUB_TYPE_LABELS[subType]).toBe(label);
    expect(VENUE_SUB_TYPES).toContain(subType);
  });
});

describe('report statuses', () => {
  it('lists the five statuses', () => {
    expect(REPORT_STATUSES).toEqual(['IDLE', 'IN_PROGRESS', 'SUCCESS', 'ERROR', 'SERVER_ISSUE']);
  });
  it.each([
    [{ status: 500, data: null }, true, 'SERVER_ISSUE'],
    [{ status: '500' }, true, 'SERVER_ISSUE'],
    [{ status: 500 }, false, 'SERVER_ISSUE'],
    [{ status: 200, data: {} }, true, 'SUCCESS'],
    [{ data: [] }, true, 'SUCCESS'],
    [null, true, 'SUCCESS'],
    [{ status: 404 }, false, 'ERROR'],
    [undefined, false, 'ERROR'],
  ])('%j (transport ok %s) -> %s', (body, ok, status) => {
    expect(reportStatusFromResponse(body, ok)).toBe(status);
  });
});

describe('offer status', () => {
  it.each([
    ['create', true],
    ['activate', true],
    ['deactivate', false],
  ] as const)('%s -> %s', (action, flag) => {
    expect(offerStatusFlag(action)).toBe(flag);
  });
  it.each([
    ['ARCHIVED', 'activate'],
    ['archived', 'activate'],
    ['ACTIVE', 'deactivate'],
  ] as const)('current %s -> %s', (status, action) => {
    expect(toggleOfferAction(status)).toBe(action);
  });
});

describe('read-only rules', () => {
  it.each([
    ['review', true],
    ['info', false],
    [null, false],
  ])('notification %j read-only: %s', (type, ro) => {
    expect(isEventReadOnly(type)).toBe(ro);
  });
  it.each([
    [{ notificationType: 'review', venueType: 'onGround', isUnsavedDraft: true }, true],
    [{ venueType: 'onGround', isUnsavedDraft: false }, false],
    [{ venueType: 'online', isUnsavedDraft: false }, true],
    [{ venueType: 'online', isUnsavedDraft: true }, false],
  ])('%j -> %s', (input, disabled) => {
    expect(isScheduleEditDisabled(input)).toBe(disabled);
  });
});
