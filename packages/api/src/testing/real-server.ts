// Test support only (never exported from the package): the real API server for the endpoint tests, so the RTK Query
// endpoints are checked against what the server answers, not against hand-written copies of its routes.
// @diy/server is a devDependency of @diy/api; packages/api/turbo.json keeps it out of the apps' build graph.
import type { AddressInfo } from 'node:net';
import { APP_CODE, APP_CODE_HEADER, CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY, type ChannelBooking } from '@diy/domain';
import { buildApp } from '@diy/server/src/app';
import { openDatabase } from '@diy/server/src/db/client';
import { runMigrations } from '@diy/server/src/db/migrate';
import { runSeed } from '@diy/server/src/seed';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { setApiBaseUrl } from '../environment';
import { tokenStorage } from '../token-storage';

export interface RealServer {
  app: FastifyInstance;
  /** The API's base address on its listener (http://127.0.0.1:<random port>/api), for setApiBaseUrl. */
  base: string;
  /** An access token for a demo account (the second step, when the account has one, read from the dev outbox). */
  login(username: string, password: string): Promise<string>;
  /** Pushes a booking as the demo sales channel; answers the booking id. */
  pushBooking(booking: ChannelBooking): Promise<string>;
  /** Puts a draft under review as its submission would (the submit checks are the event drafts' area, as in the server tests). */
  submitForReview(draftId: string): Promise<void>;
  close(): Promise<void>;
}

/** How long starting one takes at most (PGlite, every migration, the platform and demo seed without demo sales). */
export const REAL_SERVER_START_MS = 120_000;

/**
 * The app on an in-memory PGlite, migrated and seeded like a development start, listening on a random local port.
 * `bookings` adds the demo sales (Storybook's recorded screens show figures; the endpoint tests start without them).
 */
export async function startRealServer(options: { bookings?: boolean } = {}): Promise<RealServer> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(database);
  await runSeed(database.db, new Date(), { bookings: options.bookings ?? false });
  const app = await buildApp({
    config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' },
    db: database,
    logger: false,
    jobsPollMs: 0,
    countsCacheMs: 0,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const headers = { [APP_CODE_HEADER]: APP_CODE };

  async function login(username: string, password: string): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/auth/token', headers, payload: { username, password } });
    const body = res.json() as { data?: { accessToken: string }; errors?: { error?: string; mfaToken?: string } };
    if (res.statusCode === 401 && body.errors?.error === 'mfa_required') {
      const user = await app.services.users.findByUsername(username);
      const to = user?.mobile ?? user?.email ?? '';
      const sent = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}`, headers });
      const [latest] = (sent.json() as { data: { messages: { body: string }[] } }).data.messages;
      const otp = latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
      const done = await app.inject({ method: 'POST', url: '/api/auth/challenge', headers, payload: { mfaToken: body.errors.mfaToken, otp } });
      if (done.statusCode !== 200) throw new Error(`second step for ${username}: ${done.statusCode} ${done.body}`);
      return (done.json() as { data: { accessToken: string } }).data.accessToken;
    }
    if (res.statusCode !== 200 || !body.data) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    return body.data.accessToken;
  }

  async function pushBooking(booking: ChannelBooking): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/integrations/bookings', headers: { ...headers, [CHANNEL_KEY_HEADER]: DEMO_CHANNEL_KEY }, payload: booking });
    if (res.statusCode !== 201) throw new Error(`booking ${booking.channelBookingId}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: { bookingId: string } }).data.bookingId;
  }

  async function submitForReview(draftId: string): Promise<void> {
    await database.db.execute(sql`update events set status = 'review', submitted_at = now() where draft_id = ${draftId}`);
  }

  return {
    app,
    base: `http://127.0.0.1:${port}/api`,
    login,
    pushBooking,
    submitForReview,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Points the API at the server with an access token and records each request the client makes ('GET /api/...') in
 * `calls`, then passes it to the server; `rewrite` may change an answer on its way back (a server that drifted from
 * the contract). Answers the undo, for afterEach.
 */
export function connect(server: RealServer, token: string, calls: string[], rewrite?: (url: URL, answer: Response) => Promise<Response>): () => void {
  setApiBaseUrl(server.base);
  tokenStorage.setAccessToken(token);
  calls.length = 0;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    calls.push(`${input.method} ${url.pathname}`);
    const answer = await realFetch(input);
    return rewrite ? rewrite(url, answer) : answer;
  }));
  return () => {
    vi.unstubAllGlobals();
    setApiBaseUrl(null);
    tokenStorage.clearAccessToken();
  };
}
