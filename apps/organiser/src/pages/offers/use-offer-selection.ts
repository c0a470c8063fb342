import { useCallback, useEffect, useReducer } from 'react';
import { loadSelection, saveSelection, selectionReducer, type SelectionChange } from './offer-selection';

/** The wizard's selection, kept across its steps and a reload (sessionStorage). */
export function useOfferSelection() {
  const [selection, dispatch] = useReducer(selectionReducer, undefined, () => loadSelection());
  useEffect(() => saveSelection(selection), [selection]);
  const change = useCallback((c: SelectionChange) => dispatch(c), []);
  return { selection, change };
}
