// `BENCH_DATABASE_URL=postgres://... npx tsx bench/report-download.ts [bookings]`: the report downloads through the built
// server (`npm run build -w @diy/server`) on a fresh PostgreSQL database holding one session with that many one-ticket
// bookings (default 200,000): rows per second of the CSV and XLSX downloads, the server's peak RSS while each runs, and
// the plan of one keyset batch. Figures for the notes, never assertions. BENCH_DB_PREFIX names the throwaway database.
// BENCH_REPORT_FORMATS=csv measures only the listed formats (default csv,xlsx). BENCH_KEEP_DB=1 keeps the seeded database
// (its name is printed) and BENCH_REUSE_DB=<name> runs against such a database without seeding it again, so two builds
// (before and after a change) can be measured on the same data.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
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
  for (const format of formats) {
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
