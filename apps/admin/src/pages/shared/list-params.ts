import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStaffToasts } from './staff-feedback';

/** A value of the address when it is one of the allowed ones, else the fallback (a list's status tab). */
export function oneOf<S extends string>(allowed: readonly S[], value: string | null, fallback: S): S {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as S) : fallback;
}

/**
 * A staff list's state in the address: the search text, the page offset and an update that sets or (for null or
 * empty values) removes parameters, keeping the others.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  return { params, search, offset, update };
}

/** Row actions that mark one button busy by key while they run; a failure becomes an error toast. */
export function useBusyAction() {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const toasts = useStaffToasts();
  const run = async (key: string, action: () => Promise<void>) => {
    setBusyKey(key);
    try {
      await action();
    } catch (error) {
      toasts.failure(error);
    } finally {
      setBusyKey(null);
    }
  };
  return { busyKey, run };
}
