import { formatCount } from './display-format';
import type { SessionCounts } from './scan-api';
import { OFFLINE_PROBE_EVERY_MS } from './scan-offline';
import { istDayKey } from './schedule-api';
import type { ScanAction, TicketScanState } from './scanning';

/**
 * The device's sync while the server cannot be reached (issue 34): after a failed sync the next waits
 * OFFLINE_RETRY_FIRST_MS, doubling after each further failure up to OFFLINE_RETRY_MAX_MS; an answer, or the browser's
 * `online` event, starts again from the first delay. Never two attempts closer than OFFLINE_RETRY_MIN_GAP_MS, however
 * often the network flaps (a queue re-sent six times in three seconds was seen).
 */
export const OFFLINE_RETRY_FIRST_MS = OFFLINE_PROBE_EVERY_MS;
export const OFFLINE_RETRY_MAX_MS = 60_000;
export const OFFLINE_RETRY_MIN_GAP_MS = 1_000;

/** The wait before the next sync after `failures` failed ones in a row (0: the steady probe). */
export function offlineRetryDelay(failures: number): number {
  if (failures <= 0) return OFFLINE_PROBE_EVERY_MS;
  return Math.min(OFFLINE_RETRY_FIRST_MS * 2 ** Math.min(failures - 1, 20), OFFLINE_RETRY_MAX_MS);
}

/** What this device's scans waiting to sync add to the session's counts. */
export interface PendingCounts {
  admitted: number;
  inside: number;
}
export const NO_PENDING: PendingCounts = { admitted: 0, inside: 0 };

/**
 * What one accepted offline scan changes in the counts: an entry adds one inside, and one admitted when the ticket had
 * never been in (a re-entry after an exit was admitted before); an exit takes one from inside.
 */
export function pendingDelta(before: TicketScanState, action: ScanAction): PendingCounts {
  if (action === 'exit') return { admitted: 0, inside: -1 };
  return { admitted: before === 'unused' ? 1 : 0, inside: 1 };
}

/** The counts the steward sees: the server's as of the last answer, plus this device's scans waiting to sync. */
export function withPendingScans(counts: SessionCounts, pending: PendingCounts | null | undefined): SessionCounts {
  if (!pending) return counts;
  const admitted = Math.max(0, counts.admitted + pending.admitted);
  return {
    admitted: counts.total > 0 ? Math.min(admitted, counts.total) : admitted,
    inside: Math.max(0, counts.inside + pending.inside),
    total: counts.total,
  };
}

/** A show that started up to this long ago is still current at the gate (the scanner's session list uses it too). */
export const SCAN_SESSION_GRACE_MS = 12 * 3_600_000;

/**
 * Whether a scan made at `scannedAt` belongs to a show at `showTime` (issue 34): on the show's day in IST, or within
 * SCAN_SESSION_GRACE_MS after it began (a late show running past midnight). A device's clock ahead of the server's
 * counts as the server's time (`now`), so a scan cannot be dated onto the show's day.
 */
export function scanOnShowDay(showTime: Date | string, scannedAt: Date | string, now: Date): boolean {
  const show = new Date(showTime).getTime();
  const at = Math.min(new Date(scannedAt).getTime(), now.getTime());
  if (istDayKey(new Date(at)) === istDayKey(new Date(show))) return true;
  return at >= show && at <= show + SCAN_SESSION_GRACE_MS;
}

/**
 * A queued offline scan dated more than this before the server received it is recorded at its receipt instead (a
 * show's whole gate window: a queue older than that was not made at this show's gate, or the device's clock is wrong).
 */
export const OFFLINE_SCAN_MAX_AGE_MS = SCAN_SESSION_GRACE_MS;

/**
 * The time an offline scan is recorded at (issue 29): the device's, unless that is after the server received it (the
 * device's clock is ahead) or more than OFFLINE_SCAN_MAX_AGE_MS before; then the receipt time, and the scan is flagged
 * `clamped` (the session report counts them). A scan dated ahead would otherwise keep its admission undoable long after
 * the 30-second undo window, and would win or lose a double admission by a made-up time.
 */
export function offlineScanTime(scannedAt: Date | string, receivedAt: Date): { at: Date; clamped: boolean } {
  const device = new Date(scannedAt).getTime();
  const received = receivedAt.getTime();
  if (!Number.isFinite(device) || device > received || device < received - OFFLINE_SCAN_MAX_AGE_MS) return { at: new Date(received), clamped: true };
  return { at: new Date(device), clamped: false };
}

export const OFFLINE_CLAMP_MESSAGES = {
  /** The session report's line under the offline conflicts. */
  clamped: (n: number) =>
    n === 1
      ? "1 offline scan was dated outside the time it could have been made (the device's clock was off): it is recorded at the time the server received it."
      : `${formatCount(n)} offline scans were dated outside the time they could have been made (the devices' clocks were off): they are recorded at the time the server received them.`,
} as const;
