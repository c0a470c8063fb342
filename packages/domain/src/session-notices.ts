import * as z from 'zod';
import { SUPPORT_EMAIL } from './constants';
import { formatCountOf, formatMoney, MONEY_FORMS } from './display-format';
import { formatIstDate, formatIstDateTime, formatIstTime } from './ist';
import { RUPEE_SYMBOL } from './money';

/**
 * Buyer notices (issue #23): when a published show is cancelled or its date or time changes, every buyer of that
 * show is told by SMS and by e-mail, one message of each per booking, through the scheduled-jobs queue.
 */
export const SESSION_NOTICE_CHANGES = ['moved', 'cancelled'] as const;
export type SessionNoticeChange = (typeof SESSION_NOTICE_CHANGES)[number];

/** POST /manage/event/published/sessions/cancel: cancel one show of a published event. */
export const cancelSessionBodySchema = z.object({
  eventCode: z.string().trim().min(1).max(20),
  sessionId: z.string().trim().min(1).max(60),
});
export type CancelSessionBody = z.infer<typeof cancelSessionBodySchema>;
export const cancelSessionAnswerSchema = z.object({
  sessionId: z.string(),
  showTime: z.string(),
  /** Bookings cancelled with the show (their buyers are told). */
  bookingsCancelled: z.number().int(),
  message: z.string(),
});
export type CancelSessionAnswer = z.infer<typeof cancelSessionAnswerSchema>;

export const SESSION_CANCEL_TEXTS = {
  cancelled: (bookings: number) =>
    bookings === 0 ? 'Show cancelled.' : `Show cancelled. ${formatCountOf(bookings, 'booking', 'bookings')} cancelled; the buyers are being told by SMS and e-mail.`,
  alreadyCancelled: 'This show is already cancelled.',
  operation: 'Show cancelled',
} as const;

/**
 * The console's side of cancelling a show: the published shows' list (state, sales, the action) and the
 * confirmation (a modal on desktop, a drawer on a phone).
 */
export const SHOW_CANCEL_UI_TEXTS = {
  listTitle: 'Published shows',
  listHint: 'Cancelling a show takes it off sale and cancels its bookings; every buyer is told by SMS and e-mail.',
  action: 'Cancel show',
  /** The action's accessible name, so each show's button says which show it cancels. */
  actionFor: (showTime: string | Date) => `Cancel show on ${formatIstDateTime(showTime)} IST`,
  when: (showTime: string | Date) => `${formatIstDateTime(showTime)} IST`,
  /** Tickets sold and bookings (for a cancelled show: the ones cancelled with it). */
  sold: (tickets: number, bookings: number) => `${formatCountOf(tickets, 'ticket', 'tickets')} sold, ${formatCountOf(bookings, 'booking', 'bookings')}`,
  expired: 'Show over',
  confirmTitle: 'Cancel this show?',
  confirmWhen: 'Show',
  confirmVenue: 'Venue',
  confirmSold: 'Sold so far',
  buyersTold: (bookings: number) =>
    `${bookings === 1 ? 'Its booking' : `All ${formatCountOf(bookings, 'booking', 'bookings')}`} will be cancelled and every buyer will be told by SMS and e-mail. Their tickets will be refused at the gate.`,
  noBuyers: 'No tickets have been sold for this show: it only goes off sale.',
  cannotUndo: 'This cannot be undone.',
  confirm: 'Cancel show',
  keep: 'Keep show',
} as const;

export interface SessionNoticeFacts {
  change: SessionNoticeChange;
  buyerName: string;
  eventTitle: string;
  eventCode: string;
  venueName: string;
  bookingId: string;
  oldShowTime: string | Date;
  /** The new show time ('moved' only). */
  newShowTime?: string | Date | null;
  /** What the buyer paid, refunded when the show is cancelled ('cancelled' only): the sum of the booking's tickets'
   * ticketMoney().buyerPaysPaise. */
  refundPaise?: number | null;
}

const when = (t: string | Date) => `${formatIstDateTime(t)} IST`;

/** One SMS segment of GSM-7 text (a longer or non-GSM-7 message is split and billed per part). */
export const SMS_SEGMENT_GSM7 = 160;
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

