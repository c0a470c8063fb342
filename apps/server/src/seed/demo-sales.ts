// `npm run demo:sales`: simulates live sales into a running server (loopback only) through
// POST /api/integrations/bookings with the demo channel's key. Bounded: DEMO_SALES_COUNT bookings (default 60,
// at most 500) at DEMO_SALES_RATE per second (default 2, at most 20); stops by itself.
import { CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY } from '@diy/domain';

const base = process.env.DEMO_SALES_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}/api`;
const host = new URL(base).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
  console.error(`demo:sales only talks to a server on this machine (got ${host}).`);
  process.exit(1);
}
const count = Math.min(500, Math.max(1, Number(process.env.DEMO_SALES_COUNT ?? 60)));
const rate = Math.min(20, Math.max(0.2, Number(process.env.DEMO_SALES_RATE ?? 2)));

interface DemoSession {
  eventCode: string;
  sessionId: string;
  showTime: string;
  ticketTypes: { code: string; pricePaise: number; inventory: number; sold: number }[];
}

const res = await fetch(`${base}/dev/demo-bookings`, { headers: { 'x-app-code': 'DIY' } });
if (!res.ok) throw new Error(`GET /dev/demo-bookings: ${res.status} (is the server running in development mode?)`);
const sessions = ((await res.json()) as { data: { sessions: DemoSession[] } }).data.sessions.filter(
  (s) => new Date(s.showTime) > new Date() && s.eventCode !== 'ET00030001',
);
if (sessions.length === 0) throw new Error('No upcoming demo session to sell');
const names = ['Aisha Khan', 'Rohit Verma', 'Lakshmi Rao', 'Siddharth Jain', 'Neha Joshi', 'Arjun Pillai'];
const run = Date.now().toString(36);
let sold = 0;
for (let i = 0; i < count; i += 1) {
  const s = sessions[i % sessions.length] as DemoSession;
  const type = s.ticketTypes[i % s.ticketTypes.length];
  if (!type) continue;
  const quantity = 1 + (i % 4);
  const r = await fetch(`${base}/integrations/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CHANNEL_KEY_HEADER]: DEMO_CHANNEL_KEY },
    body: JSON.stringify({
      channelBookingId: `LIVE-${run}-${i}`,
      eventCode: s.eventCode,
      sessionId: s.sessionId,
      tickets: [{ ticketTypeCode: type.code, quantity, pricePaise: type.pricePaise, feePaise: Math.round(type.pricePaise * 0.03), taxPaise: Math.round(type.pricePaise * 0.0054) }],
      buyer: { name: names[i % names.length], mobile: `98${String(10000000 + i).slice(-8)}` },
    }),
  });
  const body = (await r.json()) as { data?: { bookingId: string }; errors?: { code: string } };
  if (r.status === 201) sold += quantity;
  console.log(`${r.status} ${s.eventCode} ${type.code} x${quantity} ${body.data?.bookingId ?? body.errors?.code ?? ''}`);
  await new Promise((done) => setTimeout(done, 1000 / rate));
}
console.log(`Done: ${count} bookings sent, ${sold} tickets sold.`);
