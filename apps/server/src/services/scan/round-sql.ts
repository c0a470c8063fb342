import { SCAN_ACTIONS, SCAN_ERROR_CODES, SCAN_MESSAGES, scanTransition, TICKET_SCAN_STATES } from '@diy/domain';
import { SCAN_OK_MESSAGES } from './messages';

/**
 * The one statement a batch of consume calls costs (PostgreSQL and PGlite alike). Inputs are arrays, one element
 * per job (`req`) or per barcode (the items), so a batch of any size is one prepared statement:
 *
 * 1. `go`: per job, the verdict of its first round: the bearer session (live, not revoked, user active), the role, an
 *    organiser's approval, the session's event (published) and its organiser (the caller's own), the event code, the
 *    TCS rule, then whether its Idempotency-Key is known (a replay). Later rounds were checked by their first.
 * 2. `snap`: the tickets of the jobs that may go, as the statement's snapshot sees them, and the state the action
 *    would move each to (the domain state machine).
 * 3. `upd`: THE conditional write: `state` moves only if it is still the state the snapshot saw, so of many devices
 *    on one ticket exactly one wins (row locks serialise other processes' statements; PostgreSQL re-checks the
 *    condition on the newest row version). The batcher never puts two calls on one barcode into one batch; if one
 *    statement did get two, one write would land and the other call would simply run another round.
 * 4. `res`: each barcode's outcome: admitted, or the refusal's code from the snapshot; none when the snapshot state
 *    allowed the action but the write found it taken by a concurrent scan (the caller runs another round, which sees
 *    that scan: 'Oops! Ticket already scanned', with when and which device).
 * 5. `log`: every admission and refusal in `scan_attempts`.
 * 6. `agg`, `ans`: each job's answer (results in the call's order, counts = the cached counts the job brought plus
 *    its own admissions, which are also returned for the process's cache); `claim`: the Idempotency-Key with that
 *    answer. A key inserted meanwhile by another process fails the statement (unique violation): the batch runs
 *    again and that job becomes a replay.
 *
 * Cost: the statement runs for every few scans, and at that size its fixed cost (the plan's nodes, each set up per
 * run) outweighs the rows, so the plan is kept small: each table joined once, no window, no sort but the aggregates'
 * own. Leaving calls on one ticket to the batcher instead of ranking them here (a window over the snapshot, then a
 * second look at it) raised saturated consume throughput by about 13% on the same machine in the same run.
 *
 * Plans: the statement runs as a generic plan made once per connection, from the statistics of that moment, so every
 * table is reached by key in a form that has no other plan: the caller, the scope and a known Idempotency-Key are each
 * probed by a LATERAL lookup with LIMIT 1 (joined plainly, the caller's tables came out joined whole, before any job
 * was looked at), never a NOT EXISTS inside an OR (planned against an empty table, that became one hashed read of all
 * the user's keys per batch, which grew with every scan). The answers of calls that took more rounds are stored by
 * FINISH_SQL, one key at a time.
 *
 * The verdict order is the routes' (401, 403 role, 403 organiser not approved, 404, 403 tenant, 404 event, 403 TCS)
 * and its rules those of `AuthService.authenticate`, `organiserGateError`, `assertScanAccess` and `checkTcs`. The
 * state machine, codes and texts are generated from the domain's `scanTransition` and messages, so the SQL cannot
 * drift from them.
 */

/** How many rounds a barcode gets when concurrent scans keep taking it after the snapshot. */
export const MAX_ROUNDS = 3;

/** A SQL string literal of a constant (standard_conforming_strings: only quotes need doubling). */
const lit = (v: string): string => `'${v.replaceAll("'", "''")}'`;

/** `case` over (state, action) from the domain state machine: the next state, or the refusal code. */
function transitionCase(pick: 'next' | 'code', state: string, action: string): string {
  const arms = SCAN_ACTIONS.flatMap((a) =>
    TICKET_SCAN_STATES.map((s) => {
      const t = scanTransition(s, a);
      const value = pick === 'next' ? (t.ok ? t.next : null) : t.ok ? null : t.code;
      return value ? `when ${action} = ${lit(a)} and ${state} = ${lit(s)} then ${lit(value)}` : '';
    }),
  ).filter(Boolean);
  return `(case ${arms.join(' ')} end)`;
}

