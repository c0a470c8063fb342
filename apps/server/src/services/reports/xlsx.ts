import type { ReportColumn, ReportRow } from '@diy/domain';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { sheetXml, XLSX_SHEET_PATH, XLSX_STATIC_PARTS } from './xlsx-sheet';

/**
 * Deflate level of the sheet: 1 (fastest) made files about a fifth larger than 6 and wrote them faster; the sheet's
 * XML repeats itself so much that even level 1 shrinks it about tenfold (bench/report-writers.ts).
 */
export const XLSX_DEFLATE_LEVEL = 1;

/**
 * The XLSX download as a zip stream (yazl): the fixed parts first, then the sheet deflated as its XML is generated,
 * batch by batch. yazl pipes the sheet through zlib into the output with backpressure, so memory stays at a batch
 * of rows plus zlib's buffers whatever the number of rows.
 */
export function xlsxStream(batches: AsyncIterable<ReportRow[]>, columns?: readonly ReportColumn[]): Readable {
  const zip = new yazl.ZipFile();
  const mtime = new Date();
  for (const [path, text] of Object.entries(XLSX_STATIC_PARTS)) zip.addBuffer(Buffer.from(text, 'utf8'), path, { mtime });
  const sheet = Readable.from(sheetXml(batches, columns), { objectMode: false });
  const out = zip.outputStream as Readable;
  // yazl pipes the sheet without forwarding its errors (a failed read would be an unhandled error): fail the output
  // instead, and stop reading rows when the output goes away (a client that disconnects).
  sheet.once('error', (err) => out.destroy(err));
  zip.once('error', (err: Error) => out.destroy(err));
  out.once('close', () => sheet.destroy());
  zip.addReadStream(sheet, XLSX_SHEET_PATH, { mtime, compressionLevel: XLSX_DEFLATE_LEVEL });
  zip.end();
  return out;
}
