import * as z from 'zod';
import { EVENT_GO_LIVE_MINUTES } from './constants';
import type { EventStatus } from './event-list';

/**
 * Who may move an event's status where (seed 000 section 4, issue #23). Organisers move their own events through
 * PUT /manage/event/{eventId} {status}; reviewers move events under review through the staff review routes. The
 * server refuses every other move (409 ERR.EVENT.STATUS_CHANGE), whoever asks.
 *
 *   draft ... -> review (organiser: submit)           onHold -> review (organiser: resubmit after fixing)
 *   review -> onHold (reviewer: reject with reasons)  review -> inactive (reviewer: approve; READY TO PUBLISH)
 *   inactive -> active (organiser: Publish; live through a go-live job within EVENT_GO_LIVE_MINUTES)
 *   active -> inactive (take off sale)                active/inactive -> unlisted (on sale by link only)
 *   unlisted -> active (list again)                   active/inactive/unlisted -> closed (sales closed, final)
 * past is not a status anyone sets: an event is past once its last show is over (eventCurrentStatus PAST).
 */
export type StatusActor = 'organiser' | 'reviewer';

const DRAFTING: readonly EventStatus[] = ['draft', 'createEvent', 'draftEventDetails', 'draftTicketDetails', 'readyForReview'];

export const EVENT_STATUS_MOVES: readonly { from: readonly EventStatus[]; to: EventStatus; by: StatusActor }[] = [
  { from: [...DRAFTING, 'onHold'], to: 'review', by: 'organiser' },
  { from: ['review'], to: 'onHold', by: 'reviewer' },
  { from: ['review'], to: 'inactive', by: 'reviewer' },
  { from: ['inactive', 'unlisted'], to: 'active', by: 'organiser' },
  { from: ['active'], to: 'inactive', by: 'organiser' },
  { from: ['active', 'inactive'], to: 'unlisted', by: 'organiser' },
  { from: ['active', 'inactive', 'unlisted'], to: 'closed', by: 'organiser' },
];

export function canMoveStatus(by: StatusActor, from: EventStatus, to: EventStatus): boolean {
  return EVENT_STATUS_MOVES.some((m) => m.by === by && m.to === to && m.from.includes(from));
}

/** The statuses an organiser may ask for by PUT /manage/event/{eventId}. */
export const ORGANISER_TARGET_STATUSES = ['review', 'active', 'inactive', 'unlisted', 'closed'] as const;
export type OrganiserTargetStatus = (typeof ORGANISER_TARGET_STATUSES)[number];
export const statusChangeBodySchema = z.object({ status: z.enum(ORGANISER_TARGET_STATUSES) });

export const EVENT_STATUS_CHANGE_ERROR = 'ERR.EVENT.STATUS_CHANGE';

/** The organiser's actions on a card or an overview, by the event's status, with their texts. */
export const STATUS_ACTIONS = {
  publish: { to: 'active', label: 'Publish', confirm: 'Publish this event?', body: `It goes live within ${EVENT_GO_LIVE_MINUTES} minutes and tickets go on sale.` },
  unpublish: { to: 'inactive', label: 'Take off sale', confirm: 'Take this event off sale?', body: 'Tickets stop selling until you publish it again. Tickets already sold stay valid.' },
  unlist: { to: 'unlisted', label: 'Unlist', confirm: 'Unlist this event?', body: 'It stays on sale through its link but is hidden from listings.' },
  relist: { to: 'active', label: 'List again', confirm: 'List this event again?', body: 'It shows in listings again.' },
  close: { to: 'closed', label: 'Close sales', confirm: 'Close sales for this event?', body: 'Sales stop for good. Tickets already sold stay valid at the gate.' },
} as const satisfies Record<string, { to: OrganiserTargetStatus; label: string; confirm: string; body: string }>;
export type StatusActionKey = keyof typeof STATUS_ACTIONS;

/** The actions offered for an event in `status` (the server checks the same moves). */
export function statusActionsFor(status: EventStatus, goingLive: boolean): StatusActionKey[] {
  const keys = (Object.keys(STATUS_ACTIONS) as StatusActionKey[]).filter((k) => canMoveStatus('organiser', status, STATUS_ACTIONS[k].to));
  // From unlisted, 'active' reads as List again; from inactive as Publish (not offered again while it is going live).
  return keys.filter((k) => (status === 'unlisted' ? k !== 'publish' : k !== 'relist')).filter((k) => !(goingLive && k === 'publish'));
}

export const STATUS_CHANGE_TEXTS = {
  notAllowed: 'This status change is not allowed for this event',
  publishing: (by: string) => `Publishing: live by ${by}`,
  published: `Published. The event goes live within ${EVENT_GO_LIVE_MINUTES} minutes.`,
  unpublished: 'The event is off sale.',
  unlisted: 'The event is unlisted: on sale by its link only.',
  relisted: 'The event is listed again.',
  closed: 'Sales are closed for this event.',
  noFutureShow: 'Add a show in the future before publishing',
  noTicketType: 'Add a ticket type to a show in the future before publishing',
} as const;

/**
 * A show as the publish check sees it: switched on (a cancelled show is switched off), its start, and how many ticket
 * types it has.
 */
export interface ShowForSale {
  active: boolean;
  showTime: string | Date;
  ticketTypes: number;
}

/** Why an event cannot be published (or listed again, or submitted for review): the first missing thing, else null. */
export type PublishProblem = 'noFutureShow' | 'noTicketType';

/**
 * The one publish predicate (issue #34): an event can go on sale only with at least one active show still ahead that
 * has a ticket type. Publish, List again and Submit for review refuse by it; the READY TO PUBLISH badge and the
 * schedule's tick show it. `noFutureShow` when no active show is ahead, `noTicketType` when some are but none has a
 * ticket type.
 */
export function publishProblem(shows: readonly ShowForSale[], now: Date): PublishProblem | null {
  const ahead = shows.filter((s) => s.active && new Date(s.showTime).getTime() > now.getTime());
  if (ahead.length === 0) return 'noFutureShow';
  return ahead.some((s) => s.ticketTypes > 0) ? null : 'noTicketType';
}

export function canPublish(shows: readonly ShowForSale[], now: Date): boolean {
  return publishProblem(shows, now) === null;
}

/**
 * The list tab an event belongs to ('Back to events' returns there): published events are Live until their last
 * show is over (then Past), unlisted and closed ones are under 'Unlisted & Closed', everything else is a Draft.
 */
export function eventTabOf(event: { status: EventStatus; eventCurrentStatus?: string | null }): 'live' | 'past' | 'draft' | 'closed' {
  if (event.status === 'closed' || event.status === 'unlisted') return 'closed';
  if (event.status === 'active' || event.status === 'inactive') return (event.eventCurrentStatus ?? '').toUpperCase() === 'PAST' ? 'past' : 'live';
  return 'draft';
}

/** The tabs the event list shows, in order (seed 000 section 2's labels: Live, Past, Draft, Unlisted & Closed). */
export const EVENT_LIST_TABS = ['live', 'past', 'draft', 'closed'] as const;
