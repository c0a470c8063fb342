import type { EventDraft, EventSectionSlug } from '@diy/domain';

export interface ReviewSection {
  section: EventSectionSlug;
  title: string;
  fields: readonly { field: string; label: string }[];
}

/** The sections a reviewer reads, in the order the public page shows them, with the fields a reason can point at. */
export const REVIEW_SECTIONS: readonly ReviewSection[] = [
  { section: 'banner', title: 'Banner and poster', fields: [{ field: 'desktop', label: 'Banner' }, { field: 'webListing', label: 'Poster' }] },
  {
    section: 'eventInfo',
    title: 'Title and category',
    fields: [
      { field: 'eventTitle', label: 'Event name' }, { field: 'category', label: 'Category' }, { field: 'subCategory', label: 'Sub-category' },
      { field: 'genre', label: 'Genre' },
    ],
  },
  { section: 'venueInfo', title: 'Schedule', fields: [{ field: 'venueInfo', label: 'Venues and sessions' }] },
  {
    section: 'additionalInfo',
    title: 'Additional info',
    fields: [{ field: 'languages', label: 'Languages' }, { field: 'ageLimit', label: 'Age limit' }, { field: 'duration', label: 'Duration' }],
  },
  { section: 'synopsis', title: 'Description', fields: [{ field: 'synopsis', label: 'Description' }] },
  { section: 'reasonsToAttend', title: 'Reasons to attend', fields: [{ field: 'reasonsToAttend', label: 'Reasons to attend' }] },
  { section: 'artistInfo', title: 'Artists & crew', fields: [{ field: 'artistInfo', label: 'Artists' }] },
  { section: 'tnc', title: 'Terms & Conditions', fields: [{ field: 'tnc', label: 'Terms & Conditions' }] },
];

export interface SectionVerdict {
  field: string;
  reason: string;
}

/** The reasons to send: flagged sections with a field and a reason. */
export function rejectionReasons(verdicts: Partial<Record<EventSectionSlug, SectionVerdict>>): { section: EventSectionSlug; field: string; reasons: string[] }[] {
  return REVIEW_SECTIONS.flatMap(({ section }) => {
    const v = verdicts[section];
    return v && v.reason.trim() !== '' ? [{ section, field: v.field, reasons: [v.reason.trim()] }] : [];
  });
}

/** The part of the event a review section shows. */
function sectionValue(event: EventDraft, section: EventSectionSlug): unknown {
  switch (section) {
    case 'banner':
      return event.banner;
    case 'eventInfo':
      return event.eventInfo;
    case 'venueInfo':
      return event.venueInfo.map((v) => ({ ...v, sessionInfo: v.sessionInfo.map(({ sessionId: _id, ...s }) => s) }));
    case 'additionalInfo':
      return event.additionalInfo;
    case 'synopsis':
      return event.synopsis;
    case 'reasonsToAttend':
      return event.reasonsToAttend;
    case 'artistInfo':
      return event.artistInfo;
    case 'tnc':
      return event.tnc;
    default:
      return null;
  }
}

/** For a copy of a live event: whether this section differs from what the public sees now. */
export function sectionChanged(event: EventDraft, live: EventDraft | null, section: EventSectionSlug): boolean {
  if (!live) return false;
  return JSON.stringify(sectionValue(event, section)) !== JSON.stringify(sectionValue(live, section));
}
