import { evaluateRedemption, OFFER_REFUSAL_TEXTS, offerBuyerKey, type OfferFunder, type OfferRefusal, type RedemptionAsk } from '@diy/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueOffers, eventOffers, offerBuyerUses, offerRedemptions } from '../../db/schema';
import { AppError } from '../../http/errors';
import { rowsOf } from '../ids';
import { raceCounters } from '../bookings/race-counters';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RedemptionRequest {
  eventId: string;
  offerCode: string;
  buyer: { mobile?: string | undefined; email?: string | undefined; audienceTypes?: string[] | undefined };
  seats: RedemptionAsk['tickets'];
  /** What the booking costs before the discount (price + the channel's fees and their GST), in paise. */
  totalBeforePaise: number;
  now: Date;
}

export interface Redeemed {
  eventOfferId: string;
  offerCode: string;
  perTicketPaise: number[];
  /** Who funds the discount (the catalogue offer's funded_by), kept on each discounted ticket. */
  fundedBy: OfferFunder;
  discountPaise: number;
  coveredTickets: number;
  buyerKey: string | null;
  revenuePaise: number;
}

/** An offer refused on a booking: its answer, and the rule that refused it (counted by the metrics). */
export class OfferRefusedError extends AppError {
  constructor(readonly reason: OfferRefusal) {
    const t = OFFER_REFUSAL_TEXTS[reason];
    super(409, t.code, t.message, { field: 'offerCode' });
  }
}

const refuse = (reason: OfferRefusal) => new OfferRefusedError(reason);

/**
 * Redeems an offer inside the booking's transaction (after the inventory is taken): checks the rules live
 * (evaluateRedemption), then takes the opt-in's counters with one conditional UPDATE (still ACTIVE, offer not retired,
 * cap and budget not passed) and the buyer's uses with a conditional upsert. Concurrent bookings queue on the
 * opt-in's row and each re-checks the committed counters, so caps, budgets and per-buyer limits hold exactly; a
 * refusal throws and rolls the booking back.
 */
