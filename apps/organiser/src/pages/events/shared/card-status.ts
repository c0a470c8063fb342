import type { CardStatus, EventDraft } from '@diy/domain';

/** The card label of a draft's status (seed 000 section 4 and docs/architecture.md for the unmapped ones). */
export function cardStatusOf(draft: Pick<EventDraft, 'status' | 'notificationType'>): CardStatus {
  switch (draft.status) {
    case 'active':
    case 'live':
      return 'active';
    case 'inactive':
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
