import { join, resolve } from 'node:path';
import { HOUSEKEEPING_SETTINGS, HOUSEKEEPING_TASKS, parseRetention, type HousekeepingTask, type Retention } from '@diy/domain';
import * as z from 'zod';
import { repoRoot } from './db/paths';
import type { S3Config } from './services/storage';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  API_PORT: port(4000),
  ORGANISER_PORT: port(4001),
  SCANNER_PORT: port(4002),
  ADMIN_PORT: port(4003),
  /** The built Storybook (storybook-static/), served for designers beside the apps. */
  STORYBOOK_PORT: port(4004),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: `.data` at the repo root. Set: resolved against the working directory. */
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_APPS: bool(true),
  SERVE_STORYBOOK: bool(true),
  /** Comma-separated origins allowed by CORS; `*` allows any. Default: the three apps on localhost. */
  CORS_ORIGINS: z.string().optional(),
  /**
   * `production`: no demo data, no development routes, AUTH_SECRET required. Anything else counts as development or
   * demo (the demo data is seeded at start).
   */
  NODE_ENV: z.string().default('development'),
  /**
   * Proxies in front of the API and the app hosts whose forwarding headers are believed: addresses, CIDRs or
   * loopback/linklocal/uniquelocal, comma-separated. Unset: none in front (the API still believes the app hosts).
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /** Rate-limit store; unset: in memory (one process only). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_KEY: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('DIY Events <no-reply@diyevents.in>'),
  /** Where people open the product (links in e-mails, such as a mailed report's download); default the organiser app. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** File storage; unset: a folder under DATA_DIR (files/). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('ap-south-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool(false),
  /** Lets a Prometheus elsewhere than this machine read /api/metrics (as a bearer token); unset: this machine only. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * SIGTERM: how long the process keeps serving with its readiness check failing before it stops accepting, so the
   * balancer has stopped sending to it (its check interval times the failures it waits for).
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** SIGTERM: how long requests in flight, live streams and a running job get to finish before the process exits anyway (code 1). */
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
  /**
   * `on`: the development fault switch (POST /api/dev/faults makes chosen requests fail the way the server really
   * fails; routes/dev/faults.ts). For the end-to-end journeys only: refused with NODE_ENV=production.
   */
  DIY_FAULTS: z.enum(['on', 'off']).default('off'),
  /** Housekeeping retentions (RETENTION_OUTBOX=30d, ...): a whole number with h, d or y; defaults in the domain. */
  ...Object.fromEntries(
    HOUSEKEEPING_TASKS.map((task) => [
      HOUSEKEEPING_SETTINGS[task].env,
      z
        .string()
        .refine((v) => parseRetention(v) !== null, 'must be a whole number with h, d or y, such as 30d, 12h or 8y')
        .optional(),
    ]),
  ) as Record<string, z.ZodOptional<z.ZodString>>,
});

export interface Config {
  apiPort: number;
  organiserPort: number;
  scannerPort: number;
  adminPort: number;
  storybookPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  serveApps: boolean;
  serveStorybook: boolean;
  corsOrigins: string[] | '*';
  nodeEnv: string;
  trustProxy: string | undefined;
  redisUrl: string | undefined;
  smsGatewayUrl: string | undefined;
  smsGatewayKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  s3: S3Config | undefined;
  metricsToken: string | undefined;
  drainDelayMs: number;
  drainTimeoutMs: number;
  /** The development fault switch (DIY_FAULTS=on); never on in production. */
  faults: boolean;
  /** How long housekeeping keeps each kind of record (services/housekeeping). */
  retention: Record<HousekeepingTask, Retention>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** NODE_ENV=production: masters only at start (no demo data), no development routes, AUTH_SECRET required. */
export function isProduction(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'production';
}

/** Reads the configuration from the environment; an empty string counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${key}=${JSON.stringify(cleaned[key] ?? '')}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_KEY) {
    throw new ConfigError('Invalid environment variable SMS_GATEWAY_KEY="": required when SMS_GATEWAY_URL is set');
  }
  if (isProduction(e.NODE_ENV) && !e.AUTH_SECRET) {
    // Development generates one and keeps it in the database; production names its own (one per installation).
    throw new ConfigError(
      'Missing environment variable AUTH_SECRET: required with NODE_ENV=production (32+ random characters, e.g. from `openssl rand -base64 48`)',
    );
  }
  if (isProduction(e.NODE_ENV) && e.DIY_FAULTS === 'on') {
    throw new ConfigError('Invalid environment variable DIY_FAULTS="on": the fault switch is for development and the end-to-end journeys, never with NODE_ENV=production');
  }
  const appPorts = [e.ORGANISER_PORT, e.SCANNER_PORT, e.ADMIN_PORT];
  const corsOrigins =
    e.CORS_ORIGINS === '*'
      ? '*'
      : e.CORS_ORIGINS
        ? e.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
        : appPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  return {
    apiPort: e.API_PORT,
    organiserPort: e.ORGANISER_PORT,
    scannerPort: e.SCANNER_PORT,
    adminPort: e.ADMIN_PORT,
    storybookPort: e.STORYBOOK_PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR ? resolve(cwd, e.DATA_DIR) : join(repoRoot(), '.data'),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    serveApps: e.SERVE_APPS,
    serveStorybook: e.SERVE_STORYBOOK,
    corsOrigins,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayKey: e.SMS_GATEWAY_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.ORGANISER_PORT}`).replace(/\/+$/, ''),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
    drainDelayMs: e.DRAIN_DELAY_MS,
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    faults: e.DIY_FAULTS === 'on',
    retention: retentionSettings(e as Record<string, unknown>),
  };
}

/** Each housekeeping task's retention: its RETENTION_* setting, or the domain's default. */
export function retentionSettings(env: Record<string, unknown>): Record<HousekeepingTask, Retention> {
  return Object.fromEntries(
    HOUSEKEEPING_TASKS.map((task) => {
      const { env: name, default: fallback } = HOUSEKEEPING_SETTINGS[task];
      const value = env[name];
      return [task, (typeof value === 'string' ? parseRetention(value) : null) ?? fallback];
    }),
  ) as Record<HousekeepingTask, Retention>;
}
