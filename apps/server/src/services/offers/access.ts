import { ERROR_CODES, FEATURES, OFFER_ERROR_CODES, OFFER_EVENT_NOT_ON_SALE } from '@diy/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import type { RequestUser } from '../auth-service';
import { featuresFor } from '../features';
import { readSecrets } from '../staff/user-secrets';

/** Who runs offers: the organiser or an offer manager of one organiser. */
export interface OfferViewer {
  userId: string;
  organiserId: string;
  owner: boolean;
}

export interface OfferEventRef {
  id: string;
  eventCode: string;
  title: string;
  organiserId: string;
}

export const offerErrors = {
  eventNotFound: () => new AppError(404, OFFER_ERROR_CODES.eventNotFound, 'We could not find this event among your published events'),
  offerNotFound: (code: string) => new AppError(404, OFFER_ERROR_CODES.notFound, `There is no offer ${code} in the catalogue`),
  notOptedIn: (code: string) => new AppError(404, OFFER_ERROR_CODES.notOptedIn, `The event does not run the offer ${code}`),
  retired: (code: string) => new AppError(409, OFFER_ERROR_CODES.retired, `The offer ${code} has been retired`),
  codeTaken: (code: string) => new AppError(409, OFFER_ERROR_CODES.codeTaken, `The offer code ${code} is taken`),
  noRecipient: () => new AppError(409, OFFER_ERROR_CODES.noRecipient, 'Your organiser profile has no e-mail to send the report to'),
  notOnSale: () => new AppError(409, OFFER_ERROR_CODES.notOnSale, OFFER_EVENT_NOT_ON_SALE, { field: 'offers' }),
};

/**
 * Who may run offers (seed 000 section 6): users whose features include diy.offers.manage (the organiser role, or the
 * DIY_OFFER_MANAGER group), on their own organiser's events only. Anyone else gets 403; another organiser's event
 * answers 404, as an unknown one does.
 */
export class OfferAccess {
  constructor(private readonly db: Db) {}

  async viewer(user: RequestUser): Promise<OfferViewer> {
    const secrets = await readSecrets(this.db, user.id);
    const features = featuresFor(user.roles, secrets.groups);
    if (!features.includes(FEATURES.offers) || !user.organiserId) throw new AppError(403, ERROR_CODES.forbidden, errors.forbidden().message);
    return { userId: user.id, organiserId: user.organiserId, owner: user.roles.includes('organiser') };
  }

  /** A published event (one with an event code) of the viewer's organiser; 404 otherwise. */
  async event(viewer: OfferViewer, eventCode: string): Promise<OfferEventRef> {
    const [row] = await this.db
      .select({ id: events.id, eventCode: events.eventCode, title: events.title, organiserId: events.organiserId })
      .from(events)
      .where(and(eq(events.eventCode, eventCode), isNotNull(events.eventCode)))
      .limit(1);
    if (!row || row.organiserId !== viewer.organiserId || !row.eventCode) throw offerErrors.eventNotFound();
    return { ...row, eventCode: row.eventCode };
  }
}
