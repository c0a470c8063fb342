import { envelopeSchema, healthSchema, NOT_READY_CODE, NOT_READY_MESSAGES, readinessSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/migrate';
import { errorResponses, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';

/** Liveness (the process and its database answer) and readiness (send it traffic), for load balancers and probes. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: database engine and latest migration; checks the database',
        response: { 200: envelopeSchema(healthSchema), ...errorResponses(400, 500) },
      },
    },
    async () => {
      await pingDatabase(app.database);
      return ok({ engine: app.database.engine, migration: app.migration });
    },
  );

  app.get(
    '/health/ready',
    {
      // Asked every few seconds by every balancer: answers are not logged at info.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary:
          'Readiness, for the load balancer (no app code needed): 200 when this process takes traffic; 503 ERR.NOT_READY while it shuts down, while migrations run on its database or it lags them, or while the database does not answer',
        security: [],
        response: { 200: envelopeSchema(readinessSchema), ...errorResponses(503) },
      },
    },
    async () => {
      const reason = await app.lifecycle.notReady();
      if (reason) throw new AppError(503, NOT_READY_CODE, NOT_READY_MESSAGES[reason]);
      return ok({ ready: true as const, engine: app.database.engine, migration: app.migration });
    },
  );
};
