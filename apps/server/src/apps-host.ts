import { existsSync } from 'node:fs';
import { join } from 'node:path';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@diy/domain';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { repoRoot } from './db/paths';
import { frameworkErrorOptions } from './http/framework-errors';

export interface HostedApp {
  name: 'organiser' | 'scanner' | 'admin';
  port: number;
  url: string;
  app: FastifyInstance;
}

const ENV_JS = `window.__DIY_CONFIG__ = ${JSON.stringify({ apiBaseUrl: API_PREFIX })};\n`;

/** One static server for a built app: assets, SPA fallback, /env.js and a same-origin proxy to the API. */
export async function buildAppHost(distDir: string, apiPort: number, logger: FastifyBaseLogger): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    ...frameworkErrorOptions,
  });

  await app.register(proxy, {
    upstream: `http://127.0.0.1:${apiPort}`,
    prefix: API_PREFIX,
    rewritePrefix: API_PREFIX,
    http2: false,
  });

  app.get('/env.js', async (_request, reply) => {
    return reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache, no-store, must-revalidate').send(ENV_JS);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ['index.html'],
    setHeaders: (reply, path) => {
      // Vite puts content-hashed files under /assets: cache them for a year; everything else revalidates.
      const hashed = /[/\\]assets[/\\]/.test(path.slice(distDir.length));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml && !request.url.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
    const app = await buildAppHost(dist, config.apiPort, logger.child({ app: name }));
    await app.listen({ port, host: config.host });
    started.push({ name, port, url: `http://localhost:${port}`, app });
  }
  return started;
}
