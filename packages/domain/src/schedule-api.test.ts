import { describe, expect, it } from 'vitest';
import {
  scheduleIssues, scheduleTicketInfoSchema, scheduleVenueInfoSchema, showTimeRuleIssue, ticketTypeCodeFor, ticketTypeNameKey, SCHEDULE_ERROR_CODES,
  ZOOM_READ_ONLY_NOTE,
} from './schedule-api';
import { canAddVodVideo, isZoomScheduleReadOnly, joiningDetailsSchema, onlineDetailsBodySchema, onlineRequirements, streamingMailAt, vodBodySchema, vodDeadline, withLinkPrefix } from './schedule-online';
import { updateInventoryBodySchema } from './schedule-published';
import { SCHEDULE_MESSAGES } from './schedule';
import { TICKET_MESSAGES } from './ticket-type';
import { TEXT_MESSAGES } from './text-rules';
import { SUPPORT_EMAIL } from './constants';

// 2026-03-10 12:00 IST
const now = new Date('2026-03-10T06:30:00.000Z');

describe('show time rule against the clock (IST)', () => {
  it.each<[string, string, string | null]>([
    ['a minute ago', '2026-03-10T06:29:00.000Z', SCHEDULE_MESSAGES.showTimePast],
    ['yesterday', '2026-03-09T13:30:00.000Z', SCHEDULE_MESSAGES.showTimePast],
    ['later today', '2026-03-10T13:30:00.000Z', SCHEDULE_MESSAGES.invalidShowDateBody],
    ['23:59 IST today', '2026-03-10T18:29:00.000Z', SCHEDULE_MESSAGES.invalidShowDateBody],
    ['00:00 IST tomorrow', '2026-03-10T18:30:00.000Z', null],
    ['next month', '2026-04-01T13:30:00.000Z', null],
    ['not a date', 'soon', SCHEDULE_MESSAGES.invalidShowDateBody],
  ])('%s', (_label, showTime, message) => {
    expect(showTimeRuleIssue(showTime, now)?.message ?? null).toBe(message);
  });
});

const venue = (sessions: { showTime: string; status?: boolean; ticketInfo?: unknown[] }[], code = 'V1') => ({
  venueCode: code,
  venueName: 'Venue',
  sessionInfo: sessions.map((s) => ({ sessionId: 0, ...s })),
});

describe('schedule issues', () => {
  it.each<[string, ReturnType<typeof venue>[], { field: string; message: string }[]]>([
    ['a valid schedule', [venue([{ showTime: '2026-03-12T13:30:00Z' }, { showTime: '2026-03-12T15:30:00Z' }])], []],
    [
      'the same minute twice in a venue (seconds ignored)',
      [venue([{ showTime: '2026-03-12T13:30:00Z' }, { showTime: '2026-03-12T13:30:45Z' }])],
      [{ field: '0.sessionInfo.1.showTime', message: SCHEDULE_MESSAGES.showTimeExists }],
    ],
    ['the same minute in two venues', [venue([{ showTime: '2026-03-12T13:30:00Z' }]), venue([{ showTime: '2026-03-12T13:30:00Z' }], 'V2')], []],
    [
      'mixed status on one IST day',
      [venue([{ showTime: '2026-03-12T13:30:00Z' }, { showTime: '2026-03-12T17:00:00Z', status: false }])],
      [{ field: '0.sessionInfo.1.status', message: 'All shows on the same day must be either ACTIVE or INACTIVE' }],
    ],
    [
      'a past show',
      [venue([{ showTime: '2026-03-01T13:30:00Z' }])],
      [{ field: '0.sessionInfo.0.showTime', message: SCHEDULE_MESSAGES.showTimePast }],
    ],
    [
      'the same ticket name twice in a show',
      [venue([{ showTime: '2026-03-12T13:30:00Z', ticketInfo: [{ ticketTypeName: 'VIP', totalInventory: 5 }, { ticketTypeName: 'vip', totalInventory: 5 }] }])],
      [{ field: '0.sessionInfo.0.ticketInfo.1.ticketTypeName', message: 'This ticket type is already added to the show' }],
    ],
  ])('%s', (_label, venues, expected) => {
    const parsed = scheduleVenueInfoSchema.parse(venues);
    expect(scheduleIssues(parsed, now).map(({ field, message }) => ({ field, message }))).toEqual(expected);
  });

  it('leaves unchecked (saved) sessions out of the date rules', () => {
    const parsed = scheduleVenueInfoSchema.parse([venue([{ showTime: '2026-03-01T13:30:00Z' }])]);
    expect(scheduleIssues(parsed, now, () => false)).toEqual([]);
  });

  it('stores show times with seconds 0 and new session ids as "0"', () => {
    const [v] = scheduleVenueInfoSchema.parse([{ venueCode: 'V', sessionInfo: [{ sessionId: 12, showTime: '2026-03-12T13:30:59.123Z' }] }]);
    expect(v?.sessionInfo[0]).toMatchObject({ sessionId: '0', showTime: '2026-03-12T13:30:00.000Z', status: true, ticketInfo: [] });
  });

  it('codes the duplicate as ERR.SCHEDULE.DUPLICATE_SHOW_TIME', () => {
    const parsed = scheduleVenueInfoSchema.parse([venue([{ showTime: '2026-03-12T13:30:00Z' }, { showTime: '2026-03-12T13:30:00Z' }])]);
    expect(scheduleIssues(parsed, now)[0]?.code).toBe(SCHEDULE_ERROR_CODES.duplicateShowTime);
  });
});

