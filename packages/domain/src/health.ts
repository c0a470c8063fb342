import * as z from 'zod';

/** GET /api/health (liveness): the process answers, its database engine and the newest migration it knows. */
export const healthSchema = z.object({ engine: z.enum(['pglite', 'postgres']), migration: z.string() });
export type Health = z.infer<typeof healthSchema>;

/**
 * Why a server process is not ready for traffic (GET /api/health/ready answers 503 with `ERR.NOT_READY`): a load
 * balancer sends requests only to processes that answer 200.
 */
export const NOT_READY_REASONS = ['draining', 'migrating', 'schema', 'database'] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

export const NOT_READY_CODE = 'ERR.NOT_READY';

export const NOT_READY_MESSAGES: Record<NotReadyReason, string> = {
  draining: 'This server is shutting down. Send requests to another one.',
  migrating: 'The database is being migrated. Try again in a moment.',
  schema: 'The database has not been migrated to this server version yet.',
  database: 'The database does not answer.',
};

/** How long the readiness check waits for the database before it calls it unreachable. */
export const READINESS_DB_TIMEOUT_MS = 2_000;

/** GET /api/health/ready: 200 when the process takes traffic (the database answers, migrated, not shutting down). */
export const readinessSchema = healthSchema.extend({ ready: z.literal(true) });
export type Readiness = z.infer<typeof readinessSchema>;
