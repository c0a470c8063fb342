import { EVENT_REPORT_COLUMNS, eventReportFileName, REPORT_CONTENT_TYPES, reportFileName, type ReportFormat, type ReportGst, type ReportRow } from '@diy/domain';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { ReportEvent, ReportSessionRow } from './access';
import { csvStream } from './csv';
import { copyCsvStream } from './csv-copy';
import { reportRows } from './rows';
import { xlsxStream } from './xlsx';

export interface ReportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

export interface ReportFileRequest {
  event: ReportEvent;
  session: ReportSessionRow;
  gst: ReportGst;
  format: ReportFormat;
  masked: boolean;
  now: Date;
}

/**
 * A session's report as a file stream (CSV or XLSX), read from the database as it is sent: the CSV on PostgreSQL by one
 * COPY formatted in SQL (csv-copy.ts), otherwise (PGlite, and the XLSX) rows read batch by batch and written in JS.
 */
export function reportFile(db: Db, r: ReportFileRequest): ReportFile {
  const source = { eventId: r.event.id, sessionId: r.session.id, gst: { supply: r.gst.supply, rateBp: r.gst.rateBp }, masked: r.masked };
  const gone = new AbortController();
  const rows = (): AsyncIterable<ReportRow[]> => reportRows(db, { ...source, signal: gone.signal });
  return {
    fileName: reportFileName({ eventCode: r.event.eventCode, title: r.event.title, showTime: r.session.showTime, generatedAt: r.now, format: r.format }),
    contentType: REPORT_CONTENT_TYPES[r.format],
    stream: cancelledOnClose(r.format === 'csv' ? (copyCsvStream(db, source) ?? csvStream(rows())) : xlsxStream(rows()), gone),
  };
}

/**
 * The file stream as sent: `gone` is aborted the moment it closes (ended, failed, or destroyed because the client went
 * away), and a batch of rows still being read is then cancelled in the database (rows.ts, query-cancel.ts) instead of
 * running to its end. Sent through a pass-through: a stream read from a generator (Readable.from) closes only once the
 * generator's pending read settles, which is the very read to cancel.
 */
function cancelledOnClose(source: Readable, gone: AbortController): Readable {
  const sent = new PassThrough();
  sent.once('close', () => gone.abort());
  pipeline(source, sent, () => undefined);
  return sent;
}

export interface EventReportFileRequest {
  event: ReportEvent;
  /** Every show of the event, in show order, each with its GST supply. */
  sessions: readonly { session: ReportSessionRow; gst: ReportGst }[];
  format: ReportFormat;
  masked: boolean;
  now: Date;
}

/**
 * The whole event's report (issue 34): the same rows and writers as a session's file, show after show, each row led by
 * its show's IST date and time (EVENT_REPORT_COLUMNS); read session by session, batch by batch, as it is sent.
 */
export function eventReportFile(db: Db, r: EventReportFileRequest): ReportFile {
  const gone = new AbortController();
  async function* rows(): AsyncGenerator<ReportRow[]> {
    for (const { session, gst } of r.sessions) {
      for await (const batch of reportRows(db, { eventId: r.event.id, sessionId: session.id, gst, masked: r.masked, signal: gone.signal })) {
        yield batch.map((row) => ({ ...row, showTime: session.showTime }));
      }
    }
  }
  return {
    fileName: eventReportFileName({ eventCode: r.event.eventCode, title: r.event.title, generatedAt: r.now, format: r.format }),
    contentType: REPORT_CONTENT_TYPES[r.format],
    stream: cancelledOnClose(r.format === 'csv' ? csvStream(rows(), EVENT_REPORT_COLUMNS) : xlsxStream(rows(), EVENT_REPORT_COLUMNS), gone),
  };
}

/** The file in memory when it is at most `maxBytes` (an e-mail attachment); null when it is larger (sent as a link). */
export async function reportFileUpTo(file: ReportFile, maxBytes: number): Promise<{ fileName: string; contentType: string; content: Buffer } | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, 'utf8');
    size += buf.length;
    if (size > maxBytes) {
      file.stream.destroy();
      return null;
    }
    chunks.push(buf);
  }
  return { fileName: file.fileName, contentType: file.contentType, content: Buffer.concat(chunks) };
}
