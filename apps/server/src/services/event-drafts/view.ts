import {
  AGE_LIMITS,
  AGE_LIMIT_CODES,
  type AgeLimitCode,
  DEFAULT_CITY,
  DEFAULT_REGION_CODE,
  durationError,
  type EventDraft,
  type EventInfo,
  type VenueInfoItem,
  artistInfoSchema,
  bannerSectionSchema,
  eventInfoSchema,
  formatRejectionReasons,
  languageSchema,
  venueInfoItemSchema,
} from '@diy/domain';
import * as z from 'zod';
import type { EventRow, EventSessionRow } from '../../db/schema';
import { isoOf } from '../ids';
import { COPY_ON_SAVE_STATUSES, isIn, READ_ONLY_STATUSES } from './statuses';

type Sections = Record<string, unknown>;

const strings = z.array(z.string());
const joiningSchema = z.object({ link: z.string(), password: z.string().optional() });

/** The event info section, or (for events made before it was stored, e.g. the demo events) one built from the columns. */
export function eventInfoOf(row: EventRow): EventInfo {
  const stored = eventInfoSchema.safeParse((row.sections as Sections).eventInfo);
  if (stored.success) return stored.data;
  return {
    eventTitle: row.title,
    category: row.category,
    subCategory: null,
    genre: [],
    city: row.city ?? DEFAULT_CITY,
    regionCode: row.regionCode ?? DEFAULT_REGION_CODE,
    venueType: row.venueType,
    venueSubType: null,
  };
}

/** An age limit code, also from the labels older data stored ('16 years plus'). */
function ageLimitOf(value: unknown): AgeLimitCode | null {
  if (typeof value !== 'string') return null;
  if ((AGE_LIMIT_CODES as readonly string[]).includes(value)) return value as AgeLimitCode;
  return AGE_LIMITS.find((a) => a.label.toLowerCase() === value.toLowerCase())?.code ?? null;
}

function additionalInfoOf(value: unknown): EventDraft['additionalInfo'] {
  const v = (value ?? {}) as Record<string, unknown>;
  const languages = z.array(languageSchema).safeParse(v.languages);
  // A stored duration out of today's range (saved before the range was enforced) reads as not set: the answer stays
  // valid, and the organiser is asked for it again.
  const duration = typeof v.duration === 'number' && durationError(v.duration) === null ? v.duration : null;
  return { languages: languages.success ? languages.data : [], ageLimit: ageLimitOf(v.ageLimit), duration };
}

/** The schedule: the stored section, or for a published event without one, its sessions grouped by venue. */
export function venueInfoOf(
  sections: Sections,
  sessions: readonly EventSessionRow[],
  regions: ReadonlyMap<string, { region: string; regionCode: string }>,
): VenueInfoItem[] {
  const stored = z.array(venueInfoItemSchema).safeParse(sections.venueInfo);
  if (stored.success && sections.venueInfo !== undefined) return stored.data;
  const byVenue = new Map<string, VenueInfoItem>();
  for (const s of sessions) {
    const region = regions.get(s.venueCode);
    const venue = byVenue.get(s.venueCode) ?? {
      venueCode: s.venueCode,
      venueName: s.venueName,
      region: region?.region ?? '',
      regionCode: region?.regionCode ?? '',
      sessionInfo: [],
    };
    venue.sessionInfo.push({ sessionId: s.id, showTime: isoOf(s.showTime), status: s.active, ticketInfo: [] });
    byVenue.set(s.venueCode, venue);
  }
  return [...byVenue.values()];
}

/** Each listed show that was cancelled says so (the rows are the truth; a stored section does not know). */
function markCancelled(venues: VenueInfoItem[], sessions: readonly EventSessionRow[]): EventDraft['venueInfo'] {
  const cancelled = new Set(sessions.filter((s) => s.cancelledAt !== null).map((s) => s.id));
  return venues.map((v) => ({
    ...v,
    sessionInfo: v.sessionInfo.map((s) => ({ ...s, sessionId: String(s.sessionId), ...(cancelled.has(String(s.sessionId)) ? { cancelled: true } : {}) })),
  }));
}

