import cors from '@fastify/cors';
import { API_PREFIX, APP_CODE_HEADER, JSON_BODY_LIMIT_BYTES } from '@diy/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { appliedMigrationTag, latestMigrationTag } from './db/migrate';
import { frameworkErrorOptions } from './http/framework-errors';
import { validatorCompiler } from './http/validation';
import { lazyRequestLogger } from './http/request-logger';
import { requestIdMixin, requestIdOf } from './http/request-id';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { REQUEST_ID_HEADER, requestContextPlugin } from './plugins/request-context';
import { apiSecurityHeaders } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import { safeError } from './safe-errors';
import { housekeepingPlugin } from './services/housekeeping/plugin';
import { livePlugin } from './services/live/plugin';
import { schedulingPlugin } from './services/schedule/scheduling-plugin';
import { moneyPlugin } from './services/money';
import { boxOfficePlugin } from './services/box-office/plugin';
import { payoutsPlugin } from './services/money/payouts-plugin';
import type { Mailer, SmsSender } from './services/messaging';
import type { RateLimitStore } from './services/rate-limit-store';
import type { FileStorage } from './services/storage';
import { apiRoutes } from './routes';
import { maskDevToken, newDevToken } from './routes/dev/guard';

type OptionalConfig =
  | 'nodeEnv' | 'trustProxy' | 'redisUrl' | 'smsGatewayUrl' | 'smsGatewayKey' | 'smtpUrl' | 'mailFrom' | 'dataDir' | 's3' | 'publicUrl' | 'faults' | 'retention'
  | 'metricsToken';

export interface BuildAppOptions {
  config: Pick<Config, 'logLevel' | 'authSecret' | 'corsOrigins'> & Partial<Pick<Config, OptionalConfig>>;
  db: Database;
  /** The clock used for tokens, sessions, codes, rate limits and event tabs; defaults to the wall clock. */
  now?: () => Date;
  /** Overrides the logger (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** Adapters and stores (tests); by default chosen from the configuration. */
  sms?: SmsSender;
  mailer?: Mailer;
  rateLimits?: RateLimitStore;
  /** File storage; by default S3 when configured, else a folder under dataDir (or a temporary folder). */
  storage?: FileStorage;
  /** How long session counts are cached per process (default 1000 ms; tests pass 0). */
  countsCacheMs?: number;
  /** Poll interval of the scheduled-jobs worker (streaming-details mails); default 30 s, 0 turns the worker off. */
  jobsPollMs?: number;
  /** How often open live streams' logins are re-checked (default LIVE_AUTH_RECHECK_MS; 0: only on demand, tests). */
  liveRecheckMs?: number;
  /**
   * Whether this process enqueues housekeeping's next runs when it starts (default true, with a jobs worker). Tests that
   * move their clock months ahead turn it off, so pruning never runs behind them; the housekeeping tests run it.
   */
  scheduleHousekeeping?: boolean;
  /**
   * The development token (development mode only): /api/dev answers requests straight from this machine, and others
   * that carry it. main.ts makes one per start and prints it; by default a random one nobody knows.
   */
  devToken?: string;
}

/**
 * Whose forwarding headers the API believes: always loopback (the app hosts' /api proxies run in this process and
 * set X-Forwarded-For from their socket), plus the proxies TRUST_PROXY names.
 */
export function apiTrustProxy(trustProxy: string | undefined): string {
  return ['loopback', ...(trustProxy ?? '').split(',').map((p) => p.trim()).filter((p) => p && p !== 'loopback')].join(',');
}

/** Development and demo mode: anything but NODE_ENV=production. Adds the outbox routes. */
export function isDevMode(nodeEnv: string | undefined): boolean {
  return nodeEnv !== 'production';
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Lines written while a request is served carry its id, also those written through the app's logger.
    mixin: requestIdMixin,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'req.headers["x-dev-token"]',
        'headers["x-dev-token"]',
        'body.password',
        'req.body.password',
        '*.password',
        '*.passwordHash',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Logged errors keep their message, code and frames, never query parameters or quoted rows (safe-errors.ts).
      err: safeError,
      // Fastify's request fields, with the development token taken out of logged addresses.
      req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: maskDevToken(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // Each request's logger is built only when the request logs something (most never do).
    childLoggerFactory: lazyRequestLogger,
    // Routes with small bodies set a smaller limit (SMALL_JSON_BODY_LIMIT_BYTES).
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Accept a caller's request id when it looks sane, otherwise make one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Only these proxies' X-Forwarded-For is believed (rate limits key on the client address).
    trustProxy: apiTrustProxy(config.trustProxy),
    // Errors raised before routing (bad URL, over-long path parameter) and by Node's parser (431, 400, 408).
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Layer 1: external plugins.
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(apiSecurityHeaders);
  await app.register(openapiPlugin);
  await app.register(cors, {
    origin: config.corsOrigins === '*' ? true : config.corsOrigins,
    exposedHeaders: [REQUEST_ID_HEADER],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: false,
    maxAge: 600,
  });

  // Layer 2: app services.
  const migration = (await appliedMigrationTag(db)) ?? latestMigrationTag();
  await app.register(requestContextPlugin);
  await app.register(metricsPlugin);
  await app.register(servicesPlugin, {
    database: db,
    migration,
    authSecret: config.authSecret,
    now: options.now ?? (() => new Date()),
    config,
    sms: options.sms,
    mailer: options.mailer,
    rateLimits: options.rateLimits,
    storage: options.storage,
    countsCacheMs: options.countsCacheMs,
  });
  await app.register(lifecyclePlugin);
  await app.register(authPlugin);
  await app.register(schedulingPlugin, { jobsPollMs: options.jobsPollMs });
  await app.register(livePlugin, { liveRecheckMs: options.liveRecheckMs });
  await app.register(moneyPlugin);
  await app.register(payoutsPlugin);
  await app.register(boxOfficePlugin);
  await app.register(housekeepingPlugin, { retention: config.retention, schedule: options.scheduleHousekeeping ?? true });

  // Layer 3: routes.
  const devMode = isDevMode(config.nodeEnv ?? process.env.NODE_ENV);
  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    devRoutes: devMode,
    // The fault switch: development only, and only when asked for (DIY_FAULTS=on); never in production.
    faults: devMode && config.faults === true,
    devToken: options.devToken ?? newDevToken(),
    publicUrl: config.publicUrl,
    metricsToken: config.metricsToken,
  });

  app.log.debug({ header: APP_CODE_HEADER }, 'API ready');
  return app;
}
