import {
  envelopeSchema, eventOfferDetailSchema, mailLimitErrorSchema, maskDestination, offerAudienceListSchema, offerChoiceListSchema, offerEventListSchema, offerEventsQuerySchema,
  offerListQuerySchema, offerReportQueuedMessage, offerStatusAnswerSchema, offerStatusRequestSchema, offerTransactionReportAnswerSchema,
  offerTransactionReportSchema, SMALL_JSON_BODY_LIMIT_BYTES,
} from '@diy/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { authenticate, currentUser } from '../../plugins/auth';
import { createOffers } from '../../services/offers';
import { offerErrors, type OfferViewer } from '../../services/offers/access';
import { MailRequestLimits } from '../../services/reports/mail-limits';
import { organiserEmail } from '../../services/reports/mail-job';
import { offerCatalogueRoutes } from './catalogue';

const security = [{ appCode: [], bearer: [] }];
const errs = errorResponses(400, 401, 403, 404, 409, 500);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the offer routes before validation: who runs offers. */
    offerViewer: OfferViewer | null;
  }
}

/**
 * Offers (seed 000 section 7): the catalogue by audience, an event's opt-ins, the event list and detail, and the
 * transactions report, for the organiser and offer managers of their own events. The caller is checked before the
 * request is validated, so without access every call is 401 or 403. Staff keep the catalogue (./catalogue.ts).
 */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const offers = createOffers(app);
  const db = app.database.db;
  const mailLimits = new MailRequestLimits(app.services.rateLimits, () => app.now());
  app.decorateRequest('offerViewer', null);
  async function requireViewer(request: FastifyRequest): Promise<void> {
    await authenticate.call(app, request, undefined as never);
    request.offerViewer = await offers.access.viewer(currentUser(request));
  }
  const viewerOf = (request: FastifyRequest): OfferViewer => {
    if (!request.offerViewer) throw offerErrors.eventNotFound();
    return request.offerViewer;
  };
  const opts = <S extends object>(summary: string, schema: S) => ({ preValidation: requireViewer, schema: { tags: ['offers'], security, summary, ...schema } });

  app.get(
    '/offers/audience',
    opts('Audience types of the offer catalogue (results[].type)', { response: { 200: envelopeSchema(offerAudienceListSchema), ...errs } }),
    async () => ok({ results: await offers.catalogue.audiences() }),
  );

  app.get(
    '/offers',
    opts('The catalogue offers of an audience type an event can run now (code and name)', {
      querystring: offerListQuerySchema,
      response: { 200: envelopeSchema(offerChoiceListSchema), ...errs },
    }),
    async (request) => ok({ results: await offers.catalogue.choices(request.query.audienceType) }),
  );

  app.post(
    '/offers',
    {
      ...opts('Opts events into offers (status true: create or activate, live at once) or deactivates them (false)', {
        body: offerStatusRequestSchema,
        response: { 200: envelopeSchema(offerStatusAnswerSchema), ...errs },
      }),
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
    },
    async (request) => ok(await offers.events.setStatus(viewerOf(request), request.body)),
  );

  app.get(
    '/offers/events',
    opts("The organiser's published events with their offers (search by name or code, paged)", {
      querystring: offerEventsQuerySchema,
      response: { 200: envelopeSchema(offerEventListSchema), ...errs },
    }),
    async (request) => ok(await offers.events.events(viewerOf(request), request.query)),
  );

  app.get(
    '/offers/events/:eventCode',
    opts("The event's offers: rules, status, redemptions, discount given, revenue, by IST day", {
      params: z.object({ eventCode: z.string().trim().min(1).max(40) }),
      response: { 200: envelopeSchema(eventOfferDetailSchema), ...errs },
    }),
    async (request) => ok(await offers.events.detail(viewerOf(request), request.params.eventCode)),
  );

  app.post(
    '/offers/sendTransactionReports',
    {
      ...opts("Mails the organiser the event's bookings that used offers (CSV, a background job); limited per user and per event (429 with the reason)", {
        body: offerTransactionReportSchema,
        response: { 200: envelopeSchema(offerTransactionReportAnswerSchema), 429: mailLimitErrorSchema, ...errs },
      }),
      bodyLimit: SMALL_JSON_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const viewer = viewerOf(request);
      const event = await offers.access.event(viewer, request.body.etCode);
      const to = await organiserEmail(db, event.organiserId);
      if (!to) throw offerErrors.noRecipient();
      await mailLimits.admit('offerTransactions', { userId: viewer.userId, eventId: event.id }, () =>
        offers.mail.enqueue({ eventId: event.id, to, requestedBy: viewer.userId }),
      );
      app.scheduling.worker.nudge();
      return ok({ message: offerReportQueuedMessage(viewer.owner ? to : maskDestination(to)) });
    },
  );

  await app.register(offerCatalogueRoutes, { catalogue: offers.catalogue });
};
