import {
  createEventAnswerSchema,
  createEventBodySchema,
  deleteDraftSchema,
  envelopeSchema,
  eventDraftSchema,
  statusChangeSchema,
  synopsisQuerySchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { currentUser, requireRoles } from '../../plugins/auth';
import { draftErrors } from '../../services/event-drafts/errors';
import type { EventDraftService } from '../../services/event-draft-service';
import type { EventStatusService } from '../../services/event-drafts/status-change';

export interface DraftRouteOptions {
  drafts: EventDraftService;
  statuses: EventStatusService;
}

const security = [{ appCode: [], bearer: [] }];
export const idParam = (name: string) => z.object({ [name]: z.string().trim().min(1).max(60) });

/** The caller's organiser id; an organiser login without an organiser account cannot hold events. */
export function organiserOf(request: Parameters<typeof currentUser>[0]): string {
  const { organiserId } = currentUser(request);
  if (!organiserId) throw draftErrors.unknown();
  return organiserId;
}

/** Create (or copy), read, submit for review and delete event drafts. */
export const draftRoutes: FastifyPluginAsyncZod<DraftRouteOptions> = async (app, { drafts, statuses }) => {
  const preHandler = requireRoles('organiser');

  app.post(
    '/manage/event',
    {
      preHandler,
      schema: {
        tags: ['events'],
        summary: 'Create a draft from {eventInfo}; with the eventCode of an active or inactive event, its draft copy',
        security,
        body: createEventBodySchema,
        response: { 201: envelopeSchema(createEventAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await drafts.create(organiserOf(request), request.body);
      return reply.code(201).send(ok(answer, 201));
    },
  );

  app.get(
    '/manage/event/synopsis',
    {
      preHandler,
      schema: {
        tags: ['events'],
        summary: "The whole draft or event (by draftId, else eventCode); 404 ERR.EVENTCREATION.INVALID_REFERENCEID for unknown or others' ids",
        security,
        querystring: synopsisQuerySchema,
        response: { 200: envelopeSchema(eventDraftSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await drafts.synopsis(organiserOf(request), request.query)),
  );

  app.put(
    '/manage/event/:eventId',
    {
      preHandler,
      schema: {
        tags: ['events'],
        summary: 'Status change by the lifecycle table: review (submit), active (Publish: live within 15 minutes by a job; or list again), inactive (off sale), unlisted, closed; 409 ERR.EVENT.STATUS_CHANGE otherwise',
        security,
        params: idParam('eventId'),
        body: statusChangeSchema,
        response: { 200: envelopeSchema(createEventAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await statuses.change(organiserOf(request), (request.params as { eventId: string }).eventId, request.body.status)),
  );

  app.delete(
    '/delete/draft',
    {
      preHandler,
      schema: {
        tags: ['events'],
        summary: 'Delete a draft (not under review, not published) and its uploaded images',
        security,
        body: deleteDraftSchema,
        response: {
          200: envelopeSchema(z.object({ draftId: z.string(), deleted: z.literal(true) })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ok(await drafts.delete(organiserOf(request), request.body.draftId)),
  );
};
