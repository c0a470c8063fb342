import {
  envelopeSchema,
  OFFLINE_BATCH_MAX,
  offlineBatchAnswerSchema,
  offlineBatchSchema,
  offlineTicketsAnswerSchema,
  offlineTicketsQuerySchema,
  SCAN_HEADERS,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { scanErrors } from '../../http/scan-errors';
import { currentUser, requireRoles } from '../../plugins/auth';
import type { RequestUser } from '../../services/auth-service';
import { assertScanAccess, assertTcs } from '../../services/scan-service';
import { applyOfflineBatch } from '../../services/scan/offline-batch';
import { OfflineTickets } from '../../services/scan/offline-tickets';
import { header, security } from './shared';

/** Room for OFFLINE_BATCH_MAX scans of the largest allowed size (about 1 KiB each as JSON). */
const BATCH_BODY_LIMIT_BYTES = OFFLINE_BATCH_MAX * 1_024 + 4_096;

/**
 * Offline admission (issue 21): a device downloads the session's tickets (keyed hashes, never barcodes) by a
 * modified-since cursor, and uploads the scans it made offline, which are applied exactly once, in its order.
 */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.services.scanRepo;
  const offline = new OfflineTickets(app.database.db, (sessionId) => app.services.offlineKeys(sessionId));

  /** The session a call names, of the caller's organiser and of the named event; 404 otherwise. */
  async function sessionFor(user: RequestUser, sessionId: string, eventCode: string) {
    const scope = await repo.sessionScope(sessionId);
    if (!scope?.session || scope.eventCode !== eventCode) throw scanErrors.sessionNotFound();
    assertScanAccess(user, scope);
    assertTcs(scope);
    return { ...scope, sessionId: scope.session.id, showTime: scope.session.showTime };
  }

  app.get(
    '/scan/sessions/:sessionId/offline-tickets',
    {
      preHandler: requireRoles('scanner', 'organiser'),
      schema: {
        tags: ['scan'],
        summary:
          "A session's tickets for offline admission: a keyed hash of each barcode (never the barcode), type, booking, state and last scan, plus the hashes of the event's other sessions' tickets; paged by a modified-since cursor",
        security,
        params: z.object({ sessionId: z.string().max(64) }),
        querystring: offlineTicketsQuerySchema,
        response: { 200: envelopeSchema(offlineTicketsAnswerSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const scope = await sessionFor(currentUser(request), request.params.sessionId, request.query.eventCode);
      const page = await offline.page({ eventId: scope.eventId, sessionId: scope.sessionId }, request.query.cursor);
      return ok({
        key: offline.key(scope.sessionId).toString('base64url'),
        ...page,
        counts: await app.services.scan.counts(scope.sessionId),
        conflicts: await offline.conflicts(scope.sessionId),
      });
    },
  );

  app.post(
    '/scan/offline-batch',
    {
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      preHandler: requireRoles('scanner', 'organiser'),
      schema: {
        tags: ['scan'],
        summary: `Uploads up to ${OFFLINE_BATCH_MAX} scans made offline, applied exactly once each in the device's order; a ticket admitted on two devices counts once and the later scan is kept as a conflict`,
        security,
        body: offlineBatchSchema,
        response: { 200: envelopeSchema(offlineBatchAnswerSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const batch = request.body;
      const scope = await sessionFor(user, batch.sessionId, batch.eventCode);
      const userAgent = header(request, SCAN_HEADERS.userAgent, 300) ?? header(request, 'user-agent', 300);
      const results = await applyOfflineBatch(app.database.db, app.now, { userId: user.id, userAgent }, { ...batch, sessionId: scope.sessionId, showTime: scope.showTime }, app.metrics);
      app.services.scan.forgetCounts(scope.sessionId);
      return ok({ results, counts: await app.services.scan.counts(scope.sessionId) });
    },
  );
};
