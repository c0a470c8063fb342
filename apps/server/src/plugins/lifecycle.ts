import { type NotReadyReason, READINESS_DB_TIMEOUT_MS } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { type MigrationState, migrationStateReader } from '../db/migrate';

/**
 * Whether this server process should get traffic (GET /api/health/ready, for the load balancer): not while it drains
 * for a shutdown (main.ts, SIGTERM), not while migrations run on its database or the database lags this code's
 * migrations, and not while the database does not answer within READINESS_DB_TIMEOUT_MS.
 */
export class Lifecycle {
  private drainingSince: number | null = null;

  constructor(
    private readonly database: Database,
    private readonly readState: (database: Database) => Promise<MigrationState> = migrationStateReader(),
    private readonly timeoutMs: number = READINESS_DB_TIMEOUT_MS,
  ) {}

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** From now on the readiness check fails (the first step of a drain); the process still serves what reaches it. */
  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  /** Why the process should get no traffic now, or null when it is ready. */
  async notReady(): Promise<NotReadyReason | null> {
    if (this.draining) return 'draining';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
    });
    try {
      const state = await Promise.race([this.readState(this.database), timeout]);
      if (state === 'timeout') return 'database';
      if (state.migrating) return 'migrating';
      return state.behind ? 'schema' : null;
    } catch {
      return 'database';
    } finally {
      clearTimeout(timer);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness and draining (plugins/lifecycle.ts). */
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle = new Lifecycle(app.database);
    app.decorate('lifecycle', lifecycle);
    // While draining, each answer closes its connection: a balancer's kept-alive connections do not hold the close up.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle', dependencies: ['services'] },
);
