import { API_PREFIX, APP_CODE, APP_CODE_HEADER, REQUEST_ID_HEADER } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../http/errors';
import { runWithRequestId } from '../http/request-id';

export { REQUEST_ID_HEADER };
const DOCS_PREFIX = `${API_PREFIX}/docs`;
/** The development outbox page is opened in a browser, which cannot send the header. */
const OUTBOX_PAGE = `${API_PREFIX}/dev/outbox/page`;
/** Sales channels authenticate with their API key and are not one of our apps. */
const INTEGRATIONS = `${API_PREFIX}/integrations/`;
/** Stored files are opened by the browser (images, signed download links): the signature is the permission. */
const FILES = `${API_PREFIX}/files/`;

/** Asked by load balancers and Prometheus, which send no app code (the metrics have a guard of their own). */
const OPERATIONS = new Set([`${API_PREFIX}/health/ready`, `${API_PREFIX}/metrics`]);

/**
 * Whether a path needs the app code: every /api route except the API documentation, the outbox page, the readiness
 * check and the metrics.
 */
export function requiresAppCode(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return false;
  if (path === OUTBOX_PAGE || OPERATIONS.has(path) || path.startsWith(INTEGRATIONS) || path.startsWith(FILES)) return false;
  return path !== DOCS_PREFIX && !path.startsWith(`${DOCS_PREFIX}/`);
}

/**
 * Echoes the request id, makes it the current one for the request's work (log lines of services carry it, see
 * http/request-id.ts), and enforces `x-app-code: DIY` on the API.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: every request passes here, and an async one costs a promise each time.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      runWithRequestId(request.id, () => {
        if (requiresAppCode(request.url) && request.headers[APP_CODE_HEADER] !== APP_CODE) done(errors.appCode());
        else done();
      });
    });
  },
  { name: 'request-context' },
);
