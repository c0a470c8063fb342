import { describe, expect, it } from 'vitest';
import { gsm7Length, sessionNoticeMail, sessionNoticeSms, SESSION_CANCEL_TEXTS, SMS_SEGMENT_GSM7, SHOW_CANCEL_UI_TEXTS, type SessionNoticeFacts } from './session-notices';

const facts: SessionNoticeFacts = {
  change: 'moved',
  buyerName: 'Asha Rao',
  eventTitle: 'Bengaluru Jazz Evenings',
  eventCode: 'ET00012345',
  venueName: 'Phoenix Arena',
  bookingId: 'DIYABCDE12345',
  oldShowTime: '2027-02-12T14:00:00.000Z',
  newShowTime: '2027-02-12T15:30:00.000Z',
};

describe('buyer notices', () => {
  it('a moved show: old and new time in IST (dd/MM/yyyy hh:mm AM), venue and booking id, in the SMS and the e-mail', () => {
    const sms = sessionNoticeSms(facts);
    expect(sms).toBe('DIY Events: Bengaluru Jazz Evenings at Phoenix Arena moved from 12/02/2027 07:30 PM to 09:00 PM IST. Booking DIYABCDE12345: tickets stay valid.');
    const mail = sessionNoticeMail(facts);
    expect(mail.subject).toBe('New show time: Bengaluru Jazz Evenings, now 12/02/2027 09:00 PM IST');
    expect(mail.text).toContain('Dear Asha Rao,');
    expect(mail.text).toContain('Was: 12/02/2027 07:30 PM IST\nNow: 12/02/2027 09:00 PM IST');
    expect(mail.text).toContain('Booking ID: DIYABCDE12345');
  });

  it('a cancelled show: the time it was, the refund and the gate', () => {
    const c = { ...facts, change: 'cancelled' as const, newShowTime: null };
    expect(sessionNoticeSms(c)).toBe('DIY Events: Bengaluru Jazz Evenings at Phoenix Arena, 12/02/2027 07:30 PM IST, is cancelled. Booking DIYABCDE12345: your refund is on its way.');
    const mail = sessionNoticeMail(c);
    expect(mail.subject).toBe('Cancelled: Bengaluru Jazz Evenings, 12/02/2027 07:30 PM IST');
    expect(mail.text).toContain('has been cancelled by the organiser');
    expect(mail.text).toContain('will not be accepted at the gate');
  });

  it('the console states the show in IST and counts with Indian grouping', () => {
    expect(SHOW_CANCEL_UI_TEXTS.when('2027-02-12T14:00:00.000Z')).toBe('12/02/2027 07:30 PM IST');
    expect(SHOW_CANCEL_UI_TEXTS.actionFor('2027-02-12T14:00:00.000Z')).toBe('Cancel show on 12/02/2027 07:30 PM IST');
    expect(SHOW_CANCEL_UI_TEXTS.sold(1, 1)).toBe('1 ticket sold, 1 booking');
    expect(SHOW_CANCEL_UI_TEXTS.sold(125000, 40000)).toBe('1,25,000 tickets sold, 40,000 bookings');
    expect(SHOW_CANCEL_UI_TEXTS.buyersTold(2)).toMatch(/^All 2 bookings will be cancelled and every buyer will be told by SMS and e-mail\./);
  });
});

describe('counts in the cancel texts use Indian grouping', () => {
  it('the toast after cancelling a show', () => {
    expect(SESSION_CANCEL_TEXTS.cancelled(1206)).toBe('Show cancelled. 1,206 bookings cancelled; the buyers are being told by SMS and e-mail.');
  });
});

describe('buyer notices state the refund and fit one SMS', () => {
  const cancelled = { ...facts, change: 'cancelled' as const, newShowTime: null, refundPaise: 299900 };

  it('the cancelled notice states the refund: what the buyer paid', () => {
    const sms = sessionNoticeSms(cancelled);
    expect(sms).toBe('DIY Events: Bengaluru Jazz Evenings at Phoenix Arena, 12/02/2027 07:30 PM IST, is cancelled. Booking DIYABCDE12345: refund of Rs 2,999.00 on its way.');
    expect(sessionNoticeMail(cancelled).text).toContain('The amount you paid, ₹2,999.00, will be refunded to your original payment method.');
  });

  it.each([
    ['cancelled', cancelled],
    ['moved', facts],
    ['cancelled, long names', { ...cancelled, eventTitle: 'The Grand Annual Bengaluru International Jazz and Blues Evenings Festival', venueName: 'Jawaharlal Nehru Stadium Main Arena Gate 4' }],
    ['moved, long names', { ...facts, eventTitle: 'The Grand Annual Bengaluru International Jazz and Blues Evenings Festival', venueName: 'Jawaharlal Nehru Stadium Main Arena Gate 4' }],
  ])('%s: one GSM-7 segment of at most 160 characters', (_name, f) => {
    const sms = sessionNoticeSms(f);
    expect(gsm7Length(sms)).not.toBeNull();
    expect(gsm7Length(sms)!).toBeLessThanOrEqual(SMS_SEGMENT_GSM7);
    expect(sms).toContain(f.bookingId);
  });

  it('counts GSM-7 lengths (extension characters count twice; others are not GSM-7)', () => {
    expect(gsm7Length('Booking 1: Rs 10')).toBe(16);
    expect(gsm7Length('a[b]')).toBe(6);
    expect(gsm7Length('₹10')).toBeNull();
    expect(gsm7Length('नमस्ते')).toBeNull();
  });
});
