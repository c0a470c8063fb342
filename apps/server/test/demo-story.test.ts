import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runSeed } from '../src/seed';
import { DEMO_ORGANISER_EVENTS, SECOND_ORGANISER_EVENTS, TCS_ORGANISER_EVENTS } from '../src/seed/events-data';
import { rowsOf } from '../src/services/ids';
import { listTab } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';

type Row = Record<string, unknown>;
const DAY = 86_400_000;

/** The demo events planned with shows ahead and on sale (live or unlisted): the ones a gate team and a buyer can use. */
const ON_SALE_PLANNED = [...DEMO_ORGANISER_EVENTS, ...SECOND_ORGANISER_EVENTS, ...TCS_ORGANISER_EVENTS]
  .filter((e) => (e.status === 'active' || e.status === 'unlisted') && e.sessions.kind === 'future')
  .map((e) => e.title);

describeEngines('the demo tells the whole story on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });
  const q = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await ctx.database.db.execute(query));

  /** Per demo event on sale: its shows ahead, those without a ticket type, and its tickets sold. */
  const story = async (now: Date) =>
    q(sql`
      select e.title,
        count(s.id) filter (where s.active and s.show_time > ${now.toISOString()}::timestamptz) as ahead,
        count(s.id) filter (where s.active and s.show_time > ${now.toISOString()}::timestamptz
          and not exists (select 1 from ticket_types t where t.session_id = s.id)) as without_types,
        (select count(*) from tickets k join bookings b on b.id = k.booking_id where b.event_id = e.id) as sold
      from events e left join event_sessions s on s.event_id = e.id
      where e.title in (${sql.join(ON_SALE_PLANNED.map((t) => sql`${t}`), sql`, `)}) and e.draft_id like 'DFT000%'
      group by e.id, e.title order by e.title`);

  it('every demo event on sale has shows ahead, each with ticket types, and tickets sold', async () => {
    const rows = await story(ctx.clock.now());
    expect(rows.map((r) => r.title).sort()).toEqual([...ON_SALE_PLANNED].sort());
    for (const r of rows) {
      expect(Number(r.ahead), String(r.title)).toBeGreaterThan(0);
      expect(Number(r.without_types), String(r.title)).toBe(0);
      expect(Number(r.sold), String(r.title)).toBeGreaterThan(0);
    }
  });

  it('READY TO PUBLISH demo events can be published: Coffee Brewing Masterclass has ticket types and goes on sale', async () => {
    const token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const coffee = (await listTab(ctx.app, token, 'live')).list.find((e) => e.title === 'Coffee Brewing Masterclass');
    expect(coffee?.status).toBe('inactive');
    const synopsis = await api(ctx.app, { method: 'GET', url: `/api/manage/event/synopsis?eventCode=${coffee!.eventCode}`, token });
    expect(synopsis.json().data).toMatchObject({ publishable: true, offSale: false });
    const published = await api(ctx.app, { method: 'PUT', url: `/api/manage/event/${coffee!.eventCode}`, token, payload: { status: 'active' } });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('never drifts into the past: seeded again 60 days later, every demo event on sale has shows ahead with ticket types', async () => {
    const later = new Date(ctx.clock.now().getTime() + 60 * DAY);
    await runSeed(ctx.database.db, later, { bookings: false });
    for (const r of await story(later)) {
      expect(Number(r.ahead), String(r.title)).toBeGreaterThan(0);
      expect(Number(r.without_types), String(r.title)).toBe(0);
    }
  });
});
