import type { AddressInfo } from 'node:net';
import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD, gateCountsSchema, LIVE_SCAN_PATH, type GateCounts } from '@diy/domain';
import { beforeAll, expect, it } from 'vitest';
import { SECOND_GATE_ACCOUNT } from '../src/seed/accounts';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { api, describeEngines, login, useTestApp } from './helpers';
import { type DemoSession, demoSessions } from './scan-helpers';

/** A gate's SSE client over fetch: collects `counts` events (with their ids) until closed. */
function openCounts(url: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const events: { id: string | null; counts: GateCounts }[] = [];
  let status = 0;
  const ready = fetch(url, {
    headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  }).then((res) => {
    status = res.status;
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data && /^event: counts$/m.test(block)) events.push({ id: /^id: (.*)$/m.exec(block)?.[1] ?? null, counts: gateCountsSchema.parse(JSON.parse(data)) });
          }
        }
      } catch {
        // closed
      }
    })();
  });
  return { events, ready, status: () => status, close: () => controller.abort() };
}

async function until<T>(what: () => T | undefined, ms = 8000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = what();
    if (v !== undefined) return v;
    if (Date.now() - start > ms) throw new Error('timed out waiting for live counts');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describeEngines('live gate counts (server-sent events) on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0, demoBookings: true });
  let base = '';
  let gate = '';
  let otherTenant = '';
  let today: DemoSession;
  const url = (s: Pick<DemoSession, 'sessionId' | 'eventCode'> = today) => `${base}/api${LIVE_SCAN_PATH}?sessionId=${s.sessionId}&eventCode=${s.eventCode}`;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    otherTenant = await login(ctx.app, SECOND_GATE_ACCOUNT.email, DEMO_PASSWORD);
    today = (await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main))[0]!;
  });

  it('a scan made on one connection reaches a gate subscribed on another, with the counts per gate', async () => {
    const stream = openCounts(url(), gate);
    await stream.ready;
    expect(stream.status()).toBe(200);
    const first = await until(() => stream.events[0]);
    expect(first.id).toBeNull();
    const barcode = today.bookings.filter((b) => b.status === 'CONFIRMED' && b.states.every((s) => s === 'unused')).at(-1)!.barcodes[0]!;
    const res = await api(ctx.app, {
      method: 'PUT',
      url: `/api/scan/consume?sessionId=${today.sessionId}&eventCode=${today.eventCode}`,
      token: gate,
      headers: { 'x-device-id': 'device-live', 'x-gate': 'Gate Live' },
      payload: { scanType: 'BARCODE', eventCode: today.eventCode, venueCode: today.venueCode, sessionId: today.sessionId, barcodes: [barcode], exitScan: false },
    });
    expect(res.json().data.results[0].success).toBe(true);
    const pushed = await until(() => stream.events.find((e) => e.counts.gates.some((g) => g.gate === 'Gate Live')));
    expect(pushed.id).toMatch(/^\d+$/);
    expect(pushed.counts.session.admitted).toBe(first.counts.session.admitted + 1);
    expect(pushed.counts.session.inside).toBe(first.counts.session.inside + 1);
    expect(pushed.counts.gates.find((g) => g.gate === 'Gate Live')).toEqual({ gate: 'Gate Live', admitted: 1, exited: 0 });

    // Reconnecting with Last-Event-ID: fresh counts at once, and nothing it had already.
    const again = openCounts(url(), gate, pushed.id!);
    await again.ready;
    const now = await until(() => again.events[0]);
    expect(now.counts.session.admitted).toBe(pushed.counts.session.admitted);
    for (const s of [stream, again]) s.close();
  });

  it("refuses another organiser's gate, another event's code, a caller without a token", async () => {
    const theirs = openCounts(url(), otherTenant);
    await theirs.ready;
    expect(theirs.status()).toBe(403);
    const wrong = openCounts(url({ ...today, eventCode: 'ET99999999' }), gate);
    await wrong.ready;
    expect(wrong.status()).toBe(404);
    const none = await fetch(url(), { headers: { [APP_CODE_HEADER]: APP_CODE } });
    expect(none.status).toBe(401);
    const bad = await fetch(`${base}/api${LIVE_SCAN_PATH}?eventCode=${today.eventCode}`, { headers: { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${gate}` } });
    expect(bad.status).toBe(400);
  });
});
