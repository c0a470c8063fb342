import { envelopeSchema, SCAN_HEADERS, scanUndoAnswerSchema, scanUndoSchema, SMALL_JSON_BODY_LIMIT_BYTES } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { scanErrors } from '../../http/scan-errors';
import { currentUser, requireRoles } from '../../plugins/auth';
import { assertScanAccess } from '../../services/scan-service';
import { undoAdmission } from '../../services/scan/undo';
import { gateHeader } from './consume';
import { header, security } from './shared';

/** POST /scan/undo: the steward's last admission of a ticket, undone within 30 s, logged with who and why. */
export const undoRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/scan/undo',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      preHandler: requireRoles('scanner', 'organiser'),
      schema: {
        tags: ['scan'],
        summary:
          "Undoes the caller's last admission of a ticket within 30 seconds (409 ERR.SCAN.UNDO_TOO_LATE after; ERR.SCAN.NOTHING_TO_UNDO when its last scan was no admission of this account); logged with the reason",
        security,
        body: scanUndoSchema,
        response: { 200: envelopeSchema(scanUndoAnswerSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const scope = await app.services.scanRepo.sessionScope(body.sessionId);
      if (!scope || scope.eventCode !== body.eventCode) throw scanErrors.sessionNotFound();
      assertScanAccess(user, scope);
      const state = await undoAdmission(app.database.db, app.now(), {
        userId: user.id,
        deviceId: header(request, SCAN_HEADERS.deviceId, 100) ?? 'unknown-device',
        gate: gateHeader(header(request, SCAN_HEADERS.gate, 100)),
        userAgent: header(request, SCAN_HEADERS.userAgent, 300) ?? header(request, 'user-agent', 300),
      }, body);
      app.services.scan.forgetCounts(body.sessionId);
      return ok({ barcode: body.barcode, state, counts: await app.services.scan.counts(body.sessionId) });
    },
  );
};
