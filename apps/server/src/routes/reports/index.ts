import {
  bookingReportSchema, bookingSearchQuerySchema, envelopeSchema, eventReportSchema, mailLimitErrorSchema, maskDestination, multiSessionFlagSchema,
  REPORT_FORMATS, REPORT_MEDIA_TYPES, reportEmailAnswerSchema, sessionReportSchema, SHOWS_TYPES, type ReportFormat,
} from '@diy/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { authenticate, currentUser } from '../../plugins/auth';
import { contentDisposition } from '../../services/file-links';
import { createReports } from '../../services/reports';
import { reportErrors, type ReportEvent, type ReportViewer } from '../../services/reports/access';
import { bookingReport } from '../../services/reports/booking-search';
import { eventReportFile, reportFile, type ReportFile } from '../../services/reports/download';
import { MailRequestLimits } from '../../services/reports/mail-limits';
import { organiserEmail } from '../../services/reports/mail-job';
import { reportLinkRoute } from './link';
import { reportOverviewRoutes } from './overview';
import { reportScheduleRoutes } from './schedule';

const security = [{ appCode: [], bearer: [] }];
const code = z.string().trim().min(1).max(40);
const sessionId = z.string().trim().min(1).max(64);
const sessionPath = z.object({ venueCode: code, eventCode: code, sessionId });
const filePath = sessionPath.extend({ format: z.enum(REPORT_FORMATS) });
const eventFilePath = z.object({ eventCode: code, format: z.enum(REPORT_FORMATS) });
const errs = errorResponses(400, 401, 403, 404, 500);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the report routes before validation: who reads the report. */
    reportViewer: ReportViewer | null;
  }
}

