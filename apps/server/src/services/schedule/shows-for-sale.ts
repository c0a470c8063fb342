import type { ShowForSale } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';
import type { Tx } from '../streaming-jobs';

/**
 * The shows still ahead of each event, as the domain's publish predicate (publishProblem, canPublish) reads them:
 * switched on or not, their start and their number of ticket types. A draft copy of a published event is asked about
 * with the event it copies (its shows are that event's). Events without shows ahead are absent from the map.
 */
export async function showsForSale(db: Db | Tx, eventIds: readonly string[], now: Date): Promise<Map<string, ShowForSale[]>> {
  const out = new Map<string, ShowForSale[]>();
  if (eventIds.length === 0) return out;
  const ids = sql.join(eventIds.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = rowsOf<{ event_id: string; active: boolean; show_time: Date | string; types: number }>(
    await db.execute(sql`
      select s.event_id, s.active, s.show_time, (select count(*)::int from ticket_types t where t.session_id = s.id) as types
      from event_sessions s
      where s.event_id in (${ids}) and s.show_time > ${now.toISOString()}::timestamptz`),
  );
  for (const r of rows) {
    const list = out.get(r.event_id) ?? [];
    list.push({ active: r.active, showTime: new Date(r.show_time), ticketTypes: Number(r.types) });
    out.set(r.event_id, list);
  }
  return out;
}
