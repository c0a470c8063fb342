import { GENERIC_ERROR_MESSAGE, errorEnvelopeSchema, type ApiError } from '@diy/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The error every endpoint rejects with: the HTTP status plus the server's error body, normalised. */
export interface AppError extends ApiError {
  status: number;
}

export const TIMEOUT_ERROR_CODE = 'ERR.TIMEOUT';
export const NETWORK_ERROR_CODE = 'ERR.NETWORK';

function fallback(status: number, code: string, message: string): AppError {
  return { status, code, message, shortDesc: message, longDesc: message };
}

/** Turn whatever fetchBaseQuery produced into an AppError; never throws. */
export function toAppError(error: FetchBaseQueryError): AppError {
  if (error.status === 'TIMEOUT_ERROR') return fallback(0, TIMEOUT_ERROR_CODE, 'Timeout Error');
  if (error.status === 'FETCH_ERROR') return fallback(0, NETWORK_ERROR_CODE, GENERIC_ERROR_MESSAGE);
  if (error.status === 'PARSING_ERROR') return fallback(error.originalStatus, 'ERR.PARSING', GENERIC_ERROR_MESSAGE);
  if (error.status === 'CUSTOM_ERROR') return fallback(0, 'ERR.CUSTOM', error.error || GENERIC_ERROR_MESSAGE);
  const parsed = errorEnvelopeSchema.safeParse(error.data);
  if (parsed.success) return { ...parsed.data.errors, status: parsed.data.status };
  return fallback(error.status, 'ERR.UNKNOWN', GENERIC_ERROR_MESSAGE);
}

/** Narrow an unknown thrown value (e.g. from `unwrap()`) to an AppError. */
export function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'status' in value;
}

export function errorMessage(value: unknown, fallbackMessage: string = GENERIC_ERROR_MESSAGE): string {
  return isAppError(value) && value.message ? value.message : fallbackMessage;
}
