import { describe, expect, it } from 'vitest';
import { canMoveStatus, eventTabOf, statusActionsFor, type StatusActor } from './event-lifecycle';
import { EVENT_STATUSES, type EventStatus } from './event-list';

/** Every move allowed, by whom (seed 000 section 4; issue #23). Anything not listed is refused for everyone. */
const ALLOWED: [StatusActor, EventStatus, EventStatus][] = [
  ['organiser', 'draft', 'review'],
  ['organiser', 'createEvent', 'review'],
  ['organiser', 'draftEventDetails', 'review'],
  ['organiser', 'draftTicketDetails', 'review'],
  ['organiser', 'readyForReview', 'review'],
  ['organiser', 'onHold', 'review'],
  ['reviewer', 'review', 'onHold'],
  ['reviewer', 'review', 'inactive'],
  ['organiser', 'inactive', 'active'],
  ['organiser', 'unlisted', 'active'],
  ['organiser', 'active', 'inactive'],
  ['organiser', 'active', 'unlisted'],
  ['organiser', 'inactive', 'unlisted'],
  ['organiser', 'active', 'closed'],
  ['organiser', 'inactive', 'closed'],
  ['organiser', 'unlisted', 'closed'],
];

describe('event status moves (table by role)', () => {
  it.each(ALLOWED)('%s may move %s -> %s', (by, from, to) => {
    expect(canMoveStatus(by, from, to)).toBe(true);
  });

  it('refuses every other move, for organisers and reviewers alike', () => {
    const allowed = new Set(ALLOWED.map((m) => m.join('|')));
    let refused = 0;
    for (const by of ['organiser', 'reviewer'] as const) {
      for (const from of EVENT_STATUSES) {
        for (const to of EVENT_STATUSES) {
          if (allowed.has([by, from, to].join('|'))) continue;
          expect(canMoveStatus(by, from, to), `${by} ${from} -> ${to}`).toBe(false);
          refused += 1;
        }
      }
    }
    expect(refused).toBe(2 * 17 * 17 - ALLOWED.length);
  });

  it.each([
    ['inactive', false, ['publish', 'unlist', 'close']],
    ['inactive', true, ['unlist', 'close']],
    ['active', false, ['unpublish', 'unlist', 'close']],
    ['unlisted', false, ['unlist', 'relist', 'close'].filter((k) => k !== 'unlist')],
    ['closed', false, []],
    ['review', false, []],
    ['draft', false, []],
  ] as const)('actions offered for %s (going live: %s)', (status, goingLive, actions) => {
    expect(statusActionsFor(status, goingLive)).toEqual(actions);
  });
});

describe('the tab an event belongs to', () => {
  it.each([
    [{ status: 'active', eventCurrentStatus: 'active' }, 'live'],
    [{ status: 'inactive', eventCurrentStatus: 'inactive' }, 'live'],
    [{ status: 'active', eventCurrentStatus: 'PAST' }, 'past'],
    [{ status: 'unlisted', eventCurrentStatus: 'unlisted' }, 'closed'],
    [{ status: 'closed', eventCurrentStatus: 'closed' }, 'closed'],
    [{ status: 'onHold', eventCurrentStatus: 'onHold' }, 'draft'],
    [{ status: 'review', eventCurrentStatus: 'review' }, 'draft'],
    [{ status: 'draft' }, 'draft'],
  ] as const)('%o -> %s', (event, tab) => {
    expect(eventTabOf(event)).toBe(tab);
  });
});
