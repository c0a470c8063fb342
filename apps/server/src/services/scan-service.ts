import {
  checkTcs,
  type ScanAction,
  type ScanConsume,
  type ScanConsumeAnswer,
  type ScanResult,
  type SessionCounts,
  SCAN_ERROR_CODES,
  SCAN_MESSAGES,
  scanTransition,
  type TicketScanState,
} from '@diy/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scanIdempotency } from '../db/schema';
import { scanErrors } from '../http/scan-errors';
import { type ScanRepository, type ScanScope, zero } from '../repositories/scan-repository';
import type { RequestUser } from './auth-service';
import { isoOf, rowsOf, sha256 } from './ids';

export const SCAN_OK_MESSAGES = { entry: 'Entry allowed.', exit: 'Exit recorded.' } as const;
/** How many times a refused barcode is re-tried when its state changed between the write and the read. */
const MAX_ROUNDS = 3;

export interface ScanMeta {
  deviceId: string;
  userAgent: string | null;
  latitude: string;
  longitude: string;
  accuracy: string;
  idempotencyKey: string | null;
}

interface TicketRead {
  id: string;
  barcode: string;
  session_id: string;
  state: TicketScanState;
  last_scan_at: Date | string | null;
  last_device: string | null;
  ticket_type: string;
}

/** Gate staff and organisers see only their own organiser's events. */
export function assertScanAccess(user: RequestUser, scope: Pick<ScanScope, 'organiserId'>): void {
  const role = user.roles.includes('scanner') || user.roles.includes('organiser');
  if (!role || !user.organiserId || user.organiserId !== scope.organiserId) throw scanErrors.notAuthorised();
}

export function assertTcs(scope: ScanScope): void {
  if (!checkTcs(scope.tcsFlag, scope.hasMerchantDetails).ok) throw scanErrors.tcs();
}

/**
 * Admissions and exits, exactly once: each is ONE conditional UPDATE of the ticket (`state in (allowed)`), never
 * read-then-write, so of many devices scanning one ticket at once exactly one wins. Only when the update touches
 * no row is the ticket read, to explain the refusal with the state machine's text.
 */
export class ScanService {
  private readonly countsCache = new Map<string, { at: number; counts: SessionCounts }>();
  private readonly refreshing = new Map<string, Promise<SessionCounts>>();

  constructor(
    private readonly db: Db,
    private readonly repo: ScanRepository,
    private readonly now: () => Date,
    /** Session counts are cached this long per process (0: always fresh). */
    private readonly countsCacheMs: number,
  ) {}

  /**
   * Live counts. With a cache, a value at most `countsCacheMs` old is served, and an expired one is recounted by
   * ONE query per session that every waiting request shares (no stampede under load); without one (tests),
   * always fresh. Never older than that: an entry left from an idle spell is recounted, not served.
   */
  async counts(sessionId: string): Promise<SessionCounts> {
    if (this.countsCacheMs <= 0) return this.countNow(sessionId);
    const cached = this.countsCache.get(sessionId);
    if (cached && Date.now() - cached.at < this.countsCacheMs) return cached.counts;
    const inFlight = this.refreshing.get(sessionId);
    if (inFlight) return inFlight;
    const refresh: Promise<SessionCounts> = this.countNow(sessionId)
      .then((counts) => {
        if (this.refreshing.get(sessionId) === refresh) this.countsCache.set(sessionId, { at: Date.now(), counts });
        return counts;
      })
      .finally(() => {
        if (this.refreshing.get(sessionId) === refresh) this.refreshing.delete(sessionId);
      });
    this.refreshing.set(sessionId, refresh);
    return refresh;
  }

  private async countNow(sessionId: string): Promise<SessionCounts> {
    return (await this.repo.countsFor([sessionId])).get(sessionId) ?? zero();
  }

