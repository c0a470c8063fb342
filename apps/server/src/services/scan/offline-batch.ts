import {
  OFFLINE_CONFLICT_CODE,
  OFFLINE_ERROR_CODES,
  OFFLINE_MESSAGES,
  offlineScanResultSchema,
  offlineScanTime,
  SCAN_ERROR_CODES,
  SCAN_MESSAGES,
  scanOnShowDay,
  scanTransition,
  type OfflineBatch,
  type OfflineConflict,
  type OfflineScan,
  type OfflineScanResult,
  type TicketScanState,
} from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canonicalJson } from '../canonical-json';
import { isoOf, rowsOf, sha256 } from '../ids';
import type { ScanEvents } from '../metrics/metrics';

export interface OfflineCaller {
  userId: string;
  userAgent: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The batch with its session's show time (the day its offline scans must be made on). */
export type ScopedBatch = OfflineBatch & { showTime: Date };

interface TicketRow {
  id: string;
  session_id: string;
  state: TicketScanState;
  booking_id: string;
  ticket_type: string;
}

interface AdmissionRow {
  id: number;
  device_id: string;
  gate: string | null;
  at: Date | string;
}

const messageFor = (code: string): string =>
  code === SCAN_ERROR_CODES.noTicketFound
    ? SCAN_MESSAGES.noTicketFound
    : code === SCAN_ERROR_CODES.invalidTicket
      ? SCAN_MESSAGES.invalidTicket
      : SCAN_MESSAGES.somethingWentWrong;

/**
 * Applies a device's queued offline scans, each exactly once and in the device's order (issue 21). Each scan is one
 * transaction: its Idempotency-Key is claimed first (a replay answers the stored result and changes nothing), then the
 * ticket row is locked and the scan state machine decides. An admission of a ticket already inside is a double
 * admission made offline: the ticket stays admitted once, and the LATER of the two scans (by the devices' scan times,
 * whichever was uploaded first) is kept in scan_conflicts with both devices, gates and times. A scan made on another day
 * than the show's (`scanOnShowDay`, the gate's 12-hour grace after the start included) is refused in plain words and
 * logged, changing nothing (issue 34: an admission for a show three days ahead had been accepted). A scan dated after
 * its receipt, or more than OFFLINE_SCAN_MAX_AGE_MS before it, is recorded at the receipt and flagged (`clamped_from`
 * keeps the device's time; issue 29): a device clock set ahead could otherwise keep an admission undoable for hours.
 */
export async function applyOfflineBatch(
  db: Db,
  now: () => Date,
  caller: OfflineCaller,
  batch: ScopedBatch,
  events?: ScanEvents,
): Promise<OfflineScanResult[]> {
  const results: OfflineScanResult[] = [];
  for (const scan of batch.scans) results.push(await applyOne(db, now, caller, batch, scan, events));
  return results;
}

async function applyOne(db: Db, now: () => Date, caller: OfflineCaller, batch: ScopedBatch, scan: OfflineScan, events?: ScanEvents): Promise<OfflineScanResult> {
  const requestHash = sha256(canonicalJson({ offline: true, sessionId: batch.sessionId, deviceId: batch.deviceId, scan }));
  let decided = false;
  const answer = await db.transaction(async (tx): Promise<OfflineScanResult> => {
    const claimed = rowsOf<{ key: string }>(
      await tx.execute(sql`
        insert into scan_idempotency (user_id, key, request_hash, answer, created_at)
        values (${caller.userId}, ${scan.idempotencyKey}, ${requestHash}, null, ${now().toISOString()}::timestamptz)
        on conflict do nothing returning key`),
    );
    if (claimed.length === 0) {
      const [stored] = rowsOf<{ request_hash: string; answer: unknown }>(
        await tx.execute(sql`select request_hash, answer from scan_idempotency where user_id = ${caller.userId} and key = ${scan.idempotencyKey}`),
      );
      const answer = typeof stored?.answer === 'string' ? JSON.parse(stored.answer) : stored?.answer;
      const replay = stored?.request_hash === requestHash ? offlineScanResultSchema.safeParse(answer) : null;
      if (replay?.success) return replay.data;
      const online = onlineAnswer(answer, scan);
      if (online) return online;
      return { idempotencyKey: scan.idempotencyKey, barcode: scan.barcode, outcome: 'refused', code: OFFLINE_ERROR_CODES.keyReused, message: OFFLINE_MESSAGES.keyReused };
    }
    const result = await decide(tx, now, caller, batch, scan);
    await tx.execute(sql`
      update scan_idempotency set answer = ${JSON.stringify(result)}::json where user_id = ${caller.userId} and key = ${scan.idempotencyKey}`);
    decided = true;
    return result;
  });
  // Counted once committed; a replay (answered from the stored result) decided nothing new.
  if (decided) events?.scanned('offline', scan.action, answer.code);
  return answer;
}

/**
 * A scan the device first sent online (a consume call that timed out on its side) and then queued with the same
 * Idempotency-Key: what the consume call did, changing nothing again.
 */
function onlineAnswer(answer: unknown, scan: OfflineScan): OfflineScanResult | null {
  const results = (answer as { results?: { barcode?: string; success?: boolean; code?: string; message?: string }[] } | null)?.results;
  const mine = Array.isArray(results) ? results.find((r) => r.barcode === scan.barcode) : undefined;
  if (!mine) return null;
  const base = { idempotencyKey: scan.idempotencyKey, barcode: scan.barcode };
  if (mine.success) return { ...base, outcome: scan.action === 'entry' ? 'admitted' : 'exited', code: 'OK', message: scan.action === 'entry' ? 'Admitted' : 'Let out' };
  return { ...base, outcome: 'refused', code: mine.code ?? SCAN_ERROR_CODES.alreadyScanned, message: mine.message ?? SCAN_MESSAGES.somethingWentWrong };
}

async function decide(tx: Tx, now: () => Date, caller: OfflineCaller, batch: ScopedBatch, scan: OfflineScan): Promise<OfflineScanResult> {
  const base = { idempotencyKey: scan.idempotencyKey, barcode: scan.barcode };
  const receivedAt = now();
  // Recorded at the device's time, or at the receipt when the device's time is after it or too long before (issue 29).
  const time = offlineScanTime(scan.scannedAt, receivedAt);
  const at = time.at.toISOString();
  const clampedFrom = time.clamped && Number.isFinite(new Date(scan.scannedAt).getTime()) ? new Date(scan.scannedAt).toISOString() : null;
  const log = (ticketId: string | null, outcome: string) =>
    tx.execute(sql`
      insert into scan_attempts (ticket_id, barcode, session_id, user_id, device_id, gate, user_agent, latitude, longitude, accuracy, action, outcome, offline, at, clamped_from)
      values (${ticketId}, ${scan.barcode}, ${batch.sessionId}, ${caller.userId}, ${batch.deviceId}, ${scan.gate}, ${caller.userAgent},
        ${scan.latitude}, ${scan.longitude}, ${scan.accuracy}, ${scan.action}, ${outcome}, true, ${at}::timestamptz, ${clampedFrom}::timestamptz)`);
  const [ticket] = rowsOf<TicketRow>(
    await tx.execute(sql`
      select t.id, t.session_id, t.state, b.booking_id, tt.name as ticket_type
      from tickets t join bookings b on b.id = t.booking_id join ticket_types tt on tt.id = t.ticket_type_id
      where t.barcode = ${scan.barcode}
      for update of t`),
  );
  // The show's day is judged by the device's time (a scan days old is refused, not moved to today).
  if (!scanOnShowDay(batch.showTime, clampedFrom ?? at, receivedAt)) {
    const code = SCAN_ERROR_CODES.notToday;
    await log(ticket?.id ?? null, code);
    return { ...base, outcome: 'refused', code, message: SCAN_MESSAGES.notToday };
  }
  if (!ticket || ticket.session_id !== batch.sessionId) {
    const code = ticket ? SCAN_ERROR_CODES.invalidTicket : SCAN_ERROR_CODES.noTicketFound;
    await log(ticket?.id ?? null, code);
    return { ...base, outcome: 'refused', code, message: messageFor(code) };
  }
  const step = scanTransition(ticket.state, scan.action);
  if (step.ok) {
    await tx.execute(sql`
      update tickets set state = ${step.next}, last_device = ${batch.deviceId},
        last_scan_at = greatest(last_scan_at, ${at}::timestamptz),
        first_entered_at = case when ${scan.action} = 'entry' then least(coalesce(first_entered_at, ${at}::timestamptz), ${at}::timestamptz) else first_entered_at end
      where id = ${ticket.id}`);
    await log(ticket.id, 'OK');
    return { ...base, outcome: scan.action === 'entry' ? 'admitted' : 'exited', code: 'OK', message: scan.action === 'entry' ? 'Admitted' : 'Let out' };
  }
  if (scan.action !== 'entry' || ticket.state !== 'entered') {
    await log(ticket.id, step.code);
    return { ...base, outcome: 'refused', code: step.code, message: step.message };
  }
  // Admitted already: a double admission. The admission that counts is the earlier scan.
  const [prior] = rowsOf<AdmissionRow>(
    await tx.execute(sql`
      select id, device_id, gate, at from scan_attempts
      where ticket_id = ${ticket.id} and outcome = 'OK' and action = 'entry'
      order by id desc limit 1`),
  );
  if (prior && prior.device_id === batch.deviceId) {
    // This device's own admission (sent online, or queued before): already scanned, no conflict.
    await log(ticket.id, step.code);
    return { ...base, outcome: 'refused', code: step.code, message: step.message };
  }
  const theirs = { deviceId: prior?.device_id ?? 'unknown-device', gate: prior?.gate ?? null, at: prior ? isoOf(prior.at) : at };
  const mine = { deviceId: batch.deviceId, gate: scan.gate, at };
  const earlier = !!prior && time.at.getTime() < new Date(prior.at).getTime() && prior.device_id !== batch.deviceId;
  const [admitted, later] = earlier ? [mine, theirs] : [theirs, mine];
  if (earlier && prior) {
    // Uploaded after the later scan: this one becomes the admission, the other the conflict.
    await tx.execute(sql`update scan_attempts set outcome = ${OFFLINE_CONFLICT_CODE} where id = ${prior.id}`);
    await tx.execute(sql`
      update tickets set last_device = ${batch.deviceId},
        first_entered_at = least(coalesce(first_entered_at, ${at}::timestamptz), ${at}::timestamptz)
      where id = ${ticket.id}`);
    await log(ticket.id, 'OK');
  } else {
    await log(ticket.id, OFFLINE_CONFLICT_CODE);
  }
  await tx.execute(sql`
    insert into scan_conflicts (session_id, ticket_id, barcode, admitted_device, admitted_gate, admitted_at, later_device, later_gate, later_at, recorded_at)
    values (${batch.sessionId}, ${ticket.id}, ${scan.barcode}, ${admitted.deviceId}, ${admitted.gate}, ${admitted.at}::timestamptz,
      ${later.deviceId}, ${later.gate}, ${later.at}::timestamptz, ${now().toISOString()}::timestamptz)`);
  const conflict: OfflineConflict = {
    ticket: `…${scan.barcode.slice(-4)}`,
    bookingId: ticket.booking_id,
    ticketType: ticket.ticket_type,
    admitted,
    later,
  };
  return earlier
    ? { ...base, outcome: 'admitted', code: 'OK', message: 'Admitted', conflict }
    : { ...base, outcome: 'conflict', code: OFFLINE_CONFLICT_CODE, message: OFFLINE_MESSAGES.conflict, conflict };
}
