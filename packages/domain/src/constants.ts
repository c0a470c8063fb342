import type { EnvironmentName } from './environment';

/**
 * Business constants of seed 000 section 9 and seed 001 section 9 that do not belong to a richer module.
 * Event list paging lives in event-list.ts, toast timeouts in toast.ts, token lifetimes in auth.ts.
 */

/** The support mailbox the spec refers to as {email} (artist or venue not found, zoom sessions, login contact line). */
export const SUPPORT_EMAIL = 'support@diyevents.in';

/** Scanner event list: pages of 25, the first page starts at 0. */
export const SCAN_EVENTS_PAGE_SIZE = 25;
export const SCAN_EVENTS_FIRST_START = 0;

/** More scanner events exist only when a page returned exactly a full page (seed 000 section 4). */
export function hasMoreScanEvents(pageLength: number, pageSize: number = SCAN_EVENTS_PAGE_SIZE): boolean {
  return pageLength === pageSize;
}

/** GET /events/masters/categories query defaults. */
export const MASTER_CATEGORIES_LIMIT = 100;
export const MASTER_CATEGORIES_OFFSET = 0;

const MINUTE_MS = 60 * 1000;
/** A created offer is live within 15 minutes. */
export const OFFER_GO_LIVE_MINUTES = 15;
export const OFFER_GO_LIVE_MS = OFFER_GO_LIVE_MINUTES * MINUTE_MS;
/** A published event goes live within 15 minutes. */
export const EVENT_GO_LIVE_MINUTES = 15;
export const EVENT_GO_LIVE_MS = EVENT_GO_LIVE_MINUTES * MINUTE_MS;
/** Edits to published sessions take up to 5 minutes to show in the live and past lists. */
export const PUBLISHED_SESSION_REFLECTION_MINUTES = 5;
export const PUBLISHED_SESSION_REFLECTION_MS = PUBLISHED_SESSION_REFLECTION_MINUTES * MINUTE_MS;
/** Live streaming details are mailed 15 minutes before showtime; a VOD video may be added up to 24 hours before. */
export const STREAMING_DETAILS_MAIL_MINUTES_BEFORE = 15;
export const VOD_UPLOAD_HOURS_BEFORE = 24;

/** Search debounce for languages, artists and venues. */
export const SEARCH_DEBOUNCE_MS = 600;

/** Event defaults. */
export const DEFAULT_CITY = 'mumbai';
export const DEFAULT_REGION_CODE = 'MUMBAI';
export const VENUE_TYPES = ['onGround', 'online'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];
export const DEFAULT_VENUE_TYPE: VenueType = 'onGround';

/** Venue Selection modal minimum width on desktop, in px. */
export const VENUE_MODAL_MIN_WIDTH_PX = 726;
/** Session scheduler drawer minimum height on mobile (200 while the change sheet shows). */
export const SCHEDULER_DRAWER_MIN_HEIGHT_PX = 450;
export const SCHEDULER_DRAWER_CHANGE_SHEET_MIN_HEIGHT_PX = 200;

/** Scanning modes: Entry by default; anything other than Entry is an exit scan. */
export const SCAN_MODES = ['Entry', 'Exit'] as const;
export type ScanMode = (typeof SCAN_MODES)[number];
export const DEFAULT_SCAN_MODE: ScanMode = 'Entry';
export function isExitScan(scanCategory: string | null | undefined): boolean {
  return (scanCategory ?? DEFAULT_SCAN_MODE) !== 'Entry';
}
/** Geolocation values sent with a consume call default to 'na'. */
export const GEOLOCATION_DEFAULT = 'na';

/** Seed 001 section 9. */
export const ORGANISER_LIST_DEFAULT_LIMIT = 10;
export const ORGANISER_LIST_DEFAULT_OFFSET = 0;
export const DEVICE_CHANGE_DEBOUNCE_MS = 300;
export const PROFILE_API_TIMEOUT_SIT_MS = 25_000;
export const PROFILE_API_TIMEOUT_MS = 15_000;
/** Profile API time-out: 25 s in the test environment (SIT), otherwise 15 s. */
export function profileApiTimeoutMs(environment: EnvironmentName): number {
  return environment === 'SIT' ? PROFILE_API_TIMEOUT_SIT_MS : PROFILE_API_TIMEOUT_MS;
}
/** The environment names the spec lists (ENVIRONMENTS in environment.ts adds LOCAL for development). */
export const SPEC_ENVIRONMENTS = ['PROD', 'PREPROD', 'SIT'] as const satisfies readonly EnvironmentName[];
/** New organiser review takes 2 to 3 business days. */
export const ORGANISER_REVIEW_BUSINESS_DAYS = { min: 2, max: 3 } as const;

/** Artist roles that can be assigned on an event (seed 000 section 6). */
export const ARTIST_ROLES = ['Actor', 'Director', 'Writer', 'Music', 'Voice', 'Producer', 'Organiser', 'Player'] as const;
export type ArtistRole = (typeof ARTIST_ROLES)[number];

/** Images screen promo: advertising packages start from 6000 rupees (seed 000 section 2), in paise. */
export const AD_PACKAGE_FROM_PAISE = 600_000;

/**
 * The Payments area's name in the organiser console's navigation (also PAYMENTS_UI_TEXTS.navLabel). Here, not in
 * payments-ui.ts: the navigation is part of the first screen's script, and a module is bundled whole, so that one
 * would bring the area's texts and their date formatting (settlement.ts, ist.ts) into it.
 */
export const PAYMENTS_NAV_LABEL = 'Payments';
