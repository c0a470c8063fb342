// `BENCH_DATABASE_URL=postgres://... npx tsx bench/report-event.ts [bookings] [seconds]`: the event report
// (GET /api/reports/event-wise/v1/event/{eventCode}/all) through the built server (`npm run build -w @diy/server`) on a
// fresh PostgreSQL database holding one event whose session has that many bookings (default 1,000,000; a tenth with
// an offer's discount): 16 connections ask for the report back to back (closed loop) while one more connection asks
// for /health in the same run, so the report's p99 stands next to what the server answers meanwhile. Figures for the
// notes, never assertions. BENCH_DB_PREFIX names the throwaway database (dropped afterwards).
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { closedLoop } from './load';
import { BENCH_EVENT_CODE, seedReportSession } from './report-seed';
import { startBuiltServer } from './built-server';

const PORT = Number(process.env.BENCH_REPORT_PORT ?? 4291);
const base = `http://127.0.0.1:${PORT}/api`;
const headers = { 'x-app-code': 'DIY', 'content-type': 'application/json' };
const N = Number(process.argv[2] ?? 1_000_000);
const SECONDS = Number(process.argv[3] ?? 20);
const CONNECTIONS = 16;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (PostgreSQL)');

const name = `${process.env.BENCH_DB_PREFIX ?? 'diy_bench_reports'}_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const server = await startBuiltServer({ port: PORT, databaseUrl: url.toString() });
try {
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const seeded = await seedReportSession(db, N);
  console.log(JSON.stringify({ seeded: N, seconds: seeded.seconds }));
  await db.end();

  const login = await fetch(`${base}/auth/token`, { method: 'POST', headers, body: JSON.stringify({ username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const path = `/api/reports/event-wise/v1/event/${BENCH_EVENT_CODE}/all`;
  const one = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  const body = (await one.json()) as { data: { totals: { sold: number; discountsPaise: number; grossPaise: number } } };
  console.log(JSON.stringify({ status: one.status, totals: body.data.totals }));
  const get = (p: string, auth: boolean) => () =>
    `GET ${p} HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\nx-app-code: DIY\r\n${auth ? `authorization: Bearer ${token}\r\n` : ''}\r\n`;
  await closedLoop({ host: '127.0.0.1', port: PORT, connections: CONNECTIONS, durationMs: 3000, request: get(path, true) }); // warm-up
  const [report, health] = await Promise.all([
    closedLoop({ host: '127.0.0.1', port: PORT, connections: CONNECTIONS, durationMs: SECONDS * 1000, request: get(path, true) }),
    closedLoop({ host: '127.0.0.1', port: PORT, connections: 1, durationMs: SECONDS * 1000, request: get('/api/health', false) }),
  ]);
  console.log(JSON.stringify({ bookings: N, connections: CONNECTIONS, seconds: SECONDS, report, health }));
} finally {
  await new Promise<void>((r) => {
    server.once('exit', () => r());
    server.kill('SIGINT');
  });
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
