import { describe, expect, it } from 'vitest';
import {
  SCAN_MESSAGES, TCS_MESSAGES, bookingIdError, checkTcs, displayErrorCode, scanActionFor, scanParamsError,
  scanTransition, type ScanAction, type TicketScanState,
} from './scanning';

describe('scan messages are verbatim', () => {
  it.each([
    [SCAN_MESSAGES.alreadyScanned, 'Oops! Ticket already scanned'],
    [SCAN_MESSAGES.invalidTicket, 'Invalid ticket!'],
    [SCAN_MESSAGES.somethingWentWrong, 'Something went wrong! Please try again'],
    [SCAN_MESSAGES.invalidBookingIdFormat, 'This is not a valid format of Booking ID.'],
    [SCAN_MESSAGES.noTicketFound, 'No ticket found.'],
    [SCAN_MESSAGES.noActiveSession, 'There are currently no active session for this event.'],
    [SCAN_MESSAGES.eventsFetchFailed, 'We could not fetch the list of events. Please try again after some time.'],
    [SCAN_MESSAGES.notAuthorised, 'Sorry, you are not authorized perform this action'],
    [SCAN_MESSAGES.scanForEntryFirst, 'Please scan for entry first'],
    [SCAN_MESSAGES.alreadyScannedOut, 'Ticket already scanned out.'],
    [SCAN_MESSAGES.missingParameter, 'Page refreshed, Please select your event again before proceeding'],
    [SCAN_MESSAGES.timeoutTitle, 'Timeout Error'],
    [SCAN_MESSAGES.oopsTitle, 'Oops'],
    [TCS_MESSAGES.title, 'TCS! Applicable but merchant details not configured.'],
    [TCS_MESSAGES.body, 'Kindly upload the exception certificate'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('scan state machine', () => {
  it.each<[TicketScanState, ScanAction, TicketScanState | null, string | null]>([
    ['unused', 'entry', 'entered', null],
    ['entered', 'exit', 'exited', null],
    ['exited', 'entry', 'entered', null],
    ['entered', 'entry', null, 'Oops! Ticket already scanned'],
    ['unused', 'exit', null, 'Please scan for entry first'],
    ['exited', 'exit', null, 'Ticket already scanned out.'],
    ['cancelled', 'entry', null, 'This ticket has been cancelled.'],
    ['cancelled', 'exit', null, 'This ticket has been cancelled.'],
  ])('%s + %s', (state, action, next, message) => {
    const t = scanTransition(state, action);
    if (next) {
      expect(t).toEqual({ ok: true, next });
    } else {
      expect(t.ok).toBe(false);
      if (!t.ok) {
        expect(t.message).toBe(message);
        expect(t.state).toBe(state);
        expect(t.code).toMatch(/^ERR\.SCAN\./);
      }
    }
  });
  it('walks unused -> entered -> exited -> entered again', () => {
    let state: TicketScanState = 'unused';
    for (const action of ['entry', 'exit', 'entry'] as const) {
      const t = scanTransition(state, action);
      if (!t.ok) throw new Error(t.message);
      state = t.next;
    }
    expect(state).toBe('entered');
  });
  it.each([
    ['Entry', 'entry'],
    [undefined, 'entry'],
    ['Exit', 'exit'],
    ['Other', 'exit'],
  ] as const)('scan category %s -> %s', (category, action) => {
    expect(scanActionFor(category)).toBe(action);
  });
});

describe('error code display', () => {
  it.each([
    ['ERR.SCAN.ALREADY_SCANNED', 'ERR_SCAN_ALREADY_SCANNED'],
    ['ERR.SESSION.EXPIRED', 'ERR_SESSION_EXPIRED'],
    ['PLAIN', 'PLAIN'],
    ['', ''],
  ])('%s -> %s', (code, shown) => {
    expect(displayErrorCode(code)).toBe(shown);
  });
});

describe('TCS rule', () => {
  const stop = { ok: false, title: TCS_MESSAGES.title, body: TCS_MESSAGES.body };
  it.each([
    ['E', false, { ok: true }],
    ['E', true, { ok: true }],
    ['Y', true, { ok: true }],
    ['Y', false, stop],
    ['y', false, stop],
    ['N', false, { ok: true }],
    [null, false, { ok: true }],
  ])('flag %j with merchant details %s', (flag, merchant, expected) => {
    expect(checkTcs(flag, merchant)).toEqual(expected);
  });
});

describe('scanner input checks', () => {
  it.each([
    ['ABC123', null],
    ['wbk1234567', null],
    ['AB12', SCAN_MESSAGES.invalidBookingIdFormat],
    ['ABC-123', SCAN_MESSAGES.invalidBookingIdFormat],
    ['', SCAN_MESSAGES.invalidBookingIdFormat],
  ])('booking id %j -> %s', (id, message) => {
    expect(bookingIdError(id)).toBe(message);
  });
  it.each([
    [{ sessionId: 'S1' }, null],
    [{ eventCode: 'ET00012345' }, null],
    [{}, SCAN_MESSAGES.missingParameter],
    [{ sessionId: '', eventCode: null }, SCAN_MESSAGES.missingParameter],
  ])('params %j -> %s', (params, message) => {
    expect(scanParamsError(params)).toBe(message);
  });
});
