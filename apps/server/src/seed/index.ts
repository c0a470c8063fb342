import { DEMO_PASSWORD, gstinCheckCharacter } from '@diy/domain';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { type Config, isProduction } from '../config';
import type { Db } from '../db/client';
import { events, eventSessions, organisers, salesChannels, users } from '../db/schema';
import { rowsOf } from '../services/ids';
import { hashPassword } from '../services/password';
import { DEMO_ORGANISER_BANKS, DEMO_ORGANISER_GST, DEMO_ORGANISERS, DEMO_USERS, type DemoUser } from './accounts';
import { DEMO_ORGANISER_EVENTS, SECOND_ORGANISER_EVENTS, TCS_ORGANISER_EVENTS, demoEventCode, demoEventDraftId, type SeedEvent } from './events-data';
import { seedMasters } from './masters';
import { seedOffers } from './offers';
import { DEMO_CHANNEL_NAME, seedScanning, type ScanSeedResult } from './scan-demo';
import { seedStaffDemo } from './staff-demo';
import { seedBoxOfficeDemo } from './box-office-demo';
import { seedStatementsDemo } from './statements-demo';
import { seedTicketTypeNames } from './ticket-type-names';
import { seedIndianVenues } from './venues-india';
import { CATEGORIES, VENUES } from './venues';

const IST_OFFSET_MINUTES = 330;

/** The instant of `hh:mm` IST, `days` after (negative: before) the IST calendar day of `base`. */
export function istTime(base: Date, days: number, hhmm: string): Date {
  const ist = new Date(base.getTime() + IST_OFFSET_MINUTES * 60_000);
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const utcMs = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days, h, m) - IST_OFFSET_MINUTES * 60_000;
  return new Date(utcMs);
}

export interface SeedResult {
  organisers: number;
  users: number;
  eventsInserted: number;
  scanning: ScanSeedResult;
}

/**
 * Platform data every installation needs, production included (idempotent): the venue master across Indian cities,
 * the approved ticket-type names, categories and genres, languages, the artist directory, the online venue codes, the
 * offer catalogue's audience types and offers.
 */
export async function seedPlatform(db: Db): Promise<void> {
  await seedIndianVenues(db);
  await seedTicketTypeNames(db);
  await seedMasters(db);
  await seedOffers(db);
}

/**
 * What a start seeds: the platform data always; the demo data (accounts, organisers, events, bookings, the demo sales
 * key) unless NODE_ENV=production; there `npm run seed:demo` loads it on purpose.
 */
export async function seedOnStart(db: Db, config: Pick<Config, 'nodeEnv'>, now: Date = new Date()): Promise<{ demo: boolean }> {
  await seedPlatform(db);
  const demo = !isProduction(config.nodeEnv);
  if (demo) await seedDemo(db, now);
  return { demo };
}

/** The demo data in the database: the demo accounts that exist (by e-mail), and whether the demo sales channel does. */
export async function demoDataPresent(db: Db): Promise<{ accounts: DemoUser[]; salesKey: boolean }> {
  const found = await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_USERS.map((u) => u.email)));
  const [channel] = await db.select({ id: salesChannels.id }).from(salesChannels).where(eq(salesChannels.name, DEMO_CHANNEL_NAME)).limit(1);
  return { accounts: DEMO_USERS.filter((u) => found.some((f) => f.email === u.email)), salesKey: channel !== undefined };
}

export interface DemoSeedOptions {
  /**
   * The demo sales (about 1,570 bookings through the booking service, some admitted, some cancelled): on by default. Test
   * files that read none of them leave them out (they are most of a file's seeding time).
   */
  bookings?: boolean;
}

/** The development default: the platform data and the demo data. */
export async function runSeed(db: Db, now: Date = new Date(), options: DemoSeedOptions = {}): Promise<SeedResult> {
  await seedPlatform(db);
  return seedDemo(db, now, options);
}

