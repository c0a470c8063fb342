import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD, ERROR_CODES } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { runMigrations } from '../src/db/migrate';
import { runSeed } from '../src/seed';
import { createTestDatabase, describeEngines, type TestDatabase } from './helpers';

type Line = Record<string, unknown> & { msg?: string; reqId?: string };

describeEngines('request ids in answers and log lines on %s', (engine) => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  const lines: Line[] = [];
  const raws: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raws.push(line);
        lines.push(JSON.parse(line) as Line);
      }
      done();
    },
  });
  const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method, url, headers: { [APP_CODE_HEADER]: APP_CODE, ...headers }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    await runMigrations(testDb.database);
    await runSeed(testDb.database.db, new Date(), { bookings: false });
    app = await buildApp({
      config: { logLevel: 'info', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' },
      db: testDb.database,
      jobsPollMs: 0,
      scheduleHousekeeping: false,
      logger: { ...(loggerOptions('info') as object), stream },
    });
    // A real listener: over a socket the body arrives in the socket's events, outside the request's async context.
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('keeps a well-formed incoming id (a balancer\'s), replaces any other, and echoes it', async () => {
    const kept = await send('GET', '/api/health', { 'x-request-id': 'haproxy-5f3a:77.1' });
    expect(kept.headers['x-request-id']).toBe('haproxy-5f3a:77.1');
    for (const bad of ['has spaces in it', 'x'.repeat(129), 'semi;colon']) {
      const res = await send('GET', '/api/health', { 'x-request-id': bad });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id in every error answer, as the header says', async () => {
    const answers = [
      await send('GET', '/api/no/such/route'),
      await send('POST', '/api/auth/token', {}, { username: '' }),
      await send('GET', '/api/user/profile'),
      await app.inject({ method: 'GET', url: '/api/health' }),
      await send('POST', '/api/auth/token', { 'content-type': 'application/json' }, '{"a":' as unknown as object),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 400, 401, 400, 400]);
    for (const res of answers) {
      expect(res.json().errors.requestId, res.body).toBe(res.headers['x-request-id']);
      expect(res.json().errors.code).toEqual(expect.any(String));
    }
    expect(answers[3]!.json().errors.code).toBe(ERROR_CODES.appCode);
  });

  it('writes the id on every line of a request, also those a service writes through the app logger after the body is read', async () => {
    const id = 'support-ticket-4711';
    const from = lines.length;
    // A staff login: the second step's code goes to the outbox, which the SMS adapter logs through the app's logger.
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/token`, {
      method: 'POST',
      headers: { [APP_CODE_HEADER]: APP_CODE, 'x-request-id': id, 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ACCOUNTS.reviewer.email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errors: { requestId: string } }).errors.requestId).toBe(id);
    const written = lines.slice(from);
    expect(written.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'SMS written to the outbox (no SMS_GATEWAY_URL)', 'request completed']));
    for (const line of written) expect(line.reqId, JSON.stringify(line)).toBe(id);
    // Written once per line, whether bound to the request's logger or added for the app's.
    for (const raw of raws.slice(from)) expect(raw.match(/"reqId"/g), raw).toHaveLength(1);
  });

  it('writes no request id on lines outside a request', () => {
    const from = lines.length;
    app.log.info('between requests');
    expect(lines.slice(from)).toEqual([expect.not.objectContaining({ reqId: expect.anything() })]);
  });
});
