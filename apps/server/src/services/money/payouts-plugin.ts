import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Payouts } from './payouts';
import { PAYOUT_PAID_MAIL_KIND, payoutPaidMailJob } from './payouts-mail';
import { PayoutReads } from './payouts-read';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff payouts: the queue, batches, bank files and UTRs (issue 33, docs/settlements.md "Payouts"). */
    payouts: { actions: Payouts; reads: PayoutReads };
  }
}

/** Decorates `app.payouts` and registers the "paid" mail job. Registered by app.ts after the money plugin. */
export const payoutsPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const now = () => app.now();
    app.scheduling.queue.register(PAYOUT_PAID_MAIL_KIND, payoutPaidMailJob({ db, mailer: app.services.mailer }));
    app.decorate('payouts', { actions: new Payouts({ db, otp: app.services.otp, queue: app.scheduling.queue, now }), reads: new PayoutReads(db, now) });
  },
  { name: 'payouts', dependencies: ['services', 'scheduling'] },
);
