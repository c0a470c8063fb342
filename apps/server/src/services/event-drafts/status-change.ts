import {
  canMoveStatus, EVENT_GO_LIVE_MS, EVENT_STATUS_CHANGE_ERROR, STATUS_CHANGE_TEXTS,
  type CreateEventAnswer, type EventStatus, type OrganiserTargetStatus, type Snackbar,
} from '@diy/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, type ScheduledJobRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { EventDraftService } from '../event-draft-service';
import type { JobQueue } from '../jobs/job-queue';
import { draftErrors } from './errors';

/** The job kind that makes a published event LIVE (within EVENT_GO_LIVE_MINUTES of Publish). */
export const GO_LIVE_KIND = 'event.go-live';

const notAllowed = (from: EventStatus, to: string) =>
  new AppError(409, EVENT_STATUS_CHANGE_ERROR, STATUS_CHANGE_TEXTS.notAllowed, { shortDesc: `${from} -> ${to}`, field: 'status' });

const snackbar = (title: string, toastMsg: string): Snackbar => ({ title, content: toastMsg, class: 'success', toastMsg });
const SNACKS: Record<Exclude<OrganiserTargetStatus, 'review'>, Snackbar> = {
  active: snackbar('Published', STATUS_CHANGE_TEXTS.published),
  inactive: snackbar('Off sale', STATUS_CHANGE_TEXTS.unpublished),
  unlisted: snackbar('Unlisted', STATUS_CHANGE_TEXTS.unlisted),
  closed: snackbar('Sales closed', STATUS_CHANGE_TEXTS.closed),
};

/**
 * PUT /manage/event/{eventId} {status}: the organiser's status changes by the moves of the domain's lifecycle table
 * (canMoveStatus('organiser', from, to)); anything else is 409 ERR.EVENT.STATUS_CHANGE and changes nothing. Review
 * is the draft service's submit. Publish (inactive -> active) and List again (unlisted -> active) need an active future
 * show with a ticket type (the domain's publishProblem; the refusal names what is missing and its field). Publish sets
 * go_live_by and enqueues a durable go-live job in the same transaction; the job makes the event LIVE (the worker is
 * nudged, so it is at once unless the worker is busy; within 15 minutes as promised). Every update is conditional on
 * the status read, so two changes at once cannot both apply.
 */
export class EventStatusService {
  constructor(
    private readonly db: Db,
    private readonly drafts: EventDraftService,
    private readonly schedule: { schedulingProblems(eventId: string, purpose: 'publish'): Promise<{ field: string; message: string }[]> },
    private readonly queue: JobQueue,
    private readonly now: () => Date,
    private readonly nudge: () => void,
  ) {
    queue.register(GO_LIVE_KIND, this.goLive);
  }

  async change(organiserId: string, ref: string, to: OrganiserTargetStatus): Promise<CreateEventAnswer> {
    if (to === 'review') return this.drafts.submit(organiserId, ref);
    const row = await this.drafts.repo.findOwned(organiserId, ref);
    if (!row) throw draftErrors.invalidReference();
    if (!canMoveStatus('organiser', row.status, to)) throw notAllowed(row.status, to);
    const now = this.now();
    const publishing = to === 'active' && row.status === 'inactive';
    if (publishing && row.goLiveBy) return { draftId: row.draftId, status: row.status, snackbar: SNACKS.active };
    // Publish and List again put the event on sale: the same check for both (the domain's publish predicate).
    if (to === 'active') {
      const problems = await this.schedule.schedulingProblems(row.id, 'publish');
      const [first] = problems;
      if (first) throw new AppError(409, EVENT_STATUS_CHANGE_ERROR, first.message, { field: first.field, fields: problems });
    }
    const updated = await this.db.transaction(async (tx) => {
      const set = publishing
        ? { goLiveBy: new Date(now.getTime() + EVENT_GO_LIVE_MS), updatedAt: now }
        : // An event that was live (or goes live now) has been published: taken off sale later, it reads Off sale.
          { status: to, goLiveBy: null, updatedAt: now, ...((to === 'active' || row.status === 'active') && !row.publishedAt ? { publishedAt: now } : {}) };
      const [next] = await tx.update(events).set(set).where(and(eq(events.id, row.id), eq(events.status, row.status))).returning();
      if (!next) throw notAllowed(row.status, to);
      if (publishing) {
        await this.queue.enqueue({ kind: GO_LIVE_KIND, dedupeKey: `${GO_LIVE_KIND}:${row.id}:${now.getTime()}`, runAt: now, payload: { eventId: row.id } }, tx);
      }
      return next;
    });
    if (publishing) this.nudge();
    return { draftId: updated.draftId, status: updated.status, snackbar: SNACKS[to] };
  }

  /** The go-live job: LIVE if the event is still waiting for it (an event taken off sale or closed meanwhile stays so). */
  private readonly goLive = async (job: ScheduledJobRow): Promise<'sent' | { skipped: string }> => {
    const eventId = String((job.payload as { eventId?: unknown }).eventId ?? '');
    const now = this.now();
    const [row] = await this.db
      .update(events)
      .set({ status: 'active', goLiveBy: null, updatedAt: now })
      .where(and(eq(events.id, eventId), eq(events.status, 'inactive'), isNotNull(events.goLiveBy)))
      .returning({ id: events.id, publishedAt: events.publishedAt });
    if (!row) return { skipped: 'the event is no longer waiting to go live' };
    if (!row.publishedAt) await this.db.update(events).set({ publishedAt: now }).where(eq(events.id, eventId));
    return 'sent';
  };
}