export async function redeemOffer(tx: Tx, r: RedemptionRequest): Promise<Redeemed> {
  const [found] = await tx
    .select({ eo: eventOffers, offer: catalogueOffers })
    .from(eventOffers)
    .innerJoin(catalogueOffers, eq(catalogueOffers.id, eventOffers.offerId))
    .where(and(eq(eventOffers.eventId, r.eventId), eq(catalogueOffers.code, r.offerCode)))
    .limit(1);
  if (!found) throw refuse('inactive');
  const { eo, offer } = found;
  const buyerKey = offerBuyerKey(r.buyer);
  let buyerUses = 0;
  if (buyerKey && offer.perBuyerLimit !== null) {
    const [uses] = await tx
      .select({ uses: offerBuyerUses.uses })
      .from(offerBuyerUses)
      .where(and(eq(offerBuyerUses.eventOfferId, eo.id), eq(offerBuyerUses.buyerKey, buyerKey)));
    buyerUses = uses?.uses ?? 0;
  }
  const ask: RedemptionAsk = {
    now: r.now,
    live: eo.status === 'ACTIVE' && offer.status === 'ACTIVE',
    audienceTypes: r.buyer.audienceTypes ?? [],
    tickets: r.seats,
    buyerKey,
    buyerUses,
  };
  const verdict = evaluateRedemption(offer, { ticketsRedeemed: eo.ticketsRedeemed, discountPaise: Number(eo.discountPaise) }, ask);
  if (!verdict.ok) throw refuse(verdict.reason);
  const n = verdict.coveredTickets;
  const d = verdict.discountPaise;
  // The discount lowers the price only: the channel's fee and its GST stay as the channel sent them (docs/money.md), so
  // the offer's revenue is what the buyer pays, the total less the discount.
  const revenue = r.totalBeforePaise - d;
  const taken = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update event_offers eo
      set redemptions = eo.redemptions + 1, tickets_redeemed = eo.tickets_redeemed + ${n},
          discount_paise = eo.discount_paise + ${d}, revenue_paise = eo.revenue_paise + ${revenue}
      from catalogue_offers o
      where eo.id = ${eo.id}::uuid and o.id = eo.offer_id and eo.status = 'ACTIVE' and o.status = 'ACTIVE'
        and eo.tickets_redeemed + ${n} <= o.total_cap_tickets
        and (o.budget_paise is null or eo.discount_paise + ${d} <= o.budget_paise)
      returning eo.id`),
  );
  if (taken.length === 0) {
    // Another booking or a deactivation committed first: say which rule now refuses it.
    raceCounters.offerRedemption += 1;
    const [now] = await tx
      .select({ eo: eventOffers, offer: catalogueOffers })
      .from(eventOffers)
      .innerJoin(catalogueOffers, eq(catalogueOffers.id, eventOffers.offerId))
      .where(eq(eventOffers.id, eo.id));
    const again = now
      ? evaluateRedemption(now.offer, { ticketsRedeemed: now.eo.ticketsRedeemed, discountPaise: Number(now.eo.discountPaise) }, { ...ask, live: now.eo.status === 'ACTIVE' && now.offer.status === 'ACTIVE' })
      : null;
    throw refuse(again && !again.ok ? again.reason : 'cap');
  }
  if (offer.perBuyerLimit !== null && buyerKey) {
    const used = rowsOf<{ uses: number }>(
      await tx.execute(sql`
        insert into offer_buyer_uses (event_offer_id, buyer_key, uses) values (${eo.id}::uuid, ${buyerKey}, 1)
        on conflict (event_offer_id, buyer_key) do update set uses = offer_buyer_uses.uses + 1
        where offer_buyer_uses.uses < ${offer.perBuyerLimit}
        returning uses`),
    );
    if (used.length === 0) throw refuse('buyerLimit');
  }
  return { eventOfferId: eo.id, offerCode: offer.code, perTicketPaise: verdict.perTicketPaise, fundedBy: offer.fundedBy, discountPaise: d, coveredTickets: n, buyerKey, revenuePaise: revenue };
}

/** Records the redemption once the booking row exists (same transaction). */
export async function recordRedemption(tx: Tx, bookingRowId: string, r: Redeemed, at: Date): Promise<void> {
  await tx.insert(offerRedemptions).values({
    eventOfferId: r.eventOfferId,
    bookingId: bookingRowId,
    tickets: r.coveredTickets,
    discountPaise: r.discountPaise,
    revenuePaise: r.revenuePaise,
    buyerKey: r.buyerKey,
    redeemedAt: at,
  });
}

/** A cancelled booking gives its offer back: counters and the buyer's use released (in the cancel's transaction). */
export async function releaseRedemption(tx: Tx, bookingRowId: string, at: Date): Promise<void> {
  const [red] = await tx
    .update(offerRedemptions)
    .set({ cancelledAt: at })
    .where(and(eq(offerRedemptions.bookingId, bookingRowId), sql`${offerRedemptions.cancelledAt} is null`))
    .returning();
  if (!red) return;
  await tx
    .update(eventOffers)
    .set({
      redemptions: sql`${eventOffers.redemptions} - 1`,
      ticketsRedeemed: sql`${eventOffers.ticketsRedeemed} - ${red.tickets}`,
      discountPaise: sql`${eventOffers.discountPaise} - ${red.discountPaise}`,
      revenuePaise: sql`${eventOffers.revenuePaise} - ${red.revenuePaise}`,
    })
    .where(eq(eventOffers.id, red.eventOfferId));
  if (red.buyerKey) {
    await tx
      .update(offerBuyerUses)
      .set({ uses: sql`greatest(${offerBuyerUses.uses} - 1, 0)` })
      .where(and(eq(offerBuyerUses.eventOfferId, red.eventOfferId), eq(offerBuyerUses.buyerKey, red.buyerKey)));
  }
}
