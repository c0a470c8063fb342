import * as z from 'zod';
import { SUPPORT_EMAIL } from './constants';
import { formatCountOf } from './display-format';
import { formatIstDateTime } from './ist';

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
}

const when = (t: string | Date) => `${formatIstDateTime(t)} IST`;

/** The SMS: short, one message (event, old and new show time in IST, venue, booking id). */
export function sessionNoticeSms(f: SessionNoticeFacts): string {
  if (f.change === 'cancelled') {
    return `DIY Events: ${f.eventTitle} at ${f.venueName} on ${when(f.oldShowTime)} has been cancelled. Booking ${f.bookingId}: your refund is on its way. Sorry for the trouble.`;
  }
  return `DIY Events: ${f.eventTitle} at ${f.venueName} has moved from ${when(f.oldShowTime)} to ${when(f.newShowTime ?? f.oldShowTime)}. Booking ${f.bookingId}: your tickets stay valid for the new time.`;
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
        'Your booking has been cancelled and the amount you paid will be refunded to your original payment method. Your tickets will not be accepted at the gate.',
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
