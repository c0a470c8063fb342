import { errorMessage } from '@diy/api';
import { SHELL_MESSAGES } from '@diy/domain';
import { showToast, useAppDispatch } from '@diy/shell';
import { useCallback, useMemo } from 'react';

/** Success and failure toasts of the profile's actions (failures: the server's message, or the generic one). */
export function useProfileToast() {
  const dispatch = useAppDispatch();
  const success = useCallback((text: string) => dispatch(showToast({ type: 'success', data: text })), [dispatch]);
  const failure = useCallback(
    (error: unknown) => dispatch(showToast({ type: 'error', data: errorMessage(error, SHELL_MESSAGES.generic) })),
    [dispatch],
  );
  return useMemo(() => ({ success, failure }), [success, failure]);
}
