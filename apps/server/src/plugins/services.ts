import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { EventRepository } from '../repositories/event-repository';
import { ScanRepository } from '../repositories/scan-repository';
import { BookingService } from '../services/booking-service';
import { BATCH_CONNECTIONS } from '../services/bookings/batched';
import { rawSqlFor } from '../services/scan/raw-sql';
import { ETicketService } from '../services/e-tickets';
import { ScanService } from '../services/scan-service';
import { SessionRepository } from '../repositories/session-repository';
import { UserRepository } from '../repositories/user-repository';
import { AuthService } from '../services/auth-service';
import { LoginLimiter } from '../services/login-limits';
import {
  HttpSmsSender,
  type Mailer,
  OutboxMailer,
  OutboxRepository,
  OutboxSmsSender,
  type SmsSender,
  SmtpMailer,
} from '../services/messaging';
import { OtpService } from '../services/otp-service';
import { PasswordResetService } from '../services/password-reset-service';
import { createRateLimitStore, type RateLimitStore } from '../services/rate-limit-store';
import { SignupService } from '../services/signup-service';
import { resolveTokenSecret, TokenService } from '../services/token-service';
import { FileLinks } from '../services/file-links';
import { ReportLinks } from '../services/reports/links';
import { LocalFileStorage, S3FileStorage, type FileStorage, type S3Config } from '../services/storage';

export interface Services {
  users: UserRepository;
  sessions: SessionRepository;
  events: EventRepository;
  outbox: OutboxRepository;
  auth: AuthService;
  passwordReset: PasswordResetService;
  signup: SignupService;
  /** One-time codes (logins, second steps, staff step-ups such as payout approvals). */
  otp: OtpService;
  sms: SmsSender;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  bookings: BookingService;
  eTickets: ETicketService;
  scanRepo: ScanRepository;
  scan: ScanService;
  /** A session's key for the keyed hashes of its barcodes on offline devices (derived from the token secret). */
  offlineKeys: (sessionId: string) => Buffer;
  storage: FileStorage;
  fileLinks: FileLinks;
  /** Signed links to e-mailed reports (services/reports/links.ts), signed with the file links' key. */
  reportLinks: ReportLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    migration: string;
    services: Services;
    /** The server's clock; tests replace it to move time. */
    now: () => Date;
  }
}

export interface MessagingConfig {
  smsGatewayUrl?: string | undefined;
  smsGatewayKey?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  redisUrl?: string | undefined;
  dataDir?: string | undefined;
  s3?: S3Config | undefined;
}

export interface ServicesOptions {
  database: Database;
  migration: string;
  authSecret: string | undefined;
  now: () => Date;
  config: MessagingConfig;
  /** Overrides for tests; otherwise chosen from the configuration. */
  sms?: SmsSender | undefined;
  mailer?: Mailer | undefined;
  rateLimits?: RateLimitStore | undefined;
  storage?: FileStorage | undefined;
  /** How long session counts are cached per process (default 1000 ms; tests use 0). */
  countsCacheMs?: number | undefined;
}

/** App services: the database, repositories, adapters and domain services, decorated once on the root instance. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, opts: ServicesOptions) => {
    const { db } = opts.database;
    const { config, now } = opts;
    const users = new UserRepository(db);
    const sessions = new SessionRepository(db);
    const outbox = new OutboxRepository(db, now);
    const tokens = new TokenService(await resolveTokenSecret(db, opts.authSecret));
    const sms =
      opts.sms ??
      (config.smsGatewayUrl && config.smsGatewayKey
        ? new HttpSmsSender(config.smsGatewayUrl, config.smsGatewayKey, app.log)
        : new OutboxSmsSender(outbox, app.log));
    const storage =
      opts.storage ??
      (config.s3
        ? new S3FileStorage(config.s3)
        : new LocalFileStorage(config.dataDir ? join(config.dataDir, 'files') : mkdtempSync(join(tmpdir(), 'diy-files-'))));
    const mailer =
      opts.mailer ??
      (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom ?? 'no-reply@localhost', app.log) : new OutboxMailer(outbox, app.log, storage));
    // A store passed in belongs to the caller; one made here is closed with the app.
    const rateLimits = opts.rateLimits ?? createRateLimitStore(config.redisUrl);
    if (!opts.rateLimits) app.addHook('onClose', () => rateLimits.close());
    const otp = new OtpService(db, tokens, sms, mailer, sessions, now);
    const limiter = new LoginLimiter(rateLimits, now);

    const scanRepo = new ScanRepository(db);
    // Channel bookings batched per ticket type on raw connections of their own, closed with the app.
    const bookingService = new BookingService(db, now, app.metrics, rawSqlFor(db, BATCH_CONNECTIONS));
    app.addHook('onClose', () => bookingService.close());

    app.decorate('database', opts.database);
    app.decorate('migration', opts.migration);
    app.decorate('now', now);
    app.decorate('services', {
      users,
      sessions,
      events: new EventRepository(db),
      outbox,
      auth: new AuthService({ users, sessions, tokens, otp, limiter, now }),
      passwordReset: new PasswordResetService(db, users, otp, now),
      signup: new SignupService(db, users, otp, tokens, now),
      otp,
      sms,
      mailer,
      rateLimits,
      bookings: bookingService,
      eTickets: new ETicketService(db),
      scanRepo,
      scan: new ScanService(db, scanRepo, users, now, opts.countsCacheMs ?? 1000, app.metrics),
      offlineKeys: (sessionId: string) => Buffer.from(tokens.digest('offline-session-key', sessionId), 'base64url'),
      storage,
      fileLinks: new FileLinks(tokens, now),
      reportLinks: new ReportLinks(tokens, now),
    });
  },
  { name: 'services', dependencies: ['metrics'] },
);
