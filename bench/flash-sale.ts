// `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/flash-sale.ts` (after
// `npx turbo run build --filter=@diy/server`): a star's tour going on sale. Every channel books one ticket each on one
// ticket type at once (POST /api/integrations/bookings through the built server, the demo channel's key) until it sells
// out, at 16 and at 64 connections, each on a ticket type of its own with BENCH_FLASH_TICKETS seats (10,000). Beside
// it, in the same run, pgbench updating one hot row at the same number of clients: the floor a sale that takes one
// inventory row per booking cannot pass. Reports bookings a second until sold out, their p50/p99, the CPU per booking
// in the server and in PostgreSQL, the rows written per booking by table, and, from a short run with statement logging,
// the statements per booking and how long the inventory row stays locked (from its UPDATE to COMMIT, or the batch
// statement's own duration for batched channel bookings, services/bookings/batched.ts). Then recounts:
// nothing oversold, the inventory, the report sums and the bookings agree. Figures for the notes, never assertions.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY } from '@diy/domain';
import { startBuiltServer } from './built-server';
import { withCpu } from './cpu';
import { closedLoop } from './load';

const PORT = Number(process.env.BENCH_FLASH_PORT ?? 4480);
const TICKETS = Number(process.env.BENCH_FLASH_TICKETS ?? 10_000);
const LEVELS = [16, 64];
const PRICE = 99_900;
/** The server's log, with the default prefix '%m [%p] %q%u@%d ' (time, pid, user@database). */
const PG_LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (PostgreSQL)');