export interface DraftContext {
  /** The event code of the published event a copy was made from. */
  sourceEventCode: string | null;
  sessions: readonly EventSessionRow[];
  regions: ReadonlyMap<string, { region: string; regionCode: string }>;
  now: Date;
  /** A published event's open draft copy (its edits on their way through review). */
  openCopyDraftId?: string | null;
  /** canPublish over the event's shows (a copy's: its event's). */
  publishable: boolean;
}

/** GET /manage/event/synopsis: the row as the draft contract describes it. */
export function toEventDraft(row: EventRow, ctx: DraftContext): EventDraft {
  const sections = row.sections as Sections;
  const eventInfo = eventInfoOf(row);
  const banner = bannerSectionSchema.safeParse(sections.banner ?? {});
  const artists = artistInfoSchema.safeParse(sections.artistInfo ?? []);
  const joining = joiningSchema.safeParse(sections.joiningDetails);
  const draft: Omit<EventDraft, 'formattedRejectionReasons'> = {
    draftId: row.draftId,
    eventCode: row.eventCode ?? ctx.sourceEventCode,
    status: row.status,
    notificationType: isIn(READ_ONLY_STATUSES, row.status) ? 'review' : null,
    eventCurrentStatus: currentStatus(row, ctx),
    city: row.city ?? eventInfo.city,
    eventInfo,
    banner: banner.success ? banner.data : { desktop: [], mobile: [], webListing: [] },
    venueInfo: markCancelled(venueInfoOf(sections, ctx.sessions, ctx.regions), ctx.sessions),
    additionalInfo: additionalInfoOf(sections.additionalInfo),
    artistInfo: artists.success ? artists.data : [],
    synopsis: typeof sections.synopsis === 'string' ? sections.synopsis : '',
    reasonsToAttend: strings.safeParse(sections.reasonsToAttend).data ?? [],
    tnc: typeof sections.tnc === 'string' ? sections.tnc : '',
    tncRefreshedOn: typeof sections.tncRefreshedOn === 'string' ? sections.tncRefreshedOn : null,
    emailIds: strings.safeParse(sections.emailIds).data ?? [],
    joiningDetails: joining.success ? joining.data : null,
    rejectionReasons: row.rejectionReasons,
    updatedAt: isoOf(row.updatedAt),
    goLiveBy: row.goLiveBy ? isoOf(row.goLiveBy) : null,
    openCopyDraftId: ctx.openCopyDraftId ?? null,
    publishable: ctx.publishable,
    offSale: row.status === 'inactive' && row.publishedAt !== null,
    shows: {
      venues: new Set(ctx.sessions.map((s) => s.venueCode)).size,
      total: ctx.sessions.length,
      cancelled: ctx.sessions.filter((s) => s.cancelledAt !== null).length,
    },
  };
  const valueOf = (section: string, field: string): unknown => {
    const value = (draft as Record<string, unknown>)[section];
    if (!field || value === null || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
    return (value as Record<string, unknown>)[field] ?? null;
  };
  return { ...draft, formattedRejectionReasons: formatRejectionReasons(row.rejectionReasons, valueOf) };
}

/** The status, or PAST for a published event whose sessions are all over. */
function currentStatus(row: EventRow, ctx: DraftContext): string {
  if (!isIn(COPY_ON_SAVE_STATUSES, row.status) || ctx.sessions.length === 0) return row.status;
  const upcoming = ctx.sessions.some((s) => new Date(s.showTime).getTime() >= ctx.now.getTime());
  return upcoming ? row.status : 'PAST';
}

/** The sections a draft copy starts with: everything the published event shows. */
export function sectionsForCopy(draft: EventDraft): Sections {
  return {
    eventInfo: draft.eventInfo,
    banner: draft.banner,
    venueInfo: draft.venueInfo,
    additionalInfo: draft.additionalInfo,
    artistInfo: draft.artistInfo,
    synopsis: draft.synopsis,
    reasonsToAttend: draft.reasonsToAttend,
    tnc: draft.tnc,
    tncRefreshedOn: draft.tncRefreshedOn,
    emailIds: draft.emailIds,
    joiningDetails: draft.joiningDetails,
  };
}
