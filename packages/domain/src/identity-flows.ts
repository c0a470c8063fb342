import { MOBILE_PATTERN } from './auth';

/**
 * The identity flows of seed 001 sections 2 to 9 as one contract for the server and the apps:
 * login by password, by one-time code and with a second step; password reset; sign-up codes; new-user tokens.
 * Every path is under /api. Names, limits and texts here, without zod (the login screens read them first); the
 * payloads' schemas are identity-schemas.ts.
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

/** '9876543210' -> '98XXXXXX10'; an e-mail keeps its first letter and domain. */
export function maskDestination(value: string): string {
  if (MOBILE_PATTERN.test(value)) return `${value.slice(0, 2)}XXXXXX${value.slice(-2)}`;
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  return value;
}
