import {
  formatCalendarDate, formatIstTime, IST_OFFSET_MS, REPORT_HOURS, REPORT_LIVE_WINDOW_MS, type EventReport, type MultiSessionFlag,
  type ReportFigures, type ReportGst, type ReportSession, type SessionReport, type ShowsType, type TicketTypeFigures,
} from '@diy/domain';
import type { Db } from '../../db/client';
import type { ReportEvent, ReportSessionRow } from './access';
import { channelSums, daySums, gateSums, hourSums, sessionsCount, ticketTypeSums, type TicketTypeSums } from './figures-sql';
import { gstFor, organiserGstins } from './gst';
import { sessionConflicts } from '../scan/offline-tickets';

const HOUR_MS = 3_600_000;

export const zeroFigures = (): ReportFigures => ({
  sold: 0, cancelled: 0, inventory: 0, grossPaise: 0, feesPaise: 0, taxesPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0,
  discountsPaise: 0, netPaise: 0, admitted: 0, noShows: null,
});

/** Adds figures; noShows stays null only while every part is null (no show has begun). */
export function addFigures(a: ReportFigures, b: ReportFigures): ReportFigures {
  const out = { ...a };
  for (const key of Object.keys(a) as (keyof ReportFigures)[]) {
    if (key === 'noShows') continue;
    out[key] = a[key] + b[key];
  }
  out.noShows = a.noShows === null && b.noShows === null ? null : (a.noShows ?? 0) + (b.noShows ?? 0);
  return out;
}

/**
 * A ticket type's figures: gross = price + fees + taxes - discounts, net = gross - fees - taxes = price - discounts.
 * Taxes are the GST stored on each ticket, which for a discounted ticket is already on its value after the discount.
 */
function typeFigures(s: TicketTypeSums, gst: ReportGst, begun: boolean): TicketTypeFigures {
  const discounts = s.discounts;
  const intra = gst.supply === 'INTRA_STATE';
  return {
    ticketTypeCode: s.code,
    ticketTypeName: s.name,
    pricePaise: s.pricePaise,
    sold: s.sold,
    cancelled: s.cancelled,
    inventory: s.inventory,
    grossPaise: s.price + s.fees + s.taxes - discounts,
    feesPaise: s.fees,
    taxesPaise: s.taxes,
    cgstPaise: intra ? s.taxHalf : 0,
    sgstPaise: intra ? s.taxes - s.taxHalf : 0,
    igstPaise: intra ? 0 : s.taxes,
    discountsPaise: discounts,
    netPaise: s.price - discounts,
    admitted: s.admitted,
    noShows: begun ? s.sold - s.admitted : null,
  };
}

const stripType = ({ ticketTypeCode: _c, ticketTypeName: _n, pricePaise: _p, ...f }: TicketTypeFigures): ReportFigures => f;

/**
 * Report figures of an event's sessions: per ticket type and session, and in total, with each session's GST split
 * (see gst.ts). Money in paise.
 */