/** The length of a text in GSM-7 septets (extension characters count two), or null when it is not GSM-7 text. */
export function gsm7Length(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) n += 1;
    else if (GSM7_EXTENSION.includes(ch)) n += 2;
    else return null;
  }
  return n;
}

/** Money in an SMS: '₹' is not GSM-7, so 'Rs 2,999.00' (paise always, as in every message). */
export function formatSmsMoney(paise: number): string {
  return formatMoney(paise, MONEY_FORMS.message).replace(RUPEE_SYMBOL, 'Rs ');
}

/** The first text that fits one GSM-7 segment: the full one, then without the venue, then with the title cut. */
function fitSms(build: (title: string, venue: string | null) => string, title: string, venue: string): string {
  const fits = (t: string) => (gsm7Length(t) ?? Infinity) <= SMS_SEGMENT_GSM7;
  const full = build(title, venue);
  if (fits(full)) return full;
  const noVenue = build(title, null);
  if (fits(noVenue) || gsm7Length(noVenue) === null) return noVenue;
  const room = title.length - (noVenue.length - SMS_SEGMENT_GSM7) - 3;
  return room >= 8 ? build(`${title.slice(0, room).trimEnd()}...`, null) : noVenue;
}

/** The SMS: one GSM-7 segment where it can (event, show time in IST, venue when it fits, booking id, the refund). */
export function sessionNoticeSms(f: SessionNoticeFacts): string {
  const where = (title: string, venue: string | null) => `DIY Events: ${title}${venue ? ` at ${venue}` : ''}`;
  if (f.change === 'cancelled') {
    const refund = f.refundPaise != null ? `refund of ${formatSmsMoney(f.refundPaise)} on its way` : 'your refund is on its way';
    return fitSms((title, venue) => `${where(title, venue)}, ${when(f.oldShowTime)}, is cancelled. Booking ${f.bookingId}: ${refund}.`, f.eventTitle, f.venueName);
  }
  const next = f.newShowTime ?? f.oldShowTime;
  const sameDay = formatIstDate(next) === formatIstDate(f.oldShowTime);
  const change = `from ${formatIstDateTime(f.oldShowTime)} to ${sameDay ? formatIstTime(next) : formatIstDateTime(next)} IST`;
  return fitSms((title, venue) => `${where(title, venue)} moved ${change}. Booking ${f.bookingId}: tickets stay valid.`, f.eventTitle, f.venueName);
}

/** The e-mail: subject and plain text. */
export function sessionNoticeMail(f: SessionNoticeFacts): { subject: string; text: string } {
  const greeting = `Dear ${f.buyerName},`;
  const footer = ['', `Booking ID: ${f.bookingId}`, `Event code: ${f.eventCode}`, '', `Questions? Write to ${SUPPORT_EMAIL} and quote your booking ID.`, '', 'Team DIY Events'];
  if (f.change === 'cancelled') {
    return {
      subject: `Cancelled: ${f.eventTitle}, ${when(f.oldShowTime)}`,
      text: [
        greeting,
        '',
        `We are sorry to tell you that the show of "${f.eventTitle}" at ${f.venueName} on ${when(f.oldShowTime)} has been cancelled by the organiser.`,
        f.refundPaise != null
          ? `Your booking has been cancelled. The amount you paid, ${formatMoney(f.refundPaise, MONEY_FORMS.mail)}, will be refunded to your original payment method. Your tickets will not be accepted at the gate.`
          : 'Your booking has been cancelled and the amount you paid will be refunded to your original payment method. Your tickets will not be accepted at the gate.',
        ...footer,
      ].join('\n'),
    };
  }
  return {
    subject: `New show time: ${f.eventTitle}, now ${when(f.newShowTime ?? f.oldShowTime)}`,
    text: [
      greeting,
      '',
      `The show of "${f.eventTitle}" at ${f.venueName} has moved.`,
      `Was: ${when(f.oldShowTime)}`,
      `Now: ${when(f.newShowTime ?? f.oldShowTime)}`,
      '',
      'Your tickets stay valid for the new time: there is nothing you need to do. If the new time does not suit you, please contact us.',
      ...footer,
    ].join('\n'),
  };
}