const name = process.env.BENCH_FLASH_DB ?? 'diy_flash_bench';
const urlOf = (db: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${db}`;
  return u.toString();
};
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
for (const db of [name, `${name}_pgbench`]) {
  await admin.query(`drop database if exists "${db}" with (force)`);
  await admin.query(`create database "${db}"`);
}
const url = urlOf(name);
const pgu = new URL(adminUrl);
const pgArgs = ['-h', pgu.hostname, '-p', pgu.port || '5432', '-U', decodeURIComponent(pgu.username || 'postgres')];

/** pgbench: `clients` clients updating one row (a ticket type's sold count stands in for it), for `seconds`. */
function hotRowTps(clients: number, seconds: number): number {
  const db = `${name}_pgbench`;
  execFileSync('psql', [urlOf(db), '-qAt', '-c', 'create table if not exists hot (id int primary key, sold int not null); insert into hot values (1, 0) on conflict do nothing'], { stdio: 'ignore' });
  const script = join(mkdtempSync(join(tmpdir(), 'diy-flash-')), 'hot.sql');
  writeFileSync(script, 'UPDATE hot SET sold = sold + 1 WHERE id = 1;\n');
  const out = execFileSync('pgbench', ['-n', ...pgArgs, '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, db], { encoding: 'utf8' });
  return Math.round(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0));
}

const server = await startBuiltServer({ port: PORT, databaseUrl: url, env: { JOBS_POLL_MS: '0' } });
const db = new pg.Client({ connectionString: url });
db.on('error', () => undefined);
await db.connect();
try {
  const { rows: [show] } = await db.query<{ event_code: string; session_id: string }>(`
    select e.event_code, s.id as session_id from events e join event_sessions s on s.event_id = e.id
    where e.status = 'active' and s.active and s.cancelled_at is null and s.show_time > now() + interval '1 day'
    order by s.show_time limit 1`);
  if (!show) throw new Error('no demo show on sale');
  const body = (code: string, n: number) =>
    JSON.stringify({ channelBookingId: `FLASH-${code}-${n}`, eventCode: show.event_code, sessionId: show.session_id, tickets: [{ ticketTypeCode: code, quantity: 1, pricePaise: PRICE }], buyer: { name: `Fan ${n}` } });
  const request = (code: string) => (n: number) => {
    const text = body(code, n);
    return `POST /api/integrations/bookings HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\nx-app-code: DIY\r\n${CHANNEL_KEY_HEADER}: ${DEMO_CHANNEL_KEY}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`;
  };
  const addType = (code: string, seats: number) =>
    db.query(`insert into ticket_types (session_id, code, name, inventory, sold, price_paise) values ($1, $2, $3, $4, 0, $5)`, [show.session_id, code, `Flash ${code}`, seats, PRICE]);
  const tableWrites = async () => {
    const { rows } = await db.query<{ relname: string; w: string }>(`select relname, (n_tup_ins + n_tup_upd + n_tup_del)::text as w from pg_stat_user_tables`);
    return new Map(rows.map((r) => [r.relname, Number(r.w)]));
  };

  // Warm-up: connections, plans, caches.
  await addType('WARM', 2_000);
  await closedLoop({ host: '127.0.0.1', port: PORT, connections: 16, durationMs: 2_000, request: request('WARM') });

  const results = [];
  for (const connections of LEVELS) {
    const code = `FLASH${connections}`;
    await addType(code, TICKETS);
    let booked = 0;
    let refused = 0;
    const okMs: number[] = [];
    let lastOkAt = 0;
    const startedAt = performance.now();
    await db.query('select pg_stat_clear_snapshot()');
    const before = await tableWrites();
    const run = await withCpu(server.pid ?? 0, name, () =>
      closedLoop({
        host: '127.0.0.1',
        port: PORT,
        connections,
        durationMs: 300_000,
        request: request(code),
        stop: () => booked >= TICKETS,
        onAnswer: (status, ms) => {
          if (status === 201 || status === 200) {
            booked += 1;
            okMs.push(ms);
            lastOkAt = performance.now();
          } else refused += 1;
        },
      }),
    );
    const seconds = (lastOkAt - startedAt) / 1000;
    await new Promise((r) => setTimeout(r, 700)); // the statistics collector's next report
    await db.query('select pg_stat_clear_snapshot()');
    const after = await tableWrites();
    const writes: Record<string, number> = {};
    for (const [table, n] of after) {
      const d = n - (before.get(table) ?? 0);
      if (d > 0) writes[table] = +(d / Math.max(1, booked)).toFixed(2);
    }
    okMs.sort((a, b) => a - b);
    const at = (q: number) => +(okMs[Math.min(okMs.length - 1, Math.floor(q * okMs.length))] ?? 0).toFixed(1);
    results.push({
      connections,
      booked,
      refusedAfterSoldOut: refused,
      bookingsPerSecond: Math.round(booked / seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      cpuPerBookingMs: { server: +((run.server * 1000) / booked).toFixed(2), postgres: +((run.postgres * 1000) / booked).toFixed(2) },
      machineIdlePercent: run.idlePercent,
      rowsWrittenPerBooking: writes,
      pgbenchHotRowTps: hotRowTps(connections, 8),
    });
  }

  // A short run with every statement of the bench database logged: statements per booking, and the inventory lock's
  // hold time (from the ticket type's UPDATE to COMMIT on the same backend).
  let statements: Record<string, number> | string = 'PostgreSQL log not readable here';
  try {
    const from = statSync(PG_LOG).size;
    await admin.query(`alter database "${name}" set log_min_duration_statement = 0`);
    // The server's pooled connections were opened before the setting: end them, and the pool opens new ones that take it.
    const own = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2`, [name, own]);
    await addType('LOGGED', 200);
    let booked = 0;
    await closedLoop({ host: '127.0.0.1', port: PORT, connections: 4, durationMs: 20_000, request: request('LOGGED'), stop: () => booked >= 100, onAnswer: (s) => {
        if (s < 300) booked += 1;
      },
    });
    await admin.query(`alter database "${name}" reset log_min_duration_statement`);
    const lines = readFileSync(PG_LOG, 'utf8').slice(from).split('\n').filter((l) => l.includes(`@${name} `) && / duration: [\d.]+ ms\s+(statement|execute [^:]*):/.test(l));
    // (Each extended-protocol statement logs parse, bind and execute: one round trip, counted by its execute.)
    const inventoryAt = new Map<string, number>();
    const holds: number[] = [];
    let batchStatements = 0;
    for (const line of lines) {
      const m = /^(\S+ \S+) \S+ \[(\d+)\].*duration: ([\d.]+) ms\s+(?:statement|execute [^:]*):\s*(.*)$/.exec(line);
      if (!m) continue;
      const [, stamp, pid, duration, text] = m as unknown as [string, string, string, string, string];
      const t = Date.parse(stamp.replace(' ', 'T'));
      // A batch of channel bookings is one statement committed on its own: it holds the row while it runs.
      if (/execute diy_book_batch/.test(line)) {
        holds.push(Number(duration));
        batchStatements += 1;
      }
      if (/^update "ticket_types"/i.test(text)) inventoryAt.set(pid, t);
      if (/^commit/i.test(text) && inventoryAt.has(pid)) {
        holds.push(t - (inventoryAt.get(pid) ?? t));
        inventoryAt.delete(pid);
      }
    }
    holds.sort((a, b) => a - b);
    statements = {
      bookings: booked,
      statementsPerBooking: +(lines.length / Math.max(1, booked)).toFixed(1),
      batchStatements,
      inventoryLockHeldMsMedian: holds[Math.floor(holds.length / 2)] ?? 0,
      inventoryLockHeldMsP90: holds[Math.floor(holds.length * 0.9)] ?? 0,
    };
  } catch (err) {
    statements = `statement log not read: ${(err as Error).message}`;
  }

  // Recount: nothing oversold, and every counter agrees with the tickets.
  const { rows: recount } = await db.query(`
    select tt.code, tt.inventory, tt.sold,
      (select count(*) from tickets t where t.ticket_type_id = tt.id and t.state <> 'cancelled')::int as tickets,
      (select count(*) from bookings b join tickets t on t.booking_id = b.id where t.ticket_type_id = tt.id and b.status = 'CONFIRMED')::int as booked_tickets,
      (select r.sold from report_ticket_type_sums r where r.ticket_type_id = tt.id)::int as report_sold,
      (select r.price_paise from report_ticket_type_sums r where r.ticket_type_id = tt.id)::bigint::text as report_price_paise,
      (select coalesce(sum(t.price_paise), 0) from tickets t where t.ticket_type_id = tt.id and t.state <> 'cancelled')::bigint::text as tickets_price_paise,
      (select sum(g.sold) from report_money_groups g where g.ticket_type_id = tt.id)::int as money_groups_sold
    from ticket_types tt where tt.code like 'FLASH%' or tt.code = 'LOGGED' order by tt.code`);
  console.log(JSON.stringify({ tickets: TICKETS, load: (await import('node:os')).loadavg().map((x) => +x.toFixed(2)), results, statements, recount }, null, 2));
} catch (err) {
  console.error('bench failed:', err);
  process.exitCode = 1;
} finally {
  await db.end();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (!process.env.BENCH_KEEP_DB) for (const d of [name, `${name}_pgbench`]) await admin.query(`drop database if exists "${d}" with (force)`);
  await admin.end();
}
