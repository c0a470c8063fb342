import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterCategories, masterGenres } from '../../db/schema';

interface CategorySeed {
  code: string;
  name: string;
  subCategories: string[];
  genres: string[];
}

/**
 * Categories of an Indian ticketing site, each with its sub-categories and genres. The codes of the first five
 * match the demo events (CONCERTS, COMEDY, THEATRE, WORKSHOPS, SPORTS); sub-category and genre codes are the
 * category code plus the name in capitals (e.g. CONCERTS_BOLLYWOOD, COMEDY_G_STAND_UP).
 */
export const CATEGORY_SEED: CategorySeed[] = [
  {
    code: 'CONCERTS',
    name: 'Music Shows',
    subCategories: ['Concerts', 'Bollywood', 'Indie', 'Classical (Hindustani)', 'Classical (Carnatic)', 'EDM', 'Sufi & Qawwali', 'Ghazal', 'Folk', 'Rock & Metal', 'Hip-Hop & Rap', 'Jazz & Blues', 'Devotional', 'Music Festivals'],
    genres: ['Bollywood', 'Indie Pop', 'Rock', 'Metal', 'Jazz', 'Blues', 'Hip-Hop', 'Rap', 'EDM', 'Techno', 'House', 'Hindustani Classical', 'Carnatic Classical', 'Sufi', 'Qawwali', 'Ghazal', 'Folk', 'Devotional', 'Fusion', 'Punjabi', 'Western Classical', 'Acoustic', 'Retro'],
  },
  {
    code: 'COMEDY',
    name: 'Comedy Shows',
    subCategories: ['Stand-up', 'Improv', 'Sketch Comedy', 'Open Mic', 'Comedy Festivals', 'Roast'],
    genres: ['Stand-up', 'Observational', 'Political Satire', 'Dark Comedy', 'Musical Comedy', 'Improv', 'Storytelling', 'Clean Comedy', 'Crowd Work'],
  },
  {
    code: 'THEATRE',
    name: 'Theatre',
    subCategories: ['Plays', 'Musicals', 'Marathi Natak', 'Gujarati Natak', 'Street Theatre', 'Kids Theatre', 'Puppetry'],
    genres: ['Drama', 'Comedy', 'Tragedy', 'Musical', 'Mythological', 'Historical', 'Experimental', 'Satire', 'Thriller'],
  },
  {
    code: 'WORKSHOPS',
    name: 'Workshops',
    subCategories: ['Art & Craft', 'Photography', 'Cooking & Baking', 'Music Lessons', 'Dance Classes', 'Pottery', 'Writing', 'Business & Careers', 'Wellness', 'Gardening'],
    genres: ['Beginner', 'Intermediate', 'Advanced', 'Hands-on', 'Masterclass', 'Weekend Workshop'],
  },
  {
    code: 'SPORTS',
    name: 'Sports',
    subCategories: ['Cricket', 'Football', 'Kabaddi', 'Badminton', 'Marathons & Runs', 'Cycling', 'Chess', 'Live Screenings', 'Esports'],
    genres: ['Tournament', 'League Match', 'Screening', 'Amateur', 'Professional', 'Fitness Run'],
  },
  {
    code: 'DANCE',
    name: 'Dance & Performances',
    subCategories: ['Bharatanatyam', 'Kathak', 'Odissi', 'Kuchipudi', 'Lavani', 'Bollywood Dance', 'Contemporary', 'Garba & Dandiya'],
    genres: ['Classical', 'Folk', 'Contemporary', 'Fusion', 'Hip-Hop Dance', 'Bollywood'],
  },
  {
    code: 'KIDS',
    name: 'Kids',
    subCategories: ['Kids Workshops', 'Storytelling', 'Magic Shows', 'Science & STEM', 'Summer Camps', 'Kids Theatre'],
    genres: ['Ages 3 to 6', 'Ages 7 to 12', 'Teens', 'Family'],
  },
  {
    code: 'EXHIBITIONS',
    name: 'Exhibitions',
    subCategories: ['Art Exhibitions', 'Photography Exhibitions', 'Trade Fairs', 'Book Fairs', 'Auto Expos', 'Craft Melas'],
    genres: ['Contemporary Art', 'Traditional Art', 'Photography', 'Design', 'Handicrafts', 'Technology'],
  },
  {
    code: 'SPIRITUALITY',
    name: 'Spirituality',
    subCategories: ['Satsang', 'Bhajan Sandhya', 'Kirtan', 'Meditation', 'Yoga Retreats', 'Religious Discourses'],
    genres: ['Bhajan', 'Kirtan', 'Meditation', 'Yoga', 'Discourse', 'Chanting'],
  },
  {
    code: 'FOOD_DRINKS',
    name: 'Food & Drinks',
    subCategories: ['Food Festivals', 'Tasting Sessions', 'Brewery Tours', 'Pop-up Dinners', 'Cooking Competitions'],
    genres: ['Street Food', 'Regional Cuisine', 'Vegetarian', 'Craft Beer', 'Coffee', 'Desserts', 'Wine Tasting'],
  },
  {
    code: 'NIGHTLIFE',
    name: 'Nightlife',
    subCategories: ['Club Nights', 'DJ Nights', 'Bollywood Nights', 'Karaoke', 'New Year Parties', 'Holi Parties'],
    genres: ['Bollywood', 'EDM', 'Techno', 'Hip-Hop', 'Retro', 'Commercial'],
  },
  {
    code: 'MEETUPS',
    name: 'Meetups & Talks',
    subCategories: ['Conferences', 'Talks', 'Networking', 'Book Clubs', 'Startup Meetups', 'Poetry & Open Mics'],
    genres: ['Technology', 'Business', 'Literature', 'Poetry', 'Science', 'Social Impact'],
  },
  {
    code: 'FESTIVALS',
    name: 'Festivals & Fairs',
    subCategories: ['Navratri', 'Durga Puja', 'Diwali Melas', 'Literature Festivals', 'Cultural Festivals', 'Flea Markets'],
    genres: ['Cultural', 'Religious', 'Literary', 'Community', 'Shopping'],
  },
  {
    code: 'ADVENTURE',
    name: 'Adventure & Outdoors',
    subCategories: ['Treks', 'Camping', 'Heritage Walks', 'Nature Trails', 'Water Sports', 'Stargazing'],
    genres: ['Easy', 'Moderate', 'Challenging', 'Family Friendly', 'Overnight'],
  },
  {
    code: 'SCREENINGS',
    name: 'Screenings',
    subCategories: ['Film Screenings', 'Film Festivals', 'Documentaries', 'Short Films', 'Open-air Cinema'],
    genres: ['Hindi Cinema', 'Regional Cinema', 'World Cinema', 'Documentary', 'Animation', 'Classics'],
  },
  {
    code: 'ONLINE',
    name: 'Online Events',
    subCategories: ['Live Streams', 'Webinars', 'Online Workshops', 'Online Comedy', 'Online Concerts'],
    genres: ['Live', 'On Demand', 'Interactive'],
  },
];

