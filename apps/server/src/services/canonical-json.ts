import { sha256 } from './ids';

/**
 * JSON text that is the same for equal values however their keys were ordered: object keys sorted at every level,
 * members whose value is undefined left out (as JSON.stringify does), arrays in their own order (the order of a
 * booking's lines is part of the booking). Values with toJSON (dates) are written as JSON would write them.
 */
export function canonicalJson(value: unknown): string {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return canonicalJson((value as { toJSON: () => unknown }).toJSON());
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of a request's canonical JSON: equal for the same request sent with its keys in another order. */
export const canonicalHash = (value: unknown): string => sha256(canonicalJson(value));
