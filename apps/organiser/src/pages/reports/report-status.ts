import { isAppError, NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE } from '@diy/api';
import { REPORT_TEXTS, reportEmailErrorToast, type ReportStatus } from '@diy/domain';

/** What a report query or call looks like from the screen: RTK Query's flags and its error. */
export interface CallState {
  isUninitialized?: boolean;
  isLoading?: boolean;
  isFetching?: boolean;
  isSuccess?: boolean;
  isError?: boolean;
  error?: unknown;
  data?: unknown;
}

/** The HTTP status carried by a rejected call's body (the envelope's `status`), 0 for no answer. */
function bodyStatus(error: unknown): number {
  return isAppError(error) ? error.status : 0;
}

/**
 * The report screens' statuses (seed 000 sections 3 and 4): IDLE before a call, IN_PROGRESS while it runs without
 * figures to show, SUCCESS with figures, SERVER_ISSUE when the answer's body says 500, ERROR for any other failure.
 */
export function reportStatusOf(call: CallState): ReportStatus {
  if (call.isError) return bodyStatus(call.error) === 500 ? 'SERVER_ISSUE' : 'ERROR';
  if (call.isSuccess && call.data !== undefined) return 'SUCCESS';
  if (call.isLoading || call.isFetching) return 'IN_PROGRESS';
  return 'IDLE';
}

/** Whether the server answered with an error of its own (errors.message), rather than no answer at all. */
function serverMessage(error: unknown): string | null {
  if (!isAppError(error) || error.status === 0) return null;
  if ([NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE, 'ERR.UNKNOWN', 'ERR.PARSING', 'ERR.CUSTOM'].includes(error.code)) return null;
  return error.message || null;
}

/**
 * The toast of a failed e-mail request (seed 000 section 8): the server's errors.message, else 'Things went south,
 * please try again'; when the server could not be reached at all, 'Error while emailing the report'.
 */
export function emailFailureToast(error: unknown): string {
  if (isAppError(error) && (error.status === 0 || error.code === NETWORK_ERROR_CODE || error.code === TIMEOUT_ERROR_CODE)) return REPORT_TEXTS.emailingFailed;
  return reportEmailErrorToast(serverMessage(error));
}

/** What a report screen says when its figures could not be loaded: the server's message, else the e-mail default. */
export function reportLoadFailure(error: unknown): string {
  return reportEmailErrorToast(serverMessage(error));
}

/**
 * The booking a search shows: only the answer to the latest search, never the one before it (RTK Query keeps the
 * last found booking in `data` after a search that finds nothing; `currentData` is the latest search's own answer).
 */
export function searchedBooking<T>(call: { isError?: boolean; isFetching?: boolean; data?: T; currentData?: T }): T | null {
  if (call.isError || call.isFetching) return null;
  return call.currentData ?? null;
}