/**
 * Sales reports (seed 000 section 7): figures, booking search, downloads, e-mail and the multi-session flag, for the
 * owner organiser and users with the report feature (DIY_REPORTS), on their organiser's events only. The caller is
 * checked before the request is validated, so without access every call is 401 or 403.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ publicUrl?: string | undefined }> = async (app, opts) => {
  const reports = createReports(app, opts.publicUrl ?? 'http://localhost:4001');
  const db = app.database.db;
  app.decorateRequest('reportViewer', null);
  async function requireViewer(request: FastifyRequest): Promise<void> {
    await authenticate.call(app, request, undefined as never);
    request.reportViewer = await reports.access.viewer(currentUser(request));
  }
  const viewerOf = (request: FastifyRequest): ReportViewer => {
    if (!request.reportViewer) throw reportErrors.eventNotFound();
    return request.reportViewer;
  };
  /** The event and session a file, search or e-mail call names, checked for the caller. */
  const scope = async (request: FastifyRequest, p: z.infer<typeof sessionPath>) => {
    const viewer = viewerOf(request);
    const event = await reports.access.event(viewer, p.eventCode);
    const session = await reports.access.session(event.id, p.sessionId, p.venueCode);
    const gst = (await reports.figures.gstOf(event, [session])).get(session.id)!;
    return { viewer, event, session, gst };
  };

  const sendFile = (reply: FastifyReply, file: ReportFile) =>
    reply
      .header('content-disposition', contentDisposition('attachment', file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type(file.contentType)
      .send(file.stream);
  const mailLimits = new MailRequestLimits(app.services.rateLimits, () => app.now());
  /**
   * Queues the mail of a session's report (or the whole event's: session null) to the organiser, within the mail
   * budgets per user and per event (MAIL_LIMITS.report; 429 with the reason past them).
   */
  const mailReport = async (viewer: ReportViewer, event: ReportEvent, sessionId: string | null, format: ReportFormat) => {
    const to = await organiserEmail(db, event.organiserId);
    if (!to) throw reportErrors.noRecipient();
    // The mail goes to the organiser, who sees buyers' contacts whole.
    const jobId = await mailLimits.admit('report', { userId: viewer.userId, eventId: event.id }, () =>
      reports.mail.enqueue({ eventId: event.id, sessionId, format, masked: false, to, requestedBy: viewer.userId }),
    );
    app.scheduling.worker.nudge();
    const shown = viewer.owner ? to : maskDestination(to);
    return { message: `The report will be mailed to ${shown} in a few minutes.`, to: shown, jobId };
  };

  app.get(
    '/reports/event-wise/v1/event/:eventCode/:showsType',
    {
      preValidation: requireViewer,
      schema: {
        tags: ['reports'],
        summary: 'Event report: per session and ticket type, sold, cancelled, inventory, money in paise with the GST split, admitted, no-shows; totals',
        security,
        params: z.object({ eventCode: code, showsType: z.enum(SHOWS_TYPES) }),
        response: { 200: envelopeSchema(eventReportSchema), ...errs },
      },
    },
    async (request) => {
      const event = await reports.access.event(viewerOf(request), request.params.eventCode);
      return ok(await reports.figures.eventReport(event, await reports.access.sessions(event.id), request.params.showsType));
    },
  );

  app.get(
    '/reports/session-wise/v1/event/:eventCode/session/:sessionId',
    {
      preValidation: requireViewer,
      schema: {
        tags: ['reports'],
        summary: 'Session report with its booking summary (by ticket type, channel, IST day, last 24 hours) and gate figures',
        security,
        params: z.object({ eventCode: code, sessionId }),
        querystring: z.object({ vnuCode: code.optional() }),
        response: { 200: envelopeSchema(sessionReportSchema), ...errs },
      },
    },
    async (request) => {
      const event = await reports.access.event(viewerOf(request), request.params.eventCode);
      const session = await reports.access.session(event.id, request.params.sessionId, request.query.vnuCode);
      return ok(await reports.figures.sessionReport(event, session));
    },
  );

  app.get(
    '/reports/search-by-bookingId/v1/venue/:venueCode/event/:eventCode/session/:sessionId',
    {
      preValidation: requireViewer,
      schema: {
        tags: ['reports'],
        summary: "A booking of the session: amounts, buyer (masked unless the caller is the organiser), tickets and their scan history",
        security,
        params: sessionPath,
        querystring: bookingSearchQuerySchema,
        response: { 200: envelopeSchema(bookingReportSchema), ...errs },
      },
    },
    async (request) => {
      const bookingId = request.query.bookingId?.toUpperCase();
      if (!bookingId) throw reportErrors.bookingIdRequired();
      const { viewer, session, gst } = await scope(request, request.params);
      return ok(await bookingReport(db, viewer, session, gst, bookingId));
    },
  );

  app.get(
    '/reports/download/v1/venue/:venueCode/event/:eventCode/session/:sessionId/format/:format',
    {
      preValidation: requireViewer,
      schema: {
        tags: ['reports'],
        summary: 'The session report as a CSV or XLSX file (one row per ticket, columns in the server README), streamed from the database',
        security,
        params: filePath,
        produces: REPORT_MEDIA_TYPES,
        response: { 200: z.any(), ...errs },
      },
    },
    async (request, reply) => {
      const { viewer, event, session, gst } = await scope(request, request.params);
      return sendFile(reply, reportFile(db, { event, session, gst, format: request.params.format, masked: !viewer.owner, now: app.now() }));
    },
  );

  app.get(
    '/reports/download/v1/event/:eventCode/format/:format',
    {
      preValidation: requireViewer,
      schema: {
        tags: ['reports'],
        summary: "The whole event's report as a CSV or XLSX file: every show's rows, show by show, each led by the show's IST date and time",
        security,
        params: eventFilePath,
        produces: REPORT_MEDIA_TYPES,
        response: { 200: z.any(), ...errs },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const event = await reports.access.event(viewer, request.params.eventCode);
      const sessions = await reports.access.sessions(event.id);
      const gst = await reports.figures.gstOf(event, sessions);
      const file = eventReportFile(db, { event, sessions: sessions.map((s) => ({ session: s, gst: gst.get(s.id)! })), format: request.params.format, masked: !viewer.owner, now: app.now() });
      return sendFile(reply, file);
    },
  );

  app.get(
    '/reports/email/v1/venue/:venueCode/event/:eventCode/session/:sessionId/format/:format',
    {
      preValidation: requireViewer,
      schema: {
        tags: ['reports'],
        summary: "Mails the session report to the organiser's e-mail (a background job): attached, or a signed link when large; limited per user and per event (429 with the reason)",
        security,
        params: filePath,
        response: { 200: envelopeSchema(reportEmailAnswerSchema), 429: mailLimitErrorSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const { viewer, event, session } = await scope(request, request.params);
      return ok(await mailReport(viewer, event, session.id, request.params.format));
    },
  );

  app.get(
    '/reports/email/v1/event/:eventCode/format/:format',
    {
      preValidation: requireViewer,
      schema: {
        tags: ['reports'],
        summary: "Mails the whole event's report (every show) to the organiser's e-mail (a background job): attached, or a signed link when large; limited per user and per event (429 with the reason)",
        security,
        params: eventFilePath,
        response: { 200: envelopeSchema(reportEmailAnswerSchema), 429: mailLimitErrorSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const event = await reports.access.event(viewer, request.params.eventCode);
      return ok(await mailReport(viewer, event, null, request.params.format));
    },
  );

  app.get(
    '/reports/v1/get-multi-session-flag/event/:eventCode',
    {
      preValidation: requireViewer,
      schema: {
        tags: ['reports'],
        summary: 'Whether the event has more than one session (the report screens then show a session picker)',
        security,
        params: z.object({ eventCode: code }),
        response: { 200: envelopeSchema(multiSessionFlagSchema), ...errs },
      },
    },
    async (request) => ok(await reports.figures.multiSession(await reports.access.event(viewerOf(request), request.params.eventCode))),
  );

  await app.register(reportLinkRoute, { reports });
  await app.register(reportOverviewRoutes, { reports });
  await app.register(reportScheduleRoutes, { reports });
};
