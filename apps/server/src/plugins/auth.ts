import type { Role } from '@diy/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../http/errors';
import type { RequestUser } from '../services/auth-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (and by `requireRoles`) from `Authorization: Bearer <token>`. */
    user: RequestUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** preHandler: a valid session is required; otherwise 401 ERR.SESSION.EXPIRED. */
export const authenticate: preHandlerAsyncHookHandler = async function (request) {
  const token = bearerToken(request);
  if (!token) throw errors.sessionExpired();
  request.user = await request.server.services.auth.authenticate(token);
};

/** preHandler: authenticated and holding at least one of the roles; otherwise 401 or 403 ERR.FORBIDDEN. */
export function requireRoles(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function (request, reply) {
    await authenticate.call(this, request, reply);
    if (!request.user?.roles.some((r) => roles.includes(r))) throw errors.forbidden();
  };
}

/** The authenticated caller; for handlers behind `authenticate` or `requireRoles`. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw errors.sessionExpired();
  return request.user;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
  },
  { name: 'auth', dependencies: ['services'] },
);
