import { randomUUID } from 'node:crypto';
import { formatIstDateTime, REPORT_ATTACH_MAX_BYTES, REPORT_LINK_TTL_HOURS, type ReportFormat, reportMailSummary } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';
import type { JobHandler, JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../messaging';
import type { ReportAccess, ReportEvent, ReportSessionRow } from './access';
import { eventReportFile, reportFile, reportFileUpTo } from './download';
import type { ReportFiguresService } from './figures';
import { WHOLE_EVENT_SESSION_ID, type ReportLinks } from './links';
import { moneyText } from './money-text';

export const REPORT_MAIL_KIND = 'report-mail';

export interface ReportMailPayload extends Record<string, unknown> {
  eventId: string;
  /** The session's report; null: the whole event's (every show). */
  sessionId: string | null;
  format: ReportFormat;
  masked: boolean;
  to: string;
  requestedBy: string;
  /** Set once the mail went out (a job taken over after a crash does not mail again). */
  mailedAt?: string;
}

export interface ReportMailDeps {
  db: Db;
  mailer: Mailer;
  queue: JobQueue;
  access: ReportAccess;
  figures: ReportFiguresService;
  links: ReportLinks;
  now: () => Date;
  /** The product's address, for the download link of large reports. */
  publicUrl: string;
  /** Attach files up to this size (default REPORT_ATTACH_MAX_BYTES). */
  attachMaxBytes?: number;
}

/** The organiser's e-mail: the profile's, else its contact's, else that of its first organiser account. */
export async function organiserEmail(db: Db, organiserId: string): Promise<string | null> {
  const [row] = rowsOf<{ email: string | null }>(
    await db.execute(sql`
      select coalesce(nullif(o.profile->>'email', ''), nullif(o.profile->'contact'->>'email', ''),
        (select u.email from users u where u.organiser_id = o.id and 'organiser' = any(u.roles) and u.email is not null and u.active
         order by u.created_at, u.id limit 1)) as email
      from organisers o where o.id = ${organiserId}::uuid`),
  );
  return row?.email ? row.email.toLowerCase() : null;
}

/**
 * E-mailed reports: a request becomes a job on the scheduled-jobs queue (durable, run once by one worker); the job
 * makes the session's report and mails it to the organiser, attached when it is at most `attachMaxBytes`, else as a
 * signed download link that works for REPORT_LINK_TTL_HOURS.
 */
export class ReportMailJobs {
  constructor(private readonly d: ReportMailDeps) {
    d.queue.register(REPORT_MAIL_KIND, this.run);
  }

  async enqueue(p: Omit<ReportMailPayload, 'mailedAt'>): Promise<string> {
    return this.d.queue.enqueue({ kind: REPORT_MAIL_KIND, dedupeKey: `${REPORT_MAIL_KIND}:${randomUUID()}`, runAt: this.d.now(), payload: p });
  }

  readonly run: JobHandler = async (job, ctx) => {
    const p = job.payload as ReportMailPayload;
    if (p.mailedAt) return { skipped: 'already mailed' };
    const ev = await this.d.access.eventById(p.eventId);
    if (!ev) return { skipped: 'event deleted' };
    const all = await this.d.access.sessions(ev.id);
    const sessions = p.sessionId === null ? all : all.filter((s) => s.id === p.sessionId);
    if (p.sessionId !== null && sessions.length === 0) return { skipped: 'session deleted' };
    const now = ctx.now();
    const gst = await this.d.figures.gstOf(ev, sessions);
    const file = await reportFileUpTo(
      p.sessionId === null
        ? eventReportFile(this.d.db, { event: ev, sessions: sessions.map((s) => ({ session: s, gst: gst.get(s.id)! })), format: p.format, masked: p.masked, now })
        : reportFile(this.d.db, { event: ev, session: sessions[0]!, gst: gst.get(sessions[0]!.id)!, format: p.format, masked: p.masked, now }),
      this.d.attachMaxBytes ?? REPORT_ATTACH_MAX_BYTES,
    );
    const summary = await this.summary(ev, sessions);
    const what = p.sessionId === null ? null : sessions[0]!;
    let mail;
    if (file) {
      mail = { ...this.texts(ev, what, summary, [`The report is attached (${file.fileName}).`]), attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.content }] };
    } else {
      const link = this.d.links.sign({ eventId: ev.id, sessionId: p.sessionId ?? WHOLE_EVENT_SESSION_ID, format: p.format, masked: p.masked }, REPORT_LINK_TTL_HOURS * 3600);
      mail = this.texts(ev, what, summary, [
        `The report is too large to attach, so it is a download: ${this.d.publicUrl}${link.path}`,
        `The link works for ${REPORT_LINK_TTL_HOURS} hours, until ${formatIstDateTime(link.expiresAt)} IST, and gives the figures as they are when it is opened.`,
      ]);
    }
    await this.d.mailer.send({ to: p.to, ...mail });
    await ctx.progress({ mailedAt: now.toISOString() });
    return 'sent';
  };

  private async summary(event: ReportEvent, sessions: ReportSessionRow[]): Promise<string> {
    const report = await this.d.figures.eventReport(event, sessions, 'all');
    const supplies = new Set(report.sessions.map((s) => s.gst.supply));
    return reportMailSummary(report.totals, moneyText(report.totals, supplies.size === 1 ? [...supplies][0]! : null));
  }

  /** The mail of a session's report, or of the whole event's (session null). */
  private texts(event: ReportEvent, session: ReportSessionRow | null, summary: string, file: string[]): { subject: string; text: string } {
    const show = session ? `${formatIstDateTime(session.showTime)} IST` : null;
    return {
      subject: `Sales report: ${event.title}, ${show ?? 'all shows'}`,
      text: [
        show && session
          ? `Your sales report for "${event.title}" (${event.eventCode}), the show of ${show} at ${session.venueName}.`
          : `Your sales report for "${event.title}" (${event.eventCode}), all its shows: one row per ticket, show by show.`,
        '',
        summary,
        '',
        ...file,
        '',
        'Amounts are in rupees; dates and times are in IST.',
      ].join('\n'),
    };
  }
}
