import { EVENT_ROUTES, type EventListItem } from '@diy/domain';

/** Where a card leads: a published event by its code, anything else by its draft id. */
export function overviewHref(event: Pick<EventListItem, 'draftId' | 'eventCode' | 'status'>): string {
  const published = ['active', 'inactive', 'noSessions', 'closed', 'unlisted', 'past'].includes(event.status);
  return EVENT_ROUTES.overview(published && event.eventCode ? event.eventCode : event.draftId);
}
