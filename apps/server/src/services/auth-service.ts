import { ACCESS_TOKEN_TTL_MS, LOGIN_MESSAGES, type Role } from '@diy/domain';
import { errors } from '../http/errors';
import type { SessionRepository } from '../repositories/session-repository';
import type { UserRepository } from '../repositories/user-repository';
import { verifyDummy, verifyPassword } from './password';
import type { TokenService } from './token-service';

/** Who is calling, as decorated on `request.user`. */
export interface RequestUser {
  id: string;
  roles: Role[];
  organiserId: string | null;
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly tokens: TokenService,
    private readonly now: () => Date,
  ) {}

  /** Checks the credentials and opens a session; throws the envelope errors of a failed login. */
  async login(username: string, password: string, meta: { userAgent?: string; ip?: string }): Promise<string> {
    const user = await this.users.findByUsername(username);
    const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyDummy(password);
    if (!user || !valid) throw errors.invalidCredentials(LOGIN_MESSAGES.invalidCredentials);
    if (!user.active) throw errors.accountInactive();
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt.getTime() + ACCESS_TOKEN_TTL_MS);
    const sessionId = await this.sessions.create({ userId: user.id, expiresAt, userAgent: meta.userAgent, ip: meta.ip });
    return this.tokens.sign({ sid: sessionId, sub: user.id, exp: Math.floor(expiresAt.getTime() / 1000) });
  }

  /** The caller behind a bearer token, or a 401 ERR.SESSION.EXPIRED for anything not currently valid. */
  async authenticate(token: string): Promise<RequestUser> {
    const now = this.now();
    const payload = this.tokens.verify(token, now);
    if (!payload || !UUID.test(payload.sid)) throw errors.sessionExpired();
    const session = await this.sessions.find(payload.sid);
    if (
      !session ||
      session.userId !== payload.sub ||
      session.revokedAt !== null ||
      session.expiresAt.getTime() <= now.getTime() ||
      !session.userActive
    ) {
      throw errors.sessionExpired();
    }
    return { id: session.userId, roles: session.roles, organiserId: session.organiserId, sessionId: session.sessionId };
  }

  logout(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId, this.now());
  }

  /** Revokes the session behind a token whose signature is right, even if it has expired or been revoked. */
  async logoutToken(token: string): Promise<void> {
    const payload = this.tokens.verify(token, new Date(0));
    if (payload && UUID.test(payload.sid)) await this.logout(payload.sid);
  }
}
