import {
  type EventOfferDetail, type EventOfferStatus, type EventOfferSummary, OFFER_TEXTS, type OfferEventList, type OfferEventsQuery,
  type OfferStatusAnswer, type OfferStatusRequest, offerSummary,
} from '@diy/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { catalogueOffers, eventOffers, events, offerAudiences, offerRedemptions } from '../../db/schema';
import { type OfferAccess, offerErrors, type OfferViewer } from './access';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
// Written out with aliases: in a one-table select, drizzle leaves column names unqualified, which a subquery would misread.
const startTimeOf = sql<string | null>`(select min(s.show_time) from event_sessions s where s.event_id = "events"."id")`;
const runsOffers = sql<boolean>`exists (select 1 from event_offers eo where eo.event_id = "events"."id")`;
/** An event that can still sell: not closed, with an active show ahead (offers run only on these). */
const canSell = (at: Date) =>
  sql<boolean>`("events"."status" <> 'closed' and exists (select 1 from event_sessions s where s.event_id = "events"."id" and s.active and s.show_time > ${at.toISOString()}::timestamptz))`;

/** An event's opt-ins: POST /offers (create, activate, deactivate), GET /offers/events and GET /offers/events/{code}. */
export class EventOfferService {
  constructor(
    private readonly db: Db,
    private readonly access: OfferAccess,
    private readonly now: () => Date,
  ) {}

  /**
   * status true: opts each event into each offer (live at once) or activates an ARCHIVED opt-in; status false:
   * deactivates (ARCHIVED). All or nothing. A deactivation takes the opt-in's row lock, so a redemption in flight
   * either commits before it or finds the opt-in ARCHIVED in its conditional update.
   */
  async setStatus(viewer: OfferViewer, input: OfferStatusRequest): Promise<OfferStatusAnswer> {
    const at = this.now();
    const status: EventOfferStatus = input.status ? 'ACTIVE' : 'ARCHIVED';
    const targets: { event: Awaited<ReturnType<OfferAccess['event']>>; code: string }[] = [];
    for (const item of input.offers) {
      const event = await this.access.event(viewer, item.eventCode);
      // Opting in (or activating) needs an event that can still sell; deactivating is always allowed.
      if (input.status) {
        const [sellable] = await this.db.select({ ok: canSell(at) }).from(events).where(eq(events.id, event.id));
        if (!sellable?.ok) throw offerErrors.notOnSale();
      }
      for (const code of [...new Set(item.offerCodes)]) targets.push({ event, code });
    }
    const changed = await this.db.transaction(async (tx) => {
      const out: OfferStatusAnswer['changed'] = [];
      for (const { event, code } of targets) {
        const [offer] = await tx.select().from(catalogueOffers).where(eq(catalogueOffers.code, code)).limit(1);
        if (!offer) throw offerErrors.offerNotFound(code);
        const [existing] = await tx
          .select({ id: eventOffers.id })
          .from(eventOffers)
          .where(and(eq(eventOffers.eventId, event.id), eq(eventOffers.offerId, offer.id)))
          .limit(1);
        if (input.status && offer.status === 'RETIRED') throw offerErrors.retired(code);
        if (!existing) {
          if (!input.status) throw offerErrors.notOptedIn(code);
          await tx.insert(eventOffers).values({ eventId: event.id, offerId: offer.id, status, createdAt: at, statusChangedAt: at, changedBy: viewer.userId });
          out.push({ eventCode: event.eventCode, offerCode: code, status, created: true });
        } else {
          await tx.update(eventOffers).set({ status, statusChangedAt: at, changedBy: viewer.userId }).where(eq(eventOffers.id, existing.id));
          out.push({ eventCode: event.eventCode, offerCode: code, status, created: false });
        }
      }
      return out;
    });
    const message = !input.status ? OFFER_TEXTS.deactivated : changed.some((c) => c.created) ? OFFER_TEXTS.created : OFFER_TEXTS.activated;
    return { status, message, changed };
  }

