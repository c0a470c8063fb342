import { describe, expect, it } from 'vitest';
import { allowedStep, EMPTY_SELECTION, loadSelection, saveSelection, selectionReducer, type OfferSelection } from './offer-selection';

const full: OfferSelection = { event: 'Zakir Khan', eventCode: 'ET00010002', audience: 'HDFC_CREDIT_CARD', offer: 'HDFC15' };

describe('offer wizard selection', () => {
  it.each<[string, Parameters<typeof selectionReducer>[1], OfferSelection]>([
    ['a new event clears the rest', { type: 'event', eventCode: 'ET00010003', event: 'Other' }, { ...EMPTY_SELECTION, event: 'Other', eventCode: 'ET00010003' }],
    ['the same event keeps the rest', { type: 'event', eventCode: 'ET00010002', event: 'Zakir Khan' }, full],
    ['a new audience clears the offer', { type: 'audience', audience: 'STUDENT' }, { ...full, audience: 'STUDENT', offer: null }],
    ['the same audience keeps the offer', { type: 'audience', audience: 'HDFC_CREDIT_CARD' }, full],
    ['an offer is chosen', { type: 'offer', offer: 'OTHER1' }, { ...full, offer: 'OTHER1' }],
    ['reset clears everything', { type: 'reset' }, EMPTY_SELECTION],
  ])('%s', (_, change, expected) => {
    expect(selectionReducer(full, change)).toEqual(expected);
  });

  it.each([
    [EMPTY_SELECTION, 'offer', 'event'],
    [{ ...EMPTY_SELECTION, eventCode: 'ET1', event: 'E' }, 'offer', 'audience'],
    [{ ...full, offer: null }, 'offer', 'offer'],
    [full, 'event', 'event'],
  ] as const)('a step needs what comes before it %#', (s, wanted, allowed) => {
    expect(allowedStep(s, wanted)).toBe(allowed);
  });

  it('keeps the selection in session storage and ignores junk', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveSelection(full, storage);
    expect(loadSelection(storage)).toEqual(full);
    store.set('diy.offers.selection', '{"eventCode":5,');
    expect(loadSelection(storage)).toEqual(EMPTY_SELECTION);
  });
});
