import { envelopeSchema, featuresSchema, userProfileSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { authenticate, currentUser } from '../../plugins/auth';
import { toUserProfile } from '../../repositories/user-repository';
import { featuresForRoles } from '../../services/features';

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
      return ok(toUserProfile(user));
    },
  );

  app.get(
    '/user/features',
    {
      preHandler: authenticate,
      schema: {
        tags: ['user'],
        summary: 'Feature keys the logged-in user may use, derived from the roles',
        security: [{ appCode: [], bearer: [] }],
        response: { 200: envelopeSchema(featuresSchema), ...errorResponses(400, 401, 500) },
      },
    },
    async (request) => ok({ features: featuresForRoles(currentUser(request).roles) }),
  );
};
