import {
  MASTER_CATEGORIES_LIMIT,
  MASTER_CATEGORIES_OFFSET,
  artistsAnswerSchema,
  categoriesAnswerSchema,
  genresAnswerSchema,
  languagesAnswerSchema,
} from '@diy/domain';
import type * as z from 'zod';
import { api, unwrap } from './base-api';

export type CategoriesAnswer = z.infer<typeof categoriesAnswerSchema>;
export type GenresAnswer = z.infer<typeof genresAnswerSchema>;
export type LanguagesAnswer = z.infer<typeof languagesAnswerSchema>;
export type ArtistsAnswer = z.infer<typeof artistsAnswerSchema>;

/** The genre query: category codes joined by pipes, in a stable order so equal selections share a cache entry. */
export function genreCategoriesParam(codes: readonly string[]): string {
  return [...new Set(codes.map((c) => c.trim()).filter(Boolean))].sort().join('|');
}

/** Masters (seed 000 section 7): categories with their sub-categories, genres, languages and the artist directory. */
export const mastersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET events/masters/categories?limit=100&offset=0&fetchChildren=true */
    getCategories: build.query<CategoriesAnswer, void>({
      query: () => ({
        url: '/events/masters/categories',
        params: { limit: MASTER_CATEGORIES_LIMIT, offset: MASTER_CATEGORIES_OFFSET, fetchChildren: true },
      }),
      transformResponse: unwrap(categoriesAnswerSchema),
      providesTags: [{ type: 'Masters', id: 'categories' }],
      keepUnusedDataFor: 3600,
    }),
    /** GET events/masters/genre?categories=A|B */
    getGenres: build.query<GenresAnswer, readonly string[]>({
      query: (codes) => ({ url: '/events/masters/genre', params: { categories: genreCategoriesParam(codes) } }),
      transformResponse: unwrap(genresAnswerSchema),
      providesTags: (_result, _error, codes) => [{ type: 'Masters', id: `genre:${genreCategoriesParam(codes)}` }],
      keepUnusedDataFor: 3600,
    }),
    /** GET events/masters/languages */
    getLanguages: build.query<LanguagesAnswer, void>({
      query: () => ({ url: '/events/masters/languages' }),
      transformResponse: unwrap(languagesAnswerSchema),
      providesTags: [{ type: 'Masters', id: 'languages' }],
      keepUnusedDataFor: 3600,
    }),
    /** GET events/masters/artists?searchKey=name&searchValue= (the caller debounces by 600 ms). */
    searchArtists: build.query<ArtistsAnswer, string>({
      query: (searchValue) => ({ url: '/events/masters/artists', params: { searchKey: 'name', searchValue: searchValue.trim() } }),
      transformResponse: unwrap(artistsAnswerSchema),
      providesTags: (_result, _error, q) => [{ type: 'Masters', id: `artists:${q.trim().toLowerCase()}` }],
    }),
  }),
});

export const { useGetCategoriesQuery, useGetGenresQuery, useGetLanguagesQuery, useSearchArtistsQuery } = mastersApi;