  async consume(user: RequestUser, input: ScanConsume, meta: ScanMeta): Promise<ScanConsumeAnswer> {
    const action: ScanAction = input.exitScan ? 'exit' : 'entry';
    const barcodes = [...new Set(input.barcodes)];
    const at = this.now();
    const key = meta.idempotencyKey;
    const hash = sha256(JSON.stringify([input.sessionId, action, barcodes]));
    const results = new Map<string, ScanResult>();

    let outcome = await this.admit(barcodes, input.sessionId, action, at, user, meta, key ? { key, hash } : null);
    if (!outcome.claimed) return this.replay(user.id, key ?? '', hash);
    try {
      const refusals: { read: TicketRead | null; barcode: string; code: string }[] = [];
      let pending = barcodes;
      for (let round = 1; ; round += 1) {
        for (const r of outcome.admitted) results.set(r.barcode, r);
        const retry: string[] = [];
        for (const barcode of pending.filter((b) => !results.has(b))) {
          const t = outcome.reads.get(barcode);
          const result = this.explain(barcode, t, input.sessionId, action, at);
          // The ticket was taken by a concurrent scan after this statement's snapshot: try again with a fresh one.
          if (!result && round < MAX_ROUNDS) retry.push(barcode);
          else {
            const refused = result ?? this.refuse(barcode, t ?? null, SCAN_ERROR_CODES.alreadyScanned, SCAN_MESSAGES.alreadyScanned, at);
            results.set(barcode, refused);
            refusals.push({ read: t ?? null, barcode, code: refused.code });
          }
        }
        if (retry.length === 0) break;
        pending = retry;
        outcome = await this.admit(retry, input.sessionId, action, at, user, meta, null);
      }
      const answer: ScanConsumeAnswer = {
        results: barcodes.map((b) => results.get(b) as ScanResult),
        // At most countsCacheMs old: a full recount per scan would cost more than the scan itself.
        counts: await this.counts(input.sessionId),
      };
      // One statement: log the refusals and store the answer for the key.
      const ts = sql`${at.toISOString()}::timestamptz`;
      const logRefusals =
        refusals.length > 0
          ? sql`insert into scan_attempts (ticket_id, barcode, session_id, user_id, device_id, user_agent, latitude, longitude, accuracy, action, outcome, at)
              values ${sql.join(
                refusals.map(
                  (r) => sql`(${r.read?.id ?? null}::uuid, ${r.barcode}, ${input.sessionId}, ${user.id}, ${meta.deviceId}, ${meta.userAgent},
                    ${meta.latitude}, ${meta.longitude}, ${meta.accuracy}, ${action}, ${r.code}, ${ts})`,
                ),
                sql`, `,
              )}`
          : null;
      const store = key
        ? sql`update scan_idempotency set answer = ${JSON.stringify(answer)}::jsonb where user_id = ${user.id} and key = ${key}`
        : null;
      if (logRefusals && store) await this.db.execute(sql`with logged as (${logRefusals}) ${store}`);
      else if (logRefusals ?? store) await this.db.execute((logRefusals ?? store) as SQL);
      return answer;
    } catch (err) {
      // Free the key so the device can retry (its retry then sees its own admissions as earlier scans).
      if (key) await this.db.delete(scanIdempotency).where(and(eq(scanIdempotency.userId, user.id), eq(scanIdempotency.key, key))).catch(() => undefined);
      throw err;
    }
  }

