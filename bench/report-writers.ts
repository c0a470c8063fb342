// `npx tsx bench/report-writers.ts [rows]`: rows per second and peak RSS of the report download writers on synthetic
// rows (the database left out), each writer in a process of its own. Figures for the notes, never assertions.
//   csv            the CSV writer (apps/server/src/services/reports/csv.ts)
//   xlsx-yazl-1    the sheet XML written by hand, deflated by yazl at level 1 (the one the server uses)
//   xlsx-yazl-6    the same at zlib's default level 6
//   exceljs        exceljs's streaming WorkbookWriter (shared strings off), for comparison
import { spawnSync } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReportRow } from '@diy/domain';

const WRITERS = ['csv', 'xlsx-yazl-1', 'xlsx-yazl-6', 'exceljs'] as const;
type Writer = (typeof WRITERS)[number];
const BATCH = 2_000;

/** Rows that vary like real ones (names, channels, types, times, scan states), made as they are written. */
async function* rows(n: number): AsyncGenerator<ReportRow[]> {
  const start = Date.UTC(2026, 9, 1, 4, 30);
  const types = [['Gold', 149_900], ['Silver', 79_900], ['General Admission', 49_900], ['VIP', 250_000]] as const;
  for (let i = 0; i < n; i += BATCH) {
    const batch: ReportRow[] = [];
    for (let j = i; j < Math.min(n, i + BATCH); j += 1) {
      const [type, price] = types[j % types.length]!;
      const tax = Math.round(price * 0.18);
      const scanned = j % 3 === 0;
      batch.push({
        bookingId: `DIY${(1_000_000_000 + Math.floor(j / 2)).toString(32).toUpperCase()}`,
        soldAt: new Date(start + j * 9_000),
        channel: j % 5 === 0 ? 'Partner Box Office' : 'Demo Box Office',
        status: j % 50 === 0 ? 'Cancelled' : 'Confirmed',
        cancelledAt: j % 50 === 0 ? new Date(start + j * 9_000 + 3_600_000) : null,
        buyerName: `Buyer ${j} ${['Sharma', 'Iyer', 'Khan', 'Das', 'Patil'][j % 5]}`,
        buyerMobile: `98${String(10_000_000 + (j % 89_999_999)).padStart(8, '0')}`,
        buyerEmail: `buyer${j}@example.in`,
        ticket: `${(j % 2) + 1} of 2`,
        ticketType: type,
        pricePaise: price,
        discountPaise: 0,
        discountFundedBy: '',
        reimbursedDiscountPaise: 0,
        feePaise: 3_000,
        taxPaise: tax,
        totalPaise: price + 3_000 + tax,
        // Synthetic figures for the writers' speed (the server computes them with the money model).
        platformFeePaise: 3_000,
        cgstPaise: 270,
        sgstPaise: 270,
        igstPaise: 0,
        netPaise: price - 3_540,
        gateState: scanned ? 'Inside' : 'Not scanned',
        firstEntryAt: scanned ? new Date(start + 40 * 86_400_000 + j * 50) : null,
        lastScanAt: scanned ? new Date(start + 40 * 86_400_000 + j * 50) : null,
        lastDevice: scanned ? `gate-${j % 7}` : '',
      });
    }
    yield batch;
  }
}

async function run(writer: Writer, n: number): Promise<void> {
  let peak = 0;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _e, done) {
      bytes += chunk.length;
      done();
    },
  });
  const t0 = performance.now();
  if (writer === 'csv') {
    const { csvStream } = await import('../apps/server/src/services/reports/csv');
    await pipeline(csvStream(rows(n)), sink);
  } else if (writer.startsWith('xlsx-yazl')) {
    const yazl = (await import('yazl')).default;
    const { sheetXml, XLSX_SHEET_PATH, XLSX_STATIC_PARTS } = await import('../apps/server/src/services/reports/xlsx-sheet');
    const zip = new yazl.ZipFile();
    for (const [path, text] of Object.entries(XLSX_STATIC_PARTS)) zip.addBuffer(Buffer.from(text), path);
    zip.addReadStream(Readable.from(sheetXml(rows(n)), { objectMode: false }), XLSX_SHEET_PATH, { compressionLevel: writer.endsWith('1') ? 1 : 6 });
    zip.end();
    await pipeline(zip.outputStream, sink);
  } else {
    const { REPORT_COLUMNS } = await import('@diy/domain');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: true });
    const ws = wb.addWorksheet('Report');
    ws.addRow(REPORT_COLUMNS.map((c) => c.header)).commit();
    for await (const batch of rows(n)) {
      for (const r of batch) ws.addRow(REPORT_COLUMNS.map((c) => (c.kind === 'money' ? (r[c.key] as number) / 100 : r[c.key]))).commit();
    }
    ws.commit();
    await wb.commit();
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(JSON.stringify({ writer, rows: n, rowsPerSecond: Math.round(n / seconds), seconds: +seconds.toFixed(2), peakRssMiB: Math.round(peak / 1_048_576), fileMiB: +(bytes / 1_048_576).toFixed(1) }));
}

const [, , first, second] = process.argv;
if (first && (WRITERS as readonly string[]).includes(first)) {
  await run(first as Writer, Number(second ?? 200_000));
} else {
  const n = Number(first ?? 200_000);
  for (const writer of WRITERS) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, writer, String(n)], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (child.status !== 0) console.error(`${writer} failed (${child.status})`);
  }
}
