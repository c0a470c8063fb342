import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's level numbers: a message is written when its level's number is at least the logger's. */
const RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * Fastify gives every request a logger of its own, a child bound to the request's id. With our redaction rules a pino
 * child costs about 8 µs to build, a quarter of what a small request costs the whole stack, and most requests never
 * log anything (we log warnings and errors, and 4xx answers at info). So the child is built on first use: a call at a
 * level the logger drops returns at once, as pino's own methods do, and a call that writes goes through the real child,
 * with the request id bound as before. Set as the server's `childLoggerFactory` (app.ts).
 */
export const lazyRequestLogger: ChildLoggerFactory = function lazyRequestLogger(parent, bindings, options) {
  let built: FastifyBaseLogger | null = null;
  const real = (): FastifyBaseLogger => (built ??= parent.child(bindings, options));
  // The route's own level (Fastify's `logLevel` route option) wins over the parent's, which may change at run time.
  const level = (): string => built?.level ?? options.level ?? parent.level;
  const threshold = (): number => RANK[level()] ?? RANK.info!;
  const method =
    (level: Level) =>
    (...args: unknown[]): void => {
      if (RANK[level]! < threshold()) return;
      (real()[level] as (...a: unknown[]) => void)(...args);
    };
  const lazy = {
    fatal: method('fatal'),
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    trace: method('trace'),
    silent: () => undefined,
    child: (childBindings: Parameters<FastifyBaseLogger['child']>[0], childOptions?: Parameters<FastifyBaseLogger['child']>[1]) =>
      real().child(childBindings, childOptions),
    get level(): string {
      return level();
    },
    set level(value: string) {
      real().level = value;
    },
  };
  return lazy as unknown as FastifyBaseLogger;
};
