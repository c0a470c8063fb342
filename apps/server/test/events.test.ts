import { DEMO_ACCOUNTS, DEMO_PASSWORD, ERROR_CODES, EVENT_LIST_PAGE_SIZE, eventListSchema, type EventList } from '@diy/domain';
import { beforeAll, expect, it } from 'vitest';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { events } from '../src/db/schema';
import { api, describeEngines, login, useTestApp } from './helpers';

describeEngines('event list on %s', (engine) => {
  const ctx = useTestApp(engine);
  let organiser = '';
  let organiser2 = '';

  beforeAll(async () => {
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    organiser2 = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
  });

  async function list(token: string, query: string): Promise<EventList> {
    const res = await api(ctx.app, { method: 'GET', url: `/api/manage/event${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe(200);
    return eventListSchema.parse(body.data);
  }

  it('pages the live tab: 25, then the rest', async () => {
    const first = await list(organiser, '?status=live');
    expect(first.list).toHaveLength(EVENT_LIST_PAGE_SIZE);
    expect(first).toMatchObject({ total: 29, start: 0, limit: 25 });
    const second = await list(organiser, '?status=live&start=25&limit=25');
    expect(second.list).toHaveLength(4);
    expect(second.total).toBe(29);
    const ids = [...first.list, ...second.list].map((e) => e.draftId);
    expect(new Set(ids).size).toBe(29);
    const beyond = await list(organiser, '?status=live&start=50');
    expect(beyond).toMatchObject({ list: [], total: 29, start: 50 });
  });

  it('orders the live tab by last show (the run ending soonest first), events without sessions last', async () => {
    const { list: page } = await list(organiser, '?status=live&limit=100');
    const times = page.map((e) => e.showTime);
    const withTimes = times.filter((t): t is string => t !== null);
    const rows = await ctx.database.db.select({ code: events.eventCode, last: events.lastShowAt }).from(events);
    const lastOf = new Map(rows.map((r) => [r.code, r.last?.getTime() ?? Number.POSITIVE_INFINITY]));
    const lasts = page.map((e) => lastOf.get(e.eventCode)!);
    expect(lasts).toEqual([...lasts].sort((a, b) => a - b));
    expect(times.at(-1)).toBeNull();
    expect(page.every((e) => e.eventCode?.match(/^ET\d{8}$/))).toBe(true);
    expect(withTimes.every((t) => new Date(t) > ctx.clock.now())).toBe(true);
  });

  it('labels published events without an active future session as noSessions', async () => {
    const { list: page } = await list(organiser, '?status=live&limit=100');
    const byTitle = new Map(page.map((e) => [e.title, e]));
    expect(byTitle.get('Bollywood Retro Night')?.status).toBe('noSessions');
    expect(byTitle.get('Ghazal Evening with Talat Aziz')?.status).toBe('noSessions');
    expect(byTitle.get('Coffee Brewing Masterclass')?.status).toBe('inactive');
    expect(byTitle.get('Arijit Singh Live in Concert')).toMatchObject({
      status: 'active',
      category: 'Concerts',
      city: 'Mumbai',
      venueName: 'Dome SVP Stadium, Worli',
    });
  });

  it('lists past, live-past, draft and closed tabs', async () => {
    const past = await list(organiser, '?status=past');
    expect(past.total).toBe(3);
    expect(past.list.map((e) => e.title)).toEqual([
      'Football Final: Big Screen Night',
      'Diljit Dosanjh: Dil-Luminati Tour',
      'Kabir Cafe Live',
    ]);
    // After their last show they read PAST (not a green NO ACTIVE SESSIONS).
    expect(past.list.map((e) => e.status)).toEqual(['past', 'past', 'past']);

    const both = await list(organiser, '?status=live-past&limit=100');
    expect(both.total).toBe(32);
    expect(both.list.slice(-3).map((e) => e.title)).toEqual(past.list.map((e) => e.title));

    const drafts = await list(organiser, '?status=draft');
    expect(drafts.list.map((e) => [e.title, e.status])).toEqual([
      ['Nasha Comedy Festival', 'draft'],
      ['Lavani: Folk Dance Showcase', 'draft'],
      ['Sitar Recital by Anoushka Shankar', 'review'],
      ['Hamlet in Hinglish', 'onHold'],
      ['Terrace Gardening Workshop', 'draft'],
    ]);
    expect(drafts.list.every((e) => e.eventCode === null)).toBe(true);

    const closed = await list(organiser, '?status=closed');
    expect(closed.list.map((e) => e.status).sort()).toEqual(['closed', 'unlisted']);
  });

  it('defaults to the live tab, 25 a page', async () => {
    const page = await list(organiser, '');
    expect(page).toMatchObject({ start: 0, limit: 25, total: 29 });
  });

  it('rejects an unknown tab with a 400 naming the field', async () => {
    const res = await api(ctx.app, { method: 'GET', url: '/api/manage/event?status=everything', token: organiser });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ code: ERROR_CODES.validation, field: 'status' });
  });

  it("never shows one organiser another organiser's events", async () => {
    const mine = await list(organiser, '?status=live-past&limit=100');
    const theirs = await list(organiser2, '?status=live-past&limit=100');
    const theirDrafts = await list(organiser2, '?status=draft');
    expect(theirs.total).toBe(4);
    expect(theirDrafts.list.map((e) => e.title)).toEqual(['Drum Circle Workshop']);
    const mineIds = new Set(mine.list.map((e) => e.draftId));
    expect(theirs.list.some((e) => mineIds.has(e.draftId))).toBe(false);
    expect(mine.list.some((e) => e.title.includes('Bengaluru Beats'))).toBe(false);
  });

  it('refuses roles other than organiser with 403 and anonymous callers with 401', async () => {
    for (const account of [DEMO_ACCOUNTS.reviewer, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.gate]) {
      const token = await login(ctx.app, account.email, DEMO_PASSWORD);
      const res = await api(ctx.app, { method: 'GET', url: '/api/manage/event', token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, errors: { code: ERROR_CODES.forbidden } });
    }
    const anonymous = await api(ctx.app, { method: 'GET', url: '/api/manage/event' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors.code).toBe(ERROR_CODES.sessionExpired);
  });

  it('moves events from live to past as time passes', async () => {
    const start = ctx.clock.current;
    try {
      ctx.clock.advance(365 * 86_400_000);
      const later = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
      const live = await list(later, '?status=live&limit=100');
      expect(live.list.map((e) => e.title)).toEqual(['Bollywood Retro Night']);
      const past = await list(later, '?status=past&limit=100');
      expect(past.total).toBe(31);
    } finally {
      ctx.clock.current = start;
    }
  });
});
