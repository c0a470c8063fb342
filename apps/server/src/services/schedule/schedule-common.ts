import { SCHEDULE_ERROR_CODES, SCHEDULE_API_MESSAGES, SCHEDULE_MESSAGES, SUBMIT_MESSAGES, VENUE_SUB_TYPES, ZOOM_READ_ONLY_NOTE, showTimeKey, ticketTypeCodeFor, ticketTypeNameKey,
  type JoiningDetails, type ScheduledVenue, type ScheduleIssue, type ScheduleTicketInfo, type VenueSubType, type VenueType,
} from '@diy/domain';
import type * as z from 'zod';
import type { Db } from '../../db/client';
import type { EventSessionRow, TicketTypeRow } from '../../db/schema';
import { AppError, errors, type FieldError } from '../../http/errors';
import type { StreamingDetails, Tx } from '../streaming-jobs';

/** Helpers the schedule's services share: the sections it writes, its errors, venue and session shapes, ticket-type matching. */

export type Runner = Db | Tx;

/** Statuses whose schedule can no longer be edited through a save (review is read-only; closed is over). */
export const LOCKED_STATUSES = new Set(['review', 'closed']);
export const PUBLISHED_STATUSES = new Set(['active', 'inactive']);

/** The sections keys this service writes (the rest of `events.sections` belongs to the event draft service). */
export interface ScheduleSections {
  venueInfo?: ScheduledVenue[];
  venueSubType?: VenueSubType | null;
  emailIds?: string[];
  joiningDetails?: JoiningDetails | null;
  streaming?: StreamingDetails | null;
  vod?: { videoUrl: string; addedAt: string } | null;
  eventInfo?: Record<string, unknown>;
  [key: string]: unknown;
}

export const scheduleErrors = {
  issues: (issues: ScheduleIssue[], prefix = 'venueInfo') => {
    const fields: FieldError[] = issues.map((i) => ({ field: `${prefix}.${i.field}`, message: i.message }));
    const dup = issues.find((i) => i.code === SCHEDULE_ERROR_CODES.duplicateShowTime);
    if (dup) {
      return new AppError(400, SCHEDULE_ERROR_CODES.duplicateShowTime, SCHEDULE_MESSAGES.duplicateShowTimeBody, {
        shortDesc: SCHEDULE_MESSAGES.duplicateShowTimeTitle, longDesc: SCHEDULE_MESSAGES.showTimeExists, field: `${prefix}.${dup.field}`, fields,
      });
    }
    const first = issues[0]!;
    const shortDesc = first.code === SCHEDULE_ERROR_CODES.invalidShowDate ? SCHEDULE_MESSAGES.invalidShowDateTitle : first.message;
    return new AppError(400, first.code, first.message, { shortDesc, field: `${prefix}.${first.field}`, fields });
  },
  field: (code: string, message: string, field: string, status = 400) =>
    new AppError(status, code, message, { field, fields: [{ field, message }] }),
  notFound: () => errors.notFound(SUBMIT_MESSAGES.notFound),
  readOnly: () => new AppError(409, SCHEDULE_ERROR_CODES.readOnly, SUBMIT_MESSAGES.readOnly),
  zoomReadOnly: () => new AppError(409, SCHEDULE_ERROR_CODES.readOnly, ZOOM_READ_ONLY_NOTE),
  notSchedulable: (message: string = SCHEDULE_API_MESSAGES.notSchedulable) => new AppError(400, SCHEDULE_ERROR_CODES.notSchedulable, message),
  /** A venueInfo save on a published event or its draft copy: its shows change through its published sessions. */
  usePublishedSessions: () => new AppError(409, SCHEDULE_ERROR_CODES.usePublishedSessions, SCHEDULE_API_MESSAGES.usePublishedSessions),
};

export function zodFields(error: z.ZodError, prefix: string): FieldError[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

export const subTypeOf = (v: string | null): VenueSubType | null => ((VENUE_SUB_TYPES as readonly string[]).includes(v ?? '') ? (v as VenueSubType) : null);

export interface MasterVenue {
  code: string;
  name: string;
  region: string;
  regionCode: string;
  venueType: VenueType;
  venueSubType: VenueSubType | null;
}

export interface SessionState extends EventSessionRow {
  hasBookings: boolean;
  /** Confirmed bookings, or for a cancelled show those cancelled with it; ticketsSold: the tickets in them. */
  bookings: number;
  ticketsSold: number;
  types: TicketTypeRow[];
}

export const ERR_VALIDATION = 'ERR.VALIDATION';
export const normaliseIso = (iso: string) => showTimeKey(iso) ?? iso;

/** The code of a new ticket type from its name, unique among `used` (which it joins): VIP, VIP_2, ... */
export function uniqueCode(name: string, used: Set<string>): string {
  const base = ticketTypeCodeFor(name);
  let code = base;
  for (let n = 2; used.has(code); n += 1) code = `${base}_${n}`;
  used.add(code);
  return code;
}

/** A saved ticket type matching a desired one: by code first, then by name (case and spaces ignored). */
export function matchType(existing: readonly TicketTypeRow[], t: ScheduleTicketInfo): TicketTypeRow | undefined {
  if (t.ticketTypeCode) {
    const byCode = existing.find((e) => e.code === t.ticketTypeCode);
    if (byCode && ticketTypeNameKey(byCode.name) === ticketTypeNameKey(t.ticketTypeName)) return byCode;
  }
  const key = ticketTypeNameKey(t.ticketTypeName);
  return existing.find((e) => ticketTypeNameKey(e.name) === key);
}
