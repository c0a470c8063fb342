import { describe, expect, it } from 'vitest';
import { UTR_ENTRY_MESSAGES } from './payouts';
import { checkUtrEntries, entryRows, utrRowErrors, withoutLine } from './payouts-entry';

const items = [
  { id: 'a', statementNumber: 'ST/2026-27/000001', accountNumber: 'XXXXXXXX1234', amountPaise: 1_234_550 },
  { id: 'b', statementNumber: 'ST/2026-27/000002', accountNumber: 'XXXXXX5678', amountPaise: 100_000 },
];
const draft = (statementNumber: string, utr: string, paidOn = '2026-11-28') => ({ statementNumber, utr, paidOn });

describe('UTRs entered by hand', () => {
  it('well-formed rows, one per statement, pass as the entries the server takes (UTR upper-cased)', () => {
    const result = checkUtrEntries(items, [draft('ST/2026-27/000001', 'hdfcn52026112800001'), draft('ST/2026-27/000002', 'UTIBN52026112800002')]);
    expect(result).toEqual({
      ok: true,
      entries: [
        { statementNumber: 'ST/2026-27/000001', utr: 'HDFCN52026112800001', paidOn: '2026-11-28' },
        { statementNumber: 'ST/2026-27/000002', utr: 'UTIBN52026112800002', paidOn: '2026-11-28' },
      ],
    });
  });

  it('names each bad row: a malformed UTR or date by the schema, a UTR used twice by the matching', () => {
    const bad = checkUtrEntries(items, [draft('ST/2026-27/000001', 'HDFC-1'), draft('ST/2026-27/000002', 'UTIBN52026112800002', '')]);
    expect(bad).toEqual({
      ok: false,
      errors: [
        { statementNumber: 'ST/2026-27/000001', field: 'utr', message: UTR_ENTRY_MESSAGES.utr },
        { statementNumber: 'ST/2026-27/000002', field: 'paidOn', message: UTR_ENTRY_MESSAGES.paidOn },
      ],
    });
    const twice = checkUtrEntries(items, [draft('ST/2026-27/000001', 'HDFCN52026112800001'), draft('ST/2026-27/000002', 'hdfcn52026112800001')]);
    expect(twice).toEqual({ ok: false, errors: [{ statementNumber: 'ST/2026-27/000002', field: 'utr', message: 'UTR HDFCN52026112800001 is used twice' }] });
    const notADay = checkUtrEntries(items, [draft('ST/2026-27/000001', 'HDFCN52026112800001', '2026-02-30'), draft('ST/2026-27/000002', 'UTIBN52026112800002')]);
    expect(notADay).toEqual({ ok: false, errors: [{ statementNumber: 'ST/2026-27/000001', field: 'paidOn', message: '"2026-02-30" is not a date (dd/MM/yyyy)' }] });
  });

  it('a payment dated after today is refused on its row', () => {
    const later = checkUtrEntries(items, [draft('ST/2026-27/000001', 'HDFCN52026112800001', '2026-11-29'), draft('ST/2026-27/000002', 'UTIBN52026112800002')], '2026-11-28');
    expect(later).toEqual({ ok: false, errors: [{ statementNumber: 'ST/2026-27/000001', field: 'paidOn', message: '29/11/2026 is after today: a payment is recorded once it is made' }] });
    expect(checkUtrEntries(items, [draft('ST/2026-27/000001', 'HDFCN52026112800001'), draft('ST/2026-27/000002', 'UTIBN52026112800002')], '2026-11-28').ok).toBe(true);
  });

  it('a statement without a row, or one not in the batch, is named', () => {
    const missing = checkUtrEntries(items, [draft('ST/2026-27/000001', 'HDFCN52026112800001')]);
    expect(missing).toEqual({ ok: false, errors: [{ statementNumber: 'ST/2026-27/000002', field: 'utr', message: 'ST/2026-27/000002 (1000.00) has no row' }] });
    const stranger = checkUtrEntries(items, [...items.map((i, n) => draft(i.statementNumber, `HDFCN5202611280000${n}`)), draft('ST/2026-27/000009', 'HDFCN52026112800009')]);
    expect(stranger.ok).toBe(false);
    expect(!stranger.ok && stranger.errors).toEqual([{ statementNumber: 'ST/2026-27/000009', field: 'utr', message: 'statement ST/2026-27/000009 is not in this batch' }]);
  });

  it('entries become matching rows at their position with the batch amount; the server rows map back by statement', () => {
    expect(entryRows(items, [{ statementNumber: 'ST/2026-27/000002', utr: 'X', paidOn: '2026-11-28' }])).toEqual([
      { line: 1, statementNumber: 'ST/2026-27/000002', accountNumber: '', amount: '1000.00', utr: 'X', date: '2026-11-28' },
    ]);
    expect(withoutLine('line 2: UTR X is used twice')).toBe('UTR X is used twice');
    expect(utrRowErrors([{ line: 1, reference: 'ST/2026-27/000001', message: 'line 1: UTR USED000000001 is used twice' }])).toEqual([
      { statementNumber: 'ST/2026-27/000001', field: 'utr', message: 'UTR USED000000001 is used twice' },
    ]);
  });
});