  /** One statement: claim the idempotency key (if any), flip the allowed tickets, log the admissions. */
  private async admit(
    barcodes: string[],
    sessionId: string,
    action: ScanAction,
    at: Date,
    user: RequestUser,
    meta: ScanMeta,
    claim: { key: string; hash: string } | null,
  ): Promise<{ claimed: boolean; admitted: ScanResult[]; reads: Map<string, TicketRead> }> {
    const ts = sql`${at.toISOString()}::timestamptz`;
    const next: TicketScanState = action === 'entry' ? 'entered' : 'exited';
    const allowed: SQL = action === 'entry' ? sql`('unused', 'exited')` : sql`('entered')`;
    const list = sql.join(barcodes.map((b) => sql`${b}`), sql`, `);
    const claimCte = claim
      ? sql`claim as (insert into scan_idempotency (user_id, key, request_hash, created_at)
          values (${user.id}, ${claim.key}, ${claim.hash}, ${ts}) on conflict do nothing returning 1),`
      : sql``;
    type Row = { claimed: number; kind: 'ok' | 'read' | null; ticket_type: string } & TicketRead;
    const rows = rowsOf<Row>(
      await this.db.execute(sql`
        with ${claimCte}
        upd as (
          update tickets t set state = ${next}, last_scan_at = ${ts}, last_device = ${meta.deviceId}
            ${action === 'entry' ? sql`, first_entered_at = coalesce(t.first_entered_at, ${ts})` : sql``}
          where t.barcode in (${list}) and t.session_id = ${sessionId} and t.state in ${allowed}
            ${claim ? sql`and exists (select 1 from claim)` : sql``}
          returning t.id, t.barcode, t.ticket_type_id
        ),
        log as (
          insert into scan_attempts (ticket_id, barcode, session_id, user_id, device_id, user_agent, latitude, longitude, accuracy, action, outcome, at)
          select upd.id, upd.barcode, ${sessionId}, ${user.id}, ${meta.deviceId}, ${meta.userAgent}, ${meta.latitude}, ${meta.longitude},
            ${meta.accuracy}, ${action}, 'OK', ${ts} from upd
        ),
        cur as (
          select t.id, t.barcode, t.session_id, t.state, t.last_scan_at, t.last_device, t.ticket_type_id from tickets t
          where t.barcode in (${list}) and not exists (select 1 from upd where upd.barcode = t.barcode)
        )
        select ${claim ? sql`(select count(*) from claim)::int` : sql`1`} as claimed, x.* from (select 1) one left join (
          select 'ok' as kind, upd.id, upd.barcode, null::uuid as session_id, null::text as state, null::timestamptz as last_scan_at,
            null::text as last_device, tt.name as ticket_type
          from upd join ticket_types tt on tt.id = upd.ticket_type_id
          union all
          select 'read', cur.id, cur.barcode, cur.session_id, cur.state, cur.last_scan_at, cur.last_device, tt.name
          from cur join ticket_types tt on tt.id = cur.ticket_type_id
        ) x on true`),
    );
    const claimed = Number(rows[0]?.claimed ?? 0) > 0;
    const reads = new Map(rows.filter((r) => r.kind === 'read').map((r) => [r.barcode, r]));
    const admitted = rows
      .filter((r) => r.kind === 'ok')
      .map((r) => ({
        barcode: r.barcode,
        success: true,
        code: 'OK',
        message: SCAN_OK_MESSAGES[action],
        state: next,
        ticketType: r.ticket_type,
        scannedAt: at.toISOString(),
        previous: null,
      }));
    return { claimed, admitted, reads };
  }

  /** The refusal for a ticket the write did not touch, or null when its state now allows the action. */
  private explain(barcode: string, t: TicketRead | undefined, sessionId: string, action: ScanAction, at: Date): ScanResult | null {
    if (!t) return this.refuse(barcode, null, SCAN_ERROR_CODES.noTicketFound, SCAN_MESSAGES.noTicketFound, at);
    // Another session's ticket (possibly another organiser's): say nothing about it.
    if (t.session_id !== sessionId) return this.refuse(barcode, null, SCAN_ERROR_CODES.invalidTicket, SCAN_MESSAGES.invalidTicket, at);
    const transition = scanTransition(t.state, action);
    if (transition.ok) return null;
    return this.refuse(barcode, t, transition.code, transition.message, at);
  }

  private refuse(barcode: string, t: TicketRead | null, code: string, message: string, at: Date): ScanResult {
    const earlier = code === SCAN_ERROR_CODES.alreadyScanned || code === SCAN_ERROR_CODES.alreadyScannedOut;
    return {
      barcode,
      success: false,
      code,
      message,
      state: t?.state ?? null,
      ticketType: t?.ticket_type ?? null,
      scannedAt: at.toISOString(),
      previous: earlier && t?.last_scan_at ? { at: isoOf(t.last_scan_at), device: t.last_device ?? '' } : null,
    };
  }

  /** A repeated Idempotency-Key: the first answer, or 422 for another request, or 409 while it still runs. */
  private async replay(userId: string, key: string, hash: string): Promise<ScanConsumeAnswer> {
    for (let i = 0; i < 20; i += 1) {
      const [row] = await this.db
        .select({ hash: scanIdempotency.requestHash, answer: scanIdempotency.answer })
        .from(scanIdempotency)
        .where(and(eq(scanIdempotency.userId, userId), eq(scanIdempotency.key, key)))
        .limit(1);
      if (row && row.hash !== hash) throw scanErrors.idempotencyReused();
      if (row?.answer) return row.answer as ScanConsumeAnswer;
      if (!row) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw scanErrors.inProgress();
  }
}
