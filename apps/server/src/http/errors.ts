import { ERROR_CODES } from '@diy/domain';

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
  accountInactive: 'ERR.ACCOUNT.INACTIVE',
} as const;

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
    readonly details: { shortDesc?: string; longDesc?: string; field?: string; fields?: FieldError[] } = {},
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
