import { DEMO_ACCOUNTS, DEMO_PASSWORD, EVENT_TABS } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createDraft, listTab } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';

/**
 * organiser_event_counts (migration 0018) holds each organiser's events per status, kept by triggers on events; the
 * list tabs' totals come from it. Every check recounts the events themselves.
 */
describeEngines('event tab counts on %s', (engine) => {
  const ctx = useTestApp(engine);
  let token = '';

  beforeAll(async () => {
    token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
  });

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The kept counts and a fresh count of the events, each as 'organiser status n' lines (zero counts left out). */
  async function keptAndCounted(): Promise<[string[], string[]]> {
    const kept = await rows<{ line: string }>(sql`select organiser_id || ' ' || status || ' ' || events as line from organiser_event_counts where events <> 0 order by 1`);
    const counted = await rows<{ line: string }>(sql`select organiser_id || ' ' || status || ' ' || count(*) as line from events group by organiser_id, status order by 1`);
    return [kept.map((r) => r.line), counted.map((r) => r.line)];
  }

  /** Each tab's total, recounted from the events with the tab's own rule. */
  async function expectTotalsRecounted() {
    const now = ctx.clock.now().toISOString();
    const [org] = await rows<{ id: string }>(sql`select organiser_id as id from users where email = ${DEMO_ACCOUNTS.organiser.email}`);
    const published = sql`organiser_id = ${org!.id} and status in ('active', 'inactive')`;
    const [expected] = await rows<Record<string, number>>(sql`select
      (select count(*) from events where ${published} and coalesce(last_show_at, 'infinity') >= ${now}::timestamptz)::int as live,
      (select count(*) from events where ${published} and last_show_at < ${now}::timestamptz)::int as past,
      (select count(*) from events where ${published})::int as "live-past",
      (select count(*) from events where organiser_id = ${org!.id} and status in ('closed', 'unlisted'))::int as closed`);
    for (const tab of EVENT_TABS) {
      if (tab === 'draft') continue;
      expect((await listTab(ctx.app, token, tab)).total, tab).toBe(expected![tab]);
    }
  }

  it('starts from the seeded events, and the tab totals are the events counted', async () => {
    const [kept, counted] = await keptAndCounted();
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);
    await expectTotalsRecounted();
  });

  it('follows drafts made, submitted and deleted, and status changes of many events in one statement', async () => {
    const before = (await listTab(ctx.app, token, 'draft')).total;
    const a = await createDraft(ctx.app, token);
    const b = await createDraft(ctx.app, token);
    expect((await listTab(ctx.app, token, 'draft')).total).toBe(before + 2);
    const removed = await api(ctx.app, { method: 'DELETE', url: '/api/delete/draft', token, payload: { draftId: b } });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await listTab(ctx.app, token, 'draft')).total).toBe(before + 1);
    // One statement moving events between statuses and organisers (as a staff tool or a migration might).
    await ctx.database.db.execute(sql`update events set status = 'closed' where draft_id = ${a}`);
    await ctx.database.db.execute(sql`update events set status = case when status = 'active' then 'inactive' else status end, title = title || ''`);
    const [kept, counted] = await keptAndCounted();
    expect(kept).toEqual(counted);
    await expectTotalsRecounted();
  });

  it('a write rolled back leaves the counts as they were', async () => {
    const [before] = await keptAndCounted();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update events set status = 'draft'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [after, counted] = await keptAndCounted();
    expect(after).toEqual(before);
    expect(after).toEqual(counted);
  });
});
