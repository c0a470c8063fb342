import { sessionExpired } from '@diy/api';
import { SCAN_ERROR_CODES, SCAN_MESSAGES, type ScanResult, type ScanTicket } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import {
  allTicketsToggled, eventSelected, initialScanningState, modalToggled, resultsApplied, scanCategorySet, scanningSlice, searchChanged,
  paginationSet, selectableFor, sessionSelected, storedScanMode, ticketToggled, ticketsFound, type ScanningState,
} from './scanning-slice';
import { formatIstDate, formatIstTime } from '@diy/domain';
import { isTodayIst, lastScanNote, verdictFor } from './verdict';

const reduce = scanningSlice.reducer;
const ticket = (barcode: string, state: ScanTicket['state'] = 'unused', position = 1): ScanTicket => ({
  barcode, bookingId: 'DIYABC1234567', ticketType: 'Gold', position, bookingSize: 3, state, lastScanAt: null,
});
const session = { sessionId: 's1', showTime: '2026-11-21T14:00:00.000Z', venueCode: 'V1', venueName: 'NCPA' };
const result = (barcode: string, success: boolean, extra: Partial<ScanResult> = {}): ScanResult => ({
  barcode, success, code: success ? 'OK' : SCAN_ERROR_CODES.alreadyScanned, message: success ? 'OK' : SCAN_MESSAGES.alreadyScanned,
  state: 'entered', ticketType: 'Gold', scannedAt: '2026-11-21T14:05:00.000Z', previous: null, ...extra,
});

function withTickets(): ScanningState {
  let s = reduce(initialScanningState(), eventSelected({ eventCode: 'ET1', title: 'Show' }));
  s = reduce(s, sessionSelected(session));
  return reduce(s, ticketsFound({ bookingId: 'DIYABC1234567', tickets: [ticket('A'), ticket('B', 'unused', 2), ticket('C', 'cancelled', 3)], scanType: 'BOOKING' }));
}

describe('scanning state (seed 000 section 3)', () => {
  it('starts empty, Entry, geolocation na, paging 0/25', () => {
    expect(initialScanningState()).toMatchObject({
      selectedEvent: null, selectedSession: null, tickets: [], selectedTickets: [], scanCategory: 'Entry',
      geolocation: { latitude: 'na', longitude: 'na', accuracy: 'na' }, pagination: { start: 0, limit: 25 },
    });
  });

  it('reads the stored mode, Entry for anything unknown', () => {
    expect(storedScanMode({ getItem: () => 'Exit' })).toBe('Exit');
    expect(storedScanMode({ getItem: () => 'Sideways' })).toBe('Entry');
    expect(storedScanMode({ getItem: () => null })).toBe('Entry');
  });

  it('changing the event clears the session and tickets', () => {
    const s = reduce(withTickets(), eventSelected({ eventCode: 'ET2', title: 'Other' }));
    expect(s).toMatchObject({ selectedSession: null, bookingId: null, tickets: [], selectedTickets: [] });
  });

  it('selects, selects all (never a cancelled ticket) and clears on the modal toggle', () => {
    let s = reduce(withTickets(), ticketToggled('A'));
    expect(s.selectedTickets).toEqual(['A']);
    s = reduce(s, ticketToggled('A'));
    expect(s.selectedTickets).toEqual([]);
    s = reduce(s, allTicketsToggled(true));
    expect(s.selectedTickets).toEqual(['A', 'B']);
    s = reduce(s, modalToggled());
    expect(s.selectedTickets).toEqual([]);
    s = reduce(reduce(s, allTicketsToggled(true)), allTicketsToggled(false));
    expect(s.selectedTickets).toEqual([]);
  });

  it('a mode change clears the selection', () => {
    const s = reduce(reduce(withTickets(), allTicketsToggled(true)), scanCategorySet('Exit'));
    expect(s).toMatchObject({ scanCategory: 'Exit', selectedTickets: [] });
  });

  it('applies consume results to the tickets', () => {
    const s = reduce(withTickets(), resultsApplied([result('A', true), result('B', false, { state: 'entered' }), result('Z', true)]));
    expect(s.tickets.map((t) => [t.barcode, t.state, t.lastScanAt])).toEqual([
      ['A', 'entered', '2026-11-21T14:05:00.000Z'],
      ['B', 'entered', null],
      ['C', 'cancelled', null],
    ]);
  });

  it('a new search resets paging; a session expiry forgets the selection but keeps the mode', () => {
    let s = reduce(withTickets(), paginationSet({ start: 50 }));
    expect(s.pagination).toEqual({ start: 50, limit: 25 });
    s = reduce(s, searchChanged());
    expect(s.pagination).toEqual({ start: 0, limit: 25 });
    s = reduce(reduce(s, scanCategorySet('Exit')), sessionExpired({ code: 'X', message: 'm' }));
    expect(s).toMatchObject({ selectedEvent: null, scanCategory: 'Exit' });
  });

  it('knows which tickets can take an action', () => {
    expect(selectableFor(ticket('A'), 'Entry')).toBe(true);
    expect(selectableFor(ticket('A', 'entered'), 'Entry')).toBe(false);
    expect(selectableFor(ticket('A', 'entered'), 'Exit')).toBe(true);
    expect(selectableFor(ticket('A', 'cancelled'), 'Entry')).toBe(false);
  });
});