/** Every refusal code with its text: the state machine's, plus the ones decided before it. */
function messageCase(code: string, action: string): string {
  const texts = new Map<string, string>([
    [SCAN_ERROR_CODES.noTicketFound, SCAN_MESSAGES.noTicketFound],
    [SCAN_ERROR_CODES.invalidTicket, SCAN_MESSAGES.invalidTicket],
    [SCAN_ERROR_CODES.alreadyScanned, SCAN_MESSAGES.alreadyScanned],
    [SCAN_ERROR_CODES.showCancelled, SCAN_MESSAGES.showCancelled],
  ]);
  for (const a of SCAN_ACTIONS) {
    for (const s of TICKET_SCAN_STATES) {
      const t = scanTransition(s, a);
      if (t.ok) continue;
      if (texts.has(t.code) && texts.get(t.code) !== t.message) throw new Error(`${t.code} has two texts`);
      texts.set(t.code, t.message);
    }
  }
  const ok = SCAN_ACTIONS.map((a) => `when ${code} = 'OK' and ${action} = ${lit(a)} then ${lit(SCAN_OK_MESSAGES[a])}`);
  const refusals = [...texts].map(([c, m]) => `when ${code} = ${lit(c)} then ${lit(m)}`);
  return `(case ${[...ok, ...refusals].join(' ')} end)`;
}

const SCANNABLE = `('active', 'inactive', 'unlisted')`;
const NOT_FOUND = lit(SCAN_ERROR_CODES.noTicketFound);
const INVALID = lit(SCAN_ERROR_CODES.invalidTicket);
const SHOW_CANCELLED = lit(SCAN_ERROR_CODES.showCancelled);
const EARLIER = `(${lit(SCAN_ERROR_CODES.alreadyScanned)}, ${lit(SCAN_ERROR_CODES.alreadyScannedOut)})`;
const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const ROUND_SQL = `
with req as (
  select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
      $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::int[], $16::int[], $17::int[], $20::text[])
    with ordinality as r(sid, sub, session_id, event_code, action, device, ua, lat, lon, acc, key, hash, at_text, round,
      c_admitted, c_inside, c_total, gate, j)
),
go as (
  select r.*, r.at_text::timestamptz as at, case when r.round > 1 then 'ok'
      when c.user_id is null or c.expires_at <= r.at_text::timestamptz then 'session'
      when not (c.roles && array['scanner', 'organiser']::text[]) then 'role'
      when 'organiser' = any(c.roles) and c.organiser_status <> 'approved' then 'unapproved'
      when s.event_id is null then 'scope'
      when c.organiser_id is distinct from s.organiser_id then 'tenant'
      when s.event_code is distinct from r.event_code then 'event'
      when s.tcs_missing then 'tcs'
      when known.hit then 'replay'
      else 'ok' end as verdict
  from req r
  -- Each lookup is a LATERAL with LIMIT 1, so the generic plan probes it by key per job (never a whole table joined first).
  left join lateral (
    select a.expires_at, u.id as user_id, u.roles, u.organiser_id, uo.status as organiser_status
    -- The session by its key alone (offset 0: the planner would rather walk all the user's sessions by user_id).
    from (select * from auth_sessions where id = r.sid offset 0) a
    join users u on u.id = a.user_id and u.active left join organisers uo on uo.id = u.organiser_id
    where a.user_id = r.sub and a.revoked_at is null limit 1
  ) c on true
  left join lateral (
    select e.id as event_id, e.organiser_id, e.event_code, (upper(o.tcs_flag) = 'Y' and o.merchant_details is null) as tcs_missing
    from event_sessions es join events e on e.id = es.event_id and e.status in ${SCANNABLE} join organisers o on o.id = e.organiser_id
    where es.id = r.session_id limit 1
  ) s on true
  left join lateral (select true as hit from scan_idempotency k where k.user_id = r.sub and k.key = r.key limit 1) known on true
),
snap as (
  select b.j, b.n, b.barcode, g.action, g.round, g.session_id as scan_session, g.at, g.at_text, g.device, g.gate, g.sub, g.ua, g.lat, g.lon, g.acc,
    t.id, t.session_id, t.state, t.first_entered_at, t.last_scan_at, t.last_device, t.ticket_type_id,
    ${transitionCase('next', 't.state', 'g.action')} as next
  from unnest($18::int[], $19::text[]) with ordinality as b(j, barcode, n)
  join go g on g.j = b.j and g.verdict = 'ok'
  left join tickets t on t.barcode = b.barcode
),
upd as (
  update tickets t set state = x.next, last_scan_at = x.at, last_device = x.device,
    first_entered_at = case when x.action = 'entry' then coalesce(t.first_entered_at, x.at) else t.first_entered_at end
  -- A narrow row (offset 0 keeps it one): the update carries it whole for its re-check of concurrently changed rows.
  from (select s.id, s.j, s.next, s.state, s.action, s.at, s.device from snap s where s.next is not null and s.session_id = s.scan_session offset 0) x
  where t.id = x.id and t.state = x.state
  returning t.id, x.j
),
res as (
  select s.*, tt.name as ticket_type, w.j is not null as ok, case
      when w.j is not null then 'OK'
      when s.id is null then ${NOT_FOUND}
      -- A ticket of a cancelled show of this event, at its own gate or another show's: said in plain words (issue 34).
      when s.state = 'cancelled' and exists (
        select 1 from event_sessions c join event_sessions mine on mine.event_id = c.event_id
        where c.id = s.session_id and mine.id = s.scan_session and c.cancelled_at is not null) then ${SHOW_CANCELLED}
      when s.session_id <> s.scan_session then ${INVALID}
      when s.next is not null then (case when s.round >= ${MAX_ROUNDS} then ${lit(SCAN_ERROR_CODES.alreadyScanned)} end)
      else ${transitionCase('code', 's.state', 's.action')} end as code
  from snap s left join upd w on w.id = s.id and w.j = s.j
  left join ticket_types tt on tt.id = s.ticket_type_id
),
log as (
  insert into scan_attempts (ticket_id, barcode, session_id, user_id, device_id, gate, user_agent, latitude, longitude, accuracy, action, outcome, at)
  select r.id, r.barcode, r.scan_session, r.sub, r.device, r.gate, r.ua, r.lat, r.lon, r.acc, r.action, r.code, r.at from res r where r.code is not null
),
agg as (
  select r.j,
    json_agg(json_build_object(
      'barcode', r.barcode,
      'success', r.ok,
      'code', r.code,
      'message', ${messageCase('r.code', 'r.action')},
      'state', case when r.ok then r.next when r.code in (${NOT_FOUND}, ${INVALID}) then null else r.state end,
      'ticketType', case when r.code in (${NOT_FOUND}, ${INVALID}) then null else r.ticket_type end,
      'scannedAt', r.at_text,
      'previous', case when r.code in ${EARLIER} and r.last_scan_at is not null
        then json_build_object('at', ${iso('r.last_scan_at')}, 'device', coalesce(r.last_device, '')) end
    ) order by r.n) filter (where r.code is not null) as results,
    array_agg(r.barcode order by r.n) filter (where r.code is null) as retry,
    count(*) filter (where r.ok and r.action = 'entry' and r.first_entered_at is null) as d_admitted,
    count(*) filter (where r.ok and r.action = 'entry') - count(*) filter (where r.ok and r.action = 'exit') as d_inside
  from res r
  group by r.j
),
ans as (
  select g.j, g.sub, g.key, g.hash, g.at, g.round, a.results, a.retry, a.d_admitted, a.d_inside,
    case when a.retry is null and g.c_admitted is not null
      then json_build_object('results', a.results, 'counts', json_build_object(
        'admitted', g.c_admitted + a.d_admitted, 'inside', g.c_inside + a.d_inside, 'total', g.c_total)) end as answer
  from go g join agg a on a.j = g.j
),
claim as (
  insert into scan_idempotency (user_id, key, request_hash, answer, created_at)
  select a.sub, a.key, a.hash, a.answer, a.at from ans a where a.key is not null and a.round = 1
  returning 1
)
select g.j::int, case when g.verdict = 'ok' then 'go' else g.verdict end as kind,
  a.answer::text as answer, a.results::text as results, a.retry, a.d_admitted::int as d_admitted, a.d_inside::int as d_inside
from go g left join ans a on a.j = g.j`;

