import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, REPORT_PATHS } from './reports';

describe('report paths', () => {
  const session = { eventCode: 'ET00010002', sessionId: 's-1', venueCode: 'NCPA' };
  it('are the spec’s, with each segment encoded', () => {
    expect(REPORT_PATHS.eventWise('ET00010002', 'live')).toBe('/reports/event-wise/v1/event/ET00010002/live');
    expect(REPORT_PATHS.sessionWise('ET00010002', 's-1')).toBe('/reports/session-wise/v1/event/ET00010002/session/s-1');
    expect(REPORT_PATHS.searchByBookingId(session)).toBe('/reports/search-by-bookingId/v1/venue/NCPA/event/ET00010002/session/s-1');
    expect(REPORT_PATHS.download({ ...session, format: 'xlsx' })).toBe('/reports/download/v1/venue/NCPA/event/ET00010002/session/s-1/format/xlsx');
    expect(REPORT_PATHS.email({ ...session, format: 'csv' })).toBe('/reports/email/v1/venue/NCPA/event/ET00010002/session/s-1/format/csv');
    expect(REPORT_PATHS.multiSessionFlag('ET00010002')).toBe('/reports/v1/get-multi-session-flag/event/ET00010002');
    expect(REPORT_PATHS.sessionWise('ET/1', 'a b')).toBe('/reports/session-wise/v1/event/ET%2F1/session/a%20b');
    // The whole event's file and mail (issue 34): only the event is named.
    expect(REPORT_PATHS.download({ eventCode: 'ET00010002', format: 'csv' })).toBe('/reports/download/v1/event/ET00010002/format/csv');
    expect(REPORT_PATHS.email({ eventCode: 'ET/1', format: 'xlsx' })).toBe('/reports/email/v1/event/ET%2F1/format/xlsx');
  });
});

describe('download file name', () => {
  it('takes the UTF-8 name, else the plain one, else the fallback', () => {
    expect(fileNameFromDisposition(`attachment; filename="ET1_show.csv"; filename*=UTF-8''ET1_sh%C3%B6w.csv`, 'x')).toBe('ET1_shöw.csv');
    expect(fileNameFromDisposition('attachment; filename="ET1_show.xlsx"', 'x')).toBe('ET1_show.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4`, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
