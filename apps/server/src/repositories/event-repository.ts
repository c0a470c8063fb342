import { canPublish, EVENT_SEARCH_TOTAL_CAP, type EventList, type EventListItem, type EventListQuery, type EventSearchAnswer, type EventStatus } from '@diy/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import type { CategoryRef } from '../db/schema';
import { showsForSale } from '../services/schedule/shows-for-sale';
import { cardStatusFor, statusesForTab } from './event-status';

interface ListRow {
  id: string;
  draft_id: string;
  event_code: string | null;
  title: string;
  status: EventStatus;
  category: CategoryRef[] | null;
  city: string | null;
  banner_url: string | null;
  updated_at: Date | string;
  go_live_by: Date | string | null;
  last_show_at: Date | string | null;
  next_show: Date | string | null;
  next_venue: string | null;
  last_venue: string | null;
  has_active_future: boolean;
  published_at: Date | string | null;
}

/** How many of the organiser's events, in the results' order, a broad search walks before it looks up by trigram. */
const SEARCH_WALK = 500;

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export class EventRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of an organiser's events for a list tab. The tab's filter and order use indexed columns only
   * (events_organiser_status_last_show_idx, events_organiser_status_updated_idx): last_show_at is kept exact by the
   * event_sessions triggers (migration 0011), so Live (last show from now on, or none yet) and Past (last show over)
   * never look at the sessions of every event. The next show and the active-future check are worked out only for the
   * page's 25 rows. The total is a count over the same index.
   */
  /**
   * GET /proxy/nmcms/manage/search/events?q=: the organiser's events whose title, event code, draft id, city or a
   * show's venue contains `q` (case ignored), published ones first, then by last update; at most `limit`, and the
   * matches counted up to EVENT_SEARCH_TOTAL_CAP. One search text per event (events.search_text, its venues kept by the
   * session triggers). A broad word is found by walking the results' own order (events_search_order_idx) and stops at
   * the tenth hit within the first SEARCH_WALK events; a narrow one, which that walk does not fill, is looked up by
   * trigram within the organiser (events_search_idx) and only its few hits are sorted.
   */
  async searchForOrganiser(organiserId: string, q: string, limit: number, now: Date): Promise<EventSearchAnswer> {
    const pattern = containsPattern(q.toLowerCase());
    const order = sql`(e.event_code is null), e.updated_at desc nulls last, e.id`;
    let ids = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        select e.id from (
          select e.id, e.event_code, e.updated_at, e.search_text from events e where e.organiser_id = ${organiserId}
          order by ${order} limit ${SEARCH_WALK}
        ) e
        where e.search_text like ${pattern} order by ${order} limit ${limit}`),
    ).map((r) => r.id);
    if (ids.length < limit) {
      ids = rowsOf<{ id: string }>(
        await this.db.execute(sql`
          with hits as materialized (
            select e.id, e.event_code, e.updated_at from events e where e.organiser_id = ${organiserId} and e.search_text like ${pattern}
          )
          select e.id from hits e order by ${order} limit ${limit}`),
      ).map((r) => r.id);
    }
    // A lookup that found fewer than a page found them all: no count. Otherwise count, stopping past the cap.
    let n = ids.length;
    if (ids.length === limit) {
      const [counted] = rowsOf<{ n: number }>(
        await this.db.execute(sql`
          select count(*)::int as n from (
            select 1 from events e where e.organiser_id = ${organiserId} and e.search_text like ${pattern} limit ${EVENT_SEARCH_TOTAL_CAP + 1}
          ) c`),
      );
      n = Number(counted?.n ?? 0);
    }
    const total = Math.min(n, EVENT_SEARCH_TOTAL_CAP);
    if (ids.length === 0) return { results: [], total, totalCapped: n > EVENT_SEARCH_TOTAL_CAP };
    const at = sql`${now.toISOString()}::timestamptz`;
    const result = await this.db.execute(sql`
      select e.id, e.draft_id, e.event_code, e.title, e.status, e.category, e.city, e.banner_url, e.updated_at, e.go_live_by, e.last_show_at, e.published_at,
        nxt.show_time as next_show, nxt.venue_name as next_venue, null as last_venue,
        exists (select 1 from event_sessions s where s.event_id = e.id and s.active and s.show_time >= ${at}) as has_active_future
      from events e
      left join lateral (
        select s.show_time, s.venue_name from event_sessions s
        where s.event_id = e.id and s.show_time >= ${at} order by s.show_time asc limit 1
      ) nxt on true
      where e.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
      order by ${order}`);
    return { results: await this.toListItems(rowsOf<ListRow>(result), now), total, totalCapped: n > EVENT_SEARCH_TOTAL_CAP };
  }

  async listForOrganiser(organiserId: string, query: EventListQuery, now: Date): Promise<EventList> {
    const at = sql`${now.toISOString()}::timestamptz`;
    // The statuses are the code's constants, written as literals so each tab's partial index (migration 0017) applies.
    const statuses = sql.raw(statusesForTab(query.status).map((s) => `'${s}'`).join(', '));
    // Published events by their last show, none yet counting as the latest (the index's expression).
    const key = sql`coalesce(e.last_show_at, 'infinity'::timestamptz)`;
    const tabFilter: Record<EventListQuery['status'], SQL> = {
      live: sql`and ${key} >= ${at}`,
      past: sql`and ${key} < ${at}`,
      'live-past': sql``,
      draft: sql``,
      closed: sql``,
    };
    // Live: the event whose run ends soonest first (then those without shows); Past: the most recent first. Each
    // order is its tab's index read forwards or backwards (bench/event-list.ts).
    const order: Record<EventListQuery['status'], SQL> = {
      live: sql`${key} asc, e.id asc`,
      past: sql`${key} desc, e.id desc`,
      'live-past': sql`${key} desc, e.id desc`,
      draft: sql`e.updated_at desc nulls last, e.id desc nulls last`,
      closed: sql`e.updated_at desc nulls last, e.id desc nulls last`,
    };
    const where = sql`where e.organiser_id = ${organiserId} and e.status in (${statuses}) ${tabFilter[query.status]}`;
    // The tab's total without counting its events: the organiser's counts per status (organiser_event_counts, kept by
    // triggers), less, for Live, the published events whose last show is over, which Past counts through its index.
    const inStatuses = sql`(select coalesce(sum(c.events), 0) from organiser_event_counts c where c.organiser_id = ${organiserId} and c.status in (${statuses}))`;
    // (last_show_at itself, not the tabs' coalesce: a range on events_organiser_status_last_show_idx reads only the
    // events that are over, where the expression was a filter over every published one: 2.3 against 8.7 ms at 50,000.)
    const over = sql`(select count(*) from events e where e.organiser_id = ${organiserId} and e.status in (${statuses}) and e.last_show_at < ${at})`;
    const total: Record<EventListQuery['status'], SQL> = { live: sql`${inStatuses} - ${over}`, past: over, 'live-past': inStatuses, draft: inStatuses, closed: inStatuses };
    // One round trip: the total, then the page's rows (none when the page is past the end).
    const result = await this.db.execute(sql`
      with page as (
        select e.id, e.draft_id, e.event_code, e.title, e.status, e.category, e.city, e.banner_url, e.updated_at, e.go_live_by, e.last_show_at, e.published_at
        from events e ${where}
        order by ${order[query.status]}
        limit ${query.limit} offset ${query.start}
      )
      select (${total[query.status]})::int as total, p.*, nxt.show_time as next_show, nxt.venue_name as next_venue, lst.venue_name as last_venue,
        exists (select 1 from event_sessions s where s.event_id = p.id and s.active and s.show_time >= ${at}) as has_active_future
      from (select 1) one
      left join page p on true
      left join lateral (
        select s.show_time, s.venue_name from event_sessions s
        where s.event_id = p.id and s.show_time >= ${at} order by s.show_time asc limit 1
      ) nxt on true
      left join lateral (
        select s.venue_name from event_sessions s
        where s.event_id = p.id and p.last_show_at is not null and s.show_time = p.last_show_at limit 1
      ) lst on true`);
    const all = rowsOf<ListRow & { total: number }>(result);
    const ordered = sortLike(all.filter((r) => r.id !== null), query.status);
    return { list: await this.toListItems(ordered, now), total: Number(all[0]?.total ?? 0), start: query.start, limit: query.limit };
  }

  /** The page's cards; an inactive event's label by the domain's publish predicate over its shows ahead. */
  private async toListItems(rows: ListRow[], now: Date): Promise<EventListItem[]> {
    const shows = await showsForSale(this.db, rows.filter((r) => r.status === 'inactive').map((r) => r.id), now);
    return rows.map((r) => toListItem(r, now, { publishable: canPublish(shows.get(r.id) ?? [], now), offSale: r.published_at !== null }));
  }
}

/** The page's rows in the tab's order again (the laterals may return them in any order). */
function sortLike(rows: ListRow[], tab: EventListQuery['status']): ListRow[] {
  const t = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());
  const byId = (a: ListRow, b: ListRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...rows].sort((a, b) => {
    if (tab === 'draft' || tab === 'closed') return (t(b.updated_at) ?? 0) - (t(a.updated_at) ?? 0) || byId(b, a);
    const la = t(a.last_show_at);
    const lb = t(b.last_show_at);
    if (la === lb) return tab === 'live' ? byId(a, b) : byId(b, a);
    if (tab === 'live') return la === null ? 1 : lb === null ? -1 : la - lb;
    if (tab === 'past') return (lb ?? 0) - (la ?? 0);
    return la === null ? -1 : lb === null ? 1 : lb - la;
  });
}

function toListItem(row: ListRow, now: Date, inactive: { publishable: boolean; offSale: boolean }): EventListItem {
  const show = row.next_show ?? row.last_show_at;
  const over = row.last_show_at !== null && new Date(row.last_show_at).getTime() < now.getTime();
  return {
    draftId: row.draft_id,
    eventCode: row.event_code,
    title: row.title,
    status: cardStatusFor(row.status, row.has_active_future, over, inactive),
    category: row.category?.[0]?.name ?? null,
    city: row.city,
    venueName: row.next_show ? row.next_venue : row.last_venue,
    showTime: show ? iso(show) : null,
    bannerUrl: row.banner_url,
    updatedAt: iso(row.updated_at),
    goLiveBy: row.go_live_by ? iso(row.go_live_by) : null,
  };
}
