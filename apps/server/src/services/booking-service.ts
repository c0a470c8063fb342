import type { ChannelBooking, ChannelBookingAnswer } from '@diy/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, salesChannels, ticketTypes, tickets } from '../db/schema';
import { bookingErrors } from '../http/scan-errors';
import { canonicalHash } from './canonical-json';
import { isUniqueViolation, sha256 } from './ids';
import { recordChangeAfterIssue } from './money/adjustments';
import { countBooking, type BookingEvents } from './metrics/metrics';
import { recordRedemption, redeemOffer, releaseRedemption, type Redeemed } from './offers/redemption';
import { BatchedBookings } from './bookings/batched';
import { type DoorTerms, type Prepared, prepareBooking, readBookingContext } from './bookings/prepare';
import { raceCounters } from './bookings/race-counters';
import type { RawSql } from './scan/raw-sql';

export type { DoorTerms } from './bookings/prepare';

const CHUNK = 500;
/**
 * A channel's key answers from memory this long: a key changed or removed in the database is refused within it (keys
 * are only ever changed there: the seed, an operator).
 */
const KEY_CACHE_MS = 2_000;
const KEY_CACHE_MAX = 1_000;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface BookingResult {
  created: boolean;
  answer: ChannelBookingAnswer;
}

/**
 * Gives cancelled tickets' seats back to their ticket types: one update per type, in id order (the lock order every
 * write to ticket types keeps). Used by a channel's cancellation and by an organiser's cancelled show.
 */
export async function giveBackInventory(tx: Pick<Db, 'update'>, released: { ticketTypeId: string }[]): Promise<void> {
  const perType = new Map<string, number>();
  for (const t of released) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
  for (const id of [...perType.keys()].sort()) {
    await tx.update(ticketTypes).set({ sold: sql`greatest(${ticketTypes.sold} - ${perType.get(id) ?? 0}, 0)` }).where(eq(ticketTypes.id, id));
  }
}

/**
 * Bookings pushed by sales channels. One transaction takes the inventory with conditional updates
 * (`sold + n <= inventory`, in ticket-type id order so concurrent bookings never deadlock) and inserts the
 * booking and one ticket per seat; a failed check rolls everything back, so nothing is ever oversold.
 */
