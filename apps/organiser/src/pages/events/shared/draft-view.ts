import {
  AGE_LIMITS,
  EVENT_ROUTES,
  SCHEDULE_API_MESSAGES,
  SCHEDULE_ONLY_SECTIONS,
  SESSION_STATE_LABELS,
  SUBMIT_MESSAGES,
  VISIBLE_EVENT_SECTIONS,
  sectionOfField,
  stripHtml,
  type EventDraft,
  type EventSectionSlug,
  type FormattedRejection,
} from '@diy/domain';
import { isAppError } from '@diy/api';

/** Everything is read-only while the event is under review (seed 000 section 4). */
export function isReadOnly(draft: Pick<EventDraft, 'status' | 'notificationType'>): boolean {
  return draft.status === 'review' || draft.notificationType === 'review';
}

/** The rejection sections each screen shows: About shows those of description and reasons too. */
export const SECTION_REJECTION_KEYS: Partial<Record<EventSectionSlug, readonly string[]>> = {
  eventInfo: ['eventInfo'],
  banner: ['banner'],
  venueInfo: ['venueInfo', 'dateTimeSchduler'],
  additionalInfo: ['additionalInfo'],
  artistInfo: ['artistInfo'],
  about: ['about', 'synopsis', 'reasonsToAttend'],
  tnc: ['tnc'],
};

/** The grouped rejection reasons a screen concerns. */
export function rejectionsFor(draft: Pick<EventDraft, 'formattedRejectionReasons'>, slug: EventSectionSlug): FormattedRejection[] {
  const keys = SECTION_REJECTION_KEYS[slug] ?? [slug];
  return draft.formattedRejectionReasons.filter((group) => keys.includes(group.section));
}

/** A rejected value as text: strings as they are (HTML stripped), lists joined, objects by their name or title. */
export function rejectedValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return stripHtml(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(rejectedValueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['name', 'eventTitle', 'title', 'url']) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return '';
}

