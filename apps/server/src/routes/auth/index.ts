import {
  SMALL_JSON_BODY_LIMIT_BYTES,
  apiErrorSchema,
  challengeAnswerSchema,
  challengeRequestSchema,
  challengeResendSchema,
  challengeResultSchema,
  challengeSchema,
  envelopeSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@diy/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { bearerToken } from '../../plugins/auth';
import type { ChallengeHandle, ClientMeta } from '../../services/auth-service';

/** 401 from POST /auth/token: wrong credentials, or the second step (`error`, `mfaToken`, `challenge`). */
const tokenErrorEnvelope = z.object({
  status: z.number().int(),
  errors: apiErrorSchema.extend({
    error: z.literal('mfa_required').optional(),
    mfaToken: z.string().optional(),
    challenge: challengeSchema.optional(),
  }),
});

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

const handleOf = (body: { otpId: string } | { mfaToken: string }): ChallengeHandle =>
  'mfaToken' in body ? { mfaToken: body.mfaToken } : { otpId: body.otpId };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/token',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['auth'],
        summary: 'Log in: `{username, password}` answers the token (or 401 mfa_required); `{mobile}` sends a code (202)',
        security: [{ appCode: [] }],
        body: tokenRequestSchema,
        response: {
          200: envelopeSchema(tokenResponseSchema),
          202: envelopeSchema(challengeAnswerSchema),
          401: tokenErrorEnvelope,
          ...errorResponses(400, 403, 404, 429, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ('mobile' in body) {
        const challenge = await app.services.auth.loginWithMobile(body.mobile, clientMeta(request));
        return reply.code(202).send(ok({ challenge }, 202));
      }
      const accessToken = await app.services.auth.login(body.username, body.password, clientMeta(request));
      return reply.code(200).send(ok({ accessToken }));
    },
  );

  app.post(
    '/auth/challenge',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['auth'],
        summary: 'Check the code of a mobile login (`otpId`) or of the second step (`mfaToken`): answers the token',
        security: [{ appCode: [] }],
        body: challengeRequestSchema,
        response: { 200: envelopeSchema(challengeResultSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const accessToken = await app.services.auth.completeChallenge(handleOf(request.body), request.body.otp, clientMeta(request));
      return ok({ status: 'SUCCESS' as const, accessToken });
    },
  );

  app.post(
    '/auth/challenge/resend',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['auth'],
        summary: 'A new code for the same login attempt (send limits apply)',
        security: [{ appCode: [] }],
        body: challengeResendSchema,
        response: { 202: envelopeSchema(challengeAnswerSchema), ...errorResponses(400, 401, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const challenge = await app.services.auth.resendChallenge(handleOf(request.body), clientMeta(request));
      return reply.code(202).send(ok({ challenge }, 202));
    },
  );

  app.post(
    '/auth/logout',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
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
      // This process's live streams of that login end now; other processes' at their next re-check.
      app.liveStreams.checkSoon();
      return ok({ loggedOut: true });
    },
  );
};
