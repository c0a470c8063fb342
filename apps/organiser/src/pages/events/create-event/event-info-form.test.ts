import { EVENT_INFO_MESSAGES, type Category } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_INFO, chooseCategory, eventInfoErrors, subCategoriesOf } from './event-info-form';

const categories: Category[] = [
  { code: 'MUSIC', name: 'Music', subCategories: [{ code: 'CONCERT', name: 'Concert' }] },
  { code: 'COMEDY', name: 'Comedy', subCategories: [{ code: 'STANDUP', name: 'Stand-up' }] },
];

describe('name and category step', () => {
  it('asks for a name and a category', () => {
    expect(eventInfoErrors(EMPTY_EVENT_INFO)).toEqual({ eventTitle: EVENT_INFO_MESSAGES.titleLength, category: EVENT_INFO_MESSAGES.categoryRequired });
    expect(eventInfoErrors({ ...EMPTY_EVENT_INFO, eventTitle: 'Sunburn Goa', category: [{ code: 'MUSIC', name: 'Music' }] })).toEqual({});
  });
  it('a new category resets sub-category and genre; the same one keeps them', () => {
    const music = chooseCategory(EMPTY_EVENT_INFO, categories, 'MUSIC');
    const withSub = { ...music, subCategory: { code: 'CONCERT', name: 'Concert' }, genre: [{ code: 'ROCK', name: 'Rock' }] };
    expect(chooseCategory(withSub, categories, 'MUSIC')).toBe(withSub);
    expect(chooseCategory(withSub, categories, 'COMEDY')).toMatchObject({ category: [{ code: 'COMEDY' }], subCategory: null, genre: [] });
    expect(subCategoriesOf(withSub, categories)).toEqual([{ code: 'CONCERT', name: 'Concert' }]);
  });
});
