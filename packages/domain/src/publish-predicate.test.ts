import { describe, expect, it } from 'vitest';
import { sectionOfField } from './event-draft';
import { canPublish, publishProblem, STATUS_CHANGE_TEXTS } from './event-lifecycle';

const NOW = new Date('2027-01-20T06:30:00.000Z');
const tomorrow = '2027-01-21T13:00:00.000Z';
const yesterday = '2027-01-19T13:00:00.000Z';

describe('the publish predicate (Publish, List again, Submit, READY TO PUBLISH and the schedule tick)', () => {
  it.each([
    ['no shows', [], 'noFutureShow'],
    ['only a past show with tickets', [{ active: true, showTime: yesterday, ticketTypes: 2 }], 'noFutureShow'],
    ['a switched-off (or cancelled) show ahead', [{ active: false, showTime: tomorrow, ticketTypes: 2 }], 'noFutureShow'],
    ['a show ahead without a ticket type', [{ active: true, showTime: tomorrow, ticketTypes: 0 }], 'noTicketType'],
    ['a show ahead with a ticket type', [{ active: true, showTime: tomorrow, ticketTypes: 1 }], null],
    ['one sellable show among others', [{ active: true, showTime: tomorrow, ticketTypes: 0 }, { active: true, showTime: new Date(tomorrow), ticketTypes: 3 }], null],
  ] as const)('%s: %s', (_name, shows, problem) => {
    expect(publishProblem(shows, NOW)).toBe(problem);
    expect(canPublish(shows, NOW)).toBe(problem === null);
  });
  it('says what is missing in words', () => {
    expect(STATUS_CHANGE_TEXTS.noTicketType).toBe('Add a ticket type to a show in the future before publishing');
    expect(STATUS_CHANGE_TEXTS.noFutureShow).toBe('Add a show in the future before publishing');
  });
});

describe('sectionOfField: the section a refusal links to', () => {
  it.each([
    ['venueInfo', 'venueInfo'],
    ['venueInfo.0.sessionInfo.1.ticketInfo.0.ticketTypeName', 'venueInfo'],
    ['banner.webListing', 'banner'],
    ['eventInfo.eventTitle', 'eventInfo'],
    ['additionalInfo.duration', 'additionalInfo'],
    ['synopsis', 'about'],
    ['reasonsToAttend', 'about'],
    ['emailIds', 'venueInfo'],
    ['tnc', 'tnc'],
    ['status', null],
    ['', null],
  ] as const)('%s -> %s', (field, slug) => {
    expect(sectionOfField(field)).toBe(slug);
  });
});
