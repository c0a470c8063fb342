import { channelBookingAnswerSchema, channelBookingSchema, envelopeSchema, SMALL_JSON_BODY_LIMIT_BYTES } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { channelKeyOf as keyOf } from './key';
import { integrationTicketRoutes } from './tickets';

/** Sales channels push bookings here (authenticated by their API key, not by a user token). */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(integrationTicketRoutes);
  app.post(
    '/integrations/bookings',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['integrations'],
        summary: 'A channel pushes a booking: 201 the first time, 200 with the same answer for a repeat of its channelBookingId, 409 ERR.BOOKING.ID_REUSED for that id with another body',
        security: [{ channelKey: [] }],
        body: channelBookingSchema,
        response: { 200: envelopeSchema(channelBookingAnswerSchema), 201: envelopeSchema(channelBookingAnswerSchema), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const channel = await app.services.bookings.channelForKey(keyOf(request));
      const { created, answer } = await app.services.bookings.book(channel.id, request.body);
      const status = created ? 201 : 200;
      return reply.code(status).send(ok(answer, status));
    },
  );

  app.post(
    '/integrations/bookings/:bookingId/cancel',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['integrations'],
        summary: "Cancels one of the channel's bookings: tickets cancelled, inventory released (repeats answer the same)",
        security: [{ channelKey: [] }],
        params: z.object({ bookingId: z.string().trim().toUpperCase().max(40) }),
        response: { 200: envelopeSchema(channelBookingAnswerSchema), ...errorResponses(401, 404, 500) },
      },
    },
    async (request) => {
      const channel = await app.services.bookings.channelForKey(keyOf(request));
      return ok(await app.services.bookings.cancel(channel.id, request.params.bookingId));
    },
  );
};
