import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_CODE, APP_CODE_HEADER, ERROR_CODES, errorEnvelopeSchema } from '@diy/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAppHost } from '../src/apps-host';
import { MALFORMED_JSON_MESSAGE, SERVER_ERROR_CODES as C } from '../src/http/errors';
import { clientErrorHandler } from '../src/http/framework-errors';
import { NO_ROUTE_MESSAGE } from '../src/plugins/error-handler';
import { describeEngines, useTestApp } from './helpers';

const H = { [APP_CODE_HEADER]: APP_CODE };
const LONG = 'x'.repeat(300);

interface Row {
  name: string;
  /** What the answer must not repeat (the hostile part of the request). */
  echo: string;
  request: InjectOptions;
  status: number;
  code: string;
  message?: string;
}

/** Errors raised by Fastify's router and body parsers, sent through app.inject. */
const INJECTED: Row[] = [
  { name: 'a path that does not decode', echo: '%E0%A4%A', request: { method: 'GET', url: '/api/manage/event/%E0%A4%A/online', headers: H }, status: 400, code: C.badUrl },
  { name: 'a path parameter over the limit', echo: LONG, request: { method: 'GET', url: `/api/manage/event/${LONG}/online`, headers: H }, status: 414, code: C.urlTooLong },
  { name: 'an unknown content type', echo: 'x-evil', request: { method: 'POST', url: '/api/auth/token', headers: { ...H, 'content-type': 'application/x-evil' }, payload: 'a' }, status: 415, code: C.unsupportedMediaType },
  { name: 'a content type that does not parse', echo: ';;;', request: { method: 'POST', url: '/api/auth/token', headers: { ...H, 'content-type': ';;;' }, payload: 'a' }, status: 415, code: C.unsupportedMediaType },
  { name: 'a body over the limit', echo: 'zzzz', request: { method: 'POST', url: '/api/auth/token', headers: { ...H, 'content-type': 'application/json' }, payload: `"${'z'.repeat(2_000_000)}"` }, status: 413, code: C.payloadTooLarge },
  { name: 'JSON that does not parse', echo: '{"a":', request: { method: 'POST', url: '/api/auth/token', headers: { ...H, 'content-type': 'application/json' }, payload: '{"a":' }, status: 400, code: C.malformedJson, message: MALFORMED_JSON_MESSAGE },
  { name: 'JSON with a __proto__ key', echo: '__proto__', request: { method: 'POST', url: '/api/auth/token', headers: { ...H, 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true}}' }, status: 400, code: C.malformedJson },
  { name: 'a body shorter than its Content-Length says', echo: 'username', request: { method: 'POST', url: '/api/auth/token', headers: { ...H, 'content-type': 'application/json', 'content-length': '3' }, payload: '{"username":"a"}' }, status: 400, code: C.badRequest },
  { name: 'a path no route has', echo: 'nope', request: { method: 'GET', url: '/api/<script>nope', headers: H }, status: 404, code: ERROR_CODES.notFound, message: NO_ROUTE_MESSAGE },
];

/** Errors Node's HTTP parser raises on the connection, before Fastify sees a request: sent over a real socket. */
const RAW: { name: string; echo: string; raw: string; status: number; code: string }[] = [
  { name: 'headers over the size limit', echo: 'hhhh', raw: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`, status: 431, code: C.headersTooLarge },
  { name: 'an address over the size limit', echo: 'uuuu', raw: `GET /api/${'u'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, status: 431, code: C.headersTooLarge },
  { name: 'a request that is not HTTP', echo: 'HELLO', raw: 'HELLO THERE\r\n\r\n', status: 400, code: C.badRequest },
  { name: 'a path that does not decode, on the wire', echo: '%E0%A4%A', raw: 'GET /api/manage/event/%E0%A4%A/online HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', status: 400, code: C.badUrl },
];

function expectEnvelope(body: string, row: { status: number; code: string; echo: string; message?: string }): void {
  const parsed = errorEnvelopeSchema.parse(JSON.parse(body));
  expect(parsed.status).toBe(row.status);
  expect(parsed.errors.code).toBe(row.code);
  if (row.message) expect(parsed.errors.message).toBe(row.message);
  expect(body).not.toContain(row.echo);
  expect(body).not.toContain('FST_');
}

function sendRaw(port: number, raw: string): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
  });
}

function parseRaw(response: string): { status: number; headers: string; body: string } {
  const [head = '', body = ''] = response.split('\r\n\r\n', 2);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head.toLowerCase(), body };
}

describeEngines('framework errors in the envelope on %s', (engine) => {
  const ctx = useTestApp(engine, { seed: false });
  let host: FastifyInstance;
  let dist: string;
  const ports = { api: 0, host: 0 };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ports.api = (ctx.app.server.address() as AddressInfo).port;
    dist = mkdtempSync(join(tmpdir(), 'diy-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>App</title>');
    host = await buildAppHost(dist, ports.api, ctx.app.log);
    await host.listen({ port: 0, host: '127.0.0.1' });
    ports.host = (host.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await host?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(INJECTED)('answers $name with $status $code, without echoing it', async (row) => {
    const res = await ctx.app.inject(row.request);
    expect(res.statusCode).toBe(row.status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expectEnvelope(res.body, row);
  });

  it.each(RAW)('answers $name on the socket with $status $code, on the API and on an app host', async (row) => {
    for (const port of [ports.api, ports.host]) {
      const { status, headers, body } = parseRaw(await sendRaw(port, row.raw));
      expect(status, `port ${port}`).toBe(row.status);
      expect(headers).toContain('content-type: application/json');
      expectEnvelope(body, row);
    }
    // The server carries on.
    expect((await fetch(`http://127.0.0.1:${ports.api}/api/health`, { headers: H })).status).toBe(200);
  });

  it('answers a request too slow to arrive with 408 ERR.REQUEST_TIMEOUT (Node raises it after requestTimeout)', () => {
    let written = '';
    const socket = { destroyed: false, writable: true, write: (s: string) => (written += s), destroy: () => undefined } as unknown as Socket;
    clientErrorHandler(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    const { status, body } = parseRaw(written);
    expect(status).toBe(408);
    expectEnvelope(body, { status: 408, code: C.requestTimeout, echo: 'timeout' });
  });
});
