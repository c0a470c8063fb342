import { existsSync } from 'node:fs';
import { join } from 'node:path';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, PRERENDERED_LOGIN } from '@diy/domain';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from './config';
import { repoRoot } from './db/paths';
import { frameworkErrorOptions } from './http/framework-errors';
import { appSecurityHeaders } from './plugins/security-headers';

export interface HostedApp {
  name: 'organiser' | 'scanner' | 'admin';
  port: number;
  url: string;
  app: FastifyInstance;
}

/**
 * The injected configuration, a file loaded before the app's modules. Its second line turns zod's JIT off before
 * zod loads: under the apps' policy (no 'unsafe-eval') zod's probe for `new Function`, made when the first object
 * schema is built, is refused and reported as a violation. `z.config({ jitless: true })` inside the bundle cannot be
 * relied on to run first (the bundler orders side-effect-free modules freely); zod reads this global when it loads.
 */
export const ENV_JS =
  `window.__DIY_CONFIG__ = ${JSON.stringify({ apiBaseUrl: API_PREFIX })};\n` +
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });\n';

/** Headers a client may send to claim another address, host or scheme: never passed on as they came. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/**
 * The headers the /api proxy sends upstream: the client's own forwarding headers are dropped and replaced by what
 * this host knows. `request.ip`, `request.host` and `request.protocol` come from the socket and the Host header,
 * or from the forwarding headers of a proxy in front when TRUST_PROXY names it; the API believes this host (loopback).
 */
export function forwardedHeaders<H extends IncomingHttpHeaders>(request: Pick<FastifyRequest, 'ip' | 'host' | 'protocol'>, headers: H): H {
  const out: IncomingHttpHeaders = { ...headers };
  for (const name of FORWARDING_HEADERS) delete out[name];
  out['x-forwarded-for'] = request.ip;
  out['x-forwarded-proto'] = request.protocol;
  if (request.host) out['x-forwarded-host'] = request.host;
  return out as H;
}

export interface AppHostOptions {
  /** Proxies in front of this host whose forwarding headers are believed (TRUST_PROXY); default none. */
  trustProxy?: string;
}

/** One static server for a built app: assets, SPA fallback, /env.js and a same-origin proxy to the API. */
export async function buildAppHost(
  distDir: string,
  apiPort: number,
  logger: FastifyBaseLogger,
  options: AppHostOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    // Unset, the socket is the client: a client's X-Forwarded-For is nobody's word.
    trustProxy: options.trustProxy ?? false,
    ...frameworkErrorOptions,
  });

  await app.register(appSecurityHeaders);
  await app.register(proxy, {
    upstream: `http://127.0.0.1:${apiPort}`,
    prefix: API_PREFIX,
    rewritePrefix: API_PREFIX,
    http2: false,
    replyOptions: { rewriteRequestHeaders: forwardedHeaders },
  });

  app.get('/env.js', async (_request, reply) => {
    return reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache, no-store, must-revalidate').send(ENV_JS);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ['index.html'],
    // The builds carry brotli and gzip copies (vite-precompress.ts): sent as Accept-Encoding asks, with Vary and the
    // compressed file's own Content-Length; the plain file for a client that accepts neither.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite puts content-hashed files under /assets: cache them for a year; everything else revalidates.
      const hashed = /[/\\]assets[/\\]/.test(path.slice(distDir.length));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // The login page drawn at build time (vite-prerender.ts), where the build has it; every other path gets the app.
  const prerendered = existsSync(join(distDir, PRERENDERED_LOGIN.file)) ? PRERENDERED_LOGIN : null;
  app.setNotFoundHandler(async (request, reply) => {
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml && !request.url.startsWith('/assets/')) {
      const path = request.url.split('?')[0];
      return reply.header('cache-control', 'no-cache').sendFile(prerendered && path === prerendered.path ? prerendered.file : 'index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}

/** Starts the three app servers whose builds exist; a missing build is skipped with a warning. */
export async function startAppsHost(config: Config, logger: FastifyBaseLogger): Promise<HostedApp[]> {
  const root = repoRoot();
  const apps = [
    { name: 'organiser', port: config.organiserPort },
    { name: 'scanner', port: config.scannerPort },
    { name: 'admin', port: config.adminPort },
  ] as const;
  const started: HostedApp[] = [];
  for (const { name, port } of apps) {
    const dist = join(root, 'apps', name, 'dist');
    if (!existsSync(join(dist, 'index.html'))) {
      logger.warn(`apps/${name}/dist is missing: build it (npm run build -w @diy/${name}) to serve it on port ${port}`);
      continue;
    }
    const app = await buildAppHost(dist, config.apiPort, logger.child({ app: name }), { trustProxy: config.trustProxy });
    await app.listen({ port, host: config.host });
    started.push({ name, port, url: `http://localhost:${port}`, app });
  }
  return started;
}
