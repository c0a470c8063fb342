import {
  BOX_OFFICE_CHANNEL_NAME,
  formatCalendarDate, formatIstTime, IST_OFFSET_MS, moneyFigures, moneyOfGroups, REPORT_HOURS, type MoneyGroup, type MoneySums, REPORT_LIVE_WINDOW_MS, type EventReport, type MultiSessionFlag,
  type ReportFigures, type ReportGst, type ReportSession, type SessionReport, type ShowsType, type TicketTypeFigures,
} from '@diy/domain';
import type { Db } from '../../db/client';
import type { ReportEvent, ReportSessionRow } from './access';
import { channelSums, daySums, gateSums, hourSums, moneyGroups, sessionsCount, ticketTypeSums, type TicketTypeSums } from './figures-sql';
import { gstFor, organiserGstins } from './gst';
import { sessionClampedScans, sessionConflicts } from '../scan/offline-tickets';
import { paymentMethodSplit } from '../box-office/report-split';

const HOUR_MS = 3_600_000;

export const zeroFigures = (): ReportFigures => ({
  sold: 0, cancelled: 0, inventory: 0, grossPaise: 0, feesPaise: 0, taxesPaise: 0, discountsPaise: 0, organiserDiscountsPaise: 0,
  reimbursedDiscountsPaise: 0, earningsPaise: 0, platformFeePaise: 0, platformFeeGstPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0,
  netPaise: 0, admitted: 0, noShows: null,
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

/** The money part of the figures of a sum of tickets (docs/money.md): GST on its platform fee computed once. */
function moneyPart(sums: MoneySums, gst: ReportGst): Pick<ReportFigures, 'organiserDiscountsPaise' | 'reimbursedDiscountsPaise' | 'earningsPaise' | 'platformFeePaise' | 'platformFeeGstPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'netPaise'> {
  const m = moneyFigures(sums, gst.rateBp, gst.supply);
  return {
    organiserDiscountsPaise: m.organiserDiscountsPaise,
    reimbursedDiscountsPaise: m.reimbursedDiscountsPaise,
    earningsPaise: m.earningsPaise,
    platformFeePaise: m.platformFeePaise,
    platformFeeGstPaise: m.platformFeeGst.totalPaise,
    cgstPaise: m.platformFeeGst.cgstPaise,
    sgstPaise: m.platformFeeGst.sgstPaise,
    igstPaise: m.platformFeeGst.igstPaise,
    netPaise: m.netPaise,
  };
}

const sumsOf = (f: Pick<ReportFigures, 'earningsPaise' | 'platformFeePaise' | 'organiserDiscountsPaise' | 'reimbursedDiscountsPaise'>): MoneySums => ({
  earningsPaise: f.earningsPaise,
  platformFeePaise: f.platformFeePaise,
  organiserDiscountsPaise: f.organiserDiscountsPaise,
  reimbursedDiscountsPaise: f.reimbursedDiscountsPaise,
});

/**
 * A ticket type's figures: gross = what buyers paid (price - discounts + the channel's fees and GST); the money from
 * its groups by (unit price, funder) through the domain (moneyOfGroups), GST on its own platform fee.
 */
function typeFigures(s: TicketTypeSums, groups: readonly MoneyGroup[], gst: ReportGst, begun: boolean): TicketTypeFigures {
  return {
    ticketTypeCode: s.code,
    ticketTypeName: s.name,
    pricePaise: s.pricePaise,
    sold: s.sold,
    cancelled: s.cancelled,
    inventory: s.inventory,
    grossPaise: s.price + s.fees + s.taxes - s.discounts,
    feesPaise: s.fees,
    taxesPaise: s.taxes,
    discountsPaise: s.discounts,
    ...moneyPart(moneyOfGroups(groups), gst),
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
    return new Map(sessions.map((s) => [s.id, gstFor(gstins, s.regionCode, s.showTime)]));
  }

  private async typesBySession(sessions: readonly ReportSessionRow[], gst: Map<string, ReportGst>, now: Date): Promise<Map<string, TicketTypeFigures[]>> {
    const ids = sessions.map((s) => s.id);
    const sums = await ticketTypeSums(this.db, ids);
    const groups = await moneyGroups(this.db, ids);
    const groupsOf = (s: TicketTypeSums) => groups.filter((g) => g.sessionId === s.sessionId && g.code === s.code);
    const begun = new Map(sessions.map((s) => [s.id, s.showTime.getTime() <= now.getTime()]));
    // A cancelled show's inventory is not on sale: it leaves every sold-of total (its tickets were cancelled with it).
    const cancelled = new Set(sessions.filter((s) => s.cancelled).map((s) => s.id));
    const out = new Map<string, TicketTypeFigures[]>(sessions.map((s) => [s.id, []]));
    for (const s of sums) {
      const figures = typeFigures(s, groupsOf(s), gst.get(s.sessionId)!, begun.get(s.sessionId) ?? false);
      out.get(s.sessionId)?.push(cancelled.has(s.sessionId) ? { ...figures, inventory: 0, noShows: null } : figures);
    }
    return out;
  }

  /**
   * A session's totals: its ticket types' figures added, then the GST on the platform fee and the net computed once on
   * the session's sums (docs/money.md), so they may differ by a paisa from the sum of the rows'.
   */
  private totalOf(types: readonly TicketTypeFigures[], gst: ReportGst, begun: boolean): ReportFigures {
    const start = { ...zeroFigures(), noShows: begun ? 0 : null };
    const added = types.map(stripType).reduce(addFigures, start);
    return { ...added, ...moneyPart(sumsOf(added), gst) };
  }

  async eventReport(event: ReportEvent, all: readonly ReportSessionRow[], showsType: ShowsType): Promise<EventReport> {
    const now = this.now();
    const sessions = showsType === 'all' ? [...all] : all.filter((s) => this.showsTypeOf(s, now) === showsType);
    const gst = await this.gstOf(event, sessions);
    const types = await this.typesBySession(sessions, gst, now);
    const rows = sessions.map((s) => {
      const ticketTypes = types.get(s.id) ?? [];
      return { ...this.describe(s, gst.get(s.id)!, now), ticketTypes, totals: this.totalOf(ticketTypes, gst.get(s.id)!, s.showTime <= now) };
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
    const paymentMethods = await paymentMethodSplit(this.db, session.id);
    const offlineConflicts = await sessionConflicts(this.db, session.id);
    const offlineClamped = await sessionClampedScans(this.db, session.id);
    const sessionGst = gst.get(session.id)!;
    const hourByKey = new Map(hours.map((h) => [Number(h.key), h]));
    return {
      eventCode: event.eventCode,
      title: event.title,
      generatedAt: now.toISOString(),
      session: this.describe(session, gst.get(session.id)!, now),
      totals: this.totalOf(byTicketType, gst.get(session.id)!, session.showTime <= now),
      bookingSummary: {
        byTicketType,
        byChannel: channels.map((c) => {
          const m = moneyFigures(moneyOfGroups(c.groups), sessionGst.rateBp, sessionGst.supply);
          return {
            channel: c.channel, bookings: c.bookings, tickets: c.tickets, cancelled: c.cancelled, grossPaise: c.gross, discountsPaise: c.discounts,
            platformFeePaise: m.platformFeePaise, platformFeeGstPaise: m.platformFeeGst.totalPaise, netPaise: m.netPaise,
            ...(c.channel === BOX_OFFICE_CHANNEL_NAME ? { paymentMethods } : {}),
          };
        }),
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
      offlineClamped,
    };
  }

  async multiSession(event: ReportEvent): Promise<MultiSessionFlag> {
    const count = await sessionsCount(this.db, event.id);
    return { eventCode: event.eventCode, multiSession: count > 1, sessionsCount: count };
  }
}
