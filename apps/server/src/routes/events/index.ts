import { envelopeSchema, eventListQuerySchema, eventListSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { currentUser, requireRoles } from '../../plugins/auth';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manage/event',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['events'],
        summary: "The organiser's events for a list tab (live, past, live-past, draft, closed), 25 a page",
        security: [{ appCode: [], bearer: [] }],
        querystring: eventListQuerySchema,
        response: { 200: envelopeSchema(eventListSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { organiserId } = currentUser(request);
      if (!organiserId) return ok({ list: [], total: 0, start: request.query.start, limit: request.query.limit });
      return ok(await app.services.events.listForOrganiser(organiserId, request.query, app.now()));
    },
  );
};
