import type { Artist, ArtistInfoItem, ArtistRole } from '@diy/domain';

/** Adds the artist with the role, or gives an artist already on the event that role instead. */
export function withArtistRole(list: readonly ArtistInfoItem[], artist: Pick<Artist, 'id' | 'name' | 'url'>, role: ArtistRole): ArtistInfoItem[] {
  const existing = list.find((a) => a.id === artist.id);
  if (existing) return list.map((a) => (a.id === artist.id ? { ...a, roles: [role] } : a));
  return [...list, { id: artist.id, name: artist.name, url: artist.url, roles: [role] }];
}

export function withoutArtist(list: readonly ArtistInfoItem[], id: string): ArtistInfoItem[] {
  return list.filter((a) => a.id !== id);
}
