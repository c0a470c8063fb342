import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { APP_CODE, APP_CODE_HEADER, IDENTITY_ERROR_CODES, PRERENDERED_LOGIN } from '@diy/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppHost, ENV_JS } from '../src/apps-host';
import { SERVER_ERROR_CODES } from '../src/http/errors';
import { ADDRESS_FAILURES_PER_WINDOW } from '../src/services/login-limits';
import { describeEngines, useTestApp } from './helpers';

describeEngines('apps host on %s', (engine) => {
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

  it('sends the API the client address from its socket: a made-up X-Forwarded-For does not dodge the address limit', async () => {
    await host.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
    const attempt = (i: number) =>
      fetch(`${origin}/api/auth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [APP_CODE_HEADER]: APP_CODE,
          // Each guess claims another address, in every way a client could.
          'x-forwarded-for': `203.0.113.${i}`,
          forwarded: `for=198.51.100.${i}`,
          'x-real-ip': `192.0.2.${i}`,
        },
        body: JSON.stringify({ username: `nobody${i}@demo.in`, password: 'Wrong@2026' }),
      });
    for (let i = 0; i < ADDRESS_FAILURES_PER_WINDOW; i += 1) expect((await attempt(i)).status).toBe(401);
    const refused = await attempt(ADDRESS_FAILURES_PER_WINDOW);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { errors: { code: string } }).errors.code).toBe(IDENTITY_ERROR_CODES.loginRateLimited);
  });

  it('sends security headers: a strict policy for the app, never framed, no referrer, nosniff; no HSTS on plain http', async () => {
    const index = await host.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(index.headers['x-frame-options']).toBe('DENY');
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['referrer-policy']).toBe('no-referrer');
    expect(index.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/env.js', '/assets/index-3f9a1c.js', '/events/draft/123']) {
      const res = await host.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(res.headers['content-security-policy'], url).toBe(index.headers['content-security-policy']);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    // Believed only from a proxy TRUST_PROXY names: a client cannot ask for HSTS on plain http.
    const claimed = await host.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the development routes from anyone reaching them through an app (the proxy is not this machine)', async () => {
    const res = await host.inject({ method: 'GET', url: '/api/dev/outbox', headers: { [APP_CODE_HEADER]: APP_CODE } });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.code).toBe(SERVER_ERROR_CODES.devLocalOnly);
    const page = await host.inject({ method: 'GET', url: '/api/dev/outbox/page' });
    expect(page.statusCode).toBe(403);
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
    expect(res.body).toBe(ENV_JS);
    expect(res.body).toContain('window.__DIY_CONFIG__ = {"apiBaseUrl":"/api"};\n');
    expect(res.body).toContain('jitless: true');
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

describe('apps host /api proxy headers', () => {
  let upstream: FastifyInstance;
  let dist: string;
  const hosts: FastifyInstance[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'diy-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>App</title>');
    // An upstream that answers with the headers it received.
    upstream = Fastify({ logger: false });
    upstream.all('/api/*', async (request) => request.headers);
    await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const h of hosts) await h.close();
    await upstream?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const hostWith = async (trustProxy?: string) => {
    const h = await buildAppHost(dist, (upstream.server.address() as AddressInfo).port, upstream.log, { trustProxy });
    hosts.push(h);
    return h;
  };
  const spoofed = {
    host: 'organiser.example.in',
    'x-forwarded-for': '203.0.113.7, 10.0.0.1',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
    forwarded: 'for=198.51.100.1;proto=https',
    'x-real-ip': '192.0.2.1',
  };

  it('replaces what the client claims with the socket address, the Host it asked for and http', async () => {
    const h = await hostWith();
    const res = await h.inject({ method: 'GET', url: '/api/echo', headers: spoofed, remoteAddress: '198.51.100.20' });
    const seen = res.json();
    expect(seen['x-forwarded-for']).toBe('198.51.100.20');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe('organiser.example.in');
    for (const name of ['forwarded', 'x-real-ip', 'x-forwarded-port']) expect(seen[name], name).toBeUndefined();
  });

  it('believes a proxy TRUST_PROXY names (a load balancer ending TLS in front), and sends HSTS then', async () => {
    const h = await hostWith('10.0.0.0/8');
    const res = await h.inject({ method: 'GET', url: '/api/echo', headers: spoofed, remoteAddress: '10.0.0.2' });
    const seen = res.json();
    // The chain is read from the right while its hops are trusted: 10.0.0.2 and 10.0.0.1 are, 203.0.113.7 is the client.
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['x-forwarded-host']).toBe('evil.example');
    const page = await h.inject({ method: 'GET', url: '/', headers: { ...spoofed, accept: 'text/html' }, remoteAddress: '10.0.0.2' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await h.inject({ method: 'GET', url: '/api/echo', headers: spoofed, remoteAddress: '198.51.100.20' });
    expect(untrusted.json()['x-forwarded-for']).toBe('198.51.100.20');
  });
});

describe('apps host prerendered login page', () => {
  let dist: string;
  let host: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'diy-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>');
    writeFileSync(join(dist, PRERENDERED_LOGIN.file), '<!doctype html><title>App</title><div id="root"><form aria-label="Log in"></form></div>');
    const upstream = Fastify({ logger: false });
    host = await buildAppHost(dist, 1, upstream.log);
  });
  afterAll(async () => {
    await host?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the login path with the page the build drew, every other path with the app', async () => {
    for (const url of [PRERENDERED_LOGIN.path, `${PRERENDERED_LOGIN.path}?id=7`]) {
      const login = await host.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(login.statusCode, url).toBe(200);
      expect(login.body, url).toContain('<form aria-label="Log in">');
      expect(login.headers['cache-control'], url).toBe('no-cache');
      expect(String(login.headers['content-security-policy']), url).toContain("style-src 'self' 'unsafe-inline'");
    }
    for (const url of ['/', '/login/otp', '/events/live']) {
      const page = await host.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.body, url).toBe('<!doctype html><title>App</title><div id="root"></div>');
    }
  });
});
