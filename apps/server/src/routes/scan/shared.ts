import { scanParamsError } from '@diy/domain';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../http/errors';
import { scanErrors } from '../../http/scan-errors';
import { toAppError } from '../../plugins/error-handler';

export const security = [{ appCode: [], bearer: [] }];

/** A request header, trimmed and cut to `max` characters; null when absent or blank. */
export const header = (request: FastifyRequest, name: string, max: number): string | null => {
  const v = request.headers[name];
  const s = (Array.isArray(v) ? v[0] : v)?.trim();
  return s ? s.slice(0, max) : null;
};

/** Validation failed (attachValidation): the spec's missing-parameter rule and booking id text come first. */
export function failValidation(request: FastifyRequest, params: { sessionId?: unknown; eventCode?: unknown }): void {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  if (scanParamsError({ sessionId: str(params.sessionId), eventCode: str(params.eventCode) })) throw scanErrors.missingParameter();
  const err = request.validationError;
  if (!err) return;
  const known = toAppError(err);
  if (known?.details.field === 'bookingID') throw scanErrors.invalidBookingId();
  throw known ?? errors.validation([{ field: '', message: err.message }]);
}
