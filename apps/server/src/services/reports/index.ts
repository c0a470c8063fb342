import type { FastifyInstance } from 'fastify';
import { ReportAccess } from './access';
import { DailySummaries } from './daily-summary';
import { ReportFiguresService } from './figures';
import type { ReportLinks } from './links';
import { ReportMailJobs } from './mail-job';

export interface Reports {
  access: ReportAccess;
  figures: ReportFiguresService;
  links: ReportLinks;
  mail: ReportMailJobs;
  daily: DailySummaries;
}

/** The report services of an app: access, figures, signed links, and the mail job kind registered on the job queue. */
export function createReports(app: FastifyInstance, publicUrl: string): Reports {
  const db = app.database.db;
  const access = new ReportAccess(db);
  const figures = new ReportFiguresService(db, app.now);
  const links = app.services.reportLinks;
  const mail = new ReportMailJobs({ db, mailer: app.services.mailer, queue: app.scheduling.queue, access, figures, links, now: app.now, publicUrl });
  const daily = new DailySummaries({ db, mailer: app.services.mailer, queue: app.scheduling.queue, access, figures, now: app.now });
  return { access, figures, links, mail, daily };
}
