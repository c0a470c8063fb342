import {
  envelopeSchema, REVIEW_ROLES, ticketTypeRejectSchema, ticketTypeReviewAnswerSchema, ticketTypeReviewListSchema, ticketTypeReviewQuerySchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { staffActor } from '../../services/staff/audit';
import { staffOpts, type StaffServices } from './shared';

const P = '/proxy/diy/v1/tickettypes';
const params = z.object({ id: z.string().trim().max(60) });
const errs = errorResponses(400, 401, 403, 404, 409, 500);

/** Ticket-type names sent by organisers: the queue and its verdicts (approved names join GET /tickettypes/approved). */
export const staffTicketTypeRoutes: FastifyPluginAsyncZod<{ s: StaffServices }> = async (app, { s }) => {
  const opts = staffOpts(REVIEW_ROLES, 'staff: ticket types');

  app.get(
    `${P}/review`,
    opts('Ticket-type names by status (pending first in, first out) with counts', {
      querystring: ticketTypeReviewQuerySchema,
      response: { 200: envelopeSchema(ticketTypeReviewListSchema), ...errs },
    }),
    async (request) => ok(await s.ticketTypes.list(request.query)),
  );

  app.put(
    `${P}/:id/approve`,
    opts('Approve a pending name', { params, body: z.object({}).nullish(), response: { 200: envelopeSchema(ticketTypeReviewAnswerSchema), ...errs } }),
    async (request) => ok(await s.ticketTypes.decide(await staffActor(request), request.params.id, true)),
  );

  app.put(
    `${P}/:id/reject`,
    opts('Reject a pending name (optional note)', { params, body: ticketTypeRejectSchema.nullish(), response: { 200: envelopeSchema(ticketTypeReviewAnswerSchema), ...errs } }),
    async (request) => ok(await s.ticketTypes.decide(await staffActor(request), request.params.id, false, request.body?.note)),
  );
};
