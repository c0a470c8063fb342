import { formatIstDate, formatIstTime, streamingMailAt, SUPPORT_EMAIL } from '@diy/domain';
import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, eventSessions, scheduledJobs, type ScheduledJobRow } from '../db/schema';
import { type JobHandler, type JobQueue, type RunResult, type Runner } from './jobs/job-queue';
import type { Mailer } from './messaging';

export { JOB_LEASE_MS, JOB_MAX_ATTEMPTS, JobWorker, type RunResult, type Tx } from './jobs/job-queue';

/** The job kind of the live-streaming details mail. */
export const STREAMING_MAIL_KIND = 'streaming-details-mail';
/** A show that started more than this long ago gets no details any more (a job found late after an outage). */
export const STREAMING_MAIL_GRACE_MS = 60 * 60_000;
/** Events whose buyers watch: the details go out only for these statuses. */
const LIVE_STATUSES = ['active', 'unlisted'];

export interface StreamingPayload extends Record<string, unknown> {
  eventId: string;
  sessionId: string;
  showTime: string;
  /** Recipients already mailed (a job taken over after a crash does not mail them again). */
  sentTo?: string[];
}

export interface StreamingDetails {
  ingestUrl: string;
  streamKey: string;
  watchUrl: string;
}

const dedupeKey = (sessionId: string, showTime: Date) => `streaming:${sessionId}:${showTime.toISOString()}`;

/**
 * Durable jobs for the live-streaming details mail (seed 000 section 1: mailed 15 minutes before each show), on the
 * scheduled-jobs queue (jobs/job-queue.ts): one per (session, show time) by dedupe key, so they survive restarts and a
 * second save never doubles them; mails go through the Mailer adapter. Every recipient mailed is recorded on the job,
 * so a job taken over after a crash mails only those not yet mailed (a crash between a send and its record is the one
 * case that may mail an address twice).
 */
export class StreamingJobs {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly queue: JobQueue,
  ) {
    queue.register(STREAMING_MAIL_KIND, this.run);
  }

  /**
   * Makes the pending jobs of an event match its sessions: one per active future session for a live-streaming
   * event, none otherwise. Runs inside the caller's transaction (the schedule save).
   */
  async syncEvent(tx: Runner, eventId: string, liveStreaming: boolean): Promise<void> {
    const now = this.now();
    const sessions = liveStreaming
      ? await tx
          .select({ id: eventSessions.id, showTime: eventSessions.showTime })
          .from(eventSessions)
          .where(and(eq(eventSessions.eventId, eventId), eq(eventSessions.active, true), gt(eventSessions.showTime, now)))
      : [];
    const keys = sessions.map((s) => dedupeKey(s.id, s.showTime));
    await tx
      .update(scheduledJobs)
      .set({ status: 'cancelled', lockedUntil: null })
      .where(
        and(
          eq(scheduledJobs.kind, STREAMING_MAIL_KIND),
          eq(scheduledJobs.status, 'pending'),
          sql`${scheduledJobs.payload}->>'eventId' = ${eventId}`,
          keys.length ? notInArray(scheduledJobs.dedupeKey, keys) : undefined,
        ),
      );
    if (sessions.length === 0) return;
    await tx
      .insert(scheduledJobs)
      .values(
        sessions.map((s) => ({
          kind: STREAMING_MAIL_KIND,
          dedupeKey: dedupeKey(s.id, s.showTime),
          runAt: streamingMailAt(s.showTime),
          payload: { eventId, sessionId: s.id, showTime: s.showTime.toISOString() } satisfies StreamingPayload,
          createdAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: scheduledJobs.dedupeKey,
        set: { status: 'pending', attempts: 0, lastError: null, runAt: sql`excluded.run_at` },
        setWhere: eq(scheduledJobs.status, 'cancelled'),
      });
  }

  /** Pending and finished jobs of an event (tests, support). */
  async jobsOf(eventId: string): Promise<ScheduledJobRow[]> {
    return this.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, STREAMING_MAIL_KIND), sql`${scheduledJobs.payload}->>'eventId' = ${eventId}`))
      .orderBy(scheduledJobs.runAt);
  }

  /** Claims and runs the due streaming-details jobs (at most `limit`), returning what happened. */
  async runDue(limit = 20): Promise<RunResult> {
    return this.queue.runDue({ limit, kinds: [STREAMING_MAIL_KIND] });
  }

  /** The job handler: mails every recipient not yet mailed, recording each on the job. */
  readonly run: JobHandler = async (job, ctx) => {
    const payload = job.payload as StreamingPayload;
    const [row] = await this.db
      .select({ event: events, session: eventSessions })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(eq(eventSessions.id, payload.sessionId));
    if (!row) return { skipped: 'session deleted' };
    const { event, session } = row;
    if (!session.active) return { skipped: 'session inactive' };
    if (session.showTime.toISOString() !== payload.showTime) return { skipped: 'show time changed' };
    if (!LIVE_STATUSES.includes(event.status)) return { skipped: `event ${event.status}` };
    if (ctx.now().getTime() > session.showTime.getTime() + STREAMING_MAIL_GRACE_MS) return { skipped: 'show over' };
    const sections = event.sections as { emailIds?: unknown; streaming?: StreamingDetails };
    const recipients = Array.isArray(sections.emailIds) ? [...new Set(sections.emailIds.filter((e): e is string => typeof e === 'string').map((e) => e.trim().toLowerCase()))] : [];
    if (recipients.length === 0) return { skipped: 'no e-mail ids' };
    const sentTo = new Set(payload.sentTo ?? []);
    const mail = streamingMail(event.title, event.eventCode ?? event.draftId, session.showTime, sections.streaming ?? null);
    for (const to of recipients) {
      if (sentTo.has(to)) continue;
      await this.mailer.send({ to, ...mail });
      sentTo.add(to);
      // Record the progress under our lease; if the lease was lost, stop (another worker owns the job now).
      if (!(await ctx.progress({ sentTo: [...sentTo] }))) return 'sent';
    }
    return 'sent';
  };
}

/** The details mail: event, show date and time in IST, where to stream and where buyers watch. */
export function streamingMail(title: string, code: string, showTime: Date, streaming: StreamingDetails | null): { subject: string; text: string } {
  const when = `${formatIstDate(showTime)} at ${formatIstTime(showTime)} IST`;
  const lines = [
    `Your live stream of "${title}" (${code}) starts on ${when}.`,
    '',
    ...(streaming
      ? [`Stream to: ${streaming.ingestUrl}`, `Stream key: ${streaming.streamKey}`, `Your audience watches at: ${streaming.watchUrl}`]
      : ['Your streaming details are on the event page of the DIY Events dashboard.']),
    '',
    'Start streaming a few minutes early so the audience finds the stream running.',
    `Questions? Write to ${SUPPORT_EMAIL}.`,
  ];
  return { subject: `Streaming details: ${title}, ${when}`, text: lines.join('\n') };
}
