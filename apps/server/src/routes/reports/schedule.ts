import { dailySummaryBodySchema, dailySummarySchema, envelopeSchema, maskDestination } from '@diy/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { authenticate, currentUser } from '../../plugins/auth';
import type { Reports } from '../../services/reports';
import { reportErrors } from '../../services/reports/access';
import { organiserEmail } from '../../services/reports/mail-job';

const security = [{ appCode: [], bearer: [] }];
const params = z.object({ eventCode: z.string().trim().min(1).max(40) });
const PATH = '/reports/v1/schedule/event/:eventCode';

/**
 * The daily sales summary of an event (scheduled reports): read, set a time of day in IST, stop. Mailed to the
 * organiser's e-mail by a durable job once a day. Same access as the reports, on the viewer's own events.
 */
export const reportScheduleRoutes: FastifyPluginAsyncZod<{ reports: Reports }> = async (app, { reports }) => {
  const db = app.database.db;
  const scope = async (request: FastifyRequest, eventCode: string) => {
    const viewer = await reports.access.viewer(currentUser(request));
    return { viewer, event: await reports.access.event(viewer, eventCode) };
  };
  const shown = (owner: boolean, s: z.infer<typeof dailySummarySchema>) => ({ ...s, to: s.to && !owner ? maskDestination(s.to) : s.to });
  const response = { 200: envelopeSchema(dailySummarySchema), ...errorResponses(400, 401, 403, 404, 409, 500) };

  app.get(PATH, { preHandler: authenticate, schema: { tags: ['reports'], summary: "The event's daily sales summary e-mail: time of day (IST), recipient, next run", security, params, response } }, async (request) => {
    const { viewer, event } = await scope(request, request.params.eventCode);
    return ok(shown(viewer.owner, await reports.daily.get(event)));
  });

  app.put(
    PATH,
    { preHandler: authenticate, schema: { tags: ['reports'], summary: 'Mail a sales summary of the event every day at a time of day in IST (replaces the time)', security, params, body: dailySummaryBodySchema, response } },
    async (request) => {
      const { viewer, event } = await scope(request, request.params.eventCode);
      const to = await organiserEmail(db, event.organiserId);
      if (!to) throw reportErrors.noRecipient();
      app.scheduling.worker.nudge();
      return ok(shown(viewer.owner, await reports.daily.set(event, request.body.time, to, viewer.userId)));
    },
  );

  app.delete(PATH, { preHandler: authenticate, schema: { tags: ['reports'], summary: "Stop the event's daily sales summary", security, params, response } }, async (request) => {
    const { viewer, event } = await scope(request, request.params.eventCode);
    return ok(shown(viewer.owner, await reports.daily.stop(event)));
  });
};
