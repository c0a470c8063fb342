// The cluster test (a stage of `npm test`): the built server as three processes on one PostgreSQL database and Redis,
// behind HAProxy, driven over real HTTP with mixed load; one process is killed with SIGKILL mid-load and restarted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, HOUSEKEEPING_TASKS, LIVE_STREAMS_PER_USER, MAIL_LIMITS } from '@diy/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionProblems, bookingProblems, jobProblems, jobsSettled, liveProblems } from './checks';
import { call, LiveClient } from './client';
import { Cluster } from './cluster';
import { type LoadTarget, MixedLoad, prepareTarget } from './load';
import { createDatabase, dropDatabase, ensureHaproxy, ensurePostgres, ensureRedis } from './services';

const base = Number(process.env.CLUSTER_PORT_BASE ?? 4250);
const run = Date.now().toString(36).toUpperCase();
const database = `diy_cluster_test_${run.toLowerCase()}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The processes' own output, shown when a test fails (they log warnings and errors only). */
const output: string[] = [];

let cluster: Cluster;
let db: pg.Pool;
let target: LoadTarget;
const clients: LiveClient[] = [];

beforeAll(async () => {
  const haproxyPath = ensureHaproxy();
  await ensurePostgres();
  const redisUrl = await ensureRedis();
  const databaseUrl = createDatabase(database);
  cluster = await Cluster.start({
    base,
    processes: 3,
    databaseUrl,
    redisUrl,
    dataDir: mkdtempSync(join(tmpdir(), 'diy-cluster-')),
    haproxyPath,
    output: (name, line, stream) => {
      if (stream === 'stderr' || line.startsWith('{')) output.push(`[${name}] ${line}`);
    },
  });
  db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  target = await prepareTarget(cluster.apiUrl, db);
  // Live clients through the balancer until every process holds at least one (leastconn spreads them).
  while (new Set(clients.map((c) => c.servedBy)).size < cluster.names.length && clients.length < LIVE_STREAMS_PER_USER - 2) {
    const c = new LiveClient(`${cluster.apiUrl}/live/organiser`, target.organiserToken);
    clients.push(c);
    await c.ready();
  }
});

afterAll(async () => {
  for (const c of clients) c.close();
  await cluster?.stop();
  await db?.end();
  dropDatabase(database);
  if (output.length > 0) console.log(`The processes said:\n${output.slice(-40).join('\n')}`);
});

describe('three API processes behind HAProxy', () => {
  it('serves the API and the three apps through the balancer, from every process', async () => {
    const servedBy = new Set<string | null>();
    for (let i = 0; i < 6; i += 1) servedBy.add((await call(`${cluster.apiUrl}/health`)).servedBy);
    expect([...servedBy].sort()).toEqual(cluster.names);
    for (const app of ['organiser', 'scanner', 'admin'] as const) {
      const page = await fetch(`${cluster.url(app)}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    }
    expect(new Set(clients.map((c) => c.servedBy)).size).toBe(3);
  });

  it('shares login limits between the processes (Redis)', async () => {
    const username = `cluster-${run.toLowerCase()}@example.in`;
    // An address of this run's own (HAProxy appends the real one, loopback, which the processes trust as a proxy): the
    // address's failures per 15 minutes are counted in Redis too, across runs.
    const address = `198.51.100.${1 + (Date.now() % 250)}`;
    const login = () =>
      call(`${cluster.apiUrl}/auth/token`, { method: 'POST', headers: { 'x-forwarded-for': address }, body: { username, password: `${DEMO_PASSWORD}x` } });
    const failures = [];
    for (let i = 0; i < 5; i += 1) failures.push(await login());
    expect(failures.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    // Spread over the processes: alone, none of them has seen five failures.
    expect(new Set(failures.map((a) => a.servedBy)).size).toBeGreaterThan(1);
    const sixth = await login();
    expect(sixth.status).toBe(429);
  });

  it('survives SIGKILL of one process mid-load: nothing acknowledged lost or doubled, every live client sees every change, jobs run once', async () => {
    const since = new Date(Date.now() - 1000);
    const load = new MixedLoad(target, run);
    load.start({ bookers: 4, onlineScanners: 2, offlineScanners: 1, reporters: 1 });
    await sleep(5000);
    const victim = 'api2';
    const answeredBefore = load.log.answers.filter((a) => a.servedBy === victim).length;
    await cluster.kill(victim, 'SIGKILL');
    const killedAt = Date.now();
    await cluster.waitForState(victim, 'DOWN');
    const downAt = Date.now();
    await sleep(3000);
    const restartAt = Date.now();
    await cluster.startProcess(victim);
    await cluster.waitForState(victim, 'UP');
    const upAt = Date.now();
    await sleep(4000);
    await load.stop();
    // Mail requests until each kind is refused: the limits are counted for the three processes together.
    await load.mailUntilRefused({ report: MAIL_LIMITS.report.perUser, offer: MAIL_LIMITS.offerTransactions.perUser });
    const log = load.log;
    console.log(
      JSON.stringify({
        bookings: log.bookings.length,
        admitted: log.admitted.size,
        mails: log.mailsAccepted,
        mailsRefused: log.mailsRefused,
        downloads: log.downloads,
        answers: log.answers.length,
        retried: log.answers.filter((a) => a.tries > 1).length,
        offerRefusals: log.offerRefusals,
        soldOut: log.soldOut,
        servedBy: Object.fromEntries(cluster.names.map((n) => [n, log.answers.filter((a) => a.servedBy === n).length])),
        downAfterMs: downAt - killedAt,
        rejoinedAfterMs: upAt - restartAt,
      }),
    );

    expect(log.failures).toEqual([]);
    expect(answeredBefore).toBeGreaterThan(0);
    // The balancer stopped sending to the dead process once its checks failed, and sends to it again once it is back.
    expect(log.answers.filter((a) => a.servedBy === victim && a.at > downAt && a.at < restartAt)).toEqual([]);
    expect(log.answers.filter((a) => a.servedBy === victim && a.at > upAt).length).toBeGreaterThan(0);
    expect(log.bookings.length).toBeGreaterThan(20);
    expect(log.admitted.size).toBeGreaterThan(20);
    expect(log.downloads).toBeGreaterThan(0);
    expect(log.mailsAccepted.report + log.mailsAccepted.offer).toBeGreaterThan(0);
    // The mail limits count in Redis too: one user's requests over three processes get one budget, not three.
    expect(log.mailsRefused.report).toBeGreaterThan(0);
    expect(log.mailsRefused.offer).toBeGreaterThan(0);
    expect(log.mailsAccepted).toEqual({ report: MAIL_LIMITS.report.perUser, offer: MAIL_LIMITS.offerTransactions.perUser });

    expect(await bookingProblems(db, log, run, target.eventCode)).toEqual([]);
    expect(await admissionProblems(db, log)).toEqual([]);
    await jobsSettled(db, since);
    expect(await jobProblems(db, log, since)).toEqual([]);
    // The clients of the dead process reconnected elsewhere with Last-Event-ID; give the last notifications a moment.
    await sleep(1500);
    const moved = clients.filter((c) => c.connections.includes(victim) && c.connections.length > 1);
    expect(moved.length).toBeGreaterThan(0);
    const changes = log.bookings.length + 1;
    expect(liveProblems(clients, target.sessionId, changes)).toEqual([]);
    checked = { log, since };
  });

  let checked: { log: MixedLoad['log']; since: Date } | null = null;

  it('the recounts catch a doubled job, a doubled housekeeping run, a doubled admission and a lost booking', async () => {
    if (!checked) throw new Error('the load test did not finish');
    const { log, since } = checked;
    // A job that ran twice mails twice.
    const { rows } = await db.query<{ id: string }>(
      `insert into outbox_messages (channel, "to", subject, body, created_at)
       select channel, "to", subject, body, now() from outbox_messages where subject like 'Sales report: %' and created_at >= $1 limit 1 returning id`,
      [since],
    );
    try {
      expect(await jobProblems(db, log, since)).toEqual([expect.stringMatching(/report mails accepted, \d+ sent/)]);
    } finally {
      await db.query('delete from outbox_messages where id = $1', [rows[0]?.id]);
    }
    // A housekeeping run enqueued twice (two processes starting at once, each adding the next run).
    const task = HOUSEKEEPING_TASKS[0];
    await db.query(`insert into scheduled_jobs (kind, dedupe_key, run_at) values ($1, 'cluster-doubled', now() + interval '1 day')`, [`housekeeping.${task}`]);
    try {
      expect(await jobProblems(db, log, since)).toEqual([`housekeeping ${task} has 2 next runs pending`]);
    } finally {
      await db.query(`delete from scheduled_jobs where dedupe_key = 'cluster-doubled'`);
    }
    // An admission stored twice.
    const barcode = [...log.admitted][0];
    const dup = await db.query<{ id: string }>(
      `insert into scan_attempts (ticket_id, barcode, session_id, device_id, action, outcome, at)
       select a.ticket_id, a.barcode, a.session_id, 'doubled', a.action, a.outcome, a.at from scan_attempts a join tickets t on t.id = a.ticket_id
       where t.barcode = $1 and a.outcome = 'OK' limit 1 returning id`,
      [barcode],
    );
    try {
      expect(await admissionProblems(db, log)).toEqual([`admitted ${barcode} has 2 entries logged`]);
    } finally {
      await db.query('delete from scan_attempts where id = $1', [dup.rows[0]?.id]);
    }
    // An acknowledged booking that is not stored.
    const lost = log.bookings[0]?.channelBookingId ?? '';
    await db.query(`update bookings set channel_booking_id = 'LOST-' || channel_booking_id where channel_booking_id = $1`, [lost]);
    try {
      expect(await bookingProblems(db, log, run, target.eventCode)).toContain(`booking ${lost} was acknowledged (${log.bookings[0]?.bookingId}) but is not stored`);
    } finally {
      await db.query(`update bookings set channel_booking_id = $1 where channel_booking_id = 'LOST-' || $1`, [lost]);
    }
    expect(await bookingProblems(db, log, run, target.eventCode)).toEqual([]);
  });
});
