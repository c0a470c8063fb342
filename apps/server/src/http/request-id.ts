import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@diy/domain';

/** What a caller's (or a balancer's) request id may look like to be kept; anything else gets a fresh one. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming `x-request-id` when well-formed, otherwise a random UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The id of the request whose work is running, across awaits: the request-context plugin enters it when a request
 * arrives (the rest of the request, its body read over the socket included, runs inside it: request-id.test.ts), so log
 * lines written by services through the app's logger carry it too (loggerOptions' mixin), not only `request.log`'s.
 */
const current = new AsyncLocalStorage<string>();

export function runWithRequestId(id: string, fn: () => void): void {
  current.run(id, fn);
}

export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** Runs `fn` outside any request (background work started by a request, such as a job run it nudged). */
export function outsideRequest<T>(fn: () => T): T {
  return current.exit(fn);
}

/** pino's `mixin`: a log line written during a request gets `reqId`, unless its logger has it bound (request.log). */
export function requestIdMixin(_merge: object, _level: number, logger?: { bindings?: () => Record<string, unknown> }): object {
  const id = current.getStore();
  if (id === undefined) return {};
  return logger?.bindings?.().reqId === undefined ? { reqId: id } : {};
}
