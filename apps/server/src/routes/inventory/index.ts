import { envelopeSchema, scheduleConflictEnvelopeSchema, updateInventoryAnswerSchema, updateInventoryBodySchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { currentUser, requireRoles } from '../../plugins/auth';

/** Inventory changes of a ticket type across sessions (seed 000 section 7). */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/manage/event/session/update-inventory',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['tickets'],
        summary: 'Changes the inventory of a ticket type in the given sessions (SET, INCREASE or DECREASE); never below sold (409 ERR.INVENTORY.BELOW_SOLD, nothing changed)',
        security: [{ appCode: [], bearer: [] }],
        body: updateInventoryBodySchema,
        response: { 200: envelopeSchema(updateInventoryAnswerSchema), ...errorResponses(400, 401, 403, 404, 500), 409: scheduleConflictEnvelopeSchema },
      },
    },
    async (request) => ok(await app.scheduling.schedule.updateInventory(currentUser(request).organiserId, request.body)),
  );
};
