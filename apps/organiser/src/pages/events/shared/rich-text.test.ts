import { TEXT_POPUP_TITLES } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal';
import { normaliseHtml, screenTextPopup } from './rich-text';

describe('rich text', () => {
  it('treats empty editor markup as empty and ignores whitespace changes', () => {
    expect(normaliseHtml('<p></p>')).toBe('');
    expect(normaliseHtml('<p><br></p>')).toBe('');
    expect(normaliseHtml('<p>Hello  world</p><p></p>')).toBe(normaliseHtml('<p>Hello world</p>'));
  });
  it('checks only the sections a screen saves', () => {
    expect(screenTextPopup({ tnc: '<p>No refunds.</p>' })).toBeNull();
    expect(screenTextPopup({ tnc: '<p>©</p>' })?.title).toBe(TEXT_POPUP_TITLES.tnc);
    expect(screenTextPopup({ synopsis: '<p></p>', reasonsToAttend: [] })?.title).toBe(TEXT_POPUP_TITLES.synopsis);
    expect(screenTextPopup({ synopsis: '<p>Good</p>', reasonsToAttend: ['★'] })?.title).toBe(TEXT_POPUP_TITLES.reasonsToAttend);
  });
});

describe('deep compare', () => {
  it('compares plain data by value, key order and undefined keys aside', () => {
    expect(deepEqual({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ a: [] }, { a: {} })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});
