import { randomUUID } from 'node:crypto';
import type { BannerImage, BannerType, CreateEventAnswer, EventDraft, EventInfo } from '@diy/domain';
import type * as z from 'zod';
import {
  BANNER_UPLOAD_TYPE,
  canPublish,
  DURATION_MESSAGES,
  EVENT_INFO_MESSAGES,
  IMAGE_MESSAGES,
  TEXT_MESSAGES,
  type bannerUploadFieldsSchema,
  type createEventBodySchema,
  stripHtml,
} from '@diy/domain';
import type { Db } from '../db/client';
import type { EventRow } from '../db/schema';
import type { FieldError } from '../http/errors';
import { DraftRepository, type EventPatch } from '../repositories/draft-repository';
import type { MasterRepository } from '../repositories/master-repository';
import { draftErrors, SNACKBARS } from './event-drafts/errors';
import { applySectionRules, type SavedSections, type SectionPatchBody } from './event-drafts/section-rules';
import { COPY_ON_SAVE_STATUSES, EDITABLE_STATUSES, isIn, OPEN_COPY_STATUSES, READ_ONLY_STATUSES } from './event-drafts/statuses';
import { sectionsForCopy, toEventDraft } from './event-drafts/view';
import type { FileLinks } from './file-links';
import { crockfordRandom } from './ids';
import { processBannerImage } from './image-processing';
import { showsForSale } from './schedule/shows-for-sale';
import { type ScheduleService, scheduleErrors } from './schedule-service';
import type { FileStorage } from './storage';

export const newDraftId = (): string => `DR${crockfordRandom(10)}`;
type Logger = { warn: (obj: object, msg: string) => void };

/** Hook for the Schedule and Tickets issue: what sessions and ticket types a draft needs before review. */
export function scheduleReadinessProblems(_draft: EventDraft): FieldError[] {
  return [];
}

/** The event draft commands: create, copy, read, save sections, upload images, submit, delete. */
export class EventDraftService {
  readonly repo: DraftRepository;
  constructor(
    private readonly db: Db,
    private readonly masters: MasterRepository,
    private readonly storage: FileStorage,
    private readonly links: FileLinks,
    private readonly now: () => Date,
    private readonly log: Logger,
    /** Schedule and tickets (issue #5): syncs the venueInfo section to sessions and ticket types; the submit check. */
    private readonly schedule?: Pick<ScheduleService, 'saveVenueInfo' | 'schedulingProblems'>,
  ) {
    this.repo = new DraftRepository(db);
  }

  private async owned(organiserId: string, ref: string | undefined): Promise<EventRow> {
    const row = ref ? await this.repo.findOwned(organiserId, ref) : null;
    if (!row) throw draftErrors.invalidReference();
    return row;
  }

  async synopsis(organiserId: string, q: { draftId?: string | undefined; eventCode?: string | undefined }): Promise<EventDraft> {
    return this.view(await this.owned(organiserId, q.draftId || q.eventCode));
  }

  async view(row: EventRow): Promise<EventDraft> {
    const source = row.sourceEventId ? await this.repo.findById(row.sourceEventId) : null;
    // A draft copy of a published event lists that event's shows.
    const sessions = await this.repo.sessionsOf(row.sourceEventId ?? row.id);
    const regions = await this.repo.venueRegions([...new Set(sessions.map((s) => s.venueCode))]);
    const copy = isIn(COPY_ON_SAVE_STATUSES, row.status) ? await this.repo.findCopyOf(row.id, OPEN_COPY_STATUSES) : null;
    const now = this.now();
    const showsOf = row.sourceEventId ?? row.id;
    const publishable = canPublish((await showsForSale(this.db, [showsOf], now)).get(showsOf) ?? [], now);
    return toEventDraft(row, { sourceEventCode: source?.eventCode ?? null, sessions, regions, now, openCopyDraftId: copy?.draftId ?? null, publishable });
  }

  async create(organiserId: string, body: z.output<typeof createEventBodySchema>): Promise<CreateEventAnswer> {
    if (body.eventCode) {
      const source = await this.owned(organiserId, body.eventCode);
      if (!isIn(COPY_ON_SAVE_STATUSES, source.status)) throw draftErrors.invalidReference();
      const copy = await this.saveSections(organiserId, source.draftId, { eventInfo: body.eventInfo });
      return { ...copy, snackbar: SNACKBARS.copied };
    }
    const saved = await applySectionRules({ eventInfo: body.eventInfo }, this.ruleDeps([]));
    const info = saved.eventInfo as EventInfo;
    const now = this.now();
    const row = await this.repo.insert({
      draftId: newDraftId(),
      organiserId,
      status: 'draft',
      ...infoColumns(info),
      sections: saved.sections,
      createdAt: now,
      updatedAt: now,
    });
    return { draftId: row.draftId, status: row.status, snackbar: SNACKBARS.created };
  }

