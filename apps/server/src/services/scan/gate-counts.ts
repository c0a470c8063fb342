import type { GateCounts } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';

/**
 * A session's counts for the gates' live feed: the session's admitted (at least once), inside now, exited and sold, and
 * per gate the admissions (less those undone) and exits made there. A count that started after the change a subscriber
 * asks for is shared by every subscriber of the session (one query per change, however many gates listen), and each
 * stream coalesces the changes that arrive while it waits (services/live/sse.ts): a busy gate's scans are never queued.
 */
export class GateCountsService {
  private readonly inFlight = new Map<string, { startedAt: number; counts: Promise<GateCounts> }>();

  constructor(private readonly db: Db) {}

  /**
   * Counts read after `since` (`performance.now()` when the change was received): a count already running that started
   * then or later is shared. Not the millisecond clock: a count started earlier within the same millisecond, before the
   * change had arrived, looked "started then" and its figures (without the change) were shared; the desk then showed
   * them until its next scan.
   */
  get(sessionId: string, since: number): Promise<GateCounts> {
    const running = this.inFlight.get(sessionId);
    if (running && running.startedAt >= since) return running.counts;
    const entry = { startedAt: performance.now(), counts: this.count(sessionId) };
    this.inFlight.set(sessionId, entry);
    const done = () => {
      if (this.inFlight.get(sessionId) === entry) this.inFlight.delete(sessionId);
    };
    entry.counts.then(done, done);
    return entry.counts;
  }

  private async count(sessionId: string): Promise<GateCounts> {
    const [session] = rowsOf<{ admitted: number; inside: number; exited: number; total: number }>(
      await this.db.execute(sql`
        select (count(*) filter (where first_entered_at is not null))::int as admitted, (count(*) filter (where state = 'entered'))::int as inside,
          (count(*) filter (where state = 'exited'))::int as exited, (count(*) filter (where state <> 'cancelled'))::int as total
        from tickets where session_id = ${sessionId}`),
    );
    const gates = rowsOf<{ gate: string | null; admitted: number; exited: number }>(
      await this.db.execute(sql`
        select gate, (count(*) filter (where action = 'entry' and outcome = 'OK') - count(*) filter (where outcome = 'UNDONE'))::int as admitted,
          (count(*) filter (where action = 'exit' and outcome = 'OK'))::int as exited
        from scan_attempts where session_id = ${sessionId} and outcome in ('OK', 'UNDONE')
        group by gate order by gate nulls last`),
    );
    return {
      sessionId,
      session: {
        admitted: Number(session?.admitted ?? 0),
        inside: Number(session?.inside ?? 0),
        exited: Number(session?.exited ?? 0),
        total: Number(session?.total ?? 0),
      },
      gates: gates.map((g) => ({ gate: g.gate, admitted: Number(g.admitted), exited: Number(g.exited) })),
    };
  }
}