describe('ticket info on a session', () => {
  it.each<[unknown, string | null]>([
    [{ ticketTypeName: 'VIP', totalInventory: 10 }, null],
    [{ ticketTypeName: { ticketTypeName: 'Early Bird' }, totalInventory: 10, price: 49900 }, null],
    [{ ticketTypeName: 'V', totalInventory: 10 }, TICKET_MESSAGES.nameLength],
    [{ ticketTypeName: 'Rock & Roll', totalInventory: 10 }, TICKET_MESSAGES.nameCharacters],
    [{ ticketTypeName: 'VIP', totalInventory: 0 }, TICKET_MESSAGES.inventory],
    [{ ticketTypeName: 'VIP', totalInventory: -4 }, TICKET_MESSAGES.inventory],
    [{ ticketTypeName: 'VIP', totalInventory: 10, price: -1 }, 'Please enter a price of 0 (free) or more, in whole paise'],
    [{ ticketTypeName: 'VIP', totalInventory: 10, price: 10.5 }, 'Please enter a price of 0 (free) or more, in whole paise'],
  ])('%j', (input, message) => {
    const result = scheduleTicketInfoSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('defaults the price to 0 (free)', () => {
    expect(scheduleTicketInfoSchema.parse({ ticketTypeName: 'Free Pass', totalInventory: 1 }).price).toBe(0);
  });

  it.each([
    ['General Admission', 'general admission', 'GENERAL_ADMISSION'],
    ['  Early   Bird ', 'early bird', 'EARLY_BIRD'],
    ['VIP (Row A-C)', 'vip (row a-c)', 'VIP_ROW_A_C'],
  ])('%s -> key %s, code %s', (name, key, code) => {
    expect(ticketTypeNameKey(name)).toBe(key);
    expect(ticketTypeCodeFor(name)).toBe(code);
  });
});

describe('online events', () => {
  it.each([
    ['zoom.us/j/123', 'https://zoom.us/j/123'],
    ['https://meet.example.in/x', 'https://meet.example.in/x'],
    ['http://meet.example.in/x', 'http://meet.example.in/x'],
    ['  ', ''],
  ])('link %j gets the https prefix: %j', (link, expected) => {
    expect(withLinkPrefix(link)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    [{ link: 'zoom.us/j/1', password: 'abc' }, null],
    [{ link: '', password: 'abc' }, 'Please enter the meeting link'],
    [{ link: 'not a link', password: 'abc' }, 'Please enter a valid meeting link'],
    [{ link: 'zoom.us/j/1', password: ' ' }, 'Please enter the meeting password'],
    [{ link: 'zoom.us/j/1' }, 'Please enter the meeting password'],
  ])('joining details %j', (input, message) => {
    const result = joiningDetailsSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('checks every e-mail address', () => {
    const result = onlineDetailsBodySchema.safeParse({ emailIds: ['a@b.in', 'nope'] });
    expect(result.success ? null : result.error.issues[0]).toMatchObject({ message: TEXT_MESSAGES.invalidEmail, path: ['emailIds', 1] });
  });

  it.each([
    ['liveStreaming', { emailIds: true, joiningDetails: false, video: false }],
    ['vod', { emailIds: false, joiningDetails: false, video: true }],
    ['zoom', { emailIds: false, joiningDetails: true, video: false }],
    ['externalPaid', { emailIds: false, joiningDetails: true, video: false }],
    ['externalLiveStreaming', { emailIds: false, joiningDetails: true, video: false }],
  ] as const)('%s needs %j', (subType, needs) => {
    expect(onlineRequirements(subType)).toEqual(needs);
  });

  const show = '2026-03-12T13:30:00.000Z';
  it.each([
    ['2026-03-11T13:30:00.000Z', true],
    ['2026-03-11T13:30:01.000Z', false],
    ['2026-03-10T00:00:00.000Z', true],
  ])('VOD at %s accepted: %s', (at, ok) => {
    expect(canAddVodVideo(show, new Date(at))).toBe(ok);
  });

  it('mails streaming details 15 minutes before and closes VOD 24 hours before', () => {
    expect(streamingMailAt(show).toISOString()).toBe('2026-03-12T13:15:00.000Z');
    expect(vodDeadline(show).toISOString()).toBe('2026-03-11T13:30:00.000Z');
  });

  it('accepts only https video links', () => {
    expect(vodBodySchema.safeParse({ videoUrl: 'https://cdn.example.in/v.mp4' }).success).toBe(true);
    expect(vodBodySchema.safeParse({ videoUrl: 'http://cdn.example.in/v.mp4' }).success).toBe(false);
  });

  it.each([
    [{ status: 'active', venueSubType: 'zoom', sessionCount: 2 }, true],
    [{ status: 'active', venueSubType: 'zoom', sessionCount: 1 }, false],
    [{ status: 'draft', venueSubType: 'zoom', sessionCount: 3 }, false],
    [{ status: 'active', venueSubType: 'vod', sessionCount: 3 }, false],
  ])('zoom read-only %j -> %s', (input, readOnly) => {
    expect(isZoomScheduleReadOnly(input)).toBe(readOnly);
  });

  it('the zoom note names the support mailbox', () => {
    expect(ZOOM_READ_ONLY_NOTE).toContain(SUPPORT_EMAIL);
  });
});

describe('inventory change body', () => {
  const base = { etCode: 'ET00010001', vnuCode: 'NCPA', sessions: ['s1'], ticketTypeName: 'VIP', totalInventory: 10 };
  it.each<[Record<string, unknown>, string | null]>([
    [{ ...base, callType: 'set' }, null],
    [{ ...base, callType: 'DECREASE' }, null],
    [{ ...base }, null],
    [{ ...base, totalInventory: 0, callType: 'SET' }, TICKET_MESSAGES.inventory],
    [{ ...base, callType: 'SOMETHING' }, 'invalid'],
    [{ ...base, sessions: [] }, 'invalid'],
  ])('%j', (input, message) => {
    const result = updateInventoryBodySchema.safeParse(input);
    if (message === null) expect(result.success).toBe(true);
    else if (message === 'invalid') expect(result.success).toBe(false);
    else expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('upper-cases the call type and defaults to SET', () => {
    expect(updateInventoryBodySchema.parse({ ...base, callType: 'increase' }).callType).toBe('INCREASE');
    expect(updateInventoryBodySchema.parse(base).callType).toBe('SET');
  });
});
