import { formatIstDateTime } from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { buildETicketPdf } from '../e-ticket-pdf';
import { ETicketService } from '../e-tickets';
import type { JobHandler, JobQueue, Runner } from '../jobs/job-queue';
import type { Mailer, SmsSender } from '../messaging';
import { boxOfficeChannelId } from './terms';

/** The job kind that sends a door sale's tickets to the buyer's mobile and e-mail. */
export const BOX_OFFICE_TICKETS_KIND = 'box-office.tickets';

/**
 * A door sale's e-tickets to the buyer (issue 30): one durable job per sale on the scheduled-jobs table, queued in the
 * sale's transaction; an SMS with the booking and its ticket codes, an e-mail with the e-ticket PDF (the channels'
 * e-ticket, services/e-ticket-pdf.ts). Each message sent is recorded on the job, so a job taken over never repeats one.
 */
export class TicketMessages {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsSender,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly queue: JobQueue,
    private readonly nudge: () => void,
  ) {
    queue.register(BOX_OFFICE_TICKETS_KIND, this.run);
  }

  async enqueue(tx: Runner, bookingUuid: string): Promise<void> {
    await this.queue.enqueue({ kind: BOX_OFFICE_TICKETS_KIND, dedupeKey: `box-office-tickets:${bookingUuid}`, runAt: this.now(), payload: { booking: bookingUuid } }, tx);
  }

  wake(): void {
    this.nudge();
  }

  readonly run: JobHandler = async (job, ctx) => {
    const p = job.payload as { booking: string; sent?: string[] };
    const [b] = await this.db
      .select({ channelBookingId: bookings.channelBookingId, mobile: bookings.buyerMobile, email: bookings.buyerEmail, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, p.booking));
    if (!b) return { skipped: 'booking gone' };
    if (b.status !== 'CONFIRMED') return { skipped: 'sale voided' };
    const booking = await new ETicketService(this.db).booking(await boxOfficeChannelId(this.db), b.channelBookingId);
    const sent = new Set(p.sent ?? []);
    const show = `${formatIstDateTime(booking.showTime)} IST`;
    if (b.mobile && !sent.has('sms')) {
      const codes = booking.tickets.map((t) => t.barcode).join(', ');
      await this.sms.send(b.mobile, `DIY Events: ${booking.tickets.length} ticket(s) for ${booking.eventTitle}, ${show}. Booking ${booking.bookingId}. Ticket codes: ${codes}`);
      sent.add('sms');
      if (!(await ctx.progress({ sent: [...sent] }))) return 'sent';
    }
    if (b.email && !sent.has('email')) {
      const pdf = await buildETicketPdf(booking, ctx.now());
      await this.mailer.send({
        to: b.email,
        subject: `Your tickets: ${booking.eventTitle} (${booking.bookingId})`,
        text: `Thank you for buying at the door.\n\n${booking.eventTitle}\n${show}\n${booking.venueName}\nBooking ID ${booking.bookingId}\n\nYour e-tickets are attached: show the QR code at the gate.`,
        attachments: [{ filename: `e-tickets-${booking.bookingId}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) }],
      });
      sent.add('email');
      await ctx.progress({ sent: [...sent] });
    }
    return 'sent';
  };
}
