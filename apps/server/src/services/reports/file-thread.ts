import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FileSpec } from './file-build';
import type { FileThreadAnswer, FileThreadAsk } from './file-worker';

/**
 * Report files built off the API's event loop (issue #32): on PostgreSQL each CSV or XLSX that is not a COPY is read and
 * written on a file thread (file-worker.ts), which hands the file over a chunk at a time when the response asks for
 * more, so the response's backpressure reaches the thread and memory stays at a batch of rows. Up to FILE_THREADS
 * threads, each building one file at a time and kept (unref'd) for the next; more files wait for a thread (their
 * response has begun and sends nothing yet). Building an XLSX of 300,000 rows took about 16 s of CPU on the API's thread
 * (bench/report-download.ts, a CPU profile of the built server), time every other request waited behind.
 * One core is left to the API and the database: on two cores one file is built at a time (five threads on two cores
 * kept every request waiting for a CPU: docs/testing.md, downloads at scale).
 */
export const FILE_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

// From the bundle (dist/main.js) the thread is dist/report-file-worker.js; from source (tests, `npm run dev`), the
// TypeScript file run through tsx's loader, registered inside the thread.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './file-worker.ts' : './report-file-worker.js', import.meta.url);

function newThread(): Worker {
  if (!fromSource) return new Worker(workerUrl);
  // tsx's ESM entry (require.resolve answers its CommonJS twin beside it).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(workerUrl.href)}); })`, { eval: true });
}

/** A thread and the answers of the file it builds now (null while idle). */
interface Thread {
  worker: Worker;
  onAnswer: ((a: FileThreadAnswer) => void) | null;
  onFail: ((err: Error) => void) | null;
}

const idle: Thread[] = [];
let count = 0;
const waiting: ((t: Thread) => void)[] = [];

function spawn(): Thread {
  const t: Thread = { worker: newThread(), onAnswer: null, onFail: null };
  count += 1;
  t.worker.on('message', (a: FileThreadAnswer) => t.onAnswer?.(a));
  const gone = (err: Error) => {
    const i = idle.indexOf(t);
    if (i >= 0) idle.splice(i, 1);
    if (!t.worker.listenerCount('exit')) return;
    t.worker.removeAllListeners('exit');
    count -= 1;
    t.onFail?.(err);
    // A thread lost: one waiting file may now start a new one.
    const next = waiting.shift();
    if (next) next(spawn());
  };
  t.worker.on('error', gone);
  t.worker.on('exit', () => gone(new Error('The report file thread stopped')));
  return t;
}

function take(use: (t: Thread) => void): () => void {
  const t = idle.pop();
  if (t) {
    t.worker.ref();
    use(t);
  } else if (count < FILE_THREADS) {
    use(spawn());
  } else {
    waiting.push(use);
    return () => {
      const i = waiting.indexOf(use);
      if (i >= 0) waiting.splice(i, 1);
    };
  }
  return () => undefined;
}

function giveBack(t: Thread): void {
  t.onAnswer = null;
  t.onFail = null;
  const next = waiting.shift();
  if (next) return next(t);
  t.worker.unref();
  idle.push(t);
}

/** The file as a stream, built on a file thread reading from the PostgreSQL database at `url`. */
export function fileOnThread(url: string, spec: FileSpec): Readable {
  let thread: Thread | null = null;
  let asked = false;
  let wanted = false;
  let settled = false;
  const ask = (a: FileThreadAsk) => thread?.worker.postMessage(a);
  const more = () => {
    if (thread && wanted && !asked && !settled) {
      asked = true;
      ask({ type: 'more' });
    }
  };
  const done = () => {
    const t = thread;
    thread = null;
    if (t) giveBack(t);
  };
  const out = new Readable({
    read() {
      wanted = true;
      more();
    },
    destroy(err, callback) {
      cancelWait();
      if (!settled) {
        settled = true;
        // Abandoned: the thread cancels its read in the database and answers 'stopped' (then it is free again).
        ask({ type: 'stop' });
      }
      callback(err);
    },
  });
  const cancelWait = take((t) => {
    if (settled) return giveBack(t);
    thread = t;
    t.onFail = (err) => {
      thread = null;
      if (!settled) (settled = true), out.destroy(err);
    };
    t.onAnswer = (a) => {
      if (a.type === 'chunk') {
        asked = false;
        wanted = out.push(Buffer.from(a.chunk));
        more();
      } else if (a.type === 'end') {
        settled = true;
        done();
        out.push(null);
      } else if (a.type === 'error') {
        settled = true;
        done();
        out.destroy(new Error(a.message));
      } else {
        done();
      }
    };
    ask({ type: 'start', url, spec });
    more();
  });
  return out;
}
