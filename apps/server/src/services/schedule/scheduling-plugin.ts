import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue, JobWorker } from '../jobs/job-queue';
import { ScheduleService } from '../schedule-service';
import { StreamingJobs } from '../streaming-jobs';
import { TicketTypeNames } from './ticket-type-names';
import { BuyerNotices } from './buyer-notices';

export interface Scheduling {
  schedule: ScheduleService;
  /** The scheduled-jobs queue: areas register their job kinds on it (streaming mails, e-mailed reports). */
  queue: JobQueue;
  jobs: StreamingJobs;
  /** Buyers told of cancelled and moved shows. */
  notices: BuyerNotices;
  ticketNames: TicketTypeNames;
  worker: JobWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Schedule, ticket types and online events (issue #5). */
    scheduling: Scheduling;
  }
}

/** Default poll interval of the jobs worker. */
export const JOBS_POLL_MS = 30_000;

/**
 * Decorates `app.scheduling` and runs the jobs worker over every registered job kind (every `jobsPollMs`, 0: off)
 * from ready until close.
 * Registered by app.ts after the services plugin.
 */
export const schedulingPlugin = fp(
  async (app: FastifyInstance, opts: { jobsPollMs?: number | undefined }) => {
    const db = app.database.db;
    const queue = new JobQueue(db, app.now, app.log);
    const jobs = new StreamingJobs(db, app.services.mailer, app.now, queue);
    const worker = new JobWorker(queue, opts.jobsPollMs ?? JOBS_POLL_MS, app.log);
    const notices = new BuyerNotices(db, app.services.sms, app.services.mailer, app.now, queue, () => worker.nudge());
    app.decorate('scheduling', { schedule: new ScheduleService(db, app.now, jobs, notices), queue, jobs, notices, ticketNames: new TicketTypeNames(db, app.now), worker });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'scheduling', dependencies: ['services'] },
);

