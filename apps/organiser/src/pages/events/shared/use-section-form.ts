import { useCallback, useState } from 'react';
import { deepEqual } from './deep-equal';

/**
 * A section's form state: the values first loaded and the current ones. The Save bar shows only while they
 * differ (deep compare). The section screen is keyed by the draft's id and update time, so a save that reloads
 * the draft starts a fresh form whose loaded values are the saved ones.
 * `normalise` maps a value before comparing (rich text editors rewrite HTML without a real change).
 */
export function useSectionForm<T>(initial: T | (() => T), normalise: (value: T) => unknown = (v) => v) {
  const [loaded] = useState(initial);
  const [value, setValue] = useState<T>(loaded);
  const dirty = !deepEqual(normalise(value), normalise(loaded));
  const discard = useCallback(() => setValue(loaded), [loaded]);
  const update = useCallback((patch: Partial<T>) => setValue((v) => ({ ...v, ...patch })), []);
  return { loaded, value, setValue, update, dirty, discard };
}
