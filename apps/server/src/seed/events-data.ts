import type { EventStatus } from '@diy/domain';
import type { CategoryKey, VenueKey } from './venues';

/**
 * When the sessions are, relative to the seed day: `future` days ahead, `past` days ago, `none` for
 * no sessions, `inactive` for future sessions switched off. Times are IST (hh:mm).
 */
export type SessionPlan =
  | { kind: 'future' | 'past' | 'inactive'; days: number[]; times: string[] }
  | { kind: 'none' };

export interface SeedEvent {
  title: string;
  status: EventStatus;
  category: CategoryKey;
  venue: VenueKey;
  sessions: SessionPlan;
  language: string;
  ageLimit: string;
  duration: number;
  synopsis: string;
}

const f = (days: number[], times: string[] = ['19:30']): SessionPlan => ({ kind: 'future', days, times });
const p = (days: number[], times: string[] = ['19:30']): SessionPlan => ({ kind: 'past', days, times });
const none: SessionPlan = { kind: 'none' };

type Row = [string, EventStatus, CategoryKey, VenueKey, SessionPlan, string?];
const e = ([title, status, category, venue, sessions, language = 'Hindi']: Row): SeedEvent => ({
  title,
  status,
  category,
  venue,
  sessions,
  language,
  ageLimit: category === 'workshops' || category === 'theatre' ? '12 years plus' : '16 years plus',
  duration: category === 'workshops' ? 180 : category === 'comedy' ? 75 : 120,
  synopsis: `${title}: an evening to remember. Doors open 45 minutes before the show.`,
});

/** Mumbai Live Entertainment: 29 live (two pages), 3 past, 5 on the draft tab, 2 closed or unlisted. */
export const DEMO_ORGANISER_EVENTS: SeedEvent[] = ([
  ['Arijit Singh Live in Concert', 'active', 'concerts', 'dome', f([12], ['19:00'])],
  ['Zakir Khan: Mannpasand', 'active', 'comedy', 'phoenixPune', f([3, 4], ['19:00', '21:30'])],
  ['Prateek Kuhad: The Way That Lovers Do Tour', 'active', 'concerts', 'phoenixBlr', f([9]), 'English'],
  ['Sunburn Arena ft. Martin Garrix', 'active', 'concerts', 'jioGarden', f([30], ['18:00']), 'English'],
  ["Kenny Sebastian: Don't Be That Guy", 'active', 'comedy', 'siriFort', f([5, 6]), 'English'],
  ['Piyush Mishra Live: Ballimaaraan', 'active', 'concerts', 'kamani', f([14])],
  ['Tumhari Amrita', 'active', 'theatre', 'prithvi', f([2, 9, 16], ['18:00', '21:00'])],
  ['Pottery for Beginners: Weekend Workshop', 'active', 'workshops', 'bic', f([6, 13], ['16:00']), 'English'],
  ['India vs Australia: Live Screening', 'active', 'sports', 'habitat', f([8], ['13:30'])],
  ['Anuv Jain Live', 'active', 'concerts', 'boxPune', f([18])],
  ['The Local Train Unplugged', 'active', 'concerts', 'pianoMan', f([11], ['20:30'])],
  ['Abhishek Upmanyu Live', 'active', 'comedy', 'standrews', f([4], ['20:00'])],
  ['Mughal-e-Azam: The Musical', 'active', 'theatre', 'ncpa', f([20, 21, 22], ['19:30'])],
  ['Sufi Nights with the Nooran Sisters', 'active', 'concerts', 'siriFort', f([25]), 'Punjabi'],
  ['Street Photography Walk: Old Delhi', 'active', 'workshops', 'kamani', f([7], ['17:00']), 'English'],
  ['Carnatic Evening with Bombay Jayashri', 'active', 'concerts', 'musicAcademy', f([15], ['18:30']), 'Tamil'],
  ['Biswa Kalyan Rath: Sushi', 'active', 'comedy', 'chowdiah', f([10]), 'English'],
  ['Open Mic Night at The Habitat', 'active', 'comedy', 'habitat', f([1, 8, 15, 22], ['21:00'])],
  ['Indian Ocean Live', 'active', 'concerts', 'chowdiah', f([27])],
  ['IPL Final: Fan Park Screening', 'active', 'sports', 'phoenixPune', f([35], ['19:30'])],
  ['Kids Theatre: The Jungle Book', 'active', 'theatre', 'balGandharva', f([13, 14], ['11:00', '16:00'])],
  ['Jazz at The Piano Man: Sonia Saigal Quartet', 'active', 'concerts', 'pianoMan', f([3], ['21:00']), 'English'],
  ['Watercolour Landscapes Workshop', 'active', 'workshops', 'standrews', f([19], ['15:00']), 'English'],
  ['When Chai Met Toast Live', 'active', 'concerts', 'shilpakala', f([24]), 'English'],
  ['Aakash Gupta: Excuse Me Brother', 'active', 'comedy', 'shilpakala', f([16])],
  ['Coffee Brewing Masterclass', 'inactive', 'workshops', 'bic', f([28], ['11:00']), 'English'],
  ['Sahi Re Sahi', 'inactive', 'theatre', 'balGandharva', f([33]), 'Marathi'],
  ['Bollywood Retro Night', 'active', 'concerts', 'jioGarden', none],
  ['Ghazal Evening with Talat Aziz', 'active', 'concerts', 'kalaMandir', { kind: 'inactive', days: [12], times: ['19:00'] }, 'Urdu'],
  // A five-night run: each night's settlement statement (the payouts demo has issued ones to pay from a fresh start).
  ['Diljit Dosanjh: Dil-Luminati Tour', 'active', 'concerts', 'dome', p([24, 23, 22, 21, 20], ['19:00']), 'Punjabi'],
  ['Kabir Cafe Live', 'inactive', 'concerts', 'boxPune', p([45, 44])],
  ['Football Final: Big Screen Night', 'active', 'sports', 'habitat', p([9], ['23:30']), 'English'],
  ['Nasha Comedy Festival', 'draft', 'comedy', 'phoenixBlr', none],
  ['Lavani: Folk Dance Showcase', 'draft', 'theatre', 'balGandharva', none, 'Marathi'],
  ['Sitar Recital by Anoushka Shankar', 'review', 'concerts', 'ncpa', none],
  ['Hamlet in Hinglish', 'onHold', 'theatre', 'prithvi', none],
  ['Terrace Gardening Workshop', 'readyForReview', 'workshops', 'bic', none, 'English'],
  ["New Year's Eve Bash", 'closed', 'concerts', 'jioGarden', p([320], ['21:00'])],
  ['Private Corporate Gala', 'unlisted', 'concerts', 'ncpa', f([40])],
] as Row[]).map(e);

