import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { userRoutes } from './user';

/** Every API area, mounted under /api by app.ts. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(eventRoutes);
};
