import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { repoRoot } from './db/paths';
import { frameworkErrorOptions } from './http/framework-errors';

/** Where `npm run build-storybook` (and `npm start`, through turbo) writes the static Storybook. */
export function storybookDir(root: string = repoRoot()): string {
  return join(root, 'storybook-static');
}

/**
 * A static server for the built Storybook, for designers (`npm start` builds it once per change). It talks to no API:
 * its screens answer from Mock Service Worker inside the page. Storybook's own pages carry inline scripts, so the apps'
 * strict policy is not theirs; they are still never framed by another site and never sniffed.
 */
export async function buildStorybookHost(dir: string, logger: FastifyBaseLogger): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    ...frameworkErrorOptions,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('content-security-policy', "frame-ancestors 'self'");
  });
  await app.register(fastifyStatic, {
    root: dir,
    index: ['index.html'],
    // Storybook names its bundles by content under /assets and /sb-*: cached a year; the pages and index.json revalidate.
    setHeaders: (reply, path) => {
      const hashed = /[/\\](assets|sb-addons|sb-manager|sb-common-assets)[/\\]/.test(path.slice(dir.length));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return app;
}

export interface HostedStorybook {
  url: string;
  app: FastifyInstance;
}

/**
 * Serves storybook-static/ on STORYBOOK_PORT when SERVE_STORYBOOK is on, the build exists and the port is free;
 * otherwise null.
 */
export async function startStorybookHost(config: Config, logger: FastifyBaseLogger, dir: string = storybookDir()): Promise<HostedStorybook | null> {
  if (!config.serveStorybook) return null;
  if (!existsSync(join(dir, 'index.html'))) {
    logger.warn(`storybook-static is missing: build it (npm run build-storybook) to serve it on port ${config.storybookPort}`);
    return null;
  }
  const app = await buildStorybookHost(dir, logger.child({ app: 'storybook' }));
  try {
    await app.listen({ port: config.storybookPort, host: config.host });
  } catch (err) {
    // A designers' page never takes the API down: the second process of a cluster on one host (or a test server beside
    // a running npm start) finds the port taken and goes on without it.
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    logger.warn(`Storybook is not served by this process: port ${config.storybookPort} is in use (STORYBOOK_PORT moves it)`);
    await app.close();
    return null;
  }
  return { url: `http://localhost:${config.storybookPort}`, app };
}
