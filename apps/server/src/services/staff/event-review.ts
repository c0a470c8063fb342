import { randomInt } from 'node:crypto';
import { eventDraftDiff, STAFF_ERROR_CODES as C, STAFF_TEXTS as T, type RejectionReason } from '@diy/domain';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { eventImages, events, organisers, type EventRow } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import type { Tx } from '../../repositories/application-repository';
import type { EventDraftService } from '../event-draft-service';
import { recordAudit, type StaffActor } from './audit';
import { containsPattern } from '../../db/like';

const notInReview = () => new AppError(409, C.eventNotInReview, T.eventNotInReview, { longDesc: T.eventNotInReview });
/** Sections the schedule owns on the live event: a copy never changes them (published sessions have their own route). */
const SCHEDULE_SECTIONS = ['venueInfo', 'venueSubType', 'streaming', 'recurringInfo'] as const;
const src = alias(events, 'src');
const snapshot = (e: EventRow) => ({ draftId: e.draftId, eventCode: e.eventCode, status: e.status, title: e.title, rejectionReasons: e.rejectionReasons });

/** Event review (seed 000 section 4): the queue, the event as the public would see it, approve (publish) and reject. */
export class EventReviewService {
  constructor(
    private readonly db: Db,
    private readonly drafts: EventDraftService,
    private readonly now: () => Date,
  ) {}

  async list(q: { limit: number; offset: number; search?: string | undefined }) {
    const where: SQL[] = [eq(events.status, 'review')];
    if (q.search) {
      const s = containsPattern(q.search);
      where.push(or(ilike(events.title, s), ilike(events.draftId, s), ilike(organisers.name, s), sql`upper(coalesce(${events.eventCode}, ${src.eventCode}, '')) = ${q.search.toUpperCase()}`)!);
    }
    const cond = and(...where);
    const rows = await this.db
      .select({ e: events, organiserName: organisers.name, sourceCode: src.eventCode })
      .from(events)
      .innerJoin(organisers, eq(organisers.id, events.organiserId))
      .leftJoin(src, eq(src.id, events.sourceEventId))
      .where(cond)
      .orderBy(asc(events.submittedAt), asc(events.id))
      .limit(q.limit)
      .offset(q.offset);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .innerJoin(organisers, eq(organisers.id, events.organiserId))
      .leftJoin(src, eq(src.id, events.sourceEventId))
      .where(cond);
    return {
      list: rows.map(({ e, organiserName, sourceCode }) => ({
        draftId: e.draftId,
        eventCode: e.eventCode ?? sourceCode,
        title: e.title,
        organiserId: e.organiserId,
        organiserName,
        isUpdate: e.sourceEventId !== null,
        city: e.city,
        category: e.category[0]?.name ?? null,
        submittedAt: e.submittedAt?.toISOString() ?? null,
      })),
      total: count?.n ?? 0,
      limit: q.limit,
      offset: q.offset,
    };
  }

  private async byDraftId(tx: Tx, draftId: string, lock = false): Promise<EventRow> {
    const query = tx.select().from(events).where(eq(events.draftId, draftId)).limit(1);
    const [row] = lock ? await query.for('no key update') : await query;
    if (!row) throw errors.notFound();
    return row;
  }

  /** The event as the public would see it (the synopsis shape), its organiser, and the live version a copy changes. */
  async detail(draftId: string) {
    const row = await this.byDraftId(this.db, draftId);
    const [org] = await this.db.select().from(organisers).where(eq(organisers.id, row.organiserId));
    const source = row.sourceEventId ? await this.drafts.repo.findById(row.sourceEventId) : null;
    const event = await this.drafts.view(row);
    const live = source ? await this.drafts.view(source) : null;
    return {
      event,
      organiser: { id: org!.id, code: org!.code, name: org!.name },
      isUpdate: row.sourceEventId !== null,
      live,
      diff: live ? eventDraftDiff(live, event) : [],
    };
  }

  /** A new event code, ET000 and five digits, not taken yet. */
  private async newEventCode(tx: Tx): Promise<string> {
    for (let round = 0; round < 5; round += 1) {
      const candidates = Array.from({ length: 10 }, () => `ET000${String(randomInt(100_000)).padStart(5, '0')}`);
      const taken = await tx.select({ code: events.eventCode }).from(events).where(inArray(events.eventCode, candidates));
      const free = candidates.find((c) => !taken.some((t) => t.code === c));
      if (free) return free;
    }
    throw new Error('no free event code');
  }

