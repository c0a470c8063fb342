import { dashboardSchema, envelopeSchema, reportEventsSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { authenticate, currentUser } from '../../plugins/auth';
import type { Reports } from '../../services/reports';
import { dashboard, reportEvents } from '../../services/reports/overview';

const security = [{ appCode: [], bearer: [] }];

/**
 * The organiser's overview for the console: its published events with sales so far (the Reports list, event cards) and
 * the home dashboard. Same access as the reports: the owner organiser and users with the report feature.
 */
export const reportOverviewRoutes: FastifyPluginAsyncZod<{ reports: Reports }> = async (app, { reports }) => {
  const db = app.database.db;
  app.get(
    '/reports/v1/events',
    {
      preHandler: authenticate,
      schema: {
        tags: ['reports'],
        summary: "The organiser's published events with sessions, next show, tickets sold against inventory and gross sales",
        security,
        response: { 200: envelopeSchema(reportEventsSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => ok(await reportEvents(db, await reports.access.viewer(currentUser(request)), app.now())),
  );

  app.get(
    '/reports/v1/dashboard',
    {
      preHandler: authenticate,
      schema: {
        tags: ['reports'],
        summary: 'Home dashboard: tickets and sales today and this week (IST), 30 days by day, next shows, recent bookings, shows at the gate now',
        security,
        response: { 200: envelopeSchema(dashboardSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => ok(await dashboard(db, await reports.access.viewer(currentUser(request)), app.now())),
  );
};
