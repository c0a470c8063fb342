import { DEMO_ACCOUNTS, DEMO_PASSWORD, ERROR_CODES } from '@diy/domain';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { events, eventSessions, masterCategories, masterVenues, organisers, salesChannels, ticketTypeNames, ticketTypes, users } from '../src/db/schema';
import { demoDataPresent, runSeed, seedDemo, seedOnStart } from '../src/seed';
import { DEMO_USERS, SECOND_GATE_ACCOUNT, SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { pushBooking } from './scan-helpers';

const PRODUCTION = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' });

describeEngines('the demo seed over data users changed on %s', (engine) => {
  const ctx = useTestApp(engine);

  it('seeds again after demo users changed their e-mail and mobile, and leaves their edits as they made them', async () => {
    const { db } = ctx.database;
    // organiser2 changes their e-mail through the API (the finding's request).
    const token = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
    const changed = await api(ctx.app, {
      method: 'POST',
      url: `/api/v1/update-profile/${SECOND_ORGANISER_ACCOUNT.mobile}`,
      token,
      payload: { name: 'Naveen G', email: 'naveen@bengalurubeats.in' },
    });
    expect(changed.statusCode).toBe(200);
    // gate2's mobile number changed; the second organiser was renamed; a demo event was retitled.
    await db.update(users).set({ mobile: '9123456780' }).where(eq(users.email, SECOND_GATE_ACCOUNT.email));
    await db.update(organisers).set({ name: 'Bengaluru Beats Live LLP' }).where(eq(organisers.code, 'ORG-BBL'));
    await db.update(events).set({ title: 'Renamed by its organiser' }).where(eq(events.draftId, 'DFT00020001'));
    const [before] = await db.select({ n: count() }).from(users);

    await expect(runSeed(db, ctx.clock.now())).resolves.toBeDefined();
    await expect(runSeed(db, ctx.clock.now())).resolves.toBeDefined();

    const [after] = await db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
    const [organiser2] = await db.select().from(users).where(eq(users.mobile, SECOND_ORGANISER_ACCOUNT.mobile));
    expect(organiser2).toMatchObject({ email: 'naveen@bengalurubeats.in', name: 'Naveen G' });
    const [gate2] = await db.select().from(users).where(eq(users.email, SECOND_GATE_ACCOUNT.email));
    expect(gate2?.mobile).toBe('9123456780');
    const [org] = await db.select().from(organisers).where(eq(organisers.code, 'ORG-BBL'));
    expect(org?.name).toBe('Bengaluru Beats Live LLP');
    const [event] = await db.select().from(events).where(eq(events.draftId, 'DFT00020001'));
    expect(event?.title).toBe('Renamed by its organiser');
    // The user logs in with what they chose.
    await expect(login(ctx.app, 'naveen@bengalurubeats.in', DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('seeds the next day around a closed event and a session with ticket types of the organiser\'s own', async () => {
    const { db } = ctx.database;
    // The second organiser stops selling their demo event; the first adds a show with a ticket type of their own.
    await db.update(events).set({ status: 'closed' }).where(eq(events.eventCode, SCAN_DEMO_EVENTS.second));
    const [main] = await db.select().from(events).where(eq(events.eventCode, SCAN_DEMO_EVENTS.main));
    const nextDay = new Date(ctx.clock.now().getTime() + 86_400_000);
    const [own] = await db
      .insert(eventSessions)
      .values({ eventId: main!.id, venueCode: 'NCPA', venueName: 'NCPA Tata Theatre, Nariman Point', showTime: new Date(nextDay.getTime() + 3 * 86_400_000), active: true })
      .returning();
    await db.insert(ticketTypes).values({ sessionId: own!.id, code: 'GOLD', name: 'Gold Circle', inventory: 5, pricePaise: 500_00 });

    await expect(runSeed(db, nextDay)).resolves.toBeDefined();

    const types = await db.select().from(ticketTypes).where(eq(ticketTypes.sessionId, own!.id));
    expect(types).toEqual([expect.objectContaining({ code: 'GOLD', name: 'Gold Circle', inventory: 5, sold: 0 })]);
    const [closed] = await db.select().from(events).where(eq(events.eventCode, SCAN_DEMO_EVENTS.second));
    expect(closed?.status).toBe('closed');
  });
});

describeEngines('a production start on %s', (engine) => {
  const ctx = useTestApp(engine, { seed: false, nodeEnv: 'production' });
  const rows = async (table: PgTable) => (await ctx.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('seeds the platform data only: no demo account logs in, the demo sales key sells nothing', async () => {
    await expect(seedOnStart(ctx.database.db, PRODUCTION)).resolves.toEqual({ demo: false });
    await seedOnStart(ctx.database.db, PRODUCTION);
    expect(await rows(masterCategories)).toBeGreaterThan(0);
    expect(await rows(masterVenues)).toBeGreaterThan(300);
    expect(await rows(ticketTypeNames)).toBeGreaterThan(50);
    expect({ users: await rows(users), organisers: await rows(organisers), events: await rows(events), channels: await rows(salesChannels) }).toEqual({
      users: 0, organisers: 0, events: 0, channels: 0,
    });
    expect(await demoDataPresent(ctx.database.db)).toEqual({ accounts: [], salesKey: false });

    const demoLogin = await api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: { username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD } });
    expect(demoLogin.statusCode).toBe(401);
    expect(demoLogin.json().errors.code).toBe(ERROR_CODES.invalidCredentials);
    const sale = await pushBooking(ctx.app, {
      channelBookingId: 'PROD-1', eventCode: SCAN_DEMO_EVENTS.main, sessionId: '00000000-0000-4000-8000-000000000000',
      tickets: [{ ticketTypeCode: 'GOLD', quantity: 10, pricePaise: 1_999_00, feePaise: 0, taxPaise: 0 }],
      buyer: { name: 'Asha Rao', mobile: '9812345678', email: 'asha@example.in' }, soldAt: new Date().toISOString(),
    });
    expect(sale.statusCode).toBe(401);
  });

  it('loads the demo data on purpose (npm run seed:demo), leaving a real user who holds a demo mobile number alone', async () => {
    const { db } = ctx.database;
    await db.insert(users).values({ email: 'real.person@example.in', mobile: DEMO_ACCOUNTS.organiser.mobile, name: 'Real Person', roles: ['organiser'] });
    await expect(seedDemo(db, ctx.clock.now())).resolves.toMatchObject({ eventsInserted: 45 });
    // The start banner lists the demo accounts that exist: all but the one whose mobile a real user holds.
    expect(await demoDataPresent(db)).toEqual({ accounts: DEMO_USERS.filter((u) => u.email !== DEMO_ACCOUNTS.organiser.email), salesKey: true });
    const [real] = await db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS.organiser.mobile));
    expect(real).toMatchObject({ email: 'real.person@example.in', name: 'Real Person', passwordHash: null });
    expect(await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.organiser.email))).toEqual([]);
    // Every other demo account exists and logs in.
    // The demo users but organiser@demo.in, the real user, the users of the two applications waiting for review.
    expect(await rows(users)).toBe(DEMO_USERS.length - 1 + 1 + 2);
    await expect(login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  });
});