export class ReportFiguresService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  showsTypeOf(session: Pick<ReportSessionRow, 'showTime'>, now: Date): 'live' | 'past' {
    return session.showTime.getTime() + REPORT_LIVE_WINDOW_MS > now.getTime() ? 'live' : 'past';
  }

  private describe(session: ReportSessionRow, gst: ReportGst, now: Date): ReportSession {
    return {
      sessionId: session.id,
      venueCode: session.venueCode,
      venueName: session.venueName,
      showTime: session.showTime.toISOString(),
      active: session.active,
      showsType: this.showsTypeOf(session, now),
      cancelled: session.cancelled,
      gst,
    };
  }

  /** The GST treatment of each session. */
  async gstOf(event: ReportEvent, sessions: readonly ReportSessionRow[]): Promise<Map<string, ReportGst>> {
    const gstins = await organiserGstins(this.db, event.organiserId);
    return new Map(sessions.map((s) => [s.id, gstFor(gstins, s.regionCode)]));
  }

  private async typesBySession(sessions: readonly ReportSessionRow[], gst: Map<string, ReportGst>, now: Date): Promise<Map<string, TicketTypeFigures[]>> {
    const sums = await ticketTypeSums(this.db, sessions.map((s) => s.id));
    const begun = new Map(sessions.map((s) => [s.id, s.showTime.getTime() <= now.getTime()]));
    // A cancelled show's inventory is not on sale: it leaves every sold-of total (its tickets were cancelled with it).
    const cancelled = new Set(sessions.filter((s) => s.cancelled).map((s) => s.id));
    const out = new Map<string, TicketTypeFigures[]>(sessions.map((s) => [s.id, []]));
    for (const s of sums) {
      const figures = typeFigures(s, gst.get(s.sessionId)!, begun.get(s.sessionId) ?? false);
      out.get(s.sessionId)?.push(cancelled.has(s.sessionId) ? { ...figures, inventory: 0, noShows: null } : figures);
    }
    return out;
  }

  private totalOf(types: readonly TicketTypeFigures[], begun: boolean): ReportFigures {
    const start = { ...zeroFigures(), noShows: begun ? 0 : null };
    return types.map(stripType).reduce(addFigures, start);
  }

  async eventReport(event: ReportEvent, all: readonly ReportSessionRow[], showsType: ShowsType): Promise<EventReport> {
    const now = this.now();
    const sessions = showsType === 'all' ? [...all] : all.filter((s) => this.showsTypeOf(s, now) === showsType);
    const gst = await this.gstOf(event, sessions);
    const types = await this.typesBySession(sessions, gst, now);
    const rows = sessions.map((s) => {
      const ticketTypes = types.get(s.id) ?? [];
      return { ...this.describe(s, gst.get(s.id)!, now), ticketTypes, totals: this.totalOf(ticketTypes, s.showTime <= now) };
    });
    return {
      eventCode: event.eventCode,
      title: event.title,
      showsType,
      generatedAt: now.toISOString(),
      sessions: rows,
      totals: rows.map((r) => r.totals).reduce(addFigures, zeroFigures()),
    };
  }

  async sessionReport(event: ReportEvent, session: ReportSessionRow): Promise<SessionReport> {
    const now = this.now();
    const gst = await this.gstOf(event, [session]);
    const byTicketType = (await this.typesBySession([session], gst, now)).get(session.id) ?? [];
    // The last REPORT_HOURS whole IST hours, the current one last (IST is UTC+05:30, so its hours start at :30 UTC).
    const hourStart = Math.floor((now.getTime() + IST_OFFSET_MS) / HOUR_MS) * HOUR_MS - IST_OFFSET_MS;
    const from = new Date(hourStart - (REPORT_HOURS - 1) * HOUR_MS);
    const [channels, days, hours, gate] = [
      await channelSums(this.db, session.id),
      await daySums(this.db, session.id),
      await hourSums(this.db, session.id, from, REPORT_HOURS),
      await gateSums(this.db, session.id),
    ];
    const offlineConflicts = await sessionConflicts(this.db, session.id);
    const hourByKey = new Map(hours.map((h) => [Number(h.key), h]));
    return {
      eventCode: event.eventCode,
      title: event.title,
      generatedAt: now.toISOString(),
      session: this.describe(session, gst.get(session.id)!, now),
      totals: this.totalOf(byTicketType, session.showTime <= now),
      bookingSummary: {
        byTicketType,
        byChannel: channels.map((c) => ({ channel: c.channel, bookings: c.bookings, tickets: c.tickets, cancelled: c.cancelled, grossPaise: c.gross, discountsPaise: c.discounts, netPaise: c.net })),
        byDay: days.map((d) => {
          const [year, month, day] = d.key.split('-').map(Number) as [number, number, number];
          return { date: d.key, label: formatCalendarDate({ year, month, day }), bookings: d.bookings, tickets: d.tickets, grossPaise: d.gross, discountsPaise: d.discounts };
        }),
        byHour: Array.from({ length: REPORT_HOURS }, (_, i) => {
          const start = new Date(from.getTime() + i * HOUR_MS);
          const h = hourByKey.get(i);
          return { from: start.toISOString(), label: formatIstTime(start), bookings: h?.bookings ?? 0, tickets: h?.tickets ?? 0, grossPaise: h?.gross ?? 0, discountsPaise: h?.discounts ?? 0 };
        }),
      },
      gate,
      offlineConflicts,
    };
  }

  async multiSession(event: ReportEvent): Promise<MultiSessionFlag> {
    const count = await sessionsCount(this.db, event.id);
    return { eventCode: event.eventCode, multiSession: count > 1, sessionsCount: count };
  }
}
