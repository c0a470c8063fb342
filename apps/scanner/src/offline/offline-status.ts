import type { OfflineConflict, PendingCounts } from '@diy/domain';

/** An offline scan the server refused when it was uploaded: the ticket's last four characters and the plain words. */
export interface OfflineRefusal {
  ticket: string;
  message: string;
  scannedAt: string;
}

/** What the steward sees of offline scanning (kept in the first screen's code: types only). */
export interface OfflineStatus {
  /** The server answered the last call (in time). */
  online: boolean;
  /** The session's tickets are on the device, so it can decide offline. */
  ready: boolean;
  /** Scans made offline and not yet uploaded. */
  waiting: number;
  /** What those scans add to this session's counts (the scan desk shows the server's counts plus these). */
  pending: PendingCounts;
  /** When the device last heard the server (ISO), or null. */
  lastSync: string | null;
  syncing: boolean;
  /** The session's offline conflicts (all devices), as of the last sync. */
  conflictCount: number;
  conflicts: OfflineConflict[];
  /** This device's scans the server kept as conflicts, newest first. */
  mine: OfflineConflict[];
  /** This device's offline scans the server refused at upload (a show on another day, ...), newest first. */
  refused: OfflineRefusal[];
}
