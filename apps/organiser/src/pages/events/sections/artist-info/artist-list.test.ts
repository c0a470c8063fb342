import { describe, expect, it } from 'vitest';
import { withArtistRoles, withoutArtist } from './artist-list';

const zakir = { id: 'A1', name: 'Zakir Khan', url: null };

describe('artist list', () => {
  it('adds an artist with a role, and changes the role of one already added', () => {
    const one = withArtistRoles([], zakir, ['Actor']);
    expect(one).toEqual([{ ...zakir, roles: ['Actor'] }]);
    expect(withArtistRoles(one, zakir, ['Writer', 'Actor'])).toEqual([{ ...zakir, roles: ['Writer', 'Actor'] }]);
    expect(withoutArtist(one, 'A1')).toEqual([]);
  });
});
