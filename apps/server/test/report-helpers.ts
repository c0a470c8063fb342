import { DEMO_ACCOUNTS, DEMO_CHANNEL_KEY, DEMO_PASSWORD, gstinCheckCharacter, type ChannelBooking } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { rowsOf, sha256 } from '../src/services/ids';
import { hashPassword } from '../src/services/password';
import { api, login, type TestContext } from './helpers';
import { addOffer, offerBody, optIn } from './offer-helpers';
import { cancelBooking, consume, pushBooking } from './scan-helpers';
import { staffCall } from './staff-helpers';

/**
 * A controlled data set for the report tests: one event of the demo organiser with three sessions (Mumbai: CGST + SGST
 * under the organiser's Maharashtra GSTIN; Delhi: IGST; a Mumbai show that is over once the clock moves), several
 * ticket types and prices, bookings of two channels (multi-ticket, cancelled, hostile buyer names) pushed through the
 * real channel API, cancellations through the real cancel path, and scans through PUT /api/scan/consume. Some bookings
 * redeem offers through the same API (a percent offer on Gold only, capped, in Mumbai, one of them cancelled; a flat offer
 * in Delhi), so tickets carry discounts and their GST after the discount.
 */

export const PARTNER_KEY = 'partner-box-office-key';
export const PARTNER_CHANNEL = 'Partner Box Office';
export const ORGANISER_GSTIN = ((body: string) => body + gstinCheckCharacter(body))('27AAACM1234F1Z');
export const REPORT_USER = { email: 'reports@mle.example.in', mobile: '9811100001' } as const;
export const OFFERS_USER = { email: 'offers@mle.example.in', mobile: '9811100002' } as const;
/** Buyer names a spreadsheet would run as formulas, and one with a comma and quotes. */
/** The offers the fixture's event runs: 15% off Gold up to ₹200 a ticket, and ₹100 off any ticket. */
export const FIXTURE_OFFERS = { percent: 'RPTGOLD15', flat: 'RPTFLAT100' } as const;
export const HOSTILE_NAMES = ['=HYPERLINK("http://evil.example","click")', '@SUM(1+1)', '-2+3', '+91 caller', 'Rao, "Asha" K'];

export interface FixtureSession {
  id: string;
  venueCode: string;
  venueName: string;
  showTime: Date;
  intra: boolean;
}

export interface Fixture {
  eventId: string;
  eventCode: string;
  title: string;
  sessions: { mumbai: FixtureSession; delhi: FixtureSession; over: FixtureSession };
  bookings: Record<string, { bookingId: string; barcodes: string[] }>;
  /** Another organiser's event and session (tenant checks). */
  other: { eventCode: string; sessionId: string; venueCode: string };
  tokens: { organiser: string; gate: string; organiser2: string; reviewer: string; reportUser: string; offersUser: string };
}

const H = 3_600_000;

async function insertEvent(db: Db, organiserId: string, now: Date): Promise<{ eventId: string; sessions: Fixture['sessions'] }> {
  const [ev] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into events (draft_id, event_code, organiser_id, status, title, city, region_code, published_at)
      values ('DFT-RPT-0001', 'ET00090001', ${organiserId}::uuid, 'active', 'Report Night: Stand-up & Songs', 'Mumbai', 'MUMBAI', ${now.toISOString()}::timestamptz)
      returning id`),
  );
  const add = async (venueCode: string, venueName: string, showTime: Date, intra: boolean, types: [string, string, number, number][]) => {
    const [s] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into event_sessions (event_id, venue_code, venue_name, show_time) values (${ev!.id}::uuid, ${venueCode}, ${venueName}, ${showTime.toISOString()}::timestamptz) returning id`),
    );
    for (const [i, [code, name, price, inventory]] of types.entries()) {
      await db.execute(sql`
        insert into ticket_types (session_id, code, name, inventory, price_paise, created_at)
        values (${s!.id}::uuid, ${code}, ${name}, ${inventory}, ${price}, ${new Date(now.getTime() + i * 1000).toISOString()}::timestamptz)`);
    }
    return { id: s!.id, venueCode, venueName, showTime, intra };
  };
  const mumbai = await add('NCPA', 'NCPA Tata Theatre, Nariman Point', new Date(now.getTime() + 48 * H), true, [
    ['GOLD', 'Gold', 149_900, 100],
    ['SILVER', 'Silver', 79_900, 50],
    ['BALCONY', 'Balcony', 49_900, 10],
  ]);
  const delhi = await add('KAMD', 'Kamani Auditorium, Mandi House', new Date(now.getTime() + 72 * H), false, [['GOLD', 'Gold', 99_900, 40]]);
  const over = await add('PRTJ', 'Prithvi Theatre, Juhu', new Date(now.getTime() + 2 * H), true, [
    ['GENERAL_ADMISSION', 'General Admission', 50_000, 30],
    ['VIP', 'VIP', 250_000, 5],
  ]);
  return { eventId: ev!.id, sessions: { mumbai, delhi, over } };
}

type Line = [code: string, quantity: number, fee: number, tax: number];

