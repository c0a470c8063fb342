import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** One year, with subdomains: sent only on requests that reached a trusted proxy over TLS (see `securityHeaders`). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The API answers JSON (and files): nothing in it may run, load anything, or be framed. The docs and the
 * development outbox page set their own, wider policies on their routes.
 */
export const API_CSP = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * The three apps: scripts only from their own files (the built index.html has no inline script, and the injected
 * configuration is the file /env.js); styles from files and inline, because styled-components writes its rules
 * into <style> tags at run time (a nonce would need every index.html answer rendered per request, and the rules
 * come from our own components, never from user input); images from the app, data: and blob: URLs (the banner
 * cropper and the logo preview); fetches only to the same origin (/api is proxied); never framed.
 */
export const APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * Stored files opened in a tab (an image, a KYC PDF): still nothing runs, but the browser's own image and PDF pages
 * may style themselves (under the API's policy Chrome refuses its image page's inline styles).
 */
export const FILE_CSP = {
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

type Directives = Record<string, readonly string[]>;

/** Writes a directive map as a header value (for routes that set their own policy). */
export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function helmetOptions(directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(directives).map(([k, v]) => [k, [...v]])),
    },
    // Sent per request by `securityHeaders` instead: only when TLS ended at a trusted proxy in front.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * Helmet's headers on every answer, its middleware built once. (@fastify/helmet builds helmet's middleware again for
 * every request, about 6 µs each here, plus an async hook; built once it costs under half a microsecond.) They are
 * set on the raw response, so a route's own `reply.header` (the docs' and the outbox page's policies) wins.
 *
 * Plus Strict-Transport-Security when the request arrived over HTTPS: Fastify reads `X-Forwarded-Proto` only from
 * the proxies `TRUST_PROXY` names (and the app hosts' own proxies, on loopback, which pass on what they were told),
 * so HSTS is sent exactly when TLS terminates at a trusted proxy in front, and never on plain http://localhost.
 */
function securityHeaders(app: FastifyInstance, directives: Directives): void {
  const apply = helmet(helmetOptions(directives));
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
      done(err as Error | undefined);
    });
  });
}

/** Security headers of every API answer, plus HSTS behind TLS. */
export const apiSecurityHeaders = fp(async (app: FastifyInstance) => securityHeaders(app, API_CSP), { name: 'security-headers' });

/** Security headers of the app hosts' answers (the proxied /api answers keep the API's). */
export const appSecurityHeaders = fp(async (app: FastifyInstance) => securityHeaders(app, APP_CSP), { name: 'security-headers' });
