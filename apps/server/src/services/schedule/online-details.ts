import {
  canAddVodVideo, ONLINE_MESSAGES, onlineRequirements, SCHEDULE_API_MESSAGES, SCHEDULE_ERROR_CODES, vodDeadline,
  type JoiningDetails, type OnlineDetailsAnswer,
} from '@diy/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventSessions, type EventRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ERR_VALIDATION, LOCKED_STATUSES, scheduleErrors, subTypeOf, type ScheduleSections } from './schedule-common';

/** Online events: the e-mail list, the meeting link and password, the VOD video and its deadline. */
export class OnlineDetails {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async onlineDetails(event: EventRow): Promise<OnlineDetailsAnswer> {
    const sections = event.sections as ScheduleSections;
    const subType = subTypeOf((sections.venueSubType as string | null | undefined) ?? null);
    if (!subType) throw new AppError(400, SCHEDULE_ERROR_CODES.notOnline, ONLINE_MESSAGES.notOnline);
    const first = await this.firstActiveShow(event.id);
    return {
      venueSubType: subType,
      emailIds: Array.isArray(sections.emailIds) ? sections.emailIds : [],
      joiningDetails: sections.joiningDetails ?? null,
      streaming: subType === 'liveStreaming' ? (sections.streaming ?? null) : null,
      vod: sections.vod ?? null,
      vodDeadline: subType === 'vod' && first ? vodDeadline(first).toISOString() : null,
      message: ONLINE_MESSAGES.onlineSaved,
    };
  }

  /**
   * PUT /manage/event/{draftId}/online: the e-mail list (live streaming) and the meeting link and password (external
   * meetings). What the subtype needs is required; the rest is ignored.
   */
  async saveOnlineDetails(event: EventRow, body: { emailIds?: string[] | undefined; joiningDetails?: JoiningDetails | undefined }): Promise<OnlineDetailsAnswer> {
    if (LOCKED_STATUSES.has(event.status)) throw scheduleErrors.readOnly();
    const sections = event.sections as ScheduleSections;
    const subType = subTypeOf((sections.venueSubType as string | null | undefined) ?? null);
    if (!subType) throw new AppError(400, SCHEDULE_ERROR_CODES.notOnline, ONLINE_MESSAGES.notOnline);
    const needs = onlineRequirements(subType);
    const patch: Partial<ScheduleSections> = {};
    if (needs.emailIds) {
      const emails = [...new Set((body.emailIds ?? []).map((e) => e.trim().toLowerCase()))];
      if (emails.length === 0) throw scheduleErrors.field(ERR_VALIDATION, SCHEDULE_API_MESSAGES.emailIdsRequired, 'emailIds');
      patch.emailIds = emails;
    }
    if (needs.joiningDetails) {
      if (!body.joiningDetails) throw scheduleErrors.field(ERR_VALIDATION, ONLINE_MESSAGES.linkRequired, 'joiningDetails.link');
      patch.joiningDetails = body.joiningDetails;
    }
    const [row] = await this.db
      .update(events)
      .set({ sections: sql`${events.sections} || ${JSON.stringify(patch)}::jsonb`, updatedAt: this.now() })
      .where(eq(events.id, event.id))
      .returning();
    return this.onlineDetails(row!);
  }

  /** POST /manage/event/{draftId}/vod: the video link, accepted until 24 hours before the first active show. */
  async addVodVideo(event: EventRow, videoUrl: string): Promise<{ videoUrl: string; addedAt: string; deadline: string; message: string }> {
    if (LOCKED_STATUSES.has(event.status)) throw scheduleErrors.readOnly();
    const subType = subTypeOf(((event.sections as ScheduleSections).venueSubType as string | null | undefined) ?? null);
    if (subType !== 'vod') throw new AppError(400, SCHEDULE_ERROR_CODES.notOnline, ONLINE_MESSAGES.notVod);
    const first = await this.firstActiveShow(event.id);
    if (!first) throw new AppError(400, SCHEDULE_ERROR_CODES.vodClosed, ONLINE_MESSAGES.vodNoShow);
    const now = this.now();
    const deadline = vodDeadline(first).toISOString();
    if (!canAddVodVideo(first, now)) {
      throw new AppError(409, SCHEDULE_ERROR_CODES.vodClosed, ONLINE_MESSAGES.vodClosed, { extra: { deadline } });
    }
    const vod = { videoUrl, addedAt: now.toISOString() };
    await this.db
      .update(events)
      .set({ sections: sql`jsonb_set(${events.sections}, '{vod}', ${JSON.stringify(vod)}::jsonb)`, updatedAt: now })
      .where(eq(events.id, event.id));
    return { ...vod, deadline, message: ONLINE_MESSAGES.vodSaved };
  }

  /** The first active show of the event that has not started yet (the VOD deadline counts from it). */
  private async firstActiveShow(eventId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ showTime: eventSessions.showTime })
      .from(eventSessions)
      .where(and(eq(eventSessions.eventId, eventId), eq(eventSessions.active, true), sql`${eventSessions.showTime} > ${this.now().toISOString()}::timestamptz`))
      .orderBy(asc(eventSessions.showTime))
      .limit(1);
    return row?.showTime ?? null;
  }
}