async function book(app: FastifyInstance, eventCode: string, s: FixtureSession, id: string, lines: Line[], soldAt: Date, buyer: ChannelBooking['buyer'], key = DEMO_CHANNEL_KEY, offerCode?: string) {
  const prices = rowsOf<{ code: string; price_paise: number }>(
    await app.database.db.execute(sql`select code, price_paise from ticket_types where session_id = ${s.id}::uuid`),
  );
  const price = (code: string) => Number(prices.find((p) => p.code === code)?.price_paise);
  const res = await pushBooking(
    app,
    {
      channelBookingId: id,
      eventCode,
      sessionId: s.id,
      tickets: lines.map(([code, quantity, feePaise, taxPaise]) => ({ ticketTypeCode: code, quantity, pricePaise: price(code), feePaise, taxPaise })),
      buyer,
      soldAt: soldAt.toISOString(),
      ...(offerCode ? { offerCode } : {}),
    },
    key,
  );
  if (res.statusCode !== 201) throw new Error(`booking ${id}: ${res.statusCode} ${res.body}`);
  const answer = res.json() as { data?: { bookingId: string; tickets: { barcode: string }[] }; bookingId?: string; tickets?: { barcode: string }[] };
  const data = answer.data ?? (answer as { bookingId: string; tickets: { barcode: string }[] });
  return { bookingId: data.bookingId, barcodes: data.tickets.map((t) => t.barcode) };
}

