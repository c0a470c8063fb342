import { describe, expect, it } from 'vitest';
import {
  ARTIST_ROLES, DEFAULT_CITY, DEFAULT_REGION_CODE, DEFAULT_SCAN_MODE, DEFAULT_VENUE_TYPE, DEVICE_CHANGE_DEBOUNCE_MS,
  EVENT_GO_LIVE_MINUTES, EVENT_GO_LIVE_MS, GEOLOCATION_DEFAULT, MASTER_CATEGORIES_LIMIT, MASTER_CATEGORIES_OFFSET,
  OFFER_GO_LIVE_MINUTES, OFFER_GO_LIVE_MS, ORGANISER_LIST_DEFAULT_LIMIT, ORGANISER_LIST_DEFAULT_OFFSET,
  PUBLISHED_SESSION_REFLECTION_MINUTES, PUBLISHED_SESSION_REFLECTION_MS, SCAN_EVENTS_FIRST_START, SCAN_EVENTS_PAGE_SIZE,
  SCAN_MODES, SEARCH_DEBOUNCE_MS, SUPPORT_EMAIL, SPEC_ENVIRONMENTS, VENUE_MODAL_MIN_WIDTH_PX, hasMoreScanEvents, isExitScan,
  profileApiTimeoutMs,
} from './constants';
import { EVENT_LIST_LOADER_MIN, EVENT_LIST_PAGE_SIZE, hasMoreEvents } from './event-list';
import {
  DEFAULT_TOAST_TIMEOUT_MS, ERROR_TOAST_TIMEOUT_MS, INFO_TOAST_TIMEOUT_MS, INVENTORY_TOAST_TIMEOUT_MS,
  STATUS_TOAST_TIMEOUT_MS, TOAST_WIDTH_DESKTOP_PX, toastTimeout,
} from './toast';
import { ACCESS_TOKEN_TTL_MS, MFA_TOKEN_TTL_MS, NEW_USER_TOKEN_TTL_MS } from './auth';
import type { EnvironmentName } from './environment';

describe('seed 000 section 9 and seed 001 section 9 constants', () => {
  it.each([
    ['scan event page size', SCAN_EVENTS_PAGE_SIZE, 25],
    ['scan event first start', SCAN_EVENTS_FIRST_START, 0],
    ['event list page size', EVENT_LIST_PAGE_SIZE, 25],
    ['event list loader minimum', EVENT_LIST_LOADER_MIN, 10],
    ['master categories limit', MASTER_CATEGORIES_LIMIT, 100],
    ['master categories offset', MASTER_CATEGORIES_OFFSET, 0],
    ['offer go-live minutes', OFFER_GO_LIVE_MINUTES, 15],
    ['offer go-live ms', OFFER_GO_LIVE_MS, 900_000],
    ['event go-live minutes', EVENT_GO_LIVE_MINUTES, 15],
    ['event go-live ms', EVENT_GO_LIVE_MS, 900_000],
    ['published session reflection minutes', PUBLISHED_SESSION_REFLECTION_MINUTES, 5],
    ['published session reflection ms', PUBLISHED_SESSION_REFLECTION_MS, 300_000],
    ['status toast', STATUS_TOAST_TIMEOUT_MS, 5000],
    ['inventory toast', INVENTORY_TOAST_TIMEOUT_MS, 7000],
    ['default toast', DEFAULT_TOAST_TIMEOUT_MS, 3000],
    ['error toast', ERROR_TOAST_TIMEOUT_MS, 6000],
    ['info toast', INFO_TOAST_TIMEOUT_MS, 2000],
    ['toast width', TOAST_WIDTH_DESKTOP_PX, 350],
    ['search debounce', SEARCH_DEBOUNCE_MS, 600],
    ['venue modal min width', VENUE_MODAL_MIN_WIDTH_PX, 726],
    ['organiser list limit', ORGANISER_LIST_DEFAULT_LIMIT, 10],
    ['organiser list offset', ORGANISER_LIST_DEFAULT_OFFSET, 0],
    ['device debounce', DEVICE_CHANGE_DEBOUNCE_MS, 300],
    ['access token 1 day', ACCESS_TOKEN_TTL_MS, 86_400_000],
    ['new-user token 1 day', NEW_USER_TOKEN_TTL_MS, 86_400_000],
    ['MFA token 15 minutes', MFA_TOKEN_TTL_MS, 900_000],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['city', DEFAULT_CITY, 'mumbai'],
    ['region code', DEFAULT_REGION_CODE, 'MUMBAI'],
    ['venue type', DEFAULT_VENUE_TYPE, 'onGround'],
    ['scan mode', DEFAULT_SCAN_MODE, 'Entry'],
    ['geolocation', GEOLOCATION_DEFAULT, 'na'],
    ['support mailbox', SUPPORT_EMAIL, 'support@diyevents.in'],
  ])('default %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists scanning modes, spec environments and artist roles', () => {
    expect(SCAN_MODES).toEqual(['Entry', 'Exit']);
    expect(SPEC_ENVIRONMENTS).toEqual(['PROD', 'PREPROD', 'SIT']);
    expect(ARTIST_ROLES).toEqual(['Actor', 'Director', 'Writer', 'Music', 'Voice', 'Producer', 'Organiser', 'Player']);
  });
});

describe('paging rules', () => {
  it.each([
    [25, true],
    [24, false],
    [0, false],
    [26, false],
  ])('scanner: a page of %i has more: %s (exactly 25)', (length, expected) => {
    expect(hasMoreScanEvents(length)).toBe(expected);
  });
  it.each([
    [25, true],
    [24, false],
  ])('event list: a page of %i has more: %s', (length, expected) => {
    expect(hasMoreEvents(length)).toBe(expected);
  });
});

describe('scan category', () => {
  it.each([
    ['Entry', false],
    [undefined, false],
    [null, false],
    ['Exit', true],
    ['anything else', true],
  ])('%s is an exit scan: %s', (category, expected) => {
    expect(isExitScan(category)).toBe(expected);
  });
});

describe('profile API timeout', () => {
  it.each<[EnvironmentName, number]>([
    ['SIT', 25_000],
    ['PROD', 15_000],
    ['PREPROD', 15_000],
    ['LOCAL', 15_000],
  ])('%s -> %i ms', (env, ms) => {
    expect(profileApiTimeoutMs(env)).toBe(ms);
  });
});

describe('toast timeouts by type', () => {
  it.each([
    ['error', 6000],
    ['info', 2000],
    ['success', 3000],
    ['default', 3000],
  ] as const)('%s -> %i', (type, ms) => {
    expect(toastTimeout(type)).toBe(ms);
  });
});
