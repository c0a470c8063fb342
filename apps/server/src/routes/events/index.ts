import { envelopeSchema, EVENT_SEARCH_LIMIT, eventListQuerySchema, eventListSchema, eventSearchAnswerSchema, eventSearchQuerySchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { currentUser, requireRoles } from '../../plugins/auth';
import { MasterRepository } from '../../repositories/master-repository';
import { EventDraftService } from '../../services/event-draft-service';
import { EventStatusService } from '../../services/event-drafts/status-change';
import { masterRoutes } from '../masters';
import { draftRoutes } from './drafts';
import { sectionRoutes } from './sections';
import { uploadRoutes } from './uploads';

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

  app.get(
    '/proxy/nmcms/manage/search/events',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['events'],
        summary: "Search the organiser's own events by title, event code, draft id, venue or city (q: 2 to 80 characters); at most 10, published first; matches counted up to 1,000 (totalCapped)",
        security: [{ appCode: [], bearer: [] }],
        querystring: eventSearchQuerySchema,
        response: { 200: envelopeSchema(eventSearchAnswerSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { organiserId } = currentUser(request);
      if (!organiserId) return ok({ results: [], total: 0, totalCapped: false });
      return ok(await app.services.events.searchForOrganiser(organiserId, request.query.q, EVENT_SEARCH_LIMIT, app.now()));
    },
  );

  // Event drafts (issue #4): masters, create/copy, synopsis, section saves, image uploads, submit, delete.
  const { storage, fileLinks } = app.services;
  const drafts = new EventDraftService(
    app.database.db, new MasterRepository(app.database.db), storage, fileLinks, () => app.now(), app.log, app.scheduling.schedule,
  );
  await app.register(masterRoutes);
  const statuses = new EventStatusService(app.database.db, drafts, app.scheduling.schedule, app.scheduling.queue, () => app.now(), () => app.scheduling.worker.nudge());
  await app.register(draftRoutes, { drafts, statuses });
  await app.register(sectionRoutes, { drafts, statuses });
  await app.register(uploadRoutes, { drafts, statuses });
};
