import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { errorResponses } from '../../http/envelope';
import { boxOfficeSales, boxOfficeShifts, events, eventSessions, organisers, users } from '../../db/schema';
import { boxOfficeErrors } from '../../services/box-office/access';
import { buildReceiptPdf } from '../../services/box-office/receipt-pdf';
import { salesOf } from '../../services/box-office/shifts';
import { contentDisposition } from '../../services/file-links';
import { isUuid } from '../../services/ids';

/** GET /box-office/sales/:id/receipt: the receipt as PDF, for the seller who made the sale or the organiser. */
export const receiptRoute: FastifyPluginAsyncZod<{ seller: (request: FastifyRequest) => Promise<void> }> = async (app, opts) => {
  const db = app.database.db;
  app.get(
    '/box-office/sales/:id/receipt',
    {
      preValidation: opts.seller,
      schema: { tags: ['box-office'], security: [{ appCode: [], bearer: [] }], summary: "A door sale's receipt (PDF)", params: z.object({ id: z.string().trim().min(1).max(64) }), produces: ['application/pdf'], response: { 200: z.any(), ...errorResponses(400, 401, 403, 404, 500) } },
    },
    async (request, reply) => {
      const caller = request.boxOfficeCaller!;
      const id = request.params.id;
      if (!isUuid(id)) throw boxOfficeErrors.saleNotFound();
      const [row] = await db
        .select({ shiftId: boxOfficeSales.shiftId, shiftUser: boxOfficeShifts.userId, eventTitle: events.title, eventCode: events.eventCode, venueName: eventSessions.venueName, showTime: eventSessions.showTime, organiserName: organisers.name, seller: users.name })
        .from(boxOfficeSales)
        .innerJoin(boxOfficeShifts, eq(boxOfficeShifts.id, boxOfficeSales.shiftId))
        .innerJoin(events, eq(events.id, boxOfficeShifts.eventId))
        .innerJoin(eventSessions, eq(eventSessions.id, boxOfficeShifts.sessionId))
        .innerJoin(organisers, eq(organisers.id, boxOfficeShifts.organiserId))
        .innerJoin(users, eq(users.id, boxOfficeShifts.userId))
        .where(and(eq(boxOfficeSales.id, id), eq(boxOfficeShifts.organiserId, caller.organiserId)));
      if (!row || (!caller.owner && row.shiftUser !== caller.userId)) throw boxOfficeErrors.saleNotFound();
      const sale = (await salesOf(db, [row.shiftId])).find((s) => s.id === id);
      if (!sale) throw boxOfficeErrors.saleNotFound();
      const pdf = await buildReceiptPdf({ sale, eventTitle: row.eventTitle, eventCode: row.eventCode ?? '', venueName: row.venueName, showTime: row.showTime, organiserName: row.organiserName, seller: row.seller }, app.now());
      return reply
        .header('content-disposition', contentDisposition('attachment', `receipt-${sale.bookingId}.pdf`))
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
};
