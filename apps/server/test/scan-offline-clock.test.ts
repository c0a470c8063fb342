import { randomUUID } from 'node:crypto';
import {
  DEMO_ACCOUNTS, DEMO_PASSWORD, istDayStart, OFFLINE_SCAN_MAX_AGE_MS, offlineBatchAnswerSchema, sessionReportSchema, UNDO_ERROR_CODES, UNDO_REASONS,
  UNDO_WINDOW_MS, type OfflineScanInput,
} from '@diy/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { scanAttempts, tickets } from '../src/db/schema';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { type DemoSession, demoSessions } from './scan-helpers';

/**
 * Offline scans whose device time is after their receipt, or more than OFFLINE_SCAN_MAX_AGE_MS before it, are recorded
 * at the receipt and flagged (issue 29): a device clock set ahead cannot keep an admission undoable past the window.
 */
describeEngines('offline scans with a wrong clock on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });
  let gate = '';
  let organiser = '';
  let today: DemoSession;
  let unused: string[] = [];

  const upload = (scans: OfflineScanInput[]) =>
    api(ctx.app, { method: 'POST', url: '/api/scan/offline-batch', token: gate, payload: { eventCode: today.eventCode, sessionId: today.sessionId, deviceId: 'device-F', scans } });
  const scan = (barcode: string, scannedAt: Date): OfflineScanInput => ({ idempotencyKey: randomUUID(), barcode, action: 'entry', scannedAt: scannedAt.toISOString(), gate: 'Gate F' });
  const attempt = async (barcode: string) => (await ctx.database.db.select().from(scanAttempts).where(eq(scanAttempts.barcode, barcode)))[0]!;

  beforeAll(async () => {
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    today = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main))[0]!;
    unused = today.bookings.filter((b) => b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused')).flatMap((b) => b.barcodes);
    expect(unused.length).toBeGreaterThan(3);
  });

  it("records a scan dated after its receipt, or too long before it, at the receipt and flags it; its undo window is the receipt's", async () => {
    const [ahead, old, fine] = unused as [string, string, string];
    // Two minutes before the end of the show's IST day: a scan twelve hours earlier is still on the show's day.
    ctx.clock.current = new Date(istDayStart(new Date(today.showTime)).getTime() + 24 * 3_600_000 - 120_000);
    const receivedAt = ctx.clock.now();
    const future = new Date(receivedAt.getTime() + 6 * 3_600_000);
    const stale = new Date(receivedAt.getTime() - OFFLINE_SCAN_MAX_AGE_MS - 60_000);
    const recent = new Date(receivedAt.getTime() - 5 * 60_000);
    const res = offlineBatchAnswerSchema.parse((await upload([scan(ahead, future), scan(old, stale), scan(fine, recent)])).json().data);
    expect(res.results.map((r) => r.outcome)).toEqual(['admitted', 'admitted', 'admitted']);
    expect(await attempt(ahead)).toMatchObject({ at: receivedAt, clampedFrom: future, offline: true });
    expect(await attempt(old)).toMatchObject({ at: receivedAt, clampedFrom: stale });
    expect(await attempt(fine)).toMatchObject({ at: recent, clampedFrom: null });
    const [row] = await ctx.database.db.select().from(tickets).where(inArray(tickets.barcode, [ahead]));
    expect(row).toMatchObject({ state: 'entered', firstEnteredAt: receivedAt, lastScanAt: receivedAt });

    // The admission dated six hours ahead is undoable only within the window after its receipt, not until six hours on.
    ctx.clock.advance(UNDO_WINDOW_MS + 1_000);
    const late = await api(ctx.app, {
      method: 'POST',
      url: '/api/scan/undo',
      token: gate,
      headers: { 'x-device-id': 'device-F' },
      payload: { eventCode: today.eventCode, sessionId: today.sessionId, barcode: ahead, reason: UNDO_REASONS[0] },
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().errors.code).toBe(UNDO_ERROR_CODES.tooLate);

    // The session report counts the session's clamped scans.
    const report = await api(ctx.app, { method: 'GET', url: `/api/reports/session-wise/v1/event/${today.eventCode}/session/${today.sessionId}`, token: organiser });
    expect(report.statusCode, report.body).toBe(200);
    expect(sessionReportSchema.parse(report.json().data).offlineClamped).toBe(2);
  });
});
