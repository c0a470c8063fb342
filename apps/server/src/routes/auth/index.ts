import { envelopeSchema, passwordLoginSchema, tokenResponseSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { bearerToken } from '../../plugins/auth';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with an e-mail or 10-digit mobile number and a password',
        security: [{ appCode: [] }],
        body: passwordLoginSchema,
        response: { 200: envelopeSchema(tokenResponseSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const accessToken = await app.services.auth.login(request.body.username, request.body.password, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      return ok({ accessToken });
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session behind the bearer token; answers 200 even when it is already revoked',
        security: [{ appCode: [], bearer: [] }],
        response: { 200: envelopeSchema(z.object({ loggedOut: z.boolean() })), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await app.services.auth.logoutToken(token);
      return ok({ loggedOut: true });
    },
  );
};
