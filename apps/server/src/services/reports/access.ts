import { ERROR_CODES, FEATURES, REPORT_ERROR_CODES, REPORT_MESSAGES } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../http/errors';
import type { RequestUser } from '../auth-service';
import { featuresFor } from '../features';
import { isUuid, rowsOf } from '../ids';
import { readSecrets } from '../staff/user-secrets';

/** Who is asking for a report, and whether they see buyers' contacts whole (the organiser) or masked. */
export interface ReportViewer {
  userId: string;
  organiserId: string;
  /** A user with the organiser role of the event's organiser: sees contacts and barcodes whole. */
  owner: boolean;
}

export interface ReportEvent {
  id: string;
  eventCode: string;
  title: string;
  organiserId: string;
}

export interface ReportSessionRow {
  id: string;
  venueCode: string;
  venueName: string;
  showTime: Date;
  active: boolean;
  cancelled: boolean;
  regionCode: string | null;
}

export const reportErrors = {
  eventNotFound: () => new AppError(404, REPORT_ERROR_CODES.eventNotFound, REPORT_MESSAGES.eventNotFound),
  sessionNotFound: () => new AppError(404, REPORT_ERROR_CODES.sessionNotFound, REPORT_MESSAGES.sessionNotFound),
  venueNotFound: () => new AppError(404, REPORT_ERROR_CODES.venueNotFound, REPORT_MESSAGES.venueNotFound),
  bookingNotFound: () => new AppError(404, REPORT_ERROR_CODES.bookingNotFound, REPORT_MESSAGES.bookingNotFound),
  bookingIdRequired: () => errors.validation([{ field: 'bookingId', message: REPORT_MESSAGES.bookingIdRequired }]),
  noRecipient: () => new AppError(409, REPORT_ERROR_CODES.noRecipient, REPORT_MESSAGES.noRecipient),
};

/**
 * Who may read reports: users whose features include the report key (diy.diyreport.dashboard.r), from their roles
 * (organiser) or their IAM groups (DIY_REPORTS), and only for their own organiser's events. Anyone else is refused
 * with 403; another organiser's event answers 404, as an unknown one does (its existence is not revealed).
 */
export class ReportAccess {
  constructor(private readonly db: Db) {}

  async viewer(user: RequestUser): Promise<ReportViewer> {
    const secrets = await readSecrets(this.db, user.id);
    const features = featuresFor(user.roles, secrets.groups);
    if (!features.includes(FEATURES.reports) || !user.organiserId) throw new AppError(403, ERROR_CODES.forbidden, errors.forbidden().message);
    return { userId: user.id, organiserId: user.organiserId, owner: user.roles.includes('organiser') };
  }

  /** A published event (one with an event code) of the viewer's organiser; 404 otherwise. */
  async event(viewer: ReportViewer, eventCode: string): Promise<ReportEvent> {
    const rows = rowsOf<{ id: string; event_code: string; title: string; organiser_id: string }>(
      await this.db.execute(sql`select id, event_code, title, organiser_id from events where event_code = ${eventCode}`),
    );
    const row = rows[0];
    if (!row || row.organiser_id !== viewer.organiserId) throw reportErrors.eventNotFound();
    return { id: row.id, eventCode: row.event_code, title: row.title, organiserId: row.organiser_id };
  }

  /** An event by id, whoever's it is (signed links and jobs, which were checked when they were made). */
  async eventById(id: string): Promise<ReportEvent | null> {
    if (!isUuid(id)) return null;
    const [row] = rowsOf<{ id: string; event_code: string; title: string; organiser_id: string }>(
      await this.db.execute(sql`select id, event_code, title, organiser_id from events where id = ${id}::uuid`),
    );
    return row ? { id: row.id, eventCode: row.event_code, title: row.title, organiserId: row.organiser_id } : null;
  }

  /** The event's sessions in show order (with the venue's region code for GST). */
  async sessions(eventId: string): Promise<ReportSessionRow[]> {
    const rows = rowsOf<{ id: string; venue_code: string; venue_name: string; show_time: Date | string; active: boolean; cancelled: boolean; region_code: string | null }>(
      await this.db.execute(sql`
        select s.id, s.venue_code, s.venue_name, s.show_time, s.active, s.cancelled_at is not null as cancelled, v.region_code
        from event_sessions s left join master_venues v on v.code = s.venue_code
        where s.event_id = ${eventId} order by s.show_time, s.id`),
    );
    return rows.map((r) => ({
      id: r.id,
      venueCode: r.venue_code,
      venueName: r.venue_name,
      showTime: new Date(r.show_time),
      active: r.active,
      cancelled: r.cancelled,
      regionCode: r.region_code,
    }));
  }

  /** One session of the event (404 for an unknown id or another event's session), at the venue when one is named. */
  async session(eventId: string, sessionId: string, venueCode?: string): Promise<ReportSessionRow> {
    if (!isUuid(sessionId)) throw reportErrors.sessionNotFound();
    const session = (await this.sessions(eventId)).find((s) => s.id === sessionId);
    if (!session) throw reportErrors.sessionNotFound();
    if (venueCode !== undefined && venueCode !== session.venueCode) throw reportErrors.venueNotFound();
    return session;
  }
}
