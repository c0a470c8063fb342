/**
 * Inputs for the hostile-input sweep (hostile-input.test.ts): a plausible value for a JSON Schema of the OpenAPI
 * document, and the ways a value can go wrong that a client can send (NUL and lone surrogates, empty and huge text,
 * numbers out of every range, fractions and number-like text, wrong types, prototype keys).
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  additionalProperties?: boolean | JsonSchema;
};

export const SOME_UUID = '00000000-0000-4000-8000-000000000001';

/** A value the schema most likely accepts (patterns aside): enough to get past the first checks of most routes. */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return 'x';
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return exampleOf(branches.find((b) => b.type !== 'null') ?? branches[0], depth + 1);
  if (schema.allOf) return exampleOf(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, exampleOf(v, depth + 1)]));
  }
  if (type === 'array') return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items, depth + 1));
  if (type === 'integer' || type === 'number') return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  if (type === 'boolean') return true;
  if (type === 'string') {
    const byFormat: Record<string, string> = {
      email: 'hostile@example.com',
      uuid: SOME_UUID,
      'date-time': '2026-12-01T10:00:00.000Z',
      date: '2026-12-01',
      uri: 'https://example.com',
    };
    if (schema.format && byFormat[schema.format]) return byFormat[schema.format];
    const length = Math.min(Math.max(schema.minLength ?? 4, 4), schema.maxLength ?? Number.MAX_SAFE_INTEGER);
    return 'Abcd'.repeat(Math.ceil(length / 4)).slice(0, length);
  }
  return 'x';
}

/** Hostile text: for a query value, a path segment or a string field. */
export const HOSTILE_TEXT = ['\u0000', 'x\u0000y', '\uD800', 'a'.repeat(5000), '', ' ', '-1', '1e309', '9'.repeat(40), "'; select 1; --", '..'];

/**
 * Numbers no field of the product takes, in a JSON body: past every range (2^53, 2^31, 1e308), below every range
 * (every number a client sends is 0 or more), fractions (every one is whole), and what only looks like a number.
 * Each must be refused with 400.
 */
export const IMPOSSIBLE_NUMBERS: unknown[] = [2 ** 53, -(2 ** 53), 2 ** 31, 1e308, -1e308, -1, 1.5, 0.1, 'NaN', 'Infinity', '', null, true, [7]];
/** Numbers a field may take or refuse (negative zero, zero, decimal text, exponent and hex text): never a 5xx. */
export const EDGE_NUMBERS: unknown[] = [-0, 0, '12', ' 7 ', '-0', '1e3', '0x10'];
/** The same for a query value (always text): the first ones are impossible for any page or count. */
export const IMPOSSIBLE_NUMBER_TEXT = ['2147483648', '9007199254740992', '1e308', '-1', '1.5', 'NaN', 'Infinity', '-Infinity'];
export const EDGE_NUMBER_TEXT = ['-0', '0', '1e3', '0x10', ' 7 ', '007'];

/** Hostile path segments, already percent-encoded: the texts above that a URL can carry, and bytes that are not UTF-8. */
export const HOSTILE_SEGMENTS = [
  ...HOSTILE_TEXT.filter((t) => t !== '' && !/[\uD800-\uDFFF]/.test(t)).map(encodeURIComponent),
  '%FF',
  '%ED%A0%80',
  '%',
];

/** Request bodies that are not what the content type says, or not what any route expects: [content type, body]. */
export const HOSTILE_BODIES: [string, string][] = [
  ['application/json', '123'],
  ['application/json', 'null'],
  ['application/json', '['.repeat(5000) + ']'.repeat(5000)],
  ['application/json', `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3001)}`],
  ['application/json', '{"constructor":{"prototype":{"x":1}},"__proto__":{"y":1}}'],
  ['application/json', '\uFEFF{}'],
  ['application/json', ''],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', '{}'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['multipart/form-data', 'no boundary'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
];

/** Authorization headers a broken or hostile client sends (a valid token is appended where the text ends in ':'). */
export const HOSTILE_AUTHORIZATIONS = ['Bearer ', 'Bearer a.b.c', `Bearer ${'a'.repeat(10_000)}`, 'Basic :', 'bearer :', 'Bearer :x', 'Bearer \u00ff\u00fe'];

/** Headers of the product's own with values no client of ours sends. */
export const HOSTILE_HEADERS: Record<string, string>[] = [
  { 'x-app-code': 'XYZ' },
  { 'idempotency-key': 'k'.repeat(5000) },
  { 'x-device-id': 'd'.repeat(5000), latitude: '1e400', longitude: 'NaN', gpsaccuracy: '-1' },
  { 'x-forwarded-for': 'not-an-ip, ::1, 999.1.1.1' },
  { 'x-request-id': 'r'.repeat(5000) },
  { 'x-mobile-no': '9'.repeat(500), 'x-otp-id': 'o'.repeat(3000), 'x-login-id': 'z'.repeat(3000), 'x-api-key': 'k'.repeat(5000) },
];

export interface Mutation {
  path: string[];
  value: unknown;
  /** Set for a number no field takes (IMPOSSIBLE_NUMBERS): the request must be refused. */
  impossible?: true;
}

/** Every field of `value` replaced, one at a time, by what a careless or hostile client could send instead. */
export function mutationsOf(value: unknown, path: string[] = []): Mutation[] {
  const at = (...values: unknown[]) => values.map((v) => ({ path, value: v }));
  if (typeof value === 'string') return at(`${value}\u0000`, ...HOSTILE_TEXT, 'a'.repeat(20_000), 'null', 12);
  if (typeof value === 'number') return [...IMPOSSIBLE_NUMBERS.map((v) => ({ path, value: v, impossible: true as const })), ...at(...EDGE_NUMBERS)];
  if (typeof value === 'boolean') return at('true', 0, null);
  if (Array.isArray(value)) {
    return [...at([], Array(2000).fill(value[0]), [null], 'x'), ...value.flatMap((v, i) => mutationsOf(v, [...path, String(i)]))];
  }
  if (value && typeof value === 'object') {
    return [
      ...at([], null, 'x'),
      ...Object.entries(value).flatMap(([k, v]) => mutationsOf(v, [...path, k])),
      { path: [...path, '__proto__'], value: { polluted: true } },
    ];
  }
  return [];
}

/** A copy of `value` with the field at `path` set (the original is left as it was). */
export function withField(value: unknown, path: string[], field: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return field;
  const source = (value ?? {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...source };
  Object.defineProperty(copy, head, { value: withField(source[head], rest, field), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Whether a JSON Schema node takes numbers. */
export function isNumeric(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('integer') || types.includes('number');
}

/** Every node of a JSON Schema with where it is ('body.tickets[].quantity'), depth first. */
export function schemaNodes(schema: JsonSchema | undefined, where: string, depth = 0): { where: string; schema: JsonSchema }[] {
  if (!schema || depth > 12) return [];
  const out = [{ where, schema }];
  for (const [k, branches] of [['anyOf', schema.anyOf], ['oneOf', schema.oneOf], ['allOf', schema.allOf]] as const) {
    (branches ?? []).forEach((b, i) => out.push(...schemaNodes(b, `${where}<${k}${i}>`, depth + 1)));
  }
  for (const [k, v] of Object.entries(schema.properties ?? {})) out.push(...schemaNodes(v, `${where}.${k}`, depth + 1));
  if (schema.items) out.push(...schemaNodes(schema.items, `${where}[]`, depth + 1));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.push(...schemaNodes(schema.additionalProperties, `${where}{}`, depth + 1));
  return out;
}
