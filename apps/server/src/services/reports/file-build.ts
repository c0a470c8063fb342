import { EVENT_REPORT_COLUMNS, type GstSupplyType, type ReportFormat, type ReportRow } from '@diy/domain';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { csvStream } from './csv';
import { reportRows } from './rows';
import { xlsxStream } from './xlsx';

/** One show's rows of a file: with `showTime` (ISO), each row is led by it (a whole event's file, EVENT_REPORT_COLUMNS). */
export interface FilePart {
  eventId: string;
  sessionId: string;
  gst: { supply: GstSupplyType; rateBp: number };
  showTime?: string;
}

/** What a report file holds: plain data, so that it can be handed to a file thread (file-thread.ts). */
export interface FileSpec {
  format: ReportFormat;
  /** A whole event's file (a show column first) rather than one session's. */
  event: boolean;
  masked: boolean;
  parts: FilePart[];
}

/**
 * A report file written from its rows, read batch by batch as the stream is consumed (rows.ts), by the CSV or the XLSX
 * writer: in the API's process on PGlite, on a file thread of its own on PostgreSQL (file-worker.ts).
 */
export function buildFile(db: Db, spec: FileSpec, signal: AbortSignal): Readable {
  async function* rows(): AsyncGenerator<ReportRow[]> {
    for (const part of spec.parts) {
      const showTime = part.showTime ? new Date(part.showTime) : null;
      for await (const batch of reportRows(db, { eventId: part.eventId, sessionId: part.sessionId, gst: part.gst, masked: spec.masked, signal })) {
        yield showTime ? batch.map((row) => ({ ...row, showTime })) : batch;
      }
    }
  }
  const columns = spec.event ? EVENT_REPORT_COLUMNS : undefined;
  return spec.format === 'csv' ? csvStream(rows(), columns) : xlsxStream(rows(), columns);
}