  /** The viewer's published events with their offers (those with offers first, then newest); search by name or code. */
  async events(viewer: OfferViewer, q: OfferEventsQuery): Promise<OfferEventList> {
    const conditions = [eq(events.organiserId, viewer.organiserId), isNotNull(events.eventCode)];
    if (q.search) {
      const pattern = containsPattern(q.search);
      conditions.push(or(ilike(events.title, pattern), ilike(events.eventCode, pattern))!);
    }
    if (q.withOffers === 'true') conditions.push(runsOffers);
    if (q.sellable === 'true') conditions.push(canSell(this.now()));
    const where = and(...conditions);
    const [total] = await this.db.select({ n: sql<number>`count(*)::int` }).from(events).where(where);
    const rows = await this.db
      .select({ id: events.id, eventCode: events.eventCode, title: events.title, startTime: startTimeOf })
      .from(events)
      .where(where)
      // Events that run offers first (the dashboard's), then the newest published.
      .orderBy(desc(runsOffers), desc(events.publishedAt), asc(events.title), asc(events.id))
      .offset(q.start)
      .limit(q.limit);
    const offers = await this.summaries(rows.map((r) => r.id));
    return {
      results: rows.map((r) => ({ eventCode: r.eventCode ?? '', eventName: r.title, startTime: iso(r.startTime), offers: offers.get(r.id) ?? [] })),
      total: Number(total?.n ?? 0),
      start: q.start,
      limit: q.limit,
    };
  }

  /** The event's offers with their rules, figures and redemptions by IST day. */
  async detail(viewer: OfferViewer, eventCode: string): Promise<EventOfferDetail> {
    const event = await this.access.event(viewer, eventCode);
    const [start] = await this.db.select({ t: startTimeOf }).from(events).where(eq(events.id, event.id));
    const rows = await this.db
      .select({ eo: eventOffers, offer: catalogueOffers, audienceName: offerAudiences.name })
      .from(eventOffers)
      .innerJoin(catalogueOffers, eq(catalogueOffers.id, eventOffers.offerId))
      .innerJoin(offerAudiences, eq(offerAudiences.type, catalogueOffers.audienceType))
      .where(eq(eventOffers.eventId, event.id))
      .orderBy(asc(eventOffers.createdAt), asc(catalogueOffers.code));
    const days = rows.length
      ? await this.db
          .select({
            eventOfferId: offerRedemptions.eventOfferId,
            day: sql<string>`to_char(${offerRedemptions.redeemedAt} at time zone 'UTC' + interval '330 minutes', 'YYYY-MM-DD')`,
            redemptions: sql<number>`count(*)::int`,
            ticketsRedeemed: sql<number>`sum(${offerRedemptions.tickets})::int`,
            discountPaise: sql<number>`sum(${offerRedemptions.discountPaise})::bigint`,
            revenuePaise: sql<number>`sum(${offerRedemptions.revenuePaise})::bigint`,
          })
          .from(offerRedemptions)
          .where(and(inArray(offerRedemptions.eventOfferId, rows.map((r) => r.eo.id)), isNull(offerRedemptions.cancelledAt)))
          .groupBy(offerRedemptions.eventOfferId, sql`2`)
          .orderBy(sql`2`)
      : [];
    return {
      eventName: event.title,
      eventCode: event.eventCode,
      startTime: iso(start?.t ?? null),
      offer: rows.map(({ eo, offer, audienceName }) => ({
        ...this.summaryOf(eo, offer),
        summary: offerSummary(offer),
        fundedBy: offer.fundedBy,
        audienceType: offer.audienceType,
        audienceName,
        totalCapTickets: offer.totalCapTickets,
        budgetPaise: offer.budgetPaise,
        validFrom: offer.validFrom.toISOString(),
        validTo: offer.validTo.toISOString(),
        retired: offer.status === 'RETIRED',
        days: days
          .filter((d) => d.eventOfferId === eo.id)
          .map((d) => ({ day: d.day, redemptions: Number(d.redemptions), ticketsRedeemed: Number(d.ticketsRedeemed), discountPaise: Number(d.discountPaise), revenuePaise: Number(d.revenuePaise) })),
      })),
    };
  }

  private summaryOf(eo: typeof eventOffers.$inferSelect, offer: typeof catalogueOffers.$inferSelect): EventOfferSummary {
    return {
      code: offer.code,
      name: offer.name,
      status: eo.status,
      redemptions: eo.redemptions,
      ticketsRedeemed: eo.ticketsRedeemed,
      discountPaise: Number(eo.discountPaise),
      revenuePaise: Number(eo.revenuePaise),
    };
  }

  private async summaries(eventIds: string[]): Promise<Map<string, EventOfferSummary[]>> {
    const map = new Map<string, EventOfferSummary[]>();
    if (eventIds.length === 0) return map;
    const rows = await this.db
      .select({ eo: eventOffers, offer: catalogueOffers })
      .from(eventOffers)
      .innerJoin(catalogueOffers, eq(catalogueOffers.id, eventOffers.offerId))
      .where(inArray(eventOffers.eventId, eventIds))
      .orderBy(asc(eventOffers.createdAt), asc(catalogueOffers.code));
    for (const r of rows) map.set(r.eo.eventId, [...(map.get(r.eo.eventId) ?? []), this.summaryOf(r.eo, r.offer)]);
    return map;
  }
}
