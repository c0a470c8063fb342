import { describe, expect, it } from 'vitest';
import { bankAmount, bankFileCsv, matchPayments, parseBankAmount, parseBankDate, parseCsv, responseFileRows } from './payouts-files';

const items = [
  { id: 'a', statementNumber: 'ST/2026-27/000001', accountNumber: '012305001234', amountPaise: 1_234_550 },
  { id: 'b', statementNumber: 'ST/2026-27/000002', accountNumber: '6012345678', amountPaise: 100_000 },
];
const row = (line: number, statementNumber: string, amount: string, utr: string, date = '28/11/2026', accountNumber = '') => ({ line, statementNumber, accountNumber, amount, utr, date });

describe('bank files', () => {
  it('amounts both ways without floating point', () => {
    expect(bankAmount(1_234_550)).toBe('12345.50');
    expect(bankAmount(5)).toBe('0.05');
    expect(parseBankAmount('12,345.5')).toBe(1_234_550);
    expect(parseBankAmount('₹ 1000')).toBe(100_000);
    expect(parseBankAmount('0.1')).toBe(10);
    expect(parseBankAmount('12.345')).toBeNull();
    expect(parseBankAmount('-5')).toBeNull();
  });
  it('dates: dd/MM/yyyy or ISO, real days only', () => {
    expect(parseBankDate('28/11/2026')).toBe('2026-11-28');
    expect(parseBankDate('2026-11-28')).toBe('2026-11-28');
    expect(parseBankDate('31/02/2026')).toBeNull();
  });
  it('the bank file round-trips through the parser', () => {
    const csv = bankFileCsv([{ beneficiaryName: 'Rao, "Asha" K', accountNumber: '0123', ifsc: 'ICIC0000123', amountPaise: 100_000, narration: 'DIY payout ST/2026-27/000001' }]);
    expect(parseCsv(csv)).toEqual([
      ['Beneficiary name', 'Account number', 'IFSC', 'Amount', 'Narration'],
      ['Rao, "Asha" K', '0123', 'ICIC0000123', '1000.00', 'DIY payout ST/2026-27/000001'],
    ]);
  });
});

describe('matching the response row by row', () => {
  it('a file that matches gives one payment per item', () => {
    const r = matchPayments(items, [row(2, 'ST/2026-27/000001', '12345.50', 'utr000000000001'), row(3, '', '1000', 'UTR000000000002', '2026-11-28', '6012345678')]);
    expect(r).toEqual({ ok: true, payments: [{ itemId: 'a', utr: 'UTR000000000001', paidOn: '2026-11-28' }, { itemId: 'b', utr: 'UTR000000000002', paidOn: '2026-11-28' }] });
  });
  it('wrong amount, unknown row, duplicate UTR and a missing row are each named', () => {
    const r = matchPayments(items, [
      row(2, 'ST/2026-27/000001', '12345.00', 'UTR000000000001'),
      row(3, 'ST/2026-27/000009', '10', 'UTR000000000003'),
    ]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.line, e.reference])).toEqual([[2, 'ST/2026-27/000001'], [3, 'ST/2026-27/000009'], [null, 'ST/2026-27/000001'], [null, 'ST/2026-27/000002']]);
    expect(r.errors[0]!.message).toContain('12345.50 in the batch, not 12345.00');
    const dup = matchPayments(items, [row(2, 'ST/2026-27/000001', '12345.50', 'UTR000000000001'), row(3, 'ST/2026-27/000002', '1000', 'UTR000000000001')]);
    expect(dup.ok ? [] : dup.errors.map((e) => e.message)).toEqual(['line 3: UTR UTR000000000001 is used twice']);
    const used = matchPayments(items, [row(2, 'ST/2026-27/000001', '12345.50', 'UTR000000000001'), row(3, 'ST/2026-27/000002', '1000', 'UTR000000000009')], new Set(['UTR000000000009']));
    expect(used.ok).toBe(false);
  });
  it('the response file needs its columns', () => {
    expect(responseFileRows('UTR,Date\r\nX,Y\r\n')).toHaveProperty('errors');
    expect(responseFileRows('statement number,amount,utr,date\nST/1,10,U,28/11/2026\n')).toEqual({ rows: [row(2, 'ST/1', '10', 'U')] });
  });
});
