import type { CardStatus, EventDraft } from '@diy/domain';

/** The card label of a draft's status (seed 000 section 4 and docs/architecture.md for the unmapped ones). */
export function cardStatusOf(
  draft: Pick<EventDraft, 'status' | 'notificationType'> & Partial<Pick<EventDraft, 'publishable' | 'offSale'>> & { eventCurrentStatus?: string },
): CardStatus {
  // After the last show a published event reads PAST (not a green NO ACTIVE SESSIONS).
  if ((draft.status === 'active' || draft.status === 'inactive') && draft.eventCurrentStatus?.toUpperCase() === 'PAST') return 'past';
  switch (draft.status) {
    case 'active':
    case 'live':
      return 'active';
    case 'inactive':
      // READY TO PUBLISH only when Publish would pass (the server's canPublish); OFF SALE once it was live.
      if (draft.offSale) return 'offSale';
      return draft.publishable === false ? 'notReady' : 'inactive';
    case 'readyToPublish':
    case 'approved':
    case 'published':
      return 'inactive';
    case 'review':
    case 'publishedUpdates':
      return 'review';
    case 'onHold':
      return 'onHold';
    case 'closed':
    case 'past':
      return 'closed';
    case 'unlisted':
      return 'unlisted';
    default:
      return draft.notificationType === 'review' ? 'review' : 'draft';
  }
}
