import * as z from 'zod';
import { formatRupees, MAX_TICKET_PRICE_PAISE, PAISE_PER_RUPEE } from './money';

/**
 * The range of every number a client sends (issue 19): each limit once, with the message a client gets. Limits that
 * belong to a richer module stay there (MAX_TICKET_PRICE_PAISE in money.ts, MAX_RECURRENCE_COUNT in recurrence.ts,
 * MAX_DURATION_MINUTES in additional-info.ts); the rest are here. Every bound fits a 32-bit integer, so whatever a
 * schema lets through also fits the integer columns and the answers' whole numbers.
 */

/** Tickets of one ticket type a session may sell (ten lakh). */
export const MAX_INVENTORY = 1_000_000;
/** The furthest a page of any list may start (offset or start): ten lakh rows. */
export const MAX_PAGE_START = 1_000_000;
/** An image side, in px (uploads are decoded up to 24 megapixels and stored at most 2560 px wide). */
export const MAX_IMAGE_SIDE_PX = 10_000;
/** Tickets of one ticket type in one channel booking, and ticket types in one booking. */
export const MAX_TICKETS_PER_LINE = 20;
export const MAX_LINES_PER_BOOKING = 10;
/** Geolocation a scanner sends with a scan (degrees, and metres of accuracy). */
export const GEO_RANGES = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  accuracy: { min: 0, max: 100_000 },
} as const;

export const NUMBER_MESSAGES = {
  pageStart: `A page must start at a whole number of rows from 0 to ${MAX_PAGE_START}`,
  pageSize: (max: number) => `A page must hold a whole number of rows from 1 to ${max}`,
  inventoryTooLarge: `Please provide inventory value of at most ${MAX_INVENTORY}`,
  imageSide: `An image side must be a whole number of px from 1 to ${MAX_IMAGE_SIDE_PX}`,
  quantity: `A quantity must be a whole number of tickets from 1 to ${MAX_TICKETS_PER_LINE}`,
  priceTooLarge: `A ticket can cost at most ${formatRupees(MAX_TICKET_PRICE_PAISE / PAISE_PER_RUPEE)}`,
} as const;

/** Plain decimal text, as an input or a form field gives it ('12', ' 12 ', '-3', '1.5'). */
const DECIMAL_TEXT = /^\s*-?\d{1,20}(\.\d{1,20})?\s*$/;

/**
 * A number from a JSON body that inputs may send as text: plain decimal text becomes its number; anything else
 * (null, true, '', '0x10', '1e3', [5]) stays as it is, so the number schema refuses it. z.coerce would read those as
 * 0, 1, 0, 16, 1000 and 5.
 */
export function numberFromText(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value;
}

export interface WholeNumberRange {
  min: number;
  max: number;
  /** Said for anything but a whole number in range (and for too small a one). */
  message: string;
  /** Said for a number over `max`, when it needs its own words. */
  tooLarge?: string;
}

/** A whole number in the range, given as a JSON number (the range is checked first: 2^53 is too large, not a fraction). */
export function wholeNumber(range: WholeNumberRange) {
  return z
    .number({ error: range.message })
    .min(range.min, range.message)
    .max(range.max, range.tooLarge ?? range.message)
    .int(range.message);
}

/**
 * A whole number in the range, given as a JSON number or as decimal text (an input's value). Request bodies only:
 * the text is read by a transform, which an answer could not encode. The OpenAPI document shows the range.
 */
export function wholeNumberOrText(range: WholeNumberRange) {
  return z
    .preprocess(numberFromText, wholeNumber(range))
    .meta({ type: 'integer', minimum: range.min, maximum: range.max, description: 'A whole number, or its decimal text' });
}

/** A query value's whole number in the range (query values are text; an empty value reads as 0, as it always has). */
export function queryWholeNumber(range: WholeNumberRange) {
  return z.coerce
    .number({ error: range.message })
    .min(range.min, range.message)
    .max(range.max, range.tooLarge ?? range.message)
    .int(range.message);
}

/** A page's first row (`start` or `offset`): 0 to MAX_PAGE_START. */
export function pageStartSchema(fallback = 0) {
  return queryWholeNumber({ min: 0, max: MAX_PAGE_START, message: NUMBER_MESSAGES.pageStart }).default(fallback);
}

/** A page's size (`limit`): 1 to `max`. */
export function pageSizeSchema(max: number, fallback: number) {
  return queryWholeNumber({ min: 1, max, message: NUMBER_MESSAGES.pageSize(max) }).default(fallback);
}

/**
 * A geolocation header as it is stored with a scan: the number's text when it is a plain decimal in range, otherwise
 * 'na' (unknown). A scan is never refused for its geolocation: a garbled reading is recorded as unknown.
 */
export function geolocationValue(kind: keyof typeof GEO_RANGES, raw: string | null | undefined, unknown: string): string {
  if (raw === null || raw === undefined || !DECIMAL_TEXT.test(raw)) return unknown;
  const n = Number(raw);
  const { min, max } = GEO_RANGES[kind];
  return n >= min && n <= max ? raw.trim() : unknown;
}
