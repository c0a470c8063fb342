import { BOOKING_STATUS_LABELS, GATE_STATE_LABELS, maskEmail, maskMobile, OFFER_FUNDER_LABELS, ticketFigures, type GstSupplyType, type OfferFunder, type ReportRow } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cancellableRows } from './query-cancel';

/** Bookings read per statement while a download streams (their tickets come with them). */
export const ROW_BATCH_BOOKINGS = 2_000;

export interface RowSourceOptions {
  eventId: string;
  sessionId: string;
  /** The GST on the platform fee: supply and rate (ReportGst). */
  gst: { supply: GstSupplyType; rateBp: number };
  /** Buyers' contacts masked (users who are not the organiser). */
  masked: boolean;
  batchBookings?: number;
  /** Fires when the download's client has gone: the batch being read is cancelled in the database (query-cancel.ts). */
  signal?: AbortSignal | undefined;
}

type Raw = Record<string, unknown>;
const date = (v: unknown): Date | null => (v ? (v instanceof Date ? v : new Date(String(v))) : null);

/**
 * The download's rows, one per ticket, in order of sale, read in batches by keyset: each statement takes the next
 * bookings after the last one read by (sold_at, id), walking the index on (event_id, sold_at), with their tickets.
 * The tickets are read per booking by the index on (booking_id, position) (a lateral join fenced by OFFSET 0: a join let the
 * planner hash-join a sequential scan of all tickets for every batch). Nothing holds a transaction or a connection
 * between batches, and only one batch is in memory at a time: the next
 * is read when the consumer asks for it (the response's backpressure). With `signal`, a batch still running when the
 * client goes away is cancelled in the database at once.
 */
export async function* reportRows(db: Db, o: RowSourceOptions): AsyncGenerator<ReportRow[]> {
  const limit = o.batchBookings ?? ROW_BATCH_BOOKINGS;
  let after: { soldAt: string; id: string } | null = null;
  for (;;) {
    const keyset: ReturnType<typeof sql> = after
      ? sql`and b.sold_at >= ${after.soldAt}::timestamptz and (b.sold_at > ${after.soldAt}::timestamptz or b.id > ${after.id}::uuid)`
      : sql``;
    const rows: Raw[] = await cancellableRows<Raw>(
      db,
      sql`
        with page as (
          select b.id, b.booking_id, b.channel_id, b.status, b.sold_at, b.cancelled_at, b.ticket_count, b.buyer_name, b.buyer_mobile, b.buyer_email,
            to_char(b.sold_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sold_key
          from bookings b
          where b.event_id = ${o.eventId}::uuid and b.session_id = ${o.sessionId}::uuid ${keyset}
          order by b.sold_at, b.id
          limit ${limit}
        )
        select p.id, p.booking_id, c.name as channel, p.status, p.sold_at, p.sold_key, p.cancelled_at, p.ticket_count,
          p.buyer_name, p.buyer_mobile, p.buyer_email, t.position, tt.name as ticket_type, t.price_paise, t.fee_paise, t.tax_paise, t.discount_paise, t.discount_funded_by,
          t.state, t.first_entered_at, t.last_scan_at, t.last_device
        from page p join sales_channels c on c.id = p.channel_id
          cross join lateral (
            select t.position, t.ticket_type_id, t.price_paise, t.fee_paise, t.tax_paise, t.discount_paise, t.discount_funded_by, t.state, t.first_entered_at, t.last_scan_at, t.last_device
            from tickets t where t.booking_id = p.id offset 0) t
          join ticket_types tt on tt.id = t.ticket_type_id
        order by p.sold_at, p.id, t.position`,
      o.signal,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => toRow(r, o));
    const last: Raw = rows[rows.length - 1]!;
    after = { soldAt: String(last.sold_key), id: String(last.id) };
    // A short page means the last bookings were read (the page holds whole bookings).
    if (new Set(rows.map((r) => r.id)).size < limit) return;
  }
}

/** One ticket's row: its money by the model (ticketFigures of this one ticket, docs/money.md). */
function toRow(r: Raw, o: RowSourceOptions): ReportRow {
  const funder = r.discount_funded_by ? (String(r.discount_funded_by) as OfferFunder) : null;
  const sale = {
    pricePaise: Number(r.price_paise),
    discountPaise: Number(r.discount_paise),
    discountFunder: funder,
    channelFeePaise: Number(r.fee_paise),
    channelTaxPaise: Number(r.tax_paise),
  };
  const m = ticketFigures(sale, o.gst.rateBp, o.gst.supply);
  const mobile = r.buyer_mobile ? String(r.buyer_mobile) : '';
  const email = r.buyer_email ? String(r.buyer_email) : '';
  return {
    bookingId: String(r.booking_id),
    soldAt: date(r.sold_at)!,
    channel: String(r.channel),
    status: BOOKING_STATUS_LABELS[String(r.status)] ?? String(r.status),
    cancelledAt: date(r.cancelled_at),
    buyerName: String(r.buyer_name),
    buyerMobile: o.masked && mobile ? maskMobile(mobile) : mobile,
    buyerEmail: o.masked && email ? maskEmail(email) : email,
    ticket: `${Number(r.position)} of ${Number(r.ticket_count)}`,
    ticketType: String(r.ticket_type),
    pricePaise: sale.pricePaise,
    discountPaise: sale.discountPaise,
    discountFundedBy: funder ? (OFFER_FUNDER_LABELS[funder] ?? funder) : '',
    reimbursedDiscountPaise: m.reimbursedDiscountsPaise,
    feePaise: sale.channelFeePaise,
    taxPaise: sale.channelTaxPaise,
    totalPaise: m.buyerPaysPaise,
    platformFeePaise: m.platformFeePaise,
    cgstPaise: m.platformFeeGst.cgstPaise,
    sgstPaise: m.platformFeeGst.sgstPaise,
    igstPaise: m.platformFeeGst.igstPaise,
    netPaise: m.netPaise,
    gateState: GATE_STATE_LABELS[String(r.state)] ?? String(r.state),
    firstEntryAt: date(r.first_entered_at),
    lastScanAt: date(r.last_scan_at),
    lastDevice: r.last_device ? String(r.last_device) : '',
  };
}
