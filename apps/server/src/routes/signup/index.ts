import {
  SMALL_JSON_BODY_LIMIT_BYTES,
  boundedString,
  CODE_INPUT_MAX_LENGTH,
  envelopeSchema,
  IDENTITY_HEADERS,
  IDENTITY_MESSAGES,
  loginValiditySchema,
  MOBILE_PATTERN,
  signupOtpAnswerSchema,
  signupTokenSchema,
  signupVerifySchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { signupAgreementRoutes } from './agreement';
import { signupFileRoutes } from './files';
import { signupFormRoutes } from './form';
import { signupMasterRoutes } from './masters';

const mobileHeader = boundedString(CODE_INPUT_MAX_LENGTH, IDENTITY_MESSAGES.mobileFormat).trim().regex(MOBILE_PATTERN, IDENTITY_MESSAGES.mobileFormat);
const otpIdHeader = z.string().trim().min(1).max(100);

/** Sign-up codes and the new-user token (seed 001 section 7). */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/signup/send-otp',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['signup'],
        summary: 'Send a sign-up code to x-mobile-no; a number with an account answers userExist and sends nothing',
        security: [{ appCode: [] }],
        headers: z.object({ [IDENTITY_HEADERS.mobile]: mobileHeader }),
        response: { 200: envelopeSchema(signupOtpAnswerSchema), ...errorResponses(400, 429, 500, 503) },
      },
    },
    async (request) => ok(await app.services.signup.sendOtp(request.headers[IDENTITY_HEADERS.mobile], request.ip)),
  );

  app.post(
    '/v1/signup/resend-otp',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['signup'],
        summary: 'A new sign-up code for the attempt x-otp-id of x-mobile-no',
        security: [{ appCode: [] }],
        headers: z.object({ [IDENTITY_HEADERS.mobile]: mobileHeader, [IDENTITY_HEADERS.otpId]: otpIdHeader }),
        response: { 200: envelopeSchema(signupOtpAnswerSchema), ...errorResponses(400, 429, 500, 503) },
      },
    },
    async (request) =>
      ok(await app.services.signup.resendOtp(request.headers[IDENTITY_HEADERS.mobile], request.headers[IDENTITY_HEADERS.otpId], request.ip)),
  );

  app.post(
    '/v1/signup/verify-otp',
    {
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['signup'],
        summary: 'Check the sign-up code (x-otp-id): answers the new-user token (1 day)',
        security: [{ appCode: [] }],
        body: signupVerifySchema,
        headers: z.object({ [IDENTITY_HEADERS.otpId]: otpIdHeader }),
        response: { 200: envelopeSchema(signupTokenSchema), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const token = await app.services.signup.verifyOtp(request.headers[IDENTITY_HEADERS.otpId], request.body.otp);
      return ok({ token });
    },
  );

  app.get(
    '/v1/validate/login-cta',
    {
      schema: {
        tags: ['signup'],
        summary: "Validate the new-user token in x-login-id: answers the verified mobile; 401 'INVALID TOKEN' otherwise",
        security: [{ appCode: [] }],
        headers: z.object({ [IDENTITY_HEADERS.loginId]: z.string().max(2000).optional() }),
        response: { 200: envelopeSchema(loginValiditySchema), ...errorResponses(400, 401, 500) },
      },
    },
    async (request) => ok(await app.services.signup.validate(request.headers[IDENTITY_HEADERS.loginId])),
  );

  // The account form (general information, documents, agreement) and its lists.
  await app.register(signupFormRoutes);
  await app.register(signupFileRoutes);
  await app.register(signupAgreementRoutes);
  await app.register(signupMasterRoutes);
};
