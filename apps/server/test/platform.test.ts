import { APP_CODE_HEADER, ERROR_CODES } from '@diy/domain';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { latestMigrationTag, runMigrations } from '../src/db/migrate';
import { bookings, events, eventSessions, organisers, tickets, users } from '../src/db/schema';
import { runSeed } from '../src/seed';
import { api, describeEngines, useTestApp } from './helpers';

describeEngines('platform on %s', (engine) => {
  const ctx = useTestApp(engine, { demoBookings: true });

  it('reports the engine and the latest migration on /api/health', async () => {
    const res = await api(ctx.app, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { engine, migration: latestMigrationTag() } });
    expect(latestMigrationTag()).toMatch(/^\d{4}_foundation$|^\d{4}_\w+$/);
  });

  it('applies migrations idempotently', async () => {
    await expect(runMigrations(ctx.database)).resolves.toBe(ctx.migration);
    await expect(runMigrations(ctx.database)).resolves.toBe(ctx.migration);
    const res = await api(ctx.app, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('seeds idempotently: a second run changes no counts', async () => {
    const counts = async () => {
      const { db } = ctx.database;
      const [[o], [u], [e], [s], [b], [t]] = await Promise.all([
        db.select({ n: count() }).from(organisers),
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(events),
        db.select({ n: count() }).from(eventSessions),
        db.select({ n: count() }).from(bookings),
        db.select({ n: count() }).from(tickets),
      ]);
      return { organisers: o?.n, users: u?.n, events: e?.n, sessions: s?.n, bookings: b?.n, tickets: t?.n };
    };
    const before = await counts();
    // 3 demo organisers and 10 demo users (8, plus the two finance staff: maker and checker), plus the staff admin's 2
    // applications waiting for review (organiser and user each).
    expect(before).toMatchObject({ organisers: 5, users: 12, events: 45 });
    expect(before.tickets).toBeGreaterThan(2500);
    const again = await runSeed(ctx.database.db, ctx.clock.now());
    expect(again.eventsInserted).toBe(0);
    expect(again.scanning).toEqual({ todaySessionsCreated: 0, bookingsInserted: 0, ticketsInserted: 0 });
    expect(await counts()).toEqual(before);
  });

  it('requires the app code header on API routes', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, errors: { code: ERROR_CODES.appCode } });
    const wrong = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { [APP_CODE_HEADER]: 'XYZ' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(ERROR_CODES.appCode);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await api(ctx.app, { method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.status).toBe(404);
    expect(body.errors).toMatchObject({ code: ERROR_CODES.notFound });
    expect(typeof body.errors.message).toBe('string');
  });

  it('echoes an incoming request id and makes one otherwise', async () => {
    const given = await api(ctx.app, { method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await api(ctx.app, { method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document without the app code, listing the routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/token', '/api/auth/logout', '/api/user/profile', '/api/user/features', '/api/manage/event']),
    );
    expect(doc.paths['/api/auth/token']?.post).toBeDefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
