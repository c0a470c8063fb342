import type { OfflineConflict, OfflineScanInput, OfflineTicket, PendingCounts } from '@diy/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A ticket as the device keeps it: the server's fields, under its session. */
export type StoredTicket = OfflineTicket & { s: string };

export interface QueuedScan {
  seq?: number;
  sessionId: string;
  eventCode: string;
  deviceId: string;
  scan: OfflineScanInput;
  /** What the scan adds to the session's counts until it is uploaded (absent in queues written before issue 34). */
  delta?: PendingCounts;
}

export interface SessionMeta {
  sessionId: string;
  /** The session's hash key (base64url), from the server. */
  key: string;
  cursor: string | null;
  /** When the device last heard the server for this session (ISO). */
  lastSync: string | null;
  conflictCount: number;
  conflicts: OfflineConflict[];
}

interface OfflineSchema extends DBSchema {
  tickets: { key: [string, string]; value: Omit<StoredTicket, 's' | 'h'> & { s: string; h: string; st?: OfflineTicket['s'] } };
  queue: { key: number; value: QueuedScan; indexes: { bySession: string } };
  meta: { key: string; value: SessionMeta };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;
export type TicketRecord = OfflineSchema['tickets']['value'];

export const OFFLINE_DB_NAME = 'diy-scanner-offline';

/**
 * The device's offline store (IndexedDB through `idb`): the tickets of the sessions it scans, keyed [session, hash]
 * (the ticket's state is kept as `st`, as `s` names the session), the queue of scans made offline (in the order they
 * were made), and per session its hash key, cursor, last sync and conflicts.
 */
export function openOfflineDb(): Promise<OfflineDb> {
  return openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('tickets', { keyPath: ['s', 'h'] });
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true }).createIndex('bySession', 'sessionId');
      db.createObjectStore('meta', { keyPath: 'sessionId' });
    },
  });
}

/** A server ticket as stored under its session (its state renamed `st`). */
export function toRecord(sessionId: string, t: OfflineTicket): TicketRecord {
  const { s: state, ...rest } = t;
  return { ...rest, s: sessionId, ...(state ? { st: state } : {}) };
}

/** A stored record as the verdict logic reads it. */
export function fromRecord(r: TicketRecord | undefined): OfflineTicket | undefined {
  if (!r) return undefined;
  const { s: _session, st, ...rest } = r;
  return { ...rest, ...(st ? { s: st } : {}) };
}
