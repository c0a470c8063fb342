import { describe, expect, it } from 'vitest';
import { apiTrustProxy } from '../src/app';
import { HSTS_VALUE } from '../src/plugins/security-headers';
import { api, describeEngines, useTestApp } from './helpers';

const API_POLICY = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

describeEngines('security headers of the API on %s', (engine) => {
  const ctx = useTestApp(engine, { seed: false, nodeEnv: 'development' });

  it('sends a nothing-runs policy, no framing, no referrer and nosniff on answers, errors included', async () => {
    const answers = [
      await api(ctx.app, { method: 'GET', url: '/api/health' }),
      await api(ctx.app, { method: 'GET', url: '/api/no-such-route' }),
      await ctx.app.inject({ method: 'GET', url: '/api/health' }), // 400: no app code
      await api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: {} }), // 400: validation
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 400, 400]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe(API_POLICY);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only when a trusted proxy says the request came over TLS', async () => {
    // The app hosts' proxies (loopback) pass on what they were told by a proxy TRUST_PROXY names.
    const tls = await api(ctx.app, { method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
    expect(tls.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const plain = await api(ctx.app, { method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client that is not a trusted proxy cannot switch it on (or claim TLS) by sending the header.
    const claimed = await api(ctx.app, { method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '198.51.100.4' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the API docs working under their own policy: files and hashes only, never framed, no upgrade to https', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*(;|$)/);
    expect(csp).not.toContain('https:');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['x-frame-options']).toBe('DENY');
    // Everything the page loads is a file of the same origin.
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await ctx.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs/').pathname });
      expect(res.statusCode, src).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('serves stored files under a policy where nothing runs, to be shown on other sites too', async () => {
    await ctx.app.services.storage.put('public/events/d9/banner.jpeg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/files/public/events/d9/banner.jpeg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('gives the development outbox page its own policy, never framed', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/page' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('whose forwarding headers the API believes', () => {
  it('always the app hosts on loopback, plus what TRUST_PROXY names', () => {
    expect(apiTrustProxy(undefined)).toBe('loopback');
    expect(apiTrustProxy('10.0.0.0/8')).toBe('loopback,10.0.0.0/8');
    expect(apiTrustProxy('loopback, 10.0.0.1,uniquelocal')).toBe('loopback,10.0.0.1,uniquelocal');
  });
});
