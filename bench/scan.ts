// `npm run bench:scan`: gate-scanning throughput on the local PostgreSQL, next to pgbench's single-row UPDATE.
// Builds and starts the real server (SERVE_APPS=false, loopback), seeds bench tickets, then measures
// saturated PUT /scan/consume with 16 connections (a distinct barcode per request; lean generator in load.ts,
// after a 3 s warm-up), for reference the same with 64 connections, and p50/p99 at a fixed 300 consumes/s
// (autocannon); then pgbench -c 16 -j 2 -T 10 on a scratch database. Also where the CPU went during the saturated
// run (server, PostgreSQL, generator), per consume, and how much of the machine stayed idle (and during pgbench).
// Figures only, never assertions.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { closedLoop } from './load';

const root = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_SCAN_PORT ?? 4210);
const base = `http://127.0.0.1:${PORT}/api`;
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * Bench tickets, all in one session: enough for the saturated and the fixed-rate runs on a machine twice as fast as the
 * ones we measured (BENCH_SCAN_TICKETS changes it). The session's counts are recounted once a second while it is
 * scanned, so a bigger session costs the runs a little more.
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

/** CPU seconds (user + system) used so far by the processes whose pid passes `pick` (Linux /proc; 0 elsewhere). */
function cpuSeconds(pick: (pid: number, cmdline: string) => boolean): number {
  let ticks = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!pick(Number(pid), cmdline)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}
/** The machine's CPU time so far: all of it and the idle part (Linux /proc/stat, in ticks; zeros elsewhere). */
function machineTicks(): { total: number; idle: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return { total: 0, idle: 0 };
  }
}

/** The share of the machine (percent) that stayed idle since `start` (a machineTicks() reading). */
function idlePercentSince(start: { total: number; idle: number }): number {
  const now = machineTicks();
  return now.total > start.total ? Math.round((100 * (now.idle - start.idle)) / (now.total - start.total)) : 0;
}

/** Where the CPU of a run went: the server, PostgreSQL (the bench database's backends and the WAL writer), this
 * generator; and how much of the machine stayed idle. */
async function withCpu<T>(
  serverPid: number,
  database: string,
  work: () => Promise<T>,
): Promise<{ result: T; server: number; postgres: number; generator: number; idlePercent: number }> {
  const server = () => cpuSeconds((pid) => pid === serverPid);
  const postgres = () => cpuSeconds((_pid, cmd) => cmd.startsWith('postgres: ') && (cmd.includes(` ${database} `) || cmd.includes('walwriter')));
  const generator = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const before = [server(), postgres(), generator()] as const;
  const machine = machineTicks();
  const result = await work();
  const idlePercent = idlePercentSince(machine);
  return { result, server: server() - before[0], postgres: postgres() - before[1], generator: generator() - before[2], idlePercent };
}

const created: string[] = [];
let databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
if (!databaseUrl) {
  const name = `diy_bench_scan_${stamp}`;
  psql(ADMIN_URL, `create database ${name}`);
  created.push(name);
  databaseUrl = dbUrl(name);
}

console.log('Building the server…');
execFileSync('npm', ['run', 'build', '-w', '@diy/server'], { cwd: root, stdio: 'ignore' });

