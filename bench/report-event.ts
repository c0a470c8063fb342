// `BENCH_DATABASE_URL=postgres://... npx tsx bench/report-event.ts [bookings] [seconds]`: the event report
// (GET /api/reports/event-wise/v1/event/{eventCode}/all) through the built server (`npm run build -w @diy/server`) on a
// fresh PostgreSQL database holding one event whose session has that many bookings (default 1,000,000; a tenth with
// an offer's discount): 16 connections ask for the report back to back (closed loop) while one more connection asks
// for /health in the same run, so the report's p99 stands next to what the server answers meanwhile. Figures for the
// notes, never assertions. BENCH_DB_PREFIX names the throwaway database (dropped afterwards).
// BENCH_REPORT_KIND=session (issue #32) asks for the session report instead
// (GET /api/reports/session-wise/v1/event/{eventCode}/session/{sessionId}), prints the plans of its reads (EXPLAIN
// ANALYZE), and then what the session sums' triggers (migration 0027) cost a booking: BENCH_TRIGGER_BOOKINGS (2,000)
// one-ticket bookings, each its own transaction (insert the booking, insert its ticket, commit) on one connection, with
// the triggers and with 0027's disabled, twice each, interleaved. BENCH_KEEP_DB=1 keeps the seeded database (its name
// is printed) and BENCH_REUSE_DB=<name> runs against such a database without seeding it again (before and after a change).
import { loadavg } from 'node:os';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { closedLoop } from './load';
import { BENCH_EVENT_CODE, BENCH_VENUE_CODE, seededSession, seedReportSession } from './report-seed';
import { startBuiltServer } from './built-server';

const PORT = Number(process.env.BENCH_REPORT_PORT ?? 4291);
const base = `http://127.0.0.1:${PORT}/api`;
const headers = { 'x-app-code': 'DIY', 'content-type': 'application/json' };
const N = Number(process.argv[2] ?? 1_000_000);
const SECONDS = Number(process.argv[3] ?? 20);
const CONNECTIONS = 16;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (PostgreSQL)');

const kind = process.env.BENCH_REPORT_KIND === 'session' ? 'session' : 'event';
const reuse = process.env.BENCH_REUSE_DB;
const keep = Boolean(reuse) || process.env.BENCH_KEEP_DB === '1';
const name = reuse ?? `${process.env.BENCH_DB_PREFIX ?? 'diy_bench_reports'}_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (!reuse) await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const server = await startBuiltServer({ port: PORT, databaseUrl: url.toString() });
try {
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const seeded = reuse ? await seededSession(db) : await seedReportSession(db, N);
  console.log(JSON.stringify({ database: name, reused: Boolean(reuse), seeded: N, seconds: seeded.seconds }));
  if (kind === 'session') await sessionPlans(db, seeded.sessionId);

  const login = await fetch(`${base}/auth/token`, { method: 'POST', headers, body: JSON.stringify({ username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const path = kind === 'session'
    ? `/api/reports/session-wise/v1/event/${BENCH_EVENT_CODE}/session/${seeded.sessionId}?vnuCode=${BENCH_VENUE_CODE}`
    : `/api/reports/event-wise/v1/event/${BENCH_EVENT_CODE}/all`;
  const one = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  const body = (await one.json()) as { data: { totals: { sold: number; discountsPaise: number; grossPaise: number }; bookingSummary?: { byChannel: unknown[]; byDay: unknown[] } } };
  console.log(JSON.stringify({ status: one.status, totals: body.data.totals, channels: body.data.bookingSummary?.byChannel.length, days: body.data.bookingSummary?.byDay.length }));
  const get = (p: string, auth: boolean) => () =>
    `GET ${p} HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\nx-app-code: DIY\r\n${auth ? `authorization: Bearer ${token}\r\n` : ''}\r\n`;
  await closedLoop({ host: '127.0.0.1', port: PORT, connections: CONNECTIONS, durationMs: 3000, request: get(path, true) }); // warm-up
  const [report, health] = await Promise.all([
    closedLoop({ host: '127.0.0.1', port: PORT, connections: CONNECTIONS, durationMs: SECONDS * 1000, request: get(path, true) }),
    closedLoop({ host: '127.0.0.1', port: PORT, connections: 1, durationMs: SECONDS * 1000, request: get('/api/health', false) }),
  ]);
  console.log(JSON.stringify({ kind, bookings: N, connections: CONNECTIONS, seconds: SECONDS, report, health, loadAverage: loadavg().map((l) => +l.toFixed(1)) }));
  if (kind === 'session') await triggerCost(db, seeded.sessionId);
  await db.end();
} finally {
  await new Promise<void>((r) => {
    server.once('exit', () => r());
    server.kill('SIGINT');
  });
  if (!keep) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

/** The plans of the session report's reads of the session sums (migration 0027). */
async function sessionPlans(db: pg.Client, sessionId: string): Promise<void> {
  const reads = {
    byChannel: `select c.name, sum(h.bookings), sum(h.tickets), sum(h.cancelled), sum(h.gross_paise), sum(h.discounts_paise)
      from report_session_hour_sums h join sales_channels c on c.id = h.channel_id where h.session_id = $1 group by c.name`,
    byDay: `select to_char(h.ist_hour, 'YYYY-MM-DD'), sum(h.bookings), sum(h.tickets), sum(h.gross_paise) from report_session_hour_sums h
      where h.session_id = $1 group by 1 order by 1`,
    byHour: `select h.ist_hour, sum(h.tickets) from report_session_hour_sums h where h.session_id = $1
      and h.ist_hour >= (now() at time zone 'Asia/Kolkata') - interval '24 hours' group by 1 order by 1`,
  };
  for (const [read, text] of Object.entries(reads)) {
    const plan = await db.query(`explain (analyze, costs off, summary on) ${text}`, [sessionId]);
    console.log(`-- ${read}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

