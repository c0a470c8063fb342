import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { organisers } from './organisers';

/**
 * An image uploaded for an event (POST /manage/event/upload/banner/{bannerType}): re-encoded JPEG in the file
 * storage. A saved banner section may only point at images uploaded for the same event.
 */
export const eventImages = pgTable(
  'event_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    /** desktop (horizontal banner) or webListing (vertical poster). */
    bannerType: text('banner_type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an event (or its edit copy) first showed the image in its banner section or card: set by a trigger on events
     * (migration 0023). Null: uploaded and never used, pruned after RETENTION_UNATTACHED_UPLOADS (housekeeping).
     */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** When housekeeping first found an attached image unused (replaced or removed); pruned RETENTION_SUPERSEDED_IMAGES after. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('event_images_event_idx').on(t.eventId, t.bannerType)],
);
export type EventImageRow = typeof eventImages.$inferSelect;
