import { addMoneySums, maskBarcode, maskEmail, maskMobile, moneyFigures, ticketMoney, zeroMoneySums, type BookingReport, type OfferFunder, type ReportGst, type TicketSale } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoOf, rowsOf } from '../ids';
import { reportErrors, type ReportSessionRow, type ReportViewer } from './access';

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v ? isoOf(v as Date | string) : null);

/**
 * One booking of a session for the booking id search: its money by the money model (docs/money.md), the buyer (masked for users who are
 * not the organiser), and each ticket with its scan history from the gate's log (time, action, outcome, device, who
 * scanned and the device's position; gates are not recorded yet).
 */
export async function bookingReport(db: Db, viewer: ReportViewer, session: ReportSessionRow, gst: ReportGst, bookingId: string): Promise<BookingReport> {
  const [b] = rowsOf<Row>(
    await db.execute(sql`
      select b.id, b.booking_id, b.offer_code, c.name as channel, b.status, b.sold_at, b.cancelled_at, b.ticket_count, b.buyer_name, b.buyer_mobile, b.buyer_email
      from bookings b join sales_channels c on c.id = b.channel_id
      where b.booking_id = ${bookingId} and b.session_id = ${session.id}::uuid`),
  );
  if (!b) throw reportErrors.bookingNotFound();
  const tickets = rowsOf<Row>(
    await db.execute(sql`
      select t.id, t.position, tt.code, tt.name, t.barcode, t.price_paise, t.fee_paise, t.tax_paise, t.discount_paise, t.discount_funded_by, t.state, t.first_entered_at, t.last_scan_at
      from tickets t join ticket_types tt on tt.id = t.ticket_type_id
      where t.booking_id = ${String(b.id)}::uuid order by t.position`),
  );
  const ids = tickets.map((t) => sql`${String(t.id)}::uuid`);
  const scans = ids.length
    ? rowsOf<Row>(
        await db.execute(sql`
          select a.ticket_id, a.at, a.action, a.outcome, a.device_id, a.latitude, a.longitude, a.accuracy, u.name as scanned_by
          from scan_attempts a left join users u on u.id = a.user_id
          where a.session_id = ${session.id}::uuid and a.ticket_id in (${sql.join(ids, sql`, `)})
          order by a.at, a.id`),
      )
    : [];
  // The money model per ticket (docs/money.md), the GST on the platform fee once on the booking's summed fee.
  const sales = tickets.map((t): TicketSale => ({
    pricePaise: Number(t.price_paise),
    discountPaise: Number(t.discount_paise),
    discountFunder: t.discount_funded_by ? (String(t.discount_funded_by) as OfferFunder) : null,
    channelFeePaise: Number(t.fee_paise),
    channelTaxPaise: Number(t.tax_paise),
  }));
  const each = sales.map(ticketMoney);
  const total = (pick: (m: (typeof each)[number], s: TicketSale) => number) => each.reduce((sum, m, i) => sum + pick(m, sales[i]!), 0);
  const money = moneyFigures(
    each.map((m) => ({ earningsPaise: m.organiserEarnsPaise, platformFeePaise: m.platformFeePaise, organiserDiscountsPaise: m.organiserDiscountPaise, reimbursedDiscountsPaise: m.reimbursedDiscountPaise })).reduce(addMoneySums, zeroMoneySums()),
    gst.rateBp,
    gst.supply,
  );
  const amounts: BookingReport['amounts'] = {
    pricePaise: total((_, s) => s.pricePaise),
    feesPaise: total((_, s) => s.channelFeePaise),
    taxesPaise: total((_, s) => s.channelTaxPaise),
    discountsPaise: total((_, s) => s.discountPaise),
    organiserDiscountsPaise: money.organiserDiscountsPaise,
    reimbursedDiscountsPaise: money.reimbursedDiscountsPaise,
    totalPaise: total((m) => m.buyerPaysPaise),
    earningsPaise: money.earningsPaise,
    platformFeePaise: money.platformFeePaise,
    platformFeeGstPaise: money.platformFeeGst.totalPaise,
    cgstPaise: money.platformFeeGst.cgstPaise,
    sgstPaise: money.platformFeeGst.sgstPaise,
    igstPaise: money.platformFeeGst.igstPaise,
    netPaise: money.netPaise,
  };
  const masked = !viewer.owner;
  const mobile = b.buyer_mobile ? String(b.buyer_mobile) : null;
  const email = b.buyer_email ? String(b.buyer_email) : null;
  return {
    bookingId: String(b.booking_id),
    channel: String(b.channel),
    status: b.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
    soldAt: isoOf(b.sold_at as Date),
    cancelledAt: iso(b.cancelled_at),
    ticketCount: Number(b.ticket_count),
    offerCode: b.offer_code ? String(b.offer_code) : null,
    amounts,
    buyer: {
      name: String(b.buyer_name),
      mobile: mobile && masked ? maskMobile(mobile) : mobile,
      email: email && masked ? maskEmail(email) : email,
      masked,
    },
    session: { sessionId: session.id, venueCode: session.venueCode, showTime: session.showTime.toISOString(), gst },
    tickets: tickets.map((t) => ({
      position: Number(t.position),
      ticketTypeCode: String(t.code),
      ticketTypeName: String(t.name),
      barcode: masked ? maskBarcode(String(t.barcode)) : String(t.barcode),
      pricePaise: Number(t.price_paise),
      feesPaise: Number(t.fee_paise),
      taxesPaise: Number(t.tax_paise),
      discountsPaise: Number(t.discount_paise),
      discountFundedBy: t.discount_funded_by ? (String(t.discount_funded_by) as OfferFunder) : null,
      paidPaise: each[tickets.indexOf(t)]!.buyerPaysPaise,
      platformFeePaise: each[tickets.indexOf(t)]!.platformFeePaise,
      state: t.state as BookingReport['tickets'][number]['state'],
      firstEnteredAt: iso(t.first_entered_at),
      lastScanAt: iso(t.last_scan_at),
      scans: scans
        .filter((s) => s.ticket_id === t.id)
        .map((s) => ({
          at: isoOf(s.at as Date),
          action: s.action === 'exit' ? ('exit' as const) : ('entry' as const),
          outcome: String(s.outcome),
          deviceId: String(s.device_id),
          gate: null,
          scannedBy: s.scanned_by ? String(s.scanned_by) : null,
          position: { latitude: String(s.latitude), longitude: String(s.longitude), accuracy: String(s.accuracy) },
        })),
    })),
  };
}
