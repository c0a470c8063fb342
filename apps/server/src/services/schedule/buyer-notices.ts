import { sessionNoticeMail, sessionNoticeSms, ticketMoney, type SessionNoticeChange, type SessionNoticeFacts } from '@diy/domain';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, events, eventSessions, scheduledJobs, tickets, type ScheduledJobRow } from '../../db/schema';
import type { JobHandler, JobQueue, RunResult, Runner } from '../jobs/job-queue';
import type { Mailer, SmsSender } from '../messaging';

/** The job kind of the buyers' notice of a cancelled or moved show. */
export const BUYER_NOTICE_KIND = 'buyer-session-notice';
/** Bookings read per page by the job (a show may have tens of thousands). */
const PAGE = 500;

export interface BuyerNoticePayload extends Record<string, unknown> {
  eventId: string;
  sessionId: string;
  change: SessionNoticeChange;
  oldShowTime: string;
  newShowTime: string | null;
  /** When the show changed: buyers of bookings sold until then are told (a later buyer bought the new time). */
  changedAt: string;
  /**
   * Progress: the last booking id fully told, and the messages sent of the next ("<bookingId>:sms", ":email"); a job
   * taken over after a crash or by a second worker sends only what is not recorded here.
   */
  after?: string;
  sent?: string[];
}

/**
 * Buyer notices (issue #23): one durable job per change of a published show (scheduled-jobs table, claimed with
 * FOR UPDATE SKIP LOCKED under a lease). The job tells every buyer of the show, one SMS and one e-mail per booking
 * through the messaging adapters (the outbox locally), recording each message on the job as it goes, so a job taken
 * over after a restart or by another worker never sends a recorded message again (a crash between a send and its
 * record is the one case that may repeat that one message, as with every job here).
 */
