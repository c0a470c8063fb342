import { describe, expect, it } from 'vitest';
import { GATE_MESSAGES, gateNameError, scanUndoSchema, UNDO_REASONS } from './scan-undo';

describe('gate names', () => {
  it.each([
    ['Gate A', null],
    ['VIP', null],
    ['', null],
    ['Gate 3 - North/East', null],
    ['प्रवेश द्वार 2', null],
    ['<script>', GATE_MESSAGES.invalid],
    ['G'.repeat(41), GATE_MESSAGES.invalid],
  ])('%s', (value, expected) => {
    expect(gateNameError(value)).toBe(expected);
  });
});

describe('scanUndoSchema', () => {
  const base = { eventCode: 'ET00010002', sessionId: 's', barcode: ' abc ', reason: UNDO_REASONS[0] };
  it('upper-cases the barcode and takes only the listed reasons', () => {
    expect(scanUndoSchema.parse(base).barcode).toBe('ABC');
    expect(scanUndoSchema.safeParse({ ...base, reason: 'because' }).success).toBe(false);
    expect(scanUndoSchema.safeParse({ ...base, barcode: '' }).success).toBe(false);
  });
});
