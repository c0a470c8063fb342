import {
  BOX_OFFICE_PATHS,
  boxOfficeSaleSchema,
  boxOfficeSettingsAnswerSchema,
  boxOfficeSettingsSchema,
  doorTermsSchema,
  envelopeSchema,
  GEO_UNKNOWN,
  saleAnswerSchema,
  scanConsumeAnswerSchema,
  sellContextSchema,
  shiftCloseSchema,
  shiftListQuerySchema,
  shiftListSchema,
  shiftOpenSchema,
  shiftReportSchema,
  shiftSaleSchema,
  SMALL_JSON_BODY_LIMIT_BYTES,
  voidSaleSchema,
} from '@diy/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { authenticate, currentUser } from '../../plugins/auth';
import { boxOfficeOwner, boxOfficeSeller, type BoxOfficeCaller } from '../../services/box-office/access';
import { readSettings, sellContext, writeDoorTerms, writeSettings } from '../../services/box-office/terms';
import { receiptRoute } from './receipt';

const security = [{ appCode: [], bearer: [] }];
const tags = ['box-office'];
const errs = errorResponses(400, 401, 403, 404, 409, 500);
const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const sessionParams = z.object({ sessionId: z.string().trim().min(1).max(64) });

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the box-office routes before validation: who sells or manages, for which organiser. */
    boxOfficeCaller: BoxOfficeCaller | null;
  }
}

/**
 * The box office (issue 30, docs/box-office.md). The caller is checked before the body is read: sellers (the
 * organiser's own account, or its gate staff given DIY_BOX_OFFICE through Grant access) on the Sell routes, the
 * organiser's own account on the console routes; anyone else 401/403; another organiser's ids answer 404.
 */
