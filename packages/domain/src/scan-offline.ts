import * as z from 'zod';
import { formatCount } from './display-format';
import { boundedString } from './bounded-string';
import { sessionCountsSchema } from './scan-api';
import { GEO_UNKNOWN } from './scanning';
import { gateNameSchema } from './scan-undo';
import { SCAN_ACTIONS, SCAN_MESSAGES, scanTransition, TICKET_SCAN_STATES, type ScanAction, type TicketScanState } from './scanning';

/**
 * Offline admission (issue 21): the device keeps the session's tickets (a keyed hash of each barcode, never the barcode)
 * in IndexedDB and a queue of its scans; the server applies each queued scan exactly once and keeps a ticket admitted
 * offline on two devices as one admission plus a conflict.
 */

/** Queued scans sent in one upload at most. */
export const OFFLINE_BATCH_MAX = 200;
/** A call taking longer than this (or failing) switches the device to offline. */
export const OFFLINE_SWITCH_MS = 3_000;
/** Tickets answered per page of GET /scan/sessions/{id}/offline-tickets. */
export const OFFLINE_TICKETS_PAGE = 5_000;
/** The modified-since cursor's last page steps back this far, so a change committed late is never missed. */
export const OFFLINE_CURSOR_OVERLAP_MS = 60_000;
/** A device refreshes its tickets and uploads its queue this often while online. */
export const OFFLINE_SYNC_EVERY_MS = 20_000;
/** While offline, the device asks whether the server answers again this often. */
export const OFFLINE_PROBE_EVERY_MS = 5_000;
/** Conflicts the devices and the session report list (the newest; the count is always whole). */
export const OFFLINE_CONFLICTS_SHOWN = 50;
/** Hex characters of a barcode's keyed hash (128 bits). */
export const OFFLINE_HASH_HEX_LENGTH = 32;
/** The goal for an offline verdict in the browser (bench/offline-verdict.ts measures it; never a test's timing). */
export const OFFLINE_VERDICT_GOAL_MS = 50;

/** The outcome stored for the later of two offline admissions of one ticket. */
export const OFFLINE_CONFLICT_CODE = 'ERR.SCAN.OFFLINE_CONFLICT';
export const OFFLINE_ERROR_CODES = {
  keyReused: 'ERR.SCAN.IDEMPOTENCY_KEY_REUSED',
  badCursor: 'ERR.SCAN.BAD_CURSOR',
} as const;

export const OFFLINE_MESSAGES = {
  online: 'Online',
  offline: 'Offline',
  waiting: (n: number) => `${formatCount(n)} waiting to sync`,
  synced: 'All scans synced',
  lastSync: 'Last sync',
  never: 'not yet',
  syncing: 'Syncing…',
  admittedOffline: 'Admitted (offline)',
  exitedOffline: 'Let out (offline)',
  alreadyHere: 'Already scanned on this device',
  alreadyElsewhere: 'Already scanned on another device (as of the last sync)',
  notThisSession: 'This ticket is for another session.',
  conflictTitle: 'Admitted on two devices',
  conflict: 'This ticket was already admitted on another device while offline: counted once, kept as a conflict.',
  conflictsHeading: 'Offline conflicts',
  refusedTitle: 'Not accepted when synced',
  refusedNote: 'The server refused these scans made offline: check these guests.',
  keyReused: 'This Idempotency-Key was used for another scan.',
  badCursor: 'The sync cursor is not one this server gave.',
  notReady: 'Offline scanning is not ready: the tickets of this session have not been downloaded yet.',
} as const;

/** Barcodes are hashed as the wedge types them: trimmed, upper case. */
export function normaliseBarcode(barcode: string): string {
  return barcode.trim().toUpperCase();
}

const isoTime = z.iso.datetime({ offset: true });
const hash = z.string().regex(new RegExp(`^[0-9a-f]{${OFFLINE_HASH_HEX_LENGTH}}$`));
/** `<ISO time with microseconds>~<ticket id>`: the last change a device has seen. */
/** A cursor is 64 characters: 27 of time, the tilde, 36 of id. */
export const OFFLINE_CURSOR_MAX_LENGTH = 64;
export const OFFLINE_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether a cursor's time is a real instant the server could have given: the pattern alone lets through a 30 February,
 * a 24:00 or the year 0, which the database refuses (issue 29: a 500 instead of a 400).
 */
