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
