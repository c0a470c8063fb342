import {
  categoriesAnswerSchema,
  categoriesQuerySchema,
  envelopeSchema,
  genresAnswerSchema,
  genresQuerySchema,
  MASTER_COMPONENTS,
  masterComponentAnswerSchema,
  masterSearchQuerySchema,
  splitCategoryCodes,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { requireRoles } from '../../plugins/auth';
import { MasterRepository } from '../../repositories/master-repository';

const security = [{ appCode: [], bearer: [] }];

/** Masters of the event sections (seed 000 section 7): categories, genres, languages, artists, venues. */
export const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  const masters = new MasterRepository(app.database.db);
  const preHandler = requireRoles('organiser');

  app.get(
    '/events/masters/categories',
    {
      preHandler,
      schema: {
        tags: ['masters'],
        summary: 'Categories (100 from offset 0), with their sub-categories when fetchChildren=true; searchKey=name filters',
        security,
        querystring: categoriesQuerySchema,
        response: { 200: envelopeSchema(categoriesAnswerSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await masters.categories(request.query)),
  );

  app.get(
    '/events/masters/genre',
    {
      preHandler,
      schema: {
        tags: ['masters'],
        summary: 'Genres of the categories given as a pipe-joined list of codes (or names)',
        security,
        querystring: genresQuerySchema,
        response: { 200: envelopeSchema(genresAnswerSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok({ genres: await masters.genres(splitCategoryCodes(request.query.categories)) }),
  );

  app.get(
    '/events/masters/:component',
    {
      preHandler,
      schema: {
        tags: ['masters'],
        summary:
          'languages (all, trending ones flagged), artists (name search: prefix or word, case-insensitive, 20 with the total) or venues (venueType, trending first)',
        security,
        params: z.object({ component: z.enum(MASTER_COMPONENTS) }),
        querystring: masterSearchQuerySchema,
        response: { 200: envelopeSchema(masterComponentAnswerSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { searchValue, limit, venueType } = request.query;
      switch (request.params.component) {
        case 'languages':
          return ok({ languages: await masters.languages(searchValue) });
        case 'artists':
          return ok(await masters.artists(searchValue, limit));
        case 'venues':
          return ok(await masters.venues({ venueType, searchValue, limit }));
      }
    },
  );
};
