import { DEMO_PASSWORD } from '@diy/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, eventSessions, organisers, users } from '../db/schema';
import { hashPassword } from '../services/password';
import { DEMO_ORGANISERS, DEMO_USERS } from './accounts';
import { DEMO_ORGANISER_EVENTS, SECOND_ORGANISER_EVENTS, TCS_ORGANISER_EVENTS, type SeedEvent } from './events-data';
import { seedMasters } from './masters';
import { seedScanning, type ScanSeedResult } from './scan-demo';
import { seedStaffDemo } from './staff-demo';
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
 * The demo data. Idempotent: organisers and users are upserted by code and e-mail (passwords are set
 * only when a user is first created); events are inserted once by draft id, with sessions placed
 * relative to the day they were first seeded, and never overwritten afterwards.
 */
export async function runSeed(db: Db, now: Date = new Date()): Promise<SeedResult> {
  // Schedule and tickets: the venue master across Indian cities and the approved ticket-type names.
  await seedIndianVenues(db);
  await seedTicketTypeNames(db);
  await seedMasters(db);
  const orgIds: Record<string, string> = {};
  for (const [key, org] of Object.entries(DEMO_ORGANISERS)) {
    const [row] = await db
      .insert(organisers)
      .values({ ...org, tcsFlag: 'tcsFlag' in org ? org.tcsFlag : 'N' })
      .onConflictDoUpdate({ target: organisers.code, set: { name: org.name, status: org.status, tcsFlag: 'tcsFlag' in org ? org.tcsFlag : 'N' } })
      .returning({ id: organisers.id });
    if (!row) throw new Error(`Seed: organiser ${org.code} not written`);
    orgIds[key] = row.id;
  }

  const emails = DEMO_USERS.map((u) => u.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  // One argon2 hash per run, and none at all when every demo user already exists.
  const passwordHash = existing.length < emails.length ? await hashPassword(DEMO_PASSWORD) : null;
  for (const u of DEMO_USERS) {
    const organiserId = u.organiser ? (orgIds[u.organiser] ?? null) : null;
    await db
      .insert(users)
      .values({ email: u.email, mobile: u.mobile, name: u.name, roles: u.roles, organiserId, passwordHash })
      .onConflictDoUpdate({
        target: users.email,
        set: { name: u.name, mobile: u.mobile, roles: u.roles, organiserId, updatedAt: sql`now()` },
      });
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
        const number = `${series}${String(i + 1).padStart(4, '0')}`;
        const published = ev.status === 'active' || ev.status === 'inactive' || ev.status === 'closed' || ev.status === 'unlisted';
        const venue = VENUES[ev.venue];
        // Recently touched drafts sort first on the draft tab.
        const updatedAt = new Date(now.getTime() - (i + 1) * 3_600_000);
        const [row] = await tx
          .insert(events)
          .values({
            draftId: `DFT000${number}`,
            eventCode: published ? `ET000${number}` : null,
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
            updatedAt,
          })
          .onConflictDoNothing({ target: events.draftId })
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

  const scanning = await seedScanning(db, now);
  // Staff admin: organisers waiting for review and a ticket-type name waiting for approval.
  await seedStaffDemo(db, now);
  return { organisers: Object.keys(orgIds).length, users: DEMO_USERS.length, eventsInserted, scanning };
}
