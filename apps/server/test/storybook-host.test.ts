import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildStorybookHost, startStorybookHost } from '../src/storybook-host';

describe('storybook host', () => {
  let host: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'diy-storybook-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>DIY Events Storybook</title>');
    writeFileSync(join(dir, 'index.json'), JSON.stringify({ v: 5, entries: {} }));
    writeFileSync(join(dir, 'assets', 'iframe-3f9a1c.js'), 'console.log("preview")');
    host = await buildStorybookHost(dir, Fastify().log);
  });

  afterAll(async () => {
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the built Storybook: its page and index.json revalidate, hashed bundles are cached a year', async () => {
    const page = await host.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('DIY Events Storybook');
    expect(page.headers['cache-control']).toBe('no-cache');
    const index = await host.inject({ method: 'GET', url: '/index.json' });
    expect(index.json()).toEqual({ v: 5, entries: {} });
    const bundle = await host.inject({ method: 'GET', url: '/assets/iframe-3f9a1c.js' });
    expect(bundle.headers['cache-control']).toContain('immutable');
  });

  it('is never framed by another site and never sniffed', async () => {
    const page = await host.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('goes on without Storybook when its port is taken (a second process on the same host), never failing the API', async () => {
    const taken = Fastify();
    await taken.listen({ port: 0, host: '127.0.0.1' });
    const port = (taken.server.address() as { port: number }).port;
    const warnings: string[] = [];
    const base = Fastify().log;
    const logger = Object.assign(Object.create(base) as typeof base, { warn: (m: string) => void warnings.push(m), child: () => base });
    try {
      const config = loadConfig({ STORYBOOK_PORT: String(port), HOST: '127.0.0.1' });
      expect(await startStorybookHost(config, logger, dir)).toBeNull();
      expect(warnings.join(' ')).toContain(`port ${port} is in use`);
      // The same build on a free port is served.
      const free = await startStorybookHost({ ...config, storybookPort: 0 }, logger, dir);
      expect(free).not.toBeNull();
      await free?.app.close();
    } finally {
      await taken.close();
    }
  });

  it('answers 404 for a file the build does not have', async () => {
    expect((await host.inject({ method: 'GET', url: '/nothing.js' })).statusCode).toBe(404);
  });

  it('is off with SERVE_STORYBOOK=false, on port 4004 by default', async () => {
    expect(loadConfig({}).storybookPort).toBe(4004);
    expect(loadConfig({}).serveStorybook).toBe(true);
    const off = loadConfig({ SERVE_STORYBOOK: 'false', STORYBOOK_PORT: '4350' });
    expect(off).toMatchObject({ serveStorybook: false, storybookPort: 4350 });
    expect(await startStorybookHost(off, Fastify().log)).toBeNull();
    expect(() => loadConfig({ STORYBOOK_PORT: 'x' })).toThrow(/STORYBOOK_PORT/);
  });
});
