import { APP_CODE, APP_CODE_HEADER, BOX_OFFICE_PATHS, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { runMigrations } from '../src/db/migrate';
import { runSeed } from '../src/seed';
import { users } from '../src/db/schema';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { rowsOf } from '../src/services/ids';
import { raceCounters } from '../src/services/bookings/race-counters';
import { hashPassword } from '../src/services/password';
import { writeSecrets } from '../src/services/staff/user-secrets';
import { openShift, saleBody } from './box-office-helpers';
import { CONCURRENCY_POOL, createTestDatabase, describeOnPostgres, login, type TestDatabase } from './helpers';
import { bookingFor, onSaleSession, type DemoSession } from './scan-helpers';
import { CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY } from '@diy/domain';

const DEVICES = 20;
const LAST_SEATS = 10;
const CHANNEL_BURST = 20;

/**
 * The door never oversells (issue 30): 20 box-office devices (each its own seller and shift) and a sales channel's
 * burst, all at once over real HTTP on PostgreSQL, on a ticket type with 10 seats left: exactly 10 are sold, whoever
 * wins them, and the ticket type's sold count equals the confirmed tickets.
 */
describeOnPostgres('box office against a channel burst on the last seats (PostgreSQL)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let base = '';
  let session: DemoSession;
  const sellers: { token: string; shiftId: string }[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', CONCURRENCY_POOL);
    await runMigrations(testDb.database);
    await runSeed(testDb.database.db, new Date(), { bookings: false });
    app = await buildApp({ config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [] }, db: testDb.database, logger: false, jobsPollMs: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    session = await onSaleSession(app, SCAN_DEMO_EVENTS.main);
    const db = testDb.database.db;
    const [org] = rowsOf<{ id: string }>(await db.execute(sql`select id from organisers where code = 'ORG-MLE'`));
    const hash = await hashPassword(DEMO_PASSWORD);
    for (let i = 0; i < DEVICES; i += 1) {
      const email = `door${i}@mle.example.in`;
      const [u] = await db
        .insert(users)
        .values({ email, mobile: `98111${String(30000 + i)}`, name: `Door ${i}`, roles: ['scanner'], organiserId: org!.id, passwordHash: hash })
        .returning({ id: users.id });
      await db.transaction((tx) => writeSecrets(tx, u!.id, { organiserId: org!.id, contract: true, groups: ['DIY_SCANNER', 'DIY_BOX_OFFICE'], previousOrganiserIds: [] }, new Date()));
      const token = await login(app, email, DEMO_PASSWORD);
      sellers.push({ token, shiftId: (await openShift(app, token, session.sessionId, 0)).id });
    }
    // Leave exactly 10 GOLD seats.
    await db.execute(sql`update ticket_types set inventory = sold + ${LAST_SEATS} where session_id = ${session.sessionId}::uuid and code = 'GOLD'`);
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it(`sells exactly ${LAST_SEATS} of the last ${LAST_SEATS} seats to ${DEVICES} devices and a channel at once`, async () => {
    const gold = session.ticketTypes.find((t) => t.code === 'GOLD')!.pricePaise;
    const racesBefore = raceCounters.bookingSoldOut;
    const headers = (token?: string) => ({ [APP_CODE_HEADER]: APP_CODE, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
    const door = sellers.map(async (s) => {
      const res = await fetch(`${base}${BOX_OFFICE_PATHS.sales(s.shiftId)}`, {
        method: 'POST',
        headers: headers(s.token),
        body: JSON.stringify(saleBody('GOLD', 1, gold, { method: 'CARD', reference: 'POS-1' })),
      });
      return res.status;
    });
    const channel = Array.from({ length: CHANNEL_BURST }, async (_, i) => {
      const res = await fetch(`${base}/integrations/bookings`, {
        method: 'POST',
        headers: { ...headers(), [CHANNEL_KEY_HEADER]: DEMO_CHANNEL_KEY },
        body: JSON.stringify(bookingFor(session, `BURST-${i}`, 1, 'GOLD')),
      });
      return res.status;
    });
    const doorStatuses = await Promise.all(door);
    const channelStatuses = await Promise.all(channel);
    const won = [...doorStatuses, ...channelStatuses].filter((s) => s === 201 || s === 200).length;
    expect([...doorStatuses, ...channelStatuses].every((s) => [200, 201, 409].includes(s))).toBe(true);
    expect(won).toBe(LAST_SEATS);
    const [row] = rowsOf<{ sold: number; inventory: number; confirmed: number }>(
      await testDb.database.db.execute(sql`
        select tt.sold, tt.inventory, (select count(*)::int from tickets t where t.ticket_type_id = tt.id and t.state <> 'cancelled') as confirmed
        from ticket_types tt where tt.session_id = ${session.sessionId}::uuid and tt.code = 'GOLD'`),
    );
    expect(row!.sold).toBe(row!.inventory);
    expect(row!.confirmed).toBe(row!.sold);
    const [sales] = rowsOf<{ n: number }>(await testDb.database.db.execute(sql`select count(*)::int as n from box_office_sales`));
    expect(sales!.n).toBe(doorStatuses.filter((s) => s === 201).length);
    // Reported, not asserted: how often a conditional update lost the race it settles.
    console.info(`box office: door won ${sales!.n}, channel won ${LAST_SEATS - sales!.n}, lost races ${raceCounters.bookingSoldOut - racesBefore}`);
  });
});
