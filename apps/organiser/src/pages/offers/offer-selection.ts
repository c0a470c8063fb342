import { OFFER_WIZARD_STEPS, type OfferWizardStep } from '@diy/domain';

/** The wizard's selection (seed 000 section 3: event, eventCode, audience, offer). */
export interface OfferSelection {
  /** The event's name, shown in the later steps. */
  event: string | null;
  eventCode: string | null;
  audience: string | null;
  offer: string | null;
}

export const EMPTY_SELECTION: OfferSelection = { event: null, eventCode: null, audience: null, offer: null };

export type SelectionChange =
  | { type: 'event'; eventCode: string; event: string }
  | { type: 'audience'; audience: string }
  | { type: 'offer'; offer: string }
  | { type: 'reset' };

/** Seed 000 section 4: a new event clears the rest of the selection; a new audience clears the offer; Reset clears all. */
export function selectionReducer(state: OfferSelection, change: SelectionChange): OfferSelection {
  switch (change.type) {
    case 'event':
      return change.eventCode === state.eventCode ? { ...state, event: change.event } : { ...EMPTY_SELECTION, event: change.event, eventCode: change.eventCode };
    case 'audience':
      return change.audience === state.audience ? state : { ...state, audience: change.audience, offer: null };
    case 'offer':
      return { ...state, offer: change.offer };
    case 'reset':
      return EMPTY_SELECTION;
  }
}

export function isWizardStep(value: string | undefined): value is OfferWizardStep {
  return (OFFER_WIZARD_STEPS as readonly string[]).includes(value ?? '');
}

/** The furthest step the selection allows: a step needs everything chosen before it. */
export function allowedStep(s: OfferSelection, wanted: OfferWizardStep): OfferWizardStep {
  if (wanted === 'event' || !s.eventCode) return 'event';
  if (wanted === 'audience' || !s.audience) return 'audience';
  return 'offer';
}

const KEY = 'diy.offers.selection';

/** The selection survives a reload of a wizard step (sessionStorage, this tab only). */
export function loadSelection(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): OfferSelection {
  try {
    const raw = storage?.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<OfferSelection>) : {};
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    return { event: text(parsed.event), eventCode: text(parsed.eventCode), audience: text(parsed.audience), offer: text(parsed.offer) };
  } catch {
    return EMPTY_SELECTION;
  }
}

export function saveSelection(s: OfferSelection, storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(s));
  } catch {
    // Private mode without storage: the selection lives in memory only.
  }
}
