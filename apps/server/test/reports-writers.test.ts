import type { ReportRow } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { csvStream, csvField } from '../src/services/reports/csv';
import { xlsxStream } from '../src/services/reports/xlsx';
import { excelSerial, xmlText } from '../src/services/reports/xlsx-sheet';

async function* failing(): AsyncGenerator<ReportRow[]> {
  yield [];
  throw new Error('connection lost');
}
const drain = async (stream: AsyncIterable<unknown>) => {
  let n = 0;
  for await (const chunk of stream) n += (chunk as Buffer).length;
  return n;
};

describe('report writers', () => {
  it('fail their stream (never the process) when reading the rows fails midway', async () => {
    await expect(drain(csvStream(failing()))).rejects.toThrow('connection lost');
    await expect(drain(xlsxStream(failing()))).rejects.toThrow('connection lost');
  });
  it('stop reading rows when the reader goes away', async () => {
    let batches = 0;
    async function* many(): AsyncGenerator<ReportRow[]> {
      for (;;) {
        batches += 1;
        yield [];
      }
    }
    const out = xlsxStream(many());
    await new Promise((r) => out.once('data', r));
    out.destroy();
    await new Promise((r) => setImmediate(r));
    const seen = batches;
    await new Promise((r) => setTimeout(r, 50));
    expect(batches).toBe(seen);
  });
  it('quote CSV fields and keep XML text valid', () => {
    expect(csvField('Rao, "Asha"')).toBe('"Rao, ""Asha"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('plain')).toBe('plain');
    expect(xmlText('a<b>&\u0001c\uD800')).toBe('a&lt;b&gt;&amp;c');
    // 1 January 2026, 00:00 IST is serial 46023 (days since 30 December 1899).
    expect(excelSerial(new Date('2025-12-31T18:30:00Z'))).toBe(46023);
  });
});