  /**
   * PATCH: saves sections of a draft; a published event's sections go into its draft copy (made once, then reused).
   * Everything is checked before anything is written, and what is written is written at once: a refused save leaves
   * no draft copy and no half-saved sections (a new copy is inserted with its sections in one statement; a schedule
   * and the other sections are saved in one transaction).
   */
  async saveSections(organiserId: string, ref: string, body: SectionPatchBody): Promise<CreateEventAnswer> {
    // The path names the draft; a published event may also be named by the body's eventCode.
    const target = (await this.repo.findOwned(organiserId, ref)) ?? (await this.owned(organiserId, body.eventCode));
    if (isIn(READ_ONLY_STATUSES, target.status)) throw draftErrors.readOnly();
    const published = isIn(COPY_ON_SAVE_STATUSES, target.status);
    if (!published && !isIn(EDITABLE_STATUSES, target.status)) throw draftErrors.closed();
    await this.checkSaleStarted(target, body);
    const copy = published ? await this.openCopyOf(target) : null;
    const base = copy ?? target;
    const { venueInfo, ...others } = body;
    const scheduled = venueInfo !== undefined && this.schedule !== undefined;
    // The shows of a published event (and of its copy) change through its published sessions, never by a copy's save.
    if (scheduled && published) throw scheduleErrors.usePublishedSessions();
    // A new copy has no images of its own yet: the event's are the ones it may use.
    const imageOwners = published ? [copy?.id, target.id] : [target.id, target.sourceEventId];
    const saved = await applySectionRules(scheduled ? others : body, this.ruleDeps(imageOwners.filter((id): id is string => Boolean(id))));
    if (published && !copy) {
      const created = await this.insertCopy(target, saved);
      return { draftId: created.draftId, status: created.status, snackbar: SNACKBARS.copied };
    }
    const write = async (repo: DraftRepository) => {
      const updated = await repo.saveSections(base.id, saved.sections, this.columnsOf(saved), EDITABLE_STATUSES);
      if (!updated) throw draftErrors.readOnly();
      return updated;
    };
    let updated: EventRow | undefined;
    if (scheduled) {
      // The schedule service checks venueInfo against the clock, syncs sessions and ticket types and writes the
      // section (with the server's ids); the other sections are saved last in its transaction.
      await this.schedule!.saveVenueInfo(base.id, venueInfo, { andThen: async (tx) => void (updated = await write(new DraftRepository(tx))) });
    } else {
      updated = await write(this.repo);
    }
    return { draftId: updated!.draftId, status: updated!.status, snackbar: base.id === target.id ? SNACKBARS.saved : SNACKBARS.copied };
  }

  /**
   * Sale started (ERR.EVENTCREATION.SALE_STARTED): once confirmed bookings exist for the event (or the event a copy
   * was made from), its schedule (venueInfo) and its venue type cannot be changed by a section save.
   */
  private async checkSaleStarted(target: EventRow, body: SectionPatchBody): Promise<void> {
    const changesVenueType = body.eventInfo !== undefined && body.eventInfo.venueType !== target.venueType;
    if (!body.venueInfo && !changesVenueType) return;
    const ids = [target.id, target.sourceEventId].filter((id): id is string => Boolean(id));
    if (await this.repo.hasBookings(ids)) throw draftErrors.saleStarted();
  }

  /** The published event's open draft copy, or null when it has none; refused while a copy is under review. */
  private async openCopyOf(source: EventRow): Promise<EventRow | null> {
    const existing = await this.repo.findCopyOf(source.id, OPEN_COPY_STATUSES);
    if (existing && isIn(READ_ONLY_STATUSES, existing.status)) throw draftErrors.readOnly('An edit of this event is already under review');
    return existing;
  }

  /** A published event's draft copy, made with the sections just saved (one statement). */
  private async insertCopy(source: EventRow, saved: SavedSections): Promise<EventRow> {
    const draft = await this.view(source);
    const now = this.now();
    return this.repo.insert({
      draftId: newDraftId(),
      organiserId: source.organiserId,
      status: 'draft',
      ...infoColumns(draft.eventInfo),
      bannerUrl: source.bannerUrl,
      sourceEventId: source.id,
      createdAt: now,
      ...this.columnsOf(saved),
      sections: { ...sectionsForCopy(draft), ...saved.sections },
    });
  }

  private ruleDeps(imageOwners: string[]) {
    return { masters: this.masters, images: () => this.repo.images(imageOwners), now: this.now() };
  }

