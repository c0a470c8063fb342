import { showToast, useAppDispatch } from '@diy/shell';
import { useCallback, useMemo } from 'react';

/** Success and failure toasts of the report screens. */
export function useReportToast() {
  const dispatch = useAppDispatch();
  const success = useCallback((text: string) => dispatch(showToast({ type: 'success', data: text })), [dispatch]);
  const failure = useCallback((text: string) => dispatch(showToast({ type: 'error', data: text })), [dispatch]);
  return useMemo(() => ({ success, failure }), [success, failure]);
}