/**
 * The demo never drifts into the past (issue #34): a demo event planned with shows ahead that has none left (the
 * server was first seeded days ago) gets its planned shows again, placed relative to `now`. An event with any show
 * ahead, switched on or not, is left as it is (the organiser's schedule stands).
 */
async function keepDemoSchedulesAhead(db: Db, now: Date, groups: readonly [string, number, SeedEvent[]][]): Promise<void> {
  for (const [organiserId, series, list] of groups) {
    for (const [i, ev] of list.entries()) {
      if (ev.sessions.kind !== 'future' || !['active', 'inactive', 'unlisted'].includes(ev.status)) continue;
      const found = rowsOf<{ id: string; ahead: boolean }>(
        await db.execute(sql`
          select e.id, exists (select 1 from event_sessions s where s.event_id = e.id and s.show_time > ${now.toISOString()}::timestamptz) as ahead
          from events e where e.organiser_id = ${organiserId} and e.draft_id = ${demoEventDraftId(series, i)}
            and e.status in ('active', 'inactive', 'unlisted')`),
      )[0];
      if (!found || found.ahead) continue;
      const venue = VENUES[ev.venue];
      const { days, times } = ev.sessions;
      await db.insert(eventSessions).values(
        days.flatMap((d) => times.map((t) => ({ eventId: found.id, venueCode: venue.code, venueName: venue.name, showTime: istTime(now, d, t), active: true }))),
      );
    }
  }
}

/**
 * The demo data, idempotent and never in the way of what users did with it: every demo row is inserted only when it
 * is missing and never updated afterwards, so an edit sticks across restarts. A demo organiser is found by its code, a
 * demo user by e-mail or mobile (a user who changed either is left as they made it), a demo event by its draft id or
 * event code; passwords are set only on creation. Events are inserted with sessions placed relative to the day they
 * were first seeded.
 */