/** A row of ROUND_SQL: one per job. */
export interface RoundRow {
  j: number;
  /** 'go' (written), 'replay' (the key is known) or why the call is refused. */
  kind: string;
  /** The whole answer (JSON) when the round settled every barcode and the job brought its counts. */
  answer: string | null;
  /** The settled barcodes' results (JSON array), for a call that needs more. */
  results: string | null;
  /** Barcodes taken by a concurrent scan after the snapshot: another round. */
  retry: string[] | null;
  /** What this round's writes added to the session's admitted and inside counts ('go' only). */
  d_admitted: number | null;
  d_inside: number | null;
}

/** The 20 array parameters of ROUND_SQL, in order (the gate came last, issue 21). */
export type RoundParams = [
  sid: string[],
  sub: string[],
  sessionId: (string | null)[],
  eventCode: string[],
  action: string[],
  device: string[],
  userAgent: (string | null)[],
  latitude: string[],
  longitude: string[],
  accuracy: string[],
  key: (string | null)[],
  hash: (string | null)[],
  at: string[],
  round: number[],
  admitted: (number | null)[],
  inside: (number | null)[],
  total: (number | null)[],
  itemJob: number[],
  itemBarcode: string[],
  gate: (string | null)[],
];

/** Stores the answer of a call that took more than one round under its Idempotency-Key ($1 user, $2 key, $3 JSON). */
export const FINISH_SQL = `update scan_idempotency set answer = $3::json where user_id = $1::uuid and key = $2`;

/** PostgreSQL's answer to a lost race that is safe to run again: the statement is atomic, so nothing of it stayed. */
export function isRetryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  // Deadlock or serialisation failure with another process's batch; or its claim of one of our keys (unique).
  return code === '40P01' || code === '40001' || code === '23505';
}
