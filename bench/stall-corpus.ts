// The hostile payloads of `bench/event-loop-stall.ts`: text built to make a parser, a sanitiser or a pattern work
// hard, sent to the real routes. Each is built when it is sent (several are a megabyte).
import { DEMO_ACCOUNTS, DESCRIPTION_MAX_LENGTH, RICH_TEXT_MAX_MARKUP, RICH_TEXT_RAW_MAX_LENGTH } from '@diy/domain';

export type Caller = 'none' | 'organiser' | 'admin' | 'applicant';
export interface StallContext {
  draftId: string;
}
export interface Payload {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: (ctx: StallContext) => string;
  as: Caller;
  body?: () => unknown;
  /** A reference, not an attack: the cost of any request, or of the longest description a real organiser saves. */
  reference?: true;
}

/** About a megabyte of text: the most a JSON body carries under the API's default body limit (1 MiB). */
const MB = 1_000_000;
const fill = (unit: string, chars: number) => unit.repeat(Math.max(1, Math.floor(chars / unit.length)));
const section = (body: () => Record<string, unknown>) => ({ method: 'PATCH' as const, url: (c: StallContext) => `/api/manage/event/${c.draftId}`, as: 'organiser' as const, body });

/** A description as long as the editor allows, formatted like a real one: paragraphs with bold words and a link. */
function longFormattedDescription(): string {
  const paragraph = '<p>Join us for an evening of <strong>live music</strong>, food and <em>stories</em> from the city. <a href="https://example.in/more">More</a></p>';
  // The paragraph's end reads as a space.
  const visiblePerParagraph = 'Join us for an evening of live music, food and stories from the city. More '.length;
  return paragraph.repeat(Math.floor(DESCRIPTION_MAX_LENGTH / visiblePerParagraph));
}

const badEmail = (chars: number) => `a@${fill('a.', chars)}!`;

