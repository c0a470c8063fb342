import { DEMO_ACCOUNTS, REPORT_LINK_TTL_HOURS, reportEmailAnswerSchema } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rowsOf } from '../src/services/ids';
import { JobQueue } from '../src/services/jobs/job-queue';
import { ReportAccess } from '../src/services/reports/access';
import { ReportFiguresService } from '../src/services/reports/figures';
import { REPORT_MAIL_KIND, ReportMailJobs } from '../src/services/reports/mail-job';
import { api, describeEngines, outbox, useTestApp } from './helpers';
import { buildFixture, get, parseCsv, type Fixture } from './report-helpers';

const ORGANISER_MAIL = DEMO_ACCOUNTS.organiser.email;

describeEngines('e-mailed reports on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  const apps: FastifyInstance[] = [];
  const emailUrl = (format: string) => {
    const s = f.sessions.over;
    return `/api/reports/email/v1/venue/${s.venueCode}/event/${f.eventCode}/session/${s.id}/format/${format}`;
  };
  const downloadCsv = async (app: FastifyInstance) => {
    const s = f.sessions.over;
    const res = await get(app, `/api/reports/download/v1/venue/${s.venueCode}/event/${f.eventCode}/session/${s.id}/format/csv`, f.tokens.organiser);
    return parseCsv(res.rawPayload.subarray(3).toString('utf8'));
  };
  const reportMails = async (app: FastifyInstance) => (await outbox(app, ORGANISER_MAIL)).filter((m) => m.subject?.startsWith('Sales report: '));
  /** Another server process on the same database, without a background worker (the test runs the jobs). */
  const anotherApp = async () => {
    const app = await buildApp({
      config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' },
      db: ctx.database,
      now: ctx.clock.now,
      countsCacheMs: 0,
      jobsPollMs: 0,
      logger: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    f = await buildFixture(ctx);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('a requested report is mailed once, by whichever process runs the job, even after the requesting one stopped', async () => {
    const first = await anotherApp();
    const res = await get(first, emailUrl('csv'), f.tokens.organiser);
    expect(res.statusCode, res.body).toBe(200);
    const answer = reportEmailAnswerSchema.parse(res.json().data);
    expect(answer).toMatchObject({ to: ORGANISER_MAIL, message: `The report will be mailed to ${ORGANISER_MAIL} in a few minutes.` });
    await first.close();

    expect(await reportMails(ctx.app)).toHaveLength(0);
    const second = await anotherApp();
    const third = await anotherApp();
    const [a, b] = await Promise.all([second.scheduling.queue.runDue(), third.scheduling.queue.runDue()]);
    expect(a.sent + b.sent).toBe(1);
    expect((await second.scheduling.queue.runDue()).claimed + (await third.scheduling.queue.runDue()).claimed).toBe(0);
    const mails = await reportMails(ctx.app);
    expect(mails).toHaveLength(1);
    const [job] = rowsOf<{ status: string; attempts: number }>(await ctx.database.db.execute(sql`select status, attempts from scheduled_jobs where id = ${answer.jobId}::uuid`));
    expect(job).toEqual({ status: 'done', attempts: 1 });

    // Small: attached. The attachment holds the same rows as a download.
    const mail = mails[0]!;
    expect(mail.body).toContain('Tickets sold: 6 (cancelled: 1)');
    const key = /\[attachment\] (\S+\.csv), \d+ bytes: (\S+)/.exec(mail.body);
    expect(key, mail.body).not.toBeNull();
    expect(key![1]).toMatch(/^ET00090001_report-night-stand-up-songs_show-/);
    const sender = a.sent ? second : third;
    const stored = await sender.services.storage.get(key![2]!);
    expect(parseCsv(stored!.body.subarray(3).toString('utf8'))).toEqual(await downloadCsv(ctx.app));
  });

  it('a job taken over after its worker mailed and died before finishing does not mail again', async () => {
    const res = await get(ctx.app, emailUrl('xlsx'), f.tokens.reportUser);
    const answer = reportEmailAnswerSchema.parse(res.json().data);
    // A report user learns where it goes, masked.
    expect(answer.to).toBe('o***@demo.in');
    // The development route runs every kind of job (journeys use it to move the job clock).
    const run = await api(ctx.app, { method: 'POST', url: '/api/dev/jobs/run-due', payload: {} });
    expect(run.json().data).toMatchObject({ claimed: 1, sent: 1 });
    const mailed = (await reportMails(ctx.app)).length;
    // As if the worker had crashed after recording the send: running again, its lease over.
    await ctx.database.db.execute(sql`
      update scheduled_jobs set status = 'running', locked_until = ${new Date(ctx.clock.now().getTime() - 1000).toISOString()}::timestamptz, done_at = null
      where id = ${answer.jobId}::uuid`);
    expect(await ctx.app.scheduling.queue.runDue()).toMatchObject({ claimed: 1, sent: 0, skipped: 1 });
    expect(await reportMails(ctx.app)).toHaveLength(mailed);
  });

  it('a large report goes as a signed link that works for its stated lifetime and no longer', async () => {
    const db = ctx.database.db;
    const queue = new JobQueue(db, ctx.clock.now);
    const access = new ReportAccess(db);
    // A worker whose attachments may be at most 200 bytes: this report is larger.
    new ReportMailJobs({
      db, mailer: ctx.app.services.mailer, queue, access, figures: new ReportFiguresService(db, ctx.clock.now), links: ctx.app.services.reportLinks,
      now: ctx.clock.now, publicUrl: 'https://dashboard.example.in', attachMaxBytes: 200,
    });
    expect(queue.kinds).toEqual([REPORT_MAIL_KIND]);
    expect((await get(ctx.app, emailUrl('csv'), f.tokens.organiser)).statusCode).toBe(200);
    expect((await queue.runDue()).sent).toBe(1);
    const [mail] = await reportMails(ctx.app);
    expect(mail!.body).not.toContain('[attachment]');
    expect(mail!.body).toContain(`The link works for ${REPORT_LINK_TTL_HOURS} hours`);
    const url = /https:\/\/dashboard\.example\.in(\/api\/files\/reports\/\S+)/.exec(mail!.body)?.[1];
    expect(url, mail!.body).toBeDefined();

    // Opened by a browser: no app code, no token.
    const open = (path: string) => ctx.app.inject({ method: 'GET', url: path });
    const res = await open(url!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ET00090001_/);
    expect(parseCsv(res.rawPayload.subarray(3).toString('utf8'))).toEqual(await downloadCsv(ctx.app));
    const tampered = url!.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await open(tampered)).statusCode).toBe(403);
    expect((await open('/api/files/reports/nonsense')).statusCode).toBe(403);
    ctx.clock.advance(REPORT_LINK_TTL_HOURS * 3_600_000 + 60_000);
    expect((await open(url!)).statusCode).toBe(403);
  });
});
