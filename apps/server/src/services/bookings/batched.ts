import type { ChannelBooking, ChannelBookingAnswer } from '@diy/domain';
import type { Db } from '../../db/client';
import { bookingErrors } from '../../http/scan-errors';
import { Batcher, type BatchEntry, type BatchJob } from '../scan/batcher';
import type { RawSql } from '../scan/raw-sql';
import { isRetryable } from '../scan/round-sql';
import { BOOK_BATCH_SQL, type BookBatchRow } from './batch-sql';
import { type Prepared, prepareBooking, readBookingContext } from './prepare';
import { raceCounters } from './race-counters';

/** One channel booking waiting for its ticket type's next batch. */
interface BookJob extends BatchJob {
  channelId: string;
  input: ChannelBooking;
}

/** A new booking's answer, or a repeat of a stored one (the caller answers it as any repeat, or refuses a reused id). */
export type BatchOutcome = { kind: 'booked'; answer: ChannelBookingAnswer } | { kind: 'repeat' };

/**
 * Batches running at once per ticket type: the second one reads and checks its bookings while the first holds the
 * row; more would only queue on the row's lock.
 */
const MAX_IN_FLIGHT = 2;
const MAX_JOBS = 500;
/** Raw connections for the batch statements, shared by every ticket type's batcher. */
export const BATCH_CONNECTIONS = 8;
const ATTEMPTS = 3;
/** Runs of a batch whose inventory read was older than its update (batch-sql.ts, `stale`): nothing is written then. */
const STALE_ATTEMPTS = 20;
/** The booking columns the batch statement takes, in its parameter order ($3 to $18). */
const BOOKING_COLUMNS = [
  'id', 'bookingId', 'channelId', 'channelBookingId', 'eventId', 'sessionId', 'buyerName', 'buyerMobile', 'buyerEmail',
  'soldAt', 'ticketCount', 'pricePaise', 'feePaise', 'taxPaise', 'totalPaise', 'requestHash',
] as const satisfies readonly (keyof Prepared['booking'])[];
/** Idle batchers are dropped once there are this many. */
const SWEEP_AT = 256;

/**
 * Channel bookings of one ticket type (no offer code) booked in batches: the bookings waiting for the same ticket
 * type go out together (services/scan/batcher.ts) as ONE statement (batch-sql.ts) that takes the inventory row once.
 * Each booking gets the answer it would get alone: its refusal when its own checks fail (the others go on), sold out
 * when it does not fit, a repeat's answer from the caller. Bookings with one channel booking id never share a batch.
 */
export class BatchedBookings {
  private readonly batchers = new Map<string, Batcher<BookJob, BatchOutcome>>();

  constructor(
    private readonly db: Db,
    /** The batch statement's connections (tests spy on it). */
    readonly sql: RawSql,
    private readonly now: () => Date,
  ) {}

  /** Whether the booking takes this path: no offer, one ticket type. Others take the booking service's own. */
  static takes(input: ChannelBooking): boolean {
    const first = input.tickets[0];
    return !input.offerCode && !!first && input.tickets.every((t) => t.ticketTypeCode === first.ticketTypeCode);
  }

  /** Batches sent so far over every ticket type (tests). */
  batches = 0;

  /** Bookings waiting for a batch, over every ticket type (tests). */
  get waiting(): number {
    let n = 0;
    for (const b of this.batchers.values()) n += b.pending;
    return n;
  }

  async book(channelId: string, input: ChannelBooking): Promise<BatchOutcome> {
    const key = `${input.sessionId}\u0000${input.tickets[0]?.ticketTypeCode ?? ''}`;
    const batcher = this.batcherFor(key);
    const job: BookJob = { conflicts: [`${channelId}\u0000${input.channelBookingId}`], channelId, input };
    try {
      return await batcher.submit(job);
    } finally {
      batcher.release(job);
    }
  }

  close(): Promise<void> {
    return this.sql.close();
  }

  private batcherFor(key: string): Batcher<BookJob, BatchOutcome> {
    let batcher = this.batchers.get(key);
    if (batcher) return batcher;
    if (this.batchers.size >= SWEEP_AT) for (const [k, b] of this.batchers) if (b.idle) this.batchers.delete(k);
    batcher = new Batcher<BookJob, BatchOutcome>((entries) => this.run(entries), {
      // PGlite has one connection: batches would only queue behind each other.
      maxInFlight: this.sql.engine === 'pglite' ? 1 : MAX_IN_FLIGHT,
      maxJobs: MAX_JOBS,
    });
    this.batchers.set(key, batcher);
    return batcher;
  }

  private async run(entries: BatchEntry<BookJob, BatchOutcome>[]): Promise<void> {
    this.batches += 1;
    const now = this.now();
    // (On the app's pool, so the reads go out together.)
    const ctx = await readBookingContext(this.db, entries.map((e) => e.job.input), undefined, true);
    const ready: { entry: BatchEntry<BookJob, BatchOutcome>; p: Prepared }[] = [];
    for (const entry of entries) {
      try {
        ready.push({ entry, p: prepareBooking(ctx, entry.job.channelId, entry.job.input, now) });
      } catch (err) {
        entry.reject(err);
      }
    }
    const typeId = ready[0]?.p.tickets[0]?.ticketTypeId;
    if (!typeId) return;
    const rows = await this.statement(typeId, ready.map((r) => r.p));
    rows.forEach((row) => {
      const r = ready[Number(row.j) - 1];
      if (!r) return;
      if (row.kind === 'booked') r.entry.resolve({ kind: 'booked', answer: r.p.answer });
      else if (row.kind === 'repeat') r.entry.resolve({ kind: 'repeat' });
      else {
        // Room when its batch read the type, none when the statement took the row: a race lost (raceCounters).
        const read = r.p.typesRead.get(typeId);
        if (read && read.sold + r.p.tickets.length <= read.inventory) raceCounters.bookingSoldOut += 1;
        r.entry.reject(bookingErrors.soldOut(r.p.answer.tickets[0]?.ticketTypeCode ?? ''));
      }
    });
  }

  private async statement(typeId: string, prepared: Prepared[]): Promise<BookBatchRow[]> {
    const b = (pick: (p: Prepared, i: number) => unknown) => prepared.map(pick);
    const seats = prepared.flatMap((p, i) => p.tickets.map((t) => ({ j: i + 1, t })));
    const t = (pick: (s: (typeof seats)[number]) => unknown) => seats.map(pick);
    const params = [
      typeId,
      b((_, i) => i + 1),
      // The bookings' columns in the statement's order (batch-sql.ts), one array each.
      ...BOOKING_COLUMNS.map((column) => b((p) => (column === 'soldAt' ? (p.booking.soldAt as Date).toISOString() : p.booking[column]))),
      t((s) => s.j),
      t((s) => s.t.barcode),
      t((s) => s.t.position),
      t((s) => s.t.pricePaise),
      t((s) => s.t.feePaise),
      t((s) => s.t.taxPaise),
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        const rows = await this.sql.query<BookBatchRow>('diy_book_batch', BOOK_BATCH_SQL, params);
        if (!rows[0]?.stale) return rows;
        if (attempt >= STALE_ATTEMPTS) throw new Error('a booking batch read a stale inventory row every time');
      } catch (err) {
        // Nothing of the statement stayed: a race with another process's batch (its booking of one of our ids, a
        // deadlock) is simply run again, and sees what that one committed.
        if (attempt >= ATTEMPTS || !isRetryable(err)) throw err;
      }
    }
  }
}
