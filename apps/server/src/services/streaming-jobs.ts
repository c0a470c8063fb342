import { formatIstDate, formatIstTime, streamingMailAt, SUPPORT_EMAIL } from '@diy/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, eventSessions, scheduledJobs, type ScheduledJobRow } from '../db/schema';
import type { Mailer } from './messaging';
import { rowsOf } from './ids';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

/** The job kind of the live-streaming details mail. */
export const STREAMING_MAIL_KIND = 'streaming-details-mail';
/** A claimed job belongs to its worker for this long; after that another worker may take it over. */
export const JOB_LEASE_MS = 5 * 60_000;
/** Failed sends are retried this many times (1, 2, 3, 4 minutes apart), then the job is marked failed. */
export const JOB_MAX_ATTEMPTS = 5;
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

export interface RunResult {
  claimed: number;
  sent: number;
  skipped: number;
  failed: number;
}

const dedupeKey = (sessionId: string, showTime: Date) => `streaming:${sessionId}:${showTime.toISOString()}`;

/**
 * Durable jobs for the live-streaming details mail (seed 000 section 1: mailed 15 minutes before each show).
 * Jobs live in `scheduled_jobs`, one per (session, show time) by dedupe key, so they survive restarts and a second
 * save never doubles them. Workers claim due rows with `FOR UPDATE SKIP LOCKED` and a lease, so with several
 * processes on one database a job is taken by one worker; mails go through the Mailer adapter. Every recipient
 * mailed is recorded on the job, so a job taken over after a crash mails only those not yet mailed (a crash between
 * a send and its record is the one case that may mail an address twice).
 */
export class StreamingJobs {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly log?: FastifyBaseLogger,
  ) {}

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

  /** Claims and runs the due jobs (at most `limit`), returning what happened. */
  async runDue(limit = 20): Promise<RunResult> {
    const result: RunResult = { claimed: 0, sent: 0, skipped: 0, failed: 0 };
    const now = this.now();
    const lease = new Date(now.getTime() + JOB_LEASE_MS);
    const nowIso = now.toISOString();
    // One statement: pick due rows nobody holds (SKIP LOCKED), take them with a lease.
    const claimed = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        update ${scheduledJobs} set status = 'running', attempts = attempts + 1, locked_until = ${lease.toISOString()}::timestamptz
        where id in (
          select id from ${scheduledJobs}
          where kind = ${STREAMING_MAIL_KIND}
            and ((status = 'pending' and run_at <= ${nowIso}::timestamptz) or (status = 'running' and locked_until < ${nowIso}::timestamptz))
          order by run_at
          limit ${limit}
          for update skip locked
        )
        returning id`),
    );
    if (claimed.length === 0) return result;
    result.claimed = claimed.length;
    const jobs = await this.db.select().from(scheduledJobs).where(inArray(scheduledJobs.id, claimed.map((c) => c.id)));
    for (const job of jobs) {
      try {
        const outcome = await this.runOne(job, lease);
        if (outcome === 'sent') result.sent += 1;
        else if (outcome === 'skipped') result.skipped += 1;
      } catch (err) {
        result.failed += 1;
        const attempts = job.attempts;
        const message = err instanceof Error ? err.message : String(err);
        this.log?.warn({ err, jobId: job.id }, 'streaming details mail failed');
        await this.db
          .update(scheduledJobs)
          .set(
            attempts >= JOB_MAX_ATTEMPTS
              ? { status: 'failed', lastError: message, lockedUntil: null, doneAt: this.now() }
              : { status: 'pending', lastError: message, lockedUntil: null, runAt: new Date(this.now().getTime() + attempts * 60_000) },
          )
          .where(and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.lockedUntil, lease)));
      }
    }
    return result;
  }

  private async finish(job: ScheduledJobRow, lease: Date, note: string | null): Promise<void> {
    await this.db
      .update(scheduledJobs)
      .set({ status: 'done', doneAt: this.now(), lockedUntil: null, lastError: note })
      .where(and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.lockedUntil, lease)));
  }

  private async runOne(job: ScheduledJobRow, lease: Date): Promise<'sent' | 'skipped'> {
    const payload = job.payload as StreamingPayload;
    const [row] = await this.db
      .select({ event: events, session: eventSessions })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(eq(eventSessions.id, payload.sessionId));
    const skip = async (why: string) => {
      await this.finish(job, lease, `skipped: ${why}`);
      return 'skipped' as const;
    };
    if (!row) return skip('session deleted');
    const { event, session } = row;
    if (!session.active) return skip('session inactive');
    if (session.showTime.toISOString() !== payload.showTime) return skip('show time changed');
    if (!LIVE_STATUSES.includes(event.status)) return skip(`event ${event.status}`);
    if (this.now().getTime() > session.showTime.getTime() + STREAMING_MAIL_GRACE_MS) return skip('show over');
    const sections = event.sections as { emailIds?: unknown; streaming?: StreamingDetails };
    const recipients = Array.isArray(sections.emailIds) ? [...new Set(sections.emailIds.filter((e): e is string => typeof e === 'string').map((e) => e.trim().toLowerCase()))] : [];
    if (recipients.length === 0) return skip('no e-mail ids');
    const sentTo = new Set(payload.sentTo ?? []);
    const mail = streamingMail(event.title, event.eventCode ?? event.draftId, session.showTime, sections.streaming ?? null);
    for (const to of recipients) {
      if (sentTo.has(to)) continue;
      await this.mailer.send({ to, ...mail });
      sentTo.add(to);
      // Record the progress under our lease; if the lease was lost, stop (another worker owns the job now).
      const kept = await this.db
        .update(scheduledJobs)
        .set({ payload: sql`jsonb_set(${scheduledJobs.payload}, '{sentTo}', ${JSON.stringify([...sentTo])}::jsonb)` })
        .where(and(eq(scheduledJobs.id, job.id), eq(scheduledJobs.lockedUntil, lease)))
        .returning({ id: scheduledJobs.id });
      if (kept.length === 0) return 'sent';
    }
    await this.finish(job, lease, null);
    return 'sent';
  }
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

/** Runs `runDue` every `pollMs` (one run at a time); `stop` waits for a run in progress. */
export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  constructor(
    private readonly jobs: StreamingJobs,
    private readonly pollMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer || this.pollMs <= 0) return;
    this.timer = setInterval(() => this.tick(), this.pollMs);
    this.timer.unref();
  }

  tick(): void {
    if (this.running) return;
    this.running = this.jobs
      .runDue()
      .catch((err: unknown) => this.log?.error({ err }, 'job worker run failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
