import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export interface DrainOptions {
  api: FastifyInstance;
  /** Servers of the same process closed before the API (the app hosts, whose /api proxies call it). */
  hosts?: FastifyInstance[];
  database: Pick<Database, 'close'>;
  /** How long the process keeps serving with its readiness failing, so the balancer stops sending to it first. */
  delayMs: number;
  /** How long the rest may take; after that the drain gives up (the caller exits anyway). */
  timeoutMs: number;
}

/**
 * A graceful stop (SIGTERM, main.ts), in the order a load balancer needs:
 * 1. the readiness check fails (GET /api/health/ready: 503), and answers close their connections;
 * 2. after `delayMs` (the balancer has noticed), the job queue claims nothing more and gives back the jobs it claimed
 *    but has not started; then the app hosts close, then the API: live streams get `event: reconnect` and end, the
 *    listener stops accepting, requests in flight finish, the running job finishes, the worker stops;
 * 3. the database closes.
 * Answers true when all of it finished within `timeoutMs`.
 */
export async function drain(o: DrainOptions): Promise<boolean> {
  o.api.lifecycle.startDraining();
  o.api.log.info({ delayMs: o.delayMs }, 'draining: readiness fails from now on');
  if (o.delayMs > 0) await sleep(o.delayMs);
  o.api.scheduling.queue.drain();
  const closing = (async () => {
    for (const host of o.hosts ?? []) await host.close().catch(() => undefined);
    await o.api.close();
    await o.database.close();
    return true;
  })();
  const timer = new AbortController();
  const finished = await Promise.race([closing, sleep(o.timeoutMs, false, { signal: timer.signal }).catch(() => false)]);
  timer.abort();
  return finished;
}
