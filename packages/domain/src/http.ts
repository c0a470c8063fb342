/** Names and texts of the HTTP contract, without zod (the first screen reads them): the schemas are http-schemas.ts. */

/** Every request to the API carries this app code in the `x-app-code` header. */
export const APP_CODE = 'DIY';
export const APP_CODE_HEADER = 'x-app-code';
export const API_PREFIX = '/api';
/**
 * Every answer carries its request's id in this header (and error answers in `errors.requestId`); a well-formed id a
 * load balancer sends in it is kept, so one id follows the request through the balancer's and the server's logs.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Error codes named by the spec, plus the generic ones the server uses. */
export const ERROR_CODES = {
  validation: 'ERR.VALIDATION',
  notFound: 'ERR.NOT_FOUND',
  unauthorised: 'ERR.UNAUTHORISED',
  forbidden: 'ERR.FORBIDDEN',
  sessionExpired: 'ERR.SESSION.EXPIRED',
  invalidCredentials: 'ERR.INVALID.CREDENTIALS',
  newUser: 'ERR.NEW.USER',
  appCode: 'ERR.APP_CODE',
  rateLimited: 'ERR.RATE_LIMITED',
  internal: 'ERR.INTERNAL',
} as const;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The page each app's build prerenders (vite-prerender.ts writes `file` beside index.html) and the path the app
 * hosts answer with it: the login screen, drawn from HTML before any script runs.
 */
export const PRERENDERED_LOGIN = { path: '/login', file: 'login.html' } as const;
