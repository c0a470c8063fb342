import { type Envelope, errorEnvelopeSchema, type ErrorEnvelope } from '@diy/domain';
import type { AppError } from './errors';

export function ok<T>(data: T, status = 200): Envelope<T> {
  return { status, data };
}

/** The failure's envelope; with the request's id, so a user's report can be found in the logs. */
export function errorEnvelope(error: AppError, requestId?: string): ErrorEnvelope {
  const { shortDesc, longDesc, field, fields, extra } = error.details;
  return {
    status: error.statusCode,
    errors: {
      code: error.code,
      message: error.message,
      shortDesc: shortDesc ?? error.message,
      longDesc: longDesc ?? error.message,
      ...(field !== undefined ? { field } : {}),
      ...(fields !== undefined ? { fields } : {}),
      ...extra,
      ...(requestId !== undefined ? { requestId } : {}),
    },
  };
}

/** Documents the error answers a route may give (all share the error envelope). */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as {
    [K in S[number]]: typeof errorEnvelopeSchema;
  };
}
