import {
  ACCESS_TOKEN_TTL_MS,
  type Challenge,
  IDENTITY_ERROR_CODES,
  IDENTITY_MESSAGES,
  LOGIN_KNOWN_ADDRESS_MS,
  LOGIN_MESSAGES,
  MFA_TOKEN_TTL_MS,
  type Role,
} from '@diy/domain';
import type { OtpChallengeRow, UserRow } from '../db/schema';
import { AppError, errors, identityErrors } from '../http/errors';
import type { SessionRepository } from '../repositories/session-repository';
import { hasSecondStep, normaliseUsername, type UserRepository } from '../repositories/user-repository';
import type { LoginLimiter } from './login-limits';
import type { OtpService } from './otp-service';
import { verifyDummy, verifyPassword } from './password';
import type { TokenService } from './token-service';

/** Who is calling, as decorated on `request.user`. */
export interface RequestUser {
  id: string;
  roles: Role[];
  organiserId: string | null;
  sessionId: string;
}

export interface ClientMeta {
  userAgent?: string | undefined;
  ip: string;
}

/** The login attempt a code belongs to: a mobile login's OTP id, or a second step's MFA token. */
export type ChallengeHandle = { otpId: string } | { mfaToken: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthDeps {
  users: UserRepository;
  sessions: SessionRepository;
  tokens: TokenService;
  otp: OtpService;
  limiter: LoginLimiter;
  now: () => Date;
}

export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  /**
   * Password login: the access token, or 401 ERR.MFA.REQUIRED carrying `mfaToken` and the challenge of
   * the code just sent when the account has the second step. Throttled by the LoginLimiter.
   */
  async login(username: string, password: string, meta: ClientMeta): Promise<string> {
    const user = await this.d.users.findByUsername(username);
    const key = normaliseUsername(username);
    const attempt = {
      account: user ? `user:${user.id}` : `name:${'mobile' in key ? key.mobile : key.email}`,
      address: meta.ip,
      isKnownAddress: async () =>
        user ? this.d.sessions.hasLoginFrom(user.id, meta.ip, new Date(this.d.now().getTime() - LOGIN_KNOWN_ADDRESS_MS)) : false,
    };
    await this.d.limiter.check(attempt);
    try {
      const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyDummy(password);
      if (!user || !valid) {
        await this.d.limiter.failure(attempt);
        throw errors.invalidCredentials(LOGIN_MESSAGES.invalidCredentials);
      }
      await this.d.limiter.success(attempt);
    } finally {
      this.d.limiter.done(attempt);
    }
    if (!user.active) throw errors.accountInactive();
    if (hasSecondStep(user)) throw await this.startSecondStep(user, meta);
    return this.openSession(user.id, meta);
  }

  /** Login by code: sends it to the account's mobile (202). Unknown numbers answer ERR.NEW.USER. */
  async loginWithMobile(mobile: string, meta: ClientMeta): Promise<Challenge> {
    const user = await this.d.users.findByMobile(mobile);
    if (!user) throw identityErrors.newUser();
    if (!user.active) throw errors.accountInactive();
    // A code alone is one factor: accounts with the second step log in with their password and a code.
    if (hasSecondStep(user)) throw identityErrors.passwordRequired();
    return this.d.otp.issue({ purpose: 'login', destination: mobile, channel: 'sms', userId: user.id }, meta.ip);
  }

  /** Checks the code of a mobile login or a second step and opens the session. */
  async completeChallenge(handle: ChallengeHandle, code: string, meta: ClientMeta): Promise<string> {
    const row = await this.challengeFor(handle);
    await this.d.otp.verify(row, code);
    const user = row.userId ? await this.d.users.findById(row.userId) : undefined;
    if (!user?.active) throw errors.accountInactive();
    return this.openSession(user.id, meta);
  }

  /** A new code for the same login attempt (send limits apply). */
  async resendChallenge(handle: ChallengeHandle, meta: ClientMeta): Promise<Challenge> {
    return this.d.otp.resend(await this.challengeFor(handle), meta.ip);
  }

  /** The caller behind a bearer token, or a 401 ERR.SESSION.EXPIRED for anything not currently valid. */
  async authenticate(token: string): Promise<RequestUser> {
    const now = this.d.now();
    const payload = this.d.tokens.verify(token, now, 'access');
    if (!payload || !UUID.test(payload.sid)) throw errors.sessionExpired();
    const session = await this.d.sessions.find(payload.sid);
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

  /**
   * The session and user a bearer token names when its signature is right and it has not expired, checked in memory
   * only, without the session row: for a caller that checks the row itself (the scan consume statement does, so a
   * revoked session is still refused on its next call).
   */
  verifyAccessToken(token: string): { sid: string; sub: string; exp: number } | null {
    const payload = this.d.tokens.verify(token, this.d.now(), 'access');
    return payload && UUID.test(payload.sid) && UUID.test(payload.sub) ? payload : null;
  }

  logout(sessionId: string): Promise<void> {
    return this.d.sessions.revoke(sessionId, this.d.now());
  }

  /** Revokes the session behind a token whose signature is right, even if it has expired or been revoked. */
  async logoutToken(token: string): Promise<void> {
    const payload = this.d.tokens.verify(token, new Date(0), 'access');
    if (payload && UUID.test(payload.sid)) await this.logout(payload.sid);
  }

  private async openSession(userId: string, meta: ClientMeta): Promise<string> {
    const issuedAt = this.d.now();
    const expiresAt = new Date(issuedAt.getTime() + ACCESS_TOKEN_TTL_MS);
    const sessionId = await this.d.sessions.create({ userId, createdAt: issuedAt, expiresAt, userAgent: meta.userAgent, ip: meta.ip });
    return this.d.tokens.sign({ sid: sessionId, sub: userId, exp: Math.floor(expiresAt.getTime() / 1000) }, 'access');
  }

  /**
   * Sends the second-step code (to the mobile, or the e-mail when there is none) and builds the 401. Only a correct
   * password gets here, and the second step has a send budget of its own, so nobody without the password can spend it.
   */
  private async startSecondStep(user: UserRow, meta: ClientMeta): Promise<AppError> {
    const destination = user.mobile ?? user.email;
    if (!destination) throw new Error(`User ${user.id} has neither mobile nor e-mail`);
    const target = { purpose: 'mfa' as const, destination, channel: user.mobile ? ('sms' as const) : ('email' as const), userId: user.id };
    const challenge = await this.d.otp.issue(target, meta.ip);
    const exp = Math.floor((this.d.now().getTime() + MFA_TOKEN_TTL_MS) / 1000);
    const mfaToken = this.d.tokens.sign({ sid: challenge.otpId, sub: user.id, exp }, 'mfa');
    return new AppError(401, IDENTITY_ERROR_CODES.mfaRequired, IDENTITY_MESSAGES.mfaRequired, {
      extra: { error: 'mfa_required', mfaToken, challenge },
    });
  }

  private async challengeFor(handle: ChallengeHandle): Promise<OtpChallengeRow> {
    if ('mfaToken' in handle) {
      const payload = this.d.tokens.verify(handle.mfaToken, this.d.now(), 'mfa');
      const row = payload ? await this.d.otp.find(payload.sid, 'mfa') : undefined;
      if (!payload || !row || row.userId !== payload.sub) throw identityErrors.loginAttemptExpired();
      return row;
    }
    const row = await this.d.otp.find(handle.otpId, 'login');
    if (!row) throw identityErrors.otpInvalid();
    return row;
  }
}
