// `npm run bench:scan`: gate-scanning throughput on the local PostgreSQL, next to pgbench's single-row UPDATE.
// Builds and starts the real server (SERVE_APPS=false, loopback), seeds bench tickets, then measures saturated
// PUT /scan/consume with 16 connections (a distinct barcode per request; lean generator in load.ts, after a 3 s
// warm-up) and pgbench -c 16 -j 2 on a scratch database in turns: SAMPLES pairs of 8 s each, so both sides of each
// ratio see the machine in the same state (on these VMs either side alone moves by a third from minute to minute,
// pgbench most with the disk's fsync latency, which the bench also reports). The goal's ratio is the median pair's;
// beside it, the same ratio scaled to a fully busy machine (each side's rate over the share of the machine it kept
// busy), which separates what the CPU cost per call allows from what the 16 connections' idle time takes away.
// Then p50/p99 at a fixed 300 consumes/s (autocannon) and, for reference, consume at 64 connections. Also where the
// CPU went during the saturated runs (server, PostgreSQL, generator), per consume, and how much of the machine stayed
// idle (and during pgbench). BENCH_SCAN_NODE_ARGS passes flags to the server's node (say, --cpu-prof).
// Last, the batch statement alone (scan-statement.ts): its fixed cost per statement and its cost per scan.
// Figures only, never assertions.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { cpuSeconds, type Cpu, idlePercentSince, machineTicks, withCpu } from './cpu';
import { closedLoop, type ClosedLoopResult } from './load';
import { statementCost, type StatementCost } from './scan-statement';

const root = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_SCAN_PORT ?? 4210);
const base = `http://127.0.0.1:${PORT}/api`;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * Bench tickets, all in one session: enough for one saturated sample and the fixed-rate run after it on a machine twice
 * as fast as the ones we measured (BENCH_SCAN_TICKETS changes it). The session's counts are recounted once a second
 * while it is scanned, so a bigger session costs the runs a little more.
 */
const TICKETS = Number(process.env.BENCH_SCAN_TICKETS ?? 150_000);
const stamp = Date.now().toString(36);
const psql = (url: string, sqlText: string) =>
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sqlText], { encoding: 'utf8' }).trim();
const dbUrl = (name: string) => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
};
const headers = { 'x-app-code': 'DIY', 'content-type': 'application/json' };

const created: string[] = [];
let databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
if (!databaseUrl) {
  const name = `diy_bench_scan_${stamp}`;
  psql(ADMIN_URL, `create database ${name}`);
  created.push(name);
  databaseUrl = dbUrl(name);
}

