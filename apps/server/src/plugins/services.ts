import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { EventRepository } from '../repositories/event-repository';
import { SessionRepository } from '../repositories/session-repository';
import { UserRepository } from '../repositories/user-repository';
import { AuthService } from '../services/auth-service';
import { resolveTokenSecret, TokenService } from '../services/token-service';

export interface Services {
  users: UserRepository;
  sessions: SessionRepository;
  events: EventRepository;
  auth: AuthService;
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

export interface ServicesOptions {
  database: Database;
  migration: string;
  authSecret: string | undefined;
  now: () => Date;
}

/** App services: the database, repositories and domain services, decorated once on the root instance. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, opts: ServicesOptions) => {
    const { db } = opts.database;
    const users = new UserRepository(db);
    const sessions = new SessionRepository(db);
    const tokens = new TokenService(await resolveTokenSecret(db, opts.authSecret));
    app.decorate('database', opts.database);
    app.decorate('migration', opts.migration);
    app.decorate('now', opts.now);
    app.decorate('services', {
      users,
      sessions,
      events: new EventRepository(db),
      auth: new AuthService(users, sessions, tokens, opts.now),
    });
  },
  { name: 'services' },
);
