/**
 * Walks a zod schema and reports every string that is not bounded first: a string needs a length check (max or
 * exact length), and anything but trimming, case changes and other length checks (a pattern, a refinement) must
 * come after it, with that check aborting (`abort: true`) so a text over the bound never reaches them.
 * zod's own formats (uuid, ISO date-time, e-mail) are fixed-shape patterns and count as bounded.
 * `unknown` and `any` values are reported apart: only the validator's ceiling bounds their text.
 */
interface Def {
  type: string;
  [key: string]: unknown;
}
interface Node {
  _zod: { def: Def };
}
interface CheckNode {
  _zod: { def: { check: string; abort?: boolean; format?: string } };
}

const LENGTH = new Set(['max_length', 'length_equals']);
const HARMLESS = new Set(['overwrite', 'min_length', 'max_length', 'length_equals']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);

export interface StringReport {
  unbounded: string[];
  untyped: string[];
}

export function reportStrings(schema: unknown, at: string, report: StringReport, seen = new Set<unknown>()): StringReport {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema) || seen.has(schema)) return report;
  seen.add(schema);
  const def = (schema as Node)._zod.def;
  const walk = (child: unknown, path: string) => reportStrings(child, path, report, seen);
  if (def.type === 'string') {
    const problem = stringProblem(def);
    if (problem) report.unbounded.push(`${at}: ${problem}`);
  } else if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${at}.${key}`);
    if (def.catchall) walk(def.catchall, `${at}.*`);
  } else if (def.type === 'array') {
    walk(def.element, `${at}[]`);
  } else if (def.type === 'union') {
    for (const option of def.options as unknown[]) walk(option, at);
  } else if (def.type === 'intersection') {
    walk(def.left, at);
    walk(def.right, at);
  } else if (WRAPPERS.has(def.type)) {
    walk(def.innerType, at);
  } else if (def.type === 'pipe') {
    walk(def.in, at);
    walk(def.out, at);
  } else if (def.type === 'record') {
    walk(def.keyType, `${at}{key}`);
    walk(def.valueType, `${at}{}`);
  } else if (def.type === 'tuple') {
    (def.items as unknown[]).forEach((item, i) => walk(item, `${at}[${i}]`));
    if (def.rest) walk(def.rest, `${at}[]`);
  } else if (def.type === 'lazy') {
    walk((def.getter as () => unknown)(), at);
  } else if (def.type === 'unknown' || def.type === 'any') {
    report.untyped.push(at);
  }
  return report;
}

function stringProblem(def: Def): string | null {
  // z.uuid(), z.iso.datetime(), z.email(): the format's own fixed-shape pattern.
  if (typeof def.format === 'string') return null;
  const checks = ((def.checks ?? []) as CheckNode[]).map((c) => c._zod.def);
  const first = checks.findIndex((c) => LENGTH.has(c.check));
  if (first === -1) return 'no length bound';
  const before = checks.slice(0, first).find((c) => !HARMLESS.has(c.check));
  if (before) return `${before.format ?? before.check} runs before the length bound`;
  const after = checks.slice(first + 1).find((c) => !HARMLESS.has(c.check));
  if (after && checks[first]?.abort !== true) return `${after.format ?? after.check} still runs when the length bound fails (no abort)`;
  return null;
}