export const CORPUS: Payload[] = [
  // The floor: what any request costs here.
  { name: 'baseline: GET /api/health', method: 'GET', url: () => '/api/health', as: 'none', reference: true },
  // Rich text (description and terms): HTML made to be slow to strip, parse and sanitise.
  { name: 'synopsis: the issue\'s <a href="https:// x 20000', ...section(() => ({ synopsis: '<a href="https://'.repeat(20000) })) },
  { name: 'synopsis: 1 MB of "<"', ...section(() => ({ synopsis: fill('<', MB) })) },
  { name: 'synopsis: 1 MB of nested <b>', ...section(() => ({ synopsis: fill('<b>', MB) })) },
  { name: 'synopsis: 1 MB of nested <ul><li>', ...section(() => ({ synopsis: fill('<ul><li>', MB) })) },
  { name: 'synopsis: 1 MB of "<p" (unclosed tags)', ...section(() => ({ synopsis: fill('<p', MB) })) },
  { name: 'synopsis: 1 MB of "<script" without ">"', ...section(() => ({ synopsis: fill('<script', MB) })) },
  { name: 'synopsis: 1 MB of "<script>" never closed', ...section(() => ({ synopsis: fill('<script>', MB) })) },
  { name: 'synopsis: 1 MB of "<br "', ...section(() => ({ synopsis: fill('<br ', MB) })) },
  { name: 'synopsis: 1 MB attribute value', ...section(() => ({ synopsis: `<a href="https://x.in/${'y'.repeat(MB)}">x</a>` })) },
  { name: 'synopsis: 1 MB unclosed attribute', ...section(() => ({ synopsis: `<a href="${'y'.repeat(MB)}` })) },
  { name: 'synopsis: 1 MB of &amp;', ...section(() => ({ synopsis: fill('&amp;', MB) })) },
  { name: 'synopsis: 1 MB of &#x digits', ...section(() => ({ synopsis: `&#x${'1'.repeat(MB)}` })) },
  { name: 'synopsis: 1 MB of <!-- ', ...section(() => ({ synopsis: fill('<!--', MB) })) },
  { name: 'synopsis: 250k emoji (1 MB)', ...section(() => ({ synopsis: fill('\u{1F600}', MB / 2) })) },
  { name: 'synopsis: 100k lone surrogates', ...section(() => ({ synopsis: fill('\uD800', 100_000) })) },
  { name: 'tnc: 100k of <b></b> (no visible text)', ...section(() => ({ tnc: fill('<b></b>', 100_000) })) },
  { name: 'tnc: 25k "<" and 25k <b>', ...section(() => ({ tnc: `${'<'.repeat(25_000)}${'<b>'.repeat(25_000)}` })) },
  { name: 'tnc: 20k &amp; (20k visible "&")', ...section(() => ({ tnc: fill('&amp;', 100_000) })) },
  // Rich text within the bounds reaches the sanitiser: the most markup and length it may be given.
  { name: 'tnc: links up to the length bound (over the markup bound)', ...section(() => ({ tnc: fill('<a href="https://x.in/">x</a>', RICH_TEXT_RAW_MAX_LENGTH) })) },
  { name: `tnc: ${RICH_TEXT_MAX_MARKUP / 2} links, at the markup bound`, ...section(() => ({ tnc: '<a href="https://x.in/">x</a>'.repeat(RICH_TEXT_MAX_MARKUP / 2) })) },
  { name: `tnc: ${RICH_TEXT_MAX_MARKUP} nested <b>, at the markup bound`, ...section(() => ({ tnc: `${'<b>'.repeat(RICH_TEXT_MAX_MARKUP)}x` })) },
  { name: 'synopsis: longest formatted description (saved)', reference: true, ...section(() => ({ synopsis: longFormattedDescription() })) },
  // Other text of a draft.
  { name: 'reasonsToAttend: 3 x 300 kB', ...section(() => ({ reasonsToAttend: [fill('a', 300_000), fill('b', 300_000), fill('c', 300_000)] })) },
  { name: 'emailIds: 20 pathological addresses', ...section(() => ({ emailIds: Array.from({ length: 20 }, () => badEmail(45_000)) })) },
  { name: 'emailIds: one 1 MB address', ...section(() => ({ emailIds: [badEmail(MB)] })) },
  { name: 'eventInfo.eventTitle: 1 MB', ...section(() => ({ eventInfo: { eventTitle: fill('a', MB), category: [{ code: 'CONCERTS', name: 'x' }] } })) },
  {
    name: 'online: 1 MB joining link',
    method: 'PUT',
    url: (c) => `/api/manage/event/${c.draftId}/online`,
    as: 'organiser',
    body: () => ({ joiningDetails: { link: `https://${fill('a.', MB)}`, password: 'x' } }),
  },
  {
    name: 'schedule: 1 MB ticket type name and show time',
    method: 'PUT',
    url: (c) => `/api/manage/event/${c.draftId}/schedule`,
    as: 'organiser',
    body: () => ({ venueInfo: [{ venueCode: 'BLR-001', sessionInfo: [{ sessionId: 0, showTime: fill('1', MB / 2), ticketInfo: [{ ticketTypeName: fill(' ', MB / 2), totalInventory: 1 }] }] }] }),
  },
  { name: 'tickettypes: 1 MB name', method: 'POST', url: () => '/api/tickettypes', as: 'organiser', body: () => ({ ticketTypeName: fill('a ', MB) }) },
  // Identity and sign-up.
  { name: 'auth/token: 1 MB username', method: 'POST', url: () => '/api/auth/token', as: 'none', body: () => ({ username: badEmail(MB), password: 'x' }) },
  { name: 'auth/token: 1 MB password', method: 'POST', url: () => '/api/auth/token', as: 'none', body: () => ({ username: DEMO_ACCOUNTS.organiser.email, password: fill('p', MB) }) },
  { name: 'password/forgot: 1 MB username', method: 'POST', url: () => '/api/auth/password/forgot', as: 'none', body: () => ({ username: fill('9', MB) }) },
  {
    name: 'sign-up details: 90 kB in every field',
    method: 'POST',
    url: () => '/api/v1/proceed/userdetails',
    as: 'applicant',
    body: () => {
      const names = ['organisationName', 'pan', 'gstin', 'gstinState', 'address', 'fullName', 'email', 'beneficiaryName', 'bankName', 'accountNumber', 'ifsc'];
      return Object.fromEntries(names.map((n) => [n, n === 'email' ? badEmail(90_000) : fill(n === 'fullName' ? ' ' : 'a', 90_000)]));
    },
  },
  {
    name: 'update-profile: 1 MB name and e-mail',
    method: 'POST',
    url: () => `/api/v1/update-profile/${DEMO_ACCOUNTS.organiser.mobile}`,
    as: 'organiser',
    body: () => ({ name: `${fill(' ', MB / 2)}1`, email: badEmail(MB / 2) }),
  },
  {
    name: 'org-description: 1 MB',
    method: 'POST',
    url: () => `/api/v1/update-profile/org-description/${DEMO_ACCOUNTS.organiser.mobile}`,
    as: 'organiser',
    body: () => ({ description: `${fill('a', MB)}\u2605` }),
  },
  // Staff, channels, the gate and search.
  {
    name: 'staff reject: 30 x 5 reasons of 5 kB',
    method: 'PUT',
    url: () => '/api/proxy/diy/v1/vendor-onboard/organiser/00000000-0000-4000-8000-000000000000/status/reject',
    as: 'admin',
    body: () => ({ reasons: Array.from({ length: 30 }, () => ({ item: `change:${fill('0', 5000)}`, reasons: Array.from({ length: 5 }, () => fill('r', 5000)) })) }),
  },
  {
    name: 'event reject: 40 sections x 5 reasons of 4 kB',
    method: 'PUT',
    url: (c) => `/api/proxy/diy/v1/event-review/${c.draftId}/reject`,
    as: 'admin',
    body: () => ({ rejectionReasons: Array.from({ length: 40 }, () => ({ section: 'synopsis', field: fill('f', 4000), reasons: Array.from({ length: 5 }, () => fill('r', 4000)) })) }),
  },
  {
    name: 'channel booking: 1 MB event code',
    method: 'POST',
    url: () => '/api/integrations/bookings',
    as: 'none',
    body: () => ({ channelBookingId: 'x', eventCode: fill('E', MB), sessionId: 'x', tickets: [{ ticketTypeCode: 'x', quantity: 1, pricePaise: 100 }], buyer: { name: 'x' } }),
  },
  {
    name: 'scan consume: 1 MB codes',
    method: 'PUT',
    url: () => '/api/scan/consume',
    as: 'organiser',
    body: () => ({ eventCode: fill('E', MB / 4), venueCode: fill('V', MB / 4), sessionId: fill('S', MB / 4), barcodes: [fill('B', MB / 4)] }),
  },
  { name: 'masters search: 8 kB query', method: 'GET', url: () => `/api/events/masters/artists?searchKey=name&searchValue=${fill('a%20', 8000)}`, as: 'organiser' },
  { name: 'scan search: 8 kB booking id', method: 'GET', url: () => `/api/scan/search?sessionId=x&eventCode=x&venueCode=x&bookingID=${fill('A', 8000)}`, as: 'organiser' },
];
