import * as z from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './auth';
import { passwordLoginSchema } from './auth-schemas';
import { boundedString } from './bounded-string';
import { IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './identity-flows';
import { OTP_PATTERN } from './identity-validation';
import { CODE_INPUT_MAX_LENGTH, EMAIL_MAX_LENGTH, ID_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/** The identity flows' payloads and answers (identity-flows.ts has their names, limits and texts). */

const mobile = boundedString(CODE_INPUT_MAX_LENGTH, IDENTITY_MESSAGES.mobileFormat).trim().regex(MOBILE_PATTERN, IDENTITY_MESSAGES.mobileFormat);
const otp = boundedString(CODE_INPUT_MAX_LENGTH, IDENTITY_MESSAGES.otpFormat).trim().regex(OTP_PATTERN, IDENTITY_MESSAGES.otpFormat);
const otpId = z.string().min(1).max(100);
const mfaToken = z.string().min(1).max(2000);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, IDENTITY_MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, IDENTITY_MESSAGES.passwordLength);

/** POST /auth/token with `{mobile}`: a one-time code login. */
export const mobileLoginSchema = z.object({ mobile });
export type MobileLogin = z.infer<typeof mobileLoginSchema>;

/** POST /auth/token accepts either body. */
export const tokenRequestSchema = z.union([passwordLoginSchema, mobileLoginSchema]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** A code on its way: where it went (masked) and when it can be resent. */
export const challengeSchema = z.object({
  otpId: z.string(),
  /** The destination, masked: '98XXXXXX10'. */
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** 202 from POST /auth/token (mobile login): `data.challenge`. */
export const challengeAnswerSchema = z.object({ challenge: challengeSchema });
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;

/**
 * 401 from POST /auth/token for an account with a second step: the error object carries
 * `error: 'mfa_required'`, the `mfaToken` (15 minutes) and the challenge of the code just sent.
 */
export const mfaRequiredErrorSchema = z.object({
  code: z.literal(IDENTITY_ERROR_CODES.mfaRequired),
  error: z.literal('mfa_required'),
  mfaToken: z.string(),
  challenge: challengeSchema,
});
export type MfaRequiredError = z.infer<typeof mfaRequiredErrorSchema>;

/** POST /auth/challenge: `{otpId, otp}` (mobile login) or `{mfaToken, otp}` (second step). */
export const challengeRequestSchema = z.union([z.object({ otpId, otp }), z.object({ mfaToken, otp })]);
export type ChallengeRequest = z.infer<typeof challengeRequestSchema>;
export const challengeResultSchema = z.object({ status: z.literal('SUCCESS'), accessToken: z.string() });
export type ChallengeResult = z.infer<typeof challengeResultSchema>;

/** POST /auth/challenge/resend: a new code for the same login attempt (limits apply). Answers 202 `{challenge}`. */
export const challengeResendSchema = z.union([z.object({ otpId }), z.object({ mfaToken })]);
export type ChallengeResend = z.infer<typeof challengeResendSchema>;

/** POST /auth/password/forgot `{username}` (+ x-mobile-no, and x-otp-id on a resend): 200 `{challenge}`. */
export const forgotPasswordSchema = z.object({
  username: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, { ...STOP_WHEN_TOO_LONG, error: IDENTITY_MESSAGES.mobileFormat })
    .refine((v) => EMAIL_PATTERN.test(v) || MOBILE_PATTERN.test(v), IDENTITY_MESSAGES.mobileFormat),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** POST /auth/verifyotp `{otp, username}` + x-otp-id: 200 `{sessionID}`. */
export const verifyResetOtpSchema = z.object({ otp, username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH) });
export type VerifyResetOtp = z.infer<typeof verifyResetOtpSchema>;
export const resetSessionSchema = z.object({ sessionID: z.string().max(ID_MAX_LENGTH) });
export type ResetSession = z.infer<typeof resetSessionSchema>;

/** POST /auth/password/reset `{sessionID, password}`: 200; 400 means an invalid password. */
export const resetPasswordSchema = z.object({ sessionID: z.string().min(1).max(ID_MAX_LENGTH), password: passwordSchema });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The new-password form on /login/reset (client only: the confirmation never leaves the browser). */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: IDENTITY_MESSAGES.passwordsDiffer, path: ['confirm'] });

/** POST /v1/signup/send-otp and /v1/signup/resend-otp (x-mobile-no, x-otp-id): `{id, userExist}` plus timings. */
export const signupOtpAnswerSchema = z.object({
  id: z.string(),
  userExist: z.boolean(),
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type SignupOtpAnswer = z.infer<typeof signupOtpAnswerSchema>;

/** POST /v1/signup/verify-otp `{otp}` + x-otp-id: `{token}`, the new-user token (1 day). */
export const signupVerifySchema = z.object({ otp });
export const signupTokenSchema = z.object({ token: z.string() });
export type SignupToken = z.infer<typeof signupTokenSchema>;

/** GET /v1/validate/login-cta with x-login-id = the new-user token: `{success, mobile}`. */
export const loginValiditySchema = z.object({ success: z.boolean(), mobile: z.string().nullable() });
export type LoginValidity = z.infer<typeof loginValiditySchema>;

/** GET /dev/outbox?to= (development and demo only): messages the SMS and mail adapters would have sent. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxSchema = z.object({ messages: z.array(outboxMessageSchema) });
