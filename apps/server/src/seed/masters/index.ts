import type { Db } from '../../db/client';
import { seedArtists } from './artists';
import { seedCategories } from './categories';
import { seedLanguages } from './languages';
import { seedVenues } from './venues';

export interface MastersSeedResult {
  categories: number;
  genres: number;
  languages: number;
  artistsInserted: number;
  venues: number;
}

/** Masters of the event sections (idempotent): categories and genres, languages, the artist directory, venues. */
export async function seedMasters(db: Db): Promise<MastersSeedResult> {
  const { categories, genres } = await seedCategories(db);
  const languages = await seedLanguages(db);
  const artistsInserted = await seedArtists(db);
  const venues = await seedVenues(db);
  return { categories, genres, languages, artistsInserted, venues };
}
