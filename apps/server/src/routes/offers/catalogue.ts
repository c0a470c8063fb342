import { ADMIN_ROLES, catalogueOfferCreateSchema, catalogueOfferListSchema, catalogueOfferRulesSchema, catalogueOfferSchema, envelopeSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import type { OfferCatalogue } from '../../services/offers/catalogue';
import { staffActor } from '../../services/staff/audit';
import { staffOpts } from '../staff/shared';

const P = '/proxy/diy/v1/offers/catalogue';
const params = z.object({ code: z.string().trim().toUpperCase().max(40) });
const errs = errorResponses(400, 401, 403, 404, 409, 500);

/** Staff keep the offer catalogue (admin role): list, create, edit, retire; every change in the audit log. */
export const offerCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: OfferCatalogue }> = async (app, { catalogue }) => {
  const opts = staffOpts(ADMIN_ROLES, 'staff: offers');

  app.get(P, opts('Every catalogue offer, retired last', { response: { 200: envelopeSchema(catalogueOfferListSchema), ...errs } }), async () =>
    ok({ results: await catalogue.list(), audiences: await catalogue.audiences() }),
  );

  app.post(
    P,
    opts('Adds an offer to the catalogue', { body: catalogueOfferCreateSchema, response: { 201: envelopeSchema(catalogueOfferSchema), ...errs } }),
    async (request, reply) => reply.code(201).send(ok(await catalogue.create(await staffActor(request), request.body), 201)),
  );

  app.put(
    `${P}/:code`,
    opts("Edits an offer's rules (its code stays)", { params, body: catalogueOfferRulesSchema, response: { 200: envelopeSchema(catalogueOfferSchema), ...errs } }),
    async (request) => ok(await catalogue.update(await staffActor(request), request.params.code, request.body)),
  );

  app.put(
    `${P}/:code/retire`,
    opts('Retires an offer: no new opt-ins, no redemptions', { params, body: z.object({}).nullish(), response: { 200: envelopeSchema(catalogueOfferSchema), ...errs } }),
    async (request) => ok(await catalogue.retire(await staffActor(request), request.params.code)),
  );
};
