import { isAppError } from '@diy/api';
import { GENERIC_ERROR_MESSAGE, formatIstDateTime, staffActionErrorToast } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { useCallback, useMemo } from 'react';

/** Which text of a failure to show: approvals show longDesc, rejections shortDesc, other actions errors.message. */
export type ErrorText = 'message' | 'shortDesc' | 'longDesc';

/** The text of a failed call: the part asked for, else the message, else the fallback. */
export function failureText(error: unknown, pick: ErrorText = 'message', fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (!isAppError(error)) return fallback;
  const text = error[pick] || error.message;
  return text && text.trim() !== '' ? text : fallback;
}

/** Success and failure toasts of staff actions; failures say errors.message or 'Error occured' (seed 001 section 8). */
export function useStaffToasts() {
  const dispatch = useAppDispatch();
  const success = useCallback((text: string) => dispatch(showToast({ type: 'success', data: text })), [dispatch]);
  const failure = useCallback(
    (error: unknown) => dispatch(showToast({ type: 'error', data: staffActionErrorToast(isAppError(error) ? error.message : null) })),
    [dispatch],
  );
  const error = useCallback((text: string) => dispatch(showToast({ type: 'error', data: text })), [dispatch]);
  return useMemo(() => ({ success, failure, error }), [success, failure, error]);
}

/** dd/MM/yyyy hh:mm AM in IST, or a dash when there is no time. */
export function istDateTime(iso: string | null | undefined): string {
  return iso ? formatIstDateTime(iso) : '—';
}
