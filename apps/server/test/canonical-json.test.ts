import { describe, expect, it } from 'vitest';
import { canonicalHash, canonicalJson } from '../src/services/canonical-json';

describe('canonical JSON of a request', () => {
  it('sorts keys at every level, keeps array order and drops undefined members', () => {
    const a = { b: 1, a: { d: [3, { y: 2, x: 1 }], c: 'é"' }, z: undefined };
    const b = { a: { c: 'é"', d: [3, { x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":"é\\"","d":[3,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalHash(a)).toBe(canonicalHash(b));
    expect(canonicalHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalJson([undefined, null, new Date(0)])).toBe('[null,null,"1970-01-01T00:00:00.000Z"]');
  });

  it('tells apart what differs in value, type or array order', () => {
    const base = { tickets: [{ code: 'GOLD', quantity: 1 }, { code: 'VIP', quantity: 2 }] };
    const variants = [
      { tickets: [{ code: 'VIP', quantity: 2 }, { code: 'GOLD', quantity: 1 }] },
      { tickets: [{ code: 'GOLD', quantity: '1' }, { code: 'VIP', quantity: 2 }] },
      { tickets: [{ code: 'GOLD', quantity: 1 }, { code: 'VIP', quantity: 2 }], offerCode: 'DIWALI' },
    ];
    for (const v of variants) expect(canonicalHash(v)).not.toBe(canonicalHash(base));
  });
});
