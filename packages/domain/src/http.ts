import * as z from 'zod';

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

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  shortDesc: z.string(),
  longDesc: z.string(),
  /** For validation failures: the first offending field (dotted path) and every field's message. */
  field: z.string().optional(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** The request's id (also in the `x-request-id` header and in every log line of the request): quote it to support. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ status: z.number().int(), errors: apiErrorSchema });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

// The payout routes' extra error fields (payouts.ts payoutErrorEnvelopeSchema), here so that reading an error answer
// (packages/api api-error.ts, in every app's first screen) does not pull in the payouts model.
/** A refused response row: its line in the file (1 = the header; null for a batch item the file lacks) and why. */
export const responseRowErrorSchema = z.object({ line: z.number().int().nullable(), reference: z.string(), message: z.string() });
export type ResponseRowError = z.infer<typeof responseRowErrorSchema>;

/** A refused statement of a batch being prepared: its id, number (null when unknown) and why. */
export const refusedStatementSchema = z.object({ id: z.string(), number: z.string().nullable(), reason: z.string() });

/** Success envelope `{ status, data }` around a payload schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), data });
}
export type Envelope<T> = { status: number; data: T };

/**
 * The page each app's build prerenders (vite-prerender.ts writes `file` beside index.html) and the path the app
 * hosts answer with it: the login screen, drawn from HTML before any script runs.
 */
export const PRERENDERED_LOGIN = { path: '/login', file: 'login.html' } as const;
