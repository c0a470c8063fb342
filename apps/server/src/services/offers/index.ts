import type { FastifyInstance } from 'fastify';
import { OfferAccess } from './access';
import { OfferCatalogue } from './catalogue';
import { EventOfferService } from './event-offers';
import { OfferTransactionMail } from './transactions-mail';

export interface Offers {
  access: OfferAccess;
  catalogue: OfferCatalogue;
  events: EventOfferService;
  mail: OfferTransactionMail;
}

/** The offer services of an app (the transactions mail job kind registered on the job queue). */
export function createOffers(app: FastifyInstance): Offers {
  const db = app.database.db;
  const now = () => app.now();
  const access = new OfferAccess(db);
  return {
    access,
    catalogue: new OfferCatalogue(db, now),
    events: new EventOfferService(db, access, now),
    mail: new OfferTransactionMail({ db, mailer: app.services.mailer, queue: app.scheduling.queue, now }),
  };
}
