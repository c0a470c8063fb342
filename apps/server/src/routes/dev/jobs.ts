import { envelopeSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { StreamingJobs } from '../../services/streaming-jobs';

const runDueAnswerSchema = z.object({ at: z.string(), claimed: z.number().int(), sent: z.number().int(), skipped: z.number().int(), failed: z.number().int() });

/**
 * Development and demo only (registered with the other dev routes, never with NODE_ENV=production): runs the due
 * scheduled jobs (the live-streaming details mails) as if the clock read `at`, so a journey can reach "15 minutes
 * before the show" without waiting for it. The server's own clock and worker are left alone.
 */
export const devJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/jobs/run-due',
    {
      schema: {
        tags: ['dev'],
        summary: 'Runs the scheduled jobs due at `at` (default now) once, as the worker would at that time',
        security: [{ appCode: [] }],
        body: z.object({ at: z.iso.datetime({ offset: true }).optional() }).default({}),
        response: { 200: envelopeSchema(runDueAnswerSchema), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const at = request.body.at ? new Date(request.body.at) : app.now();
      const jobs = new StreamingJobs(app.database.db, app.services.mailer, () => at, app.log);
      const result = await jobs.runDue(100);
      return ok({ at: at.toISOString(), ...result });
    },
  );
};
