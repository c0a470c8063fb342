import { DEMO_ACCOUNTS, DEMO_PASSWORD, scanConsumeAnswerSchema, type SessionCounts, sessionCountsSchema } from '@diy/domain';
import { beforeAll, expect, it } from 'vitest';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { consume, type DemoSession, demoSessions } from './scan-helpers';

/**
 * Live counts as a running server serves them: cached per process and recounted at most once a cache age (a minute
 * here, so no recount happens during a test), with the process's own admissions and exits added in between.
 */
describeEngines('cached session counts on %s', (engine) => {
  const ctx = useTestApp(engine, { countsCacheMs: 60_000, demoBookings: true });
  let gate = '';
  let today: DemoSession;
  let fresh: string[] = [];

  beforeAll(async () => {
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    today = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main))[0]!;
    fresh = today.bookings.filter((b) => b.status !== 'CANCELLED').flatMap((b) => b.barcodes.filter((_, i) => b.states[i] === 'unused'));
  });

  const polled = async (): Promise<SessionCounts> => {
    const res = await api(ctx.app, { method: 'GET', url: `/api/scan/sessions/${today.sessionId}/counts?eventCode=${today.eventCode}`, token: gate });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCountsSchema.parse((res.json() as { data: unknown }).data);
  };
  const scan = async (barcodes: string[], exit = false): Promise<SessionCounts> => {
    const res = await consume(ctx.app, { token: gate, session: today, barcodes, exit, device: 'gate-counts' });
    expect(res.statusCode, res.body).toBe(200);
    return scanConsumeAnswerSchema.parse((res.json() as { data: unknown }).data).counts;
  };

  it("go up with every admission between recounts, down with every exit, and stay put on a refusal", async () => {
    const [a, b, c] = fresh;
    const start = await polled();
    expect(await scan([a!])).toEqual({ ...start, admitted: start.admitted + 1, inside: start.inside + 1 });
    // Within the same cache age: before, the second answer still said +1 (the cache knew nothing of the first).
    expect(await scan([b!, c!])).toEqual({ ...start, admitted: start.admitted + 3, inside: start.inside + 3 });
    expect(await polled()).toEqual({ ...start, admitted: start.admitted + 3, inside: start.inside + 3 });
    // Refused ('Oops! Ticket already scanned'): nothing changes.
    expect(await scan([a!])).toEqual({ ...start, admitted: start.admitted + 3, inside: start.inside + 3 });
    // Out and back in: inside goes down and up again; admitted counts a ticket once.
    expect(await scan([a!], true)).toEqual({ ...start, admitted: start.admitted + 3, inside: start.inside + 2 });
    expect(await scan([a!])).toEqual({ ...start, admitted: start.admitted + 3, inside: start.inside + 3 });
    expect(await polled()).toEqual({ ...start, admitted: start.admitted + 3, inside: start.inside + 3 });
  });

  it('adds a call only to counts read before it was sent: a count read later may already hold its writes', async () => {
    // The race itself (a recount returning between a call's submit and its answer) cannot be timed from outside.
    const service = ctx.app.services.scan as unknown as {
      countsCache: Map<string, { at: number }>;
      countedOwn: (sessionId: string, sentAt: number, admitted: number, inside: number) => void;
    };
    const now = await polled();
    const readAt = service.countsCache.get(today.sessionId)!.at;
    service.countedOwn(today.sessionId, readAt, 1, 1);
    expect(await polled()).toEqual(now);
    service.countedOwn(today.sessionId, readAt + 1, 1, 1);
    expect(await polled()).toEqual({ ...now, admitted: now.admitted + 1, inside: now.inside + 1 });
  });
});
