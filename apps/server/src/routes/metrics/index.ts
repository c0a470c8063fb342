import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { errorResponses } from '../../http/envelope';
import { errors } from '../../http/errors';
import { isDirectLocal } from '../dev/guard';

export const METRICS_REFUSED_MESSAGE = 'The metrics answer this machine, or a request with the metrics token (METRICS_TOKEN).';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request may read the metrics: straight from this machine (the socket's peer is loopback and no proxy
 * stepped in: the app hosts' /api proxies add X-Forwarded-For), or with `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function metricsAllowed(token: string | undefined): (request: FastifyRequest) => boolean {
  const expected = token ? digest(token) : null;
  return (request) => {
    if (isDirectLocal(request.raw)) return true;
    const header = request.headers.authorization;
    if (!expected || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
    return timingSafeEqual(digest(header.slice('Bearer '.length)), expected);
  };
}

/** GET /metrics: this process's metrics in the Prometheus text format (services/metrics/metrics.ts). */
export const metricsRoutes: FastifyPluginAsync<{ token: string | undefined }> = async (app, opts) => {
  const allowed = metricsAllowed(opts.token);
  app.get(
    '/metrics',
    {
      // An operations route: no answer of it is logged at info (a scrape every few seconds would flood the log).
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary:
          'Prometheus metrics of this process (text format; no app code needed): request durations by route and status, bookings and scans by verdict, offer refusals, the job queue, live streams, the database pool, event-loop delay. Answers this machine, or `Authorization: Bearer <METRICS_TOKEN>`',
        security: [{}, { metricsToken: [] }],
        produces: ['text/plain'],
        response: { 200: z.any(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (!allowed(request)) throw errors.forbidden(METRICS_REFUSED_MESSAGE);
      const { contentType, body } = await app.metrics.scrape();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
};
