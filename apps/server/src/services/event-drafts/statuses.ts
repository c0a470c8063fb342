import type { EventStatus } from '@diy/domain';

/** Work in progress: sections can be saved (PATCH), images uploaded, the draft submitted or deleted. */
export const EDITABLE_STATUSES = [
  'draft',
  'createEvent',
  'draftEventDetails',
  'draftTicketDetails',
  'readyForReview',
  'onHold',
] as const satisfies readonly EventStatus[];
/** With the reviewers: read-only for the organiser (notificationType 'review'). */
export const READ_ONLY_STATUSES = ['review', 'publishedUpdates', 'readyToPublish', 'approved', 'published'] as const satisfies readonly EventStatus[];
/** Published: a save goes into a draft copy. */
export const COPY_ON_SAVE_STATUSES = ['active', 'inactive'] as const satisfies readonly EventStatus[];
/** Every status a copy of a published event can have before it is published itself. */
export const OPEN_COPY_STATUSES = [...EDITABLE_STATUSES, ...READ_ONLY_STATUSES] as const;

export const isIn = <T extends string>(list: readonly T[], status: string): status is T => (list as readonly string[]).includes(status);
