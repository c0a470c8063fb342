import { API_PREFIX, errorEnvelopeSchema } from '@diy/domain';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requiresAppCode } from '../plugins/request-context';

/**
 * The OpenAPI document as the API answers: every status a route can send and each answer's content type. The routes
 * declare their own answers (schema.response, `produces` for files); this module adds what the framework-level
 * hooks send on any route (app code, validation, body size and type, address length, sessions, server errors),
 * points every error answer at one envelope schema and one shared response per common status, and names every
 * operation. `openapi-document.test.ts` checks the document against answers seen in a sweep of requests.
 */

type Json = Record<string, unknown>;

/** The shared error answers (components/responses), by status: the name and what brings it. */
export const SHARED_ERROR_RESPONSES = {
  400: ['BadRequest', 'Refused: a field or parameter that is not valid (ERR.VALIDATION names it in `field` and `fields`), a missing or wrong `x-app-code` (ERR.APP_CODE), a body that is not valid JSON (ERR.MALFORMED_JSON), or the route\'s own rule (its code).'],
  401: ['Unauthorised', 'No valid session (ERR.SESSION.EXPIRED) or sales-channel key.'],
  403: ['Forbidden', 'The caller may not do this (ERR.FORBIDDEN, or the route\'s own code).'],
  404: ['NotFound', 'Nothing of this id that the caller may see (ERR.NOT_FOUND, or the route\'s own code).'],
  413: ['PayloadTooLarge', 'The body is over the route\'s limit (ERR.PAYLOAD_TOO_LARGE).'],
  414: ['UriTooLong', 'A part of the address is too long (ERR.URL_TOO_LONG).'],
  415: ['UnsupportedMediaType', 'The body\'s content type is not one the route reads (ERR.UNSUPPORTED_MEDIA_TYPE).'],
  429: ['TooManyRequests', 'Too many requests; `Retry-After` says when to try again.'],
  500: ['ServerError', 'Something went wrong on the server (ERR.INTERNAL); nothing of it is shown.'],
} as const satisfies Record<number, readonly [string, string]>;

const ERROR_SCHEMA_REF = '#/components/schemas/ErrorEnvelope';
const BODYLESS = new Set(['GET', 'HEAD']);

/** The statuses the framework-level hooks and handlers can send on this route, whatever the route declares. */
export function frameworkStatuses(route: Pick<RouteOptions, 'method' | 'url'> & { schema?: Json }): number[] {
  const method = String(route.method).toUpperCase();
  const schema = route.schema ?? {};
  const statuses = new Set<number>([500]);
  const hasInput = ['params', 'querystring', 'body', 'headers'].some((k) => schema[k] !== undefined);
  // The app-code hook (request-context.ts), validation, a malformed body or address.
  if (requiresAppCode(route.url) || hasInput || !BODYLESS.has(method)) statuses.add(400);
  // A path parameter over maxParamLength is answered by the router (framework-errors.ts).
  if (/[:*]/.test(route.url)) statuses.add(414);
  // Body-carrying methods: the body limit and the content-type parsers.
  if (!BODYLESS.has(method)) {
    statuses.add(413);
    statuses.add(415);
  }
  // A session or channel key that is missing or no longer valid.
  const security = (schema.security ?? []) as Record<string, unknown>[];
  if (security.length > 0 && security.every((s) => 'bearer' in s || 'channelKey' in s)) statuses.add(401);
  return [...statuses].sort((a, b) => a - b);
}

/** A stable operationId from the method and the path: GET /api/manage/event/:draftId/schedule -> getManageEventByDraftIdSchedule. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .slice(url.startsWith(API_PREFIX) ? API_PREFIX.length : 0)
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === '*') return ['by', 'path'];
      const param = segment.startsWith(':');
      const parts = segment.replace(/^:/, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['by', ...parts] : parts;
    });
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const isErrorStatus = (status: string) => Number(status) >= 400;
const binary = { type: 'string', format: 'binary' };

/**
 * @fastify/swagger's `transform`: the route's zod schemas through fastify-type-provider-zod, with the framework's
 * statuses added as error envelopes, error answers as JSON whatever the route `produces`, the success answers of
 * routes that send files in their own content types, a wildcard path parameter named, and an operationId.
 */
export function transformRoute(input: Parameters<typeof jsonSchemaTransform>[0]): ReturnType<typeof jsonSchemaTransform> {
  const route = input.route as RouteOptions;
  const original = input.schema as Json | undefined;
  if (!original || original.hide) return jsonSchemaTransform(input);
  const response = { ...(original.response as Record<string, unknown> | undefined) };
  for (const status of frameworkStatuses({ method: route.method, url: input.url, schema: original })) response[status] ??= errorEnvelopeSchema;
  const { produces, ...rest } = original as Json & { produces?: string[] };
  const errorStatuses = new Set(Object.entries(response).filter(([, s]) => s === errorEnvelopeSchema).map(([status]) => status));
  const out = jsonSchemaTransform({ ...input, schema: { ...rest, response } as never });
  const schema = out.schema as Json & { response: Record<string, Json>; params?: Json };
  for (const status of Object.keys(schema.response)) {
    if (errorStatuses.has(status)) {
      schema.response[status] = { description: 'An error envelope', content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } } };
    } else if (produces?.length && !isErrorStatus(status)) {
      schema.response[status] = { description: 'The file', content: Object.fromEntries(produces.map((type) => [type, { schema: binary }])) };
    }
  }
  let url = out.url;
  if (url.endsWith('/*')) {
    // The stored file's key: `{*}` is no parameter name a client generator can use.
    url = `${url.slice(0, -1)}:key`;
    const params = schema.params as { properties?: Json; required?: string[] } | undefined;
    if (params?.properties?.['*']) {
      const { '*': key, ...others } = params.properties;
      schema.params = { ...params, properties: { ...others, key }, required: (params.required ?? []).map((r) => (r === '*' ? 'key' : r)) };
    } else {
      schema.params = { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] };
    }
  }
  schema.operationId ??= operationIdOf(String(route.method), input.url);
  return { ...out, schema, url };
}

/** The error envelope as JSON Schema (OpenAPI 3.0 dialect), once. */
function errorEnvelopeJson(): Json {
  const { $schema: _ignored, ...json } = z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0', io: 'output' }) as Json;
  return json;
}

/**
 * @fastify/swagger's `transformObject`: the envelope schema and the shared responses in components, and each error
 * answer of a common status pointing at its shared response.
 */
export function transformDocument({ openapiObject }: { openapiObject: Json }): Json {
  const doc = openapiObject as Json & { paths?: Record<string, Record<string, { responses?: Record<string, Json> }>>; components?: Json };
  const plainError = JSON.stringify({ description: 'An error envelope', content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } } });
  for (const byMethod of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(byMethod)) {
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        const shared = SHARED_ERROR_RESPONSES[Number(status) as keyof typeof SHARED_ERROR_RESPONSES];
        if (shared && JSON.stringify(answer) === plainError) op.responses![status] = { $ref: `#/components/responses/${shared[0]}` };
        else if (JSON.stringify(answer) === plainError) answer.description = 'An error envelope (the route\'s own code)';
      }
    }
  }
  const responses = Object.fromEntries(
    Object.values(SHARED_ERROR_RESPONSES).map(([name, description]) => [name, { description, content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } } }]),
  );
  const components = (doc.components ?? {}) as Json & { schemas?: Json; responses?: Json };
  return { ...doc, components: { ...components, schemas: { ...components.schemas, ErrorEnvelope: errorEnvelopeJson() }, responses: { ...components.responses, ...responses } } };
}
