import { configureStore } from '@reduxjs/toolkit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SCHEDULE_ERROR_CODES, SESSION_CANCEL_TEXTS } from '@diy/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './base-api';
import { cancelSessionTags, scheduleApi } from './schedule';
import { connect, REAL_SERVER_START_MS, startRealServer, type RealServer } from './testing/real-server';

/** The demo organiser's published event (Zakir Khan: Mannpasand), opened by its draft id as the console does. */
const EVENT_CODE = 'ET00010002';
const DRAFT_ID = 'DFT00010002';

describe('cancel a show, against the real server', () => {
  let server: RealServer;
  let organiser = '';
  const calls: string[] = [];
  /** Rewrites the server's answer of one path before the client reads it (a server that drifted from the contract). */
  let drift: { path: string; change: (data: Record<string, unknown>) => Record<string, unknown> } | null = null;
  let disconnect: () => void = () => undefined;

  beforeAll(async () => {
    server = await startRealServer();
    organiser = await server.login(DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
  }, REAL_SERVER_START_MS);
  afterAll(async () => {
    await server?.close();
  });

  beforeEach(() => {
    drift = null;
    disconnect = connect(server, organiser, calls, async (url, res) => {
      if (!drift || !url.pathname.endsWith(drift.path)) return res;
      const body = (await res.json()) as { status: number; data: Record<string, unknown> };
      return new Response(JSON.stringify({ ...body, data: drift.change(body.data) }), { status: res.status, headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => disconnect());

  const store = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });

  /** A show of the event still to come, with one booking of two tickets pushed by the demo channel. */
  async function showWithBooking(s: ReturnType<typeof store>, label: string) {
    const schedule = await s.dispatch(scheduleApi.endpoints.getSchedule.initiate(DRAFT_ID, { subscribe: false, forceRefetch: true })).unwrap();
    const show = schedule.venueInfo
      .flatMap((v) => v.sessionInfo)
      .find((x) => !x.cancelled && x.status && new Date(x.showTime).getTime() > Date.now() + 86_400_000 && x.bookings === 0 && x.ticketInfo.length > 0);
    if (!show || typeof show.sessionId !== 'string') throw new Error('no show of the demo event to come without bookings');
    const type = show.ticketInfo[0]!;
    await server.pushBooking({
      channelBookingId: `API-TEST-${label}`,
      eventCode: EVENT_CODE,
      sessionId: show.sessionId,
      tickets: [{ ticketTypeCode: type.ticketTypeCode!, quantity: 2, pricePaise: type.price, feePaise: 0, taxPaise: 0 }],
      buyer: { name: 'Api Test Buyer', mobile: '9876500001', email: 'api.test@example.in' },
    });
    return show.sessionId;
  }

  it('posts eventCode and sessionId, parses the answer and reloads the schedule opened by its draft id', async () => {
    const s = store();
    const sessionId = await showWithBooking(s, 'CANCEL-1');
    const sub = s.dispatch(scheduleApi.endpoints.getSchedule.initiate(DRAFT_ID));
    await sub;
    calls.length = 0;
    const result = await s.dispatch(scheduleApi.endpoints.cancelSession.initiate({ eventCode: EVENT_CODE, sessionId, draftId: DRAFT_ID })).unwrap();
    expect(result).toMatchObject({ sessionId, bookingsCancelled: 1, message: SESSION_CANCEL_TEXTS.cancelled(1) });
    expect(calls[0]).toBe('POST /api/manage/event/published/sessions/cancel');
    await vi.waitFor(() => expect(calls).toContain(`GET /api/manage/event/${DRAFT_ID}/schedule`));
    await vi.waitFor(() => {
      const shows = scheduleApi.endpoints.getSchedule.select(DRAFT_ID)(s.getState()).data?.venueInfo.flatMap((v) => v.sessionInfo);
      expect(shows?.find((x) => x.sessionId === sessionId)).toMatchObject({ cancelled: true, bookings: 1, ticketsSold: 2 });
    });
    sub.unsubscribe();
  });

  it('a refusal carries the server code and message; an answer that drifted from the contract is refused', async () => {
    const s = store();
    const sessionId = await showWithBooking(s, 'CANCEL-2');
    await s.dispatch(scheduleApi.endpoints.cancelSession.initiate({ eventCode: EVENT_CODE, sessionId })).unwrap();
    const again = await s.dispatch(scheduleApi.endpoints.cancelSession.initiate({ eventCode: EVENT_CODE, sessionId }));
    expect(again.error).toMatchObject({ status: 409, code: SCHEDULE_ERROR_CODES.invalidSchedule, message: SESSION_CANCEL_TEXTS.alreadyCancelled });
    // The server's own answer for another show, with its counts taken out: the client's schema refuses it.
    const other = await showWithBooking(s, 'CANCEL-3');
    drift = { path: '/manage/event/published/sessions/cancel', change: ({ bookingsCancelled: _gone, ...rest }) => rest };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = await s.dispatch(scheduleApi.endpoints.cancelSession.initiate({ eventCode: EVENT_CODE, sessionId: other }));
    expect(bad.error).toMatchObject({ name: 'ZodError' });
    expect(bad.error?.message).toContain('bookingsCancelled');
    // RTK Query reports the refused answer as an unhandled error of the endpoint.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('"cancelSession"'), expect.objectContaining({ name: 'ZodError' }));
    logged.mockRestore();
    expect(calls.filter((c) => c === 'POST /api/manage/event/published/sessions/cancel')).toHaveLength(3);
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