/** What 0027's triggers add to a one-ticket booking: the same inserts timed with them and without them. */
async function triggerCost(db: pg.Client, sessionId: string): Promise<void> {
  const n = Number(process.env.BENCH_TRIGGER_BOOKINGS ?? 2_000);
  const triggers = ['tickets_session_sums_ins', 'tickets_session_sums_gate_ins'];
  const { rows: [ids] } = await db.query(
    `select s.event_id, tt.id as ticket_type_id, (select id from sales_channels order by name limit 1) as channel_id
     from event_sessions s join ticket_types tt on tt.session_id = s.id where s.id = $1 limit 1`,
    [sessionId],
  );
  let serial = 0;
  const run = async (withTriggers: boolean) => {
    for (const t of triggers) await db.query(`alter table tickets ${withTriggers ? 'enable' : 'disable'} trigger ${t}`);
    const started = performance.now();
    for (let i = 0; i < n; i += 1) {
      serial += 1;
      await db.query('begin');
      const { rows: [b] } = await db.query(
        `insert into bookings (booking_id, channel_id, channel_booking_id, event_id, session_id, buyer_name, sold_at, ticket_count, price_paise, fee_paise, tax_paise, total_paise)
         values ($1, $2, $3, $4, $5, 'Trigger bench', now(), 1, 149900, 3000, 26982, 179882) returning id`,
        [`DIYT${String(serial).padStart(9, '0')}`, ids.channel_id, `TRIG-${Date.now().toString(36)}-${serial}`, ids.event_id, sessionId],
      );
      await db.query(
        `insert into tickets (barcode, booking_id, session_id, ticket_type_id, position, price_paise, fee_paise, tax_paise) values ($1, $2, $3, $4, 1, 149900, 3000, 26982)`,
        [`TRIG${Date.now().toString(36)}${serial}`, b.id, sessionId, ids.ticket_type_id],
      );
      await db.query('commit');
    }
    return (performance.now() - started) / n;
  };
  const rounds: { withMs: number; withoutMs: number }[] = [];
  for (let r = 0; r < 2; r += 1) rounds.push({ withoutMs: await run(false), withMs: await run(true) });
  for (const t of triggers) await db.query(`alter table tickets enable trigger ${t}`);
  const avg = (k: 'withMs' | 'withoutMs') => +(rounds.reduce((a, x) => a + x[k], 0) / rounds.length).toFixed(3);
  console.log(JSON.stringify({ triggerCost: { bookings: n, rounds, msPerBookingWith: avg('withMs'), msPerBookingWithout: avg('withoutMs'), addedMs: +(avg('withMs') - avg('withoutMs')).toFixed(3) }, loadAverage: loadavg().map((l) => +l.toFixed(1)) }));
}
