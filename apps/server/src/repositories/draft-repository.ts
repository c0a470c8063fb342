import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, eventImages, type EventImageRow, type EventRow, events, type EventSessionRow, eventSessions, masterVenues } from '../db/schema';
import { isUuid } from '../services/ids';

export type NewEventRow = typeof events.$inferInsert;
export type EventPatch = Partial<Omit<NewEventRow, 'id' | 'organiserId' | 'draftId' | 'createdAt'>>;

/** A transaction's handle (the same queries as the database's). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Events of one organiser, addressed by draft id, event code or id; and their uploaded images. */
export class DraftRepository {
  constructor(private readonly db: Db | Tx) {}

  /** The organiser's event whose draft id, event code or id is `ref`; null for unknown ids and other organisers' events. */
  async findOwned(organiserId: string, ref: string): Promise<EventRow | null> {
    const match = or(eq(events.draftId, ref), eq(events.eventCode, ref), isUuid(ref) ? eq(events.id, ref) : undefined);
    const [row] = await this.db.select().from(events).where(and(eq(events.organiserId, organiserId), match)).limit(1);
    return row ?? null;
  }

  async findById(id: string): Promise<EventRow | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id)).limit(1);
    return row ?? null;
  }

  /** The newest copy of a published event that is not published itself (draft, review, on hold ...). */
  async findCopyOf(sourceEventId: string, statuses: readonly string[]): Promise<EventRow | null> {
    const [row] = await this.db
      .select()
      .from(events)
      .where(and(eq(events.sourceEventId, sourceEventId), inArray(events.status, [...statuses] as EventRow['status'][])))
      .orderBy(desc(events.updatedAt))
      .limit(1);
    return row ?? null;
  }

  async insert(row: NewEventRow): Promise<EventRow> {
    const [created] = await this.db.insert(events).values(row).returning();
    if (!created) throw new Error('event not inserted');
    return created;
  }

  /** Updates when the row still has one of `statuses` (so a submit racing a save cannot be overwritten); null otherwise. */
  async update(id: string, patch: EventPatch, statuses: readonly string[]): Promise<EventRow | null> {
    const [row] = await this.db
      .update(events)
      .set(patch)
      .where(and(eq(events.id, id), inArray(events.status, [...statuses] as EventRow['status'][])))
      .returning();
    return row ?? null;
  }

  /**
   * Saves sections: `sections` are merged into the stored ones by the statement itself (jsonb ||), so sections
   * another writer saved since the row was read are kept; the other columns are set. Only while the row still has
   * one of `statuses`; null otherwise.
   */
  async saveSections(id: string, sections: Record<string, unknown>, patch: Omit<EventPatch, 'sections'>, statuses: readonly string[]): Promise<EventRow | null> {
    return this.update(id, { ...patch, sections: sql`${events.sections} || ${JSON.stringify(sections)}::jsonb` as unknown as EventPatch['sections'] }, statuses);
  }

  /** Deletes the event when it still has one of `statuses`; its image rows go with it (cascade). Returns their keys. */
  async delete(id: string, statuses: readonly string[]): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const keys = await tx.select({ key: eventImages.storageKey }).from(eventImages).where(eq(eventImages.eventId, id));
      const deleted = await tx
        .delete(events)
        .where(and(eq(events.id, id), inArray(events.status, [...statuses] as EventRow['status'][])))
        .returning({ id: events.id });
      return deleted.length > 0 ? keys.map((k) => k.key) : null;
    });
  }

  async insertImage(row: typeof eventImages.$inferInsert): Promise<EventImageRow> {
    const [created] = await this.db.insert(eventImages).values(row).returning();
    if (!created) throw new Error('image not inserted');
    return created;
  }

  /** The images uploaded for any of the events, by storage key. */
  async images(eventIds: string[]): Promise<Map<string, EventImageRow>> {
    if (eventIds.length === 0) return new Map();
    const rows = await this.db.select().from(eventImages).where(inArray(eventImages.eventId, eventIds));
    return new Map(rows.map((r) => [r.storageKey, r]));
  }

  /** Whether any confirmed booking exists for the events: their sale has started. */
  async hasBookings(eventIds: string[]): Promise<boolean> {
    if (eventIds.length === 0) return false;
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(bookings)
      .where(and(inArray(bookings.eventId, eventIds), eq(bookings.status, 'CONFIRMED')))
      .limit(1);
    return Boolean(row);
  }

  /** The event's sessions by venue and show time (the schedule of a published event). */
  async sessionsOf(eventId: string): Promise<EventSessionRow[]> {
    return this.db.select().from(eventSessions).where(eq(eventSessions.eventId, eventId)).orderBy(asc(eventSessions.showTime), asc(eventSessions.id));
  }

  /** Region of each venue code (for a schedule built from sessions). */
  async venueRegions(codes: string[]): Promise<Map<string, { region: string; regionCode: string }>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .select({ code: masterVenues.code, region: masterVenues.region, regionCode: masterVenues.regionCode })
      .from(masterVenues)
      .where(inArray(masterVenues.code, codes));
    return new Map(rows.map((r) => [r.code, { region: r.region, regionCode: r.regionCode }]));
  }
}
