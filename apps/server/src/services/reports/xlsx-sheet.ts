import { escapeFormula, IST_OFFSET_MS, PAISE_PER_RUPEE, REPORT_COLUMNS, type ReportColumn, type ReportRow } from '@diy/domain';

/**
 * The parts of a one-sheet XLSX workbook written by hand: the sheet is streamed as XML text, a batch of rows at a
 * time, with inline strings (no shared-string table to hold in memory), money as numbers in rupees with an Indian
 * grouping format, and dates as date cells in IST shown dd/mm/yyyy hh:mm AM/PM.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Style ids of styles.xml's cellXfs. */
const STYLE = { text: 0, money: 1, datetime: 2, header: 3 } as const;

/** The workbook's fixed parts, by path in the zip. */
export const XLSX_STATIC_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml':
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Report" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml':
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    '<numFmts count="2">' +
    '<numFmt numFmtId="164" formatCode="[&gt;=10000000]##\\,##\\,##\\,##0.00;[&gt;=100000]##\\,##\\,##0.00;##,##0.00"/>' +
    '<numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm AM/PM"/></numFmts>' +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
    '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
};
export const XLSX_SHEET_PATH = 'xl/worksheets/sheet1.xml';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Characters XML 1.0 cannot hold (controls other than tab, LF, CR; lone surrogates; U+FFFE/F): dropped. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  const clean = NOT_XML.test(text) ? text.replace(NOT_XML, '') : text;
  NOT_XML.lastIndex = 0;
  return /[&<>]/.test(clean) ? clean.replace(/[&<>]/g, (c) => XML_ESCAPES[c] ?? c) : clean;
}

/** Column letters (A, B, ... Z, AA, ...) of the report's columns: every cell carries its reference, as many readers need. */
const letters = (columns: readonly ReportColumn[]) => columns.map((_, i) => (i < 26 ? '' : String.fromCharCode(64 + Math.floor(i / 26))) + String.fromCharCode(65 + (i % 26)));

const inline = (ref: string, text: string, style: number = STYLE.text) => {
  if (text === '') return '';
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
};

/** An instant as the spreadsheet's serial date of its IST wall-clock time (days since 1899-12-30). */
export const excelSerial = (instant: Date): number => (instant.getTime() + IST_OFFSET_MS) / 86_400_000 + 25_569;

/** A cell (nothing for an empty one: the reference of the next cell places it). */
function cell(row: ReportRow, column: ReportColumn, ref: string): string {
  const value = row[column.key];
  switch (column.kind) {
    case 'money':
      return `<c r="${ref}" s="${STYLE.money}"><v>${(value as number) / PAISE_PER_RUPEE}</v></c>`;
    case 'int':
      return `<c r="${ref}"><v>${value as number}</v></c>`;
    case 'datetime':
      return value ? `<c r="${ref}" s="${STYLE.datetime}"><v>${excelSerial(value as Date)}</v></c>` : '';
    default:
      return inline(ref, escapeFormula(String(value ?? '')));
  }
}

const WIDTHS: Record<string, number> = { text: 18, money: 14, datetime: 20, int: 10 };

/** The sheet's XML: the head (column widths, the header row frozen), then a string per batch of rows, then the tail. */
export async function* sheetXml(batches: AsyncIterable<ReportRow[]>, columns: readonly ReportColumn[] = REPORT_COLUMNS): AsyncGenerator<string> {
  const LETTERS = letters(columns);
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${WIDTHS[c.kind] ?? 14}" customWidth="1"/>`).join('');
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${cols}</cols><sheetData><row r="1">${columns.map((c, i) => inline(`${LETTERS[i]}1`, c.header, STYLE.header)).join('')}</row>`;
  let n = 1;
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      n += 1;
      chunk += `<row r="${n}">`;
      for (let i = 0; i < columns.length; i += 1) chunk += cell(row, columns[i]!, `${LETTERS[i]}${n}`);
      chunk += '</row>';
    }
    yield chunk;
  }
  yield '</sheetData></worksheet>';
}
