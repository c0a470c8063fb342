import type { EventList, EventListItem, EventListQuery, EventStatus } from '@diy/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { CategoryRef } from '../db/schema';
import { cardStatusFor, statusesForTab } from './event-status';

interface ListRow {
  draft_id: string;
  event_code: string | null;
  title: string;
  status: EventStatus;
  category: CategoryRef[] | null;
  city: string | null;
  banner_url: string | null;
  updated_at: Date | string;
  next_show: Date | string | null;
  next_venue: string | null;
  last_show: Date | string | null;
  last_venue: string | null;
  has_active_future: boolean;
  total: number;
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export class EventRepository {
  constructor(private readonly db: Db) {}

  /** One page of an organiser's events for a list tab; filtering, ordering and paging happen in SQL. */
  async listForOrganiser(organiserId: string, query: EventListQuery, now: Date): Promise<EventList> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const statuses = sql.join(
      statusesForTab(query.status).map((s) => sql`${s}`),
      sql`, `,
    );
    const tabFilter: Record<EventListQuery['status'], SQL> = {
      // Live: at least one session from now on, or no sessions at all yet.
      live: sql`and (nxt.show_time is not null or lst.show_time is null)`,
      // Past: has sessions, all of them before now.
      past: sql`and nxt.show_time is null and lst.show_time is not null`,
      'live-past': sql``,
      draft: sql``,
      closed: sql``,
    };
    const order: Record<EventListQuery['status'], SQL> = {
      live: sql`nxt.show_time asc nulls last, e.updated_at desc`,
      past: sql`lst.show_time desc, e.updated_at desc`,
      'live-past': sql`nxt.show_time asc nulls last, lst.show_time desc nulls first, e.updated_at desc`,
      draft: sql`e.updated_at desc`,
      closed: sql`e.updated_at desc`,
    };
    const from = sql`
      from events e
      left join lateral (
        select s.show_time, s.venue_name from event_sessions s
        where s.event_id = e.id and s.show_time >= ${at} order by s.show_time asc limit 1
      ) nxt on true
      left join lateral (
        select s.show_time, s.venue_name from event_sessions s
        where s.event_id = e.id order by s.show_time desc limit 1
      ) lst on true
      where e.organiser_id = ${organiserId} and e.status in (${statuses}) ${tabFilter[query.status]}`;

    const result = await this.db.execute(sql`
      select e.draft_id, e.event_code, e.title, e.status, e.category, e.city, e.banner_url, e.updated_at,
        nxt.show_time as next_show, nxt.venue_name as next_venue,
        lst.show_time as last_show, lst.venue_name as last_venue,
        exists (
          select 1 from event_sessions s where s.event_id = e.id and s.active and s.show_time >= ${at}
        ) as has_active_future,
        (count(*) over ())::int as total
      ${from}
      order by ${order[query.status]}, e.id
      limit ${query.limit} offset ${query.start}`);
    const rows = rowsOf<ListRow>(result);

    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.start > 0) {
      const counted = rowsOf<{ total: number }>(await this.db.execute(sql`select count(*)::int as total ${from}`));
      total = counted[0]?.total ?? 0;
    }
    return { list: rows.map(toListItem), total: Number(total), start: query.start, limit: query.limit };
  }
}

function toListItem(row: ListRow): EventListItem {
  const show = row.next_show ?? row.last_show;
  return {
    draftId: row.draft_id,
    eventCode: row.event_code,
    title: row.title,
    status: cardStatusFor(row.status, row.has_active_future),
    category: row.category?.[0]?.name ?? null,
    city: row.city,
    venueName: row.next_show ? row.next_venue : row.last_venue,
    showTime: show ? iso(show) : null,
    bannerUrl: row.banner_url,
    updatedAt: iso(row.updated_at),
  };
}
