import * as z from 'zod';
import { pageSizeSchema, pageStartSchema } from './number-limits';

/** Seed 000 section 9: event list page size 25; the loader hides when a page has fewer than 10 items. */
export const EVENT_LIST_PAGE_SIZE = 25;
export const EVENT_LIST_LOADER_MIN = 10;

/** Seed 000 section 4: every event status value. */
export const EVENT_STATUSES = [
  'live', 'past', 'draft', 'closed', 'active', 'inactive', 'createEvent', 'draftEventDetails',
  'draftTicketDetails', 'readyForReview', 'review', 'onHold', 'readyToPublish', 'published',
  'publishedUpdates', 'approved', 'unlisted',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Statuses shown on a card (the card-label table of seed 000 section 4); noSessions is derived. */
/** `past` (after the last show) is the product's: the spec's eventCurrentStatus PAST, labelled PAST. */
/**
 * `offSale` (taken off sale after it was live) and `notReady` (approved but not publishable: no active show ahead with
 * a ticket type, the domain's canPublish) are the product's: READY TO PUBLISH is shown only when Publish would pass.
 */
export const CARD_STATUSES = ['active', 'inactive', 'noSessions', 'draft', 'review', 'onHold', 'closed', 'unlisted', 'past', 'offSale', 'notReady'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export type CardGroup = 'ready' | 'wip' | 'onHold' | 'closed';

export const CARD_STATUS: Record<CardStatus, { label: string; group: CardGroup }> = {
  active: { label: 'LIVE', group: 'ready' },
  inactive: { label: 'READY TO PUBLISH', group: 'ready' },
  noSessions: { label: 'NO ACTIVE SESSIONS', group: 'ready' },
  draft: { label: 'WIP / DRAFT', group: 'wip' },
  review: { label: 'UNDER REVIEW', group: 'wip' },
  onHold: { label: 'ON-HOLD EDIT-REQUIRED', group: 'onHold' },
  closed: { label: 'CLOSED', group: 'closed' },
  unlisted: { label: 'UNLISTED', group: 'closed' },
  past: { label: 'PAST', group: 'closed' },
  offSale: { label: 'OFF SALE', group: 'onHold' },
  notReady: { label: 'ADD TICKET TYPES TO PUBLISH', group: 'wip' },
};

/** Seed 000 section 2: list tabs, their labels, and the default tabs. */
export const EVENT_TABS = ['live', 'past', 'live-past', 'draft', 'closed'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENT_TAB_LABELS: Record<EventTab, string> = {
  live: 'Live',
  past: 'Past',
  'live-past': 'Live',
  draft: 'Draft',
  closed: 'Unlisted & Closed',
};
export const DEFAULT_EVENT_TABS: readonly EventTab[] = ['live', 'draft'];

/** GET /api/manage/event query. */
export const eventListQuerySchema = z.object({
  status: z.enum(EVENT_TABS).default('live'),
  start: pageStartSchema(0),
  limit: pageSizeSchema(100, EVENT_LIST_PAGE_SIZE),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventListItemSchema = z.object({
  draftId: z.string(),
  eventCode: z.string().nullable(),
  title: z.string(),
  status: z.enum(CARD_STATUSES),
  category: z.string().nullable(),
  city: z.string().nullable(),
  venueName: z.string().nullable(),
  /** ISO date-time of the next (or last, for past events) show, when the event has sessions. */
  showTime: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  updatedAt: z.string(),
  /** Publish was pressed: the ISO time by which the go-live job makes it LIVE (EVENT_GO_LIVE_MINUTES); null otherwise. */
  goLiveBy: z.string().nullable(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

export const eventListSchema = z.object({
  list: z.array(eventListItemSchema),
  total: z.number().int(),
  start: z.number().int(),
  limit: z.number().int(),
});
export type EventList = z.infer<typeof eventListSchema>;

/** Whether more pages should load after receiving `pageLength` items. */
export function hasMoreEvents(pageLength: number, pageSize: number = EVENT_LIST_PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

/** GET /proxy/nmcms/manage/search/events?q=: the organiser's events by title, event code, venue or city. */
export const EVENT_SEARCH_LIMIT = 10;
export const EVENT_SEARCH_MIN_CHARS = 2;
export const eventSearchQuerySchema = z.object({ q: z.string().trim().min(EVENT_SEARCH_MIN_CHARS).max(80) });
/**
 * The search counts its matches up to this many: a broader word answers `total` = the cap with `totalCapped` (read as
 * "1,000 or more"), so a one-letter-wide search never reads every event of a large organiser to count them.
 */
export const EVENT_SEARCH_TOTAL_CAP = 1000;
export const eventSearchAnswerSchema = z.object({ results: z.array(eventListItemSchema), total: z.number().int(), totalCapped: z.boolean() });
export type EventSearchAnswer = z.infer<typeof eventSearchAnswerSchema>;
export const EVENT_SEARCH_TEXTS = {
  label: 'Search events',
  /** Short enough to show whole in the app bar's box, beside its magnifier (issue 34: it was cut mid-word). */
  placeholder: 'Name, code, venue or city',
  none: (q: string) => `No events match “${q}”`,
} as const;