  /** The columns a section save sets besides the sections. */
  private columnsOf(saved: SavedSections): Omit<EventPatch, 'sections'> {
    return {
      ...(saved.eventInfo ? infoColumns(saved.eventInfo) : {}),
      ...(saved.bannerUrl !== undefined ? { bannerUrl: saved.bannerUrl } : {}),
      updatedAt: this.now(),
    };
  }

  /** PUT {status: 'review'}: a complete draft goes to the reviewers. */
  async submit(organiserId: string, ref: string): Promise<CreateEventAnswer> {
    const row = await this.owned(organiserId, ref);
    if (isIn(READ_ONLY_STATUSES, row.status)) throw draftErrors.alreadyInReview();
    if (!isIn(EDITABLE_STATUSES, row.status)) throw draftErrors.notSubmittable();
    const draft = await this.view(row);
    const problems = [
      ...completenessProblems(draft),
      ...scheduleReadinessProblems(draft),
      ...(this.schedule ? await this.schedule.schedulingProblems(row.id) : []),
    ];
    if (problems.length > 0) throw draftErrors.incomplete(problems);
    const now = this.now();
    const updated = await this.repo.update(row.id, { status: 'review', submittedAt: now, updatedAt: now }, EDITABLE_STATUSES);
    if (!updated) throw draftErrors.alreadyInReview();
    return { draftId: updated.draftId, status: updated.status, snackbar: SNACKBARS.submitted };
  }

  /** DELETE /delete/draft: a draft (not under review, not published) and the images uploaded for it. */
  async delete(organiserId: string, draftId: string): Promise<{ draftId: string; deleted: true }> {
    const row = await this.owned(organiserId, draftId);
    if (row.draftId !== draftId || !isIn(EDITABLE_STATUSES, row.status)) throw draftErrors.deleteOnlyDrafts();
    const keys = await this.repo.delete(row.id, EDITABLE_STATUSES);
    if (!keys) throw draftErrors.deleteOnlyDrafts();
    for (const key of keys) {
      await this.storage.delete(key).catch((err: unknown) => this.log.warn({ err, key }, 'stored image not deleted'));
    }
    return { draftId: row.draftId, deleted: true };
  }

  /** POST /manage/event/upload/banner/{bannerType}: checks, re-encodes and stores an image for the event. */
  async upload(
    organiserId: string,
    bannerType: BannerType,
    fields: z.output<typeof bannerUploadFieldsSchema>,
    file: Buffer,
  ): Promise<BannerImage> {
    const row = await this.owned(organiserId, fields.draftId);
    if (isIn(READ_ONLY_STATUSES, row.status)) throw draftErrors.readOnly();
    if (!isIn(EDITABLE_STATUSES, row.status) && !isIn(COPY_ON_SAVE_STATUSES, row.status)) throw draftErrors.closed();
    const kind = bannerType === BANNER_UPLOAD_TYPE.banner ? 'banner' : 'poster';
    const image = await processBannerImage(kind, file);
    const key = `public/events/${row.draftId}/${randomUUID()}.jpeg`;
    await this.storage.put(key, image.body, image.contentType);
    await this.repo.insertImage({
      eventId: row.id,
      organiserId,
      bannerType,
      storageKey: key,
      width: image.width,
      height: image.height,
      sizeBytes: image.body.length,
    });
    const caption = (fields.eventTitle || row.title).slice(0, 200);
    return { caption, type: 'image', url: this.links.publicUrl(key), width: image.width, height: image.height };
  }
}

function infoColumns(info: EventInfo) {
  return { title: info.eventTitle, category: info.category, city: info.city, regionCode: info.regionCode, venueType: info.venueType };
}

/** What a draft needs before review in this issue: a name, both images, a duration and a description. */
export function completenessProblems(draft: EventDraft): FieldError[] {
  const problems: FieldError[] = [];
  if (draft.eventInfo.eventTitle.trim().length === 0) problems.push({ field: 'eventInfo.eventTitle', message: EVENT_INFO_MESSAGES.titleLength });
  if (draft.banner.desktop.length === 0) problems.push({ field: 'banner.desktop', message: IMAGE_MESSAGES.bannerRequired });
  if (draft.banner.webListing.length === 0) problems.push({ field: 'banner.webListing', message: IMAGE_MESSAGES.posterRequired });
  if (draft.additionalInfo.duration === null) problems.push({ field: 'additionalInfo.duration', message: DURATION_MESSAGES.required });
  if (stripHtml(draft.synopsis) === '') problems.push({ field: 'synopsis', message: TEXT_MESSAGES.descriptionRequired });
  return problems;
}
