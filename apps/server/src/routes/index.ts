import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth';
import { passwordRoutes } from './auth/password';
import { devRoutes } from './dev';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { signupRoutes } from './signup';
import { userRoutes } from './user';

export interface ApiRoutesOptions {
  /** Development and demo mode: the outbox routes exist (never in production). */
  devRoutes: boolean;
}

/** Every API area, mounted under /api by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, opts) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(signupRoutes);
  await app.register(userRoutes);
  await app.register(eventRoutes);
  if (opts.devRoutes) await app.register(devRoutes);
};
