// A report files' thread (file-thread.ts): builds one file at a time, reading its rows from PostgreSQL on a pool of its
// own per database (two connections: one reads, one cancels a read whose download was abandoned; idle ones close after
// 10 s) and writing the CSV or XLSX, handing the file to the API's thread a chunk at a time, when asked. Bundled as
// dist/report-file-worker.js; run from source through tsx.
import type { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../db/client';
import { buildFile, type FileSpec } from './file-build';

export type FileThreadAsk = { type: 'start'; url: string; spec: FileSpec } | { type: 'more' } | { type: 'stop' };
export type FileThreadAnswer = { type: 'chunk'; chunk: ArrayBuffer } | { type: 'end' } | { type: 'error'; message: string } | { type: 'stopped' };

const port = parentPort!;
const pools = new Map<string, Db>();
const dbOf = (url: string): Db => {
  let db = pools.get(url);
  if (!db) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => undefined);
    db = drizzle({ client: pool }) as unknown as Db;
    pools.set(url, db);
  }
  return db;
};
const answer = (a: FileThreadAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(a, transfer);

interface Current {
  gone: AbortController;
  file: Readable;
  chunks: AsyncIterator<Buffer | string>;
}
let current: Current | null = null;

port.on('message', (ask: FileThreadAsk) => {
  if (ask.type === 'start') {
    const gone = new AbortController();
    const file = buildFile(dbOf(ask.url), ask.spec, gone.signal);
    current = { gone, file, chunks: file[Symbol.asyncIterator]() as AsyncIterator<Buffer | string> };
    return;
  }
  const file = current;
  if (!file) return;
  if (ask.type === 'stop') {
    // The download was abandoned: a read in flight is cancelled in the database (query-cancel.ts).
    current = null;
    file.gone.abort();
    file.file.destroy();
    answer({ type: 'stopped' });
    return;
  }
  file.chunks.next().then(
    ({ value, done }) => {
      if (current !== file) return;
      if (done) {
        current = null;
        answer({ type: 'end' });
        return;
      }
      const buf = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
      // A buffer of its own, moved (not copied) to the API's thread.
      const chunk = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length) as ArrayBuffer;
      answer({ type: 'chunk', chunk }, [chunk]);
    },
    (err: unknown) => {
      if (current !== file) return;
      current = null;
      answer({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    },
  );
});
