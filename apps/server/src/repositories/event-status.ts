import type { CardStatus, EventStatus, EventTab } from '@diy/domain';

/** Published statuses: the event has an event code and may be on sale. */
export const PUBLISHED_STATUSES = ['active', 'inactive'] as const satisfies readonly EventStatus[];
/** Statuses before publication, shown on the Draft tab. */
export const PRE_PUBLICATION_STATUSES = [
  'draft',
  'createEvent',
  'draftEventDetails',
  'draftTicketDetails',
  'readyForReview',
  'review',
  'onHold',
  'readyToPublish',
  'approved',
  'published',
  'publishedUpdates',
] as const satisfies readonly EventStatus[];
export const CLOSED_STATUSES = ['closed', 'unlisted'] as const satisfies readonly EventStatus[];

export function statusesForTab(tab: EventTab): readonly EventStatus[] {
  switch (tab) {
    case 'live':
    case 'past':
    case 'live-past':
      return PUBLISHED_STATUSES;
    case 'draft':
      return PRE_PUBLICATION_STATUSES;
    case 'closed':
      return CLOSED_STATUSES;
  }
}

/**
 * The card label status (seed 000 section 4). A published event whose last show is over is `past` (PAST, not a green
 * NO ACTIVE SESSIONS); one with shows ahead but none active is `noSessions`; an inactive one reads OFF SALE once it
 * was live, READY TO PUBLISH only when Publish would pass (`publishable`: the domain's canPublish over its shows), and
 * `notReady` otherwise; statuses between review and publication read as their nearest card label.
 */
export function cardStatusFor(
  status: EventStatus,
  hasActiveFutureSession: boolean,
  lastShowOver = false,
  inactive: { publishable: boolean; offSale: boolean } = { publishable: true, offSale: false },
): CardStatus {
  switch (status) {
    case 'active':
      if (lastShowOver) return 'past';
      return hasActiveFutureSession ? status : 'noSessions';
    case 'inactive':
      if (lastShowOver) return 'past';
      if (inactive.offSale) return 'offSale';
      return inactive.publishable ? 'inactive' : 'notReady';
    case 'review':
    case 'publishedUpdates':
      return 'review';
    case 'onHold':
      return 'onHold';
    case 'readyToPublish':
    case 'approved':
    case 'published':
      return 'inactive';
    case 'closed':
    case 'past':
      return 'closed';
    case 'unlisted':
      return 'unlisted';
    default:
      return 'draft';
  }
}
