import { GENERIC_ERROR_MESSAGE, type ApiError, type Challenge, type ResponseRowError } from '@diy/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The error every endpoint rejects with: the HTTP status plus the server's error body, normalised.
 * Identity answers add fields to the error object (seed 001 section 4): a 401 `mfa_required` carries the
 * `mfaToken` and the `challenge` of the code just sent; those are kept when present.
 *
 * This file has no zod (it is part of every app's first screen); an error answer's body is read by
 * api-error-reader.ts, which the base query loads with the first error answer.
 */
export interface AppError extends ApiError {
  status: number;
  /** Machine word of some identity errors, e.g. 'mfa_required'. */
  error?: string;
  mfaToken?: string;
  challenge?: Challenge;
  /** ERR.SESSION.EXPIRED (a partial failure of published-session changes): the show times that were not changed. */
  showTimes?: string[];
  /** ERR.PAYOUT_BATCH.RESPONSE_MISMATCH: each bad row of a UTR file; ERR.PAYOUT.NOT_PAYABLE: each refused statement. */
  rows?: ResponseRowError[];
  statements?: { id: string; number: string | null; reason: string }[];
}

export const TIMEOUT_ERROR_CODE = 'ERR.TIMEOUT';
export const NETWORK_ERROR_CODE = 'ERR.NETWORK';

function fallback(status: number, code: string, message: string): AppError {
  return { status, code, message, shortDesc: message, longDesc: message };
}

/** A call fetchBaseQuery got no HTTP answer for: timed out, failed on the network, an unparseable body, a custom error. */
export type UnansweredError = Exclude<FetchBaseQueryError, { status: number }>;

export function isUnanswered(error: FetchBaseQueryError): error is UnansweredError {
  return typeof error.status !== 'number';
}

/** The AppError of a call without an answer to read. */
export function unansweredError(error: UnansweredError): AppError {
  if (error.status === 'TIMEOUT_ERROR') return fallback(0, TIMEOUT_ERROR_CODE, 'Timeout Error');
  if (error.status === 'FETCH_ERROR') return fallback(0, NETWORK_ERROR_CODE, GENERIC_ERROR_MESSAGE);
  if (error.status === 'PARSING_ERROR') return fallback(error.originalStatus, 'ERR.PARSING', GENERIC_ERROR_MESSAGE);
  return fallback(0, 'ERR.CUSTOM', error.error || GENERIC_ERROR_MESSAGE);
}

/** The AppError of an HTTP error answer whose body is not the error envelope. */
export function unreadableAnswerError(status: number): AppError {
  return fallback(status, 'ERR.UNKNOWN', GENERIC_ERROR_MESSAGE);
}

/** Narrow an unknown thrown value (e.g. from `unwrap()`) to an AppError. */
export function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'status' in value;
}

export function errorMessage(value: unknown, fallbackMessage: string = GENERIC_ERROR_MESSAGE): string {
  return isAppError(value) && value.message ? value.message : fallbackMessage;
}

/** The short description of an error (used during sign-up, seed 001 section 8), else its message, else the fallback. */
export function errorShortDesc(value: unknown, fallbackMessage: string = GENERIC_ERROR_MESSAGE): string {
  if (!isAppError(value)) return fallbackMessage;
  return value.shortDesc || value.message || fallbackMessage;
}

/** The error code of a thrown value, or null. */
export function errorCode(value: unknown): string | null {
  return isAppError(value) ? value.code : null;
}
