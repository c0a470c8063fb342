// Recounts in the database after the load: what was acknowledged is there once, nothing is there twice. Each check
// answers the problems it found (an empty list when all is well), so a test can also show that it catches a fault.
import { HOUSEKEEPING_TASKS } from '@diy/domain';
import type pg from 'pg';
import type { LiveClient } from './client';
import type { LoadLog } from './load';

const count = async (db: pg.Pool, sql: string, params: unknown[]) => Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

/** Every acknowledged booking exists once with its tickets; no other booking of the run exists; offers counted once. */
export async function bookingProblems(db: pg.Pool, log: LoadLog, run: string, eventCode: string): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await db.query<{ channel_booking_id: string; booking_id: string; tickets: string; offer: string | null }>(
    `select b.channel_booking_id, b.booking_id, (select count(*) from tickets t where t.booking_id = b.id) as tickets, b.offer_code as offer
     from bookings b where b.channel_booking_id like $1`,
    [`CLUSTER-${run}-%`],
  );
  const stored = new Map<string, typeof rows>();
  for (const r of rows) stored.set(r.channel_booking_id, [...(stored.get(r.channel_booking_id) ?? []), r]);
  for (const b of log.bookings) {
    const found = stored.get(b.channelBookingId) ?? [];
    if (found.length === 0) problems.push(`booking ${b.channelBookingId} was acknowledged (${b.bookingId}) but is not stored`);
    if (found.length > 1) problems.push(`booking ${b.channelBookingId} is stored ${found.length} times`);
    const f = found[0];
    if (f && Number(f.tickets) !== b.barcodes.length) problems.push(`booking ${b.channelBookingId} has ${f.tickets} tickets, ${b.barcodes.length} acknowledged`);
  }
  const acked = new Set(log.bookings.map((b) => b.channelBookingId));
  for (const id of stored.keys()) if (!acked.has(id)) problems.push(`booking ${id} is stored but was never acknowledged`);
  // The offer's counters (kept in the booking's transaction) against its redemption rows and the acknowledged offers.
  const offers = log.bookings.filter((b) => b.offerTotalPaise !== null).length;
  const redeemed = await count(
    db,
    `select count(*) as n from offer_redemptions r join bookings b on b.id = r.booking_id where b.channel_booking_id like $1 and r.cancelled_at is null`,
    [`CLUSTER-${run}-%`],
  );
  if (redeemed !== offers) problems.push(`${offers} bookings were acknowledged with the offer, ${redeemed} redemptions stored`);
  const { rows: counters } = await db.query<{ redemptions: number; rows: string }>(
    `select eo.redemptions, (select count(*) from offer_redemptions r where r.event_offer_id = eo.id and r.cancelled_at is null) as rows
     from event_offers eo join events e on e.id = eo.event_id where e.event_code = $1`,
    [eventCode],
  );
  for (const c of counters) if (Number(c.redemptions) !== Number(c.rows)) problems.push(`an offer counts ${c.redemptions} redemptions over ${c.rows} rows`);
  return problems;
}

/** Every acknowledged admission is stored once: the ticket is in, and exactly one successful entry is logged. */
export async function admissionProblems(db: pg.Pool, log: LoadLog): Promise<string[]> {
  const problems: string[] = [];
  const barcodes = [...log.admitted];
  const { rows } = await db.query<{ barcode: string; state: string; entries: string }>(
    `select t.barcode, t.state, (select count(*) from scan_attempts a where a.ticket_id = t.id and a.action = 'entry' and a.outcome = 'OK') as entries
     from tickets t where t.barcode = any($1::text[])`,
    [barcodes],
  );
  const byBarcode = new Map(rows.map((r) => [r.barcode, r]));
  for (const b of barcodes) {
    const r = byBarcode.get(b);
    if (!r) problems.push(`admitted ${b} has no ticket`);
    else if (r.state !== 'entered') problems.push(`admitted ${b} is ${r.state}`);
    else if (Number(r.entries) !== 1) problems.push(`admitted ${b} has ${r.entries} entries logged`);
  }
  const all = log.bookings.flatMap((b) => b.barcodes);
  const extra = await count(db, `select count(*) as n from tickets where barcode = any($1::text[]) and state <> 'unused'`, [all]);
  if (extra !== barcodes.length) problems.push(`${extra} tickets of the run are scanned, ${barcodes.length} admissions acknowledged`);
  return problems;
}

export const MAIL_SUBJECTS = { report: 'Sales report: %', offer: 'Offer transactions: %' } as const;

/** Every accepted mail request ran as one job that mailed once: one e-mail per acceptance, no job left undone. */
export async function jobProblems(db: pg.Pool, log: LoadLog, since: Date): Promise<string[]> {
  const problems: string[] = [];
  for (const kind of ['report', 'offer'] as const) {
    const mailed = await count(db, `select count(*) as n from outbox_messages where channel = 'email' and subject like $1 and created_at >= $2`, [MAIL_SUBJECTS[kind], since]);
    if (mailed !== log.mailsAccepted[kind]) problems.push(`${log.mailsAccepted[kind]} ${kind} mails accepted, ${mailed} sent`);
  }
  const { rows } = await db.query<{ kind: string; status: string; n: string }>(
    `select kind, status, count(*) as n from scheduled_jobs where kind in ('report-mail', 'offer-transactions-mail') and created_at >= $1 group by kind, status`,
    [since],
  );
  for (const r of rows) if (r.status !== 'done') problems.push(`${r.n} ${r.kind} jobs are ${r.status}`);
  // Every process enqueues the housekeeping runs when it starts (and the restarted one again): one next run each.
  const { rows: next } = await db.query<{ kind: string; n: string }>(
    `select kind, count(*) as n from scheduled_jobs where kind like 'housekeeping.%' and status = 'pending' group by kind`,
  );
  for (const task of HOUSEKEEPING_TASKS) {
    const n = Number(next.find((r) => r.kind === `housekeeping.${task}`)?.n ?? 0);
    if (n !== 1) problems.push(`housekeeping ${task} has ${n} next runs pending`);
  }
  return problems;
}

/** Waits until the mail jobs of the run are done (the workers of every process take them), or the time is up. */
export async function jobsSettled(db: pg.Pool, since: Date, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await count(
      db,
      `select count(*) as n from scheduled_jobs where kind in ('report-mail', 'offer-transactions-mail') and created_at >= $1 and status in ('pending', 'running')`,
      [since],
    );
    if (open === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every live client saw every change of the session, whichever process made it and whichever it was connected to. */
export function liveProblems(clients: LiveClient[], sessionId: string, minimum: number): string[] {
  const problems: string[] = [];
  const ofSession = (c: LiveClient) => new Set([...c.changes.values()].filter((x) => x.sessionId === sessionId).map((x) => x.id));
  const union = new Set(clients.flatMap((c) => [...ofSession(c)]));
  if (union.size < minimum) problems.push(`the clients saw ${union.size} changes of the session, at least ${minimum} were made`);
  clients.forEach((c, i) => {
    const seen = ofSession(c);
    const missing = [...union].filter((id) => !seen.has(id));
    if (missing.length > 0) problems.push(`live client ${i + 1} (on ${c.connections.join(' then ')}) missed ${missing.length} of ${union.size} changes`);
  });
  return problems;
}