export function isOfflineCursorTime(cursor: string): boolean {
  const time = cursor.slice(0, 23);
  const parsed = new Date(`${time}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.getUTCFullYear() >= 1970 && parsed.toISOString().slice(0, 23) === time;
}

export const offlineTicketsQuerySchema = z.object({
  eventCode: z.string().trim().min(1).max(40),
  cursor: boundedString(OFFLINE_CURSOR_MAX_LENGTH, OFFLINE_MESSAGES.badCursor)
    .regex(OFFLINE_CURSOR_PATTERN, OFFLINE_MESSAGES.badCursor)
    .refine(isOfflineCursorTime, OFFLINE_MESSAGES.badCursor)
    .optional(),
});
export type OfflineTicketsQuery = z.infer<typeof offlineTicketsQuerySchema>;

/** One ticket as a device keeps it. `o`: a ticket of another session of the event (only its hash is sent). */
export const offlineTicketSchema = z.object({
  h: hash,
  o: z.boolean().optional(),
  t: z.string().optional(),
  b: z.string().optional(),
  s: z.enum(TICKET_SCAN_STATES).optional(),
  /** The last scan: when, and by which device. */
  at: isoTime.nullable().optional(),
  d: z.string().nullable().optional(),
});
export type OfflineTicket = z.infer<typeof offlineTicketSchema>;

const conflictSide = z.object({ deviceId: z.string(), gate: z.string().nullable(), at: isoTime });
export const offlineConflictSchema = z.object({
  /** The barcode's last four characters (enough to find the guest, never the whole barcode on other devices). */
  ticket: z.string(),
  bookingId: z.string(),
  ticketType: z.string(),
  admitted: conflictSide,
  later: conflictSide,
});
export type OfflineConflict = z.infer<typeof offlineConflictSchema>;

export const offlineTicketsAnswerSchema = z.object({
  /** The session's hash key (base64url): HMAC-SHA-256 of the normalised barcode, first OFFLINE_HASH_HEX_LENGTH hex. */
  key: z.string().min(1),
  tickets: z.array(offlineTicketSchema),
  /** Ask again with this cursor; `more` while pages remain. */
  cursor: z.string().regex(OFFLINE_CURSOR_PATTERN).nullable(),
  more: z.boolean(),
  counts: sessionCountsSchema,
  conflicts: z.object({ count: z.number().int(), items: z.array(offlineConflictSchema) }),
});
export type OfflineTicketsAnswer = z.infer<typeof offlineTicketsAnswerSchema>;

const geo = z.string().trim().max(32).default(GEO_UNKNOWN);
export const offlineScanSchema = z.object({
  idempotencyKey: z.string().trim().min(8).max(200),
  barcode: z.string().trim().toUpperCase().min(1).max(64),
  action: z.enum(SCAN_ACTIONS),
  scannedAt: isoTime,
  gate: gateNameSchema.nullable().default(null),
  latitude: geo,
  longitude: geo,
  accuracy: geo,
});
export type OfflineScan = z.infer<typeof offlineScanSchema>;
export type OfflineScanInput = z.input<typeof offlineScanSchema>;

/** POST /scan/offline-batch: a device's queued scans, in the order it made them. */
export const offlineBatchSchema = z.object({
  eventCode: z.string().trim().min(1).max(40),
  sessionId: z.string().trim().min(1).max(64),
  deviceId: z.string().trim().min(1).max(100),
  scans: z.array(offlineScanSchema).min(1).max(OFFLINE_BATCH_MAX),
});
export type OfflineBatch = z.infer<typeof offlineBatchSchema>;

export const OFFLINE_OUTCOMES = ['admitted', 'exited', 'conflict', 'refused'] as const;
export const offlineScanResultSchema = z.object({
  idempotencyKey: z.string(),
  barcode: z.string(),
  outcome: z.enum(OFFLINE_OUTCOMES),
  /** 'OK', OFFLINE_CONFLICT_CODE or the ERR.SCAN.* code of a refusal. */
  code: z.string(),
  message: z.string(),
  conflict: offlineConflictSchema.optional(),
});
export type OfflineScanResult = z.infer<typeof offlineScanResultSchema>;
export const offlineBatchAnswerSchema = z.object({ results: z.array(offlineScanResultSchema), counts: sessionCountsSchema });
export type OfflineBatchAnswer = z.infer<typeof offlineBatchAnswerSchema>;

export type OfflineVerdictKind = 'admit' | 'exit' | 'alreadyHere' | 'alreadyElsewhere' | 'notThisSession' | 'notFound' | 'refused';
export interface OfflineVerdict {
  kind: OfflineVerdictKind;
  ok: boolean;
  message: string;
  /** The ticket's state on this device after an accepted scan. */
  next?: TicketScanState;
}

/**
 * The verdict a device gives offline from its copy of the session's tickets (the scan state machine of the online path):
 * admit or let out; already scanned, here or on another device as of the last sync; not this session; no ticket found.
 */
export function offlineVerdict(ticket: OfflineTicket | undefined, action: ScanAction, deviceId: string): OfflineVerdict {
  if (!ticket) return { kind: 'notFound', ok: false, message: SCAN_MESSAGES.noTicketFound };
  if (ticket.o) return { kind: 'notThisSession', ok: false, message: OFFLINE_MESSAGES.notThisSession };
  const t = scanTransition(ticket.s ?? 'unused', action);
  if (t.ok) {
    return action === 'entry'
      ? { kind: 'admit', ok: true, message: OFFLINE_MESSAGES.admittedOffline, next: t.next }
      : { kind: 'exit', ok: true, message: OFFLINE_MESSAGES.exitedOffline, next: t.next };
  }
  if (action === 'entry' && t.state === 'entered') {
    return ticket.d && ticket.d !== deviceId
      ? { kind: 'alreadyElsewhere', ok: false, message: `${SCAN_MESSAGES.alreadyScanned}. ${OFFLINE_MESSAGES.alreadyElsewhere}` }
      : { kind: 'alreadyHere', ok: false, message: `${SCAN_MESSAGES.alreadyScanned}. ${OFFLINE_MESSAGES.alreadyHere}` };
  }
  return { kind: 'refused', ok: false, message: t.message };
}
