import { isValidGstin } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed';
import { DEMO_HISTORY_CHANNELS, DEMO_HISTORY_DAYS, DEMO_CHANNEL_NAME, historyTime } from '../src/seed/scan-demo';
import { rowsOf } from '../src/services/ids';
import { describeEngines, useTestApp } from './helpers';

type Row = Record<string, unknown>;

describe('the demo sales history times', () => {
  it('are within the last 30 days, never in the future, spread over days and hours', () => {
    const until = new Date('2026-11-26T06:00:00Z');
    const times = Array.from({ length: 2000 }, (_, i) => historyTime(until, i));
    expect(times.every((t) => t <= until && t.getTime() > until.getTime() - (DEMO_HISTORY_DAYS + 1) * 86_400_000)).toBe(true);
    expect(new Set(times.map((t) => t.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(25);
    expect(new Set(times.map((t) => t.getUTCHours())).size).toBeGreaterThanOrEqual(18);
  });
});

describeEngines('the demo sales history on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });
  const q = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await ctx.database.db.execute(query));

  it('gives the demo events bookings over 30 days and three channels, with cancellations and admissions, once', async () => {
    const [spread] = await q(sql`
      select count(distinct date_trunc('day', b.sold_at)) as days, count(distinct b.channel_id) as channels,
        count(*) filter (where b.status = 'CANCELLED') as cancelled, count(*) as bookings
      from bookings b join events e on e.id = b.event_id where e.event_code = 'ET00010002'`);
    expect(Number(spread!.days)).toBeGreaterThanOrEqual(20);
    expect(Number(spread!.channels)).toBe(1 + DEMO_HISTORY_CHANNELS.length);
    expect(Number(spread!.cancelled)).toBeGreaterThan(0);
    const [admitted] = await q(sql`select count(*) as n from tickets where first_entered_at is not null`);
    expect(Number(admitted!.n)).toBeGreaterThan(0);
    const channels = await q(sql`select name from sales_channels order by name`);
    expect(channels.map((c) => c.name)).toEqual(expect.arrayContaining([DEMO_CHANNEL_NAME, ...DEMO_HISTORY_CHANNELS]));

    await runSeed(ctx.database.db, ctx.clock.now());
    const [again] = await q(sql`select count(*) as bookings from bookings b join events e on e.id = b.event_id where e.event_code = 'ET00010002'`);
    expect(Number(again!.bookings)).toBe(Number(spread!.bookings));
  });

  it('gives the demo organisers valid GSTINs in their own states', async () => {
    const rows = await q(sql`select code, profile->'gstNumbers'->0->>'gstin' as gstin from organisers where code in ('ORG-MLE', 'ORG-BBL', 'ORG-HQC') order by code`);
    expect(rows.map((r) => [r.code, String(r.gstin).slice(0, 2)])).toEqual([['ORG-BBL', '29'], ['ORG-HQC', '36'], ['ORG-MLE', '27']]);
    for (const r of rows) expect(isValidGstin(String(r.gstin))).toBe(true);
  });
});
