import {
  approvedTicketTypesAnswerSchema, approvedTicketTypesQuerySchema, createTicketTypeAnswerSchema, createTicketTypeSchema, envelopeSchema,
  TICKET_TYPE_NAME_MESSAGES,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { currentUser, requireRoles } from '../../plugins/auth';

/** Ticket-type names (seed 000 sections 5 and 7): the approved list, and new names sent for approval. */
export const ticketTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tickettypes/approved',
    {
      preHandler: requireRoles('organiser', 'reviewer', 'admin'),
      schema: {
        tags: ['tickets'],
        summary: 'Approved ticket-type names, optionally those containing `search` (case-insensitive)',
        security: [{ appCode: [], bearer: [] }],
        querystring: approvedTicketTypesQuerySchema,
        response: { 200: envelopeSchema(approvedTicketTypesAnswerSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => ok(await app.scheduling.ticketNames.approved(request.query.search || undefined, request.query.limit)),
  );

  app.post(
    '/tickettypes',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['tickets'],
        summary: "Sends a new ticket-type name for approval: 201 pending ('Ticket name is sent for approval'); 200 for a name already pending or approved; 409 a rejected name",
        security: [{ appCode: [], bearer: [] }],
        body: createTicketTypeSchema,
        response: {
          200: envelopeSchema(createTicketTypeAnswerSchema),
          201: envelopeSchema(createTicketTypeAnswerSchema),
          ...errorResponses(400, 401, 403, 409, 500),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const outcome = await app.scheduling.ticketNames.request(request.body.ticketTypeName, { userId: user.id, organiserId: user.organiserId ?? null });
      const message = outcome.status === 'approved' ? TICKET_TYPE_NAME_MESSAGES.alreadyApproved : TICKET_TYPE_NAME_MESSAGES.sentForApproval;
      const status = outcome.created ? 201 : 200;
      return reply.code(status).send(ok({ ticketTypeName: outcome.ticketTypeName, status: outcome.status, message }, status));
    },
  );
};
