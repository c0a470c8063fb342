import { describe, expect, it } from 'vitest';
import { sessionNoticeMail, sessionNoticeSms, SESSION_CANCEL_TEXTS, SHOW_CANCEL_UI_TEXTS, type SessionNoticeFacts } from './session-notices';

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
    expect(sms).toBe('DIY Events: Bengaluru Jazz Evenings at Phoenix Arena has moved from 12/02/2027 07:30 PM IST to 12/02/2027 09:00 PM IST. Booking DIYABCDE12345: your tickets stay valid for the new time.');
    const mail = sessionNoticeMail(facts);
    expect(mail.subject).toBe('New show time: Bengaluru Jazz Evenings, now 12/02/2027 09:00 PM IST');
    expect(mail.text).toContain('Dear Asha Rao,');
    expect(mail.text).toContain('Was: 12/02/2027 07:30 PM IST\nNow: 12/02/2027 09:00 PM IST');
    expect(mail.text).toContain('Booking ID: DIYABCDE12345');
  });

  it('a cancelled show: the time it was, the refund and the gate', () => {
    const c = { ...facts, change: 'cancelled' as const, newShowTime: null };
    expect(sessionNoticeSms(c)).toBe('DIY Events: Bengaluru Jazz Evenings at Phoenix Arena on 12/02/2027 07:30 PM IST has been cancelled. Booking DIYABCDE12345: your refund is on its way. Sorry for the trouble.');
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
