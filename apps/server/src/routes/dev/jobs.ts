import { envelopeSchema } from '@diy/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomInt } from 'node:crypto';
import * as z from 'zod';
import { events } from '../../db/schema';
import { errorResponses, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';

const runDueAnswerSchema = z.object({ at: z.string(), claimed: z.number().int(), sent: z.number().int(), skipped: z.number().int(), failed: z.number().int() });

/**
 * Development and demo only (registered with the other dev routes, never with NODE_ENV=production): runs the due
 * scheduled jobs of every kind (live-streaming details mails, e-mailed reports) as if the clock read `at`, so a journey can reach "15 minutes
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
      const result = await app.scheduling.queue.runDue({ limit: 100, at });
      return ok({ at: at.toISOString(), ...result });
    },
  );

  app.post(
    '/dev/events/:draftId/publish',
    {
      schema: {
        tags: ['dev'],
        summary: 'Publishes an event under review (status active, an event code) as a reviewer approval would; a stand-in until staff event review exists',
        security: [{ appCode: [] }],
        params: z.object({ draftId: z.string().trim().min(1).max(60) }),
        response: { 200: envelopeSchema(z.object({ draftId: z.string(), eventCode: z.string(), status: z.string() })), ...errorResponses(404, 500) },
      },
    },
    async (request) => {
      const [row] = await app.database.db
        .update(events)
        .set({ status: 'active', eventCode: `ET9${String(randomInt(10_000_000)).padStart(7, '0')}`, publishedAt: app.now(), updatedAt: app.now() })
        .where(and(eq(events.draftId, request.params.draftId), eq(events.status, 'review')))
        .returning({ draftId: events.draftId, eventCode: events.eventCode, status: events.status });
      if (!row?.eventCode) throw new AppError(404, 'ERR.DEV.NOT_IN_REVIEW', 'No event under review with this draft id');
      return ok({ draftId: row.draftId, eventCode: row.eventCode, status: row.status });
    },
  );
};
