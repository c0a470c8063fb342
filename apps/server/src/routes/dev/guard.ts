import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError, SERVER_ERROR_CODES } from '../../http/errors';

/** The header, or the query parameter (for the outbox page in a browser), that carries the development token. */
export const DEV_TOKEN_HEADER = 'x-dev-token';
export const DEV_TOKEN_PARAM = 'devToken';

export const DEV_LOCAL_ONLY_MESSAGE =
  'Development routes answer only this machine, or a request carrying the development token that npm start printed.';

/** A fresh development token (per start of the server): 128 random bits, URL-safe. */
export function newDevToken(): string {
  return randomBytes(16).toString('base64url');
}

/** An address as logged: the development token's value replaced. */
export function maskDevToken(url: string): string {
  return url.includes(DEV_TOKEN_PARAM) ? url.replace(/([?&]devToken=)[^&#]*/g, '$1[redacted]') : url;
}

/** Headers a proxy adds: a request carrying any of them may have come from anywhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * Whether the request comes straight from this machine: the socket's peer is a loopback address (the raw socket,
 * not `request.ip`, which believes forwarding headers) and no proxy stepped in. The app hosts' /api proxies connect
 * from loopback too, but always add X-Forwarded-For, so a phone reaching the API through an app is not local.
 */
export function isDirectLocal(raw: IncomingMessage): boolean {
  if (!isLoopback(raw.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((name) => raw.headers[name] === undefined);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[DEV_TOKEN_HEADER];
  if (typeof header === 'string') return header;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.[DEV_TOKEN_PARAM];
  return typeof fromQuery === 'string' ? fromQuery : undefined;
}

/**
 * The gate in front of every /api/dev route: a direct local request, or one carrying this start's token, passes;
 * anything else is 403 ERR.DEV.LOCAL_ONLY (the routes exist, and saying why saves a developer on a phone a search:
 * knowing they exist gives nobody the token).
 */
export function devGuard(token: string): onRequestHookHandler {
  const expected = digest(token);
  return (request, _reply, done) => {
    if (isDirectLocal(request.raw)) return done();
    const presented = presentedToken(request);
    if (presented !== undefined && timingSafeEqual(digest(presented), expected)) return done();
    done(new AppError(403, SERVER_ERROR_CODES.devLocalOnly, DEV_LOCAL_ONLY_MESSAGE));
  };
}
