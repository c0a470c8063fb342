import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  authSessions, eventImages, events, organiserApplications, organiserDocuments, organisers, otpChallenges, otpSends, outboxMessages,
  resetSessions, scanIdempotency, signups, users,
} from '../src/db/schema';
import type { FileStorage } from '../src/services/storage';
import { rowsOf } from '../src/services/ids';

/**
 * A year of everything housekeeping prunes (issue 29), placed relative to `now`: one of each kind of row per day back
 * (day d ended d days and 12 hours ago, clear of every retention's boundary), and for organisers' documents one
 * application a month for ten years (KYC and agreements are kept for years). Each row's tag says what it is and when
 * it ended, so a test can list exactly which must remain.
 */
export const YEAR = 365;
const H = 3_600_000;
const D = 24 * H;
export const FILE = Buffer.from('x');

/** When day `d`'s rows ended: d days and 12 hours before `now`. */
export const dayAgo = (now: Date, d: number) => new Date(now.getTime() - d * D - 12 * H);
/** Month `m` back by the calendar, and ten days more. */
export function monthAgo(now: Date, m: number): Date {
  const t = new Date(now.getTime());
  t.setUTCDate(1);
  t.setUTCMonth(t.getUTCMonth() - m);
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(now.getUTCDate(), last));
  return new Date(t.getTime() - 10 * D);
}

const chunks = <T>(rows: T[], n = 500) => Array.from({ length: Math.ceil(rows.length / n) }, (_, i) => rows.slice(i * n, i * n + n));

export interface Seeded {
  userId: string;
  eventId: string;
  /** Image keys by role: unattached[d], superseded[d] (marked d days ago), inUse (shown by the event), fresh (attached, just fell out of use). */
  images: { unattached: string[]; superseded: string[]; inUse: string[]; fresh: string[] };
  /** Applications by month back, with the kind of ending and their documents' keys by media. */
  applications: { month: number; kind: ApplicationKind; keys: Record<'pan' | 'cheque' | 'agreement', string> }[];
}

/** How an application's relationship stands: rejected, never submitted, organiser whose accounts are all off, ongoing. */
export type ApplicationKind = 'rejected' | 'abandoned' | 'deactivated' | 'ongoing';
export const APPLICATION_KINDS: ApplicationKind[] = ['rejected', 'abandoned', 'deactivated', 'ongoing'];

