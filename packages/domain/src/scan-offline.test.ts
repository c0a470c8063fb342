import { describe, expect, it } from 'vitest';
import { normaliseBarcode, OFFLINE_BATCH_MAX, OFFLINE_CURSOR_PATTERN, offlineBatchSchema, offlineVerdict } from './scan-offline';

const scan = { idempotencyKey: '0b6f7c1e-3a52-4c1b-9a53-6d2f5e0c9b11', barcode: ' abcd1234efgh5678 ', action: 'entry', scannedAt: '2026-11-26T10:00:00.000Z' };
const batch = (scans: unknown[]) => ({ eventCode: 'ET00010002', sessionId: 's', deviceId: 'd', scans });

describe('offline admission rules', () => {
  it('parses a batch: barcodes as the wedge types them, unknown geolocation and gate defaulted', () => {
    const parsed = offlineBatchSchema.parse(batch([scan]));
    expect(parsed.scans[0]).toMatchObject({ barcode: 'ABCD1234EFGH5678', gate: null, latitude: 'na', longitude: 'na', accuracy: 'na' });
    expect(normaliseBarcode(' ab ')).toBe('AB');
  });

  it('bounds the batch and refuses bad keys, times, actions and gates', () => {
    expect(offlineBatchSchema.safeParse(batch([])).success).toBe(false);
    expect(offlineBatchSchema.safeParse(batch(Array.from({ length: OFFLINE_BATCH_MAX }, () => scan))).success).toBe(true);
    expect(offlineBatchSchema.safeParse(batch(Array.from({ length: OFFLINE_BATCH_MAX + 1 }, () => scan))).success).toBe(false);
    for (const bad of [{ idempotencyKey: 'short' }, { scannedAt: 'yesterday' }, { action: 'teleport' }, { gate: '<b>' }]) {
      expect(offlineBatchSchema.safeParse(batch([{ ...scan, ...bad }])).success).toBe(false);
    }
  });

  it('reads only cursors the server gives', () => {
    expect(OFFLINE_CURSOR_PATTERN.test('2026-11-26T10:00:00.123456Z~0b6f7c1e-3a52-4c1b-9a53-6d2f5e0c9b11')).toBe(true);
    expect(OFFLINE_CURSOR_PATTERN.test("2026-11-26T10:00:00Z~x' or 1=1")).toBe(false);
  });

  it('decides like the online state machine', () => {
    expect(offlineVerdict({ h: 'a', s: 'unused' }, 'entry', 'me')).toMatchObject({ kind: 'admit', next: 'entered' });
    expect(offlineVerdict({ h: 'a', s: 'entered', d: 'you' }, 'entry', 'me').kind).toBe('alreadyElsewhere');
    expect(offlineVerdict({ h: 'a', s: 'entered', d: null }, 'entry', 'me').kind).toBe('alreadyHere');
    expect(offlineVerdict({ h: 'a', o: true }, 'exit', 'me').kind).toBe('notThisSession');
    expect(offlineVerdict(undefined, 'exit', 'me').kind).toBe('notFound');
  });
});
