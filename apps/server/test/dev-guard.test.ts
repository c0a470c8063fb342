import { APP_CODE, APP_CODE_HEADER } from '@diy/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SERVER_ERROR_CODES } from '../src/http/errors';
import { DEV_LOCAL_ONLY_MESSAGE, maskDevToken } from '../src/routes/dev/guard';
import { createTestDatabase, describeEngines, type TestDatabase } from './helpers';
import { runMigrations } from '../src/db/migrate';
import { runSeed } from '../src/seed';

const TOKEN = 'dev-token-for-this-test-0123456789';

/** Every development route, as a request that succeeds when allowed (or at least is not refused by the guard). */
const DEV_ROUTES: (InjectOptions & { url: string })[] = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'GET', url: '/api/dev/outbox/page' },
  { method: 'DELETE', url: '/api/dev/otp-sends?to=9000000003' },
  { method: 'GET', url: '/api/dev/demo-bookings?eventCode=ET00010002' },
  { method: 'POST', url: '/api/dev/jobs/run-due', payload: {} },
  { method: 'POST', url: '/api/dev/events/no-such-draft/publish' },
];

/** Where a request may come from: the socket's address and the headers a proxy would add. */
const OUTSIDERS: [string, InjectOptions][] = [
  ['a phone on the network', { remoteAddress: '192.168.1.23' }],
  ['an IPv6 neighbour', { remoteAddress: 'fe80::1' }],
  ['a mapped IPv4 outsider', { remoteAddress: '::ffff:10.0.0.7' }],
  ['an app host proxy (X-Forwarded-For)', { headers: { 'x-forwarded-for': '127.0.0.1' } }],
  ['a proxy (Forwarded)', { headers: { forwarded: 'for=127.0.0.1' } }],
  ['a proxy (X-Real-IP)', { headers: { 'x-real-ip': '127.0.0.1' } }],
  ['a proxy (X-Forwarded-Host only)', { headers: { 'x-forwarded-host': 'localhost:4000' } }],
];

describeEngines('development routes on %s answer only this machine or the token', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    await runMigrations(testDb.database);
    await runSeed(testDb.database.db);
    app = await buildApp({
      config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'development' },
      db: testDb.database,
      logger: false,
      devToken: TOKEN,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const send = (route: InjectOptions & { url: string }, extra: InjectOptions = {}) =>
    app.inject({ ...route, ...extra, headers: { [APP_CODE_HEADER]: APP_CODE, ...extra.headers } });

  it.each(OUTSIDERS)('refuses %s on every route with 403 ERR.DEV.LOCAL_ONLY, writing nothing', async (_who, from) => {
    for (const route of DEV_ROUTES) {
      const res = await send(route, from);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({
        status: 403,
        errors: {
          code: SERVER_ERROR_CODES.devLocalOnly,
          message: DEV_LOCAL_ONLY_MESSAGE,
          shortDesc: DEV_LOCAL_ONLY_MESSAGE,
          longDesc: DEV_LOCAL_ONLY_MESSAGE,
          requestId: res.headers['x-request-id'],
        },
      });
    }
  });

  it('refuses a wrong or empty token', async () => {
    for (const token of ['wrong', '', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const header = await send(DEV_ROUTES[0]!, { remoteAddress: '192.168.1.23', headers: { 'x-dev-token': token } });
      expect(header.statusCode, token).toBe(403);
      const query = await send({ method: 'GET', url: `/api/dev/outbox?devToken=${encodeURIComponent(token)}` }, { remoteAddress: '192.168.1.23' });
      expect(query.statusCode, token).toBe(403);
    }
  });

  it('answers this machine straight (IPv4, IPv6, mapped loopback), without a token', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      for (const route of DEV_ROUTES) {
        const res = await send(route, { remoteAddress });
        expect(res.statusCode, `${remoteAddress} ${route.method} ${route.url}`).not.toBe(403);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    expect((await send(DEV_ROUTES[0]!)).statusCode).toBe(200);
  });

  it('answers anyone with the token, in the header or the address, also through a proxy', async () => {
    for (const route of DEV_ROUTES) {
      const res = await send(route, { remoteAddress: '192.168.1.23', headers: { 'x-dev-token': TOKEN } });
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      expect(res.statusCode).toBeLessThan(500);
    }
    const proxied = await send(DEV_ROUTES[0]!, { headers: { 'x-forwarded-for': '192.168.1.23', 'x-dev-token': TOKEN } });
    expect(proxied.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/api/dev/outbox/page?devToken=${TOKEN}&to=9000000003`, remoteAddress: '192.168.1.23' });
    expect(page.statusCode).toBe(200);
    // The page's filter form and its 'Show all' link keep the token, so the page stays usable from that device.
    expect(page.body).toContain(`<input type="hidden" name="devToken" value="${TOKEN}">`);
    expect(page.body).toContain(`href="?devToken=${TOKEN}"`);
  });

  it('shows an outsider no code', async () => {
    await app.services.outbox.add({ channel: 'sms', to: '9000000099', subject: null, body: 'code 123456' });
    const before = await send({ method: 'GET', url: '/api/dev/outbox?to=9000000099' });
    expect(before.json().data.messages).toHaveLength(1);
    const listed = await send({ method: 'GET', url: '/api/dev/outbox?to=9000000099' }, { remoteAddress: '203.0.113.5' });
    expect(listed.statusCode).toBe(403);
    expect(listed.body).not.toContain('123456');
  });

  it('keeps the token out of logged addresses', () => {
    expect(maskDevToken(`/api/dev/outbox/page?to=1&devToken=${TOKEN}`)).toBe('/api/dev/outbox/page?to=1&devToken=[redacted]');
    expect(maskDevToken(`/api/dev/outbox/page?devToken=${TOKEN}&to=1`)).toBe('/api/dev/outbox/page?devToken=[redacted]&to=1');
    expect(maskDevToken('/api/health')).toBe('/api/health');
  });
});
