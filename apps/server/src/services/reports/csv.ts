import { REPORT_COLUMNS, reportCellText, type ReportColumn, type ReportRow } from '@diy/domain';
import { Readable } from 'node:stream';

/** Excel reads a UTF-8 CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * The CSV download: a BOM, the header line, then one line per row as the rows arrive (one string per batch), CRLF line
 * ends. Text that a spreadsheet would run as a formula is escaped (reportCellText).
 */
export function csvStream(batches: AsyncIterable<ReportRow[]>, columns: readonly ReportColumn[] = REPORT_COLUMNS): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield UTF8_BOM + line(columns.map((c) => c.header));
    for await (const rows of batches) {
      let chunk = '';
      for (const row of rows) chunk += line(columns.map((c) => reportCellText(row, c)));
      yield chunk;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
