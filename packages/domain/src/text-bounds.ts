/**
 * Size bounds on text input (issue 19): every text is bounded by size before anything parses it, so no pattern,
 * HTML parser or sanitiser ever works on more than these. In every schema a string's length check comes before its
 * patterns, refinements and transforms, with `abort: true` (STOP_WHEN_TOO_LONG): zod runs a string's checks in order,
 * and an aborting failure skips the rest.
 *
 * Numbers only, no zod (the login screens read them before zod loads): the bounded string is bounded-string.ts.
 */

/** No single text in a request may be longer (UTF-16 units): the server refuses it before any schema runs. */
export const TEXT_INPUT_MAX_LENGTH = 100_000;

/** A JSON body at most (bytes): the API's default, made explicit (room for a draft's two rich texts at their bounds). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** A JSON body at most on routes whose bodies are a few short fields: log-in, codes, resets, scans, channel bookings. */
export const SMALL_JSON_BODY_LIMIT_BYTES = 16 * 1024;

/** E-mail addresses (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Mobile numbers, OTPs, PAN, IFSC, account numbers and other short codes as typed (spaces and dashes included). */
export const CODE_INPUT_MAX_LENGTH = 40;
/** Ids and keys sent back to the server (draft ids, session ids, venue codes, one-time code ids). */
export const ID_MAX_LENGTH = 100;
/** Names and one-line texts (organisation, person, bank, state names). */
export const NAME_MAX_LENGTH = 200;
/** A show time or a date as text. */
export const DATE_TEXT_MAX_LENGTH = 40;

/** The length check's options: a failure stops every later check of the string. */
export const STOP_WHEN_TOO_LONG = { abort: true } as const;

/** The message for a text over a bound that has no message of its own. */
export function textTooLongMessage(field: string, max: number): string {
  return `${field} is too long (at most ${max} characters)`;
}
