import { LIVE_AUTH_RECHECK_MS, LIVE_LIMIT_MESSAGES, LIVE_STREAMS_PER_USER, SERVICE_LIMIT_CODES } from '@diy/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import type { SessionRepository } from '../../repositories/session-repository';

/** Whose login an open live stream runs on. */
export interface StreamOwner {
  userId: string;
  /** auth_sessions.id behind the bearer token the stream was opened with. */
  sessionId: string;
}

interface OpenStream {
  owner: StreamOwner;
  /** Ends the stream because its session is no longer valid (the client is told, then the response ends). */
  revoke: () => void;
}

const tooManyStreams = () => new AppError(429, SERVICE_LIMIT_CODES.liveStreams, LIVE_LIMIT_MESSAGES.tooManyStreams, { headers: { 'retry-after': '30' } });

/**
 * The open live streams of this server process and the logins behind them (issue 29):
 * - at most LIVE_STREAMS_PER_USER per user (a further one is refused with 429 before it starts);
 * - every `recheckMs` one query asks the database which of their sessions are still valid (not revoked by a logout, a
 *   password change or reset, not expired, the account active), and the streams of the others end. Revocations are
 *   rows in auth_sessions, so a logout on any process ends this process's streams at its next check; `checkSoon` runs a
 *   check at once (this process's own logout).
 */
export class LiveStreamGuard {
  private readonly open = new Set<OpenStream>();
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly d: {
      sessions: Pick<SessionRepository, 'validAmong'>;
      now: () => Date;
      recheckMs?: number;
      log?: FastifyBaseLogger;
    },
  ) {}

  /** Registers a stream about to start; throws the 429 when its user has the most open already. Answers its release. */
  admit(owner: StreamOwner, revoke: () => void): () => void {
    let mine = 0;
    for (const s of this.open) if (s.owner.userId === owner.userId) mine += 1;
    if (mine >= LIVE_STREAMS_PER_USER) throw tooManyStreams();
    const entry: OpenStream = { owner, revoke };
    this.open.add(entry);
    return () => {
      this.open.delete(entry);
    };
  }

  get size(): number {
    return this.open.size;
  }

  streamsOf(userId: string): number {
    let n = 0;
    for (const s of this.open) if (s.owner.userId === userId) n += 1;
    return n;
  }

  /** Ends the streams whose session is no longer valid; answers how many ended. One check at a time. */
  check(): Promise<number> {
    if (this.checking) {
      this.again = true;
      return this.checking;
    }
    this.checking = this.checkOnce().finally(() => {
      this.checking = null;
      if (this.again) {
        this.again = false;
        void this.check();
      }
    });
    return this.checking;
  }

  /** A session was just revoked in this process: check now rather than at the next tick. */
  checkSoon(): void {
    if (this.open.size > 0) void this.check().catch((err: unknown) => this.d.log?.warn({ err }, 'live stream session check failed'));
  }

  private async checkOnce(): Promise<number> {
    if (this.open.size === 0) return 0;
    const streams = [...this.open];
    const valid = await this.d.sessions.validAmong([...new Set(streams.map((s) => s.owner.sessionId))], this.d.now());
    let ended = 0;
    for (const s of streams) {
      if (valid.has(s.owner.sessionId) || !this.open.has(s)) continue;
      this.open.delete(s);
      ended += 1;
      s.revoke();
    }
    return ended;
  }

  start(): void {
    const every = this.d.recheckMs ?? LIVE_AUTH_RECHECK_MS;
    if (this.timer || every <= 0) return;
    this.timer = setInterval(() => this.checkSoon(), every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking?.catch(() => undefined);
  }
}
