/**
 * Structural equality of plain data (what a draft section holds: objects, arrays, strings, numbers, booleans,
 * null). Key order does not matter; `undefined` properties count as absent, so `{a: 1}` equals `{a: 1, b: undefined}`.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) {
    if (!deepEqual(ra[key], rb[key])) return false;
  }
  return true;
}