export interface SectionState {
  slug: EventSectionSlug;
  title: string;
  summary: string;
  complete: boolean;
  /** Absent when the section has no screen yet (the schedule arrives with its own issue). */
  editHref?: string;
  /** The reviewers' reasons for this section (empty when not rejected). */
  rejected: string[];
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function excerpt(html: string, length = 90): string {
  const text = stripHtml(html).replace(/\s+/g, ' ');
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** Summary and completeness of one section, from the loaded draft. */
export function sectionState(draft: EventDraft, slug: EventSectionSlug, title: string): Omit<SectionState, 'editHref' | 'rejected'> {
  switch (slug) {
    case 'eventInfo': {
      const info = draft.eventInfo;
      const parts = [info.category[0]?.name, info.subCategory?.name, info.genre.map((g) => g.name).join(', ')].filter(Boolean);
      return { slug, title, summary: [info.eventTitle, ...parts].join(' · '), complete: info.eventTitle !== '' && info.category.length > 0 };
    }
    case 'banner': {
      const banner = draft.banner.desktop.length > 0;
      const poster = draft.banner.webListing.length > 0;
      const summary = banner && poster ? 'Horizontal banner and vertical poster added' : banner ? 'Vertical poster missing' : poster ? 'Horizontal banner missing' : 'Add a horizontal banner and a vertical poster';
      return { slug, title, summary, complete: banner && poster };
    }
    case 'venueInfo': {
      // The shows as the schedule lists them (the server counts its rows; a stored section may lag behind).
      const venues = draft.shows.total > 0 ? draft.shows.venues : draft.venueInfo.length;
      const shows = draft.shows.total > 0 ? draft.shows.total : draft.venueInfo.reduce((n, v) => n + v.sessionInfo.length, 0);
      const cancelled = draft.shows.cancelled > 0 ? ` (${draft.shows.cancelled} ${SESSION_STATE_LABELS.cancelled.toLowerCase()})` : '';
      const counted = `${plural(venues, 'venue', 'venues')}, ${plural(shows, 'show', 'shows')}${cancelled}`;
      // Ticked only when the event can go on sale (the server's publish predicate: an active show ahead with a ticket type).
      return {
        slug,
        title,
        summary: venues === 0 ? 'Venues and shows are added once the event details are in' : draft.publishable ? counted : `${counted} · ${SCHEDULE_NOT_READY}`,
        complete: draft.publishable,
      };
    }
    case 'additionalInfo': {
      const info = draft.additionalInfo;
      const parts = [
        info.duration !== null ? `${info.duration} min` : null,
        info.languages.map((l) => l.name).join(', ') || null,
        info.ageLimit ? (AGE_LIMITS.find((a) => a.code === info.ageLimit)?.label ?? null) : null,
      ].filter(Boolean);
      return { slug, title, summary: parts.length > 0 ? parts.join(' · ') : 'Duration, languages and age limit', complete: info.duration !== null };
    }
    case 'artistInfo': {
      const n = draft.artistInfo.length;
      return { slug, title, summary: n === 0 ? 'Optional: add artists and crew' : draft.artistInfo.map((a) => a.name).join(', '), complete: n > 0 };
    }
    case 'about': {
      const reasons = draft.reasonsToAttend.filter((r) => r.trim() !== '').length;
      const text = excerpt(draft.synopsis);
      return {
        slug,
        title,
        summary: text === '' ? 'Describe the event and why people should come' : reasons > 0 ? `${text} (${plural(reasons, 'reason', 'reasons')} to attend)` : text,
        complete: stripHtml(draft.synopsis) !== '',
      };
    }
    case 'tnc': {
      const text = excerpt(draft.tnc);
      return { slug, title, summary: text === '' ? 'Optional: the rules of entry' : text, complete: text !== '' };
    }
    default:
      return { slug, title, summary: '', complete: false };
  }
}

/** Sections with a screen in this release. */
export const EDITABLE_SECTIONS: readonly EventSectionSlug[] = ['eventInfo', 'banner', 'venueInfo', 'additionalInfo', 'artistInfo', 'about', 'tnc'];

/** The overview list: the visible sections in order, or the reduced list with only Schedule. */
export function overviewSections(draft: EventDraft, reduced = false): SectionState[] {
  const list = reduced ? SCHEDULE_ONLY_SECTIONS : VISIBLE_EVENT_SECTIONS;
  return list.map(({ slug, title }) => {
    const state = sectionState(draft, slug, title);
    return {
      ...state,
      editHref: EDITABLE_SECTIONS.includes(slug) ? EVENT_ROUTES.section(draft.draftId, slug, draft.eventCode) : undefined,
      rejected: rejectionsFor(draft, slug).flatMap((group) => group.items.flatMap((item) => item.reasons)),
    };
  });
}

/**
 * Sections that must be complete before review (SUBMIT_MESSAGES.incomplete): name, images, a schedule with shows,
 * additional info (the duration) and about (the description). The server checks the same.
 */
export const REQUIRED_FOR_REVIEW: readonly EventSectionSlug[] = ['eventInfo', 'banner', 'venueInfo', 'additionalInfo', 'about'];

/** What the schedule's summary adds when no active show ahead has a ticket type. */
export const SCHEDULE_NOT_READY = 'no show ahead with a ticket type yet';

/** Why the draft cannot be submitted yet, or null: one missing section says its own reason (as the server does). */
export function submitBlocker(draft: EventDraft): string | null {
  if (isReadOnly(draft)) return SUBMIT_MESSAGES.alreadyInReview;
  const missing = REQUIRED_FOR_REVIEW.filter((slug) => !sectionState(draft, slug, '').complete);
  if (missing.length === 1 && missing[0] === 'venueInfo') return SCHEDULE_API_MESSAGES.notSchedulable;
  return missing.length > 0 ? SUBMIT_MESSAGES.incomplete : null;
}

/** Where a refusal's field is fixed: the section's link and its label, or null when no section edits it. */
export type FieldLink = (field: string) => { href: string; label: string } | null;

/** A refusal's fields as popup lines (issue #34: the short text alone hid them), each with its section's link. */
export function fieldItems(error: unknown, link?: FieldLink): { text: string; href?: string; linkLabel?: string }[] {
  const fields = isAppError(error) ? (error.fields ?? []) : [];
  return fields.map((f) => {
    const to = link?.(f.field) ?? null;
    return to ? { text: f.message, href: to.href, linkLabel: to.label } : { text: f.message };
  });
}

/** A refusal's field as a link to the section that fixes it ('Go to Schedule'), or null when no section edits it. */
export function fieldLinkOf(draft: Pick<EventDraft, 'draftId' | 'eventCode'>): FieldLink {
  return (field) => {
    const slug = sectionOfField(field);
    const section = slug ? VISIBLE_EVENT_SECTIONS.find((s) => s.slug === slug) : undefined;
    if (!slug || !section) return null;
    return { href: EVENT_ROUTES.section(draft.draftId, slug, draft.eventCode), label: `${FIELD_LINK_PREFIX} ${section.title}` };
  };
}
export const FIELD_LINK_PREFIX = 'Go to';

/** Drafts can be submitted; published events are changed through their draft copies. */
export function canSubmit(draft: EventDraft): boolean {
  return ['draft', 'createEvent', 'draftEventDetails', 'draftTicketDetails', 'readyForReview', 'onHold'].includes(draft.status);
}
