import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, APP_CODE, APP_CODE_HEADER } from '@diy/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { transformDocument, transformRoute } from '../http/openapi-document';

/** Inline styles: swagger-ui's bundle writes a <style> element at run time (and no hash may sit beside them). */
const STYLES = ['style-src', "'self'", "'unsafe-inline'"];

/**
 * The docs' policy: swagger-ui's own (scripts only from its files, plus hashes of its inline ones), never framed,
 * nothing from other hosts (no https: styles or fonts, no validator badge), and without upgrade-insecure-requests,
 * which would break the docs on http:// (a laptop, a phone on the network).
 */
export function docsCsp(header: string): string {
  return header
    .split(';')
    .map((d) => d.trim().split(/\s+/).filter((t) => t && t !== 'https:' && t !== 'validator.swagger.io'))
    .filter((tokens) => tokens.length > 0 && tokens[0] !== 'upgrade-insecure-requests')
    .map((tokens) => (tokens[0] === 'frame-ancestors' ? ['frame-ancestors', "'none'"] : tokens[0] === 'style-src' ? STYLES : tokens).join(' '))
    .join('; ');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as registered (the document's test walks them). */
    registeredRoutes: readonly RouteOptions[];
  }
}

/** The OpenAPI document built from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    const registered: RouteOptions[] = [];
    app.decorate('registeredRoutes', registered);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'DIY Events API',
          description: `Every call sends \`${APP_CODE_HEADER}: ${APP_CODE}\`; authenticated calls send \`Authorization: Bearer <accessToken>\`. Answers are \`{status, data}\` or \`{status, errors}\`.`,
          version: '0.1.0',
          license: { name: 'Proprietary' },
        },
        // The paths carry the /api prefix: the server is the origin the document is read from.
        servers: [{ url: '/', description: 'This server (the origin that serves /api/docs)' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            appCode: { type: 'apiKey', in: 'header', name: APP_CODE_HEADER },
            channelKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
            metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (the metrics also answer this machine without it)' },
          },
        },
        security: [{ appCode: [] }],
      },
      transform: transformRoute,
      transformObject: transformDocument as never,
    });
    await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true, transformStaticCSP: docsCsp });
  },
  { name: 'openapi' },
);
