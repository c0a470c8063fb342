import { describe, expect, it } from 'vitest';
import {
  EVENT_ERROR_TEXTS, OFFER_TEXTS, REPORT_TEXTS, eventErrorMessage, eventErrorReaction, offerErrorRoute,
  reportEmailErrorToast,
} from './event-errors';

describe('event error texts', () => {
  it.each([
    [EVENT_ERROR_TEXTS.generic, 'Something went wrong. Please try again.'],
    [EVENT_ERROR_TEXTS.partialFailureTitle, 'Failed to update the changes'],
    [EVENT_ERROR_TEXTS.oops, 'Oops'],
    [EVENT_ERROR_TEXTS.noArtistFound, 'No artist found for your search'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it.each([
    ['ERR.SESSION.EXPIRED', 'save', 'partialFailure'],
    ['CONTENTV2 Event', 'load', 'oopsThenBack'],
    ['ERROR.CONTENT.V2', 'other', 'oopsThenBack'],
    ['ERR.CONTENTV2', 'save', 'oopsThenBack'],
    ['ERR.EVENTCREATION.UNKNOWN', 'load', 'redirectLive'],
    ['ERR.EVENTCREATION.INVALID_REFERENCEID', 'load', 'redirectLive'],
    ['ERR.EVENTCREATION.UNKNOWN', 'save', 'popup'],
    ['ERR.EVENTCREATION.SALE_STARTED', 'save', 'reloadEvent'],
    ['ERR.EVENTCREATION.SALE_STARTED', 'load', 'popup'],
    ['ERR.SOMETHING.ELSE', 'save', 'popup'],
    [undefined, 'other', 'popup'],
  ] as const)('%s while %s -> %s', (code, context, reaction) => {
    expect(eventErrorReaction(code, context)).toBe(reaction);
  });
  it.each([
    ['Venue not found', 'Venue not found'],
    ['', 'Something went wrong. Please try again.'],
    [null, 'Something went wrong. Please try again.'],
  ])('message %j -> %s', (server, shown) => {
    expect(eventErrorMessage(server)).toBe(shown);
  });
});

describe('offer texts', () => {
  it.each([
    [OFFER_TEXTS.errorTitle, 'Oops, something went wrong.'],
    [OFFER_TEXTS.errorBody, 'Try again later.'],
    [OFFER_TEXTS.okay, 'Okay'],
    [OFFER_TEXTS.backToDashboard, 'Back to Dashboard'],
    [OFFER_TEXTS.activated, 'Offer Activated.'],
    [OFFER_TEXTS.deactivated, 'Offer Deactivated.'],
    [OFFER_TEXTS.created, 'Offer created. It is live now.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it.each([
    ['detail', '/offers/dashboard'],
    ['other', '/offers/landing'],
  ] as const)('error on %s call returns to %s', (call, route) => {
    expect(offerErrorRoute(call)).toBe(route);
  });
});

describe('report texts', () => {
  it.each([
    [REPORT_TEXTS.emailFailed, 'Things went south, please try again'],
    [REPORT_TEXTS.searchFailed, 'Error while searching for bookingId'],
    [REPORT_TEXTS.downloadFailed, 'Error while downloading the report'],
    [REPORT_TEXTS.emailingFailed, 'Error while emailing the report'],
    [REPORT_TEXTS.multiSessionFlagFailed, 'Error while fetching multi session flag'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it.each([
    ['Mailbox full', 'Mailbox full'],
    [undefined, 'Things went south, please try again'],
    ['  ', 'Things went south, please try again'],
  ])('e-mail failure with %j -> %s', (server, toast) => {
    expect(reportEmailErrorToast(server)).toBe(toast);
  });
});
