import * as z from 'zod';
import { AGE_LIMIT_CODES, DURATION_MESSAGES, durationError, languageSchema, MAX_DURATION_MINUTES } from './additional-info';
import { ARTIST_ROLES, DEFAULT_CITY, DEFAULT_REGION_CODE, MASTER_CATEGORIES_LIMIT, MASTER_CATEGORIES_OFFSET, VENUE_TYPES } from './constants';
import { EVENT_STATUSES } from './event-list';
import { statusChangeBodySchema } from './event-lifecycle';
import { normaliseSessionId } from './ist';
import { VENUE_SUB_TYPES } from './event-states';
import { MAX_TICKET_PRICE_PAISE } from './money';
import { MAX_IMAGE_SIDE_PX, MAX_INVENTORY, NUMBER_MESSAGES, pageSizeSchema, pageStartSchema, wholeNumber } from './number-limits';
import { SCHEDULE_API_MESSAGES } from './schedule-api';
import { DATE_TEXT_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';
import { emailIdsSchema, reasonsToAttendSchema, synopsisSchema, tncSchema } from './text-rules';
import { TICKET_MESSAGES } from './ticket-type';

/**
 * The event draft contract (seed 000 sections 2 to 4 and 7): sections, their slugs, the draft as the server answers
 * it, and the request bodies of create, section save (PATCH), draft copy (POST), status change (PUT) and delete.
 * Server and apps validate with these same schemas.
 */

/** Section slugs in the order of the section 2 table; `hidden` ones never show in the overview list. */
export const EVENT_SECTIONS = [
  { slug: 'eventInfo', title: 'Event Name & Category', hidden: false },
  { slug: 'banner', title: 'Add Images', hidden: false },
  { slug: 'venueInfo', title: 'Schedule', hidden: false },
  { slug: 'dateTimeSchduler', title: 'Time Scheduler', hidden: true },
  { slug: 'additionalInfo', title: 'Additional Info', hidden: false },
  { slug: 'artistInfo', title: 'Artist & Crew', hidden: false },
  { slug: 'about', title: 'About the event', hidden: false },
  { slug: 'synopsis', title: 'description', hidden: true },
  { slug: 'reasonsToAttend', title: 'Reasons to attend', hidden: true },
  { slug: 'tnc', title: 'Terms & Conditions', hidden: false },
] as const;
export type EventSectionSlug = (typeof EVENT_SECTIONS)[number]['slug'];
export const EVENT_SECTION_SLUGS = EVENT_SECTIONS.map((s) => s.slug) as [EventSectionSlug, ...EventSectionSlug[]];
/** The overview list: the visible sections, in order. */
export const VISIBLE_EVENT_SECTIONS = EVENT_SECTIONS.filter((s) => !s.hidden);
/** The reduced list that shows only Schedule. */
export const SCHEDULE_ONLY_SECTIONS = EVENT_SECTIONS.filter((s) => s.slug === 'venueInfo');
/** Other names the spec uses for the schedule screens. */
export const SCHEDULE_SECTION_ALIASES = ['event-schedule', 'date-time-scheduler'] as const;

/** Organiser routes of the events area. */
export const EVENT_ROUTES = {
  live: '/events/live',
  draft: '/events/draft',
  create: '/events/create-event',
  overview: (id: string) => `/events/configure/${encodeURIComponent(id)}`,
  section: (draftId: string, section: string, eventCode?: string | null) =>
    `/events/configure/${encodeURIComponent(draftId)}/edit/${encodeURIComponent(section)}${eventCode ? `?eventCode=${encodeURIComponent(eventCode)}` : ''}`,
} as const;

/**
 * The overview section a refusal's field belongs to (issue #34: every refusal that names fields links to the section to
 * fix): its first path segment; the description and reasons are About's; online details and shows are the Schedule's.
 * Null for a field no section edits (e.g. `status`).
 */
export function sectionOfField(field: string): EventSectionSlug | null {
  const head = field.split('.')[0] ?? '';
  if (head === 'synopsis' || head === 'reasonsToAttend') return 'about';
  if (head === 'emailIds' || head === 'joiningDetails' || head === 'dateTimeSchduler' || head === 'sessionId') return 'venueInfo';
  return VISIBLE_EVENT_SECTIONS.some((s) => s.slug === head) ? (head as EventSectionSlug) : null;
}

export const codeNameSchema = z.object({ code: z.string().trim().min(1).max(60), name: z.string().trim().min(1).max(120) });
export type CodeName = z.infer<typeof codeNameSchema>;

/** Event title: the product's rule (the spec gives none): 3 to 100 allowed characters. */
export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 100;
export const EVENT_INFO_MESSAGES = {
  titleLength: `Please enter an event name of ${EVENT_TITLE_MIN} to ${EVENT_TITLE_MAX} characters`,
  categoryRequired: 'Please select a category',
} as const;

export const eventInfoSchema = z.object({
  eventTitle: z
    .string()
    .trim()
    .min(EVENT_TITLE_MIN, EVENT_INFO_MESSAGES.titleLength)
    .max(EVENT_TITLE_MAX, { ...STOP_WHEN_TOO_LONG, error: EVENT_INFO_MESSAGES.titleLength })
    .regex(/^[A-Za-z0-9\s,.(){}~[\]<>?;:'"!@#$%^&*\-=_+]*$/, 'Please use only permitted characters in the event name. Alphabets, Numerals and specials characters like ! * & $ etc. are permitted. Special symbols like ★ ℋ © are not permitted'),
  /** One category (a list, as the spec's shape has it). */
  category: z.array(codeNameSchema).min(1, EVENT_INFO_MESSAGES.categoryRequired).max(1, EVENT_INFO_MESSAGES.categoryRequired),
  subCategory: codeNameSchema.nullable().default(null),
  genre: z.array(codeNameSchema).max(10).default([]),
  city: z.string().trim().min(1).max(80).default(DEFAULT_CITY),
  regionCode: z.string().trim().min(1).max(40).default(DEFAULT_REGION_CODE),
  venueType: z.enum(VENUE_TYPES).default('onGround'),
  venueSubType: z.enum(VENUE_SUB_TYPES).nullable().default(null),
});
export type EventInfo = z.infer<typeof eventInfoSchema>;
export type EventInfoInput = z.input<typeof eventInfoSchema>;

/** A stored image as the banner section lists it. `url` is the server's /api/files/public/... address. */
export const bannerImageSchema = z.object({
  caption: z.string().max(200).default(''),
  type: z.literal('image'),
  url: z.string().min(1).max(500),
  width: wholeNumber({ min: 1, max: MAX_IMAGE_SIDE_PX, message: NUMBER_MESSAGES.imageSide }),
  height: wholeNumber({ min: 1, max: MAX_IMAGE_SIDE_PX, message: NUMBER_MESSAGES.imageSide }),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;
export const bannerSectionSchema = z.object({
  /** The horizontal banner (upload type desktop); also used for mobile. */
  desktop: z.array(bannerImageSchema).max(1).default([]),
  mobile: z.array(bannerImageSchema).max(1).default([]),
  /** The vertical poster (upload type webListing). */
  webListing: z.array(bannerImageSchema).max(1).default([]),
});
export type BannerSection = z.infer<typeof bannerSectionSchema>;

/**
 * Duration as a section body carries it: the rules of durationSchema, with a missing value answered 'Please enter
 * duration in minutes' (a plain union reports a missing member as a type error) and anything but text or a number
 * refused as not a number.
 */
export const sectionDurationSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    const message =
      value === undefined || value === null || typeof value === 'string' || typeof value === 'number'
        ? durationError(value)
        : DURATION_MESSAGES.notANumber;
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => Number(value))
  .meta({ type: 'integer', minimum: 0, maximum: MAX_DURATION_MINUTES, description: 'Whole minutes, or their decimal text' });

export const additionalInfoSchema = z.object({
  languages: z.array(languageSchema).max(30).default([]),
  ageLimit: z.enum(AGE_LIMIT_CODES).nullable().default(null),
  duration: sectionDurationSchema,
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;
export type AdditionalInfoInput = z.input<typeof additionalInfoSchema>;

export const artistInfoItemSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(120),
  url: z.string().max(500).nullable().default(null),
  roles: z.array(z.enum(ARTIST_ROLES)).min(1, 'Please select a role').max(ARTIST_ROLES.length),
});
export type ArtistInfoItem = z.infer<typeof artistInfoItemSchema>;
export const artistInfoSchema = z.array(artistInfoItemSchema).max(50);

/** Sessions and venues belong to the Schedule issue; the draft carries them already (sessions stay empty until then). */
export const sessionInfoSchema = z.object({
  /** '0' (or 0) for a new session; any non-string id becomes '0' (seed 000 section 3): an id, never a quantity. */
  sessionId: z.unknown().transform(normaliseSessionId),
  showTime: z.string().max(DATE_TEXT_MAX_LENGTH),
  status: z.boolean().default(true),
  ticketInfo: z
    .array(
      z.object({
        ticketTypeName: z.string().max(NAME_MAX_LENGTH),
        totalInventory: wholeNumber({ min: 1, max: MAX_INVENTORY, message: TICKET_MESSAGES.inventory, tooLarge: NUMBER_MESSAGES.inventoryTooLarge }),
        ticketTypeCode: z.string().max(ID_MAX_LENGTH).optional(),
        price: wholeNumber({ min: 0, max: MAX_TICKET_PRICE_PAISE, message: SCHEDULE_API_MESSAGES.priceInvalid, tooLarge: NUMBER_MESSAGES.priceTooLarge }).optional(),
      }),
    )
    .default([]),
});
export const venueInfoItemSchema = z.object({
  venueCode: z.string().min(1).max(40),
  venueName: z.string().min(1).max(200),
  region: z.string().max(80).default(''),
  regionCode: z.string().max(40).default(''),
  sessionInfo: z.array(sessionInfoSchema).default([]),
});
export type VenueInfoItem = z.infer<typeof venueInfoItemSchema>;
/** The schedule as the server answers it: no transforms (answers are encoded by the server), session ids are strings. */
export const sessionInfoAnswerSchema = sessionInfoSchema.extend({
  sessionId: z.string(),
  /** The organiser cancelled this show of a published event (session state Cancelled): said so wherever it is listed. */
  cancelled: z.boolean().optional(),
});
export const venueInfoAnswerItemSchema = venueInfoItemSchema.extend({ sessionInfo: z.array(sessionInfoAnswerSchema).default([]) });

export const rejectionReasonSchema = z.object({ section: z.string(), field: z.string(), reasons: z.array(z.string()) });
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
export const formattedRejectionSchema = z.object({
  section: z.string(),
  items: z.array(z.object({ field: z.string(), reasons: z.array(z.string()), rejectedValue: z.unknown() })),
});
export type FormattedRejection = z.infer<typeof formattedRejectionSchema>;

export const snackbarSchema = z.object({ title: z.string(), content: z.string(), class: z.string(), toastMsg: z.string() });
export type Snackbar = z.infer<typeof snackbarSchema>;

/** GET /manage/event/synopsis?draftId=&eventCode= : the whole draft or event. */
export const eventDraftSchema = z.object({
  draftId: z.string(),
  eventCode: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  /** 'review' while under review: everything read-only (seed 000 section 4). */
  notificationType: z.enum(['review']).nullable(),
  /** Includes PAST for an event whose sessions are all over. */
  eventCurrentStatus: z.string(),
  city: z.string(),
  eventInfo: eventInfoSchema,
  banner: bannerSectionSchema,
  venueInfo: z.array(venueInfoAnswerItemSchema),
  additionalInfo: z.object({
    languages: z.array(languageSchema),
    ageLimit: z.enum(AGE_LIMIT_CODES).nullable(),
    duration: z.number().int().nullable(),
  }),
  artistInfo: artistInfoSchema,
  /** Sanitised HTML. */
  synopsis: z.string(),
  reasonsToAttend: z.array(z.string()),
  tnc: z.string(),
  tncRefreshedOn: z.string().nullable(),
  emailIds: z.array(z.string()),
  joiningDetails: z.object({ link: z.string(), password: z.string().optional() }).nullable(),
  rejectionReasons: z.array(rejectionReasonSchema),
  formattedRejectionReasons: z.array(formattedRejectionSchema),
  updatedAt: z.string(),
  /** Publish was pressed: the ISO time by which the event is LIVE (within 15 minutes); null otherwise. */
  goLiveBy: z.string().nullable(),
  /** A published event with a draft copy of its edits open (draft, under review or on hold): that copy's draft id. */
  openCopyDraftId: z.string().nullable(),
  /**
   * The publish predicate (canPublish: an active show ahead with a ticket type) holds for the event's shows (a copy's
   * are its event's): what Publish, List again and Submit for review check, and what ticks the schedule.
   */
  publishable: z.boolean(),
  /** Taken off sale after it was live (status inactive, published before): reads Off sale, not READY TO PUBLISH. */
  offSale: z.boolean(),
  /** The event's shows as its schedule lists them (a copy's: its event's): venues, shows, and how many are cancelled. */
  shows: z.object({ venues: z.number().int(), total: z.number().int(), cancelled: z.number().int() }),
});
export type EventDraft = z.infer<typeof eventDraftSchema>;

export const synopsisQuerySchema = z
  .object({ draftId: z.string().trim().max(60).optional(), eventCode: z.string().trim().max(20).optional() })
  .refine((q) => Boolean(q.draftId || q.eventCode), 'draftId or eventCode is required');

/** POST /manage/event: create from the name screen ({eventInfo}), or copy an active/inactive event ({eventCode, ...}). */
export const createEventBodySchema = z.object({ eventInfo: eventInfoSchema, eventCode: z.string().trim().max(20).optional() });
export const createEventAnswerSchema = z.object({ draftId: z.string(), status: z.enum(EVENT_STATUSES), snackbar: snackbarSchema.nullable() });
export type CreateEventAnswer = z.infer<typeof createEventAnswerSchema>;

/**
 * PATCH /manage/event/{draftId}: `{ <section>: value, eventCode? }`, at least one section. The About screen sends
 * synopsis and reasonsToAttend together. An active or inactive event answers with a new draft copy's draftId.
 */
export const sectionPatchSchema = z
  .object({
    eventCode: z.string().trim().max(20).optional(),
    eventInfo: eventInfoSchema.optional(),
    banner: bannerSectionSchema.optional(),
    venueInfo: z.array(venueInfoItemSchema).max(20).optional(),
    additionalInfo: additionalInfoSchema.optional(),
    artistInfo: artistInfoSchema.optional(),
    synopsis: synopsisSchema.optional(),
    reasonsToAttend: reasonsToAttendSchema.optional(),
    tnc: tncSchema.optional(),
    emailIds: emailIdsSchema.max(20).optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'eventCode'), 'Nothing to save');
export type SectionPatch = z.input<typeof sectionPatchSchema>;
export const sectionPatchAnswerSchema = z.object({ draftId: z.string(), status: z.enum(EVENT_STATUSES), snackbar: snackbarSchema.nullable() });

/** PUT /manage/event/{eventId}: status change; review submits for review (then the app goes to /events/draft). */
/** PUT /manage/event/{eventId} {status}: the organiser's status changes (the moves of event-lifecycle.ts). */
export const statusChangeSchema = statusChangeBodySchema;

/** DELETE /delete/draft */
export const deleteDraftSchema = z.object({ draftId: z.string().trim().min(1).max(60) });

/** POST /manage/event/upload/banner/{bannerType}: multipart fields besides the file ({bannerType}.jpeg). */
export const BANNER_TYPES = ['desktop', 'webListing'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const bannerUploadFieldsSchema = z.object({
  draftId: z.string().trim().min(1).max(60),
  eventCode: z.string().trim().max(20).optional(),
  eventTitle: z.string().trim().max(200).optional(),
});
export const bannerUploadAnswerSchema = bannerImageSchema;
/**
 * The multipart field that carries the image (its file name is {bannerType}.jpeg). The server also accepts the
 * bannerType itself as the field name; any other file field is refused.
 */
export const BANNER_UPLOAD_FILE_FIELD = 'file';

/** Submitting for review needs (for this issue) a name, both images, additional info with a duration, and a description. */
export const SUBMIT_MESSAGES = {
  incomplete: 'Please complete every section before submitting for review',
  alreadyInReview: 'This event is already under review',
  readOnly: 'This event is under review and cannot be edited',
  notFound: 'Event not found',
  deleteOnlyDrafts: 'Only drafts can be deleted',
} as const;

/** Masters (seed 000 section 7). */
export const categoriesQuerySchema = z.object({
  limit: pageSizeSchema(MASTER_CATEGORIES_LIMIT, MASTER_CATEGORIES_LIMIT),
  offset: pageStartSchema(MASTER_CATEGORIES_OFFSET),
  fetchChildren: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  searchKey: z.literal('name').optional(),
  searchValue: z.string().trim().max(60).optional(),
});
export const categorySchema = codeNameSchema.extend({ subCategories: z.array(codeNameSchema) });
export const categoriesAnswerSchema = z.object({ categories: z.array(categorySchema), total: z.number().int() });
export type Category = z.infer<typeof categorySchema>;

export const genresQuerySchema = z.object({ categories: z.string().trim().min(1).max(400) });
export const genresAnswerSchema = z.object({ genres: z.array(codeNameSchema.extend({ categoryCode: z.string() })) });

export const MASTER_COMPONENTS = ['languages', 'artists', 'venues'] as const;
export type MasterComponent = (typeof MASTER_COMPONENTS)[number];
export const masterSearchQuerySchema = z.object({
  searchKey: z.literal('name').optional(),
  searchValue: z.string().trim().max(60).optional(),
  venueType: z.enum(VENUE_TYPES).optional(),
  limit: pageSizeSchema(100, 20),
});
export const languagesAnswerSchema = z.object({ languages: z.array(languageSchema.extend({ trending: z.boolean() })) });
export const artistSchema = z.object({ id: z.string(), name: z.string(), url: z.string().nullable(), primaryRole: z.enum(ARTIST_ROLES), knownFor: z.string().nullable() });
export type Artist = z.infer<typeof artistSchema>;
export const artistsAnswerSchema = z.object({ artists: z.array(artistSchema), total: z.number().int() });
/** A master venue (seed 000 section 3): trending ones are listed under 'Recent Venues'. */
export const masterVenueSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: z.string(),
  region: z.string(),
  regionCode: z.string(),
  trending: z.boolean(),
  venueType: z.enum(VENUE_TYPES),
  venueSubType: z.string().nullable(),
});
export type MasterVenue = z.infer<typeof masterVenueSchema>;
export const venuesAnswerSchema = z.object({ venues: z.array(masterVenueSchema), total: z.number().int() });
/** GET /events/masters/{component}: the answer of the component asked for. */
export const masterComponentAnswerSchema = z.union([languagesAnswerSchema, artistsAnswerSchema, venuesAnswerSchema]);
/** The directory hint (seed 000 section 2), shown before the event has a code. */
export const ARTIST_DIRECTORY_HINT = 'Only artists from our directory of about 1.2 lac professionals can be picked.';
export const ARTIST_SEARCH_PLACEHOLDER = 'Search for artists & crew (Optional)';
export const ARTIST_ADD_AS = 'Add as...';
export const SELECT_ROLE_TITLE = 'Select Role';

/** Languages are grouped: trending ones under 'Popular Languages', every language under 'All Languages'. */
export function groupLanguages<T extends { trending?: boolean | undefined }>(languages: readonly T[]): { popular: T[]; all: T[] } {
  return { popular: languages.filter((l) => l.trending), all: [...languages] };
}

/** Splits the genre query's pipe-joined category list. */
export function splitCategoryCodes(categories: string): string[] {
  return categories.split('|').map((c) => c.trim()).filter(Boolean);
}

/** Picking a new category resets sub-category and genre. */
export function withCategory(info: EventInfoInput, category: CodeName): EventInfoInput {
  const same = info.category?.[0]?.code === category.code;
  return same ? info : { ...info, category: [category], subCategory: null, genre: [] };
}

/** Groups rejection reasons by section and adds the rejected value from the draft. */
export function formatRejectionReasons(reasons: readonly RejectionReason[], valueOf: (section: string, field: string) => unknown): FormattedRejection[] {
  const bySection = new Map<string, FormattedRejection>();
  for (const r of reasons) {
    const group = bySection.get(r.section) ?? { section: r.section, items: [] };
    group.items.push({ field: r.field, reasons: [...r.reasons], rejectedValue: valueOf(r.section, r.field) });
    bySection.set(r.section, group);
  }
  return [...bySection.values()];
}
