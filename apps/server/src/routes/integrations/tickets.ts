import { channelBookingSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../http/envelope';
import { buildETicketPdf } from '../../services/e-ticket-pdf';
import { qrPng, qrSvg } from '../../services/e-tickets';
import { contentDisposition } from '../../services/file-links';
import { channelKeyOf } from './key';

const bookingParams = z.object({ channelBookingId: channelBookingSchema.shape.channelBookingId });
const ticketParams = bookingParams.extend({ barcode: z.string().trim().toUpperCase().min(1).max(40) });

/** E-tickets a channel sends its buyers: a PDF for the booking and a QR code image per ticket (the channel's key). */
export const integrationTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integrations/bookings/:channelBookingId/tickets',
    {
      schema: {
        tags: ['integrations'],
        summary:
          "The booking's e-tickets as a PDF, a page per ticket: event, show (IST), venue, ticket type, booking id and the ticket's QR code. 404 for another channel's booking, 409 once cancelled",
        security: [{ channelKey: [] }],
        params: bookingParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const channel = await app.services.bookings.channelForKey(channelKeyOf(request));
      const booking = await app.services.eTickets.booking(channel.id, request.params.channelBookingId);
      const pdf = await buildETicketPdf(booking, app.now());
      reply.header('content-disposition', contentDisposition('inline', `e-tickets-${booking.bookingId}.pdf`));
      reply.header('cache-control', 'private, no-store');
      return reply.type('application/pdf').send(Buffer.from(pdf));
    },
  );

  app.get(
    '/integrations/bookings/:channelBookingId/tickets/:barcode/qr',
    {
      schema: {
        tags: ['integrations'],
        summary: "One ticket's QR code (its barcode), as PNG (default) or SVG (?format=svg)",
        security: [{ channelKey: [] }],
        params: ticketParams,
        querystring: z.object({ format: z.enum(['png', 'svg']).default('png') }),
        produces: ['image/png', 'image/svg+xml'],
        response: { 200: z.any(), ...errorResponses(400, 401, 404, 409, 500) },
      },
    },
    async (request, reply) => {
      const channel = await app.services.bookings.channelForKey(channelKeyOf(request));
      const { channelBookingId, barcode } = request.params;
      const ticket = await app.services.eTickets.ticket(channel.id, channelBookingId, barcode);
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'svg') return reply.type('image/svg+xml').send(await qrSvg(ticket.barcode));
      return reply.type('image/png').send(await qrPng(ticket.barcode));
    },
  );
};
