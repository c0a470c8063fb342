import { DEMO_ACCOUNTS, EVENT_SEARCH_LIMIT, EVENT_SEARCH_TOTAL_CAP, type EventSearchAnswer } from '@diy/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { eventSessions, users } from '../src/db/schema';
import { api, describeEngines, useTestApp } from './helpers';
import { createEvent, ist, saveSchedule, ticket, tokens, type Tokens } from './schedule-helpers';

const NOW = new Date('2027-01-20T06:30:00.000Z');

/**
 * The event search at the scale of a large organiser: one search text per event (its venues kept by the session
 * triggers), broad words walked in the results' order, narrow ones looked up by trigram, matches counted up to the cap.
 */
describeEngines('event search text on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: Tokens;
  let organiserId: string;
  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    t = await tokens(ctx.app);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.organiser.email));
    organiserId = user!.organiserId!;
  });
  const search = async (q: string): Promise<EventSearchAnswer> => {
    const res = await api(ctx.app, { method: 'GET', url: `/api/proxy/nmcms/manage/search/events?q=${encodeURIComponent(q)}`, token: t.organiser });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as EventSearchAnswer;
  };
  /** `n` published events of the demo organiser titled `${prefix} n`, updated one minute apart (the newest last). */
  const bulk = (prefix: string, n: number, code: string) =>
    ctx.database.db.execute(sql`
      insert into events (draft_id, event_code, organiser_id, status, title, city, updated_at)
      select 'DFT-S-' || ${code} || g, 'ET7' || ${code} || lpad(g::text, 5, '0'), ${organiserId}::uuid, 'active', ${prefix} || ' ' || g, 'Pune',
        ${NOW.toISOString()}::timestamptz - interval '1 day' + g * interval '1 minute'
      from generate_series(1, ${n}) g`);

  it("finds an event by a show's venue as the shows change: added, renamed, removed", async () => {
    const ev = await createEvent(ctx.database.db, { title: 'Tabla Tarang', status: 'active' });
    expect((await search('shilpakala')).results.map((r) => r.draftId)).not.toContain(ev.draftId);
    await saveSchedule(ctx.app, t.organiser, ev.draftId, [
      { venueCode: 'HYD-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-22', '18:00'), ticketInfo: [ticket('Gold', 50)] }] },
    ]);
    expect((await search('shilpakala')).results.map((r) => r.draftId)).toContain(ev.draftId);
    await ctx.database.db.update(eventSessions).set({ venueName: 'Ravindra Bharathi' }).where(eq(eventSessions.eventId, ev.id));
    expect((await search('shilpakala')).results.map((r) => r.draftId)).not.toContain(ev.draftId);
    expect((await search('ravindra bharathi')).results.map((r) => r.draftId)).toEqual([ev.draftId]);
    await ctx.database.db.delete(eventSessions).where(eq(eventSessions.eventId, ev.id));
    expect((await search('ravindra')).results).toEqual([]);
  });

  it('a broad word: the ten newest of its matches, published first, counted up to the cap with totalCapped', async () => {
    await bulk('Kathak Utsav', EVENT_SEARCH_TOTAL_CAP + 5, 'K');
    const broad = await search('kathak');
    expect(broad.total).toBe(EVENT_SEARCH_TOTAL_CAP);
    expect(broad.totalCapped).toBe(true);
    expect(broad.results.map((r) => r.title)).toEqual(
      Array.from({ length: EVENT_SEARCH_LIMIT }, (_, i) => `Kathak Utsav ${EVENT_SEARCH_TOTAL_CAP + 5 - i}`),
    );
    const exact = await search('kathak utsav 100');
    // 100 and 1000 to 1005: seven, not capped.
    expect({ total: exact.total, totalCapped: exact.totalCapped }).toEqual({ total: 7, totalCapped: false });
  });

  it('a narrow word past the first events walked is still found, in order', async () => {
    // 600 newer events that do not match push the two that do past what a broad walk reads.
    await bulk('Old Bhajan Sandhya', 2, 'B');
    await ctx.database.db.execute(sql`update events set updated_at = updated_at - interval '30 days' where title like 'Old Bhajan Sandhya%'`);
    await bulk('Newer Qawwali Night', 600, 'Q');
    const found = await search('bhajan');
    expect(found.results.map((r) => r.title)).toEqual(['Old Bhajan Sandhya 2', 'Old Bhajan Sandhya 1']);
    expect({ total: found.total, totalCapped: found.totalCapped }).toEqual({ total: 2, totalCapped: false });
  });
});

