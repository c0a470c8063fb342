import type { HousekeepingTask, Retention } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retentionSettings } from '../../config';
import { HousekeepingJobs } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Housekeeping's durable jobs (docs/housekeeping.md). */
    housekeeping: HousekeepingJobs;
  }
}

/**
 * Decorates `app.housekeeping` and registers its job kinds on the scheduled-jobs queue; on ready, while this process
 * runs a jobs worker (and `schedule` is not false), it makes sure each task's next run is enqueued (the same key from
 * every process: one job).
 * Registered by app.ts after scheduling.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance, opts: { retention?: Record<HousekeepingTask, Retention> | undefined; schedule?: boolean | undefined }) => {
    const housekeeping = new HousekeepingJobs({
      db: app.database.db,
      storage: app.services.storage,
      log: app.log,
      queue: app.scheduling.queue,
      retention: opts.retention ?? retentionSettings({}),
    });
    app.decorate('housekeeping', housekeeping);
    app.addHook('onReady', async () => {
      if (app.scheduling.worker.enabled && opts.schedule !== false) await housekeeping.scheduleAll(app.now());
    });
  },
  { name: 'housekeeping', dependencies: ['services', 'scheduling'] },
);
