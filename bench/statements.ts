// `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/statements.ts` (after
// `npx turbo run build --filter=@diy/server`): settlement statements (issue 33) for 10,000 past sessions over 1,000,000
// tickets of the second demo organiser (the demo seed's statements are the first's; 100 a session, 3 prices across the fee tiers, some discounted by platform- and organiser-funded offers, some
// cancelled) on a fresh PostgreSQL database (diy_statements_bench unless BENCH_STATEMENTS_DB names another; dropped
// afterwards). First the statements job alone in a process of its own (bench/statements-job.ts): its time and peak
// memory; then, through the built server at 16 connections, the organiser's statements list (first and a deep page,
// by status) and what is due next, with /health in the same run as the floor. Figures for the notes, never assertions.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '@diy/domain';
import { measureCases } from './load';
import { startBuiltServer } from './built-server';

const PORT = Number(process.env.BENCH_STATEMENTS_PORT ?? 4790);
const base = `http://127.0.0.1:${PORT}/api`;
const headers = { 'x-app-code': 'DIY', 'content-type': 'application/json' };
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 10_000);
const PER_SESSION = Number(process.env.BENCH_TICKETS_PER_SESSION ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (PostgreSQL)');

const name = process.env.BENCH_STATEMENTS_DB ?? 'diy_statements_bench';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
// BENCH_STATEMENTS_REUSE=1, on a database an earlier run kept (BENCH_KEEP_DB=1): the list alone, on the statements it made.
const reuse = Boolean(process.env.BENCH_STATEMENTS_REUSE);
if (!reuse) {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
}
const url = new URL(adminUrl);
url.pathname = `/${name}`;

let server = await startBuiltServer({ port: PORT, databaseUrl: url.toString(), env: { JOBS_POLL_MS: '0' }, timeoutMs: 900_000 });
try {
  const db = new pg.Client({ connectionString: url.toString() });
  db.on('error', () => undefined);
  await db.connect();
  if (!reuse) {
    const t0 = performance.now();
    const events = SESSIONS / 10;
    await db.query(`insert into catalogue_offers (code, name, audience_type, discount_kind, discount_value, valid_from, valid_to, total_cap_tickets, funded_by)
      select 'BENCHPLAT', 'Bench platform offer', type, 'PERCENT', 10, now() - interval '90 days', now() + interval '90 days', 1000000, 'PLATFORM' from offer_audiences limit 1`);
    await db.query(`
      insert into events (draft_id, event_code, organiser_id, status, title, city, region_code, published_at)
      select 'DFT-ST-' || g, 'ET2' || lpad(g::text, 7, '0'), o.id, 'active', 'Statement Night ' || g, 'Mumbai', 'MUMBAI', now() - interval '90 days'
      from generate_series(1, ${events}) g, (select id from organisers where code = 'ORG-BBL') o`);
    await db.query(`
      insert into event_sessions (event_id, venue_code, venue_name, show_time)
      select e.id, 'NCPA', 'NCPA Tata Theatre', now() - interval '3 days' - (n * 10 + k) * interval '5 minutes'
      from (select id, substr(draft_id, 8)::int as n from events where draft_id like 'DFT-ST-%') e, generate_series(1, 10) k`);
    await db.query(`
      insert into ticket_types (session_id, code, name, inventory, sold, price_paise)
      select s.id, t.code, t.name, 100000, 0, t.price
      from event_sessions s join events e on e.id = s.event_id and e.draft_id like 'DFT-ST-%',
        (values ('GOLD', 'Gold', 199900), ('SILVER', 'Silver', 49900), ('VIP', 'VIP', 999900)) t(code, name, price)`);
    // One booking of four seats per four tickets; one booking in 10 redeems the platform's offer, one in 15 an organiser's
    // discount (no catalogue offer: funded by the organiser); one in 30 is cancelled.
    await db.query(`
      insert into bookings (booking_id, channel_id, channel_booking_id, event_id, session_id, buyer_name, sold_at, status, cancelled_at, ticket_count,
        price_paise, fee_paise, tax_paise, total_paise, offer_code, discount_paise)
      select 'DIYB' || s.n || '-' || b, c.id, 'BENCH-' || s.n || '-' || b, s.event_id, s.id, 'Buyer ' || b, s.show_time - interval '2 days',
        case when b % 30 = 0 then 'CANCELLED' else 'CONFIRMED' end, case when b % 30 = 0 then s.show_time - interval '1 day' end, 4,
        0, 0, 0, 0, case when b % 10 = 0 then 'BENCHPLAT' end, 0
      from (select id, event_id, show_time, row_number() over (order by id) as n from event_sessions where venue_name = 'NCPA Tata Theatre' and event_id in (select id from events where draft_id like 'DFT-ST-%')) s,
        (select id from sales_channels order by name limit 1) c, generate_series(1, ${PER_SESSION / 4}) b`);
    await db.query(`
      insert into tickets (barcode, booking_id, session_id, ticket_type_id, position, price_paise, fee_paise, tax_paise, discount_paise, state)
      select 'B' || md5(bk.id::text || p), bk.id, bk.session_id, tt.id, p, tt.price_paise, 3000, 540,
        case when bk.offer_code is not null then tt.price_paise / 10 when substr(bk.channel_booking_id, length(bk.channel_booking_id)) = '5' then 5000 else 0 end,
        case when bk.status = 'CANCELLED' then 'cancelled' else 'unused' end
      from bookings bk join lateral (select id, price_paise from ticket_types t where t.session_id = bk.session_id order by t.code offset (abs(hashtext(bk.booking_id)) % 3) limit 1) tt on true,
        generate_series(1, 4) p
      where bk.channel_booking_id like 'BENCH-%'`);
    await db.query('vacuum analyze');
    const { rows: [counts] } = await db.query(`select (select count(*) from event_sessions s join events e on e.id = s.event_id where e.draft_id like 'DFT-ST-%') as sessions, (select count(*) from tickets t join bookings b on b.id = t.booking_id where b.channel_booking_id like 'BENCH-%') as tickets`);
    console.log(JSON.stringify({ seeded: counts, seconds: +((performance.now() - t0) / 1000).toFixed(1) }));

    // The job alone: the API server stopped, so the job has the machine.
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    const job = await new Promise<string>((res, rej) => {
      const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'statements-job.ts')], { env: { ...process.env, BENCH_STATEMENTS_URL: url.toString() }, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => (code === 0 ? res(out.trim()) : rej(new Error(`job exited ${code}`))));
    });
    console.log(`job: ${job}`);
    const { rows: [made] } = await db.query(`select count(*) as statements, count(number) as issued, max(seq) as last_seq, sum(tickets) as tickets from statements`);
    console.log(JSON.stringify({ statements: made }));
    await db.query('vacuum analyze statements');
    server = await startBuiltServer({ port: PORT, databaseUrl: url.toString(), env: { JOBS_POLL_MS: '0' }, timeoutMs: 900_000 });
  }
  const login = await fetch(`${base}/auth/token`, { method: 'POST', headers, body: JSON.stringify({ username: 'organiser2@demo.in', password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const raw = (path: string) => () => `GET /api${path} HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\nx-app-code: DIY\r\nauthorization: Bearer ${token}\r\n\r\n`;
  const cases: [string, string][] = [
    ['/health', '/health'],
    ['statements p1', '/payments/statements?limit=20'],
    ['statements ISSUED p1', '/payments/statements?status=ISSUED&limit=20'],
    ['statements p250', '/payments/statements?limit=20&offset=5000'],
    ['due next', '/payments/due'],
  ];
  console.table(await measureCases({ port: PORT, connections: CONNECTIONS, seconds: SECONDS, cases, request: raw }));
  await db.end();
} catch (err) {
  console.error('bench failed:', err);
  process.exitCode = 1;
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (!process.env.BENCH_KEEP_DB) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
