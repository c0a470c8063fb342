import { describe, expect, it } from 'vitest';
import {
  CONFIRM_NEW_SHOWS, SCHEDULE_MESSAGES, SESSION_STATE_LABELS, confirmNewShowsState, dateTimeEntryError,
  duplicateShowTimePopup, duplicateShowTimes, isSessionExpired, newShowTimes, schedulerSaveLabel, sessionSchema,
  showDatePopup, showTimeError,
} from './schedule';

// now: 15/01/2026 03:30 PM IST
const NOW = new Date('2026-01-15T10:00:00.000Z');
const INVALID_DATE = { title: 'Invalid Show Date', body: 'Please enter a Show Date at least one day in the future' };

describe('schedule texts are verbatim', () => {
  it.each([
    [SCHEDULE_MESSAGES.invalidShowDateTitle, 'Invalid Show Date'],
    [SCHEDULE_MESSAGES.invalidShowDateBody, 'Please enter a Show Date at least one day in the future'],
    [SCHEDULE_MESSAGES.showTimeExists, 'Show time already exist for this day'],
    [SCHEDULE_MESSAGES.showTimePast, 'Show time cannot be older than the current time'],
    [SCHEDULE_MESSAGES.duplicateShowTimeTitle, 'Duplicate Show time'],
    [SCHEDULE_MESSAGES.duplicateShowTimeBody, 'There is already another show at the same date and time'],
    [SCHEDULE_MESSAGES.pickVenueFirst, 'Oops! You can not enter date and time unless you pick a venue first.'],
    [SCHEDULE_MESSAGES.sessionExpired, 'Session Expired'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('show date must be tomorrow or later (IST)', () => {
  it.each([
    ['16/01/2026', NOW, null],
    ['31/12/2026', NOW, null],
    ['15/01/2026', NOW, INVALID_DATE],
    ['14/01/2026', NOW, INVALID_DATE],
    ['not a date', NOW, INVALID_DATE],
    // 00:10 IST on 16 Jan: tomorrow is the 17th
    ['16/01/2026', new Date('2026-01-15T18:40:00.000Z'), INVALID_DATE],
    ['17/01/2026', new Date('2026-01-15T18:40:00.000Z'), null],
  ])('%s at %s', (date, now, popup) => {
    expect(showDatePopup(date, now)).toEqual(popup);
  });
  it('accepts a calendar date object', () => {
    expect(showDatePopup({ year: 2026, month: 1, day: 16 }, NOW)).toBeNull();
  });
});

describe('show time field', () => {
  const other = '2026-01-20T13:30:00.000Z';
  it.each([
    ['future, no clash', '2026-01-20T14:30:00.000Z', [other], null],
    ['same minute as another session', '2026-01-20T13:30:00.000Z', [other], 'Show time already exist for this day'],
    ['same minute, different seconds', '2026-01-20T13:30:30.000Z', [other], 'Show time already exist for this day'],
    ['same time on another day', '2026-01-21T13:30:00.000Z', [other], null],
    ['in the past', '2026-01-15T09:59:00.000Z', [], 'Show time cannot be older than the current time'],
    ['the current minute', '2026-01-15T10:00:00.000Z', [], null],
    ['invalid', 'nope', [], 'Show time cannot be older than the current time'],
  ])('%s', (_name, time, others, message) => {
    expect(showTimeError(time, others, NOW)).toBe(message);
  });
});

describe('duplicate show times on submit', () => {
  it.each([
    [['2026-01-20T13:30:00Z', '2026-01-20T14:30:00Z'], []],
    [['2026-01-20T13:30:00Z', '2026-01-20T13:30:59Z'], ['2026-01-20T13:30:00.000Z']],
  ])('%j -> %j', (times, dupes) => {
    expect(duplicateShowTimes(times)).toEqual(dupes);
  });
  it.each([
    [[{ sessionInfo: [{ showTime: '2026-01-20T13:30:00Z' }, { showTime: '2026-01-21T13:30:00Z' }] }], null],
    // the same time at two different venues is fine
    [[{ sessionInfo: [{ showTime: '2026-01-20T13:30:00Z' }] }, { sessionInfo: [{ showTime: '2026-01-20T13:30:00Z' }] }], null],
    [
      [{ sessionInfo: [{ showTime: '2026-01-20T13:30:00Z' }, { showTime: '2026-01-20T13:30:00Z' }] }],
      { title: 'Duplicate Show time', body: 'There is already another show at the same date and time' },
    ],
  ])('%#', (venues, popup) => {
    expect(duplicateShowTimePopup(venues)).toEqual(popup);
  });
});

describe('date and time need a venue', () => {
  it.each([
    ['VNU1', null],
    ['', SCHEDULE_MESSAGES.pickVenueFirst],
    [null, SCHEDULE_MESSAGES.pickVenueFirst],
    [undefined, SCHEDULE_MESSAGES.pickVenueFirst],
  ])('%j -> %s', (venue, message) => {
    expect(dateTimeEntryError(venue)).toBe(message);
  });
});

describe('confirm new shows', () => {
  const a = '2026-02-01T13:30:00.000Z';
  const b = '2026-02-02T13:30:00.000Z';
  const c = '2026-02-03T13:30:00.000Z';
  it.each([
    ['nothing new', [a, b], [a, b], 'NO_SHOWS'],
    ['nothing at all', [], [], 'NO_SHOWS'],
    ['one new show', [a], [a, b], 'CONFIRM'],
    ['two new shows', [a], [a, b, c], 'CONFIRM'],
    ['first shows of a draft', [], [a], 'CONFIRM'],
    ['new show equal to a saved one', [a], [a, a], 'DUPLICATE'],
    ['two equal new shows', [a], [a, b, b], 'DUPLICATE'],
    ['equal to the minute', [], [b, '2026-02-02T13:30:40.000Z'], 'DUPLICATE'],
  ])('%s', (_name, saved, current, state) => {
    expect(confirmNewShowsState(saved, current)).toBe(state);
  });
  it.each([
    ['NO_SHOWS', 'No new shows are added', ['Back To Edit']],
    ['CONFIRM', 'Confirm New Shows', ['Back To Edit', 'Confirm']],
    ['DUPLICATE', 'Please remove duplicate shows', ['Back To Edit']],
  ] as const)('%s dialog', (state, title, buttons) => {
    expect(CONFIRM_NEW_SHOWS[state]).toEqual({ title, buttons });
  });
  it('lists new show times (Proceed To Tickets shows when any)', () => {
    expect(newShowTimes([a], [a, b])).toEqual([b]);
    expect(newShowTimes([a, b], [a, b])).toEqual([]);
  });
});

describe('sessions', () => {
  it.each([
    ['yesterday', '2026-01-14T13:30:00Z', false, true],
    ['earlier today', '2026-01-15T04:00:00Z', false, false],
    ['tomorrow', '2026-01-16T13:30:00Z', false, false],
    ['tomorrow but disabled', '2026-01-16T13:30:00Z', true, true],
  ])('%s is expired: %s', (_name, showTime, disabled, expired) => {
    expect(isSessionExpired({ showTime, disabled }, NOW)).toBe(expired);
  });
  it.each([
    [true, false, 'Save'],
    [true, true, 'Save'],
    [false, true, 'Save'],
    [false, false, 'Continue'],
  ])('desktop %s past %s -> %s', (desktop, past, label) => {
    expect(schedulerSaveLabel(desktop, past)).toBe(label);
  });
  it.each([
    ['published', 'Published'],
    ['unpublished', 'Un-Published'],
    ['salesClosed', 'Sales Closed'],
    ['cancelled', 'Cancelled'],
  ] as const)('session state %s -> %s', (state, label) => {
    expect(SESSION_STATE_LABELS[state]).toBe(label);
  });
  it.each([
    ['S1', 'S1'],
    [0, '0'],
    [123, '0'],
  ])('session id %j -> %j, seconds zeroed', (id, expected) => {
    const s = sessionSchema.parse({ sessionId: id, showTime: '2026-01-20T13:30:27.000Z', venueCode: 'V', status: true });
    expect(s.sessionId).toBe(expected);
    expect(s.showTime).toBe('2026-01-20T13:30:00.000Z');
    expect(s.ticketInfo).toEqual([]);
  });
});
