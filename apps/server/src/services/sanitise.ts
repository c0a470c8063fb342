import { Worker } from 'node:worker_threads';
import { richTextSizeError } from '@diy/domain';
import { errors } from '../http/errors';

type Answer = { id: number; clean: string; error?: undefined } | { id: number; error: string; clean?: undefined };
interface Pending {
  resolve: (clean: string) => void;
  reject: (error: Error) => void;
}

/**
 * One sanitiser thread per process (sanitise-worker.mjs), started on the first rich text; it keeps the process alive only
 * while a text waits for it. Texts are sanitised in the order they arrive; if the thread dies, what it held is refused with
 * the error and the next text starts a new one.
 */
let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function sanitiser(): Worker {
  if (worker) return worker;
  const thread = new Worker(new URL('./sanitise-worker.mjs', import.meta.url));
  thread.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (pending.size === 0) thread.unref();
    if (answer.error !== undefined) waiting.reject(new Error(`sanitiser: ${answer.error}`));
    else waiting.resolve(answer.clean);
  });
  const fail = (error: Error) => {
    if (worker === thread) worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`sanitiser thread exited with code ${code}`)));
  worker = thread;
  return thread;
}

/**
 * Rich text (description, terms) is stored only after this (the allowed tags and links: sanitise-worker.mjs). The
 * sanitiser's cost grows with the markup it is given, so it only takes rich text within the domain's size bounds
 * (RICH_TEXT_RAW_MAX_LENGTH, RICH_TEXT_MAX_MARKUP; the route schemas refuse larger text before a handler runs, this
 * refuses it again), and it runs on its own thread: the API's event loop only waits for the answer.
 */
export function sanitiseRichText(html: string, field = 'text'): Promise<string> {
  const tooLarge = richTextSizeError(html);
  if (tooLarge) return Promise.reject(errors.validation([{ field, message: tooLarge }]));
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const thread = sanitiser();
    // Held while a text waits for its answer (a script awaiting one must not end first), let go when none waits: an idle
    // thread never keeps the process alive. (It was unref'd once, before its 'message' listener, which refs it again:
    // every process that had sanitised a text then never ended on its own.)
    if (pending.size === 1) thread.ref();
    thread.postMessage({ id, html });
  });
}
