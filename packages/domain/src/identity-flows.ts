import * as z from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN, passwordLoginSchema } from './auth';
import { OTP_PATTERN } from './identity-validation';
import { boundedString, CODE_INPUT_MAX_LENGTH, EMAIL_MAX_LENGTH, ID_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/**
 * The identity flows of seed 001 sections 2 to 9 as one contract for the server and the apps:
 * login by password, by one-time code and with a second step; password reset; sign-up codes; new-user tokens.
 * Every path is under /api.
 */

/** Headers the spec names (seed 001 section 7). Header names are case-insensitive on the wire. */
export const IDENTITY_HEADERS = {
  mobile: 'x-mobile-no',
  otpId: 'x-otp-id',
  loginId: 'x-login-id',
} as const;

/** One-time codes: 6 digits, 5 minutes, single use, dead after 5 wrong tries. */
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Code sends are counted per purpose (login code, second step, reset, sign-up) and mobile number (or e-mail), so a
 * reset asked by anyone never spends the second step a correct password needs. Per purpose and number, one client
 * address may have at most 3 codes sent per 15 minutes and 10 per day ...
 */
export const OTP_SEND_WINDOW_MS = 15 * 60 * 1000;
export const OTP_SENDS_PER_WINDOW = 3;
export const OTP_SENDS_PER_DAY = 10;
/**
 * ... and all addresses together at most 6 per 15 minutes and 20 per day (the number cannot be flooded from many
 * addresses). Addresses that completed a login to the account in the last LOGIN_KNOWN_ADDRESS_MS are the owner's:
 * only their own per-address limit applies to them, so an outsider cannot use up the owner's codes.
 */
export const OTP_DESTINATION_SENDS_PER_WINDOW = 6;
export const OTP_DESTINATION_SENDS_PER_DAY = 20;
/** "Resend OTP in 00:30": the wait before a code can be sent again. */
export const OTP_RESEND_AFTER_SECONDS = 30;
/** A verified reset code gives a reset session valid this long. */
export const RESET_SESSION_TTL_MS = 10 * 60 * 1000;
/** Login failures: slowed after 5 per account; at most 100 failed attempts per account per hour. */
export const LOGIN_SLOWDOWN_AFTER_FAILURES = 5;
export const LOGIN_FAILURES_PER_HOUR_CAP = 100;
/** How long a completed login keeps its client address known to the account (login and code-send limits). */
export const LOGIN_KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;
/** Passwords: 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const IDENTITY_ERROR_CODES = {
  newUser: 'ERR.NEW.USER',
  mfaRequired: 'ERR.MFA.REQUIRED',
  otpInvalid: 'ERR.OTP.INVALID',
  otpExpired: 'ERR.OTP.EXPIRED',
  otpDead: 'ERR.OTP.ATTEMPTS_EXCEEDED',
  otpUsed: 'ERR.OTP.USED',
  otpRateLimited: 'ERR.OTP.RATE_LIMITED',
  loginRateLimited: 'ERR.LOGIN.RATE_LIMITED',
  userNotFound: 'ERR.USER.NOT_FOUND',
  passwordInvalid: 'ERR.PASSWORD.INVALID',
  resetSessionInvalid: 'ERR.RESET.SESSION_INVALID',
  newUserTokenInvalid: 'INVALID TOKEN',
} as const;

/** Server texts for these flows (the spec gives the client's; these are ours, written once). */
export const IDENTITY_MESSAGES = {
  newUser: "We couldn't find an account with this mobile number. Let's get you signed up.",
  mfaRequired: 'Enter the code we sent to your registered mobile number.',
  otpInvalid: 'The OTP you entered is incorrect.',
  otpExpired: 'This OTP has expired. Please ask for a new one.',
  otpDead: 'Too many wrong attempts. Please ask for a new OTP.',
  otpUsed: 'This OTP has already been used. Please ask for a new one.',
  otpRateLimited: 'Too many OTP requests. Please try again after some time.',
  loginRateLimited: 'Too many attempts. Please try again after some time.',
  otpFormat: 'Please enter the 6-digit OTP',
  mobileFormat: 'Please enter a valid 10-digit mobile number',
  passwordLength: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
  passwordChanged: 'Your password has been changed. Please log in with the new password.',
  resetSessionInvalid: 'This reset link has expired. Please start again.',
  otpSent: 'We have sent an OTP to your mobile number',
} as const;

/** "Wrong code" with the tries left, e.g. 'The OTP you entered is incorrect. 3 attempts left.' */
export function otpAttemptsLeftMessage(left: number): string {
  return `${IDENTITY_MESSAGES.otpInvalid} ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;
}

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

/** '9876543210' -> '98XXXXXX10'; an e-mail keeps its first letter and domain. */
export function maskDestination(value: string): string {
  if (MOBILE_PATTERN.test(value)) return `${value.slice(0, 2)}XXXXXX${value.slice(-2)}`;
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  return value;
}
