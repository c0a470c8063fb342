import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD, JSON_BODY_LIMIT_BYTES } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { requiresAppCode } from '../src/plugins/request-context';
import { api, describeEngines, login, useTestApp } from './helpers';
import { exampleOf, IMPOSSIBLE_NUMBER_TEXT, isNumeric, type JsonSchema, SOME_UUID } from './hostile-helpers';
import { signupToken } from './kyc-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Answer {
  $ref?: string;
  content?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, Answer>;
  security?: Record<string, unknown>[];
}
interface Doc {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Answer>; schemas: Record<string, unknown> };
}

const docOf = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
/** A Fastify route path as the document writes it: /a/:b/* -> /a/{b}/{key}. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{key}');

/**
 * The sweep leaves out the live feeds (a server-sent-events stream stays open, which app.inject would wait on for
 * ever) and logging out (it would end the sweep's own sessions); both are in the route checks above it.
 */
const UNSWEPT = [/^\/api\/live\//, /^\/api\/auth\/logout/];

const here = dirname(new URL(import.meta.url).pathname);
const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

/** Runs the linter on a document with the server's rules and waivers (openapi/redocly.yaml, .redocly.lint-ignore.yaml). */
function lint(doc: unknown): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'diy-openapi-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc, null, 2));
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) copyFileSync(join(here, '..', 'openapi', file), join(dir, file));
    const run = spawnSync(process.execPath, [redocly, 'lint', 'openapi.json', '--format=stylish', '--max-problems=1000'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether a documented media type (maybe a range such as image/*) covers an answer's Content-Type. */
const covers = (documented: string, sent: string) =>
  documented === sent || documented === '*/*' || (documented.endsWith('/*') && sent.startsWith(documented.slice(0, -1)));

describeEngines('the OpenAPI document on %s', (engine) => {
  const ctx = useTestApp(engine);
  let doc: Doc;
  beforeAll(async () => {
    doc = await docOf(ctx.app);
  });

  /** An operation's answer for a status, its shared response followed. */
  const answerOf = (op: Operation, status: number): Answer | undefined => {
    const answer = op.responses[String(status)];
    const ref = answer?.$ref?.replace('#/components/responses/', '');
    return ref ? doc.components.responses[ref] : answer;
  };

  it('passes the OpenAPI linter (Redocly, recommended rules, every warning an error), and the linter fails on a violation', () => {
    const clean = lint(doc);
    expect(clean.output).not.toMatch(/\b(error|warning)\b.*\b[a-z]+-[a-z-]+\b/);
    expect(clean.status, clean.output).toBe(0);
    // The same document with one operation unnamed and no servers: the linter must refuse it.
    const spoiled = structuredClone(doc);
    delete spoiled.servers;
    delete Object.values(Object.values(spoiled.paths)[0]!)[0]!.operationId;
    const refused = lint(spoiled);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('operation-operationId');
    expect(refused.output).toContain('no-empty-servers');
  }, 60_000);

  it('documents every registered route, each with a unique operationId and the statuses the framework can send', () => {
    const routes = ctx.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !(r.schema as { hide?: boolean } | undefined)?.hide);
    const ids = new Set<string>();
    const missing: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const method of [route.method].flat().map((m) => m.toLowerCase())) {
        if (method === 'head' || route.url.startsWith('/api/docs')) continue;
        const op = doc.paths[documentPath(route.url)]?.[method];
        const name = `${method.toUpperCase()} ${route.url}`;
        if (!op) {
          missing.push(`${name}: not in the document`);
          continue;
        }
        checked += 1;
        if (!op.operationId || ids.has(op.operationId)) missing.push(`${name}: operationId ${op.operationId ?? 'missing'}`);
        ids.add(op.operationId ?? '');
        // Any route: a server error. The app-code hook: 400. The router, a path parameter too long: 414. A body's
        // size and content type on body methods: 413, 415. A session or key guard: 401.
        const expected = [500];
        if (requiresAppCode(route.url)) expected.push(400);
        if (/[:*]/.test(route.url)) expected.push(414);
        if (method !== 'get') expected.push(400, 413, 415);
        if ((op.security ?? []).length > 0 && (op.security ?? []).every((s) => 'bearer' in s || 'channelKey' in s)) expected.push(401);
        for (const status of expected) {
          const answer = answerOf(op, status);
          if (!answer) missing.push(`${name}: ${status}`);
          else if (!answer.content?.['application/json']) missing.push(`${name}: ${status} not as JSON`);
        }
      }
    }
    // A success answer is an envelope with its schema, or a file in the types the route names (`produces`).
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(byMethod)) {
        for (const [status, answer] of Object.entries(op.responses)) {
          if (Number(status) >= 400) continue;
          const json = answer.content?.['application/json'] as { schema?: object } | undefined;
          if (!answer.content || (json && Object.keys(json.schema ?? {}).length === 0)) missing.push(`${method.toUpperCase()} ${path}: ${status} says nothing of its content`);
        }
      }
    }
    expect(checked).toBeGreaterThan(120);
    expect(missing).toEqual([]);
    expect(doc.servers?.length).toBeGreaterThan(0);
    for (const name of ['BadRequest', 'Unauthorised', 'Forbidden', 'NotFound', 'PayloadTooLarge', 'UriTooLong', 'TooManyRequests']) {
      expect(doc.components.responses[name]?.content?.['application/json'], name).toEqual({ schema: { $ref: '#/components/schemas/ErrorEnvelope' } });
    }
    expect(doc.components.schemas.ErrorEnvelope).toBeDefined();
  });

  it('lists every answer a sweep of requests gets, good and bad, with its content type', async () => {
    const tokens: Record<string, string> = {};
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) tokens[role] = await login(ctx.app, account.email, DEMO_PASSWORD);
    const applicant = await signupToken(ctx.app, '9811199990');
    const undocumented = new Set<string>();
    let sent = 0;
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      if (UNSWEPT.some((p) => p.test(path))) continue;
      for (const [lower, op] of Object.entries(byMethod)) {
        const method = lower.toUpperCase() as Method;
        const params = op.parameters ?? [];
        const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, String(exampleOf(p.schema))]));
        const url = (segment: string, q: Record<string, string> = query) =>
          `${path.replace(/\{[^}]+\}/g, segment)}${Object.keys(q).length ? `?${new URLSearchParams(q)}` : ''}`;
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const body = bodySchema && method !== 'GET' ? exampleOf(bodySchema) : undefined;
        const requests: { what: string; url: string; token?: string; headers?: Record<string, string>; payload?: unknown }[] = [];
        // As it is: as nobody, as each demo role, as an applicant in sign-up (its new-user token).
        for (const token of [undefined, ...Object.values(tokens)]) requests.push({ what: 'as it is', url: url(SOME_UUID), token, payload: body });
        requests.push({ what: 'as an applicant', url: url(SOME_UUID), headers: { 'x-login-id': applicant }, payload: body });
        // Without the app code; a path parameter far too long; query numbers out of every range.
        requests.push({ what: 'without the app code', url: url(SOME_UUID), token: tokens.organiser, headers: { [APP_CODE_HEADER]: '' }, payload: body });
        if (path.includes('{')) requests.push({ what: 'a path parameter of 5,000 characters', url: url('a'.repeat(5000)), token: tokens.organiser, payload: body });
        for (const p of params.filter((q) => q.in === 'query' && q.schema && isNumeric(q.schema))) {
          requests.push({ what: `${p.name} out of range`, url: url(SOME_UUID, { ...query, [p.name]: IMPOSSIBLE_NUMBER_TEXT[0]! }), token: tokens.organiser });
        }
        if (method !== 'GET') {
          // A body over the limit, a body that is not JSON, a content type no route reads.
          const big = JSON.stringify({ x: 'a'.repeat(JSON_BODY_LIMIT_BYTES) });
          for (const token of [tokens.organiser, tokens.admin]) {
            requests.push({ what: 'a body over the limit', url: url(SOME_UUID), token, headers: { 'content-type': 'application/json' }, payload: big });
            requests.push({ what: 'malformed JSON', url: url(SOME_UUID), token, headers: { 'content-type': 'application/json' }, payload: '{"a":' });
            requests.push({ what: 'a content type no route reads', url: url(SOME_UUID), token, headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
          }
        }
        for (const r of requests) {
          const res = await api(ctx.app, { method, url: r.url, token: r.token, headers: r.headers, ...(r.payload !== undefined ? { payload: r.payload as string } : {}) });
          sent += 1;
          const answer = answerOf(op, res.statusCode);
          const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
          if (!answer) undocumented.add(`${method} ${path}: ${res.statusCode} (${r.what})`);
          else if (res.body.length > 0 && !Object.keys(answer.content ?? {}).some((t) => covers(t, type))) {
            undocumented.add(`${method} ${path}: ${res.statusCode} as ${type}, documented as ${Object.keys(answer.content ?? {}).join(', ') || 'no content'} (${r.what})`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect([...undocumented]).toEqual([]);
  }, 300_000);
});
