import { TEXT_INPUT_MAX_LENGTH, textTooLongMessage } from '@diy/domain';
import type { FastifySchemaCompiler } from 'fastify';
import * as z from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { isStorableText } from '../db/text';
import { errors, type FieldError } from './errors';

function fieldLabel(path: PropertyKey[]): string {
  const last = path.at(-1);
  return typeof last === 'string' ? last : 'This field';
}

/** Messages for issues the schemas leave to zod's defaults (a missing field, a wrong type). */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    const path = issue.path ?? [];
    const missing = issue.input === undefined || issue.input === null;
    if (path.length === 0) return missing ? 'The request body is required' : `The request body must be a JSON ${issue.expected}`;
    if (missing) return `${fieldLabel(path)} is required`;
    const article = /^[aeiou]/.test(issue.expected) ? 'an' : 'a';
    return `${fieldLabel(path)} must be ${article} ${issue.expected}`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return `${fieldLabel(issue.path ?? [])} must be at most ${issue.maximum} characters`;
  return undefined;
};

/**
 * fastify-type-provider-zod's validator, with friendlier default messages. Messages written in the
 * schemas (e.g. the domain's LOGIN_MESSAGES) always win over this map.
 *
 * Valid input is parsed once with zod's defaults, which take its compiled path for objects (about a seventh of the
 * cost); only input that fails is parsed again with the error map, for the messages.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema }) => {
  const checkText = !tolerant.has(schema);
  return (data) => {
    // Before any schema sees it: no text longer than the ceiling reaches a pattern, a refinement or a transform.
    const long = oversizedPath(data);
    if (long) return { error: [oversizedEntry(long)] as unknown as Error };
    const plain = z.safeParse(schema, data);
    if (plain.success) {
      const at = checkText ? unstorablePath(plain.data) : null;
      if (at) return { error: [unstorableEntry(at)] as unknown as Error };
      return { value: plain.data };
    }
    const result = z.safeParse(schema, data, { error: errorMap, reportInput: true });
    if (!result.success) {
      const entries = result.error.issues.flatMap(flattenUnion).map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.map(String).join('/')}`,
        schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
        message: issue.message,
        params: {},
      }));
      // Fastify wraps an array of entries into a 400 error carrying `validation` and `validationContext`.
      return { error: entries as unknown as Error };
    }
    return { value: result.data };
  };
};

/**
 * Text PostgreSQL cannot store (`db/text.ts`) is refused with the field's name wherever a schema accepts text (body,
 * query, params), unless the route's schema was marked with `tolerateUnstorable` because its handler makes such text
 * harmless itself.
 */
const tolerant = new WeakSet<object>();

/** Marks a route schema whose handler cleans such text itself (the gate's consume: a garbled barcode is 'No ticket found'). */
export function tolerateUnstorable<T extends object>(schema: T): T {
  tolerant.add(schema);
  return schema;
}

/** The path of the first string (or object key) in parsed input that holds text PostgreSQL cannot store, or null. */
function unstorablePath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const at = unstorablePath(value[i], [...path, i]);
      if (at) return at;
    }
    return null;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key];
    const at = unstorablePath(item, [...path, key]);
    if (at) return at;
  }
  return null;
}

/**
 * The path of the first string (or object key) in input, as parsed from JSON or a query, longer than
 * TEXT_INPUT_MAX_LENGTH, or null. Linear in the input and iterative: each value is visited once, however deep.
 */
function oversizedPath(data: unknown): PropertyKey[] | null {
  interface Visit { value: unknown; key: PropertyKey | null; parent: Visit | null }
  const pathOf = (v: Visit | null): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let at = v; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Visit[] = [{ value: data, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.length > TEXT_INPUT_MAX_LENGTH) return pathOf(visit);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], key: i, parent: visit });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i]!;
        if (key.length > TEXT_INPUT_MAX_LENGTH) return pathOf(visit);
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

function oversizedEntry(path: PropertyKey[]) {
  const at = path.map(String).join('/');
  const message = textTooLongMessage(fieldLabel(path), TEXT_INPUT_MAX_LENGTH);
  return { keyword: 'too_long', instancePath: `/${at}`, schemaPath: `#/${at}/too_long`, message, params: {} };
}

/** The message for a field whose text PostgreSQL cannot store. */
export function unstorableMessage(path: readonly PropertyKey[]): string {
  return `${fieldLabel([...path])} contains a character that is not allowed`;
}

/** For text read outside a route schema (multipart fields): refuses it as the validator does. */
export function refuseUnstorable(fields: Record<string, string>): void {
  const at = unstorablePath(fields);
  if (at) throw errors.validation([{ field: at.map(String).join('.'), message: unstorableMessage(at) }]);
}

function unstorableEntry(path: PropertyKey[]) {
  const at = path.map(String).join('/');
  return { keyword: 'unstorable', instancePath: `/${at}`, schemaPath: `#/${at}/unstorable`, message: unstorableMessage(path), params: {} };
}

const isMissing = (issue: z.core.$ZodIssue) => issue.code === 'invalid_type' && issue.input === undefined;

/**
 * A union (e.g. a password login or a mobile login) that matched no branch reports the branch the
 * caller most likely meant: the one with the fewest missing fields, then the fewest issues, then the first.
 */
function flattenUnion(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  let best = issue.errors[0] ?? [];
  for (const branch of issue.errors.slice(1)) {
    const missing = branch.filter(isMissing).length - best.filter(isMissing).length;
    if (missing < 0 || (missing === 0 && branch.length < best.length)) best = branch;
  }
  if (best.length === 0) return [issue];
  return best.flatMap((nested) => flattenUnion({ ...nested, path: [...issue.path, ...nested.path] } as z.core.$ZodIssue));
}

/**
 * Turns Fastify validation entries (`instancePath` like `/a/0/b`) into dotted fields with their
 * messages, keeping the first message of each field (a form shows one message per field).
 */
export function toFieldErrors(
  validation: readonly { instancePath: string; message?: string | undefined }[],
  context?: string,
): FieldError[] {
  const byField = new Map<string, string>();
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || (context ?? '');
    if (!byField.has(field)) byField.set(field, v.message ?? 'Invalid value');
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
