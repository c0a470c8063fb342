import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Masters of seed 000 section 7: categories (with sub-categories as children), genres per category,
 * languages, the artist directory and venues. Seeded with realistic Indian data; codes are stable keys.
 */
export const masterCategories = pgTable(
  'master_categories',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Set for a sub-category: the code of its category. */
    parentCode: text('parent_code'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('master_categories_parent_idx').on(t.parentCode, t.sort)],
);

export const masterGenres = pgTable(
  'master_genres',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => masterCategories.code, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('master_genres_category_idx').on(t.categoryCode, t.sort)],
);

export const masterLanguages = pgTable('master_languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Trending languages are listed under 'Popular Languages'. */
  trending: boolean('trending').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** The artist directory organisers pick artists and crew from. */
export const masterArtists = pgTable(
  'master_artists',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    /** What the artist is best known as (one of the artist roles). */
    primaryRole: text('primary_role').notNull(),
    knownFor: text('known_for'),
  },
  (t) => [index('master_artists_name_idx').on(sql`lower(${t.name}) text_pattern_ops`)],
);

/** Venues (seed 000 section 3, master venue): on-ground venues across cities, and the online venue codes. */
export const masterVenues = pgTable(
  'master_venues',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** City name, e.g. Mumbai; the first venue's region gives the event city. */
    region: text('region').notNull(),
    regionCode: text('region_code').notNull(),
    trending: boolean('trending').notNull().default(false),
    /** onGround or online. */
    venueType: text('venue_type').notNull().default('onGround'),
    /** For online venue codes: liveStreaming, vod, externalLiveStreaming, zoom or externalPaid. */
    venueSubType: text('venue_sub_type'),
    capacity: integer('capacity'),
  },
  (t) => [
    index('master_venues_type_idx').on(t.venueType, t.trending),
    index('master_venues_name_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);
