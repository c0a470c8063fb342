import { dailySummarySchema, DAILY_SUMMARY_TIME_MESSAGE, feeGstSupply, formatPaise, gstOn, nextIstTime, platformFeePaise } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../src/services/ids';
import { api, describeEngines, outbox, useTestApp } from './helpers';
import { buildFixture, ORGANISER_GSTIN, type Fixture } from './report-helpers';

const url = (eventCode: string) => `/api/reports/v1/schedule/event/${eventCode}`;

describeEngines('daily sales summary e-mails on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  const call = (method: 'GET' | 'PUT' | 'DELETE', eventCode: string, token: string | undefined, payload?: unknown) =>
    api(ctx.app, { method, url: url(eventCode), ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  const jobs = async () =>
    rowsOf<{ status: string; run_at: Date | string }>(
      await ctx.database.db.execute(sql`select status, run_at from scheduled_jobs where kind = 'report-daily-summary' and payload->>'eventId' = ${f.eventId} order by run_at`),
    );

  beforeAll(async () => {
    f = await buildFixture(ctx);
  });

  it('is off until set; refuses a time that is not HH:mm with the field and stores nothing', async () => {
    const off = dailySummarySchema.parse((await call('GET', f.eventCode, f.tokens.organiser)).json().data);
    expect(off).toMatchObject({ active: false, time: null, nextRunAt: null });
    for (const time of ['25:00', '7:30', '07:30 PM', '', 1930]) {
      const bad = await call('PUT', f.eventCode, f.tokens.organiser, { time });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().errors)).toContain('time');
    }
    expect((await call('PUT', f.eventCode, f.tokens.organiser, { time: '31:00' })).json().errors.message).toContain(DAILY_SUMMARY_TIME_MESSAGE);
    expect(await jobs()).toEqual([]);
  });

  it('mails the summary once at the time of day in IST, queues the next day, and stops when asked', async () => {
    const set = await call('PUT', f.eventCode, f.tokens.organiser, { time: '21:30' });
    expect(set.statusCode).toBe(200);
    const summary = dailySummarySchema.parse(set.json().data);
    const due = nextIstTime(ctx.clock.now(), 21 * 60 + 30);
    expect(summary).toMatchObject({ active: true, time: '21:30', nextRunAt: due.toISOString() });
    const to = summary.to!;
    const before = (await outbox(ctx.app, to)).length;

    // Not yet due: nothing. At 21:30 IST: one mail; again: nothing more.
    expect((await ctx.app.scheduling.queue.runDue({ at: new Date(due.getTime() - 60_000) })).claimed).toBe(0);
    expect((await ctx.app.scheduling.queue.runDue({ at: due })).sent).toBe(1);
    expect((await ctx.app.scheduling.queue.runDue({ at: due })).claimed).toBe(0);
    const mails = await outbox(ctx.app, to);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toContain(`Daily sales: ${f.title}`);
    expect(mails[0]!.body).toContain('every day at 09:30 PM IST');
    // The totals by the money model (docs/money.md), summed here from the tickets: discounts, and net to you as each
    // session's earnings less its platform fee (the tiers per price) and the GST on it computed once per session.
    const tickets = rowsOf<{ session_id: string; price_paise: number; discount_paise: number; funded_by: string | null }>(
      await ctx.database.db.execute(sql`
        select t.session_id, t.price_paise, t.discount_paise, o.funded_by
        from tickets t join bookings b on b.id = t.booking_id left join catalogue_offers o on o.code = b.offer_code
        where b.event_id = ${f.eventId}::uuid and t.state <> 'cancelled'`),
    );
    const sessions = new Map<string, { earnings: number; fee: number }>();
    let discounts = 0;
    for (const t of tickets) {
      const s = sessions.get(t.session_id) ?? { earnings: 0, fee: 0 };
      const reimbursed = t.funded_by === 'PLATFORM' || t.funded_by === 'PARTNER';
      s.earnings += Number(t.price_paise) - (reimbursed ? 0 : Number(t.discount_paise));
      s.fee += platformFeePaise(Number(t.price_paise));
      sessions.set(t.session_id, s);
      discounts += Number(t.discount_paise);
    }
    const supply = feeGstSupply(ORGANISER_GSTIN.slice(0, 2));
    const net = [...sessions.values()].reduce((sum, s) => sum + s.earnings - s.fee - gstOn(s.fee, 1_800, supply).totalPaise, 0);
    expect(discounts).toBeGreaterThan(0);
    expect(mails[0]!.body).toContain(`discounts: ${formatPaise(discounts)}`);
    expect(mails[0]!.body).toContain(`net to you: ${formatPaise(net)}`);
    const next = await jobs();
    expect(next.map((j) => j.status)).toEqual(['done', 'pending']);
    expect(new Date(next[1]!.run_at).getTime()).toBe(due.getTime() + 86_400_000);

    const stopped = await call('DELETE', f.eventCode, f.tokens.organiser);
    expect(dailySummarySchema.parse(stopped.json().data)).toMatchObject({ active: false, nextRunAt: null });
    expect((await jobs()).map((j) => j.status)).toEqual(['done', 'cancelled']);
    expect((await ctx.app.scheduling.queue.runDue({ at: new Date(due.getTime() + 86_400_000) })).claimed).toBe(0);
    expect((await outbox(ctx.app, to)).length).toBe(before + 1);
  });

  it('lets the reports-only user set it (recipient masked), and refuses other tenants, gate staff and no token', async () => {
    const byReportsUser = await call('PUT', f.eventCode, f.tokens.reportUser, { time: '08:00' });
    expect(byReportsUser.statusCode).toBe(200);
    expect(byReportsUser.json().data.to).toMatch(/\*/);
    expect((await call('DELETE', f.eventCode, f.tokens.reportUser)).statusCode).toBe(200);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await call(method, f.eventCode, f.tokens.organiser2, method === 'PUT' ? { time: '08:00' } : undefined)).statusCode).toBe(404);
      expect((await call(method, f.eventCode, f.tokens.gate, method === 'PUT' ? { time: '08:00' } : undefined)).statusCode).toBe(403);
      expect((await call(method, f.eventCode, undefined, method === 'PUT' ? { time: '08:00' } : undefined)).statusCode).toBe(401);
    }
  });
});
