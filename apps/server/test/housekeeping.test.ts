import { HOUSEKEEPING_SETTINGS, HOUSEKEEPING_TASKS, LOGIN_KNOWN_ADDRESS_MS } from '@diy/domain';
import { eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig, retentionSettings } from '../src/config';
import { authSessions, eventImages, events, organiserDocuments, otpChallenges, otpSends, outboxMessages, resetSessions, scanIdempotency, scheduledJobs } from '../src/db/schema';
import { housekeepingKind, HousekeepingJobs, nextRunAt, taskCutoff } from '../src/services/housekeeping/jobs';
import { JobQueue } from '../src/services/jobs/job-queue';
import { describeEngines, useTestApp } from './helpers';
import { APPLICATION_KINDS, seedYear, YEAR, type Seeded } from './housekeeping-helpers';

const days = Array.from({ length: YEAR }, (_, d) => d);
const sorted = (xs: string[]) => [...xs].sort();

/**
 * Housekeeping (issue 29): a year of each kind of record is seeded, the daily and hourly jobs run through the
 * scheduled-jobs queue at their time, and exactly what the retentions keep remains, rows and files.
 */
describeEngines('housekeeping on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let seeded: Seeded;
  let now: Date;

  beforeAll(async () => {
    // The clock at a daily run (03:30 IST, on the hour in UTC: the hourly task is due too).
    ctx.clock.current = nextRunAt('outbox', ctx.clock.now());
    now = ctx.clock.now();
    seeded = await seedYear(ctx.database.db, ctx.app.services.storage, now);
  }, 300_000);

  const exists = async (key: string) => (await ctx.app.services.storage.get(key)) !== null;

  it('each job runs once at its time, through the queue, and enqueues its next run', async () => {
    await ctx.app.housekeeping.scheduleAll(new Date(now.getTime() - 1));
    const kinds = HOUSEKEEPING_TASKS.map(housekeepingKind);
    const result = await ctx.app.scheduling.queue.runDue({ kinds });
    expect(result).toEqual({ claimed: HOUSEKEEPING_TASKS.length, sent: HOUSEKEEPING_TASKS.length, skipped: 0, failed: 0 });
    expect(await ctx.app.scheduling.queue.runDue({ kinds })).toMatchObject({ claimed: 0 });
    const jobs = await ctx.database.db.select().from(scheduledJobs).where(inArray(scheduledJobs.kind, kinds));
    for (const task of HOUSEKEEPING_TASKS) {
      const mine = jobs.filter((j) => j.kind === housekeepingKind(task));
      expect(mine.map((j) => j.status).sort(), task).toEqual(['done', 'pending']);
      const next = mine.find((j) => j.status === 'pending')!;
      expect(next.runAt.getTime() - now.getTime(), task).toBe(HOUSEKEEPING_SETTINGS[task].everyMs);
    }
    // What a run removed is on its job.
    const outbox = jobs.find((j) => j.kind === housekeepingKind('outbox') && j.status === 'done')!;
    expect(outbox.payload).toMatchObject({ outboxMessages: YEAR - 30, attachments: 34, retention: '30d' });
  });

  it('keeps 30 days of outbox messages, and removes the attachments of the others', async () => {
    const left = await ctx.database.db.select({ to: outboxMessages.to }).from(outboxMessages).where(like(outboxMessages.to, 'hk-outbox-%'));
    expect(sorted(left.map((r) => r.to))).toEqual(sorted(days.filter((d) => d < 30).map((d) => `hk-outbox-${d}@example.in`)));
    for (const d of days.filter((x) => x % 10 === 0)) expect(await exists(`private/outbox/hk-${d}/report.csv`), `day ${d}`).toBe(d < 30);
  });

  it('keeps one-time codes, reset sessions and sends for 7 days after they ended; live codes stay', async () => {
    const codes = await ctx.database.db.select({ to: otpChallenges.destination }).from(otpChallenges).where(like(otpChallenges.destination, 'hk-%'));
    const recent = days.filter((d) => d < 7);
    expect(sorted(codes.map((r) => r.to))).toEqual(sorted([...recent.flatMap((d) => [`hk-used-${d}`, `hk-expired-${d}`]), 'hk-live-1', 'hk-live-2', 'hk-live-3']));
    const resets = await ctx.database.db.select({ t: resetSessions.tokenHash }).from(resetSessions).where(like(resetSessions.tokenHash, 'hk-%'));
    expect(sorted(resets.map((r) => r.t))).toEqual(sorted(recent.flatMap((d) => [`hk-reset-used-${d}`, `hk-reset-expired-${d}`])));
    const sends = await ctx.database.db.select({ to: otpSends.destination }).from(otpSends).where(like(otpSends.destination, 'hk-%'));
    expect(sorted(sends.map((r) => r.to))).toEqual(sorted(recent.map((d) => `hk-send-${d}`)));
  });

  it('keeps sessions for 90 days after they expired or were revoked; open ones stay', async () => {
    const left = await ctx.database.db.select({ tag: authSessions.userAgent }).from(authSessions).where(eq(authSessions.userId, seeded.userId));
    const recent = days.filter((d) => d < 90);
    expect(sorted(left.map((r) => r.tag!))).toEqual(sorted([...recent.flatMap((d) => [`hk-expired-${d}`, `hk-revoked-${d}`]), 'hk-open-1', 'hk-open-2']));
  });

  it('keeps Idempotency-Keys for their 24-hour window', async () => {
    const left = await ctx.database.db.select({ key: scanIdempotency.key }).from(scanIdempotency).where(eq(scanIdempotency.userId, seeded.userId));
    expect(sorted(left.map((r) => r.key))).toEqual(sorted(['hk-day-0', ...Array.from({ length: 24 }, (_, h) => `hk-hour-${h}`)]));
  });

  it('removes images never attached after a day and replaced ones 30 days after; shown images stay, their old mark cleared', async () => {
    const rows = await ctx.database.db.select().from(eventImages).where(eq(eventImages.eventId, seeded.eventId));
    const kept = new Map(rows.map((r) => [r.storageKey, r]));
    const { unattached, superseded, inUse, fresh } = seeded.images;
    expect(sorted([...kept.keys()])).toEqual(sorted([unattached[0]!, ...superseded.filter((_, d) => d < 30), ...inUse, ...fresh]));
    for (const [d, key] of unattached.entries()) expect(await exists(key), key).toBe(d === 0);
    for (const [d, key] of superseded.entries()) expect(await exists(key), key).toBe(d < 30);
    for (const key of inUse) expect(kept.get(key)?.supersededAt).toBeNull();
    // Attached images no event shows any more are marked now, and go 30 days later.
    for (const key of fresh) expect(kept.get(key)?.supersededAt?.toISOString()).toBe(now.toISOString());
    ctx.clock.advance(31 * 86_400_000);
    try {
      await ctx.app.housekeeping.run('supersededImages', ctx.clock.now());
    } finally {
      ctx.clock.current = now;
    }
    const after = await ctx.database.db.select({ key: eventImages.storageKey }).from(eventImages).where(inArray(eventImages.storageKey, [...fresh, ...inUse]));
    expect(sorted(after.map((r) => r.key))).toEqual(sorted(inUse));
  });

  it('marks an image attached when an event (or its edit copy) shows it', async () => {
    const [org] = await ctx.database.db.select({ organiserId: events.organiserId }).from(events).where(eq(events.id, seeded.eventId));
    const key = 'public/events/DFT-HK-0001/late.jpeg';
    await ctx.database.db.insert(eventImages).values({ eventId: seeded.eventId, organiserId: org!.organiserId, bannerType: 'webListing', storageKey: key, width: 1, height: 1, sizeBytes: 1 });
    const attached = async () => (await ctx.database.db.select({ at: eventImages.attachedAt }).from(eventImages).where(eq(eventImages.storageKey, key)))[0]!.at;
    expect(await attached()).toBeNull();
    // An edit copy of the event shows the image on its card: the image (the live event's) is attached.
    await ctx.database.db.insert(events).values({ draftId: 'DFT-HK-COPY', organiserId: org!.organiserId, title: 'Copy', sourceEventId: seeded.eventId, bannerUrl: `/api/files/${key}` });
    expect(await attached()).not.toBeNull();
  });

  it('keeps KYC documents and agreements 8 years after the relationship ended; ongoing organisers keep theirs', async () => {
    const keptKeys = new Set((await ctx.database.db.select({ key: organiserDocuments.storageKey }).from(organiserDocuments)).map((r) => r.key));
    for (const a of seeded.applications) {
      const keep = a.kind === 'ongoing' || a.month < 96;
      for (const key of Object.values(a.keys)) {
        expect(keptKeys.has(key), `${a.kind}, ${a.month} months`).toBe(keep);
        expect(await exists(key)).toBe(keep);
      }
    }
    expect(APPLICATION_KINDS.every((k) => seeded.applications.some((a) => a.kind === k && a.month >= 96))).toBe(true);
  });

  it('a process with a jobs worker enqueues every next run when it starts; the same keys from every process', async () => {
    await ctx.database.db.delete(scheduledJobs).where(inArray(scheduledJobs.kind, HOUSEKEEPING_TASKS.map(housekeepingKind)));
    const worker = () =>
      buildApp({ config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' }, db: ctx.database, now: ctx.clock.now, jobsPollMs: 3_600_000, logger: false });
    const apps = [await worker(), await worker()];
    try {
      for (const app of apps) await app.ready();
      const pending = await ctx.database.db.select().from(scheduledJobs).where(inArray(scheduledJobs.kind, HOUSEKEEPING_TASKS.map(housekeepingKind)));
      expect(sorted(pending.map((j) => `${j.kind} ${j.status} ${j.runAt.toISOString()}`))).toEqual(
        sorted(HOUSEKEEPING_TASKS.map((t) => `${housekeepingKind(t)} pending ${nextRunAt(t, now).toISOString()}`)),
      );
    } finally {
      for (const app of apps) await app.close();
    }
  });

  it('each retention is a setting: KYC documents kept 5 years prune on their own, agreements keep theirs', async () => {
    const retention = { ...retentionSettings({}), kycDocuments: { amount: 5, unit: 'y' as const } };
    const jobs = new HousekeepingJobs({ db: ctx.database.db, storage: ctx.app.services.storage, queue: new JobQueue(ctx.database.db, ctx.clock.now), retention });
    const result = await jobs.run('kycDocuments', now);
    const ended = seeded.applications.filter((a) => a.kind !== 'ongoing');
    expect(result.documents).toBe(2 * ended.filter((a) => a.month >= 60 && a.month < 96).length);
    const keptKeys = new Set((await ctx.database.db.select({ key: organiserDocuments.storageKey }).from(organiserDocuments)).map((r) => r.key));
    for (const a of ended.filter((x) => x.month >= 60 && x.month < 96)) {
      expect([keptKeys.has(a.keys.pan), keptKeys.has(a.keys.cheque), keptKeys.has(a.keys.agreement)]).toEqual([false, false, true]);
    }
  });
});

describe('housekeeping settings', () => {
  it('reads RETENTION_* as a whole number with h, d or y, refuses anything else, and defaults the rest', () => {
    const config = loadConfig({ RETENTION_OUTBOX: '12h', RETENTION_KYC_DOCUMENTS: '10y', RETENTION_SESSIONS: '' }, '/tmp');
    expect(config.retention.outbox).toEqual({ amount: 12, unit: 'h' });
    expect(config.retention.kycDocuments).toEqual({ amount: 10, unit: 'y' });
    expect(config.retention.sessions).toEqual(HOUSEKEEPING_SETTINGS.sessions.default);
    expect(() => loadConfig({ RETENTION_AGREEMENTS: 'forever' }, '/tmp')).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_AGREEMENTS: 'forever' }, '/tmp')).toThrow(/RETENTION_AGREEMENTS/);
  });

  it('never prunes inside what the product still reads: a shorter setting is raised to the floor', () => {
    const at = new Date('2026-11-27T22:00:00.000Z');
    expect(taskCutoff('sessions', { amount: 1, unit: 'd' }, at).getTime()).toBe(at.getTime() - LOGIN_KNOWN_ADDRESS_MS);
    expect(taskCutoff('idempotencyKeys', { amount: 1, unit: 'h' }, at).getTime()).toBe(at.getTime() - 24 * 3_600_000);
    expect(taskCutoff('outbox', { amount: 2, unit: 'd' }, at).getTime()).toBe(at.getTime() - 2 * 86_400_000);
    // Years by the calendar.
    expect(taskCutoff('agreements', { amount: 8, unit: 'y' }, at).toISOString()).toBe('2018-11-27T22:00:00.000Z');
  });
});
