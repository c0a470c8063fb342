import { randomUUID } from 'node:crypto';
import {
  DEMO_ACCOUNTS, DEMO_PASSWORD, ERROR_CODES, GENERIC_ERROR_MESSAGE, ORGANISER_GATE_CODE, ORGANISER_GATE_MESSAGES, SCAN_ERROR_CODES, SCAN_IDEMPOTENCY_TTL_MS, SCAN_MESSAGES, scanConsumeAnswerSchema,
  type ScanResult,
} from '@diy/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { organisers, scanAttempts, scanIdempotency, users } from '../src/db/schema';
import { ConsumeFlow } from '../src/services/scan/consume';
import { accessTokenCheck } from '../src/routes/scan/consume';
import type { BatchEntry } from '../src/services/scan/batcher';
import { type AdmitJob, type RoundJob, type RoundResult, runRound } from '../src/services/scan/round';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { consume, type DemoSession, demoSessions } from './scan-helpers';

/** The consume batcher: one statement per batch, with every guarantee of one call at a time. */
describeEngines('batched consume on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });
  let gate = '';
  let today: DemoSession;
  let fresh: string[] = [];
  /** A fresh unused ticket of today's session. */
  const unused = () => {
    const barcode = fresh.shift();
    if (!barcode) throw new Error('out of unused demo tickets');
    return barcode;
  };
  const attempts = (barcode: string) =>
    ctx.database.db.select().from(scanAttempts).where(eq(scanAttempts.barcode, barcode)).orderBy(scanAttempts.id);
  const dataOf = (res: { json: () => unknown }) => scanConsumeAnswerSchema.parse((res.json() as { data: unknown }).data);

  beforeAll(async () => {
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    today = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main))[0]!;
    fresh = today.bookings.filter((b) => b.status !== 'CANCELLED').flatMap((b) => b.barcodes.filter((_, i) => b.states[i] === 'unused'));
  });

  it('checks the token in memory (the session row is checked in the statement), once per token', () => {
    const verify = vi.spyOn(ctx.app.services.auth, 'verifyAccessToken');
    const check = accessTokenCheck(ctx.app.services.auth, ctx.app.now);
    const caller = check(gate);
    expect(caller?.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(check(gate)).toEqual(caller);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(check(`${gate}x`)).toBeNull();
    verify.mockRestore();
  });

  it('admits a ticket once when one statement gets several calls on it; the others run another round and hear when and which device', async () => {
    // The batcher never puts two calls on one barcode into one batch: this is the statement's own guarantee.
    const barcode = unused();
    const caller = accessTokenCheck(ctx.app.services.auth, ctx.app.now)(gate)!;
    const at = ctx.app.now().toISOString();
    const job = (device: string, round: number): AdmitJob => ({
      kind: 'admit',
      conflicts: [],
      caller,
      sessionId: today.sessionId,
      eventCode: today.eventCode,
      action: 'entry',
      meta: { deviceId: device, userAgent: null, latitude: 'na', longitude: 'na', accuracy: 'na', idempotencyKey: null },
      key: null,
      hash: 'h',
      at,
      round,
      counts: { admitted: 0, inside: 0, total: 0 },
      barcodes: [barcode],
    });
    const run = async (jobs: AdmitJob[]) => {
      const outcomes: RoundResult[] = [];
      const entries: BatchEntry<RoundJob, RoundResult>[] = jobs.map((j, i) => ({
        job: j,
        resolve: (r) => (outcomes[i] = r),
        reject: (e) => {
          throw e;
        },
      }));
      await runRound(ctx.app.services.scan.consumer.sql, entries);
      return outcomes;
    };
    const devices = ['gate-1', 'gate-2', 'gate-3'];
    const first = await run(devices.map((d) => job(d, 1)));
    const won = first.findIndex((o) => o?.answer);
    expect(won).toBeGreaterThanOrEqual(0);
    expect((JSON.parse(first[won]!.answer!) as { results: ScanResult[] }).results[0]).toMatchObject({ success: true, code: 'OK', state: 'entered', previous: null });
    const others = devices.filter((_, i) => i !== won);
    for (const [i, o] of first.entries()) {
      if (i === won) continue;
      expect(o).toMatchObject({ verdict: 'go', answer: null, retry: [barcode], admitted: 0, inside: 0 });
    }
    // Their next round sees the admission.
    const second = await run(others.map((d) => job(d, 2)));
    for (const o of second) {
      const r = (JSON.parse(o?.results ?? '[]') as ScanResult[])[0];
      expect(r).toMatchObject({ success: false, code: SCAN_ERROR_CODES.alreadyScanned, message: SCAN_MESSAGES.alreadyScanned, state: 'entered' });
      expect(r?.previous).toEqual({ at, device: devices[won] });
    }
    expect((await attempts(barcode)).map((a) => [a.deviceId, a.outcome]).sort()).toEqual(
      devices.map((d, i) => [d, i === won ? 'OK' : SCAN_ERROR_CODES.alreadyScanned]),
    );
  });

  it('admits a ticket scanned by many devices at once exactly once; everyone else hears when and which device', async () => {
    const barcode = unused();
    const calls = Array.from({ length: 8 }, (_, i) => consume(ctx.app, { token: gate, session: today, barcodes: [barcode], device: `crowd-${i}` }));
    const results = (await Promise.all(calls)).map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return dataOf(res).results[0]!;
    });
    const winners = results.filter((r) => r.success);
    expect(winners).toHaveLength(1);
    const winner = (await attempts(barcode)).find((a) => a.outcome === 'OK')!;
    for (const r of results.filter((x) => !x.success)) {
      expect(r).toMatchObject({ code: SCAN_ERROR_CODES.alreadyScanned, message: SCAN_MESSAGES.alreadyScanned });
      expect(r.previous).toEqual({ at: winners[0]!.scannedAt, device: winner.deviceId });
    }
    expect(await attempts(barcode)).toHaveLength(8);
  });

  it('answers a repeated Idempotency-Key sent while the first call runs with the first answer, recording nothing new', async () => {
    const barcodes = [unused(), unused()];
    const send = () => consume(ctx.app, { token: gate, session: today, barcodes, key: 'batch-k1', device: 'gate-idem' });
    const [first, second, third] = await Promise.all([send(), send(), send()]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(dataOf(first!).results.map((r) => r.success)).toEqual([true, true]);
    expect(dataOf(second!)).toEqual(dataOf(first!));
    expect(dataOf(third!)).toEqual(dataOf(first!));
    expect((await attempts(barcodes[0]!)).length + (await attempts(barcodes[1]!)).length).toBe(2);
    // And in a later batch, too; another request under the same key is 422.
    expect(dataOf(await send())).toEqual(dataOf(first!));
    const other = await consume(ctx.app, { token: gate, session: today, barcodes: barcodes.slice(0, 1), key: 'batch-k1' });
    expect(other.statusCode).toBe(422);
  });

  it('stores under its key the answer of a call that started without cached counts, and a retry replays it', async () => {
    // A cold counts cache: the round leaves the answer to the call, which counts and stores it (FINISH_SQL).
    const scan = ctx.app.services.scan;
    const flow = new ConsumeFlow({ db: ctx.database.db, sql: () => scan.consumer.sql, now: ctx.app.now, countsBefore: async () => null, counts: (id) => scan.counts(id), approvalError: async () => new Error('not asked'), countedOwn: () => undefined });
    const caller = accessTokenCheck(ctx.app.services.auth, ctx.app.now)(gate)!;
    const barcode = unused();
    const input = { scanType: 'BARCODE' as const, eventCode: today.eventCode, venueCode: today.venueCode, sessionId: today.sessionId, barcodes: [barcode], exitScan: false };
    const meta = { deviceId: 'gate-cold', userAgent: null, latitude: 'na', longitude: 'na', accuracy: 'na', idempotencyKey: 'cold-k1' };
    const first = scanConsumeAnswerSchema.parse(JSON.parse(await flow.consume(caller, input, meta)));
    expect(first.results.map((r) => r.success)).toEqual([true]);
    const [stored] = await ctx.database.db
      .select({ answer: scanIdempotency.answer })
      .from(scanIdempotency)
      .where(and(eq(scanIdempotency.userId, caller.sub), eq(scanIdempotency.key, 'cold-k1')));
    expect(stored?.answer).toEqual(first);
    const again = await consume(ctx.app, { token: gate, session: today, barcodes: [barcode], key: 'cold-k1', device: 'gate-cold' });
    expect(again.statusCode, again.body).toBe(200);
    expect(dataOf(again)).toEqual(first);
    expect(await attempts(barcode)).toHaveLength(1);
  });

  it('forgets Idempotency-Keys older than a day, and only those', async () => {
    const caller = accessTokenCheck(ctx.app.services.auth, ctx.app.now)(gate)!;
    const at = (msAgo: number) => new Date(ctx.app.now().getTime() - msAgo);
    await ctx.database.db.insert(scanIdempotency).values([
      { userId: caller.sub, key: 'purge-old-1', requestHash: 'h', answer: null, createdAt: at(SCAN_IDEMPOTENCY_TTL_MS + 60_000) },
      { userId: caller.sub, key: 'purge-old-2', requestHash: 'h', answer: null, createdAt: at(3 * SCAN_IDEMPOTENCY_TTL_MS) },
      { userId: caller.sub, key: 'purge-fresh', requestHash: 'h', answer: null, createdAt: at(SCAN_IDEMPOTENCY_TTL_MS - 60_000) },
    ]);
    // Housekeeping's hourly job (RETENTION_IDEMPOTENCY_KEYS, a day by default).
    expect(await ctx.app.housekeeping.run('idempotencyKeys', ctx.app.now())).toEqual({ idempotencyKeys: 2 });
    const left = await ctx.database.db
      .select({ key: scanIdempotency.key })
      .from(scanIdempotency)
      .where(and(eq(scanIdempotency.userId, caller.sub), sql`${scanIdempotency.key} like 'purge-%'`));
    expect(left.map((r) => r.key)).toEqual(['purge-fresh']);
  });

  it('fails only the batch whose statement failed, with the error envelope, and claims nothing for it', async () => {
    const barcode = unused();
    const spy = vi.spyOn(ctx.app.services.scan.consumer.sql, 'query').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const failed = await consume(ctx.app, { token: gate, session: today, barcodes: [barcode], key: 'fail-k1' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        status: 500,
        errors: {
          code: ERROR_CODES.internal,
          message: GENERIC_ERROR_MESSAGE,
          shortDesc: GENERIC_ERROR_MESSAGE,
          longDesc: GENERIC_ERROR_MESSAGE,
          requestId: failed.headers['x-request-id'],
        },
      });
    } finally {
      spy.mockRestore();
    }
    expect(await attempts(barcode)).toEqual([]);
    // The device's retry with the same key is a first call: nothing of the failed one stayed.
    const retry = await consume(ctx.app, { token: gate, session: today, barcodes: [barcode], key: 'fail-k1' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(dataOf(retry).results[0]).toMatchObject({ success: true, code: 'OK' });
  });

  it('refuses a revoked session and a deactivated account on their next call', async () => {
    const token = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    expect((await consume(ctx.app, { token, session: today, barcodes: [unused()] })).statusCode).toBe(200);
    await api(ctx.app, { method: 'POST', url: '/api/auth/logout', token });
    const revoked = await consume(ctx.app, { token, session: today, barcodes: [unused()] });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().errors.code).toBe('ERR.SESSION.EXPIRED');

    const other = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    const { db } = ctx.database;
    const byEmail = eq(users.email, DEMO_ACCOUNTS.gate.email);
    await db.update(users).set({ active: false }).where(byEmail);
    try {
      expect((await consume(ctx.app, { token: other, session: today, barcodes: [unused()] })).statusCode).toBe(401);
    } finally {
      await db.update(users).set({ active: true }).where(byEmail);
    }
  });

  it("refuses an organiser whose organiser is no longer approved with the gate's text, before looking at the event", async () => {
    const token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const before = await consume(ctx.app, { token, session: today, barcodes: ['NOSUCHBARCODE2'] });
    expect(before.statusCode, before.body).toBe(200);
    const { db } = ctx.database;
    const [owner] = await db.select({ organiserId: users.organiserId }).from(users).where(eq(users.email, DEMO_ACCOUNTS.organiser.email));
    const mine = eq(organisers.id, owner!.organiserId!);
    await db.update(organisers).set({ status: 'pending' }).where(mine);
    try {
      const gated = await consume(ctx.app, { token, session: today, barcodes: ['NOSUCHBARCODE2'] });
      expect(gated.statusCode).toBe(403);
      expect(gated.json().errors).toMatchObject({ code: ORGANISER_GATE_CODE, message: ORGANISER_GATE_MESSAGES.pending });
      // Checked before the scope: an unknown session answers the same.
      const elsewhere = await consume(ctx.app, { token, session: { ...today, sessionId: randomUUID() }, barcodes: ['NOSUCHBARCODE2'] });
      expect(elsewhere.json().errors?.code).toBe(ORGANISER_GATE_CODE);
      // Gate staff of that organiser are not organisers: the gate does not apply to them.
      expect((await consume(ctx.app, { token: gate, session: today, barcodes: ['NOSUCHBARCODE2'] })).statusCode).toBe(200);
    } finally {
      await db.update(organisers).set({ status: 'approved' }).where(mine);
    }
  });

  it('answers an unknown session (or one of another event) with 404, and odd barcodes without a 500', async () => {
    const bad = await consume(ctx.app, { token: gate, session: { ...today, sessionId: 'not-a-uuid' }, barcodes: ['X'] });
    expect(bad.statusCode).toBe(404);
    const elsewhere = await consume(ctx.app, { token: gate, session: { ...today, eventCode: 'ET00010003' }, barcodes: ['X'] });
    expect(elsewhere.statusCode).toBe(404);
    const odd = await consume(ctx.app, { token: gate, session: today, barcodes: ['AB\u0000CD', 'EF\uD800GH', 'Q"U\\OTE', '{A,B}', 'टिकट😀'], device: 'gate-odd' });
    expect(odd.statusCode, odd.body).toBe(200);
    expect(dataOf(odd).results.map((r) => r.code)).toEqual(Array(5).fill(SCAN_ERROR_CODES.noTicketFound));
    expect(dataOf(odd).results.map((r) => r.barcode).slice(2)).toEqual(['Q"U\\OTE', '{A,B}', 'टिकट😀']);
    const logged = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(scanAttempts)
      .where(and(eq(scanAttempts.deviceId, 'gate-odd'), eq(scanAttempts.outcome, SCAN_ERROR_CODES.noTicketFound)));
    expect(logged[0]?.n).toBe(5);
  });
});