/** Bengaluru Beats: a handful, for tenant isolation tests. */
export const SECOND_ORGANISER_EVENTS: SeedEvent[] = ([
  ['Bengaluru Beats Indie Fest', 'active', 'concerts', 'windmills', f([6, 7], ['17:00']), 'English'],
  ['Thaikkudam Bridge Live', 'active', 'concerts', 'phoenixBlr', f([17]), 'Malayalam'],
  ['Kannada Stand-up Night', 'active', 'comedy', 'bic', f([4], ['20:00']), 'Kannada'],
  ['Drum Circle Workshop', 'draft', 'workshops', 'windmills', none, 'English'],
  ['Blues at Windmills', 'active', 'concerts', 'windmills', p([12]), 'English'],
] as Row[]).map(e);

/** Hyderabad Qawwali Collective (TCS flag Y, no merchant details): scanning its event shows the TCS popup. */
export const TCS_ORGANISER_EVENTS: SeedEvent[] = ([
  ['Qawwali Night with the Warsi Brothers', 'active', 'concerts', 'shilpakala', f([2], ['20:00']), 'Urdu'],
] as Row[]).map(e);

/** A demo event's number, shared by its draft id (DFT000<n>) and event code (ET000<n>): its series, then its place. */
export const demoEventNumber = (series: number, i: number): string => `${series}${String(i + 1).padStart(4, '0')}`;

/** A demo event's draft id (DFT000<n>) and, once published, its event code (ET000<n>). */
export const demoEventDraftId = (series: number, i: number): string => `DFT000${demoEventNumber(series, i)}`;
export const demoEventCode = (series: number, i: number): string => `ET000${demoEventNumber(series, i)}`;

/** The seeded demo events' draft ids (the main organiser's series 1, the second's 2, the TCS organiser's 3). */
export const DEMO_EVENT_DRAFT_IDS: readonly string[] = ([DEMO_ORGANISER_EVENTS, SECOND_ORGANISER_EVENTS, TCS_ORGANISER_EVENTS] as const).flatMap(
  (list, s) => list.map((_, i) => demoEventDraftId(s + 1, i)),
);