// pgbench: single-row UPDATE by primary key, 16 clients, on a scratch database made before the server starts.
const scratch = `diy_bench_pgbench_${stamp}`;
psql(ADMIN_URL, `create database ${scratch}`);
created.push(scratch);
const pgUrl = new URL(dbUrl(scratch));
const pgArgs = ['-h', pgUrl.hostname, '-p', pgUrl.port || '5432', '-U', decodeURIComponent(pgUrl.username || 'postgres')];
execFileSync('pgbench', ['-i', '-q', ...pgArgs, scratch], { stdio: 'ignore' });
const script = join(mkdtempSync(join(tmpdir(), 'diy-pgbench-')), 'update.sql');
writeFileSync(script, '\\set aid random(1, 100000)\nUPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = :aid;\n');
/** One pgbench sample: transactions per second, and how much of the machine stayed idle meanwhile. */
function pgbench(seconds: number): { tps: number; idlePercent: number } {
  const start = machineTicks();
  const out = execFileSync('pgbench', ['-n', ...pgArgs, '-c', '16', '-j', '2', '-T', String(seconds), '-f', script, scratch], { encoding: 'utf8' });
  const idlePercent = idlePercentSince(start);
  // Its dead rows and dirty pages are cleared now, not by autovacuum and a checkpoint during the next consume run.
  psql(dbUrl(scratch), 'vacuum analyze pgbench_accounts');
  psql(dbUrl(scratch), 'checkpoint');
  return { tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0), idlePercent };
}
/** fdatasync latency of this disk in microseconds (pg_test_fsync, 1 s), or 0 where the tool is missing. */
function fsyncMicros(): number {
  try {
    const bin = join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1) ?? '', 'bin/pg_test_fsync');
    const out = execFileSync(bin, ['-s', '1', '-f', join(mkdtempSync(join(tmpdir(), 'diy-fsync-')), 'probe')], { encoding: 'utf8' });
    return Number(/fdatasync\s+[\d.]+ ops\/sec\s+(\d+) usecs\/op/.exec(out)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
const SAMPLES = Number(process.env.BENCH_SCAN_SAMPLES ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

console.log('Building the server…');
execFileSync('npm', ['run', 'build', '-w', '@diy/server'], { cwd: root, stdio: 'ignore' });

async function startServer(): Promise<ChildProcess> {
  const env = { ...process.env, API_PORT: String(PORT), HOST: '127.0.0.1', SERVE_APPS: 'false', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'diy-bench-scan-')) };
  const child = spawn(process.execPath, [...(process.env.BENCH_SCAN_NODE_ARGS ?? '').split(' ').filter(Boolean), join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/health`, { headers })).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not come up within a minute');
}

const server = await startServer();
let figures: Record<string, number> = {};
let pairs: { consumesPerSecond: number; pgbenchTps: number; ratio: number }[] = [];
let statement: StatementCost | null = null;
try {
  const demo = (await (await fetch(`${base}/dev/demo-bookings?eventCode=ET00010002`, { headers })).json()) as {
    data: { sessions: { sessionId: string; eventCode: string; venueCode: string }[] };
  };
  const session = demo.data.sessions[0];
  if (!session) throw new Error('no demo session');
  // Bench tickets: one big booking of the demo channel, barcodes BENCH00000000001 ... (valid Crockford).
  psql(databaseUrl, `
    insert into ticket_types (session_id, code, name, inventory, sold, price_paise) values ('${session.sessionId}', 'BENCH', 'Bench', ${TICKETS}, ${TICKETS}, 100);
    insert into bookings (booking_id, channel_id, channel_booking_id, event_id, session_id, buyer_name, sold_at, ticket_count, price_paise, fee_paise, tax_paise, total_paise)
      select 'DIYBENCH${stamp.toUpperCase().replace(/[ILOU]/g, '0').slice(0, 5).padEnd(5, '0')}', c.id, 'BENCH-${stamp}', s.event_id, s.id, 'Bench', now(), ${TICKETS}, 0, 0, 0, 0
      from sales_channels c, event_sessions s where c.name = 'Demo Box Office' and s.id = '${session.sessionId}';
    insert into tickets (barcode, booking_id, session_id, ticket_type_id, position, price_paise, fee_paise, tax_paise)
      select 'BENCH' || lpad(g::text, 11, '0'), b.id, b.session_id, tt.id, g, 100, 0, 0
      from generate_series(1, ${TICKETS}) g, bookings b, ticket_types tt
      where b.channel_booking_id = 'BENCH-${stamp}' and tt.session_id = b.session_id and tt.code = 'BENCH';
    analyze;`);
  const login = await fetch(`${base}/auth/token`, { method: 'POST', headers, body: JSON.stringify({ username: DEMO_ACCOUNTS.gate.email, password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  // Every scan admits a fresh ticket: before each saturated sample and the 64-connection run the consumed ones are made
  // unused again (the fixed-rate run goes on after the last sample), and the Idempotency-Keys name the phase.
  let phase = 'warm';
  let next = 0;
  const freshTickets = (name: string) => {
    psql(databaseUrl, `update tickets set state = 'unused', first_entered_at = null, last_scan_at = null, last_device = null
      where barcode like 'BENCH%' and state <> 'unused'`);
    // Written out now, so the next phase does not share the machine with a checkpoint of these rows.
    psql(databaseUrl, 'vacuum analyze tickets');
    psql(databaseUrl, 'checkpoint');
    phase = name;
    next = 0;
  };
  const admittedNow = () => Number(psql(databaseUrl, `select count(*) from tickets where barcode like 'BENCH%' and state = 'entered'`));
  const path = `/api/scan/consume?sessionId=${session.sessionId}&eventCode=${session.eventCode}`;
  const nextBarcode = () => {
    next += 1;
    if (next > TICKETS) throw new Error(`A run ran out of bench tickets (${TICKETS}): set BENCH_SCAN_TICKETS higher`);
    return `BENCH${String(next).padStart(11, '0')}`;
  };
  const request = {
    method: 'PUT' as const,
    path,
    setupRequest: (req: Record<string, unknown>) => {
      const barcode = nextBarcode();
      return {
        ...req,
        headers: { ...headers, authorization: `Bearer ${token}`, 'x-device-id': 'bench', latitude: 'na', longitude: 'na', gpsaccuracy: 'na', 'idempotency-key': `bench-${phase}-${barcode}` },
        body: JSON.stringify({ eventCode: session.eventCode, venueCode: session.venueCode, sessionId: session.sessionId, barcodes: [barcode], exitScan: false }),
      };
    },
  };
  const run = (opts: Record<string, unknown>) =>
    autocannon({ url: `http://127.0.0.1:${PORT}`, connections: 16, requests: [request], ...opts } as unknown as autocannon.Options);
  // Saturated: the lean generator (a raw request per barcode), so the server, not the generator, gets the CPU.
  const rawRequest = () => {
    const barcode = nextBarcode();
    const body = JSON.stringify({ eventCode: session.eventCode, venueCode: session.venueCode, sessionId: session.sessionId, barcodes: [barcode], exitScan: false });
    return (
      `PUT ${path} HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\ncontent-type: application/json\r\nx-app-code: DIY\r\n` +
      `authorization: Bearer ${token}\r\nx-device-id: bench\r\nlatitude: na\r\nlongitude: na\r\ngpsaccuracy: na\r\n` +
      `idempotency-key: bench-${phase}-${barcode}\r\ncontent-length: ${body.length}\r\n\r\n${body}`
    );
  };
  const saturate = (connections: number, seconds: number) =>
    closedLoop({ host: '127.0.0.1', port: PORT, connections, durationMs: seconds * 1000, request: rawRequest });
  const database = new URL(databaseUrl).pathname.slice(1);

  // The goal's figure: 16 connections, each sending its next scan as soon as the last is answered, in turns with
  // pgbench (the server idles meanwhile); every sample starts on fresh tickets and must admit one per scan.
  await saturate(16, 3); // warm-up: connections, prepared statements, JIT
  const samples: { consume: ClosedLoopResult; cpu: Cpu; pgbench: { tps: number; idlePercent: number }; admitted: number; sent: number }[] = [];
  for (let k = 1; k <= SAMPLES; k += 1) {
    freshTickets(`s${k}`);
    const measured = await withCpu(server.pid ?? 0, database, () => saturate(16, 8));
    samples.push({ consume: measured.result, cpu: measured, pgbench: pgbench(8), admitted: admittedNow(), sent: next });
  }
  const consumed = samples.reduce((n, x) => n + x.consume.total, 0);
  const perConsume = (pick: (c: Cpu) => number) =>
    Math.round((samples.reduce((n, x) => n + pick(x.cpu), 0) * 1e6) / Math.max(1, consumed));
  const ratios = samples.map((x) => x.consume.requestsPerSecond / Math.max(1, x.pgbench.tps));
  const mid = samples[ratios.indexOf(median(ratios))] ?? samples[0]!;
  // Each side's rate scaled to a fully busy machine (its rate over the share of the machine it kept busy): what the
  // ratio would be if the 16 connections left no CPU idle, at the CPU cost per call each side measured.
  const busyRatios = samples.map((x, i) => ((ratios[i] ?? 0) * (100 - x.pgbench.idlePercent)) / Math.max(1, 100 - x.cpu.idlePercent));
  phase = 'fixed';
  // After pgbench's turn the session's cached counts are old, and the first scans would wait for a recount: warm up.
  await run({ duration: 2, overallRate: 300 });
  const fixed = await run({ duration: 10, overallRate: 300 });
  // For reference: 64 connections, enough waiting scans to keep the machine busy (16 leave part of it idle).
  freshTickets('c64');
  await saturate(64, 2);
  const wide = await withCpu(server.pid ?? 0, database, () => saturate(64, 6));
  freshTickets('statement');
  statement = await statementCost(databaseUrl, session, nextBarcode, (pid) => cpuSeconds((p) => p === pid));
  figures = {
    consumesPerSecond: mid.consume.requestsPerSecond,
    pgbenchUpdateTps: Math.round(mid.pgbench.tps),
    ratio: Math.round(median(ratios) * 100) / 100,
    ratioAtFullyBusyMachine: Math.round(median(busyRatios) * 100) / 100,
    saturatedP50Ms: mid.consume.p50Ms,
    saturatedP99Ms: mid.consume.p99Ms,
    saturatedNon2xx: samples.reduce((n, x) => n + x.consume.non2xx + x.consume.errors, 0),
    serverCpuUsPerConsume: perConsume((c) => c.server),
    postgresCpuUsPerConsume: perConsume((c) => c.postgres),
    generatorCpuUsPerConsume: perConsume((c) => c.generator),
    saturatedIdlePercent: Math.round(median(samples.map((x) => x.cpu.idlePercent))),
    pgbenchIdlePercent: Math.round(median(samples.map((x) => x.pgbench.idlePercent))),
    scansNotAdmitting: samples.reduce((n, x) => n + x.sent - x.admitted, 0),
    at64ConsumesPerSecond: wide.result.requestsPerSecond,
    at64P99Ms: wide.result.p99Ms,
    at64Non2xx: wide.result.non2xx + wide.result.errors,
    at64IdlePercent: wide.idlePercent,
    fixed300P50Ms: fixed.latency.p50,
    fixed300P99Ms: fixed.latency.p99,
    fixed300Rate: Math.round(fixed.requests.average),
    fixed300Non2xx: fixed.non2xx + fixed.errors,
    fdatasyncUs: fsyncMicros(),
  };
  pairs = samples.map((x, i) => ({ consumesPerSecond: x.consume.requestsPerSecond, pgbenchTps: Math.round(x.pgbench.tps), ratio: Math.round((ratios[i] ?? 0) * 100) / 100 }));
} finally {
  await new Promise<void>((r) => {
    server.once('exit', () => r());
    server.kill('SIGINT');
  });
}

for (const name of created) psql(ADMIN_URL, `drop database if exists ${name} with (force)`);

const ratio = figures.ratio ?? 0;
console.log('\nGate scanning on PostgreSQL (16 connections): consume and pgbench in turns');
console.table(pairs);
console.table(figures);
console.log(`consume / pgbench UPDATE = ${ratio.toFixed(2)}, the median of ${pairs.length} pairs (goal >= 0.6): ${ratio >= 0.6 ? 'met' : 'NOT met'}`);
console.log(`at a fully busy machine (each side's rate over its busy share), the same CPU costs would give ${(figures.ratioAtFullyBusyMachine ?? 0).toFixed(2)}`);
console.log(`for reference, at 64 connections: ${figures.at64ConsumesPerSecond}/s = ${((figures.at64ConsumesPerSecond ?? 0) / (figures.pgbenchUpdateTps || 1)).toFixed(2)} of the median pair's pgbench`);
if (statement) {
  console.log(`the batch statement alone, backend CPU: ${statement.at1Us} µs with 1 scan, ${statement.at16Us} µs with 16 = ${statement.fixedUs} µs per statement + ${statement.perScanUs} µs per scan`);
}
if (figures.scansNotAdmitting) console.log(`WARNING: ${figures.scansNotAdmitting} scans did not admit a ticket`);
console.log(`p99 at 300 consumes/s = ${figures.fixed300P99Ms} ms (goal <= 50 ms): ${(figures.fixed300P99Ms ?? 999) <= 50 ? 'met' : 'NOT met'}`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `scan-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ ...figures, pairs, statement }, null, 2));
console.log(`Saved ${file}`);
