import {
  approvePayoutBatchSchema, challengeAnswerSchema, envelopeSchema, holdStatementSchema, PAYOUT_MESSAGES as PM, PAYOUT_ROLES,
  PAYOUT_STEP_UP_PATH, payoutActionAnswerSchema, payoutBatchAnswerSchema, payoutBatchDetailSchema, payoutBatchListQuerySchema,
  payoutBatchListSchema, payoutErrorEnvelopeSchema, payoutQueueAnswerSchema, payoutQueueQuerySchema, payoutUtrsSchema, preparePayoutBatchSchema,
  SETTLEMENT_MESSAGES as SM, SETTLEMENT_PATHS as P,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { users } from '../../db/schema';
import { errorResponses, ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { currentUser } from '../../plugins/auth';
import { contentDisposition } from '../../services/file-links';
import { staffActor } from '../../services/staff/audit';
import { staffOpts } from '../staff/shared';

const params = z.object({ id: z.string().trim().max(60) });
const errs = { ...errorResponses(400, 401, 403, 404, 429, 500), 409: payoutErrorEnvelopeSchema, 422: payoutErrorEnvelopeSchema };

async function batchAnswer(app: FastifyInstance, id: string, message: string) {
  const batch = await app.payouts.reads.batch(id);
  if (!batch) throw errors.notFound(SM.batchNotFound);
  return ok({ batch, message });
}

/**
 * Staff payouts (issue 33, docs/settlements.md "Payouts"): role finance or admin. Preparing and approving a batch each
 * take a fresh one-time code sent to the caller (POST /finance/step-up), the second step of the login used again.
 */
export const financePayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = staffOpts(PAYOUT_ROLES, 'finance: payouts');
  const { actions, reads } = app.payouts;

  app.post(
    PAYOUT_STEP_UP_PATH,
    opts('Sends the caller a one-time code for a payout action (prepare, approve)', { body: z.object({}).nullish(), response: { 200: envelopeSchema(challengeAnswerSchema), ...errs } }),
    async (request) => {
      const me = currentUser(request);
      const [u] = await app.database.db.select({ mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, me.id)).limit(1);
      const destination = u?.mobile ?? u?.email;
      if (!destination) throw errors.forbidden();
      const challenge = await app.services.otp.issue({ purpose: 'step_up', destination, channel: u?.mobile ? 'sms' : 'email', userId: me.id }, request.ip);
      return ok({ challenge });
    },
  );

  app.get(
    P.payoutQueue,
    opts('The payout queue: issued statements of every organiser (filter by status, age, amount; paged)', { querystring: payoutQueueQuerySchema, response: { 200: envelopeSchema(payoutQueueAnswerSchema), ...errs } }),
    async (request) => ok(await reads.queue(request.query)),
  );

  app.post(
    P.statementHold,
    opts('Holds an issued statement that is in no batch, with a note', { params, body: holdStatementSchema, response: { 200: envelopeSchema(payoutActionAnswerSchema), ...errs } }),
    async (request) => {
      await actions.hold(await staffActor(request), request.params.id, request.body.note);
      return ok({ message: PM.held });
    },
  );

  app.post(
    P.statementRelease,
    opts('Releases a hold finance put on, with a note', { params, body: holdStatementSchema, response: { 200: envelopeSchema(payoutActionAnswerSchema), ...errs } }),
    async (request) => {
      await actions.release(await staffActor(request), request.params.id, request.body.note);
      return ok({ message: PM.released });
    },
  );

  app.get(
    P.batches,
    opts('Payout batches, newest first', { querystring: payoutBatchListQuerySchema, response: { 200: envelopeSchema(payoutBatchListSchema), ...errs } }),
    async (request) => ok(await reads.batches(request.query)),
  );

  app.post(
    P.batches,
    opts('Prepares a batch from issued statements (maker; second step)', { body: preparePayoutBatchSchema, response: { 201: envelopeSchema(payoutBatchAnswerSchema), ...errs } }),
    async (request, reply) => {
      const actor = await staffActor(request);
      await actions.verifyStepUp(actor.id, request.body.stepUp);
      const id = await actions.prepare(actor, request.body.statementIds, request.body.note);
      const answer = await batchAnswer(app, id, '');
      answer.data.message = PM.prepared(answer.data.batch.number);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    P.batch,
    opts('A batch with its items (account numbers masked)', { params, response: { 200: envelopeSchema(payoutBatchDetailSchema), ...errs } }),
    async (request) => {
      const batch = /^[0-9a-f-]{36}$/i.test(request.params.id) ? await reads.batch(request.params.id) : null;
      if (!batch) throw errors.notFound(SM.batchNotFound);
      return ok(batch);
    },
  );

  app.post(
    P.batchApprove,
    opts('Approves a prepared batch: someone other than its maker (checker; second step)', { params, body: approvePayoutBatchSchema, response: { 200: envelopeSchema(payoutBatchAnswerSchema), ...errs } }),
    async (request) => {
      const actor = await staffActor(request);
      await actions.verifyStepUp(actor.id, request.body.stepUp);
      await actions.approve(actor, request.params.id);
      const answer = await batchAnswer(app, request.params.id, '');
      return { ...answer, data: { ...answer.data, message: PM.approved(answer.data.batch.number) } };
    },
  );

  app.post(
    P.batchCancel,
    opts('Cancels a prepared or approved batch; its statements go back to Issued', { params, body: z.object({}).nullish(), response: { 200: envelopeSchema(payoutBatchAnswerSchema), ...errs } }),
    async (request) => {
      await actions.cancel(await staffActor(request), request.params.id);
      const answer = await batchAnswer(app, request.params.id, '');
      return { ...answer, data: { ...answer.data, message: PM.cancelled(answer.data.batch.number) } };
    },
  );

  app.get(
    P.batchBankFile,
    opts('The bank bulk-transfer CSV of an approved batch (sets bank_file_at)', { params, produces: ['text/csv'], response: { 200: z.any(), ...errs } }),
    async (request, reply) => {
      const file = await actions.bankFile(await staffActor(request), request.params.id);
      return reply
        .header('content-disposition', contentDisposition('attachment', `${file.number.replace(/\//g, '-')}.csv`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type('text/csv; charset=utf-8')
        .send(file.csv);
    },
  );

  app.post(
    P.batchUtrs,
    opts('Marks a batch paid: UTRs entered, or the bank response file, matched row by row (all or nothing)', { params, body: payoutUtrsSchema, response: { 200: envelopeSchema(payoutBatchAnswerSchema), ...errs } }),
    async (request) => {
      await actions.markPaid(await staffActor(request), request.params.id, request.body);
      const answer = await batchAnswer(app, request.params.id, '');
      return { ...answer, data: { ...answer.data, message: PM.paid(answer.data.batch.number) } };
    },
  );
};