export async function seedDemo(db: Db, now: Date = new Date(), options: DemoSeedOptions = {}): Promise<SeedResult> {
  const orgRows = Object.values(DEMO_ORGANISERS).map((org) => ({ ...org, tcsFlag: 'tcsFlag' in org ? org.tcsFlag : ('N' as const) }));
  await db.insert(organisers).values(orgRows).onConflictDoNothing({ target: organisers.code });
  const found = await db
    .select({ id: organisers.id, code: organisers.code })
    .from(organisers)
    .where(inArray(organisers.code, orgRows.map((o) => o.code)));
  // GST numbers for the demo organisers that have none on record yet (an organiser's own list is left as it is).
  for (const [code, g] of Object.entries(DEMO_ORGANISER_GST)) {
    const gstNumbers = [{ gstin: g.first14 + gstinCheckCharacter(g.first14), state: g.state }];
    await db.execute(sql`
      update organisers set profile = profile || ${JSON.stringify({ gstNumbers })}::jsonb
      where code = ${code} and not (profile ? 'gstNumbers')`);
  }
  // Bank details for the demo organisers that have none on record (an organiser's own are left as they are).
  for (const [code, bank] of Object.entries(DEMO_ORGANISER_BANKS)) {
    await db.execute(sql`
      update organisers set profile = profile || ${JSON.stringify({ bank })}::jsonb
      where code = ${code} and not (profile ? 'bank')`);
  }
  const orgIds: Record<string, string> = {};
  for (const [key, org] of Object.entries(DEMO_ORGANISERS)) {
    const row = found.find((f) => f.code === org.code);
    if (!row) throw new Error(`Seed: organiser ${org.code} not written`);
    orgIds[key] = row.id;
  }

  const taken = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(inArray(users.email, DEMO_USERS.map((u) => u.email)), inArray(users.mobile, DEMO_USERS.map((u) => u.mobile))));
  const missing = DEMO_USERS.filter((u) => !taken.some((t) => t.email === u.email || t.mobile === u.mobile));
  if (missing.length > 0) {
    // One argon2 hash per run, and none at all when every demo user exists.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(missing.map((u) => ({ email: u.email, mobile: u.mobile, name: u.name, roles: u.roles, organiserId: u.organiser ? (orgIds[u.organiser] ?? null) : null, passwordHash })))
      // Another process seeding at the same moment: its row stands.
      .onConflictDoNothing();
  }

  let eventsInserted = 0;
  const groups: [string, number, SeedEvent[]][] = [
    [orgIds.main ?? '', 1, DEMO_ORGANISER_EVENTS],
    [orgIds.second ?? '', 2, SECOND_ORGANISER_EVENTS],
    [orgIds.third ?? '', 3, TCS_ORGANISER_EVENTS],
  ];
  await db.transaction(async (tx) => {
    for (const [organiserId, series, list] of groups) {
      for (const [i, ev] of list.entries()) {
        const published = ev.status === 'active' || ev.status === 'inactive' || ev.status === 'closed' || ev.status === 'unlisted';
        const venue = VENUES[ev.venue];
        // Recently touched drafts sort first on the draft tab.
        const updatedAt = new Date(now.getTime() - (i + 1) * 3_600_000);
        const [row] = await tx
          .insert(events)
          .values({
            draftId: demoEventDraftId(series, i),
            eventCode: published ? demoEventCode(series, i) : null,
            organiserId,
            status: ev.status,
            title: ev.title,
            category: [CATEGORIES[ev.category]],
            city: venue.city,
            regionCode: venue.region,
            venueType: 'onGround',
            sections: {
              additionalInfo: { languages: [{ name: ev.language, code: ev.language.slice(0, 3).toUpperCase() }], ageLimit: ev.ageLimit, duration: ev.duration },
              synopsis: `<p>${ev.synopsis}</p>`,
              reasonsToAttend: ['Great live experience', 'Easy entry with e-tickets', 'Food and beverages at the venue'],
            },
            createdAt: new Date(updatedAt.getTime() - 86_400_000),
            // Events that have been on sale were published (taken off sale later, they read OFF SALE); an approved
            // event waiting for Publish (READY TO PUBLISH) was not.
            publishedAt: ev.status === 'active' || ev.status === 'unlisted' || ev.status === 'closed' ? new Date(updatedAt.getTime() - 86_400_000) : null,
            updatedAt,
          })
          // Any unique key: its draft id, or its event code given to another event since.
          .onConflictDoNothing()
          .returning({ id: events.id });
        if (!row) continue;
        eventsInserted += 1;
        if (ev.sessions.kind === 'none') continue;
        const { kind, days, times } = ev.sessions;
        const sessions = days.flatMap((d) =>
          times.map((t) => ({
            eventId: row.id,
            venueCode: venue.code,
            venueName: venue.name,
            showTime: istTime(now, kind === 'past' ? -d : d, t),
            active: kind !== 'inactive',
          })),
        );
        await tx.insert(eventSessions).values(sessions);
      }
    }
  });

  await keepDemoSchedulesAhead(db, now, groups);
  const scanning = await seedScanning(db, now, options);
  // The box office: gate@demo.in sells for the main organiser, which has a UPI ID and a comp limit on its coming shows.
  const coming = rowsOf<{ id: string }>(
    await db.execute(sql`
      select s.id from event_sessions s join events e on e.id = s.event_id
      where e.organiser_id = ${orgIds.main ?? ''} and s.show_time > ${new Date(now.getTime() - 6 * 3_600_000).toISOString()}::timestamptz`),
  );
  await seedBoxOfficeDemo(db, orgIds.main ?? '', coming.map((r) => r.id), now);
  // Settlement statements of the past demo events (with the demo sales only: most test files leave both out).
  if (options.bookings !== false) await seedStatementsDemo(db, now);
  // Staff admin: organisers waiting for review and a ticket-type name waiting for approval.
  await seedStaffDemo(db, now);
  return { organisers: Object.keys(orgIds).length, users: DEMO_USERS.length, eventsInserted, scanning };
}
