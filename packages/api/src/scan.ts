import {
  GATE_NAME_KEY, GEO_UNKNOWN, SCAN_ERROR_CODES, gateNameError, SCAN_EVENTS_FIRST_START, SCAN_EVENTS_PAGE_SIZE, SCAN_HEADERS, hasMoreScanEvents,
  scanConsumeAnswerSchema, scanEventsSchema, scanSearchSchema, scanSessionsSchema, scanUndoAnswerSchema, sessionCountsSchema,
  type ScanConsume, type ScanConsumeAnswer, type ScanEvents, type ScanSearch, type ScanSessions, type ScanUndo, type ScanUndoAnswer,
  type SessionCounts,
} from '@diy/domain';
import type { AppError } from './api-error';
import { NETWORK_ERROR_CODE } from './api-error';
import { api, baseQuery, unwrap } from './base-api';
import type { ScanGeolocation } from './geolocation';

/** Scan calls are made at a gate: a short time-out, after which the steward sees 'Timeout Error' (seed 000 section 8). */
export const SCAN_TIMEOUT_MS = 8_000;
/** Where the scanning device keeps its stable id. */
export const DEVICE_ID_KEY = 'diy.deviceId';


export interface ScanEventsArg {
  /** Free-text search; empty for every event. */
  q: string;
}

export interface SessionCountsArg {
  sessionId: string;
  eventCode: string;
}

export interface ScanSearchArg {
  sessionId: string;
  eventCode: string;
  venueCode: string;
  exitScan: boolean;
  bookingID?: string;
  barcode?: string;
}

export interface ConsumeArg extends ScanConsume {
  geolocation: ScanGeolocation;
  /** One per user action; an automatic retry reuses it so the server applies the scan once. */
  idempotencyKey: string;
  deviceId: string;
  userAgent: string;
  /** The device's gate name (Gate A, VIP), sent as x-gate; absent when unnamed. */
  gate?: string | null;
}

/** A random v4 uuid; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export function randomUuid(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The scanning device's stable id: made once and kept in localStorage. */
export function scanDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = randomUuid();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}

/** The gate this device scans at, as its steward named it; null when unnamed. */
export function scanGateName(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  const name = storage.getItem(GATE_NAME_KEY)?.trim();
  return name && gateNameError(name) === null ? name : null;
}

/** Names this device's gate (an empty name forgets it). */
export function setScanGateName(name: string, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  const trimmed = name.trim();
  if (trimmed) storage.setItem(GATE_NAME_KEY, trimmed);
  else storage.removeItem(GATE_NAME_KEY);
}

/** The headers of a consume call (seed 000 section 7), geolocation 'na' when unknown. */
export function consumeHeaders(arg: Pick<ConsumeArg, 'geolocation' | 'idempotencyKey' | 'deviceId' | 'userAgent' | 'gate'>): Record<string, string> {
  const value = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? GEO_UNKNOWN : v);
  return {
    ...(arg.gate ? { [SCAN_HEADERS.gate]: arg.gate } : {}),
    [SCAN_HEADERS.latitude]: value(arg.geolocation.latitude),
    [SCAN_HEADERS.longitude]: value(arg.geolocation.longitude),
    [SCAN_HEADERS.accuracy]: value(arg.geolocation.accuracy),
    [SCAN_HEADERS.userAgent]: arg.userAgent,
    [SCAN_HEADERS.deviceId]: arg.deviceId,
    [SCAN_HEADERS.idempotencyKey]: arg.idempotencyKey,
  };
}

/** The scan event list's next `start`: more exist only when the last page was full (seed 000 section 4). */
export function nextScanEventsStart(lastPage: ScanEvents, lastStart: number): number | undefined {
  return hasMoreScanEvents(lastPage.results.length, SCAN_EVENTS_PAGE_SIZE) ? lastStart + SCAN_EVENTS_PAGE_SIZE : undefined;
}

/** Search query parameters: only the one the steward used (booking id or barcode). */
export function searchParams(arg: ScanSearchArg): Record<string, string> {
  const params: Record<string, string> = {
    sessionId: arg.sessionId,
    eventCode: arg.eventCode,
    venueCode: arg.venueCode,
    exitScan: String(arg.exitScan),
  };
  if (arg.bookingID) params.bookingID = arg.bookingID.trim().toUpperCase();
  else if (arg.barcode) params.barcode = arg.barcode.trim().toUpperCase();
  return params;
}

/** Errors of scan calls the scanner treats specially. */
export function isTcsRefusal(error: unknown): boolean {
  return (error as AppError | undefined)?.code === SCAN_ERROR_CODES.tcsNotConfigured;
}
export function isMissingParameter(error: unknown): boolean {
  return (error as AppError | undefined)?.code === SCAN_ERROR_CODES.missingParameter;
}

