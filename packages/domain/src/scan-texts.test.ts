import { describe, expect, it } from 'vitest';
import { OFFLINE_CONFLICT_CODE, OFFLINE_ERROR_CODES } from './scan-offline';
import { SCAN_CODE_TEXTS, scanRefusalText } from './scan-texts';
import { UNDO_ERROR_CODES } from './scan-undo';
import { SCAN_ERROR_CODES, SCAN_MESSAGES, TCS_MESSAGES } from './scanning';

/** Every code a scan call (consume, search, sessions, undo, offline upload and copy) can answer. */
const EVERY_SCAN_CODE = [
  ...Object.values(SCAN_ERROR_CODES),
  ...Object.values(UNDO_ERROR_CODES),
  ...Object.values(OFFLINE_ERROR_CODES),
  OFFLINE_CONFLICT_CODE,
  'ERR.FORBIDDEN',
  'ERR.TIMEOUT',
  'ERR.NETWORK',
];

describe('gate verdicts in plain words (issue 34)', () => {
  it.each(EVERY_SCAN_CODE)('%s has plain words, never a code', (code) => {
    const text = scanRefusalText(code, code);
    expect(SCAN_CODE_TEXTS[code]).toBe(text);
    expect(text).not.toMatch(/ERR|_/);
    expect(text.length).toBeGreaterThan(5);
  });

  it("uses the spec's words for the refusals it names", () => {
    expect(scanRefusalText(SCAN_ERROR_CODES.alreadyScanned)).toBe('Oops! Ticket already scanned');
    expect(scanRefusalText(SCAN_ERROR_CODES.noTicketFound)).toBe('No ticket found.');
    expect(scanRefusalText(SCAN_ERROR_CODES.invalidTicket)).toBe('Invalid ticket!');
    expect(scanRefusalText(SCAN_ERROR_CODES.entryFirst)).toBe('Please scan for entry first');
    expect(scanRefusalText(SCAN_ERROR_CODES.alreadyScannedOut)).toBe('Ticket already scanned out.');
    expect(scanRefusalText(SCAN_ERROR_CODES.invalidBookingId)).toBe('This is not a valid format of Booking ID.');
    expect(scanRefusalText(SCAN_ERROR_CODES.tcsNotConfigured)).toBe(TCS_MESSAGES.title);
    expect(scanRefusalText('ERR.FORBIDDEN', 'anything')).toBe('Sorry, you are not authorized perform this action');
  });

  it("a code the product does not know: the server's words, or 'Something went wrong' for a code-like text", () => {
    expect(scanRefusalText('ERR.NOT_FOUND', 'No session with this id for this event.')).toBe('No session with this id for this event.');
    expect(scanRefusalText('ERR.SOMETHING_NEW', 'ERR_SOMETHING_NEW')).toBe(SCAN_MESSAGES.somethingWentWrong);
    expect(scanRefusalText(null, '')).toBe(SCAN_MESSAGES.somethingWentWrong);
    // A technical server text is not shown at the gate: the code's plain words are.
    expect(scanRefusalText(OFFLINE_ERROR_CODES.keyReused, 'This Idempotency-Key was used for another scan.')).toBe(SCAN_MESSAGES.somethingWentWrong);
  });
});

describe('a booking id in the barcode field (issue 34)', () => {
  it('is told apart from a barcode', async () => {
    const { isBookingIdNotBarcode, BARCODE_FIELD_MESSAGES } = await import('./scan-api');
    expect(isBookingIdNotBarcode('DIY7K3M9QX2TB')).toBe(true);
    expect(isBookingIdNotBarcode(' diy7k3m9qx2tb ')).toBe(true);
    expect(isBookingIdNotBarcode('1F3KABCDEFGH2345')).toBe(false);
    expect(isBookingIdNotBarcode('DIY7K3M9QX2TBABC')).toBe(false);
    expect(isBookingIdNotBarcode('DIY7K3M9QX2T')).toBe(false);
    expect(BARCODE_FIELD_MESSAGES.findBooking('DIY7K3M9QX2TB')).toBe('Find booking DIY7K3M9QX2TB');
  });
});
