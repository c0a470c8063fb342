import { APP_CODE, APP_CODE_HEADER, CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY, type ChannelBooking } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { api } from './helpers';

export interface DemoSession {
  eventCode: string;
  sessionId: string;
  venueCode: string;
  showTime: string;
  ticketTypes: { code: string; pricePaise: number; inventory: number; sold: number }[];
  bookings: { bookingId: string; channelBookingId: string; size: number; status: string; states: string[]; barcodes: string[] }[];
}

/** The demo bookings of an event's sessions (GET /api/dev/demo-bookings): today's (IST) first, then by show time. */
export async function demoSessions(app: FastifyInstance, eventCode: string): Promise<DemoSession[]> {
  const res = await api(app, { method: 'GET', url: `/api/dev/demo-bookings?eventCode=${eventCode}` });
  if (res.statusCode !== 200) throw new Error(`demo-bookings: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { sessions: DemoSession[] } }).data.sessions;
}

/**
 * The first demo session of an event still on sale an hour after `now`: today's, unless the day (IST) is nearly over
 * and today's show is about to begin (sales close when it does). For tests that sell tickets.
 */
export async function onSaleSession(app: FastifyInstance, eventCode: string, now: Date = new Date()): Promise<DemoSession> {
  const session = (await demoSessions(app, eventCode)).find((s) => new Date(s.showTime).getTime() > now.getTime() + 3_600_000);
  if (!session) throw new Error(`no demo session of ${eventCode} on sale an hour after ${now.toISOString()}`);
  return session;
}

/** Pushes a booking as the demo channel. */
export function pushBooking(app: FastifyInstance, body: Partial<ChannelBooking> & Record<string, unknown>, key: string = DEMO_CHANNEL_KEY) {
  return app.inject({
    method: 'POST',
    url: '/api/integrations/bookings',
    headers: { [CHANNEL_KEY_HEADER]: key, [APP_CODE_HEADER]: APP_CODE },
    payload: body,
  });
}

export function cancelBooking(app: FastifyInstance, bookingId: string, key: string = DEMO_CHANNEL_KEY) {
  return app.inject({ method: 'POST', url: `/api/integrations/bookings/${bookingId}/cancel`, headers: { [CHANNEL_KEY_HEADER]: key } });
}

export function bookingFor(s: DemoSession, channelBookingId: string, quantity = 1, code = 'GOLD'): ChannelBooking {
  const type = s.ticketTypes.find((t) => t.code === code);
  if (!type) throw new Error(`no ${code}`);
  return {
    channelBookingId,
    eventCode: s.eventCode,
    sessionId: s.sessionId,
    tickets: [{ ticketTypeCode: code, quantity, pricePaise: type.pricePaise, feePaise: 100, taxPaise: 18 }],
    buyer: { name: 'Test Buyer', mobile: '9876543210', email: 'buyer@example.in' },
  };
}

export interface ConsumeOptions {
  token: string;
  session: Pick<DemoSession, 'eventCode' | 'sessionId' | 'venueCode'>;
  barcodes: string[];
  exit?: boolean;
  device?: string;
  key?: string;
}

export function consume(app: FastifyInstance, o: ConsumeOptions) {
  const { sessionId, eventCode, venueCode } = o.session;
  return api(app, {
    method: 'PUT',
    url: `/api/scan/consume?sessionId=${sessionId}&eventCode=${eventCode}`,
    token: o.token,
    headers: {
      latitude: '19.0760',
      longitude: '72.8777',
      gpsaccuracy: 'na',
      useragent: 'vitest',
      'x-device-id': o.device ?? 'device-1',
      ...(o.key ? { 'idempotency-key': o.key } : {}),
    },
    payload: { scanType: 'BOOKING', eventCode, venueCode, sessionId, barcodes: o.barcodes, exitScan: o.exit ?? false },
  });
}
