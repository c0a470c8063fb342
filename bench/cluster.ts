// `npm run bench:cluster -w @diy/bench` (needs the built server, `npm run build`): requests per second through HAProxy at three,
// two and one API processes on one PostgreSQL database and Redis (e2e/cluster), for /api/health (the floor: balancer
// and node, no database) and a representative mix (organiser event-list reads, gate scans, channel bookings). CPU of
// each part (API processes, PostgreSQL, HAProxy, Redis, this load generator) is sampled from /proc during each run,
// to say where the limit is. Figures printed as JSON (and saved under bench/results/), never asserted.
// CLUSTER_PORT_BASE moves the ports (default 4300); CLUSTER_BENCH_SECONDS (10) and CLUSTER_BENCH_CONNECTIONS (32).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY, SCAN_HEADERS } from '@diy/domain';
import pg from 'pg';
import { Cluster } from '../e2e/cluster/cluster';
import { prepareTarget, type LoadTarget } from '../e2e/cluster/load';
import { createDatabase, dropDatabase, ensureHaproxy, ensurePostgres, ensureRedis } from '../e2e/cluster/services';
import { machineTicks, pids, processCpu } from './cpu';
import { closedLoop } from './load';

const base = Number(process.env.CLUSTER_PORT_BASE ?? 4300);
const seconds = Number(process.env.CLUSTER_BENCH_SECONDS ?? 10);
const connections = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 32);
const database = 'diy_cluster_bench';

type Groups = Record<string, (pid: number, comm: string, cmdline: string) => boolean>;

/** CPU seconds used so far by each process of a group, by pid (bench/cpu.ts reads /proc). */
function cpuByPid(groups: Groups): Map<number, { group: string; seconds: number }> {
  const out = new Map<number, { group: string; seconds: number }>();
  for (const pid of pids()) {
    const p = processCpu(pid);
    if (!p) continue;
    const group = Object.entries(groups).find(([, match]) => match(pid, p.comm, p.cmdline.replace(/\0/g, ' ')))?.[0];
    if (group) out.set(pid, { group, seconds: p.seconds });
  }
  return out;
}

/** CPU seconds each group used between two samples (a process that ended in between is not counted). */
function cpuUsed(groups: Groups, before: Map<number, { seconds: number }>, after: Map<number, { group: string; seconds: number }>): Record<string, number> {
  const used: Record<string, number> = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
  for (const [pid, a] of after) used[a.group] = (used[a.group] ?? 0) + a.seconds - (before.get(pid)?.seconds ?? 0);
  return used;
}

/** Whole-machine busy time (all cores), in seconds (bench/cpu.ts reads /proc/stat). */
function machineBusy(): { busy: number; total: number } {
  const { total, idle } = machineTicks();
  return { busy: (total - idle) / 100, total: total / 100 };
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
      const health = await measure(cluster, db, () => `GET /api/health HTTP/1.1\r\nhost: x\r\nx-app-code: DIY\r\n\r\n`);
      const mix = await measure(cluster, db, mixedRequest(target, barcodes, processes));
      // At three processes, each kind of the mix alone too: which one costs what, and where.
      const kinds =
        processes === 3
          ? {
              list: await measure(cluster, db, only(mixedRequest(target, barcodes, 10), 0)),
              scan: await measure(cluster, db, only(mixedRequest(target, barcodes.slice(barcodes.length / 2), 11), 1)),
              booking: await measure(cluster, db, only(mixedRequest(target, barcodes, 12), 3)),
            }
          : undefined;
      figures.push({ processes, health, mix, ...(kinds ? { kinds } : {}) });
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

/** One kind of the mix alone: its requests are those whose number has this remainder by four. */
const only = (request: (n: number) => string, remainder: number) => (n: number) => request(4 * n + remainder);

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

async function measure(cluster: Cluster, db: pg.Pool, request: (n: number) => string) {
  // Two seconds unmeasured first: the processes' code warms up (and the stopped ones' connections are gone).
  await closedLoop({ host: '127.0.0.1', port: cluster.ports.balancer.apps.organiser, connections, durationMs: 2000, request });
  const apiPids = new Set(cluster.names.map((n) => cluster.pid(n)).filter((p): p is number => p !== undefined));
  // PostgreSQL's backends name their database in their title ("postgres: postgres diy_cluster_bench 127.0.0.1(...)");
  // the rest (other databases, WAL writer, checkpointer) is the machine's other PostgreSQL work.
  const groups: Groups = {
    api: (pid) => apiPids.has(pid),
    postgres: (_, comm, cmdline) => comm === 'postgres' && cmdline.includes(` ${database} `),
    postgresOther: (_, comm) => comm === 'postgres',
    haproxy: (_, comm) => comm === 'haproxy',
    redis: (_, comm) => comm.startsWith('redis-server'),
    loadGenerator: (pid) => pid === process.pid,
  };
  const cpu0 = cpuByPid(groups);
  const m0 = machineBusy();
  const t0 = performance.now();
  // What the database's connections are doing, sampled every 200 ms: running, or waiting (and on what).
  const waits = new Map<string, number>();
  let samples = 0;
  const sampler = setInterval(() => {
    void db
      .query<{ what: string; n: string }>(
        `select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'running') else state end as what, count(*) as n
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend' group by 1`,
        [database],
      )
      .then((r) => {
        samples += 1;
        for (const row of r.rows) if (row.what !== 'idle') waits.set(row.what, (waits.get(row.what) ?? 0) + Number(row.n));
      })
      .catch(() => undefined);
  }, 200);
  const result = await closedLoop({ host: '127.0.0.1', port: cluster.ports.balancer.apps.organiser, connections, durationMs: seconds * 1000, request });
  clearInterval(sampler);
  const wall = (performance.now() - t0) / 1000;
  const used = cpuUsed(groups, cpu0, cpuByPid(groups));
  const m1 = machineBusy();
  // Percent of one core over the run (the machine has two: 200 is everything).
  const cpuPercent = Object.fromEntries(Object.entries(used).map(([g, v]) => [g, Math.round((v / wall) * 100)]));
  const machine = Math.round(((m1.busy - m0.busy) / wall) * 100);
  // CPU milliseconds each part spent per answered request: steadier than rates on a shared machine; two cores give
  // 2,000 ms a second, so 2000 / (their sum) is what this machine could serve with nothing else running.
  const cpuMsPerRequest = Object.fromEntries(Object.entries(used).map(([g, v]) => [g, result.total ? Math.round((v * 100_000) / result.total) / 100 : 0]));
  // Average database connections of the cluster busy per state (running, or the wait event) over the run.
  const dbBusy = Object.fromEntries([...waits].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round((v / Math.max(samples, 1)) * 10) / 10]));
  return { ...result, cpuPercent: { ...cpuPercent, machine }, cpuMsPerRequest, dbBusy };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
