import { APP_CODE, APP_CODE_HEADER, SCAN_ERROR_CODES } from '@diy/domain';
import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type * as z from 'zod';
import { isUnanswered, unansweredError, unreadableAnswerError, type AppError } from './api-error';
import { apiBaseUrl } from './environment';
import { tokenStorage } from './token-storage';

/** Dispatched when an authenticated call answers 401 or 403: the token is already gone; the shell logs out. */
export const sessionExpired = createAction<{ code: string; message: string }>('auth/sessionExpired');

/** Default request timeout; seed 001 section 9 gives the profile client its own. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export const TAG_TYPES = [
  'Profile', 'Features', 'Event', 'EventList', 'Masters', 'TicketType', 'Offer', 'Report', 'ScanEvent', 'ScanTicket',
  'SignupForm', 'Organiser', 'StaffUser', 'OrganiserProfile', 'ProfileDocuments',
  'EventReview', 'TicketTypeReview', 'AuditLog', 'Statement',
  'PayoutQueue', 'PayoutBatch', 'BoxOffice',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  timeout: DEFAULT_TIMEOUT_MS,
  prepareHeaders(headers) {
    headers.set(APP_CODE_HEADER, APP_CODE);
    const token = tokenStorage.getAccessToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * An error answer read by api-error-reader.ts, loaded with the first error answer so that zod (its schemas) is not
 * part of any app's first screen. Should the reader fail to load (the network gone since the answer), the answer's
 * status with the generic message, as for a body that is not the error envelope.
 */
async function readErrorAnswer(status: number, data: unknown): Promise<AppError> {
  try {
    const reader = await import('./api-error-reader');
    return reader.readErrorAnswer(status, data);
  } catch {
    return unreadableAnswerError(status);
  }
}

/**
 * 403 answers that refuse an action for a business reason rather than the session: the TCS stop of gate scanning
 * (seed 000 section 5) must show its popup, not log the steward out.
 */
export const BUSINESS_REFUSAL_CODES: readonly string[] = [SCAN_ERROR_CODES.tcsNotConfigured];

/** Whether an error answer on a call that carried a token means the session is over. */
export function endsSession(status: number | undefined, code: string): boolean {
  if (status === 401) return true;
  return status === 403 && !BUSINESS_REFUSAL_CODES.includes(code);
}

/** Base query: base address by environment, app code and bearer headers, normalised errors, and session expiry. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, AppError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const hadToken = tokenStorage.getAccessToken() !== null;
  const result = await rawBaseQuery({ ...request, url: `${apiBaseUrl()}${request.url}` }, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const error = isUnanswered(result.error) ? unansweredError(result.error) : await readErrorAnswer(result.error.status, result.error.data);
  if (hadToken && endsSession(error.status, error.code)) {
    tokenStorage.clearAccessToken();
    api.dispatch(sessionExpired({ code: error.code, message: error.message }));
  }
  return { error, meta: result.meta };
};

/** Parse the `data` of a success envelope with a domain schema. */
export function unwrap<T extends z.ZodType>(schema: T) {
  return (response: unknown): z.infer<T> => {
    const envelope = response as { data?: unknown };
    return schema.parse(envelope.data);
  };
}

/**
 * `unwrap` with the schema loaded on first use (`() => import('./x').then((m) => m.schema)`): the endpoints of the
 * login screens, so that zod is not part of any app's first screen (RTK Query awaits an async transformResponse).
 */
export function unwrapLoaded<T extends z.ZodType>(load: () => Promise<T>) {
  return async (response: unknown): Promise<z.infer<T>> => unwrap(await load())(response);
}

/** The one API of the product; each area injects its endpoints (auth.ts, user.ts, events.ts, ...). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