/** Gate scanning (seed 000 sections 4, 7 and 8). */
export const scanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScanEvents: build.infiniteQuery<ScanEvents, ScanEventsArg, number>({
      infiniteQueryOptions: {
        initialPageParam: SCAN_EVENTS_FIRST_START,
        getNextPageParam: (lastPage, _all, lastStart) => nextScanEventsStart(lastPage, lastStart),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/scan/events',
        params: { ...(queryArg.q.trim() ? { q: queryArg.q.trim() } : {}), start: pageParam, limit: SCAN_EVENTS_PAGE_SIZE },
        timeout: SCAN_TIMEOUT_MS,
      }),
      transformResponse: unwrap(scanEventsSchema),
      providesTags: ['ScanEvent'],
    }),
    getScanSessions: build.query<ScanSessions, string>({
      query: (eventCode) => ({ url: '/scan/sessions', params: { eventCode }, timeout: SCAN_TIMEOUT_MS }),
      transformResponse: unwrap(scanSessionsSchema),
      providesTags: (_r, _e, eventCode) => [{ type: 'ScanEvent', id: eventCode }],
    }),
    getSessionCounts: build.query<SessionCounts, SessionCountsArg>({
      query: ({ sessionId, eventCode }) => ({
        url: `/scan/sessions/${encodeURIComponent(sessionId)}/counts`,
        params: { eventCode },
        timeout: SCAN_TIMEOUT_MS,
      }),
      transformResponse: unwrap(sessionCountsSchema),
      providesTags: (_r, _e, { sessionId }) => [{ type: 'ScanTicket', id: `counts-${sessionId}` }],
    }),
    searchScanTickets: build.query<ScanSearch, ScanSearchArg>({
      query: (arg) => ({ url: '/scan/search', params: searchParams(arg), timeout: SCAN_TIMEOUT_MS }),
      transformResponse: unwrap(scanSearchSchema),
      keepUnusedDataFor: 0,
    }),
    consumeTickets: build.mutation<ScanConsumeAnswer, ConsumeArg>({
      async queryFn(arg, queryApi, extra) {
        const { geolocation: _g, idempotencyKey: _k, deviceId: _d, userAgent: _u, gate: _gate, ...body } = arg;
        const request = {
          url: '/scan/consume',
          method: 'PUT',
          params: { sessionId: arg.sessionId, eventCode: arg.eventCode },
          body,
          headers: consumeHeaders(arg),
          timeout: SCAN_TIMEOUT_MS,
        };
        let result = await baseQuery(request, queryApi, extra);
        // A dropped connection is retried once with the same idempotency key: the server applies it at most once.
        if (result.error?.code === NETWORK_ERROR_CODE) result = await baseQuery(request, queryApi, extra);
        if (result.error) return { error: result.error };
        try {
          return { data: unwrap(scanConsumeAnswerSchema)(result.data) };
        } catch {
          return { error: { status: 0, code: 'ERR.PARSING', message: 'Oops', shortDesc: 'Oops', longDesc: 'Oops' } };
        }
      },
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            scanApi.util.upsertQueryData('getSessionCounts', { sessionId: arg.sessionId, eventCode: arg.eventCode }, data.counts),
          );
        } catch {
          // The caller shows the failure.
        }
      },
      invalidatesTags: (_r, _e, arg) => [{ type: 'ScanEvent', id: arg.eventCode }],
    }),
    /** Undoes this account's last admission of a ticket within 30 s (POST /scan/undo); the counts follow. */
    undoAdmission: build.mutation<ScanUndoAnswer, ScanUndo & { deviceId: string; gate?: string | null }>({
      query: ({ deviceId, gate, ...body }) => ({
        url: '/scan/undo',
        method: 'POST',
        body,
        headers: { [SCAN_HEADERS.deviceId]: deviceId, ...(gate ? { [SCAN_HEADERS.gate]: gate } : {}) },
        timeout: SCAN_TIMEOUT_MS,
      }),
      transformResponse: unwrap(scanUndoAnswerSchema),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(scanApi.util.upsertQueryData('getSessionCounts', { sessionId: arg.sessionId, eventCode: arg.eventCode }, data.counts));
        } catch {
          // The caller shows the failure.
        }
      },
      invalidatesTags: (_r, _e, arg) => [{ type: 'ScanEvent', id: arg.eventCode }],
    }),
  }),
});

export const {
  useGetScanEventsInfiniteQuery,
  useGetScanSessionsQuery,
  useGetSessionCountsQuery,
  useLazySearchScanTicketsQuery,
  useConsumeTicketsMutation,
  useUndoAdmissionMutation,
} = scanApi;
