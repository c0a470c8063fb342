import { REPORT_MEDIA_TYPES } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses } from '../../http/envelope';
import { errors } from '../../http/errors';
import { contentDisposition } from '../../services/file-links';
import type { Reports } from '../../services/reports';
import { eventReportFile, reportFile } from '../../services/reports/download';
import { REPORT_LINK_PATH, WHOLE_EVENT_SESSION_ID } from '../../services/reports/links';

/**
 * The signed download link of an e-mailed report (too large to attach): opened by the browser from the mail, so no app
 * code or token; the signature and its expiry are the permission. The file is streamed like a download.
 */
export const reportLinkRoute: FastifyPluginAsyncZod<{ reports: Reports }> = async (app, { reports }) => {
  app.get(
    `${REPORT_LINK_PATH}/:token`,
    {
      schema: {
        tags: ['reports'],
        summary: "An e-mailed report's signed download link (expires; no app code or token needed)",
        params: z.object({ token: z.string().max(1000) }),
        produces: REPORT_MEDIA_TYPES,
        response: { 200: z.any(), ...errorResponses(400, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const claim = reports.links.verify(request.params.token);
      if (!claim) throw errors.forbidden('This link has expired or is not valid.');
      const event = await reports.access.eventById(claim.eventId);
      if (!event) throw errors.notFound();
      const sessions = await reports.access.sessions(event.id);
      const whole = claim.sessionId === WHOLE_EVENT_SESSION_ID;
      const session = sessions.find((s) => s.id === claim.sessionId);
      if (!whole && !session) throw errors.notFound();
      const common = { format: claim.format, masked: claim.masked, now: app.now() };
      const gst = await reports.figures.gstOf(event, whole ? sessions : [session!]);
      const file = whole
        ? eventReportFile(app.database.db, { event, sessions: sessions.map((s) => ({ session: s, gst: gst.get(s.id)! })), ...common })
        : reportFile(app.database.db, { event, session: session!, gst: gst.get(session!.id)!, ...common });
      return reply
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.stream);
    },
  );
};
