import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { LIVE_SCAN_PATH } from '@diy/domain';
import { errorResponses } from '../../http/envelope';
import { scanErrors } from '../../http/scan-errors';
import { authenticate, currentUser, requireRoles } from '../../plugins/auth';
import { assertScanAccess } from '../../services/scan-service';
import { GateCountsService } from '../../services/scan/gate-counts';
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
        produces: ['text/event-stream'],
        response: { 200: z.any(), ...errorResponses(401, 403, 500) },
      },
    },
    async (request, reply) => {
      const viewer = await access.viewer(currentUser(request));
      serveLiveStream(app.live, request, reply, (m) => m.organiserId === viewer.organiserId);
      return reply;
    },
  );

  const gateCounts = new GateCountsService(app.database.db);
  app.get(
    LIVE_SCAN_PATH,
    {
      preHandler: requireRoles('scanner', 'organiser'),
      schema: {
        tags: ['scan'],
        summary:
          "Live gate counts (server-sent events) of a session: `event: counts` with the session's admitted, inside, exited and sold, and admissions and exits per gate; at once, then after every committed scan or sale of the session; resumes after Last-Event-ID",
        security: [{ appCode: [], bearer: [] }],
        querystring: z.object({ sessionId: z.string().max(64), eventCode: z.string().trim().min(1).max(40) }),
        headers: z.object({ 'last-event-id': z.string().max(40).optional() }),
        produces: ['text/event-stream'],
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const { sessionId, eventCode } = request.query;
      const scope = await app.services.scanRepo.sessionScope(sessionId);
      if (!scope?.session || scope.eventCode !== eventCode) throw scanErrors.sessionNotFound();
      assertScanAccess(currentUser(request), scope);
      const id = scope.session.id;
      serveLiveStream(
        app.live,
        request,
        reply,
        (m) => m.sessionId === id && m.organiserId === scope.organiserId,
        async () => `event: counts\ndata: ${JSON.stringify(await gateCounts.get(id, performance.now()))}`,
      );
      return reply;
    },
  );
};
