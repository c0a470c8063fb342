import { describe, expect, it } from 'vitest';
import { groupTags, isOrganiserUuid } from './user-groups';

describe('user groups', () => {
  it('read as names, with the code on hover', () => {
    expect(groupTags(['DIY_ORGANISER', 'DIY_OFFER_MANAGER', 'DIY_LEGACY'])).toEqual([
      { label: 'Organiser dashboard', title: 'DIY_ORGANISER' },
      { label: 'Offers', title: 'DIY_OFFER_MANAGER' },
      { label: 'DIY_LEGACY', title: 'DIY_LEGACY' },
    ]);
  });
  it('tells an organiser id from a code', () => {
    expect(isOrganiserUuid('b3c1e2f4-8a9d-4e6f-9b1a-2c3d4e5f6a7b')).toBe(true);
    expect(isOrganiserUuid('ORG-MLE')).toBe(false);
  });
});