export class BuyerNotices {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly queue: JobQueue,
    private readonly nudge: () => void = () => undefined,
  ) {
    queue.register(BUYER_NOTICE_KIND, this.run);
  }

  /**
   * Queues the notice of one change, in the caller's transaction (the show's write); runs as soon as it commits.
   * `changedAt` is the change's own time: a cancelled show stamps its bookings' cancelled_at with it, and the job tells
   * the bookings cancelled at or after it (a later reading of the clock would leave them all out).
   */
  async enqueue(tx: Runner, n: { eventId: string; sessionId: string; change: SessionNoticeChange; oldShowTime: Date; newShowTime: Date | null; changedAt?: Date }): Promise<string> {
    const now = n.changedAt ?? this.now();
    const payload: BuyerNoticePayload = {
      eventId: n.eventId,
      sessionId: n.sessionId,
      change: n.change,
      oldShowTime: n.oldShowTime.toISOString(),
      newShowTime: n.newShowTime?.toISOString() ?? null,
      changedAt: now.toISOString(),
    };
    const to = n.newShowTime ? n.newShowTime.toISOString() : 'cancelled';
    return this.queue.enqueue({ kind: BUYER_NOTICE_KIND, dedupeKey: `buyer-notice:${n.sessionId}:${payload.oldShowTime}:${to}:${now.getTime()}`, runAt: now, payload }, tx);
  }

  /** Call after the transaction that enqueued commits: the worker runs the job now rather than at its next poll. */
  wake(): void {
    this.nudge();
  }

  /** The notice jobs of a show (tests, support). */
  async jobsOf(sessionId: string): Promise<ScheduledJobRow[]> {
    return this.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, BUYER_NOTICE_KIND), sql`${scheduledJobs.payload}->>'sessionId' = ${sessionId}`))
      .orderBy(scheduledJobs.createdAt);
  }

  async runDue(limit = 20): Promise<RunResult> {
    return this.queue.runDue({ limit, kinds: [BUYER_NOTICE_KIND] });
  }

  /** What each booking's buyer paid (the refund of a cancelled show): ticketMoney().buyerPaysPaise summed per booking. */
  private async refundsOf(bookingIds: string[]): Promise<Map<string, number>> {
    const paid = new Map<string, number>();
    if (bookingIds.length === 0) return paid;
    const rows = await this.db
      .select({ bookingId: tickets.bookingId, pricePaise: tickets.pricePaise, discountPaise: tickets.discountPaise, feePaise: tickets.feePaise, taxPaise: tickets.taxPaise })
      .from(tickets)
      .where(inArray(tickets.bookingId, bookingIds));
    for (const t of rows) {
      const money = ticketMoney({ pricePaise: t.pricePaise, discountPaise: t.discountPaise, discountFunder: null, channelFeePaise: t.feePaise, channelTaxPaise: t.taxPaise });
      paid.set(t.bookingId, (paid.get(t.bookingId) ?? 0) + money.buyerPaysPaise);
    }
    return paid;
  }

  /** The job handler: every booking of the show sold until the change, in booking order, SMS then e-mail. */
  readonly run: JobHandler = async (job, ctx) => {
    const p = job.payload as BuyerNoticePayload;
    const [row] = await this.db
      .select({ title: events.title, eventCode: events.eventCode, draftId: events.draftId, venueName: eventSessions.venueName })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(eq(eventSessions.id, p.sessionId));
    if (!row) return { skipped: 'session deleted' };
    // Progress: `after` is the last booking fully told (bookings go in booking id order), `sent` the messages of the
    // booking being told: each record is small whatever the number of buyers.
    let sent = new Set(p.sent ?? []);
    let after = p.after ?? '';
    const changedAt = new Date(p.changedAt);
    let told = 0;
    for (;;) {
      const page = await this.db
        .select({ id: bookings.id, bookingId: bookings.bookingId, name: bookings.buyerName, mobile: bookings.buyerMobile, email: bookings.buyerEmail })
        .from(bookings)
        .where(
          and(
            eq(bookings.sessionId, p.sessionId),
            lte(bookings.soldAt, changedAt),
            // Bookings cancelled before the change are not told; a cancelled show cancels its bookings at the change.
            or(isNull(bookings.cancelledAt), sql`${bookings.cancelledAt} >= ${changedAt.toISOString()}::timestamptz`),
            gt(bookings.bookingId, after),
          ),
        )
        .orderBy(asc(bookings.bookingId))
        .limit(PAGE);
      const refunds = p.change === 'cancelled' ? await this.refundsOf(page.map((b) => b.id)) : new Map<string, number>();
      for (const b of page) {
        const facts: SessionNoticeFacts = {
          change: p.change,
          buyerName: b.name,
          eventTitle: row.title,
          eventCode: row.eventCode ?? row.draftId,
          venueName: row.venueName,
          bookingId: b.bookingId,
          oldShowTime: p.oldShowTime,
          newShowTime: p.newShowTime,
          refundPaise: p.change === 'cancelled' ? (refunds.get(b.id) ?? 0) : null,
        };
        const messages: [string, () => Promise<void>][] = [];
        if (b.mobile) messages.push([`${b.bookingId}:sms`, () => this.sms.send(b.mobile!, sessionNoticeSms(facts))]);
        if (b.email) messages.push([`${b.bookingId}:email`, () => this.mailer.send({ to: b.email!, ...sessionNoticeMail(facts) })]);
        for (const [key, send] of messages) {
          if (sent.has(key)) continue;
          await send();
          sent.add(key);
          // Recorded under our lease; a lost lease means another worker owns the job now: stop at once.
          if (!(await ctx.progress({ after, sent: [...sent] }))) return 'sent';
        }
        told += 1;
        after = b.bookingId;
        sent = new Set();
      }
      if (page.length < PAGE) break;
    }
    if (!(await ctx.progress({ after, sent: [] }))) return 'sent';
    return told === 0 && !p.after ? { skipped: 'no buyers' } : 'sent';
  };
}
