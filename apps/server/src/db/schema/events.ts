import { EVENT_STATUSES, type EventStatus } from '@diy/domain';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisers } from './organisers';

export { EVENT_STATUSES };
export const VENUE_TYPES = ['onGround', 'online'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

export interface CategoryRef {
  code: string;
  name: string;
}

/** An event draft or a published event (seed 000 section 3). Sections not yet modelled as columns live in `sections`. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: text('draft_id').notNull().unique(),
    /** Set when published, e.g. ET00012345. */
    eventCode: text('event_code').unique(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'restrict' }),
    status: text('status').$type<EventStatus>().notNull().default('draft'),
    title: text('title').notNull(),
    category: jsonb('category').$type<CategoryRef[]>().notNull().default([]),
    city: text('city'),
    regionCode: text('region_code'),
    venueType: text('venue_type').$type<VenueType>().notNull().default('onGround'),
    sections: jsonb('sections').$type<Record<string, unknown>>().notNull().default({}),
    bannerUrl: text('banner_url'),
    /** For a draft copy of an active or inactive event: the event it copies (published again on approval). */
    sourceEventId: uuid('source_event_id'),
    /** Reviewers' rejection reasons: {section, field, reasons[]}[] (seed 000 section 3). */
    rejectionReasons: jsonb('rejection_reasons').$type<{ section: string; field: string; reasons: string[] }[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Publish was pressed (inactive -> active): the go-live job makes it LIVE by this time (15 minutes, seed 000 section 1). */
    goLiveBy: timestamp('go_live_by', { withTimezone: true }),
    /**
     * The latest show time of the event's sessions (null without sessions), kept exact by a trigger on event_sessions
     * in the same transaction as the session write: the list tabs split live from past with it through an index.
     */
    lastShowAt: timestamp('last_show_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * The distinct venue names of the event's shows, lower case, kept exact by the event_sessions triggers with
     * last_show_at (migration 0026): part of the search text, so a search never joins the sessions.
     */
    searchVenues: text('search_venues'),
    /** What the event search matches (title, event code, draft id, city, venues), lower case: one row per event. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(${events.title} || ' ' || coalesce(${events.eventCode}, '') || ' ' || ${events.draftId} || ' ' || coalesce(${events.city}, '') || ' ' || coalesce(${events.searchVenues}, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The organiser's event list filters by organiser and status and orders drafts by last update.
    index('events_organiser_status_updated_idx').on(t.organiserId, t.status, t.updatedAt.desc()),
    // The reviewers' queue: events by status and submission time.
    index('events_status_submitted_idx').on(t.status, t.submittedAt),
    index('events_source_idx').on(t.sourceEventId),
    // The Live and Past tabs: an organiser's published events by their last show.
    index('events_organiser_status_last_show_idx').on(t.organiserId, t.status, t.lastShowAt),
    // The list tabs' pages in their order straight from an index (bench/event-list.ts): published events by last show
    // (none yet counts as the latest), drafts and closed events by last update. Keep the status lists in step with
    // repositories/event-status.ts.
    index('events_tab_published_idx')
      .on(t.organiserId, sql`coalesce(${t.lastShowAt}, 'infinity'::timestamptz)`, t.id)
      .where(sql`${t.status} in ('active', 'inactive')`),
    index('events_tab_draft_idx')
      .on(t.organiserId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('draft', 'createEvent', 'draftEventDetails', 'draftTicketDetails', 'readyForReview', 'review', 'onHold', 'readyToPublish', 'approved', 'published', 'publishedUpdates')`),
    index('events_tab_closed_idx').on(t.organiserId, t.updatedAt.desc(), t.id.desc()).where(sql`${t.status} in ('closed', 'unlisted')`),
    // The event search (repositories/event-repository.ts): the organiser's events whose search text holds the words, by
    // trigram within the organiser (btree_gin + pg_trgm, on both engines) for narrow words; broad words walk the
    // results' own order instead and stop at the tenth hit.
    index('events_search_idx').using('gin', t.organiserId, sql`${t.searchText} gin_trgm_ops`),
    index('events_search_order_idx').on(t.organiserId, sql`(${t.eventCode} is null)`, t.updatedAt.desc(), t.id),
  ],
);

export const eventSessions = pgTable(
  'event_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    venueCode: text('venue_code').notNull(),
    venueName: text('venue_name').notNull(),
    showTime: timestamp('show_time', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    /** The organiser cancelled this show of a published event (seed 000 section 4, session state Cancelled): its bookings are cancelled with it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // Next/last show per event for the list tabs.
    index('event_sessions_event_show_idx').on(t.eventId, t.showTime),
  ],
);

/**
 * How many events each organiser has in each status, kept exact by statement-level triggers on events in the same
 * transaction as the write (migration 0018): the list tabs' totals read it instead of counting tens of thousands of
 * index entries a page (bench/event-list.ts).
 */
export const organiserEventCounts = pgTable(
  'organiser_event_counts',
  {
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    status: text('status').$type<EventStatus>().notNull(),
    events: integer('events').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organiserId, t.status] })],
);

export type EventRow = typeof events.$inferSelect;
export type EventSessionRow = typeof eventSessions.$inferSelect;
