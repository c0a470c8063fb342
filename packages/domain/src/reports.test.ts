import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES } from './gstin';
import {
  escapeFormula, maskBarcode, maskEmail, maskMobile, paiseToRupeesText, REPORT_COLUMNS, reportCellText, reportFileName,
  type ReportRow,
} from './report-format';
import { REPORT_FORMATS } from './event-states';
import { REGION_GST_STATE_CODES, REPORT_CONTENT_TYPES, SHOWS_TYPES } from './reports';
import { reportMailSummary } from './report-format';

describe('report constants', () => {
  it('has a content type per format and the spec’s shows types', () => {
    expect(Object.keys(REPORT_CONTENT_TYPES).sort()).toEqual([...REPORT_FORMATS].sort());
    expect(SHOWS_TYPES).toEqual(['live', 'past', 'all']);
  });
  it('maps every venue region to a real GST state code', () => {
    for (const code of Object.values(REGION_GST_STATE_CODES)) expect(GST_STATE_CODES[code]?.kind).not.toBe('other');
    expect(GST_STATE_CODES[REGION_GST_STATE_CODES.MUMBAI!]?.name).toBe('Maharashtra');
  });
});

describe('masks', () => {
  it('keeps the first and last two digits of a mobile, the first letter and domain of an e-mail', () => {
    expect(maskMobile('9876543221')).toBe('98XXXXXX21');
    expect(maskMobile('+919876543221')).toBe('+9XXXXXXXXX21');
    expect(maskMobile('123')).toBe('XXX');
    expect(maskEmail('asha@x.in')).toBe('a***@x.in');
    expect(maskEmail('nobody')).toBe('***');
    expect(maskBarcode('ABCDEFGH12345678')).toBe('XXXXXXXXXXXX5678');
  });
});

describe('download cells', () => {
  it('escapes text that a spreadsheet would run as a formula', () => {
    for (const bad of ['=1+1', '+91', '-2', '@SUM(A1)', '\tx', '\rx']) expect(escapeFormula(bad)).toBe(`'${bad}`);
    // Full-width equals, plus, minus and at (U+FF1D, U+FF0B, U+FF0D, U+FF20): spreadsheets read them as their ASCII forms.
    for (const bad of ['\uFF1D1+1', '\uFF0B91', '\uFF0D2', '\uFF20SUM(A1)']) expect(escapeFormula(bad)).toBe(`'${bad}`);
    expect(escapeFormula('Asha \uFF1D')).toBe('Asha \uFF1D');
    expect(escapeFormula('Asha')).toBe('Asha');
    expect(escapeFormula('')).toBe('');
  });
  it('writes money in rupees with two decimals and dates as dd/MM/yyyy hh:mm a in IST', () => {
    expect(paiseToRupeesText(149950)).toBe('1499.50');
    expect(paiseToRupeesText(5)).toBe('0.05');
    expect(paiseToRupeesText(-100)).toBe('-1.00');
    const row = { soldAt: new Date('2026-11-20T13:45:00Z'), buyerName: '=HYPERLINK("x")', pricePaise: 100000 } as ReportRow;
    const col = (key: string) => REPORT_COLUMNS.find((c) => c.key === key)!;
    expect(reportCellText(row, col('soldAt'))).toBe('20/11/2026 07:15 PM');
    expect(reportCellText(row, col('buyerName'))).toBe(`'=HYPERLINK("x")`);
    expect(reportCellText(row, col('pricePaise'))).toBe('1000.00');
  });
  it('names the file after the event, the show and the day', () => {
    expect(
      reportFileName({ eventCode: 'ET00010002', title: 'Zakir Khan: Mannpasand!', showTime: new Date('2026-11-25T14:00:00Z'), generatedAt: new Date('2026-11-21T20:00:00Z'), format: 'csv' }),
    ).toBe('ET00010002_zakir-khan-mannpasand_show-25-11-2026-1930_on-22-11-2026.csv');
  });
});

describe('the e-mailed report summary draws counts with Indian grouping', () => {
  it('Tickets sold: 1,947', () => {
    expect(reportMailSummary({ sold: 1947, cancelled: 1206, admitted: 12345 }, 'paid by buyers: ₹12,34,567.89; net to you: ₹10,00,000.00')).toBe(
      'Tickets sold: 1,947 (cancelled: 1,206); paid by buyers: ₹12,34,567.89; net to you: ₹10,00,000.00; admitted: 12,345.',
    );
  });
});