export class BookingService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** Each booking's verdict and each offer refusal are counted here (the metrics). */
    private readonly events?: BookingEvents,
    /**
     * The app's raw connections for batched channel bookings (services/bookings/batched.ts); without them (the seeds)
     * every booking takes its own transaction.
     */
    sql?: RawSql,
  ) {
    this.batched = sql ? new BatchedBookings(db, sql, now) : null;
  }

  /** Channel bookings of one ticket type without an offer, booked in batches per ticket type (null: one by one). */
  readonly batched: BatchedBookings | null;
  /** Channels by key hash, with when they were read (`performance.now()`). */
  private readonly keys = new Map<string, { at: number; channel: Promise<{ id: string; name: string }> }>();

  /** Closes the batched path's connections. */
  async close(): Promise<void> {
    await this.batched?.close();
  }

  /**
   * The channel of an API key, or 401. A known key is answered from memory for KEY_CACHE_MS, and callers asking at
   * once share one lookup.
   */
  async channelForKey(key: string | undefined): Promise<{ id: string; name: string }> {
    if (!key || key.length > 200) throw bookingErrors.invalidKey();
    const hash = sha256(key);
    const cached = this.keys.get(hash);
    if (cached && performance.now() - cached.at < KEY_CACHE_MS) return cached.channel;
    if (this.keys.size >= KEY_CACHE_MAX) this.keys.clear();
    const channel = this.db
      .select({ id: salesChannels.id, name: salesChannels.name })
      .from(salesChannels)
      .where(eq(salesChannels.keyHash, hash))
      .limit(1)
      .then(([row]) => {
        if (!row) throw bookingErrors.invalidKey();
        return row;
      });
    this.keys.set(hash, { at: performance.now(), channel });
    // Only a known key is remembered: a refusal (or a failed lookup) is asked again next time.
    channel.catch(() => {
      if (this.keys.get(hash)?.channel === channel) this.keys.delete(hash);
    });
    return channel;
  }

  /**
   * Idempotent on (channel, channelBookingId): the first call creates, a repeat of the same request answers the same
   * booking, and the same id with another request is refused (409 ERR.BOOKING.ID_REUSED). Requests are compared by the
   * hash of the whole validated body as canonical JSON, so key order and what the schema normalises do not matter,
   * and fields added to the contract later are covered too.
   */
  book(channelId: string, input: ChannelBooking): Promise<BookingResult> {
    return countBooking(this.events, this.bookOnce(channelId, input));
  }

  private async bookOnce(channelId: string, input: ChannelBooking): Promise<BookingResult> {
    const hash = canonicalHash(input);
    if (this.batched && BatchedBookings.takes(input)) {
      const outcome = await this.batched.book(channelId, input);
      if (outcome.kind === 'booked') return { created: true, answer: outcome.answer };
      // A repeat: the stored booking's answer, or 409 when the id came with another request (as below).
      const repeat = await this.repeatOf(channelId, input.channelBookingId, hash);
      if (!repeat) throw new Error('repeated booking not found');
      return { created: false, answer: repeat };
    }
    const existing = await this.repeatOf(channelId, input.channelBookingId, hash);
    if (existing) return { created: false, answer: existing };
    try {
      const [answer] = await this.db.transaction((tx) => this.insertAll(tx, channelId, [input]));
      if (!answer) throw new Error('booking not written');
      return { created: true, answer };
    } catch (err) {
      // A concurrent call with the same channel booking id won the race: answer its booking if it was the same request.
      if (!isUniqueViolation(err)) throw err;
      const raced = await this.repeatOf(channelId, input.channelBookingId, hash);
      if (!raced) throw err;
      return { created: false, answer: raced };
    }
  }

  /** The answer of the channel's booking with this id when the request is a repeat; 409 when it was another request. */
  private async repeatOf(channelId: string, channelBookingId: string, hash: string): Promise<ChannelBookingAnswer | null> {
    const found = await this.findBooking(channelId, eq(bookings.channelBookingId, channelBookingId));
    if (!found) return null;
    // Bookings stored before the hash was kept (null) answer any repeat, as they did then.
    if (found.requestHash !== null && found.requestHash !== hash) throw bookingErrors.idReused(channelBookingId);
    return found.answer;
  }

  /** Many bookings in one transaction with bulk inserts (the demo seed); all or nothing. */
  async bookMany(channelId: string, inputs: ChannelBooking[]): Promise<ChannelBookingAnswer[]> {
    return this.db.transaction((tx) => this.insertAll(tx, channelId, inputs));
  }

  /** Cancels the channel's booking: tickets cancelled, inventory released. Cancelling twice changes nothing. */
  async cancel(channelId: string, bookingId: string): Promise<ChannelBookingAnswer> {
    await this.db.transaction((tx) => this.cancelInTx(tx, channelId, bookingId));
    const answer = await this.answerFor(channelId, { bookingId });
    if (!answer) throw bookingErrors.notFound();
    return answer;
  }

  /**
   * The cancellation inside the caller's transaction (a box-office void writes its own row beside it): the tickets
   * released once, whoever calls twice. Answers how many seats went back (0 when it was no longer confirmed).
   */
  async cancelInTx(tx: Tx, channelId: string, bookingId: string): Promise<number> {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'CANCELLED', cancelledAt: this.now() })
      .where(and(eq(bookings.bookingId, bookingId), eq(bookings.channelId, channelId), eq(bookings.status, 'CONFIRMED')))
      .returning({ id: bookings.id, sessionId: bookings.sessionId });
    if (!row) return 0;
    const released = await tx
      .update(tickets)
      .set({ state: 'cancelled' })
      .where(and(eq(tickets.bookingId, row.id), sql`${tickets.state} <> 'cancelled'`))
      .returning({ ticketTypeId: tickets.ticketTypeId });
    await giveBackInventory(tx, released);
    await releaseRedemption(tx, row.id, this.now());
    // After the session's statement was issued, the cancellation is an adjustment on the organiser's next one.
    await recordChangeAfterIssue(tx, row.sessionId, { kind: 'CANCELLATION', bookingId: row.id, tickets: released.length, now: this.now() });
    return released.length;
  }

  /** The answer for a booking of the channel, by our id or the channel's. */
  async answerFor(channelId: string, by: { bookingId: string } | { channelBookingId: string }): Promise<ChannelBookingAnswer | null> {
    const match = 'bookingId' in by ? eq(bookings.bookingId, by.bookingId) : eq(bookings.channelBookingId, by.channelBookingId);
    return (await this.findBooking(channelId, match))?.answer ?? null;
  }

  private async findBooking(channelId: string, match: SQL): Promise<{ answer: ChannelBookingAnswer; requestHash: string | null } | null> {
    const rows = await this.db
      .select({
        bookingId: bookings.bookingId,
        status: bookings.status,
        requestHash: bookings.requestHash,
        offerCode: bookings.offerCode,
        discountPaise: bookings.discountPaise,
        totalPaise: bookings.totalPaise,
        ticketDiscount: tickets.discountPaise,
        barcode: tickets.barcode,
        ticketTypeCode: ticketTypes.code,
        ticketType: ticketTypes.name,
      })
      .from(bookings)
      .innerJoin(tickets, eq(tickets.bookingId, bookings.id))
      .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
      .where(and(eq(bookings.channelId, channelId), match))
      .orderBy(asc(tickets.position));
    const first = rows[0];
    if (!first) return null;
    return {
      answer: {
        bookingId: first.bookingId,
        status: first.status,
        tickets: rows.map(({ barcode, ticketTypeCode, ticketType }) => ({ barcode, ticketTypeCode, ticketType })),
        ...(first.offerCode
          ? { offer: { code: first.offerCode, discountPaise: Number(first.discountPaise), perTicketPaise: rows.map((r) => r.ticketDiscount), totalPaise: Number(first.totalPaise) } }
          : {}),
      },
      requestHash: first.requestHash,
    };
  }

  /**
   * One booking inside the caller's transaction (a door sale writes its own rows beside it, all or nothing). A repeat
   * of the channel booking id fails on the unique key; the caller answers the first.
   */
  async bookInTx(tx: Tx, channelId: string, input: ChannelBooking, door: DoorTerms): Promise<{ answer: ChannelBookingAnswer; id: string; totalPaise: number }> {
    const prepared = await this.prepare(tx, channelId, [input], door);
    const [answer] = await this.insertPrepared(tx, prepared);
    const p = prepared[0];
    if (!answer || !p) throw new Error('booking not written');
    return { answer, id: p.booking.id!, totalPaise: p.booking.totalPaise };
  }

  private async insertAll(tx: Tx, channelId: string, inputs: ChannelBooking[]): Promise<ChannelBookingAnswer[]> {
    return this.insertPrepared(tx, await this.prepare(tx, channelId, inputs));
  }

  private async insertPrepared(tx: Tx, prepared: Prepared[]): Promise<ChannelBookingAnswer[]> {
    // Take the inventory first, one conditional update per ticket type, always in the same order.
    const perType = new Map<string, { n: number; code: string }>();
    for (const p of prepared) {
      p.tickets.forEach((t, i) => {
        const entry = perType.get(t.ticketTypeId) ?? { n: 0, code: p.answer.tickets[i]?.ticketTypeCode ?? '' };
        entry.n += 1;
        perType.set(t.ticketTypeId, entry);
      });
    }
    for (const id of [...perType.keys()].sort()) {
      const { n, code } = perType.get(id) ?? { n: 0, code: '' };
      const taken = await tx
        .update(ticketTypes)
        .set({ sold: sql`${ticketTypes.sold} + ${n}` })
        .where(and(eq(ticketTypes.id, id), sql`${ticketTypes.sold} + ${n} <= ${ticketTypes.inventory}`))
        .returning({ id: ticketTypes.id });
      if (taken.length === 0) {
        const read = prepared.find((p) => p.typesRead.has(id))?.typesRead.get(id);
        if (read && read.sold + n <= read.inventory) raceCounters.bookingSoldOut += 1;
        throw bookingErrors.soldOut(code);
      }
    }
    // Offers after the inventory (the same lock order everywhere: ticket types, then the opt-in, then the buyer's uses).
    const redeemed = new Map<Prepared, Redeemed>();
    for (const p of prepared) {
      if (!p.input.offerCode) continue;
      const r = await redeemOffer(tx, {
        eventId: p.booking.eventId,
        offerCode: p.input.offerCode,
        buyer: p.input.buyer,
        seats: p.seats,
        totalBeforePaise: p.booking.totalPaise,
        now: this.now(),
      });
      redeemed.set(p, r);
      p.booking.offerCode = r.offerCode;
      p.booking.discountPaise = r.discountPaise;
      p.booking.totalPaise = r.revenuePaise;
      p.tickets.forEach((t, i) => {
        t.discountPaise = r.perTicketPaise[i] ?? 0;
        t.discountFundedBy = t.discountPaise > 0 ? r.fundedBy : null;
      });
      p.answer.offer = { code: r.offerCode, discountPaise: r.discountPaise, perTicketPaise: r.perTicketPaise, totalPaise: r.revenuePaise };
    }
    for (let i = 0; i < prepared.length; i += CHUNK) {
      await tx.insert(bookings).values(prepared.slice(i, i + CHUNK).map((p) => p.booking));
    }
    // Ordered by ticket type: the report sums' triggers then take each type's sums row in id order across the
    // statements (migration 0016), the order gate scans take them.
    const allTickets = prepared.flatMap((p) => p.tickets).sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : a.ticketTypeId > b.ticketTypeId ? 1 : 0));
    for (let i = 0; i < allTickets.length; i += CHUNK * 2) {
      await tx.insert(tickets).values(allTickets.slice(i, i + CHUNK * 2));
    }
    for (const [p, r] of redeemed) await recordRedemption(tx, p.booking.id!, r, p.booking.soldAt);
    return prepared.map((p) => p.answer);
  }

  /** Validates every booking against the events, sessions and ticket types (read once for all of them). */
  private async prepare(tx: Tx, channelId: string, inputs: ChannelBooking[], door?: DoorTerms): Promise<Prepared[]> {
    const now = this.now();
    const ctx = await readBookingContext(tx, inputs, door);
    return inputs.map((input) => prepareBooking(ctx, channelId, input, now, door));
  }
}
