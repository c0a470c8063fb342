import * as z from 'zod';
import { ageLimitLabel } from './additional-info';
import type { EventDraft } from './event-draft';
import { formatIstDateTime } from './ist';
import { formatPaise } from './money';
import { stripHtml } from './text-rules';

/**
 * The reviewer's difference view (issue #23): a draft copy of a live event compared with the live event, field by
 * field. Every value is given as display lines (text a reviewer reads; image addresses for the image fields), so the
 * admin shows them as they are. Pure: the server computes it for the review detail, the tests are tables.
 */
export const EVENT_DIFF_KINDS = ['text', 'richText', 'list', 'images', 'schedule'] as const;
export type EventDiffKind = (typeof EVENT_DIFF_KINDS)[number];

export const eventFieldDiffSchema = z.object({
  /** The section slug a rejection reason would name (eventInfo, banner, venueInfo, synopsis, ...). */
  section: z.string(),
  field: z.string(),
  label: z.string(),
  kind: z.enum(EVENT_DIFF_KINDS),
  changed: z.boolean(),
  live: z.array(z.string()),
  proposed: z.array(z.string()),
  /** False for what approval leaves as it is on the live event (the schedule changes through published sessions). */
  applies: z.boolean(),
});
export type EventFieldDiff = z.infer<typeof eventFieldDiffSchema>;

export const EVENT_DIFF_TEXTS = {
  empty: '—',
  scheduleKept: 'Approval keeps the live schedule: shows and tickets change through published sessions.',
  noChanges: 'This copy changes nothing the public sees.',
  unchanged: (n: number) => `${n} unchanged field${n === 1 ? '' : 's'}`,
  /** Said by screen readers around each marked change (its colour and line are for the eye). */
  addedStart: 'Added: ',
  addedEnd: ' (end of added text)',
  removedStart: 'Removed: ',
  removedEnd: ' (end of removed text)',
} as const;

type Field = {
  section: string;
  field: string;
  label: string;
  kind: EventDiffKind;
  applies?: boolean;
  lines: (e: EventDraft) => string[];
};

const names = (list: readonly { name: string }[]) => list.map((c) => c.name);
const one = (value: string | null | undefined): string[] => (value === null || value === undefined || value.trim() === '' ? [] : [value]);
const richText = (html: string) => one(stripHtml(html).replace(/\s+/g, ' '));
const images = (list: readonly { url: string }[]) => list.map((i) => i.url);

/** One line per show: venue, IST time, status; the ticket types as lines of their own under it. */
function scheduleLines(e: EventDraft): string[] {
  const rows = e.venueInfo.flatMap((v) =>
    v.sessionInfo.map((s) => ({
      key: `${s.showTime}|${v.venueCode}`,
      lines: [
        `${v.venueName} · ${formatIstDateTime(s.showTime)}${s.status ? '' : ' (inactive)'}`,
        ...s.ticketInfo.map(
          (t) => `  ${t.ticketTypeName}: ${t.totalInventory} tickets${t.price !== undefined ? ` at ${formatPaise(t.price)}` : ''}`,
        ),
      ],
    })),
  );
  return rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).flatMap((r) => r.lines);
}

/** Every field the review compares, in the order the public page shows them. */
export const EVENT_DIFF_FIELDS: readonly Field[] = [
  { section: 'eventInfo', field: 'eventTitle', label: 'Event name', kind: 'text', lines: (e) => one(e.eventInfo.eventTitle) },
  { section: 'eventInfo', field: 'category', label: 'Category', kind: 'list', lines: (e) => names(e.eventInfo.category) },
  { section: 'eventInfo', field: 'subCategory', label: 'Sub-category', kind: 'text', lines: (e) => one(e.eventInfo.subCategory?.name) },
  { section: 'eventInfo', field: 'genre', label: 'Genre', kind: 'list', lines: (e) => names(e.eventInfo.genre) },
  { section: 'banner', field: 'desktop', label: 'Banner', kind: 'images', lines: (e) => images(e.banner.desktop) },
  { section: 'banner', field: 'mobile', label: 'Mobile banner', kind: 'images', lines: (e) => images(e.banner.mobile) },
  { section: 'banner', field: 'webListing', label: 'Poster', kind: 'images', lines: (e) => images(e.banner.webListing) },
  {
    section: 'venueInfo',
    field: 'venue',
    label: 'Venue and city',
    kind: 'list',
    applies: false,
    lines: (e) => [...e.venueInfo.map((v) => `${v.venueName}${v.region ? `, ${v.region}` : ''}`), `City: ${e.city}`],
  },
  { section: 'venueInfo', field: 'venueInfo', label: 'Shows and ticket types', kind: 'schedule', applies: false, lines: scheduleLines },
  { section: 'additionalInfo', field: 'languages', label: 'Languages', kind: 'list', lines: (e) => names(e.additionalInfo.languages) },
  {
    section: 'additionalInfo',
    field: 'ageLimit',
    label: 'Age limit',
    kind: 'text',
    lines: (e) => (e.additionalInfo.ageLimit ? [ageLimitLabel(e.additionalInfo.ageLimit) ?? e.additionalInfo.ageLimit] : []),
  },
  {
    section: 'additionalInfo',
    field: 'duration',
    label: 'Duration',
    kind: 'text',
    lines: (e) => (e.additionalInfo.duration === null ? [] : [`${e.additionalInfo.duration} minutes`]),
  },
  { section: 'synopsis', field: 'synopsis', label: 'Description', kind: 'richText', lines: (e) => richText(e.synopsis) },
  { section: 'reasonsToAttend', field: 'reasonsToAttend', label: 'Reasons to attend', kind: 'list', lines: (e) => e.reasonsToAttend.filter((r) => r.trim() !== '') },
  { section: 'artistInfo', field: 'artistInfo', label: 'Artists & crew', kind: 'list', lines: (e) => e.artistInfo.map((a) => `${a.name} (${a.roles.join(', ')})`) },
  { section: 'tnc', field: 'tnc', label: 'Terms & Conditions', kind: 'richText', lines: (e) => richText(e.tnc) },
  { section: 'emailIds', field: 'emailIds', label: 'E-mails for notifications', kind: 'list', lines: (e) => [...e.emailIds] },
  {
    section: 'joiningDetails',
    field: 'joiningDetails',
    label: 'Joining details',
    kind: 'text',
    applies: false,
    lines: (e) => (e.joiningDetails ? [e.joiningDetails.link, ...(e.joiningDetails.password ? ['Password set'] : [])] : []),
  },
];

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Every compared field of `proposed` (the copy under review) against `live`, changed or not, in page order. */
export function eventDraftDiff(live: EventDraft, proposed: EventDraft): EventFieldDiff[] {
  return EVENT_DIFF_FIELDS.map((f) => {
    const a = f.lines(live);
    const b = f.lines(proposed);
    return { section: f.section, field: f.field, label: f.label, kind: f.kind, changed: !same(a, b), live: a, proposed: b, applies: f.applies ?? true };
  });
}
