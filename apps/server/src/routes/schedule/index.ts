import {
  cancelSessionAnswerSchema, cancelSessionBodySchema, envelopeSchema, onlineDetailsAnswerSchema, onlineDetailsBodySchema, PUBLISHED_SESSION_TEXTS, publishedSessionsAnswerSchema,
  publishedSessionsBodySchema, scheduleAnswerSchema, scheduleConflictEnvelopeSchema, SCHEDULE_ERROR_CODES, scheduleVenueInfoSchema, vodAnswerSchema, vodBodySchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { currentUser, requireRoles } from '../../plugins/auth';

const security = [{ appCode: [], bearer: [] }];
const draftParams = z.object({ draftId: z.string().trim().min(1).max(60) });

/**
 * The schedule of an event (seed 000 sections 2 to 5): the saved schedule, its own save (the same service the
 * event PATCH {venueInfo} uses), changes to published sessions, and the online details (e-mail list, meeting link
 * and password, the VOD video). Every route is the organiser's own events only (403 for another organiser's).
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manage/event/:draftId/schedule',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['schedule'],
        summary: 'The saved schedule (venues, sessions with ticket types, sold and available) of a draft or event (draft id or event code)',
        security,
        params: draftParams,
        response: { 200: envelopeSchema(scheduleAnswerSchema), ...errorResponses(401, 403, 404, 500) },
      },
    },
    async (request) => {
      const event = await app.scheduling.schedule.eventForOrganiser(currentUser(request).organiserId, request.params.draftId);
      return ok(await app.scheduling.schedule.scheduleFor(event.id));
    },
  );

  app.put(
    '/manage/event/:draftId/schedule',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['schedule'],
        summary: 'Saves the venueInfo section (as PATCH /manage/event/{draftId} {venueInfo} does); addSession=true locks the existing sessions',
        security,
        params: draftParams,
        querystring: z.object({ addSession: z.enum(['true', 'false']).optional() }),
        body: z.object({ venueInfo: scheduleVenueInfoSchema, eventCode: z.string().trim().max(20).optional(), addSession: z.boolean().optional() }),
        response: { 200: envelopeSchema(scheduleAnswerSchema), ...errorResponses(400, 401, 403, 404, 500), 409: scheduleConflictEnvelopeSchema },
      },
    },
    async (request) => {
      const event = await app.scheduling.schedule.eventForOrganiser(currentUser(request).organiserId, request.params.draftId);
      const addSession = request.body.addSession ?? request.query.addSession === 'true';
      // The service parses again (the raw section, as the event PATCH hands it over).
      return ok(await app.scheduling.schedule.saveVenueInfo(event.id, request.body.venueInfo, { addSession }));
    },
  );

  app.post(
    '/manage/event/published/sessions',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['schedule'],
        summary: 'Changes to the sessions of a published event: {sessionAudit, rejectionReasons, snackbar}; expired sessions give ERR.SESSION.EXPIRED (409) with their show times while the rest is saved',
        security,
        body: publishedSessionsBodySchema,
        response: { 200: envelopeSchema(publishedSessionsAnswerSchema), ...errorResponses(400, 401, 403, 404, 500), 409: scheduleConflictEnvelopeSchema },
      },
    },
    async (request) => {
      const { answer, expired } = await app.scheduling.schedule.updatePublishedSessions(currentUser(request).organiserId, request.body);
      if (expired.length) {
        throw new AppError(409, SCHEDULE_ERROR_CODES.sessionExpired, PUBLISHED_SESSION_TEXTS.partialFailure, {
          shortDesc: PUBLISHED_SESSION_TEXTS.partialFailureTitle,
          longDesc: `${PUBLISHED_SESSION_TEXTS.partialFailure}: ${expired.join(', ')}`,
          extra: { showTimes: expired, sessionAudit: answer.sessionAudit },
        });
      }
      return ok(answer);
    },
  );

  app.post(
    '/manage/event/published/sessions/cancel',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['schedule'],
        summary: 'Cancel one show of a published event: off sale, its bookings and tickets cancelled (refused at the gate), every buyer told by SMS and e-mail',
        security,
        body: cancelSessionBodySchema,
        response: { 200: envelopeSchema(cancelSessionAnswerSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => ok(await app.scheduling.schedule.cancelPublishedSession(currentUser(request).organiserId, request.body)),
  );

  app.get(
    '/manage/event/:draftId/online',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['schedule'],
        summary: "An online event's details: subtype, e-mail list, meeting link and password, streaming details, VOD video and deadline",
        security,
        params: draftParams,
        response: { 200: envelopeSchema(onlineDetailsAnswerSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const event = await app.scheduling.schedule.eventForOrganiser(currentUser(request).organiserId, request.params.draftId);
      return ok(await app.scheduling.schedule.onlineDetails(event));
    },
  );

  app.put(
    '/manage/event/:draftId/online',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['schedule'],
        summary: 'Saves the e-mail list (live streaming; every address checked) and the meeting link (https prefix by default) and password (external meetings)',
        security,
        params: draftParams,
        body: onlineDetailsBodySchema,
        response: { 200: envelopeSchema(onlineDetailsAnswerSchema), ...errorResponses(400, 401, 403, 404, 500), 409: scheduleConflictEnvelopeSchema },
      },
    },
    async (request) => {
      const event = await app.scheduling.schedule.eventForOrganiser(currentUser(request).organiserId, request.params.draftId);
      return ok(await app.scheduling.schedule.saveOnlineDetails(event, request.body));
    },
  );

  app.post(
    '/manage/event/:draftId/vod',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['schedule'],
        summary: 'Adds the video of a video-on-demand event as an https link; accepted up to 24 hours before the first active show (409 ERR.VOD.UPLOAD_CLOSED after)',
        security,
        params: draftParams,
        body: vodBodySchema,
        response: { 200: envelopeSchema(vodAnswerSchema), ...errorResponses(400, 401, 403, 404, 500), 409: scheduleConflictEnvelopeSchema },
      },
    },
    async (request) => {
      const event = await app.scheduling.schedule.eventForOrganiser(currentUser(request).organiserId, request.params.draftId);
      return ok(await app.scheduling.schedule.addVodVideo(event, request.body.videoUrl));
    },
  );
};
