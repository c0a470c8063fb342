import { configureStore } from '@reduxjs/toolkit';
import { SESSION_CANCEL_TEXTS } from '@diy/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './base-api';
import { setApiBaseUrl } from './environment';
import { cancelSessionTags, scheduleApi } from './schedule';

const SHOW = '2027-03-12T14:00:00.000Z';

function envelope(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(status < 400 ? { status, data } : { status, errors: data }), { status, headers: { 'content-type': 'application/json' } });
}

const schedule = (cancelled: boolean) => ({
  venueInfo: [{
    venueCode: 'HYD-001', venueName: 'Shilpakala Vedika', region: 'Hyderabad', regionCode: 'HYD', venueType: 'onGround', venueSubType: null, recurringInfo: {},
    sessionInfo: [{
      sessionId: 's1', venueCode: 'HYD-001', showTime: SHOW, showDateTime: '12/03/2027 07:30 PM', status: !cancelled, expired: false, hasBookings: true,
      cancelled, bookings: 2, ticketsSold: 5,
      ticketInfo: [{ ticketTypeName: 'Gold', ticketTypeCode: 'GOLD', totalInventory: 100, sold: cancelled ? 0 : 5, available: cancelled ? 100 : 95, price: 99_900 }],
    }],
  }],
  city: 'Hyderabad', regionCode: 'HYD', venueType: 'onGround', venueSubType: null, readOnly: false,
});

describe('cancel a show', () => {
  const calls: string[] = [];
  let cancelled = false;
  let answer: unknown = null;
  beforeEach(() => {
    setApiBaseUrl('http://api.test/api');
    calls.length = 0;
    cancelled = false;
    answer = { sessionId: 's1', showTime: SHOW, bookingsCancelled: 2, message: SESSION_CANCEL_TEXTS.cancelled(2) };
    vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      calls.push(`${input.method} ${url.pathname}`);
      if (url.pathname.endsWith('/manage/event/d1/schedule')) return envelope(schedule(cancelled));
      if (url.pathname.endsWith('/manage/event/published/sessions/cancel')) {
        const body = (await input.json()) as Record<string, unknown>;
        if (body.eventCode !== 'ET00010001' || body.sessionId !== 's1' || 'draftId' in body) return envelope({ code: 'ERR.VALIDATION', message: 'bad body' }, 400);
        if (cancelled) return envelope({ code: 'ERR.EVENTCREATION.INVALID_SCHEDULE', message: SESSION_CANCEL_TEXTS.alreadyCancelled, shortDesc: SESSION_CANCEL_TEXTS.alreadyCancelled, longDesc: SESSION_CANCEL_TEXTS.alreadyCancelled }, 409);
        cancelled = true;
        return envelope(answer);
      }
      return envelope({}, 404);
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiBaseUrl(null);
  });

  const store = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });

  it('posts eventCode and sessionId, parses the answer and reloads the schedule opened by its draft id', async () => {
    const s = store();
    const sub = s.dispatch(scheduleApi.endpoints.getSchedule.initiate('d1'));
    await sub;
    calls.length = 0;
    const result = await s.dispatch(scheduleApi.endpoints.cancelSession.initiate({ eventCode: 'ET00010001', sessionId: 's1', draftId: 'd1' })).unwrap();
    expect(result).toEqual({ sessionId: 's1', showTime: SHOW, bookingsCancelled: 2, message: SESSION_CANCEL_TEXTS.cancelled(2) });
    await vi.waitFor(() => expect(calls).toContain('GET /api/manage/event/d1/schedule'));
    await vi.waitFor(() => expect(scheduleApi.endpoints.getSchedule.select('d1')(s.getState()).data?.venueInfo[0]?.sessionInfo[0]?.cancelled).toBe(true));
    sub.unsubscribe();
  });

  it('a refusal carries the server message; an answer that is not the contract is refused', async () => {
    const s = store();
    await s.dispatch(scheduleApi.endpoints.cancelSession.initiate({ eventCode: 'ET00010001', sessionId: 's1' })).unwrap();
    const again = await s.dispatch(scheduleApi.endpoints.cancelSession.initiate({ eventCode: 'ET00010001', sessionId: 's1' }));
    expect(JSON.stringify(again.error)).toContain(SESSION_CANCEL_TEXTS.alreadyCancelled);
    cancelled = false;
    answer = { sessionId: 's1', message: 'no counts' };
    const bad = await s.dispatch(scheduleApi.endpoints.cancelSession.initiate({ eventCode: 'ET00010001', sessionId: 's1' }));
    expect(bad.error).toBeDefined();
  });

  it('refreshes the schedule and event by code and by draft, the lists, the reports and the scanner sessions', () => {
    const tags = cancelSessionTags({ eventCode: 'ET00010001', sessionId: 's1', draftId: 'd1' });
    expect(tags).toEqual(expect.arrayContaining([
      { type: 'Event', id: 'schedule:ET00010001' },
      { type: 'Event', id: 'schedule:d1' },
      { type: 'Event', id: 'ET00010001' },
      { type: 'Event', id: 'd1' },
      { type: 'EventList', id: 'live' },
      { type: 'EventList', id: 'past' },
      { type: 'Report', id: 'ET00010001' },
      { type: 'Report', id: 's1' },
      { type: 'Report', id: 'DASHBOARD' },
      { type: 'ScanEvent', id: 'ET00010001' },
    ]));
    expect(cancelSessionTags({ eventCode: 'ET1', sessionId: 's1' })).not.toContainEqual({ type: 'Event', id: 'schedule:undefined' });
  });
});
