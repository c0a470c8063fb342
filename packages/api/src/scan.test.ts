import { GEO_UNKNOWN, SCAN_ERROR_CODES, SCAN_EVENTS_PAGE_SIZE } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { endsSession } from './base-api';
import { consumeHeaders, isMissingParameter, isTcsRefusal, nextScanEventsStart, randomUuid, scanDeviceId, searchParams } from './scan';
import { UNKNOWN_GEOLOCATION } from './geolocation';

const page = (n: number) => ({ results: Array.from({ length: n }, (_, i) => ({ eventCode: `ET${i}`, title: 't', city: null, nextShowTime: null, sessionsCount: 1 })), total: 999 });

describe('scan event paging', () => {
  it('asks for more only after a full page of 25, from start 0 by 25', () => {
    expect(nextScanEventsStart(page(SCAN_EVENTS_PAGE_SIZE), 0)).toBe(25);
    expect(nextScanEventsStart(page(SCAN_EVENTS_PAGE_SIZE), 25)).toBe(50);
    expect(nextScanEventsStart(page(24), 0)).toBeUndefined();
    expect(nextScanEventsStart(page(0), 50)).toBeUndefined();
  });
});

describe('consume headers', () => {
  it('sends geolocation, device and idempotency headers, na when unknown', () => {
    expect(consumeHeaders({ geolocation: UNKNOWN_GEOLOCATION, idempotencyKey: 'k1', deviceId: 'd1', userAgent: 'UA' })).toEqual({
      latitude: GEO_UNKNOWN, longitude: GEO_UNKNOWN, gpsaccuracy: GEO_UNKNOWN, useragent: 'UA', 'x-device-id': 'd1', 'idempotency-key': 'k1',
    });
    expect(consumeHeaders({ geolocation: { latitude: '19.07', longitude: '72.87', accuracy: '' }, idempotencyKey: 'k', deviceId: 'd', userAgent: 'u' }))
      .toMatchObject({ latitude: '19.07', longitude: '72.87', gpsaccuracy: GEO_UNKNOWN });
  });
});

describe('device id and uuids', () => {
  it('makes one id and keeps it', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const first = scanDeviceId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(scanDeviceId(storage)).toBe(first);
    expect(randomUuid()).not.toBe(randomUuid());
  });
});

describe('search parameters', () => {
  const base = { sessionId: 's1', eventCode: 'ET1', venueCode: 'V1', exitScan: false };
  it('sends the booking id upper-cased, or the barcode, never both', () => {
    expect(searchParams({ ...base, bookingID: ' diyabc123 ' })).toEqual({ ...base, exitScan: 'false', bookingID: 'DIYABC123' });
    expect(searchParams({ ...base, exitScan: true, barcode: 'abc' })).toEqual({ ...base, exitScan: 'true', barcode: 'ABC' });
  });
});

describe('scan errors', () => {
  it('recognises the TCS stop and the missing parameter', () => {
    expect(isTcsRefusal({ code: SCAN_ERROR_CODES.tcsNotConfigured })).toBe(true);
    expect(isMissingParameter({ code: SCAN_ERROR_CODES.missingParameter })).toBe(true);
    expect(isTcsRefusal(undefined)).toBe(false);
  });
  it('a TCS 403 does not end the session; other 401/403 do', () => {
    expect(endsSession(403, SCAN_ERROR_CODES.tcsNotConfigured)).toBe(false);
    expect(endsSession(403, 'ERR.FORBIDDEN')).toBe(true);
    expect(endsSession(401, 'ERR.SESSION.EXPIRED')).toBe(true);
    expect(endsSession(404, 'X')).toBe(false);
  });
});
