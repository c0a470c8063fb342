import { describe, expect, it } from 'vitest';
import { withArtistRole, withoutArtist } from './artist-list';

const zakir = { id: 'A1', name: 'Zakir Khan', url: null };

describe('artist list', () => {
  it('adds an artist with a role, and changes the role of one already added', () => {
    const one = withArtistRole([], zakir, 'Actor');
    expect(one).toEqual([{ ...zakir, roles: ['Actor'] }]);
    expect(withArtistRole(one, zakir, 'Writer')).toEqual([{ ...zakir, roles: ['Writer'] }]);
    expect(withoutArtist(one, 'A1')).toEqual([]);
  });
});
