// `npx tsx bench/seed-and-schedule.ts`: two write paths the server tests once timed in their assertions, measured here
// instead (figures for the notes, never assertions):
//   seed again     runSeed on a database that already holds it (masters, the artist directory, venues and demo data
//                  upserted; masters.test.ts asserted under 10 s)
//   year of shows  PUT /api/manage/event/{draftId}/schedule with a daily recurrence of 366 shows, through the real app
//                  (buildApp + inject; schedule.test.ts asserted under 15 s)
// On PGlite in memory, and on PostgreSQL too when BENCH_DATABASE_URL names a server (a scratch database is created
// there and dropped). Prints one JSON line per engine and saves them under bench/results/.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { events, users } from '../apps/server/src/db/schema';
import { runSeed } from '../apps/server/src/seed';

const root = resolve(import.meta.dirname, '..');
const SHOWS = 366;
const seconds = (from: number) => +((performance.now() - from) / 1000).toFixed(2);

async function scratchPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `diy_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

async function measure(engine: 'pglite' | 'postgres', database: Database) {
  await runMigrations(database);
  let t = performance.now();
  await runSeed(database.db, new Date());
  const firstSeed = seconds(t);
  t = performance.now();
  await runSeed(database.db, new Date());
  const secondSeed = seconds(t);

  const app = await buildApp({ config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [] }, db: database, logger: false, jobsPollMs: 0 });
  await app.ready();
  try {
    const headers = { [APP_CODE_HEADER]: APP_CODE };
    const login = await app.inject({ method: 'POST', url: '/api/auth/token', headers, payload: { username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
    const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
    // A fresh draft of the demo organiser, straight in the table (as the schedule tests make theirs).
    const [user] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.organiser.email));
    const draftId = `DFT-B-${randomBytes(4).toString('hex').toUpperCase()}`;
    await database.db.insert(events).values({ draftId, organiserId: user!.organiserId!, status: 'draft', title: 'Bench: a year of shows', category: [{ code: 'CONCERTS', name: 'Concerts' }], sections: {} });
    // Daily from tomorrow (IST) at 8 PM.
    const tomorrow = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const start = new Date(`${tomorrow}T20:00:00+05:30`).toISOString();
    const venueInfo = [{
      venueCode: 'CHN-001',
      sessionInfo: [{ sessionId: '0', showTime: start, ticketInfo: [{ ticketTypeName: 'Season Pass', totalInventory: 40, price: 49_900 }] }],
      recurringInfo: { [start]: { code: 'DAY', value: 'Every Day', noOfTimes: SHOWS, showTime: start } },
    }];
    t = performance.now();
    const saved = await app.inject({ method: 'PUT', url: `/api/manage/event/${draftId}/schedule`, headers: { ...headers, authorization: `Bearer ${token}` }, payload: { venueInfo } });
    const yearOfShows = seconds(t);
    if (saved.statusCode !== 200) throw new Error(`schedule: ${saved.statusCode} ${saved.body}`);
    const shows = (saved.json() as { data: { venueInfo: { sessionInfo: unknown[] }[] } }).data.venueInfo[0]?.sessionInfo.length;
    if (shows !== SHOWS) throw new Error(`schedule saved ${shows} shows, not ${SHOWS}`);
    return { engine, firstSeedSeconds: firstSeed, secondSeedSeconds: secondSeed, yearOfShowsSeconds: yearOfShows, shows };
  } finally {
    await app.close();
  }
}

const results = [];
const pglite = await openDatabase({ pgliteDir: 'memory://' });
try {
  results.push(await measure('pglite', pglite));
} finally {
  await pglite.close();
}
console.log(JSON.stringify(results.at(-1)));
if (process.env.BENCH_DATABASE_URL) {
  const scratch = await scratchPostgres(process.env.BENCH_DATABASE_URL);
  const postgres = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  try {
    results.push(await measure('postgres', postgres));
  } finally {
    await postgres.close();
    await scratch.drop();
  }
  console.log(JSON.stringify(results.at(-1)));
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results', `seed-and-schedule-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), `${JSON.stringify(results, null, 2)}\n`);
