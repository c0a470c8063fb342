import { envelopeSchema, healthSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/migrate';
import { errorResponses, ok } from '../../http/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Database engine and latest migration; checks the database',
        response: { 200: envelopeSchema(healthSchema), ...errorResponses(400, 500) },
      },
    },
    async () => {
      await pingDatabase(app.database);
      return ok({ engine: app.database.engine, migration: app.migration });
    },
  );
};
