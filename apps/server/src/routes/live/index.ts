import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../http/envelope';
import { authenticate, currentUser } from '../../plugins/auth';
import { ReportAccess } from '../../services/reports/access';
import { serveLiveStream } from '../../services/live/sse';

/**
 * GET /live/organiser: server-sent events for the organiser console. Each committed sale, cancellation or scan of the
 * caller's organiser's events arrives as `event: change` with `{ kind, eventCode, sessionId }`; the console then
 * refreshes the figures it shows. Same access as the reports; other tenants' changes never reach the stream.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = new ReportAccess(app.database.db);
  app.get(
    '/live/organiser',
    {
      preHandler: authenticate,
      schema: {
        tags: ['reports'],
        summary: "Live changes (server-sent events) of the organiser's bookings and scans; resumes after Last-Event-ID",
        security: [{ appCode: [], bearer: [] }],
        headers: z.object({ 'last-event-id': z.string().max(40).optional() }),
        response: { 200: z.any(), ...errorResponses(401, 403, 500) },
      },
    },
    async (request, reply) => {
      const viewer = await access.viewer(currentUser(request));
      serveLiveStream(app.live, request, reply, (m) => m.organiserId === viewer.organiserId);
      return reply;
    },
  );
};
