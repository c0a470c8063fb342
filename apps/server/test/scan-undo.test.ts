import { DEMO_ACCOUNTS, DEMO_PASSWORD, scanUndoAnswerSchema, UNDO_REASONS, UNDO_WINDOW_MS } from '@diy/domain';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { scanAttempts, tickets } from '../src/db/schema';
import { SECOND_GATE_ACCOUNT, TCS_GATE_ACCOUNT } from '../src/seed/accounts';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { consume, type DemoSession, demoSessions } from './scan-helpers';

describeEngines('undo of an admission on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });
  let gate = '';
  let gate2 = '';
  let gate3 = '';
  let organiser = '';
  let today: DemoSession;
  let next = 0;
  /** A fresh unused ticket of today's session for each test. */
  const freshBarcode = () => {
    const unused = today.bookings.filter((b) => b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused'));
    const b = unused[unused.length - 1 - next];
    next += 1;
    if (!b?.barcodes[0]) throw new Error('no unused booking');
    return b.barcodes[0];
  };
  const undo = (barcode: string, token = gate, body: Record<string, unknown> = {}) =>
    api(ctx.app, {
      method: 'POST',
      url: '/api/scan/undo',
      token,
      headers: { 'x-device-id': 'device-undo' },
      payload: { eventCode: today.eventCode, sessionId: today.sessionId, barcode, reason: UNDO_REASONS[0], ...body },
    });
  const stateOf = async (barcode: string) => (await ctx.database.db.select().from(tickets).where(eq(tickets.barcode, barcode)))[0];

  beforeAll(async () => {
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    gate2 = await login(ctx.app, SECOND_GATE_ACCOUNT.email, DEMO_PASSWORD);
    gate3 = await login(ctx.app, TCS_GATE_ACCOUNT.email, DEMO_PASSWORD);
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    today = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main))[0]!;
  });

  it('undoes the last admission within 30 s: the ticket is unused again, the counts go back, the undo is logged with who and why', async () => {
    const barcode = freshBarcode();
    const admitted = await consume(ctx.app, { token: gate, session: today, barcodes: [barcode] });
    expect(admitted.statusCode, admitted.body).toBe(200);
    const countsAfterEntry = admitted.json().data.counts as { admitted: number; inside: number };
    ctx.clock.advance(UNDO_WINDOW_MS - 1_000);
    const res = await undo(barcode, gate, { reason: UNDO_REASONS[2] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = scanUndoAnswerSchema.parse(res.json().data);
    expect(answer).toMatchObject({ barcode, state: 'unused' });
    expect(answer.counts.admitted).toBe(countsAfterEntry.admitted - 1);
    expect(answer.counts.inside).toBe(countsAfterEntry.inside - 1);
    expect(await stateOf(barcode)).toMatchObject({ state: 'unused', firstEnteredAt: null });
    const [log] = await ctx.database.db.select().from(scanAttempts).where(eq(scanAttempts.barcode, barcode)).orderBy(desc(scanAttempts.id)).limit(1);
    expect(log).toMatchObject({ outcome: 'UNDONE', reason: UNDO_REASONS[2], deviceId: 'device-undo', action: 'entry' });
    expect(log?.userId).toBeTruthy();
    // Undone once: a second undo finds nothing to undo, and the ticket can be admitted again.
    const again = await undo(barcode);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.code).toBe('ERR.SCAN.NOTHING_TO_UNDO');
    expect((await consume(ctx.app, { token: gate, session: today, barcodes: [barcode] })).json().data.results[0].code).toBe('OK');
  });

  it('refuses an undo after 30 s (controlled clock) and changes nothing', async () => {
    const barcode = freshBarcode();
    expect((await consume(ctx.app, { token: gate, session: today, barcodes: [barcode] })).statusCode).toBe(200);
    ctx.clock.advance(UNDO_WINDOW_MS + 1);
    const res = await undo(barcode);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject({ code: 'ERR.SCAN.UNDO_TOO_LATE', message: expect.stringContaining('30 seconds') });
    expect((await stateOf(barcode))?.state).toBe('entered');
    const undone = await ctx.database.db.select().from(scanAttempts).where(and(eq(scanAttempts.barcode, barcode), eq(scanAttempts.outcome, 'UNDONE')));
    expect(undone).toHaveLength(0);
  });

  it('puts a guest who had gone out and came back in back to exited', async () => {
    const barcode = freshBarcode();
    await consume(ctx.app, { token: gate, session: today, barcodes: [barcode] });
    await consume(ctx.app, { token: gate, session: today, barcodes: [barcode], exit: true });
    ctx.clock.advance(1_000);
    await consume(ctx.app, { token: gate, session: today, barcodes: [barcode] });
    const res = await undo(barcode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('exited');
    const row = await stateOf(barcode);
    expect(row?.state).toBe('exited');
    expect(row?.firstEnteredAt).not.toBeNull();
  });

  it("refuses another account's admission, an exit, an unused ticket, another organiser's gate, bad input", async () => {
    const barcode = freshBarcode();
    expect((await undo(barcode)).json().errors.code).toBe('ERR.SCAN.NOTHING_TO_UNDO');
    await consume(ctx.app, { token: gate, session: today, barcodes: [barcode] });
    // Another account of the same organiser did not make it.
    expect((await undo(barcode, organiser)).json().errors.code).toBe('ERR.SCAN.NOTHING_TO_UNDO');
    // Other organisers' gate staff are refused the session.
    for (const foreign of [gate2, gate3]) {
      const res = await undo(barcode, foreign);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors.code).toBe('ERR.FORBIDDEN');
    }
    expect((await stateOf(barcode))?.state).toBe('entered');
    await consume(ctx.app, { token: gate, session: today, barcodes: [barcode], exit: true });
    expect((await undo(barcode)).json().errors.code).toBe('ERR.SCAN.NOTHING_TO_UNDO');
    expect((await undo('NOSUCHBARCODE000')).statusCode).toBe(404);
    const noReason = await undo(barcode, gate, { reason: 'because' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.details?.field ?? noReason.body).toContain('reason');
    expect((await undo(barcode, gate, { sessionId: 'not-a-session' })).statusCode).toBe(404);
    const anonymous = await api(ctx.app, {
      method: 'POST',
      url: '/api/scan/undo',
      payload: { eventCode: today.eventCode, sessionId: today.sessionId, barcode, reason: UNDO_REASONS[0] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores the device’s gate name with each scan and with an undo; a name that is no gate name is not stored', async () => {
    const named = freshBarcode();
    const other = freshBarcode();
    const scanAt = (barcode: string, gateName: string) =>
      api(ctx.app, {
        method: 'PUT',
        url: `/api/scan/consume?sessionId=${today.sessionId}&eventCode=${today.eventCode}`,
        token: gate,
        headers: { 'x-device-id': 'device-gate', 'x-gate': gateName },
        payload: { scanType: 'BARCODE', eventCode: today.eventCode, venueCode: today.venueCode, sessionId: today.sessionId, barcodes: [barcode], exitScan: false },
      });
    expect((await scanAt(named, '  VIP Gate A ')).statusCode).toBe(200);
    expect((await scanAt(other, '<script>')).statusCode).toBe(200);
    const rows = async (barcode: string) =>
      ctx.database.db.select({ gate: scanAttempts.gate, outcome: scanAttempts.outcome }).from(scanAttempts).where(eq(scanAttempts.barcode, barcode));
    expect(await rows(named)).toEqual([{ gate: 'VIP Gate A', outcome: 'OK' }]);
    expect(await rows(other)).toEqual([{ gate: null, outcome: 'OK' }]);
    const res = await api(ctx.app, {
      method: 'POST',
      url: '/api/scan/undo',
      token: gate,
      headers: { 'x-device-id': 'device-gate', 'x-gate': 'VIP Gate A' },
      payload: { eventCode: today.eventCode, sessionId: today.sessionId, barcode: named, reason: UNDO_REASONS[1] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rows(named)).find((r) => r.outcome === 'UNDONE')?.gate).toBe('VIP Gate A');
  });
});
