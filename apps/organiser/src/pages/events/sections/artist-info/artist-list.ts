import type { Artist, ArtistInfoItem, ArtistRole } from '@diy/domain';

/** Adds the artist with the roles ticked, or gives an artist already on the event those roles instead. */
export function withArtistRoles(list: readonly ArtistInfoItem[], artist: Pick<Artist, 'id' | 'name' | 'url'>, roles: readonly ArtistRole[]): ArtistInfoItem[] {
  const existing = list.find((a) => a.id === artist.id);
  if (existing) return list.map((a) => (a.id === artist.id ? { ...a, roles: [...roles] } : a));
  return [...list, { id: artist.id, name: artist.name, url: artist.url, roles: [...roles] }];
}

export function withoutArtist(list: readonly ArtistInfoItem[], id: string): ArtistInfoItem[] {
  return list.filter((a) => a.id !== id);
}
