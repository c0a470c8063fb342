import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD, SCAN_ERROR_CODES, SCAN_MESSAGES, type ScanResult } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { runMigrations } from '../src/db/migrate';
import { salesChannels, scanAttempts, tickets } from '../src/db/schema';
import { runSeed } from '../src/seed';
import { DEMO_CHANNEL_NAME, SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { CONCURRENCY_POOL, createTestDatabase, describeOnPostgres, login, type TestDatabase } from './helpers';
import { bookingFor, type DemoSession, onSaleSession } from './scan-helpers';

const DEVICES = 50;
const TICKETS = 200;
const PROCESSES = 2;

/**
 * Exactly once under real concurrency: the real HTTP server on PostgreSQL with a pool of 50 connections, twice over
 * (two app instances on one database, as two processes behind a load balancer: each batches its own calls, so only
 * the database's conditional write keeps the other's scans out), 50 devices each trying to admit (then let out) every
 * one of 200 tickets at the same time, half of them through each instance.
 */
// PostgreSQL only (PGlite has one connection): skipped without TEST_DATABASE_URL.

describeOnPostgres('exactly-once scanning under concurrency (PostgreSQL)', () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  let token = '';
  let session: DemoSession;
  let barcodes: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', CONCURRENCY_POOL);
    await runMigrations(testDb.database);
    await runSeed(testDb.database.db);
    for (let i = 0; i < PROCESSES; i += 1) {
      const app = await buildApp({ config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [] }, db: testDb.database, logger: false, countsCacheMs: 200 });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      apps.push(app);
      bases.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`);
    }
    const app = apps[0]!;
    token = await login(app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    session = await onSaleSession(app, SCAN_DEMO_EVENTS.main);
    const [channel] = await testDb.database.db.select().from(salesChannels).where(eq(salesChannels.name, DEMO_CHANNEL_NAME));
    const inputs = Array.from({ length: TICKETS / 4 }, (_, i) => bookingFor(session, `RACE-${i}`, 4, 'GOLD'));
    const answers = await app.services.bookings.bookMany(channel!.id, inputs);
    barcodes = answers.flatMap((a) => a.tickets.map((t) => t.barcode));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb?.drop();
  });

  async function storm(exit: boolean): Promise<{ byBarcode: Map<string, ScanResult[]>; failures: number }> {
    const byBarcode = new Map<string, ScanResult[]>(barcodes.map((b) => [b, []]));
    let failures = 0;
    const device = async (d: number) => {
      // Half the devices go forwards, half backwards: every ticket meets many devices at once.
      const order = d % 2 === 0 ? barcodes : [...barcodes].reverse();
      for (const barcode of order) {
        // Devices of both directions on every instance, so the instances meet on every ticket.
        const res = await fetch(`${bases[Math.floor(d / 2) % PROCESSES]}/scan/consume?sessionId=${session.sessionId}&eventCode=${session.eventCode}`, {
          method: 'PUT',
          headers: {
            [APP_CODE_HEADER]: APP_CODE,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'x-device-id': `device-${d}`,
            'idempotency-key': `${exit ? 'x' : 'e'}-${d}-${barcode}`,
            latitude: 'na',
            longitude: 'na',
            gpsaccuracy: 'na',
          },
          body: JSON.stringify({ eventCode: session.eventCode, venueCode: session.venueCode, sessionId: session.sessionId, barcodes: [barcode], exitScan: exit }),
        });
        if (res.status !== 200) {
          failures += 1;
          continue;
        }
        const body = (await res.json()) as { data: { results: ScanResult[] } };
        for (const r of body.data.results) byBarcode.get(r.barcode)?.push(r);
      }
    };
    await Promise.all(Array.from({ length: DEVICES }, (_, d) => device(d)));
    return { byBarcode, failures };
  }

  async function check(exit: boolean) {
    const started = Date.now();
    const { byBarcode, failures } = await storm(exit);
    const seconds = (Date.now() - started) / 1000;
    const refusal = exit
      ? { code: SCAN_ERROR_CODES.alreadyScannedOut, message: SCAN_MESSAGES.alreadyScannedOut }
      : { code: SCAN_ERROR_CODES.alreadyScanned, message: SCAN_MESSAGES.alreadyScanned };
    let admitted = 0;
    let refused = 0;
    const wrong: string[] = [];
    for (const [barcode, results] of byBarcode) {
      const ok = results.filter((r) => r.success).length;
      admitted += ok;
      if (ok !== 1) wrong.push(`${barcode}: ${ok} admissions`);
      for (const r of results.filter((x) => !x.success)) {
        refused += 1;
        if (r.code !== refusal.code || r.message !== refusal.message) wrong.push(`${barcode}: ${r.code}`);
      }
    }
    console.log(`${exit ? 'exit' : 'entry'}: ${DEVICES * TICKETS} scans in ${seconds.toFixed(1)} s, ${admitted} admitted, ${refused} refused, ${failures} non-200, ${wrong.length} wrong`);
    expect(failures).toBe(0);
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(admitted).toBe(TICKETS);
    expect(refused).toBe(TICKETS * (DEVICES - 1));
    const { db } = testDb.database;
    const states = await db.select({ state: tickets.state, n: count() }).from(tickets).where(inArray(tickets.barcode, barcodes)).groupBy(tickets.state);
    expect(states).toEqual([{ state: exit ? 'exited' : 'entered', n: TICKETS }]);
    const logged = await db
      .select({ ok: sql<number>`(count(*) filter (where ${scanAttempts.outcome} = 'OK'))::int`, all: sql<number>`count(*)::int` })
      .from(scanAttempts)
      .where(sql`${scanAttempts.barcode} in (${sql.join(barcodes.map((b) => sql`${b}`), sql`, `)}) and ${scanAttempts.action} = ${exit ? 'exit' : 'entry'}`);
    expect(logged[0]).toEqual({ ok: TICKETS, all: TICKETS * DEVICES });
  }

  it('admits every ticket exactly once; everyone else hears "Oops! Ticket already scanned"', async () => {
    await check(false);
  }, 120_000);

  it('lets every ticket out exactly once; everyone else hears "Ticket already scanned out."', async () => {
    await check(true);
  }, 120_000);
});