  /**
   * Approve (review -> inactive, the lifecycle table's reviewer move): a new event gets its event code and is READY TO
   * PUBLISH (the organiser publishes it; publishedAt is set when it goes live); a copy of a live event is merged into
   * it (content sections, title, category, banner; the live schedule stays) and removed, its images moving along.
   */
  async approve(actor: StaffActor, draftId: string) {
    return this.db.transaction(async (tx) => {
      const row = await this.byDraftId(tx, draftId, true);
      if (row.status !== 'review') throw notInReview();
      const now = this.now();
      if (!row.sourceEventId) {
        const eventCode = await this.newEventCode(tx);
        const [published] = await tx
          .update(events)
          .set({ status: 'inactive', eventCode, rejectionReasons: [], updatedAt: now })
          .where(eq(events.id, row.id))
          .returning();
        await recordAudit(tx, actor, { action: 'event.approve', targetType: 'event', targetId: row.draftId, before: snapshot(row), after: snapshot(published!) }, now);
        return { draftId: row.draftId, eventCode, status: published!.status, publishedAt: null, merged: false, message: T.eventApproved };
      }
      const [source] = await tx.select().from(events).where(eq(events.id, row.sourceEventId)).for('no key update');
      if (!source) throw errors.notFound();
      const copySections = row.sections as Record<string, unknown>;
      const liveSections = source.sections as Record<string, unknown>;
      const sections: Record<string, unknown> = { ...copySections };
      for (const key of SCHEDULE_SECTIONS) {
        if (key in liveSections) sections[key] = liveSections[key];
        else delete sections[key];
      }
      const liveInfo = liveSections.eventInfo as Record<string, unknown> | undefined;
      if (sections.eventInfo && typeof sections.eventInfo === 'object') {
        sections.eventInfo = { ...(sections.eventInfo as object), city: source.city ?? liveInfo?.city, regionCode: source.regionCode ?? liveInfo?.regionCode, venueType: source.venueType, venueSubType: liveInfo?.venueSubType ?? (sections.eventInfo as Record<string, unknown>).venueSubType ?? null };
      }
      const [merged] = await tx
        .update(events)
        .set({ title: row.title, category: row.category, bannerUrl: row.bannerUrl ?? source.bannerUrl, sections, rejectionReasons: [], updatedAt: now })
        .where(eq(events.id, source.id))
        .returning();
      await tx.update(eventImages).set({ eventId: source.id }).where(eq(eventImages.eventId, row.id));
      await tx.delete(events).where(eq(events.id, row.id));
      await recordAudit(
        tx,
        actor,
        { action: 'event.approve', targetType: 'event', targetId: row.draftId, before: { copy: snapshot(row), live: snapshot(source) }, after: { live: snapshot(merged!), merged: true, copyRemoved: row.draftId } },
        now,
      );
      return { draftId: merged!.draftId, eventCode: merged!.eventCode, status: merged!.status, publishedAt: merged!.publishedAt?.toISOString() ?? null, merged: true, message: T.eventMerged };
    });
  }

  /** Reject: back to the organiser as onHold (ON-HOLD EDIT-REQUIRED) with the reasons per section and field. */
  async reject(actor: StaffActor, draftId: string, reasons: RejectionReason[]) {
    return this.db.transaction(async (tx) => {
      const row = await this.byDraftId(tx, draftId, true);
      if (row.status !== 'review') throw new AppError(409, C.eventNotInReview, T.eventNotInReview, { shortDesc: T.eventNotInReview });
      const now = this.now();
      const [held] = await tx.update(events).set({ status: 'onHold', rejectionReasons: reasons, updatedAt: now }).where(eq(events.id, row.id)).returning();
      await recordAudit(tx, actor, { action: 'event.reject', targetType: 'event', targetId: row.draftId, before: snapshot(row), after: snapshot(held!) }, now);
      // In the transaction's own connection: PGlite has one, and a query outside the transaction would wait for it forever.
      const [source] = row.sourceEventId ? await tx.select({ eventCode: events.eventCode }).from(events).where(eq(events.id, row.sourceEventId)) : [];
      return { draftId: row.draftId, eventCode: row.eventCode ?? source?.eventCode ?? null, status: held!.status, publishedAt: null, merged: false, message: T.eventRejected };
    });
  }
}
