import {
  envelopeSchema,
  scanEventsQuerySchema,
  scanEventsSchema,
  scanParamsError,
  scanSearchQuerySchema,
  scanSearchSchema,
  scanSessionsSchema,
  sessionCountsSchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { scanErrors } from '../../http/scan-errors';
import { currentUser, requireRoles } from '../../plugins/auth';
import type { RequestUser } from '../../services/auth-service';
import { assertScanAccess, assertTcs } from '../../services/scan-service';
import { consumeRoute } from './consume';
import { offlineRoutes } from './offline';
import { undoRoute } from './undo';
import { failValidation, security } from './shared';

export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  const scan = app.services.scan;
  const repo = app.services.scanRepo;

  /** The event (and session) a call names, checked for the caller's organiser; 404 for unknown ones. */
  async function scopeFor(user: RequestUser, p: { sessionId?: string | undefined; eventCode?: string | undefined }) {
    if (scanParamsError(p)) throw scanErrors.missingParameter();
    const scope = p.sessionId ? await repo.sessionScope(p.sessionId) : await repo.eventScope(p.eventCode ?? '');
    if (!scope) throw p.sessionId ? scanErrors.sessionNotFound() : scanErrors.eventNotFound();
    assertScanAccess(user, scope);
    if (p.sessionId && p.eventCode && scope.eventCode !== p.eventCode) throw scanErrors.sessionNotFound();
    return scope;
  }

  app.get(
    '/scan/events',
    {
      preHandler: requireRoles('scanner', 'organiser'),
      schema: {
        tags: ['scan'],
        summary: "The caller's organiser's published events with sessions, by next show, 25 a page",
        security,
        querystring: scanEventsQuerySchema,
        response: { 200: envelopeSchema(scanEventsSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.organiserId) throw scanErrors.notAuthorised();
      return ok(await repo.events(user.organiserId, request.query, app.now()));
    },
  );

  app.get(
    '/scan/sessions',
    {
      preHandler: requireRoles('scanner', 'organiser'),
      schema: {
        tags: ['scan'],
        summary: "An event's current and coming sessions by venue, with live counts; 404 when none is active",
        security,
        querystring: z.object({ eventCode: z.string().trim().min(1).max(40).optional() }),
        response: { 200: envelopeSchema(scanSessionsSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const scope = await scopeFor(currentUser(request), { eventCode: request.query.eventCode });
      const sessions = await repo.sessions(scope, app.now());
      if (!sessions.venues.some((v) => v.sessions.some((s) => s.active))) throw scanErrors.noActiveSession();
      return ok(sessions);
    },
  );

  app.get(
    '/scan/sessions/:sessionId/counts',
    {
      preHandler: requireRoles('scanner', 'organiser'),
      schema: {
        tags: ['scan'],
        summary: 'Live counts of a session (admitted, inside, sold), polled while scanning',
        security,
        params: z.object({ sessionId: z.string().max(64) }),
        querystring: z.object({ eventCode: z.string().trim().max(40).optional() }),
        response: { 200: envelopeSchema(sessionCountsSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const scope = await scopeFor(currentUser(request), { sessionId: request.params.sessionId, eventCode: request.query.eventCode || undefined });
      return ok(await scan.counts(scope.session?.id ?? ''));
    },
  );

  app.get(
    '/scan/search',
    {
      preHandler: requireRoles('scanner', 'organiser'),
      attachValidation: true,
      schema: {
        tags: ['scan'],
        summary: "A booking's tickets by booking id or barcode, for the session (or event) being scanned",
        security,
        querystring: scanSearchQuerySchema,
        response: { 200: envelopeSchema(scanSearchSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      failValidation(request, request.query as Record<string, unknown>);
      const q = request.query;
      const scope = await scopeFor(currentUser(request), q);
      assertTcs(scope);
      if (!q.bookingID && !q.barcode) throw scanErrors.searchTerm();
      const found = await repo.bookingTickets(q.bookingID ? { bookingId: q.bookingID } : { barcode: q.barcode ?? '' });
      if (!found) throw scanErrors.noTicketFound();
      // A booking of a cancelled show of this event: said in plain words, not 'Invalid ticket!' (issue 34).
      if (found.showCancelled && found.eventId === scope.eventId) throw scanErrors.showCancelled();
      const mine = scope.session ? found.sessionId === scope.session.id : found.eventId === scope.eventId;
      if (!mine) throw scanErrors.invalidTicket();
      return ok({ results: found.tickets });
    },
  );

  await app.register(consumeRoute);
  await app.register(undoRoute);
  await app.register(offlineRoutes);
  // Old Idempotency-Keys are forgotten by housekeeping's hourly job (RETENTION_IDEMPOTENCY_KEYS).
  app.addHook('onClose', async () => scan.close());
};
