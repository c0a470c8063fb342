import { formatCount, formatIstDate, formatTimeOfDay, formatPaise, istDayStart, minuteOfDay, nextIstTime, timeOfDay, type DailySummary } from '@diy/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportSchedules, scheduledJobs } from '../../db/schema';
import { rowsOf } from '../ids';
import type { JobHandler, JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../messaging';
import type { ReportAccess, ReportEvent } from './access';
import type { ReportFiguresService } from './figures';
import { moneyText } from './money-text';

export const DAILY_SUMMARY_KIND = 'report-daily-summary';

interface SummaryPayload extends Record<string, unknown> {
  eventId: string;
  minuteOfDay: number;
  /** Set once the mail went out (a taken-over job does not mail again). */
  mailedAt?: string;
}

export interface DailySummaryDeps {
  db: Db;
  mailer: Mailer;
  queue: JobQueue;
  access: ReportAccess;
  figures: ReportFiguresService;
  now: () => Date;
}

const dedupeKey = (eventId: string, runAt: Date) => `${DAILY_SUMMARY_KIND}:${eventId}:${runAt.toISOString()}`;
const n = (v: unknown) => Number(v ?? 0);

/**
 * Daily sales summaries: an event's schedule (report_schedules) and one job a day on the scheduled-jobs queue, keyed by
 * event and instant so each day's mail is sent once whatever the number of workers; each run queues the next day's.
 * Stopping marks the schedule inactive and cancels the pending job; a job whose schedule changed skips.
 */
export class DailySummaries {
  constructor(private readonly d: DailySummaryDeps) {
    d.queue.register(DAILY_SUMMARY_KIND, this.run);
  }

  async get(event: ReportEvent): Promise<DailySummary> {
    const [row] = await this.d.db.select().from(reportSchedules).where(eq(reportSchedules.eventId, event.id));
    if (!row) return { eventCode: event.eventCode, active: false, time: null, to: null, nextRunAt: null };
    return {
      eventCode: event.eventCode,
      active: row.active,
      time: timeOfDay(row.minuteOfDay),
      to: row.recipient,
      nextRunAt: row.active ? nextIstTime(this.d.now(), row.minuteOfDay).toISOString() : null,
    };
  }

  async set(event: ReportEvent, time: string, to: string, userId: string): Promise<DailySummary> {
    const minutes = minuteOfDay(time);
    const now = this.d.now();
    await this.d.db.transaction(async (tx) => {
      await tx
        .insert(reportSchedules)
        .values({ eventId: event.id, minuteOfDay: minutes, recipient: to, active: true, createdBy: userId, updatedAt: now })
        .onConflictDoUpdate({ target: reportSchedules.eventId, set: { minuteOfDay: minutes, recipient: to, active: true, createdBy: userId, updatedAt: now } });
      await this.cancelPending(tx, event.id);
      const runAt = nextIstTime(now, minutes);
      await this.d.queue.enqueue({ kind: DAILY_SUMMARY_KIND, dedupeKey: dedupeKey(event.id, runAt), runAt, payload: { eventId: event.id, minuteOfDay: minutes } }, tx);
    });
    return this.get(event);
  }

  async stop(event: ReportEvent): Promise<DailySummary> {
    await this.d.db.transaction(async (tx) => {
      await tx.update(reportSchedules).set({ active: false, updatedAt: this.d.now() }).where(eq(reportSchedules.eventId, event.id));
      await this.cancelPending(tx, event.id);
    });
    return this.get(event);
  }

  private async cancelPending(tx: Parameters<Parameters<Db['transaction']>[0]>[0], eventId: string) {
    await tx
      .update(scheduledJobs)
      .set({ status: 'cancelled', doneAt: this.d.now() })
      .where(and(eq(scheduledJobs.kind, DAILY_SUMMARY_KIND), eq(scheduledJobs.status, 'pending'), sql`${scheduledJobs.payload}->>'eventId' = ${eventId}`));
  }

  private readonly run: JobHandler = async (job, ctx) => {
    const p = job.payload as SummaryPayload;
    const [schedule] = await this.d.db.select().from(reportSchedules).where(eq(reportSchedules.eventId, p.eventId));
    if (!schedule?.active) return { skipped: 'stopped' };
    if (schedule.minuteOfDay !== p.minuteOfDay) return { skipped: 'time changed' };
    const now = ctx.now();
    // The next day's summary first: queued once (its key), whatever happens to this one.
    const next = nextIstTime(new Date(Math.max(now.getTime(), job.runAt.getTime()) + 60_000), schedule.minuteOfDay);
    await this.d.queue.enqueue({ kind: DAILY_SUMMARY_KIND, dedupeKey: dedupeKey(p.eventId, next), runAt: next, payload: { eventId: p.eventId, minuteOfDay: p.minuteOfDay } });
    if (p.mailedAt) return { skipped: 'already mailed' };
    const event = await this.d.access.eventById(p.eventId);
    if (!event) return { skipped: 'event gone' };
    const report = await this.d.figures.eventReport(event, await this.d.access.sessions(event.id), 'all');
    const since = istDayStart(now);
    const [today] = rowsOf<Record<string, unknown>>(
      await this.d.db.execute(sql`
        select count(*) as bookings, coalesce(sum(ticket_count), 0) as tickets, coalesce(sum(total_paise), 0) as gross,
          coalesce(sum(discount_paise), 0) as discounts
        from bookings where event_id = ${event.id}::uuid and status = 'CONFIRMED' and sold_at >= ${since.toISOString()}::timestamptz and sold_at <= ${now.toISOString()}::timestamptz`),
    );
    const t = report.totals;
    const supplies = new Set(report.sessions.map((x) => x.gst.supply));
    const text = [
      `Daily sales summary for ${event.title} (${event.eventCode}), ${formatIstDate(now)}.`,
      '',
      `Today so far: ${formatCount(n(today?.tickets))} tickets in ${formatCount(n(today?.bookings))} bookings, ${formatPaise(n(today?.gross))} after ${formatPaise(n(today?.discounts))} of offer discounts.`,
      `All shows: ${formatCount(t.sold)} of ${formatCount(t.inventory)} tickets sold, ${formatCount(t.cancelled)} cancelled.`,
      `Money (all shows): ${moneyText(t, supplies.size === 1 ? [...supplies][0]! : null)}.`,
      `Admitted at the gate: ${formatCount(t.admitted)}.`,
      '',
      `This summary is sent every day at ${formatTimeOfDay(timeOfDay(schedule.minuteOfDay))} IST. Stop it from the event's report in the organiser console.`,
    ].join('\n');
    if (!(await ctx.progress({}))) return { skipped: 'lease lost' };
    await this.d.mailer.send({ to: schedule.recipient, subject: `Daily sales: ${event.title}, ${formatIstDate(now)}`, text });
    await ctx.progress({ mailedAt: now.toISOString() });
    return 'sent';
  };
}
