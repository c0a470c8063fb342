import type { ReportRow } from '@diy/domain';
import { describe, expect, it, vi } from 'vitest';
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
    const row: ReportRow = {
      bookingId: 'DIY0000000001', soldAt: new Date('2026-11-21T10:00:00Z'), channel: 'Demo Box Office', status: 'Confirmed', cancelledAt: null,
      buyerName: 'Asha Rao', buyerMobile: '9876543210', buyerEmail: 'asha@example.in', ticket: 'T1', ticketType: 'Gold', pricePaise: 149_900,
      discountPaise: 0, discountFundedBy: '', reimbursedDiscountPaise: 0, feePaise: 3_000, taxPaise: 540, totalPaise: 153_440, platformFeePaise: 3_000,
      cgstPaise: 270, sgstPaise: 270, igstPaise: 0, netPaise: 146_360, gateState: 'Not scanned', firstEntryAt: null, lastScanAt: null, lastDevice: '',
    };
    let batches = 0;
    let closed = false;
    async function* many(): AsyncGenerator<ReportRow[]> {
      try {
        for (;;) {
          batches += 1;
          yield [row];
        }
      } finally {
        // Reached only when the writer returns the generator: no batch is read after it.
        closed = true;
      }
    }
    const out = xlsxStream(many());
    // Read until the rows are being read (the zip's fixed parts come first), then go away.
    await new Promise<void>((resolve) => out.on('data', () => batches > 0 && resolve()));
    out.destroy();
    // The real condition, not a pause: the rows' generator is closed.
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(batches).toBeGreaterThan(0);
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
