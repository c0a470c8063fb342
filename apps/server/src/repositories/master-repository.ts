import type { Artist, Category, CodeName, Language, MasterVenue } from '@diy/domain';
import { ARTIST_ROLES, type ArtistRole, type VenueType } from '@diy/domain';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { masterArtists, masterCategories, masterGenres, masterLanguages, masterVenues } from '../db/schema';
import { containsPattern, escapeLike } from '../db/like';

/** `%` and `_` in a search term match themselves. */

const asRole = (role: string): ArtistRole => ((ARTIST_ROLES as readonly string[]).includes(role) ? (role as ArtistRole) : 'Organiser');

/** Reads the masters of the event sections (seed 000 section 7). */
export class MasterRepository {
  constructor(private readonly db: Db) {}

  /** Top-level categories by sort order, optionally with their sub-categories; search matches a category or sub-category name. */
  async categories(q: { limit: number; offset: number; fetchChildren: boolean; searchValue?: string | undefined }): Promise<{ categories: Category[]; total: number }> {
    const term = q.searchValue?.trim().toLowerCase();
    let where: SQL | undefined = isNull(masterCategories.parentCode);
    if (term) {
      const like = containsPattern(term);
      where = and(
        where,
        sql`(lower(${masterCategories.name}) like ${like} or exists (
          select 1 from master_categories c2 where c2.parent_code = ${masterCategories.code} and lower(c2.name) like ${like}))`,
      );
    }
    const [totalRow] = await this.db.select({ n: count() }).from(masterCategories).where(where);
    const parents = await this.db
      .select({ code: masterCategories.code, name: masterCategories.name })
      .from(masterCategories)
      .where(where)
      .orderBy(asc(masterCategories.sort), asc(masterCategories.code))
      .limit(q.limit)
      .offset(q.offset);
    const children = new Map<string, CodeName[]>();
    if (q.fetchChildren && parents.length > 0) {
      const rows = await this.db
        .select({ code: masterCategories.code, name: masterCategories.name, parent: masterCategories.parentCode })
        .from(masterCategories)
        .where(inArray(masterCategories.parentCode, parents.map((p) => p.code)))
        .orderBy(asc(masterCategories.sort), asc(masterCategories.code));
      for (const r of rows) {
        if (!r.parent) continue;
        const list = children.get(r.parent) ?? [];
        list.push({ code: r.code, name: r.name });
        children.set(r.parent, list);
      }
    }
    return { categories: parents.map((p) => ({ ...p, subCategories: children.get(p.code) ?? [] })), total: totalRow?.n ?? 0 };
  }

  /** Genres of the given categories (codes, or names case-insensitively), in category then genre order. */
  async genres(categories: string[]): Promise<{ code: string; name: string; categoryCode: string }[]> {
    if (categories.length === 0) return [];
    const lowered = categories.map((c) => c.toLowerCase());
    return this.db
      .select({ code: masterGenres.code, name: masterGenres.name, categoryCode: masterGenres.categoryCode })
      .from(masterGenres)
      .innerJoin(masterCategories, eq(masterCategories.code, masterGenres.categoryCode))
      .where(sql`(${inArray(masterGenres.categoryCode, categories)} or ${inArray(sql`lower(${masterCategories.name})`, lowered)})`)
      .orderBy(asc(masterCategories.sort), asc(masterGenres.sort));
  }

  async languages(searchValue?: string): Promise<(Language & { trending: boolean })[]> {
    const term = searchValue?.trim().toLowerCase();
    return this.db
      .select({ code: masterLanguages.code, name: masterLanguages.name, trending: masterLanguages.trending })
      .from(masterLanguages)
      .where(term ? sql`lower(${masterLanguages.name}) like ${`${escapeLike(term)}%`}` : undefined)
      .orderBy(asc(masterLanguages.sort), asc(masterLanguages.name));
  }

  /**
   * Artists whose name starts with the term or has a word starting with it, case-insensitively: whole-name prefix
   * matches first, then word matches, each by name. Without a term, the directory from the top.
   */
  async artists(searchValue: string | undefined, limit: number): Promise<{ artists: Artist[]; total: number }> {
    const term = searchValue?.trim().toLowerCase().replace(/\s+/g, ' ');
    const prefix = term ? `${escapeLike(term)}%` : '%';
    const word = term ? `% ${escapeLike(term)}%` : '%';
    const where = term ? sql`(lower(${masterArtists.name}) like ${prefix} or lower(${masterArtists.name}) like ${word})` : undefined;
    const [totalRow] = await this.db.select({ n: count() }).from(masterArtists).where(where);
    const rows = await this.db
      .select()
      .from(masterArtists)
      .where(where)
      .orderBy(sql`case when lower(${masterArtists.name}) like ${prefix} then 0 else 1 end`, asc(masterArtists.name), asc(masterArtists.id))
      .limit(limit);
    return {
      artists: rows.map((r) => ({ id: r.id, name: r.name, url: r.imageUrl, primaryRole: asRole(r.primaryRole), knownFor: r.knownFor })),
      total: totalRow?.n ?? 0,
    };
  }

  /** Venues of a type (default on ground), trending first, optionally by name. */
  async venues(q: { venueType?: VenueType | undefined; searchValue?: string | undefined; limit: number }): Promise<{ venues: MasterVenue[]; total: number }> {
    const term = q.searchValue?.trim().toLowerCase();
    const where = and(
      eq(masterVenues.venueType, q.venueType ?? 'onGround'),
      term ? sql`(lower(${masterVenues.name}) like ${containsPattern(term)} or lower(${masterVenues.region}) like ${`${escapeLike(term)}%`})` : undefined,
    );
    const [totalRow] = await this.db.select({ n: count() }).from(masterVenues).where(where);
    const rows = await this.db.select().from(masterVenues).where(where).orderBy(sql`${masterVenues.trending} desc`, asc(masterVenues.name)).limit(q.limit);
    return {
      venues: rows.map((v) => ({
        code: v.code,
        name: v.name,
        address: v.address,
        region: v.region,
        regionCode: v.regionCode,
        trending: v.trending,
        venueType: v.venueType === 'online' ? 'online' : 'onGround',
        venueSubType: v.venueSubType,
      })),
      total: totalRow?.n ?? 0,
    };
  }

  // Lookups used to validate saved sections.

  async categoryTree(code: string): Promise<{ name: string; subCategories: Set<string>; genres: Set<string> } | null> {
    const [cat] = await this.db
      .select({ name: masterCategories.name })
      .from(masterCategories)
      .where(and(eq(masterCategories.code, code), isNull(masterCategories.parentCode)));
    if (!cat) return null;
    const subs = await this.db.select({ code: masterCategories.code }).from(masterCategories).where(eq(masterCategories.parentCode, code));
    const genres = await this.db.select({ code: masterGenres.code }).from(masterGenres).where(eq(masterGenres.categoryCode, code));
    return { name: cat.name, subCategories: new Set(subs.map((s) => s.code)), genres: new Set(genres.map((g) => g.code)) };
  }

  async languageCodes(codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await this.db.select({ code: masterLanguages.code }).from(masterLanguages).where(inArray(masterLanguages.code, codes));
    return new Set(rows.map((r) => r.code));
  }

  async artistsById(ids: string[]): Promise<Map<string, { name: string; url: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: masterArtists.id, name: masterArtists.name, url: masterArtists.imageUrl })
      .from(masterArtists)
      .where(inArray(masterArtists.id, ids));
    return new Map(rows.map((r) => [r.id, { name: r.name, url: r.url }]));
  }
}
