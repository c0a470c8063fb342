import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppHost } from '../src/apps-host';

/** The app servers send a build's precompressed copies (written by vite-precompress.ts at build time). */
describe('apps host: precompressed assets', () => {
  let host: FastifyInstance;
  let dist: string;
  const js = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`.repeat(20);
  const entry = '/assets/index-3f9a1c.js';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'diy-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Scanner</title>');
    writeFileSync(join(dist, entry), js);
    writeFileSync(join(dist, `${entry}.br`), brotliCompressSync(js));
    writeFileSync(join(dist, `${entry}.gz`), gzipSync(js));
    // Only a gzip copy: a brotli client falls back to it.
    writeFileSync(join(dist, 'assets', 'only-gz-1a2b.css'), 'body{}'.repeat(500));
    writeFileSync(join(dist, 'assets', 'only-gz-1a2b.css.gz'), gzipSync('body{}'.repeat(500)));
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Scanner"}');
    host = await buildAppHost(dist, 1, Fastify({ logger: false }).log);
  });

  afterAll(async () => {
    await host?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, with Vary, the compressed length and a year of immutable caching', async () => {
    const res = await host.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(statSync(join(dist, `${entry}.br`)).size);
    expect(Number(res.headers['content-length'])).toBeLessThan(js.length / 10);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends gzip to a client that accepts only gzip, and when brotli has no copy', async () => {
    const res = await host.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(statSync(join(dist, `${entry}.gz`)).size);
    expect(gunzipSync(res.rawPayload).toString()).toBe(js);
    const css = await host.inject({ method: 'GET', url: '/assets/only-gz-1a2b.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('sends the plain file to a client that accepts no compression (still Vary), and HEAD the same headers', async () => {
    const res = await host.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(js));
    expect(res.body).toBe(js);
    const none = await host.inject({ method: 'GET', url: entry });
    expect(none.headers['content-encoding']).toBeUndefined();
    const head = await host.inject({ method: 'HEAD', url: entry, headers: { 'accept-encoding': 'br' } });
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(statSync(join(dist, `${entry}.br`)).size);
  });

  it('revalidates files that are not content-hashed; a small file without copies goes plain', async () => {
    const res = await host.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('{"name":"Scanner"}');
    const page = await host.inject({ method: 'GET', url: '/scanningApp/scanner', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Scanner</title>');
  });

  it('answers a missing asset 404, never the app page', async () => {
    const missing = await host.inject({ method: 'GET', url: '/assets/gone-0000.js', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
  });
});
