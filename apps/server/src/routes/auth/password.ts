import {
  SMALL_JSON_BODY_LIMIT_BYTES,
  CODE_INPUT_MAX_LENGTH,
  challengeAnswerSchema,
  envelopeSchema,
  forgotPasswordSchema,
  IDENTITY_HEADERS,
  IDENTITY_MESSAGES,
  passwordSchema,
  resetPasswordSchema,
  resetSessionSchema,
  verifyResetOtpSchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { errors, identityErrors } from '../../http/errors';
import { toFieldErrors } from '../../http/validation';

const otpIdHeader = z.string().trim().min(1).max(100);

/** Forgot password, reset code and new password (seed 001 section 7). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/password/forgot',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['auth'],
        summary: 'Send a reset code (SMS to the mobile, else e-mail); with x-otp-id, a new code for that attempt',
        security: [{ appCode: [] }],
        body: forgotPasswordSchema,
        headers: z.object({
          [IDENTITY_HEADERS.mobile]: z.string().max(CODE_INPUT_MAX_LENGTH).optional(),
          [IDENTITY_HEADERS.otpId]: otpIdHeader.optional(),
        }),
        response: { 200: envelopeSchema(challengeAnswerSchema), ...errorResponses(400, 403, 404, 429, 500, 503) },
      },
    },
    async (request) => {
      const otpId = request.headers[IDENTITY_HEADERS.otpId];
      const challenge = await app.services.passwordReset.forgot(request.body.username, otpId, request.ip);
      return ok({ challenge });
    },
  );

  app.post(
    '/auth/verifyotp',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['auth'],
        summary: 'Check a reset code (x-otp-id): answers a single-use reset sessionID',
        security: [{ appCode: [] }],
        body: verifyResetOtpSchema,
        headers: z.object({ [IDENTITY_HEADERS.otpId]: otpIdHeader }),
        response: { 200: envelopeSchema(resetSessionSchema), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const { username, otp } = request.body;
      const sessionID = await app.services.passwordReset.verify(username, request.headers[IDENTITY_HEADERS.otpId], otp);
      return ok({ sessionID });
    },
  );

  app.post(
    '/auth/password/reset',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      // A password outside the rules answers ERR.PASSWORD.INVALID (the spec: "400 means an invalid password").
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset sessionID; every session of the user is revoked',
        security: [{ appCode: [] }],
        body: resetPasswordSchema,
        response: {
          200: envelopeSchema(z.object({ success: z.literal(true), message: z.string() })),
          ...errorResponses(400, 500),
        },
      },
    },
    async (request) => {
      if (request.validationError) {
        const fields = toFieldErrors(
          (request.validationError as unknown as { validation: { instancePath: string; message?: string }[] }).validation,
          'body',
        );
        const password = fields.find((f) => f.field === 'password');
        const raw = (request.body as { password?: unknown } | undefined)?.password;
        if (password && typeof raw === 'string' && !passwordSchema.safeParse(raw).success) {
          throw identityErrors.passwordInvalid(password.message);
        }
        throw errors.validation(fields);
      }
      await app.services.passwordReset.reset(request.body.sessionID, request.body.password);
      // Every session of the user is revoked: this process's live streams of them end now.
      app.liveStreams.checkSoon();
      return ok({ success: true as const, message: IDENTITY_MESSAGES.passwordChanged });
    },
  );
};
