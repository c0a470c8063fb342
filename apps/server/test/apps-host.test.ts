import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppHost } from '../src/apps-host';
import { engines, useTestApp } from './helpers';

describe.each(engines())('apps host on %s', (engine) => {
  const ctx = useTestApp(engine, { seed: false });
  let host: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'diy-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Organiser</title><script src="/env.js"></script>');
    writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (ctx.app.server.address() as AddressInfo).port;
    host = await buildAppHost(dist, apiPort, ctx.app.log);
  });

  afterAll(async () => {
    await host?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the built app with an SPA fallback for HTML navigations', async () => {
    const index = await host.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Organiser</title>');
    const deep = await host.inject({ method: 'GET', url: '/events/draft/123', headers: { accept: 'text/html,*/*' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>Organiser</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const missingAsset = await host.inject({ method: 'GET', url: '/assets/nope.js', headers: { accept: '*/*' } });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('caches hashed assets for long and revalidates the rest', async () => {
    const asset = await host.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await host.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers /env.js with the API base and no caching', async () => {
    const res = await host.inject({ method: 'GET', url: '/env.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim()).toBe('window.__DIY_CONFIG__ = {"apiBaseUrl":"/api"};');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('proxies /api to the API server, same origin', async () => {
    const res = await host.inject({ method: 'GET', url: '/api/health', headers: { 'x-app-code': 'DIY' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { engine, migration: ctx.migration } });
    const refused = await host.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(400);
  });
});
