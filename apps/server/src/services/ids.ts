import { createHash, randomBytes } from 'node:crypto';
import { BARCODE_LENGTH, BOOKING_ID_PREFIX, BOOKING_ID_RANDOM_LENGTH, CROCKFORD_ALPHABET } from '@diy/domain';

/** `length` Crockford base32 characters from crypto random (5 bits each: 256 is a multiple of 32, so uniform). */
export function crockfordRandom(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += CROCKFORD_ALPHABET[b & 31];
  return out;
}

/** 'DIY' + 10 characters: 50 random bits. */
export const newBookingId = (): string => BOOKING_ID_PREFIX + crockfordRandom(BOOKING_ID_RANDOM_LENGTH);
/** 16 characters: 80 random bits. */
export const newBarcode = (): string => crockfordRandom(BARCODE_LENGTH);

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from the outside are checked before they reach a uuid column (a bad cast would be a 500). */
export const isUuid = (value: string | undefined | null): value is string => !!value && UUID.test(value);

/** Rows of a raw `db.execute` on either engine. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export const isoOf = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** A unique violation of the named constraint (PostgreSQL and PGlite report code 23505). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; e && i < 4; i += 1) {
    if (e.code === '23505') return !constraint || e.constraint === constraint || e.constraint === undefined;
    e = e.cause as typeof e;
  }
  return false;
}
