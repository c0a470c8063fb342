import { envelopeSchema, newTaxRateSchema, SETTLEMENT_MESSAGES, taxRateListSchema, taxRateSchema } from '@diy/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { authenticate, currentUser } from '../../plugins/auth';
import { requireFinanceStaff, TaxRateAdmin } from '../../services/money/tax-rate-admin';
import { staffActor } from '../../services/staff/audit';

const security = [{ appCode: [], bearer: [] }];
const tags = ['finance'];
const errs = errorResponses(400, 401, 403, 409, 500);

/**
 * Finance staff (role finance, or admin): tax rates with effective dates (docs/settlements.md). The payout queue and
 * batches go here too (SETTLEMENT_PATHS). The caller is checked before validation.
 */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rates = new TaxRateAdmin(app.database.db, () => app.now());
  async function requireFinance(request: FastifyRequest): Promise<void> {
    await authenticate.call(app, request, undefined as never);
    requireFinanceStaff(currentUser(request));
  }

  app.get(
    '/finance/tax-rates',
    { preValidation: requireFinance, schema: { tags, security, summary: 'Tax rates with their effective dates: the defaults and those finance added', response: { 200: envelopeSchema(taxRateListSchema), ...errs } } },
    async () => ok({ list: await rates.list() }),
  );

  app.post(
    '/finance/tax-rates',
    {
      preValidation: requireFinance,
      schema: {
        tags, security, summary: 'Add a tax rate from a date (today or later); audited',
        body: newTaxRateSchema,
        response: { 201: envelopeSchema(z.object({ rate: taxRateSchema, message: z.string() })), ...errs },
      },
    },
    async (request, reply) => {
      const rate = await rates.add(await staffActor(request), request.body);
      return reply.status(201).send(ok({ rate, message: SETTLEMENT_MESSAGES.rateAdded }, 201));
    },
  );
};
