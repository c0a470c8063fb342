// `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/event-list.ts` (after
// `npx turbo run build --filter=@diy/server`): the organiser's event list (a page of 25, every tab, first and deep
// pages) and the event search, for an organiser with 100,000 events (50,000 published with 3 shows each, 40,000 of
// them still running and 10,000 over, and 50,000 drafts), on a fresh PostgreSQL database (diy_h_c_bench unless
// BENCH_EVENTS_DB names another; dropped afterwards), through the built server at 16 connections, with /health
// measured in the same run as the floor. Prints the plans of the list and search statements (EXPLAIN ANALYZE).
// Figures for the notes, never assertions.
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { measureCases } from './load';
import { startBuiltServer } from './built-server';

const PORT = Number(process.env.BENCH_EVENTS_PORT ?? 4470);
const base = `http://127.0.0.1:${PORT}/api`;
const headers = { 'x-app-code': 'DIY', 'content-type': 'application/json' };
const LIVE = 50_000;
const DRAFTS = 50_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (PostgreSQL)');

const name = process.env.BENCH_EVENTS_DB ?? 'diy_h_c_bench';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists "${name}"`);
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const server = await startBuiltServer({ port: PORT, databaseUrl: url.toString(), env: { JOBS_POLL_MS: '0' } });
try {
  const db = new pg.Client({ connectionString: url.toString() });
  db.on('error', () => undefined);
  await db.connect();
  const t0 = performance.now();
  const venues = ['NCPA Tata Theatre', 'Phoenix Arena', 'Palace Grounds', 'Shanmukhananda Hall', 'Siri Fort Auditorium', 'Kala Academy'];
  const cities = ['Mumbai', 'Bengaluru', 'Delhi', 'Chennai', 'Hyderabad', 'Pune', 'Kolkata', 'Goa'];
  const words = ['Jazz', 'Comedy', 'Rock', 'Sufi', 'Theatre', 'Ghazal', 'Indie', 'Classical', 'Poetry', 'Magic'];
  const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
  // Published events: the first 10,000 ran last month (Past), the rest run over the coming year (Live).
  await db.query(`
    insert into events (draft_id, event_code, organiser_id, status, title, city, region_code, updated_at, published_at)
    select 'DFT-BL-' || g, 'ET1' || lpad(g::text, 7, '0'), o.id, 'active',
      (${arr(words)})[1 + g % 10] || ' Night ' || g, (${arr(cities)})[1 + g % 8], 'MUMBAI',
      now() - g * interval '1 minute', now() - interval '60 days'
    from generate_series(1, ${LIVE}) g, (select id from organisers where code = 'ORG-MLE') o`);
  await db.query(`
    insert into event_sessions (event_id, venue_code, venue_name, show_time)
    select e.id, 'V' || k, (${arr(venues)})[1 + (n + k) % 6],
      case when n <= 10000 then now() - interval '40 days' + (n % 1000) * interval '1 hour' + k * interval '1 day'
           else now() + (n % 8760) * interval '1 hour' + k * interval '1 day' end
    from (select id, substr(draft_id, 8)::int as n from events where draft_id like 'DFT-BL-%') e, generate_series(1, 3) k`);
  await db.query(`
    insert into events (draft_id, organiser_id, status, title, city, region_code, updated_at)
    select 'DFT-BD-' || g, o.id, 'draft', (${arr(words)})[1 + g % 10] || ' Draft ' || g, (${arr(cities)})[1 + g % 8], 'MUMBAI', now() - g * interval '1 minute'
    from generate_series(1, ${DRAFTS}) g, (select id from organisers where code = 'ORG-MLE') o`);
  await db.query('vacuum analyze events');
  await db.query('vacuum analyze event_sessions');
  const { rows: [org] } = await db.query(`select id from organisers where code = 'ORG-MLE'`);
  console.log(JSON.stringify({ seeded: { published: LIVE, sessions: LIVE * 3, drafts: DRAFTS }, seconds: +((performance.now() - t0) / 1000).toFixed(1) }));

  const login = await fetch(`${base}/auth/token`, { method: 'POST', headers, body: JSON.stringify({ username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const raw = (path: string) => () => `GET /api${path} HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\nx-app-code: DIY\r\nauthorization: Bearer ${token}\r\n\r\n`;
  const cases: [string, string][] = [
    ['/health', '/health'],
    ['live p1', '/manage/event?status=live&start=0&limit=25'],
    ['live p400', '/manage/event?status=live&start=10000&limit=25'],
    ['past p1', '/manage/event?status=past&start=0&limit=25'],
    ['live-past p1', '/manage/event?status=live-past&start=0&limit=25'],
    ['draft p1', '/manage/event?status=draft&start=0&limit=25'],
    ['draft p400', '/manage/event?status=draft&start=10000&limit=25'],
    ['closed p1', '/manage/event?status=closed&start=0&limit=25'],
    ['search "jazz"', '/proxy/nmcms/manage/search/events?q=jazz'],
    ['search "palace"', '/proxy/nmcms/manage/search/events?q=palace'],
    ['search "ET10004242"', '/proxy/nmcms/manage/search/events?q=ET10004242'],
    ['search none', '/proxy/nmcms/manage/search/events?q=qqzzxx'],
  ];
  console.table(await measureCases({ port: PORT, connections: CONNECTIONS, seconds: SECONDS, cases, request: raw }));

  // The plans, with the server's statement shapes (the list page's CTE and the search's filter).
  const now = new Date().toISOString();
  const explain = async (label: string, text: string, params: unknown[]) => {
    const plan = await db.query(`explain (analyze, costs off, buffers off) ${text}`, params);
    console.log(`--- ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  };
  const key = `coalesce(e.last_show_at, 'infinity'::timestamptz)`;
  await explain('live page 1', `select e.id from events e where e.organiser_id = $1 and e.status in ('active', 'inactive') and ${key} >= $2 order by ${key} asc, e.id asc limit 25`, [org.id, now]);
  await explain('live count', `select count(*) from events e where e.organiser_id = $1 and e.status in ('active', 'inactive') and ${key} >= $2`, [org.id, now]);
  await explain('draft page 400', `select e.id from events e where e.organiser_id = $1 and e.status in ('draft', 'createEvent', 'draftEventDetails', 'draftTicketDetails', 'readyForReview', 'review', 'onHold', 'readyToPublish', 'approved', 'published', 'publishedUpdates') order by e.updated_at desc nulls last, e.id desc nulls last limit 25 offset 10000`, [org.id]);
  // The search's three statements (repositories/event-repository.ts): the walk in the results' order, the trigram
  // lookup a narrow word falls back to, and the capped count.
  const order = `(e.event_code is null), e.updated_at desc nulls last, e.id`;
  for (const word of ['palace', 'et10004242']) {
    const pattern = `%${word}%`;
    await explain(`search walk "${word}"`, `select e.id from (select e.id, e.event_code, e.updated_at, e.search_text from events e where e.organiser_id = $1 order by ${order} limit 500) e where e.search_text like $2 order by ${order} limit 10`, [org.id, pattern]);
    await explain(`search lookup "${word}"`, `with hits as materialized (select e.id, e.event_code, e.updated_at from events e where e.organiser_id = $1 and e.search_text like $2) select e.id from hits e order by ${order} limit 10`, [org.id, pattern]);
    await explain(`search count "${word}"`, `select count(*)::int as n from (select 1 from events e where e.organiser_id = $1 and e.search_text like $2 limit 1001) c`, [org.id, pattern]);
  }
  await db.end();
} catch (err) {
  console.error('bench failed:', err);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (!process.env.BENCH_KEEP_DB) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
