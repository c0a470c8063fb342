import { ADMIN_ROLES, auditListAnswerSchema, auditQuerySchema, envelopeSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { listAudit } from '../../services/staff/audit';
import { staffOpts } from './shared';

/** The audit trail of staff actions (admin): newest first, filtered by action, target, actor and time. */
export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = staffOpts(ADMIN_ROLES, 'staff: audit');
  app.get(
    '/proxy/diy/v1/audit-log',
    opts('Audit entries (actor, roles, action, target, before, after, time), newest first', {
      querystring: auditQuerySchema,
      response: { 200: envelopeSchema(auditListAnswerSchema), ...errorResponses(400, 401, 403, 500) },
    }),
    async (request) => {
      const { list, total } = await listAudit(app.database.db, request.query);
      return ok({ list, total, limit: request.query.limit, offset: request.query.offset });
    },
  );
};