const slug = (name: string): string =>
  name
    .toUpperCase()
    .replace(/&/g, 'AND')
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export const subCategoryCode = (categoryCode: string, name: string): string => `${categoryCode}_${slug(name)}`;
export const genreCode = (categoryCode: string, name: string): string => `${categoryCode}_G_${slug(name)}`;

/** Upserts categories, sub-categories (children) and genres: names and order follow this file. */
export async function seedCategories(db: Db): Promise<{ categories: number; genres: number }> {
  const categoryRows = CATEGORY_SEED.flatMap((c, i) => [
    { code: c.code, name: c.name, parentCode: null, sort: i },
    ...c.subCategories.map((name, j) => ({ code: subCategoryCode(c.code, name), name, parentCode: c.code, sort: j })),
  ]);
  const genreRows = CATEGORY_SEED.flatMap((c) => c.genres.map((name, j) => ({ code: genreCode(c.code, name), name, categoryCode: c.code, sort: j })));
  await db
    .insert(masterCategories)
    .values(categoryRows)
    .onConflictDoUpdate({
      target: masterCategories.code,
      set: { name: sql`excluded.name`, parentCode: sql`excluded.parent_code`, sort: sql`excluded.sort` },
    });
  await db
    .insert(masterGenres)
    .values(genreRows)
    .onConflictDoUpdate({
      target: masterGenres.code,
      set: { name: sql`excluded.name`, categoryCode: sql`excluded.category_code`, sort: sql`excluded.sort` },
    });
  return { categories: categoryRows.length, genres: genreRows.length };
}