export async function seedYear(db: Db, storage: FileStorage, now: Date): Promise<Seeded> {
  const days = Array.from({ length: YEAR }, (_, d) => d);
  const [user] = await db
    .insert(users)
    .values({ email: 'hk-user@example.in', mobile: '9700000001', name: 'Housekeeping', roles: ['organiser'] })
    .returning({ id: users.id });
  const userId = user!.id;

  // Outbox: a message a day, every tenth with an attachment in the storage.
  for (const d of days.filter((x) => x % 10 === 0)) await storage.put(`private/outbox/hk-${d}/report.csv`, FILE, 'text/csv');
  await db.insert(outboxMessages).values(
    days.map((d) => ({
      channel: 'email' as const,
      to: `hk-outbox-${d}@example.in`,
      subject: 'Sales report',
      body: d % 10 === 0 ? `Your report.\n\n[attachment] report.csv, 1 bytes: private/outbox/hk-${d}/report.csv` : 'Your code is 123456',
      createdAt: dayAgo(now, d),
    })),
  );

  // One-time codes: used, and expired unused, a day each; three still live. Reset sessions likewise; a send a day.
  const code = (destination: string, ended: Date, used: boolean) => ({
    purpose: 'login' as const, destination, channel: 'sms' as const, userId, codeHash: 'h',
    createdAt: new Date(ended.getTime() - 5 * 60_000), sentAt: new Date(ended.getTime() - 5 * 60_000),
    expiresAt: used ? new Date(ended.getTime() + 5 * 60_000) : ended, usedAt: used ? ended : null,
  });
  await db.insert(otpChallenges).values([
    ...days.flatMap((d) => [code(`hk-used-${d}`, dayAgo(now, d), true), code(`hk-expired-${d}`, dayAgo(now, d), false)]),
    ...[1, 2, 3].map((i) => code(`hk-live-${i}`, new Date(now.getTime() + i * 60_000), false)),
  ]);
  await db.insert(resetSessions).values([
    ...days.map((d) => ({ tokenHash: `hk-reset-used-${d}`, userId, createdAt: new Date(dayAgo(now, d).getTime() - 60_000), expiresAt: new Date(dayAgo(now, d).getTime() + 60_000), usedAt: dayAgo(now, d) })),
    ...days.map((d) => ({ tokenHash: `hk-reset-expired-${d}`, userId, createdAt: new Date(dayAgo(now, d).getTime() - 60_000), expiresAt: dayAgo(now, d), usedAt: null })),
  ]);
  await db.insert(otpSends).values(days.map((d) => ({ destination: `hk-send-${d}`, purpose: 'login' as const, address: '10.0.0.1', sentAt: dayAgo(now, d) })));

  // Sessions: expired and revoked a day each (user agent = the tag), two still open.
  await db.insert(authSessions).values([
    ...days.map((d) => ({ userId, userAgent: `hk-expired-${d}`, createdAt: new Date(dayAgo(now, d).getTime() - D), expiresAt: dayAgo(now, d) })),
    ...days.map((d) => ({ userId, userAgent: `hk-revoked-${d}`, createdAt: new Date(dayAgo(now, d).getTime() - H), expiresAt: new Date(dayAgo(now, d).getTime() + 23 * H), revokedAt: dayAgo(now, d) })),
    ...[1, 2].map((i) => ({ userId, userAgent: `hk-open-${i}`, createdAt: new Date(now.getTime() - i * H), expiresAt: new Date(now.getTime() + i * H) })),
  ]);

  // Idempotency-Keys: one a day, and one an hour for the last two days (key = tag).
  await db.insert(scanIdempotency).values([
    ...days.map((d) => ({ userId, key: `hk-day-${d}`, requestHash: 'h', answer: null, createdAt: dayAgo(now, d) })),
    ...Array.from({ length: 48 }, (_, h) => ({ userId, key: `hk-hour-${h}`, requestHash: 'h', answer: null, createdAt: new Date(now.getTime() - h * H - 30 * 60_000) })),
  ]);

  // Images of one draft event: never attached (one a day), superseded (marked a day each), in use (shown by the event
  // though once marked unused), and fresh (attached, no longer shown, not yet marked).
  const [org] = rowsOf<{ id: string }>(await db.execute(sql`select id from organisers where code = 'ORG-MLE'`));
  const [ev] = await db.insert(events).values({ draftId: 'DFT-HK-0001', organiserId: org!.id, title: 'Housekeeping Night' }).returning({ id: events.id });
  const eventId = ev!.id;
  const image = (key: string, createdAt: Date, attachedAt: Date | null, supersededAt: Date | null) => ({
    eventId, organiserId: org!.id, bannerType: 'desktop', storageKey: key, width: 1, height: 1, sizeBytes: 1, createdAt, attachedAt, supersededAt,
  });
  const images: Seeded['images'] = {
    unattached: days.map((d) => `public/events/DFT-HK-0001/unattached-${d}.jpeg`),
    superseded: days.map((d) => `public/events/DFT-HK-0001/superseded-${d}.jpeg`),
    inUse: days.filter((d) => d % 30 === 0).map((d) => `public/events/DFT-HK-0001/in-use-${d}.jpeg`),
    fresh: [1, 2, 3].map((i) => `public/events/DFT-HK-0001/fresh-${i}.jpeg`),
  };
  const imageRows = [
    ...days.map((d) => image(images.unattached[d]!, dayAgo(now, d), null, null)),
    ...days.map((d) => image(images.superseded[d]!, dayAgo(now, d + 20), dayAgo(now, d + 10), dayAgo(now, d))),
    ...images.inUse.map((key, i) => image(key, dayAgo(now, i * 30 + 5), dayAgo(now, i * 30 + 5), dayAgo(now, 300))),
    ...images.fresh.map((key, i) => image(key, dayAgo(now, 40 + i), dayAgo(now, 40 + i), null)),
  ];
  for (const part of chunks(imageRows)) await db.insert(eventImages).values(part);
  for (const row of imageRows) await storage.put(row.storageKey, FILE, 'image/jpeg');
  const banner = { desktop: images.inUse.map((key) => ({ url: `/api/files/${key}`, width: 1, height: 1 })), mobile: [], webListing: [] };
  await db.update(events).set({ sections: { banner } }).where(eq(events.id, eventId));

  // Organisers' documents: an application a month for ten years, each kind of ending in turn, with PAN, cheque and
  // agreement in the storage.
  const applications: Seeded['applications'] = [];
  for (let month = 0; month < 120; month += 1) {
    const kind = APPLICATION_KINDS[month % 4]!;
    const ended = monthAgo(now, month);
    const [signup] = await db
      .insert(signups)
      .values({ mobile: `96${String(month).padStart(8, '0')}`, createdAt: ended, updatedAt: ended })
      .returning({ id: signups.id });
    let organiserId: string | null = null;
    if (kind === 'deactivated' || kind === 'ongoing') {
      const [o] = await db.insert(organisers).values({ code: `ORG-HK-${month}`, name: `Housekeeping Org ${month}`, status: 'approved' }).returning({ id: organisers.id });
      organiserId = o!.id;
      await db.insert(users).values({
        email: `hk-org-${month}@example.in`, mobile: `95${String(month).padStart(8, '0')}`, name: 'Organiser', roles: ['organiser'], organiserId,
        active: kind === 'ongoing', updatedAt: ended,
      });
    }
    const [application] = await db
      .insert(organiserApplications)
      .values({
        signupId: signup!.id,
        organiserId,
        status: kind === 'rejected' ? 'rejected' : kind === 'abandoned' ? 'draft' : 'approved',
        submittedAt: kind === 'abandoned' ? null : new Date(ended.getTime() - 5 * D),
        reviewedAt: kind === 'abandoned' ? null : ended,
        createdAt: new Date(ended.getTime() - 6 * D),
        updatedAt: ended,
      })
      .returning({ id: organiserApplications.id });
    const keys = {
      pan: `private/kyc/${application!.id}/${randomUUID()}.pdf`,
      cheque: `private/kyc/${application!.id}/${randomUUID()}.pdf`,
      agreement: `private/kyc/${application!.id}/${randomUUID()}.pdf`,
    };
    await db.insert(organiserDocuments).values(
      (Object.entries(keys) as [keyof typeof keys, string][]).map(([media, key]) => ({
        applicationId: application!.id, media, storageKey: key, fileName: `${media}.pdf`, originalName: `${media}.pdf`, contentType: 'application/pdf', sizeBytes: 1,
      })),
    );
    for (const key of Object.values(keys)) await storage.put(key, FILE, 'application/pdf');
    applications.push({ month, kind, keys });
  }
  return { userId, eventId, images, applications };
}