describe('verdicts', () => {
  it('green with the count and types when all pass', () => {
    expect(verdictFor([result('A', true), result('B', true)], 'Entry')).toEqual({
      tone: 'success', title: '2 tickets admitted', detail: 'Gold × 2', note: null, code: null,
    });
    expect(verdictFor([result('A', true, { ticketType: 'Silver' })], 'Exit')).toMatchObject({ title: '1 ticket let out', detail: 'Silver' });
  });
  it('red with the server message and the code with underscores', () => {
    expect(verdictFor([result('A', false)], 'Entry')).toEqual({
      tone: 'failure', title: 'Oops! Ticket already scanned', detail: 'Gold', note: null, code: 'ERR_SCAN_ALREADY_SCANNED',
    });
    expect(verdictFor([result('A', true), result('B', false)], 'Entry').detail).toBe('Gold · 1 ticket admitted');
  });
});

describe('last scan note', () => {
  const previous = (device: string) => ({ at: '2026-11-21T14:05:00.000Z', device });
  it.each([
    ['this device', 'dev-1234-abcd', 'Last scanned at 07:35 PM on this device'],
    ['another device, by the end of its id', '0f1e2d3c-aaaa-bbbb-cccc-00000000beef', 'Last scanned at 07:35 PM on device BEEF'],
    ['an unknown device', '', 'Last scanned at 07:35 PM'],
  ])('%s', (_name, device, note) => {
    expect(lastScanNote(previous(device), 'dev-1234-abcd')).toBe(note);
    expect(verdictFor([result('A', false, { previous: previous(device) })], 'Entry', 'dev-1234-abcd').note).toBe(note);
  });
  it('none for a ticket never scanned before', () => {
    expect(lastScanNote(null, 'dev-1')).toBeNull();
  });
});

describe('IST display', () => {
  it('formats dd/MM/yyyy and the spec hh:mm a form in IST', () => {
    expect(formatIstDate('2026-11-21T19:00:00.000Z')).toBe('22/11/2026');
    expect(formatIstTime('2026-11-21T14:00:00.000Z')).toBe('07:30 PM');
    expect(formatIstTime('2026-11-21T18:30:00.000Z')).toBe('12:00 AM');
    expect(isTodayIst('2026-11-21T14:00:00.000Z', new Date('2026-11-21T05:00:00.000Z'))).toBe(true);
    expect(isTodayIst('2026-11-21T19:00:00.000Z', new Date('2026-11-21T05:00:00.000Z'))).toBe(false);
  });
});
