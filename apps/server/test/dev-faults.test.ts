import { DEMO_ACCOUNTS, DEMO_PASSWORD, GENERIC_ERROR_MESSAGE } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { runMigrations } from '../src/db/migrate';
import { NO_ROUTE_MESSAGE } from '../src/plugins/error-handler';
import { runSeed } from '../src/seed';
import { api, createTestDatabase, login, type TestDatabase } from './helpers';

/**
 * The development fault switch (routes/dev/faults.ts): absent unless DIY_FAULTS=on in development, refused in
 * production; armed, it fails the chosen route for the chosen caller as the server really fails. It touches no table,
 * so PGlite alone is enough here.
 */
describe('the development fault switch', () => {
  let testDb: TestDatabase;
  let plain: FastifyInstance;
  let faulty: FastifyInstance;
  let production: FastifyInstance;
  const config = { logLevel: 'silent' as const, authSecret: undefined, corsOrigins: [] };

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    await runMigrations(testDb.database);
    await runSeed(testDb.database.db);
    plain = await buildApp({ config: { ...config, nodeEnv: 'development' }, db: testDb.database, logger: false, jobsPollMs: 0 });
    faulty = await buildApp({ config: { ...config, nodeEnv: 'development', faults: true }, db: testDb.database, logger: false, jobsPollMs: 0 });
    // Passed to buildApp directly (loadConfig refuses the pair): production still registers no switch.
    production = await buildApp({ config: { ...config, authSecret: 'p'.repeat(40), nodeEnv: 'production', faults: true }, db: testDb.database, logger: false, jobsPollMs: 0 });
    await Promise.all([plain.ready(), faulty.ready(), production.ready()]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), faulty?.close(), production?.close()]);
    await testDb?.drop();
  });

  const arm = (app: FastifyInstance, payload: Record<string, unknown>) => api(app, { method: 'POST', url: '/api/dev/faults', payload });

  it('is off unless DIY_FAULTS=on, and DIY_FAULTS=on is refused with NODE_ENV=production', () => {
    expect(loadConfig({}, '/tmp').faults).toBe(false);
    expect(loadConfig({ DIY_FAULTS: 'off' }, '/tmp').faults).toBe(false);
    expect(loadConfig({ DIY_FAULTS: 'on' }, '/tmp').faults).toBe(true);
    expect(() => loadConfig({ DIY_FAULTS: 'yes' }, '/tmp')).toThrow(/DIY_FAULTS/);
    const prod = { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) };
    expect(loadConfig(prod, '/tmp').faults).toBe(false);
    expect(() => loadConfig({ ...prod, DIY_FAULTS: 'on' }, '/tmp')).toThrow(ConfigError);
    expect(() => loadConfig({ ...prod, DIY_FAULTS: 'on' }, '/tmp')).toThrow('Invalid environment variable DIY_FAULTS="on"');
  });

  it('is absent by default and in production: no route, nothing documented, requests untouched', async () => {
    for (const app of [plain, production]) {
      const res = await arm(app, { method: 'GET', route: '/api/offers/audience', kind: 'crash' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors.message).toBe(NO_ROUTE_MESSAGE);
      expect((await api(app, { method: 'GET', url: '/api/dev/faults' })).statusCode).toBe(404);
      expect(app.hasRoute({ method: 'POST', url: '/api/dev/faults' })).toBe(false);
    }
    const doc = (await plain.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/dev/outbox');
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev/faults'))).toEqual([]);
    // The switched-on app documents it (so the lead can see what a journey may do).
    const on = (await faulty.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(on.paths)).toContain('/api/dev/faults');
  });

  it('answers only this machine, like every development route', async () => {
    const res = await api(faulty, { method: 'POST', url: '/api/dev/faults', payload: { method: 'GET', route: '/api/offers/audience', kind: 'crash' }, remoteAddress: '192.168.1.23' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.code).toBe('ERR.DEV.LOCAL_ONLY');
  });

  it("a crash fails the armed route for the armed caller only, as the error handler's real 500, then disarms", async () => {
    const mine = await login(faulty, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const other = await login(faulty, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const armed = await arm(faulty, { method: 'GET', route: '/api/offers/audience', kind: 'crash', token: mine });
    expect(armed.statusCode, armed.body).toBe(200);
    const { id } = armed.json().data as { id: string };

    // Another session of the same user, and another route of mine, are not touched.
    expect((await api(faulty, { method: 'GET', url: '/api/offers/audience', token: other })).statusCode).toBe(200);
    expect((await api(faulty, { method: 'GET', url: '/api/offers/events', token: mine })).statusCode).toBe(200);

    const failed = await api(faulty, { method: 'GET', url: '/api/offers/audience', token: mine });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      status: 500,
      errors: {
        code: 'ERR.INTERNAL',
        message: GENERIC_ERROR_MESSAGE,
        shortDesc: GENERIC_ERROR_MESSAGE,
        longDesc: GENERIC_ERROR_MESSAGE,
        requestId: failed.headers['x-request-id'],
      },
    });
    // Once (times defaults to 1): the next call is answered.
    expect((await api(faulty, { method: 'GET', url: '/api/offers/audience', token: mine })).statusCode).toBe(200);
    const listed = (await api(faulty, { method: 'GET', url: '/api/dev/faults' })).json().data.faults as { id: string; hits: number; remaining: number }[];
    expect(listed.find((f) => f.id === id)).toMatchObject({ hits: 1, remaining: 0 });
    expect(JSON.stringify(listed)).not.toContain(mine);
    expect((await api(faulty, { method: 'DELETE', url: `/api/dev/faults/${id}` })).json().data).toEqual({ removed: true });
  });

  it('session-expired answers what a revoked session gets, on a route with parameters', async () => {
    const mine = await login(faulty, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const gone = await login(faulty, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    await api(faulty, { method: 'POST', url: '/api/auth/logout', token: gone, payload: {} });
    const real = await api(faulty, { method: 'GET', url: '/api/offers/events/ET00010002', token: gone });
    expect(real.statusCode).toBe(401);

    const armed = await arm(faulty, { method: 'GET', route: '/api/offers/events/:eventCode', kind: 'session-expired', token: mine, times: 2 });
    expect(armed.statusCode, armed.body).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const res = await api(faulty, { method: 'GET', url: '/api/offers/events/ET00010002', token: mine });
      expect(res.statusCode).toBe(401);
      // The same answer, but for each request's own id.
      expect(res.json()).toEqual({ ...real.json(), errors: { ...real.json().errors, requestId: res.headers['x-request-id'] } });
    }
    expect((await api(faulty, { method: 'GET', url: '/api/offers/events/ET00010002', token: mine })).statusCode).toBe(200);
  });

  it('refuses to arm a route the API does not have (400 naming the field)', async () => {
    const res = await arm(faulty, { method: 'GET', route: '/api/offers/nothing-here', kind: 'crash' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ code: 'ERR.VALIDATION', field: 'route' });
    expect((await arm(faulty, { method: 'GET', route: '/api/offers/audience', kind: 'explode' })).statusCode).toBe(400);
  });
});
