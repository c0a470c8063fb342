import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import { API_PREFIX, APP_CODE_HEADER } from '@diy/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { appliedMigrationTag, latestMigrationTag } from './db/migrate';
import { validatorCompiler } from './http/validation';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openapiPlugin } from './plugins/openapi';
import { REQUEST_ID_HEADER, requestContextPlugin } from './plugins/request-context';
import { servicesPlugin } from './plugins/services';
import { apiRoutes } from './routes';

export interface BuildAppOptions {
  config: Pick<Config, 'logLevel' | 'authSecret' | 'corsOrigins'>;
  db: Database;
  /** The clock used for tokens, sessions and event tabs; defaults to the wall clock. */
  now?: () => Date;
  /** Overrides the logger (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
}

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'body.password',
        'req.body.password',
        '*.password',
        '*.passwordHash',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // Accept a caller's request id when it looks sane, otherwise make one.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Layer 1: external plugins.
  await app.register(errorHandlerPlugin);
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
  await app.register(servicesPlugin, {
    database: db,
    migration,
    authSecret: config.authSecret,
    now: options.now ?? (() => new Date()),
  });
  await app.register(authPlugin);

  // Layer 3: routes.
  await app.register(apiRoutes, { prefix: API_PREFIX });

  app.log.debug({ header: APP_CODE_HEADER }, 'API ready');
  return app;
}
