import { envelopeSchema, featuresSchema, STAFF_ROLES, userProfileSchema } from '@diy/domain';
import * as z from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { errors, identityErrors } from '../../http/errors';
import { authenticate, currentUser, requireRoles } from '../../plugins/auth';
import { toUserProfile } from '../../repositories/user-repository';
import { featuresFor } from '../../services/features';
import { readSecrets } from '../../services/staff/user-secrets';
import { applicationStatusOf } from '../../services/organiser-approval';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/profile',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'The logged-in user',
        security: [{ appCode: [], bearer: [] }],
        response: { 200: envelopeSchema(userProfileSchema), ...errorResponses(400, 401, 500) },
      },
    },
    async (request) => {
      const user = await app.services.users.findById(currentUser(request).id);
      if (!user) throw errors.sessionExpired();
      return ok({ ...toUserProfile(user), applicationStatus: await applicationStatusOf(app.database.db, user) });
    },
  );

  app.get(
    '/user/features',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'Feature keys the logged-in user may use, derived from the roles and IAM groups (DIY_REPORTS: reports)',
        security: [{ appCode: [], bearer: [] }],
        response: { 200: envelopeSchema(featuresSchema), ...errorResponses(400, 401, 500) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      // An organiser waiting for approval (or sent back) has no event, offer, report or scanning features yet.
      const status = await applicationStatusOf(app.database.db, caller);
      const roles = status === 'approved' || status === 'none' ? caller.roles : caller.roles.filter((r) => r !== 'organiser');
      const { groups } = await readSecrets(app.database.db, caller.id);
      return ok({ features: featuresFor(roles, groups) });
    },
  );

  app.put(
    '/user/mfa',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['user'],
        summary: 'Turn the second login step on or off (organisers; staff always have it)',
        security: [{ appCode: [], bearer: [] }],
        body: z.object({ enabled: z.boolean() }),
        response: { 200: envelopeSchema(userProfileSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      if (!request.body.enabled && caller.roles.some((r) => STAFF_ROLES.includes(r))) throw identityErrors.staffMfa();
      await app.services.users.setMfaEnabled(caller.id, request.body.enabled);
      const user = await app.services.users.findById(caller.id);
      if (!user) throw errors.sessionExpired();
      return ok({ ...toUserProfile(user), applicationStatus: await applicationStatusOf(app.database.db, user) });
    },
  );
};