/** A user with a password, granted access through the real admin route (POST /user/access). */
export async function grantedUser(ctx: TestContext, adminToken: string, who: { email: string; mobile: string }, groups: string[]): Promise<string> {
  const res = await staffCall(ctx.app, adminToken, 'POST', '/user/access', { emailID: who.email, username: who.email, mobile: who.mobile, contract: true, groups, organiserId: 'ORG-MLE' });
  if (res.statusCode !== 200) throw new Error(`access ${who.email}: ${res.statusCode} ${res.body}`);
  await ctx.database.db.execute(sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where email = ${who.email}`);
  return login(ctx.app, who.email, DEMO_PASSWORD);
}

export async function buildFixture(ctx: TestContext): Promise<Fixture> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const [org] = rowsOf<{ id: string }>(await db.execute(sql`select id from organisers where code = 'ORG-MLE'`));
  await db.execute(sql`
    update organisers set profile = profile || ${JSON.stringify({ gstNumbers: [{ gstin: ORGANISER_GSTIN, state: 'Maharashtra' }] })}::jsonb where id = ${org!.id}::uuid`);
  await db.execute(sql`insert into sales_channels (name, key_hash) values (${PARTNER_CHANNEL}, ${sha256(PARTNER_KEY)})`);
  const { eventId, sessions } = await insertEvent(db, org!.id, now);
  const eventCode = 'ET00090001';
  const ago = (hours: number) => new Date(now.getTime() - hours * H);
  const buyer = (n: number, name = `Buyer ${n}`) => ({ name, mobile: `98765${String(43210 + n).padStart(5, '0')}`, email: `buyer${n}@example.in` });
  const { mumbai, delhi, over } = sessions;
  const b: Fixture['bookings'] = {};
  b.m1 = await book(ctx.app, eventCode, mumbai, 'RPT-M1', [['GOLD', 3, 3_000, 26_981]], ago(72), buyer(1));
  b.m2 = await book(ctx.app, eventCode, mumbai, 'RPT-M2', [['SILVER', 2, 1_500, 14_383], ['GOLD', 1, 3_000, 26_981]], ago(43), buyer(2), PARTNER_KEY);
  b.m3 = await book(ctx.app, eventCode, mumbai, 'RPT-M3', [['GOLD', 1, 3_000, 26_981]], ago(0.5), buyer(3));
  b.m4 = await book(ctx.app, eventCode, mumbai, 'RPT-M4', [['SILVER', 1, 1_500, 14_383]], ago(5), buyer(4), PARTNER_KEY);
  for (const [i, name] of HOSTILE_NAMES.entries()) {
    b[`h${i}`] = await book(ctx.app, eventCode, mumbai, `RPT-H${i}`, [['SILVER', 1, 0, 0]], ago(1 + i / 10), { ...buyer(10 + i, name), email: i === 3 ? '+x@example.in' : `h${i}@example.in` });
  }
  b.d1 = await book(ctx.app, eventCode, delhi, 'RPT-D1', [['GOLD', 4, 1_000, 17_982]], ago(24), buyer(5), PARTNER_KEY);
  b.d2 = await book(ctx.app, eventCode, delhi, 'RPT-D2', [['GOLD', 2, 1_000, 17_982]], ago(20), buyer(6));
  // Offer redemptions (tickets with discounts, GST after the discount).
  const admin0 = await login(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  await addOffer(ctx.app, admin0, offerBody(FIXTURE_OFFERS.percent, now, { discountValue: 15, maxDiscountPerTicketPaise: 20_000, ticketTypes: ['Gold'] }));
  await addOffer(ctx.app, admin0, offerBody(FIXTURE_OFFERS.flat, now, { discountKind: 'FLAT', discountValue: 10_000 }));
  await optIn(ctx.app, await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD), eventCode, [FIXTURE_OFFERS.percent, FIXTURE_OFFERS.flat]);
  b.m5 = await book(ctx.app, eventCode, mumbai, 'RPT-M5', [['GOLD', 2, 3_000, 26_981], ['SILVER', 1, 1_500, 14_383]], ago(30), buyer(20), PARTNER_KEY, FIXTURE_OFFERS.percent);
  b.m6 = await book(ctx.app, eventCode, mumbai, 'RPT-M6', [['GOLD', 1, 3_000, 26_981]], ago(7), buyer(21), DEMO_CHANNEL_KEY, FIXTURE_OFFERS.percent);
  b.m7 = await book(ctx.app, eventCode, mumbai, 'RPT-M7', [['BALCONY', 2, 0, 8_982]], ago(2), buyer(22), DEMO_CHANNEL_KEY, FIXTURE_OFFERS.flat);
  b.d3 = await book(ctx.app, eventCode, delhi, 'RPT-D3', [['GOLD', 2, 1_000, 17_982]], ago(10), buyer(23), DEMO_CHANNEL_KEY, FIXTURE_OFFERS.flat);
  b.o1 = await book(ctx.app, eventCode, over, 'RPT-O1', [['GENERAL_ADMISSION', 3, 500, 9_001]], ago(4), buyer(7));
  b.o2 = await book(ctx.app, eventCode, over, 'RPT-O2', [['VIP', 2, 2_000, 45_001], ['GENERAL_ADMISSION', 1, 500, 9_001]], ago(3), buyer(8), PARTNER_KEY);
  b.o3 = await book(ctx.app, eventCode, over, 'RPT-O3', [['GENERAL_ADMISSION', 1, 500, 9_001]], ago(2), buyer(9));
  // Cancellations through the channels' cancel route.
  for (const [key, channel] of [['m4', PARTNER_KEY], ['d2', DEMO_CHANNEL_KEY], ['o3', DEMO_CHANNEL_KEY], ['m6', DEMO_CHANNEL_KEY]] as const) {
    const res = await cancelBooking(ctx.app, b[key]!.bookingId, channel);
    if (res.statusCode !== 200) throw new Error(`cancel ${key}: ${res.statusCode} ${res.body}`);
  }

  const gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
  const scan = async (s: FixtureSession, barcodes: string[], exit = false, device = 'gate-a-phone') => {
    const res = await consume(ctx.app, { token: gate, session: { eventCode, sessionId: s.id, venueCode: s.venueCode }, barcodes, exit, device });
    if (res.statusCode !== 200) throw new Error(`scan: ${res.statusCode} ${res.body}`);
  };
  await scan(over, [b.o1!.barcodes[0]!, b.o1!.barcodes[1]!]);
  await scan(over, [b.o1!.barcodes[1]!], true, 'gate-b-phone');
  await scan(over, [b.o2!.barcodes[0]!]);
  await scan(over, [b.o3!.barcodes[0]!]); // cancelled: refused, logged
  await scan(over, [b.o2!.barcodes[0]!]); // already inside: refused, logged
  await scan(mumbai, [b.m1!.barcodes[0]!]);
  await scan(mumbai, [b.m5!.barcodes[0]!]);

  const admin = await login(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  const tokens = {
    organiser: await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD),
    gate,
    organiser2: await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD),
    reviewer: await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD),
    reportUser: await grantedUser(ctx, admin, REPORT_USER, ['DIY_REPORTS']),
    offersUser: await grantedUser(ctx, admin, OFFERS_USER, ['DIY_OFFER_MANAGER']),
  };

  const [other] = rowsOf<{ event_code: string; id: string; venue_code: string }>(
    await db.execute(sql`
      select e.event_code, s.id, s.venue_code from events e join event_sessions s on s.event_id = e.id join organisers o on o.id = e.organiser_id
      where o.code = 'ORG-BBL' and e.event_code is not null order by s.show_time limit 1`),
  );
  // The show at Prithvi is over (12 hours after it began) once the clock moves on 16 hours.
  ctx.clock.advance(16 * H);
  return { eventId, eventCode, title: 'Report Night: Stand-up & Songs', sessions, bookings: b, other: { eventCode: other!.event_code, sessionId: other!.id, venueCode: other!.venue_code }, tokens };
}

export const get = (app: FastifyInstance, url: string, token?: string) => api(app, { method: 'GET', url, ...(token ? { token } : {}) });

/** A small RFC 4180 reader: quoted fields with doubled quotes, commas and line breaks; CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

/** dd/MM/yyyy hh:mm AM/PM of an instant's IST wall clock, written here apart from the server's formatter. */
export function istText(instant: Date | string | null): string {
  if (!instant) return '';
  const d = new Date(new Date(instant).getTime() + 330 * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const h = d.getUTCHours();
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(h % 12 === 0 ? 12 : h % 12)}:${p(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}
