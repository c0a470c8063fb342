// `npm run bench:cluster -w @diy/bench` (needs the built server, `npm run build`): requests per second through HAProxy at three,
// two and one API processes on one PostgreSQL database and Redis (e2e/cluster), for /api/health (the floor: balancer
// and node, no database) and a representative mix (organiser event-list reads, gate scans, channel bookings). CPU of
// each part (API processes, PostgreSQL, HAProxy, Redis, this load generator) is sampled from /proc during each run,
// to say where the limit is. Figures printed as JSON (and saved under bench/results/), never asserted.
// CLUSTER_PORT_BASE moves the ports (default 4300); CLUSTER_BENCH_SECONDS (10) and CLUSTER_BENCH_CONNECTIONS (32).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY, SCAN_HEADERS } from '@diy/domain';
import pg from 'pg';
import { Cluster } from '../e2e/cluster/cluster';
import { prepareTarget, type LoadTarget } from '../e2e/cluster/load';
import { createDatabase, dropDatabase, ensureHaproxy, ensurePostgres, ensureRedis } from '../e2e/cluster/services';
import { closedLoop } from './load';

const base = Number(process.env.CLUSTER_PORT_BASE ?? 4300);
const seconds = Number(process.env.CLUSTER_BENCH_SECONDS ?? 10);
const connections = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 32);
const database = 'diy_cluster_bench';
const TICKS = 100;

/** CPU seconds used so far by each group of processes, from /proc/<pid>/stat (utime + stime). */
function cpuByGroup(groups: Record<string, (pid: number, comm: string) => boolean>): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const used = (Number(fields[11]) + Number(fields[12])) / TICKS;
    for (const [g, match] of Object.entries(groups)) if (match(pid, comm)) out[g] = (out[g] ?? 0) + used;
  }
  return out;
}

/** Whole-machine busy time (all cores), from /proc/stat. */
function machineBusy(): { busy: number; total: number } {
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

async function main(): Promise<void> {
  const haproxyPath = ensureHaproxy();
  await ensurePostgres();
  const redisUrl = await ensureRedis();
  dropDatabase(database);
  const databaseUrl = createDatabase(database);
  const cluster = await Cluster.start({ base, processes: 3, databaseUrl, redisUrl, dataDir: mkdtempSync(join(tmpdir(), 'diy-cluster-bench-')), haproxyPath });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const target = await prepareTarget(cluster.apiUrl, db);
    // Room for every booking the runs make (the demo show is nearly sold): the bench measures, it does not sell out.
    await db.query('update ticket_types set inventory = inventory + 1000000 where session_id = $1', [target.sessionId]);
    const barcodes = (
      await db.query<{ barcode: string }>(`select barcode from tickets where session_id = $1 and state = 'unused' limit 20000`, [target.sessionId])
    ).rows.map((r) => r.barcode);
    const figures = [];
    for (const processes of [3, 2, 1]) {
      // Fewer processes: the last ones stop (SIGINT: readiness fails, HAProxy takes them out).
      for (const name of cluster.names.slice(processes)) {
        await cluster.kill(name, 'SIGINT');
        await cluster.waitForState(name, 'DOWN');
      }
      const health = await measure(cluster, () => `GET /api/health HTTP/1.1\r\nhost: x\r\nx-app-code: DIY\r\n\r\n`);
      const mix = await measure(cluster, mixedRequest(target, barcodes, processes));
      figures.push({ processes, health, mix });
    }
    const text = JSON.stringify({ bench: 'cluster', at: new Date().toISOString(), seconds, connections, figures }, null, 2);
    console.log(text);
    const dir = resolve(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), `${text}\n`);
  } finally {
    await db.end();
    await cluster.stop();
    dropDatabase(database);
  }
}

/** The n-th request of the mix: half event-list reads, a quarter scans (a fresh ticket each), a quarter bookings. */
function mixedRequest(t: LoadTarget, barcodes: string[], run: number) {
  let scanned = 0;
  const type = t.ticketTypes[0];
  if (!type) throw new Error('no ticket type');
  const json = (method: string, path: string, body: unknown, extra: string) => {
    const text = JSON.stringify(body);
    return `${method} /api${path} HTTP/1.1\r\nhost: x\r\nx-app-code: DIY\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\n${extra}\r\n${text}`;
  };
  return (n: number) => {
    if (n % 4 === 1) {
      const barcode = barcodes[scanned++ % barcodes.length] ?? '';
      return json('PUT', `/scan/consume?sessionId=${t.sessionId}&eventCode=${t.eventCode}`,
        { scanType: 'BARCODE', eventCode: t.eventCode, venueCode: t.venueCode, sessionId: t.sessionId, barcodes: [barcode] },
        `authorization: Bearer ${t.gateToken}\r\n${SCAN_HEADERS.deviceId}: bench-${run}\r\n`);
    }
    if (n % 4 === 3) {
      return json('POST', '/integrations/bookings', {
        channelBookingId: `BENCH-${run}-${Date.now().toString(36)}-${n}`,
        eventCode: t.eventCode,
        sessionId: t.sessionId,
        tickets: [{ ticketTypeCode: type.code, quantity: 1, pricePaise: type.pricePaise }],
        buyer: { name: `Bench Buyer ${n}` },
      }, `${CHANNEL_KEY_HEADER}: ${DEMO_CHANNEL_KEY}\r\n`);
    }
    return `GET /api/manage/event?status=live&start=0&limit=25 HTTP/1.1\r\nhost: x\r\nx-app-code: DIY\r\nauthorization: Bearer ${t.organiserToken}\r\n\r\n`;
  };
}

async function measure(cluster: Cluster, request: (n: number) => string) {
  // Two seconds unmeasured first: the processes' code warms up (and the stopped ones' connections are gone).
  await closedLoop({ host: '127.0.0.1', port: cluster.ports.balancer.apps.organiser, connections, durationMs: 2000, request });
  const apiPids = new Set(cluster.names.map((n) => cluster.pid(n)).filter((p): p is number => p !== undefined));
  const groups = {
    api: (pid: number) => apiPids.has(pid),
    postgres: (_: number, comm: string) => comm === 'postgres',
    haproxy: (_: number, comm: string) => comm === 'haproxy',
    redis: (_: number, comm: string) => comm.startsWith('redis-server'),
    loadGenerator: (pid: number) => pid === process.pid,
  };
  const cpu0 = cpuByGroup(groups);
  const m0 = machineBusy();
  const t0 = performance.now();
  const result = await closedLoop({ host: '127.0.0.1', port: cluster.ports.balancer.apps.organiser, connections, durationMs: seconds * 1000, request });
  const wall = (performance.now() - t0) / 1000;
  const cpu1 = cpuByGroup(groups);
  const m1 = machineBusy();
  // Percent of one core over the run (the machine has two: 200 is everything).
  const cpuPercent = Object.fromEntries(Object.keys(groups).map((g) => [g, Math.round((((cpu1[g] ?? 0) - (cpu0[g] ?? 0)) / wall) * 100)]));
  const machine = Math.round(((m1.busy - m0.busy) / wall) * 100);
  return { ...result, cpuPercent: { ...cpuPercent, machine } };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
