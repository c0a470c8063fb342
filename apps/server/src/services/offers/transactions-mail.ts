import { randomUUID } from 'node:crypto';
import { BOOKING_STATUS_LABELS, escapeFormula, formatIstDateTime, formatPaise, paiseToRupeesText } from '@diy/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, catalogueOffers, eventOffers, events, offerRedemptions } from '../../db/schema';
import type { JobHandler, JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../messaging';
import { csvField, UTF8_BOM } from '../reports/csv';

export const OFFER_TRANSACTIONS_KIND = 'offer-transactions-mail';

export interface OfferTransactionsPayload extends Record<string, unknown> {
  eventId: string;
  to: string;
  requestedBy: string;
  mailedAt?: string;
}

const HEADER = ['Booking ID', 'Offer code', 'Offer name', 'Sold at (IST)', 'Buyer', 'Status', 'Discounted tickets', 'Before discount (INR)', 'Discount (INR)', 'Paid (INR)'];
const line = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * POST /offers/sendTransactionReports: a durable job (scheduled-jobs queue) mails the organiser a CSV of the event's
 * bookings that used offers (cancelled ones marked), with a summary in the body.
 */
export class OfferTransactionMail {
  constructor(private readonly d: { db: Db; mailer: Mailer; queue: JobQueue; now: () => Date }) {
    d.queue.register(OFFER_TRANSACTIONS_KIND, this.run);
  }

  async enqueue(p: Omit<OfferTransactionsPayload, 'mailedAt'>): Promise<string> {
    return this.d.queue.enqueue({ kind: OFFER_TRANSACTIONS_KIND, dedupeKey: `${OFFER_TRANSACTIONS_KIND}:${randomUUID()}`, runAt: this.d.now(), payload: p });
  }

  /** The CSV and its figures for an event. */
  async csv(eventId: string): Promise<{ text: string; rows: number; discountPaise: number; paidPaise: number }> {
    const rows = await this.d.db
      .select({
        bookingId: bookings.bookingId,
        code: catalogueOffers.code,
        name: catalogueOffers.name,
        soldAt: bookings.soldAt,
        buyer: bookings.buyerName,
        status: bookings.status,
        tickets: offerRedemptions.tickets,
        discount: offerRedemptions.discountPaise,
        paid: offerRedemptions.revenuePaise,
      })
      .from(offerRedemptions)
      .innerJoin(bookings, eq(bookings.id, offerRedemptions.bookingId))
      .innerJoin(eventOffers, eq(eventOffers.id, offerRedemptions.eventOfferId))
      .innerJoin(catalogueOffers, eq(catalogueOffers.id, eventOffers.offerId))
      .where(eq(eventOffers.eventId, eventId))
      .orderBy(asc(bookings.soldAt), asc(bookings.bookingId));
    let text = UTF8_BOM + line(HEADER);
    let discountPaise = 0;
    let paidPaise = 0;
    for (const r of rows) {
      const discount = Number(r.discount);
      const paid = Number(r.paid);
      if (r.status === 'CONFIRMED') {
        discountPaise += discount;
        paidPaise += paid;
      }
      text += line([
        r.bookingId, r.code, escapeFormula(r.name), formatIstDateTime(r.soldAt), escapeFormula(r.buyer), BOOKING_STATUS_LABELS[r.status] ?? r.status,
        String(r.tickets), paiseToRupeesText(paid + discount), paiseToRupeesText(discount), paiseToRupeesText(paid),
      ]);
    }
    return { text, rows: rows.length, discountPaise, paidPaise };
  }

  readonly run: JobHandler = async (job, ctx) => {
    const p = job.payload as OfferTransactionsPayload;
    if (p.mailedAt) return { skipped: 'already mailed' };
    const [ev] = await this.d.db.select({ title: events.title, eventCode: events.eventCode }).from(events).where(and(eq(events.id, p.eventId)));
    if (!ev) return { skipped: 'event deleted' };
    const { text, rows, discountPaise, paidPaise } = await this.csv(p.eventId);
    const now = ctx.now();
    const fileName = `offer-transactions-${ev.eventCode ?? 'event'}.csv`;
    await this.d.mailer.send({
      to: p.to,
      subject: `Offer transactions: ${ev.title}`,
      text: [
        `The bookings of "${ev.title}" (${ev.eventCode}) that used offers, as of ${formatIstDateTime(now)} IST.`,
        '',
        `Bookings: ${rows}; discount given: ${formatPaise(discountPaise)}; paid by buyers: ${formatPaise(paidPaise)} (confirmed bookings).`,
        '',
        `The list is attached (${fileName}). Amounts are in rupees; dates and times are in IST.`,
      ].join('\n'),
      attachments: [{ filename: fileName, contentType: 'text/csv; charset=utf-8', content: Buffer.from(text, 'utf8') }],
    });
    await ctx.progress({ mailedAt: now.toISOString() });
    return 'sent';
  };
}
