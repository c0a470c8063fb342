import { SHELL_MESSAGES } from '@diy/domain';
import { useCallback } from 'react';
import { useAppDispatch } from '../../store/create-store';
import { showToast } from '../../store/ui-slice';

export type LoginSchemas = typeof import('./login-schemas');

/** The login forms' schemas (login-schemas.ts), loaded once: zod and the schemas are a chunk of their own. */
export function loadLoginSchemas(): Promise<LoginSchemas> {
  return import('./login-schemas');
}

/** Starts loading the schemas (a form's first focus), so they are there by the time the form is sent. */
export function preloadLoginSchemas(): void {
  loadLoginSchemas().catch(() => undefined);
}

/**
 * `load()`: the schemas, or null when they cannot load (no network), after the error toast a login call would have
 * shown then.
 */
export function useLoginSchemas() {
  const dispatch = useAppDispatch();
  return useCallback(async (): Promise<LoginSchemas | null> => {
    try {
      return await loadLoginSchemas();
    } catch {
      dispatch(showToast({ type: 'error', data: SHELL_MESSAGES.generic }));
      return null;
    }
  }, [dispatch]);
}
