import { eventReportFileName, REPORT_CONTENT_TYPES, reportFileName, type ReportFormat, type ReportGst } from '@diy/domain';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { ReportEvent, ReportSessionRow } from './access';
import { copyCsvStream } from './csv-copy';
import { buildFile, type FileSpec } from './file-build';
import { fileOnThread } from './file-thread';
import { postgresPool } from './query-cancel';

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
 * A file written from its rows: on PostgreSQL on a file thread that reads them itself (file-thread.ts), so the API's
 * event loop only passes the bytes on; on PGlite (one in-process connection) in this thread.
 */
function writtenFile(db: Db, spec: FileSpec): Readable {
  const pool = postgresPool(db);
  const url = pool ? (pool as unknown as { options: { connectionString?: string } }).options.connectionString : undefined;
  if (url) return fileOnThread(url, spec);
  const gone = new AbortController();
  return cancelledOnClose(buildFile(db, spec, gone.signal), gone);
}

/**
 * A session's report as a file stream (CSV or XLSX), read from the database as it is sent: the CSV on PostgreSQL by one
 * COPY formatted in SQL (csv-copy.ts), otherwise rows read batch by batch and written in JS (on a file thread on
 * PostgreSQL).
 */
export function reportFile(db: Db, r: ReportFileRequest): ReportFile {
  const part = { eventId: r.event.id, sessionId: r.session.id, gst: { supply: r.gst.supply, rateBp: r.gst.rateBp } };
  const copy = r.format === 'csv' ? copyCsvStream(db, { ...part, masked: r.masked }) : null;
  return {
    fileName: reportFileName({ eventCode: r.event.eventCode, title: r.event.title, showTime: r.session.showTime, generatedAt: r.now, format: r.format }),
    contentType: REPORT_CONTENT_TYPES[r.format],
    stream: copy ? cancelledOnClose(copy, new AbortController()) : writtenFile(db, { format: r.format, event: false, masked: r.masked, parts: [part] }),
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
  const parts = r.sessions.map(({ session, gst }) => ({
    eventId: r.event.id, sessionId: session.id, gst: { supply: gst.supply, rateBp: gst.rateBp }, showTime: session.showTime.toISOString(),
  }));
  return {
    fileName: eventReportFileName({ eventCode: r.event.eventCode, title: r.event.title, generatedAt: r.now, format: r.format }),
    contentType: REPORT_CONTENT_TYPES[r.format],
    stream: writtenFile(db, { format: r.format, event: true, masked: r.masked, parts }),
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
