import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterLanguages } from '../../db/schema';

/**
 * The 22 languages of the Eighth Schedule plus English. Codes are the first three letters in capitals (as the demo
 * events use: HIN, ENG, MAR ...), except Santali (SAT, ISO 639-2) which would clash with Sanskrit. Trending ones are
 * the languages most events are held in; they lead the list in this order, the rest follow alphabetically.
 */
export const LANGUAGE_SEED: { code: string; name: string; trending: boolean }[] = [
  { code: 'HIN', name: 'Hindi', trending: true },
  { code: 'ENG', name: 'English', trending: true },
  { code: 'MAR', name: 'Marathi', trending: true },
  { code: 'TAM', name: 'Tamil', trending: true },
  { code: 'TEL', name: 'Telugu', trending: true },
  { code: 'KAN', name: 'Kannada', trending: true },
  { code: 'BEN', name: 'Bengali', trending: true },
  { code: 'MAL', name: 'Malayalam', trending: true },
  { code: 'GUJ', name: 'Gujarati', trending: true },
  { code: 'PUN', name: 'Punjabi', trending: true },
  { code: 'ASS', name: 'Assamese', trending: false },
  { code: 'BOD', name: 'Bodo', trending: false },
  { code: 'DOG', name: 'Dogri', trending: false },
  { code: 'KAS', name: 'Kashmiri', trending: false },
  { code: 'KON', name: 'Konkani', trending: false },
  { code: 'MAI', name: 'Maithili', trending: false },
  { code: 'MAN', name: 'Manipuri', trending: false },
  { code: 'NEP', name: 'Nepali', trending: false },
  { code: 'ODI', name: 'Odia', trending: false },
  { code: 'SAN', name: 'Sanskrit', trending: false },
  { code: 'SAT', name: 'Santali', trending: false },
  { code: 'SIN', name: 'Sindhi', trending: false },
  { code: 'URD', name: 'Urdu', trending: false },
];

export async function seedLanguages(db: Db): Promise<number> {
  await db
    .insert(masterLanguages)
    .values(LANGUAGE_SEED.map((l, i) => ({ ...l, sort: i })))
    .onConflictDoUpdate({
      target: masterLanguages.code,
      set: { name: sql`excluded.name`, trending: sql`excluded.trending`, sort: sql`excluded.sort` },
    });
  return LANGUAGE_SEED.length;
}
