import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StatementJobs } from './statements-job';

export interface Money {
  /** The statements job (sweep and mails) and its issuer. */
  statements: StatementJobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settlement statements (issue 33, docs/settlements.md). */
    money: Money;
  }
}

/**
 * Decorates `app.money` and registers the statements job kinds on the scheduled-jobs queue; on ready it makes sure
 * the sweep's next run is enqueued (the same key from every process: one job). Registered by app.ts after scheduling.
 */
export const moneyPlugin = fp(
  async (app: FastifyInstance) => {
    const statements = new StatementJobs({ db: app.database.db, queue: app.scheduling.queue, mailer: app.services.mailer, now: () => app.now() });
    app.decorate('money', { statements });
    app.addHook('onReady', async () => {
      if (app.scheduling.worker.enabled) await statements.schedule(app.now());
    });
  },
  { name: 'money', dependencies: ['services', 'scheduling'] },
);
