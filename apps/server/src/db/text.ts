/**
 * Text PostgreSQL cannot store: NUL (U+0000), which no text or JSON value may hold, and a lone UTF-16 surrogate, which
 * is not a character at all (in JSON it fails the statement; in text the driver would silently make it U+FFFD).
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** The text with each such character made U+FFFD (for input answered rather than refused, like a garbled barcode). */
export function storableText(value: string): string {
  return isStorableText(value) ? value : value.replace(new RegExp(UNSTORABLE.source, 'g'), '\uFFFD');
}