async function startServer(): Promise<ChildProcess> {
  const env = { ...process.env, API_PORT: String(PORT), HOST: '127.0.0.1', SERVE_APPS: 'false', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'diy-bench-scan-')) };
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
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

  // Every scan admits a fresh ticket: the saturated run and then the fixed-rate run take bench tickets in order; before
  // the 64-connection run the consumed ones are made unused again, and the Idempotency-Keys name the phase.
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

  // The goal's figure: 16 connections, each sending its next scan as soon as the last is answered.
  await saturate(16, 3); // warm-up: connections, prepared statements, JIT
  const measured = await withCpu(server.pid ?? 0, database, () => saturate(16, 10));
  const saturated = measured.result;
  const admitted = admittedNow();
  const requestsSent = next;
  const perConsume = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, saturated.total));
  phase = 'fixed';
  const fixed = await run({ duration: 10, overallRate: 300 });
  // For reference: 64 connections, enough waiting scans to keep the machine busy (16 leave part of it idle).
  freshTickets('c64');
  await saturate(64, 2);
  const wide = await withCpu(server.pid ?? 0, database, () => saturate(64, 6));
  figures = {
    consumesPerSecond: saturated.requestsPerSecond,
    saturatedP50Ms: saturated.p50Ms,
    saturatedP99Ms: saturated.p99Ms,
    saturatedNon2xx: saturated.non2xx + saturated.errors,
    serverCpuUsPerConsume: perConsume(measured.server),
    postgresCpuUsPerConsume: perConsume(measured.postgres),
    generatorCpuUsPerConsume: perConsume(measured.generator),
    saturatedIdlePercent: measured.idlePercent,
    ticketsAdmitted: admitted,
    requestsSent,
    at64ConsumesPerSecond: wide.result.requestsPerSecond,
    at64P99Ms: wide.result.p99Ms,
    at64Non2xx: wide.result.non2xx + wide.result.errors,
    at64IdlePercent: wide.idlePercent,
    fixed300P50Ms: fixed.latency.p50,
    fixed300P99Ms: fixed.latency.p99,
    fixed300Rate: Math.round(fixed.requests.average),
    fixed300Non2xx: fixed.non2xx + fixed.errors,
  };
} finally {
  await new Promise<void>((r) => {
    server.once('exit', () => r());
    server.kill('SIGINT');
  });
}

// pgbench: single-row UPDATE by primary key, 16 clients, on a scratch database.
const scratch = `diy_bench_pgbench_${stamp}`;
psql(ADMIN_URL, `create database ${scratch}`);
created.push(scratch);
const u = new URL(dbUrl(scratch));
const pgArgs = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
execFileSync('pgbench', ['-i', '-q', ...pgArgs, scratch], { stdio: 'ignore' });
const script = join(mkdtempSync(join(tmpdir(), 'diy-pgbench-')), 'update.sql');
writeFileSync(script, '\\set aid random(1, 100000)\nUPDATE pgbench_accounts SET abalance = abalance + 1 WHERE aid = :aid;\n');
const pgbenchStart = machineTicks();
const out = execFileSync('pgbench', ['-n', ...pgArgs, '-c', '16', '-j', '2', '-T', '10', '-f', script, scratch], { encoding: 'utf8' });
const pgbenchIdlePercent = idlePercentSince(pgbenchStart);
const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
for (const name of created) psql(ADMIN_URL, `drop database if exists ${name} with (force)`);

const ratio = (figures.consumesPerSecond ?? 0) / tps;
console.log('\nGate scanning on PostgreSQL (16 connections)');
console.table({ ...figures, pgbenchUpdateTps: Math.round(tps), pgbenchIdlePercent });
console.log(`consume / pgbench UPDATE = ${ratio.toFixed(2)} (goal >= 0.6): ${ratio >= 0.6 ? 'met' : 'NOT met'}`);
console.log(`for reference, at 64 connections: ${figures.at64ConsumesPerSecond}/s = ${((figures.at64ConsumesPerSecond ?? 0) / tps).toFixed(2)} of pgbench`);
if (figures.ticketsAdmitted !== figures.requestsSent) console.log(`WARNING: ${figures.requestsSent} scans admitted ${figures.ticketsAdmitted} tickets`);
console.log(`p99 at 300 consumes/s = ${figures.fixed300P99Ms} ms (goal <= 50 ms): ${(figures.fixed300P99Ms ?? 999) <= 50 ? 'met' : 'NOT met'}`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `scan-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ ...figures, pgbenchUpdateTps: tps, pgbenchIdlePercent, ratio, at64Ratio: (figures.at64ConsumesPerSecond ?? 0) / tps }, null, 2));
console.log(`Saved ${file}`);
