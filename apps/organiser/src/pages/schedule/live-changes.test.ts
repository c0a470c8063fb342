import type { ScheduleAnswer } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { isPublishedEvent, liveTicketChanges, publishedScheduleChanges, publishedShowsOf } from './live-changes';

const t1 = '2027-01-22T12:30:00.000Z';
const t2 = '2027-01-23T12:30:00.000Z';
const info = (name: string, code: string, totalInventory: number, price: number, sold = 0) => ({ ticketTypeName: name, ticketTypeCode: code, totalInventory, sold, available: totalInventory - sold, price });
const answer: ScheduleAnswer = {
  city: 'Mumbai', regionCode: 'MUMBAI', venueType: 'onGround', venueSubType: null, readOnly: false,
  venueInfo: [{
    venueCode: 'NCPA', venueName: 'NCPA', region: 'Mumbai', regionCode: 'MUMBAI', venueType: 'onGround', venueSubType: null, recurringInfo: {},
    sessionInfo: [
      { sessionId: 's1', venueCode: 'NCPA', showTime: t1, showDateTime: '', status: true, expired: false, hasBookings: true, cancelled: false, bookings: 120, ticketsSold: 272, ticketInfo: [info('VIP Lounge', 'VIP', 400, 499_900, 272), info('Gold', 'GOLD', 100, 99_900)] },
      { sessionId: 's2', venueCode: 'NCPA', showTime: t2, showDateTime: '', status: true, expired: false, hasBookings: false, cancelled: false, bookings: 0, ticketsSold: 0, ticketInfo: [info('Gold', 'GOLD', 100, 99_900)] },
    ],
  }],
};
const row = (key: string, ticketTypeName: string, totalInventory: string, price: string, extra: object = {}) => ({ key, ticketTypeName, totalInventory, price, ...extra });

describe('live ticket changes', () => {
  it('inventory-only changes become update-inventory calls grouped by type and total; new types and prices go to published sessions', () => {
    const changes = liveTicketChanges(answer, 'NCPA', [
      { key: 's1', venueName: 'NCPA', showTime: t1, tickets: [row('a', 'VIP Lounge', '300', '4999', { ticketTypeCode: 'VIP', sold: 272 }), row('b', 'Gold', '150', '999')] },
      { key: 's2', venueName: 'NCPA', showTime: t2, tickets: [row('c', 'Gold', '150', '999'), row('d', 'VIP Lounge', '300', '4999')] },
    ]);
    expect(changes.inventory).toEqual([
      { ticketTypeName: 'VIP Lounge', totalInventory: 300, sessions: ['s1'], callType: 'SET' },
      { ticketTypeName: 'Gold', totalInventory: 150, sessions: ['s1', 's2'], callType: 'SET' },
    ]);
    expect(changes.sessions).toEqual([{ sessionId: 's2', showTime: t2, status: true, ticketInfo: [{ ticketTypeName: 'VIP Lounge', totalInventory: 300, price: 499_900 }] }]);
  });

  it('a new price goes with its inventory to published sessions; nothing changed sends nothing', () => {
    const priced = liveTicketChanges(answer, 'NCPA', [{ key: 's2', venueName: 'NCPA', showTime: t2, tickets: [row('c', 'Gold', '120', '1099')] }]);
    expect(priced.inventory).toEqual([]);
    expect(priced.sessions[0]!.ticketInfo).toEqual([{ ticketTypeName: 'Gold', totalInventory: 120, price: 109_900, ticketTypeCode: 'GOLD' }]);
    expect(liveTicketChanges(answer, 'NCPA', [{ key: 's2', venueName: 'NCPA', showTime: t2, tickets: [row('c', 'Gold', '100', '999')] }])).toEqual({ inventory: [], sessions: [] });
  });

  it('schedule changes: new shows and moved or toggled saved shows only', () => {
    const changes = publishedScheduleChanges(answer, [{
      venueCode: 'NCPA',
      sessionInfo: [
        { sessionId: 's1', showTime: t1, status: true },
        { sessionId: 's2', showTime: t2, status: false },
        { sessionId: '0', showTime: '2027-01-25T12:30:00.000Z', status: true, ticketInfo: [] },
      ],
    }]);
    expect(changes).toEqual([{ venueCode: 'NCPA', sessionInfo: [{ sessionId: 's2', showTime: t2, status: false }, { sessionId: '0', showTime: '2027-01-25T12:30:00.000Z', status: true, ticketInfo: [] }] }]);
  });

  it('published means active or inactive with an event code', () => {
    expect(isPublishedEvent({ status: 'active', eventCode: 'ET00010002' })).toBe(true);
    expect(isPublishedEvent({ status: 'inactive', eventCode: 'ET00010002' })).toBe(true);
    expect(isPublishedEvent({ status: 'draft', eventCode: null })).toBe(false);
    expect(isPublishedEvent({ status: 'review', eventCode: 'ET00010002' })).toBe(false);
  });
});

describe('the published shows list', () => {
  const venue = answer.venueInfo[0]!;
  const withShows = (sessionInfo: ScheduleAnswer['venueInfo'][number]['sessionInfo']): ScheduleAnswer => ({ ...answer, venueInfo: [{ ...venue, sessionInfo }] });
  const [s1, s2] = venue.sessionInfo as [ScheduleAnswer['venueInfo'][number]['sessionInfo'][number], ScheduleAnswer['venueInfo'][number]['sessionInfo'][number]];
  it('states each show: published, un-published, cancelled (with the sales cancelled with it) or over', () => {
    const shows = publishedShowsOf(withShows([s1, { ...s2, status: false }]), new Date('2027-01-01T00:00:00.000Z'));
    expect(shows).toEqual([
      { sessionId: 's1', showTime: t1, venueName: 'NCPA', state: 'published', ticketsSold: 272, bookings: 120 },
      { sessionId: 's2', showTime: t2, venueName: 'NCPA', state: 'unpublished', ticketsSold: 0, bookings: 0 },
    ]);
    const later = publishedShowsOf(withShows([{ ...s1, cancelled: true, status: false }, s2]), new Date('2027-01-23T12:30:00.000Z'));
    expect(later.map((s) => s.state)).toEqual(['cancelled', 'expired']);
    expect(later[0]).toMatchObject({ ticketsSold: 272, bookings: 120 });
    expect(publishedShowsOf(withShows([{ ...s2, expired: true }]), new Date('2027-01-01T00:00:00.000Z'))[0]!.state).toBe('expired');
  });
});
