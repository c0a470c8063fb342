import { envelopeSchema, eventRejectSchema, eventReviewAnswerSchema, eventReviewDetailSchema, eventReviewListAnswerSchema, pageQuerySchema, REVIEW_ROLES } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { staffActor } from '../../services/staff/audit';
import { staffOpts, type StaffServices } from './shared';

const P = '/proxy/diy/v1/event-review';
const params = z.object({ draftId: z.string().trim().min(1).max(60) });
const errs = errorResponses(400, 401, 403, 404, 409, 500);

/** Event review (seed 000 section 4): queue, detail as the public sees it, approve (publish or merge) and reject (onHold). */
export const staffEventReviewRoutes: FastifyPluginAsyncZod<{ s: StaffServices }> = async (app, { s }) => {
  const opts = staffOpts(REVIEW_ROLES, 'staff: events');

  app.get(
    P,
    opts('Events under review (new events and copies of live events), oldest submission first', {
      querystring: pageQuerySchema,
      response: { 200: envelopeSchema(eventReviewListAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.eventReview.list(request.query)),
  );

  app.get(
    `${P}/:draftId`,
    opts('The event in the synopsis shape, its organiser, and the live event a copy changes', {
      params,
      response: { 200: envelopeSchema(eventReviewDetailSchema), ...errs },
    }),
    async (request) => ok(await s.eventReview.detail(request.params.draftId)),
  );

  app.put(
    `${P}/:draftId/approve`,
    opts('Approve: a new event is published (event code, active); a copy is merged into its live event and removed', {
      params,
      body: z.object({}).nullish(),
      response: { 200: envelopeSchema(eventReviewAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.eventReview.approve(await staffActor(request), request.params.draftId)),
  );

  app.put(
    `${P}/:draftId/reject`,
    opts('Reject with reasons per section and field: onHold (ON-HOLD EDIT-REQUIRED) for the organiser to edit', {
      params,
      body: eventRejectSchema,
      response: { 200: envelopeSchema(eventReviewAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.eventReview.reject(await staffActor(request), request.params.draftId, request.body.rejectionReasons)),
  );
};
