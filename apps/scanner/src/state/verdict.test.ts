import { OFFLINE_ERROR_CODES, SCAN_CODE_TEXTS, SCAN_ERROR_CODES, type ScanResult } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { verdictFor } from './verdict';

const refused = (code: string, message: string): ScanResult => ({
  barcode: 'A', success: false, code, message, state: null, ticketType: 'Gold', scannedAt: '2026-11-21T14:00:00.000Z', previous: null,
});

describe('the verdict screen in plain words (issue 34)', () => {
  it.each(Object.keys(SCAN_CODE_TEXTS))("%s: the headline is the plain words, whatever the server's text", (code) => {
    const v = verdictFor([refused(code, code)], 'Entry');
    expect(v.title).toBe(SCAN_CODE_TEXTS[code]);
    expect(`${v.title} ${v.detail ?? ''} ${v.note ?? ''}`).not.toMatch(/ERR/);
  });

  it('keeps the code (dots as underscores) only as the secondary detail', () => {
    const v = verdictFor([refused(SCAN_ERROR_CODES.alreadyScanned, 'Oops! Ticket already scanned')], 'Entry');
    expect(v).toMatchObject({ title: 'Oops! Ticket already scanned', code: 'ERR_SCAN_ALREADY_SCANNED' });
  });

  it("never shows a technical server text as the headline", () => {
    const v = verdictFor([refused(OFFLINE_ERROR_CODES.keyReused, 'This Idempotency-Key was used for another request.')], 'Entry');
    expect(v.title).toBe('Something went wrong! Please try again');
  });
});
