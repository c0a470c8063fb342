import {
  dueNextSchema,
  envelopeSchema,
  statementDetailSchema,
  statementListAnswerSchema,
  statementListQuerySchema,
  withholdingQuerySchema,
} from '@diy/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { authenticate, currentUser } from '../../plugins/auth';
import { contentDisposition } from '../../services/file-links';
import { buildFeeInvoicePdf, buildStatementPdf } from '../../services/money/statement-pdf';
import { paymentsViewer, statementErrors, StatementViews } from '../../services/money/statement-views';
import { withholdingCsv } from '../../services/money/withholding-csv';

const security = [{ appCode: [], bearer: [] }];
const tags = ['payments'];
const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const errs = errorResponses(400, 401, 403, 404, 409, 500);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the payments routes before validation: the organiser whose statements the caller reads. */
    paymentsOrganiserId: string | null;
  }
}

/**
 * The organiser's Payments area (issue 33, docs/settlements.md): statements by status, what is due next, a statement,
 * its PDF, the platform fee's tax invoice and the quarter's TCS/TDS CSV. The caller is checked before validation: the
 * organiser owner or a user of the organiser with the finance feature (DIY_FINANCE); anyone else 401/403; another
 * organiser's statement 404.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const views = new StatementViews(db);
  app.decorateRequest('paymentsOrganiserId', null);
  async function requireViewer(request: FastifyRequest): Promise<void> {
    await authenticate.call(app, request, undefined as never);
    request.paymentsOrganiserId = (await paymentsViewer(db, currentUser(request))).organiserId;
  }
  const organiserOf = (request: FastifyRequest): string => {
    if (!request.paymentsOrganiserId) throw statementErrors.notFound();
    return request.paymentsOrganiserId;
  };
  const pdf = (reply: import('fastify').FastifyReply, fileName: string, bytes: Uint8Array) =>
    reply
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type('application/pdf')
      .send(Buffer.from(bytes));
  const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '-');

  app.get(
    '/payments/statements',
    {
      preValidation: requireViewer,
      schema: { tags, security, summary: "The organiser's settlement statements, newest show first, by status; counts per status", querystring: statementListQuerySchema, response: { 200: envelopeSchema(statementListAnswerSchema), ...errs } },
    },
    async (request) => ok(await views.list(organiserOf(request), request.query)),
  );

  app.get(
    '/payments/due',
    {
      preValidation: requireViewer,
      schema: { tags, security, summary: 'What is due next and when, what is outstanding, held, and carried forward', response: { 200: envelopeSchema(dueNextSchema), ...errs } },
    },
    async (request) => ok(await views.dueNext(organiserOf(request))),
  );

  app.get(
    '/payments/statements/:id',
    {
      preValidation: requireViewer,
      schema: { tags, security, summary: 'A statement: figures, ticket groups, adjustments, the rates used', params: idParams, response: { 200: envelopeSchema(statementDetailSchema), ...errs } },
    },
    async (request) => ok(await views.detail(organiserOf(request), request.params.id)),
  );

  app.get(
    '/payments/statements/:id/pdf',
    {
      preValidation: requireViewer,
      schema: { tags, security, summary: 'An issued statement as a PDF', params: idParams, response: { 200: z.any(), ...errs } },
    },
    async (request, reply) => {
      const d = await views.detail(organiserOf(request), request.params.id);
      if (!d.number) throw statementErrors.notIssued();
      return pdf(reply, `statement-${fileSafe(d.number)}.pdf`, await buildStatementPdf(d, app.now()));
    },
  );

  app.get(
    '/payments/statements/:id/invoice',
    {
      preValidation: requireViewer,
      schema: { tags, security, summary: "The GST tax invoice for the statement's platform fee (SAC 998599) as a PDF", params: idParams, response: { 200: z.any(), ...errs } },
    },
    async (request, reply) => {
      const d = await views.detail(organiserOf(request), request.params.id);
      if (!d.number) throw statementErrors.notIssued();
      if (!d.invoiceNumber) throw statementErrors.noInvoice();
      return pdf(reply, `invoice-${d.invoiceNumber}.pdf`, await buildFeeInvoicePdf(d));
    },
  );

  app.get(
    '/payments/withholding.csv',
    {
      preValidation: requireViewer,
      schema: { tags, security, summary: 'TCS (section 52) and TDS (194-O) withheld from the statements issued in a quarter, as CSV', querystring: withholdingQuerySchema, response: { 200: z.any(), ...errs } },
    },
    async (request, reply) => {
      const file = await withholdingCsv(db, organiserOf(request), request.query);
      return reply
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .type('text/csv; charset=utf-8')
        .send(file.content);
    },
  );
};
