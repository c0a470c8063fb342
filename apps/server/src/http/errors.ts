import { ERROR_CODES, IDENTITY_ERROR_CODES, IDENTITY_MESSAGES, otpAttemptsLeftMessage } from '@diy/domain';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const FORBIDDEN_MESSAGE = 'Sorry, you are not authorized perform this action';
export const ACCOUNT_INACTIVE_MESSAGE = 'Your account has been deactivated. Please contact support.';
export const APP_CODE_MESSAGE = 'This request is missing a valid app code.';
export const NOT_FOUND_MESSAGE = 'The requested resource was not found.';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';

/** Codes used by the server beyond the domain's list (kept here until the domain names them). */
export const SERVER_ERROR_CODES = {
  ...ERROR_CODES,
  malformedJson: 'ERR.MALFORMED_JSON',
  unsupportedMediaType: 'ERR.UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'ERR.PAYLOAD_TOO_LARGE',
  badRequest: 'ERR.BAD_REQUEST',
  badUrl: 'ERR.BAD_URL',
  urlTooLong: 'ERR.URL_TOO_LONG',
  headersTooLarge: 'ERR.HEADERS_TOO_LARGE',
  requestTimeout: 'ERR.REQUEST_TIMEOUT',
  devLocalOnly: 'ERR.DEV.LOCAL_ONLY',
  accountInactive: 'ERR.ACCOUNT.INACTIVE',
  passwordRequired: 'ERR.PASSWORD.REQUIRED',
  loginAttemptExpired: 'ERR.LOGIN.ATTEMPT_EXPIRED',
  mfaStaff: 'ERR.MFA.STAFF',
} as const;

export const USER_NOT_FOUND_MESSAGE = 'We could not find an account with this e-mail address.';
export const PASSWORD_REQUIRED_MESSAGE = 'This account logs in with its password and a code. Please use your password.';
export const LOGIN_ATTEMPT_EXPIRED_MESSAGE = 'This login attempt has expired. Please log in again.';
export const NEW_USER_TOKEN_MESSAGE = 'Your sign-up session has expired. Please verify your mobile number again.';
export const STAFF_MFA_MESSAGE = 'Staff accounts always use the second login step.';

export interface FieldError {
  field: string;
  message: string;
}

/** A failure the client should see: mapped by the error handler to the `{status, errors}` envelope. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: {
      shortDesc?: string;
      longDesc?: string;
      field?: string;
      fields?: FieldError[];
      /** Extra members of the `errors` object (e.g. the second step's `mfaToken`). */
      extra?: Record<string, unknown>;
      /** Response headers (e.g. Retry-After). */
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export const errors = {
  validation: (fields: FieldError[]) =>
    new AppError(400, ERROR_CODES.validation, fields[0]?.message ?? 'Invalid request', {
      shortDesc: fields[0]?.message,
      longDesc: fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; '),
      field: fields[0]?.field,
      fields,
    }),
  invalidCredentials: (message: string) => new AppError(401, ERROR_CODES.invalidCredentials, message),
  sessionExpired: () => new AppError(401, ERROR_CODES.sessionExpired, SESSION_EXPIRED_MESSAGE),
  unauthorised: () => new AppError(401, ERROR_CODES.unauthorised, SESSION_EXPIRED_MESSAGE),
  forbidden: (message: string = FORBIDDEN_MESSAGE) => new AppError(403, ERROR_CODES.forbidden, message),
  accountInactive: () => new AppError(403, SERVER_ERROR_CODES.accountInactive, ACCOUNT_INACTIVE_MESSAGE),
  appCode: () => new AppError(400, ERROR_CODES.appCode, APP_CODE_MESSAGE),
  notFound: (message: string = NOT_FOUND_MESSAGE) => new AppError(404, ERROR_CODES.notFound, message),
};

const retryAfter = (retryAfterMs: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
const C = IDENTITY_ERROR_CODES;
const M = IDENTITY_MESSAGES;

/** The identity flows' failures (codes and texts from the domain contract). */
export const identityErrors = {
  newUser: () => new AppError(404, C.newUser, M.newUser),
  userNotFound: () => new AppError(404, C.userNotFound, USER_NOT_FOUND_MESSAGE),
  otpInvalid: (left?: number) => new AppError(400, C.otpInvalid, left === undefined ? M.otpInvalid : otpAttemptsLeftMessage(left)),
  otpExpired: () => new AppError(400, C.otpExpired, M.otpExpired),
  otpDead: () => new AppError(400, C.otpDead, M.otpDead),
  otpUsed: () => new AppError(400, C.otpUsed, M.otpUsed),
  otpRateLimited: (retryAfterMs: number) =>
    new AppError(429, C.otpRateLimited, M.otpRateLimited, { headers: retryAfter(retryAfterMs) }),
  loginRateLimited: (retryAfterMs: number) =>
    new AppError(429, C.loginRateLimited, M.loginRateLimited, { headers: retryAfter(retryAfterMs) }),
  passwordInvalid: (message: string) =>
    new AppError(400, C.passwordInvalid, message, { field: 'password', fields: [{ field: 'password', message }] }),
  resetSessionInvalid: () => new AppError(400, C.resetSessionInvalid, M.resetSessionInvalid),
  newUserTokenInvalid: () => new AppError(401, C.newUserTokenInvalid, NEW_USER_TOKEN_MESSAGE),
  passwordRequired: () => new AppError(403, SERVER_ERROR_CODES.passwordRequired, PASSWORD_REQUIRED_MESSAGE),
  loginAttemptExpired: () => new AppError(401, SERVER_ERROR_CODES.loginAttemptExpired, LOGIN_ATTEMPT_EXPIRED_MESSAGE),
  staffMfa: () => new AppError(403, SERVER_ERROR_CODES.mfaStaff, STAFF_MFA_MESSAGE),
};
