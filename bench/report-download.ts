// `BENCH_DATABASE_URL=postgres://... npx tsx bench/report-download.ts [bookings]`: the report downloads through the built
// server (`npm run build -w @diy/server`) on a fresh PostgreSQL database holding one session with that many one-ticket
// bookings (default 200,000): rows per second of the CSV and XLSX downloads, the server's peak RSS while each runs, and
// the plan of one keyset batch. Figures for the notes, never assertions. BENCH_DB_PREFIX names the throwaway database.
// BENCH_REPORT_FORMATS=csv measures only the listed formats (default csv,xlsx). BENCH_KEEP_DB=1 keeps the seeded database
// (its name is printed) and BENCH_REUSE_DB=<name> runs against such a database without seeding it again, so two builds
// (before and after a change) can be measured on the same data.
// BENCH_REPORT_CLIENTS=14 (issue #32) measures instead, for BENCH_REPORT_SECONDS (30), that many clients at once, each
// downloading again as soon as its file is complete or reading the session report back to back (a third CSV, a third
// XLSX, a third the session report), and beside them in the same run one connection asking for /api/health back to back:
// its p50, p95, p99 and slowest answer are what a building spreadsheet costs everyone else.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { closedLoop } from './load';
import { seededSession, seedReportSession } from './report-seed';
import { startBuiltServer } from './built-server';

const PORT = Number(process.env.BENCH_REPORT_PORT ?? 4290);
const base = `http://127.0.0.1:${PORT}/api`;
const headers = { 'x-app-code': 'DIY', 'content-type': 'application/json' };
const N = Number(process.argv[2] ?? 200_000);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (PostgreSQL)');

const reuse = process.env.BENCH_REUSE_DB;
const keep = Boolean(reuse) || process.env.BENCH_KEEP_DB === '1';
const formats = (process.env.BENCH_REPORT_FORMATS ?? 'csv,xlsx').split(',');
const name = reuse ?? `${process.env.BENCH_DB_PREFIX ?? 'diy_bench_reports'}_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (!reuse) await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const server = await startBuiltServer({ port: PORT, databaseUrl: url.toString() });
try {
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const seeded = reuse ? await seededSession(db) : await seedReportSession(db, N);
  const session = { id: seeded.sessionId, event_id: seeded.eventId };
  console.log(JSON.stringify({ database: name, reused: Boolean(reuse), seeded: N, seconds: seeded.seconds }));
  const plan = await db.query(`explain (analyze, costs off, timing off, summary on)
    select b.id from bookings b where b.event_id = $1 and b.session_id = $2
      and b.sold_at >= now() - interval '10 days' and (b.sold_at > now() - interval '10 days' or b.id > '00000000-0000-0000-0000-000000000000')
    order by b.sold_at, b.id limit 2000`, [session.event_id, session.id]);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  await db.end();

  const login = await fetch(`${base}/auth/token`, { method: 'POST', headers, body: JSON.stringify({ username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const clients = Number(process.env.BENCH_REPORT_CLIENTS ?? 0);
  if (clients > 0) await mixed(clients, Number(process.env.BENCH_REPORT_SECONDS ?? 30), token, session.id);
  for (const format of clients > 0 ? [] : formats) {
    const before = rssKiB(server.pid!);
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, rssKiB(server.pid!));
    }, 20);
    const started = performance.now();
    const res = await fetch(`${base}/reports/download/v1/venue/NCPA/event/ET00099999/session/${session.id}/format/${format}`, { headers: { ...headers, authorization: `Bearer ${token}` } });
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sample);
    console.log(JSON.stringify({ format, status: res.status, rows: N, rowsPerSecond: Math.round(N / seconds), seconds: +seconds.toFixed(1), fileMiB: +(bytes / 1_048_576).toFixed(1), serverRssBeforeMiB: Math.round(before / 1024), serverPeakRssMiB: Math.round(peak / 1024) }));
  }
} finally {
  await new Promise<void>((r) => {
    server.once('exit', () => r());
    server.kill('SIGINT');
  });
  if (!keep) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

/** `clients` downloading (CSV, XLSX) or reading the session report at once for `seconds`, /api/health beside them. */
async function mixed(clients: number, seconds: number, token: string, sessionId: string): Promise<void> {
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const until = performance.now() + seconds * 1000;
  const files = { csv: { done: 0, ms: [] as number[] }, xlsx: { done: 0, ms: [] as number[] } };
  const download = async (format: 'csv' | 'xlsx') => {
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(`${base}/reports/download/v1/venue/NCPA/event/ET00099999/session/${sessionId}/format/${format}`, { headers: auth });
      for await (const _ of res.body as unknown as AsyncIterable<Uint8Array>) {
        if (performance.now() > until + 60_000) break;
      }
      if (res.status === 200) (files[format].done += 1), files[format].ms.push(performance.now() - started);
    }
  };
  const reportPath = `/api/reports/session-wise/v1/event/ET00099999/session/${sessionId}`;
  const port = Number(new URL(base).port);
  const get = (path: string, withAuth: boolean) => () =>
    `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nx-app-code: DIY\r\n${withAuth ? `authorization: Bearer ${token}\r\n` : ''}\r\n`;
  const readers = Math.floor(clients / 3);
  const csv = Math.ceil((clients - readers) / 2);
  const xlsx = clients - readers - csv;
  const healthMs: number[] = [];
  const loadBefore = loadavg().map((l) => l.toFixed(1)).join(' ');
  const [report, health] = await Promise.all([
    readers > 0 ? closedLoop({ host: '127.0.0.1', port, connections: readers, durationMs: seconds * 1000, request: get(reportPath, true) }) : null,
    closedLoop({ host: '127.0.0.1', port, connections: 1, durationMs: seconds * 1000, request: get('/api/health', false), onAnswer: (_s, ms) => healthMs.push(ms) }),
    ...Array.from({ length: csv }, () => download('csv')),
    ...Array.from({ length: xlsx }, () => download('xlsx')),
  ]);
  const sorted = healthMs.sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  const avg = (ms: number[]) => (ms.length ? Math.round(ms.reduce((a, b) => a + b, 0) / ms.length / 100) / 10 : 0);
  console.log(JSON.stringify({
    clients: { csv, xlsx, sessionReport: readers }, seconds, rows: N,
    health: { answers: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: at(1) },
    sessionReport: report, csvFiles: { done: files.csv.done, avgSeconds: avg(files.csv.ms) }, xlsxFiles: { done: files.xlsx.done, avgSeconds: avg(files.xlsx.ms) },
    loadAverage: [loadBefore, loadavg().map((l) => l.toFixed(1)).join(' ')],
  }));
}
