import { randomUUID } from 'node:crypto';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  OFFLINE_BATCH_MAX,
  OFFLINE_CONFLICT_CODE,
  OFFLINE_ERROR_CODES,
  OFFLINE_MESSAGES,
  offlineBatchAnswerSchema,
  SCAN_ERROR_CODES,
  SCAN_MESSAGES,
  offlineTicketsAnswerSchema,
  sessionReportSchema,
  type OfflineScanInput,
  type OfflineTicketsAnswer,
} from '@diy/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { scanAttempts, scanConflicts, tickets } from '../src/db/schema';
import { offlineHash, OfflineTickets } from '../src/services/scan/offline-tickets';
import { SECOND_GATE_ACCOUNT } from '../src/seed/accounts';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { consume, type DemoSession, demoSessions } from './scan-helpers';

describeEngines('offline admission on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });
  let gate = '';
  let organiser = '';
  let otherTenant = '';
  let today: DemoSession;
  let other: DemoSession;
  let unused: string[] = [];
  const take = (n: number) => unused.splice(0, n);

  const download = (token: string, cursor?: string, session: Pick<DemoSession, 'sessionId' | 'eventCode'> = today) =>
    api(ctx.app, {
      method: 'GET',
      url: `/api/scan/sessions/${session.sessionId}/offline-tickets?eventCode=${session.eventCode}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    });
  const upload = (token: string, deviceId: string, scans: OfflineScanInput[], session: Pick<DemoSession, 'sessionId' | 'eventCode'> = today) =>
    api(ctx.app, { method: 'POST', url: '/api/scan/offline-batch', token, payload: { eventCode: session.eventCode, sessionId: session.sessionId, deviceId, scans } });
  // Scans are made on the day of today's show (an hour before it, plus the seconds): offline scans of another day are refused.
  const at = (seconds: number) => new Date(new Date(today.showTime).getTime() - 3_600_000 + seconds * 1_000).toISOString();
  const scan = (barcode: string, seconds: number, gateName: string | null = null, action: 'entry' | 'exit' = 'entry'): OfflineScanInput => ({
    idempotencyKey: randomUUID(),
    barcode,
    action,
    scannedAt: at(seconds),
    gate: gateName,
  });
  const rowsOf = async (barcodes: string[]) => ctx.database.db.select().from(tickets).where(inArray(tickets.barcode, barcodes));
  const admissions = async (barcode: string) =>
    ctx.database.db.select().from(scanAttempts).where(and(eq(scanAttempts.barcode, barcode), eq(scanAttempts.outcome, 'OK'), eq(scanAttempts.action, 'entry')));
  const conflictsOf = async (barcodes: string[]) =>
    (await ctx.database.db.select().from(scanConflicts).where(inArray(scanConflicts.barcode, barcodes))).map((c) => ({
      barcode: c.barcode,
      admitted: `${c.admittedDevice}@${c.admittedAt.toISOString()}`,
      later: `${c.laterDevice}@${c.laterAt.toISOString()}`,
    }));
  const tableSizes = async () => ({
    attempts: (await ctx.database.db.select({ id: scanAttempts.id }).from(scanAttempts)).length,
    conflicts: (await ctx.database.db.select({ id: scanConflicts.id }).from(scanConflicts)).length,
  });

  beforeAll(async () => {
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    otherTenant = await login(ctx.app, SECOND_GATE_ACCOUNT.email, DEMO_PASSWORD);
    const sessions = await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main);
    today = sessions[0]!;
    other = sessions.find((s) => s.sessionId !== today.sessionId && s.bookings.length > 0)!;
    unused = today.bookings.filter((b) => b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused')).flatMap((b) => b.barcodes);
    expect(unused.length).toBeGreaterThan(20);
    // The server's clock at the show's start: the scans below, made in the hour before it, reach it after they were made
    // (a scan dated after its receipt is recorded at the receipt; see the clamping test).
    ctx.clock.current = new Date(today.showTime);
  });

  it("downloads the session's tickets as keyed hashes (never a barcode), the other sessions' as hashes alone, and follows changes by cursor", async () => {
    const res = await download(gate);
    expect(res.statusCode, res.body).toBe(200);
    const answer = offlineTicketsAnswerSchema.parse(res.json().data);
    expect(answer.more).toBe(false);
    for (const b of [...unused.slice(0, 5), other.bookings[0]!.barcodes[0]!]) expect(res.body).not.toContain(b);
    const key = Buffer.from(answer.key, 'base64url');
    const byHash = new Map(answer.tickets.map((t) => [t.h, t]));
    const mine = byHash.get(offlineHash(key, unused[0]!));
    expect(mine).toMatchObject({ s: 'unused', b: today.bookings.find((b) => b.barcodes.includes(unused[0]!))!.bookingId });
    expect(mine?.t).toBeTruthy();
    expect(byHash.get(offlineHash(key, other.bookings[0]!.barcodes[0]!))).toEqual({ h: offlineHash(key, other.bookings[0]!.barcodes[0]!), o: true });
    // The browser computes the same hash with WebCrypto.
    const webKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const web = Buffer.from(await crypto.subtle.sign('HMAC', webKey, new TextEncoder().encode(unused[0]!))).toString('hex').slice(0, 32);
    expect(web).toBe(offlineHash(key, ` ${unused[0]!.toLowerCase()} `));
    // Each session has its own key.
    const otherAnswer = offlineTicketsAnswerSchema.parse((await download(gate, undefined, other)).json().data);
    expect(otherAnswer.key).not.toBe(answer.key);

    // After a scan, the cursor brings the changed ticket back with its new state and device.
    const [barcode] = take(1);
    const up = await upload(gate, 'device-sync', [scan(barcode!, 1)]);
    expect(up.statusCode, up.body).toBe(200);
    const next = offlineTicketsAnswerSchema.parse((await download(gate, answer.cursor!)).json().data);
    expect(next.tickets.find((t) => t.h === offlineHash(key, barcode!))).toMatchObject({ s: 'entered', d: 'device-sync' });

    // Pages by (changed_at, id): 97 at a time, every ticket exactly once.
    const pager = new OfflineTickets(ctx.database.db, ctx.app.services.offlineKeys);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 1_000; i += 1) {
      const page = await pager.page({ eventId: (await ctx.app.services.scanRepo.sessionScope(today.sessionId))!.eventId, sessionId: today.sessionId }, cursor, 97);
      seen.push(...page.tickets.map((t) => t.h));
      cursor = page.cursor ?? undefined;
      if (!page.more) break;
    }
    expect(seen.length).toBe(answer.tickets.length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('three devices with overlapping tickets, retries and reordered uploads: one admission per ticket, the later scans kept as conflicts', async () => {
    const [t1, t2, t3, t4, t5] = take(5) as [string, string, string, string, string];
    const before = offlineTicketsAnswerSchema.parse((await download(gate)).json().data).counts;
    const a = [scan(t1, 10, 'Gate A'), scan(t2, 20, 'Gate A'), scan(t3, 30, 'Gate A')];
    const b = [scan(t2, 5, 'Gate B'), scan(t3, 40, 'Gate B'), scan(t4, 45, 'Gate B')];
    const c = [scan(t1, 50, 'VIP'), scan(t3, 35, 'VIP'), scan(t5, 55, 'VIP')];
    // C uploads first though it scanned last; A's upload is retried; B's comes last, once in its order and once reversed.
    const first = offlineBatchAnswerSchema.parse((await upload(organiser, 'device-C', c)).json().data);
    expect(first.results.map((r) => r.outcome)).toEqual(['admitted', 'admitted', 'admitted']);
    const fromA = (await upload(gate, 'device-A', a)).json().data;
    expect(fromA.results.map((r: { outcome: string }) => r.outcome)).toEqual(['admitted', 'admitted', 'admitted']);
    const sizes = await tableSizes();
    const retryA = (await upload(gate, 'device-A', a)).json().data;
    expect(retryA.results).toEqual(fromA.results);
    expect(await tableSizes()).toEqual(sizes);
    const fromB = offlineBatchAnswerSchema.parse((await upload(gate, 'device-B', b)).json().data);
    expect(fromB.results.map((r) => r.outcome)).toEqual(['admitted', 'conflict', 'admitted']);
    expect(fromB.results[1]).toMatchObject({
      code: OFFLINE_CONFLICT_CODE,
      conflict: { ticket: `…${t3.slice(-4)}`, admitted: { deviceId: 'device-A', gate: 'Gate A', at: at(30) }, later: { deviceId: 'device-B', gate: 'Gate B', at: at(40) } },
    });
    const reversed = offlineBatchAnswerSchema.parse((await upload(gate, 'device-B', [...b].reverse())).json().data);
    expect(reversed.results).toEqual([...fromB.results].reverse());

    for (const t of [t1, t2, t3, t4, t5]) expect(await admissions(t), t).toHaveLength(1);
    const rows = new Map((await rowsOf([t1, t2, t3, t4, t5])).map((r) => [r.barcode, r]));
    expect([...rows.values()].every((r) => r.state === 'entered')).toBe(true);
    expect(rows.get(t1)!.firstEnteredAt?.toISOString()).toBe(at(10));
    expect(rows.get(t2)!.firstEnteredAt?.toISOString()).toBe(at(5));
    expect(rows.get(t3)!.firstEnteredAt?.toISOString()).toBe(at(30));
    expect((await admissions(t2))[0]).toMatchObject({ deviceId: 'device-B', gate: 'Gate B', offline: true });
    expect(new Set(await conflictsOf([t1, t2, t3, t4, t5]))).toEqual(
      new Set([
        { barcode: t1, admitted: `device-A@${at(10)}`, later: `device-C@${at(50)}` },
        { barcode: t2, admitted: `device-B@${at(5)}`, later: `device-A@${at(20)}` },
        { barcode: t3, admitted: `device-A@${at(30)}`, later: `device-C@${at(35)}` },
        { barcode: t3, admitted: `device-A@${at(30)}`, later: `device-B@${at(40)}` },
      ]),
    );
    const after = offlineTicketsAnswerSchema.parse((await download(gate)).json().data);
    expect(after.counts.admitted).toBe(before.admitted + 5);
    expect(after.counts.inside).toBe(before.inside + 5);
    // The devices see the conflicts at their next sync.
    expect(after.conflicts.count).toBe(4);
    expect(after.conflicts.items.map((c) => c.ticket)).toContain(`…${t3.slice(-4)}`);
    // And the organiser's session report.
    const report = await api(ctx.app, { method: 'GET', url: `/api/reports/session-wise/v1/event/${today.eventCode}/session/${today.sessionId}`, token: organiser });
    expect(report.statusCode, report.body).toBe(200);
    const { offlineConflicts } = sessionReportSchema.parse(report.json().data);
    expect(offlineConflicts.count).toBe(4);
    expect(offlineConflicts.items.find((c) => c.later.deviceId === 'device-C' && c.later.gate === 'VIP' && c.admitted.at === at(10))).toBeTruthy();
  });

  it('uploads from three devices at once still admit each ticket once; the earliest scan is the admission', async () => {
    const shared = take(4);
    const batches = ['X', 'Y', 'Z'].map((d, i) => ({ device: `device-${d}`, token: i === 2 ? organiser : gate, scans: shared.map((t, j) => scan(t, 100 + j * 10 + ((i * 7 + j * 3) % 9))) }));
    const answers = await Promise.all(batches.map((x) => upload(x.token, x.device, x.scans)));
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    for (const [j, t] of shared.entries()) {
      expect(await admissions(t)).toHaveLength(1);
      const times = batches.map((x) => x.scans[j]!.scannedAt).sort();
      expect((await rowsOf([t]))[0]!.firstEnteredAt?.toISOString()).toBe(times[0]);
      const laters = (await conflictsOf([t])).map((c) => c.later.split('@')[1]).sort();
      expect(laters).toEqual(times.slice(1));
    }
    // Replaying all three again changes nothing.
    const sizes = await tableSizes();
    await Promise.all(batches.map((x) => upload(x.token, x.device, x.scans)));
    expect(await tableSizes()).toEqual(sizes);
  });

  it('applies exits in order and refuses what the state machine refuses; another session or an unknown barcode is refused', async () => {
    const [t] = take(1) as [string];
    const res = offlineBatchAnswerSchema.parse(
      (
        await upload(gate, 'device-E', [
          scan(t, 200),
          scan(t, 210, null, 'exit'),
          scan(t, 215, null, 'exit'),
          scan(other.bookings[0]!.barcodes[0]!, 220),
          scan('ZZZZZZZZZZZZZZZZ', 230),
        ])
      ).json().data,
    );
    expect(res.results.map((r) => [r.outcome, r.code])).toEqual([
      ['admitted', 'OK'],
      ['exited', 'OK'],
      ['refused', 'ERR.SCAN.ALREADY_SCANNED_OUT'],
      ['refused', 'ERR.SCAN.INVALID_TICKET'],
      ['refused', 'ERR.SCAN.NO_TICKET_FOUND'],
    ]);
    expect((await rowsOf([t]))[0]!.state).toBe('exited');
    expect((await rowsOf([other.bookings[0]!.barcodes[0]!]))[0]!.state).toBe(other.bookings[0]!.states[0]);
  });

  it('a scan first sent online with its Idempotency-Key and then queued is applied once; a device never conflicts with itself', async () => {
    const [t, u] = take(2) as [string, string];
    const key = randomUUID();
    const online = await consume(ctx.app, { token: gate, session: today, barcodes: [t], device: 'device-O', key });
    expect(online.statusCode, online.body).toBe(200);
    const sizes = await tableSizes();
    const queued = offlineBatchAnswerSchema.parse((await upload(gate, 'device-O', [{ ...scan(t, 500), idempotencyKey: key }])).json().data);
    expect(queued.results[0]).toMatchObject({ outcome: 'admitted', code: 'OK' });
    expect(await tableSizes()).toEqual(sizes);
    expect(await admissions(t)).toHaveLength(1);
    // The same device admitting a ticket twice is 'already scanned', never a conflict.
    const twice = offlineBatchAnswerSchema.parse((await upload(gate, 'device-O', [scan(u, 510), scan(u, 505)])).json().data);
    expect(twice.results.map((r) => r.code)).toEqual(['OK', 'ERR.SCAN.ALREADY_SCANNED']);
    expect(await conflictsOf([t, u])).toEqual([]);
  });

  it('refuses a scan for a show on another day, in plain words, and the device is told; the ticket stays unused', async () => {
    const ahead = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main)).find(
      (s) => new Date(s.showTime).getTime() >= new Date(today.showTime).getTime() + 2 * 86_400_000 && s.bookings.some((b) => b.status === 'CONFIRMED'),
    );
    expect(ahead, 'a demo session two or more days ahead').toBeDefined();
    const barcode = ahead!.bookings.filter((b) => b.status === 'CONFIRMED' && b.states.every((st) => st === 'unused')).at(-1)!.barcodes[0]!;
    const key = randomUUID();
    const made = { idempotencyKey: key, barcode, action: 'entry' as const, scannedAt: ctx.clock.now().toISOString(), gate: 'Gate Z' };
    const res = await upload(gate, 'device-D', [made], ahead!);
    expect(res.statusCode, res.body).toBe(200);
    const answer = offlineBatchAnswerSchema.parse(res.json().data);
    expect(answer.results).toEqual([
      { idempotencyKey: key, barcode, outcome: 'refused', code: SCAN_ERROR_CODES.notToday, message: SCAN_MESSAGES.notToday },
    ]);
    expect(SCAN_MESSAGES.notToday).not.toMatch(/ERR|_/);
    expect((await rowsOf([barcode]))[0]!.state).toBe('unused');
    const logged = await ctx.database.db.select().from(scanAttempts).where(eq(scanAttempts.barcode, barcode));
    expect(logged.map((l) => [l.outcome, l.offline, l.deviceId])).toEqual([[SCAN_ERROR_CODES.notToday, true, 'device-D']]);
    // Sent again (the device retries), the same refusal, nothing more written.
    const again = offlineBatchAnswerSchema.parse((await upload(gate, 'device-D', [made], ahead!)).json().data);
    expect(again.results[0]).toMatchObject({ outcome: 'refused', code: SCAN_ERROR_CODES.notToday });
    expect(await ctx.database.db.select().from(scanAttempts).where(eq(scanAttempts.barcode, barcode))).toHaveLength(1);
  });

  it("refuses another organiser's gate, another event's code and an unknown session, writing nothing", async () => {
    const [t] = take(1) as [string];
    const sizes = await tableSizes();
    expect((await download(otherTenant)).statusCode).toBe(403);
    expect((await upload(otherTenant, 'device-T', [scan(t, 300)])).statusCode).toBe(403);
    expect((await download(gate, undefined, { ...today, eventCode: 'ET99999999' })).statusCode).toBe(404);
    expect((await upload(gate, 'device-T', [scan(t, 300)], { ...today, sessionId: randomUUID() })).statusCode).toBe(404);
    expect((await upload(gate, 'device-T', [scan(t, 300)], { ...today, sessionId: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await api(ctx.app, { method: 'GET', url: `/api/scan/sessions/${today.sessionId}/offline-tickets?eventCode=${today.eventCode}` })).statusCode).toBe(401);
    expect(await tableSizes()).toEqual(sizes);
    expect((await rowsOf([t]))[0]!.state).toBe('unused');
  });

  it('validates every field: batch size, keys, times, gates, cursor; a key reused for another scan is refused', async () => {
    const [t] = take(1) as [string];
    const bad = async (scans: unknown[], extra: Record<string, unknown> = {}) => {
      const res = await api(ctx.app, {
        method: 'POST',
        url: '/api/scan/offline-batch',
        token: gate,
        payload: { eventCode: today.eventCode, sessionId: today.sessionId, deviceId: 'device-V', scans, ...extra },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.code).toBe('ERR.VALIDATION');
    };
    await bad([]);
    await bad(Array.from({ length: OFFLINE_BATCH_MAX + 1 }, (_, i) => scan(t, i % 60)));
    await bad([{ ...scan(t, 1), idempotencyKey: '' }]);
    await bad([{ ...scan(t, 1), scannedAt: 'yesterday' }]);
    await bad([{ ...scan(t, 1), action: 'teleport' }]);
    await bad([{ ...scan(t, 1), gate: '<script>' }]);
    await bad([scan(t, 1)], { deviceId: '' });
    const cursor = await download(gate, 'not-a-cursor');
    expect(cursor.statusCode).toBe(400);
    // Cursors of the right shape whose time is no instant (30 February, 24:00, month 13, the year 0) are a 400 too,
    // never the database's refusal as a 500.
    for (const time of ['2026-02-30T10:00:00.000000Z', '2026-01-01T24:00:00.000000Z', '2026-13-01T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z']) {
      const res = await download(gate, `${time}~00000000-0000-0000-0000-000000000000`);
      expect(res.statusCode, `${time}: ${res.body}`).toBe(400);
      expect(res.json().errors).toMatchObject({ code: 'ERR.VALIDATION', message: OFFLINE_MESSAGES.badCursor });
    }
    expect((await tableSizes()).attempts).toBeGreaterThan(0);
    expect((await rowsOf([t]))[0]!.state).toBe('unused');

    const first = scan(t, 400);
    expect((await upload(gate, 'device-V', [first])).json().data.results[0].outcome).toBe('admitted');
    const reused = (await upload(gate, 'device-V', [{ ...first, action: 'exit' }])).json().data as OfflineTicketsAnswer & { results: { outcome: string; code: string }[] };
    expect(reused.results[0]).toMatchObject({ outcome: 'refused', code: OFFLINE_ERROR_CODES.keyReused });
    expect((await rowsOf([t]))[0]!.state).toBe('entered');
  });
});