export const boxOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { shifts, sales } = app.boxOffice;
  app.decorateRequest('boxOfficeCaller', null);
  async function seller(request: FastifyRequest): Promise<void> {
    await authenticate.call(app, request, undefined as never);
    request.boxOfficeCaller = await boxOfficeSeller(db, currentUser(request));
  }
  async function owner(request: FastifyRequest): Promise<void> {
    await authenticate.call(app, request, undefined as never);
    request.boxOfficeCaller = boxOfficeOwner(currentUser(request));
  }
  const callerOf = (request: FastifyRequest): BoxOfficeCaller => {
    if (!request.boxOfficeCaller) throw new Error('box-office caller not checked');
    return request.boxOfficeCaller;
  };

  app.get(
    '/box-office/sessions/:sessionId',
    { preValidation: seller, schema: { tags, security, summary: "What the Sell tab needs: door prices, availability, comp limit, UPI details, the caller's open shift", params: sessionParams, response: { 200: envelopeSchema(sellContextSchema), ...errs } } },
    async (request) => {
      const caller = callerOf(request);
      const context = await sellContext(db, caller, request.params.sessionId);
      return ok({ ...context, shift: await shifts.openShiftOf(caller) });
    },
  );

  app.post(
    BOX_OFFICE_PATHS.shifts,
    { preValidation: seller, bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES, schema: { tags, security, summary: 'Opens a shift at a session with an opening cash float', body: shiftOpenSchema, response: { 201: envelopeSchema(shiftReportSchema), ...errs } } },
    async (request, reply) => reply.code(201).send(ok(await shifts.open(callerOf(request), request.body), 201)),
  );

  app.get(
    '/box-office/shifts/:id',
    { preValidation: seller, schema: { tags, security, summary: "A shift's report: sales by payment method, comps with reasons, expected and counted cash", params: idParams, response: { 200: envelopeSchema(shiftReportSchema), ...errs } } },
    async (request) => ok(await shifts.report(callerOf(request), request.params.id)),
  );

  app.post(
    '/box-office/shifts/:id/close',
    { preValidation: seller, bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES, schema: { tags, security, summary: 'Closes the shift with the counted cash (a closed shift never changes)', params: idParams, body: shiftCloseSchema, response: { 200: envelopeSchema(shiftReportSchema), ...errs } } },
    async (request) => ok(await shifts.close(callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/box-office/shifts/:id/sales',
    {
      preValidation: seller,
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
      schema: { tags, security, summary: 'Sells at the door: a booking of the channel "Box office"; "Sell and admit" admits the tickets at once', params: idParams, body: boxOfficeSaleSchema, response: { 201: envelopeSchema(saleAnswerSchema), ...errs } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const done = await sales.sell(caller, request.params.id, request.body);
      let admitted = 0;
      if (request.body.admit) {
        const user = currentUser(request);
        const answer = await app.services.scan.consume(
          { sid: user.sessionId, sub: user.id },
          { scanType: 'BOOKING', eventCode: done.scope.eventCode, venueCode: done.scope.venueCode, sessionId: done.scope.sessionId, barcodes: done.tickets.map((t) => t.barcode), exitScan: false },
          { deviceId: `box-office:${caller.userId}`.slice(0, 100), userAgent: null, latitude: GEO_UNKNOWN, longitude: GEO_UNKNOWN, accuracy: GEO_UNKNOWN, idempotencyKey: `box-office-admit:${done.sale.bookingId}`, gate: null },
        );
        admitted = scanConsumeAnswerSchema.parse(JSON.parse(answer)).results.filter((r) => r.success).length;
      }
      return reply.code(201).send(
        ok({ sale: done.sale, tickets: done.tickets, upiUrl: done.upiUrl, admitted, receiptPath: BOX_OFFICE_PATHS.receipt(done.sale.id), sentTo: done.sentTo }, 201),
      );
    },
  );

  app.post(
    '/box-office/sales/:id/void',
    { preValidation: seller, bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES, schema: { tags, security, summary: 'Voids a sale with a reason: tickets cancelled, seats released (the seller within the window, later the organiser)', params: idParams, body: voidSaleSchema, response: { 200: envelopeSchema(shiftSaleSchema), ...errs } } },
    async (request) => ok(await sales.void(callerOf(request), request.params.id, request.body)),
  );

  await app.register(receiptRoute, { seller });

  // The organiser's console.
  app.get(
    BOX_OFFICE_PATHS.settings,
    { preValidation: owner, schema: { tags, security, summary: "The organiser's UPI ID and payee name", response: { 200: envelopeSchema(boxOfficeSettingsAnswerSchema), ...errs } } },
    async (request) => ok((await readSettings(db, callerOf(request).organiserId)) ?? { upiId: null, payeeName: null }),
  );
  app.put(
    BOX_OFFICE_PATHS.settings,
    { preValidation: owner, bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES, schema: { tags, security, summary: "Sets the organiser's UPI ID and payee name", body: boxOfficeSettingsSchema, response: { 200: envelopeSchema(boxOfficeSettingsAnswerSchema), ...errs } } },
    async (request) => {
      await writeSettings(db, callerOf(request).organiserId, request.body, app.now());
      return ok(request.body);
    },
  );
  app.put(
    '/box-office/sessions/:sessionId/door',
    { preValidation: owner, bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES, schema: { tags, security, summary: "A session's door terms: comp limit, offers at the door, door prices and door-only ticket types", params: sessionParams, body: doorTermsSchema, response: { 200: envelopeSchema(sellContextSchema), ...errs } } },
    async (request) => {
      const caller = callerOf(request);
      await writeDoorTerms(db, caller, request.params.sessionId, request.body, app.now());
      return ok({ ...(await sellContext(db, caller, request.params.sessionId)), shift: null });
    },
  );
  app.get(
    BOX_OFFICE_PATHS.shifts,
    { preValidation: owner, schema: { tags, security, summary: "The organiser's shifts, newest first (Reports)", querystring: shiftListQuerySchema, response: { 200: envelopeSchema(shiftListSchema), ...errs } } },
    async (request) => ok({ shifts: await shifts.list(callerOf(request), request.query) }),
  );
};
