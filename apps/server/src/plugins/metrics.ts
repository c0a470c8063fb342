import { API_PREFIX } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Metrics } from '../services/metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (services/metrics), read at GET /api/metrics. */
    metrics: Metrics;
  }
}

/** Live streams stay open for minutes: their durations would say nothing (diy_live_streams counts them). */
const LIVE_ROUTES = `${API_PREFIX}/live/`;

/**
 * Decorates `app.metrics` (a registry of this app's own), times every answered request by its route's pattern (the
 * address asked for never becomes a label: unmatched addresses share one), and points the gauges at the live feed,
 * the database pool and the job queue once the app is ready. Registered before the services, which count bookings,
 * scans and offer refusals on it.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = new Metrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      if (!route?.startsWith(LIVE_ROUTES)) metrics.requestDone(request.method, route ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onReady', async () => {
      metrics.watch({
        liveStreams: () => app.live.subscriberCount,
        pool: () => app.database.poolUse(),
        jobs: () => app.scheduling.queue.depth(),
      });
    });
  },
  { name: 'metrics' },
);
