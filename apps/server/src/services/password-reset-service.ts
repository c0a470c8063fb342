import { createHash, randomBytes } from 'node:crypto';
import { type Challenge, RESET_SESSION_TTL_MS } from '@diy/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, resetSessions, users } from '../db/schema';
import { errors, identityErrors } from '../http/errors';
import { normaliseUsername, type UserRepository } from '../repositories/user-repository';
import type { OtpService } from './otp-service';
import { hashPassword } from './password';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Forgot password -> code (SMS to the account's mobile, e-mail when it has none) -> verified code gives a
 * single-use reset session -> new password, which revokes every session of the user.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly otp: OtpService,
    private readonly now: () => Date,
  ) {}

  /**
   * Sends a reset code, or a new code for the same attempt when `otpId` (x-otp-id) is given; `address` is the client's.
   * Reset codes have their own send budget: asking for them never spends the login's second step.
   */
  async forgot(username: string, otpId: string | undefined, address: string): Promise<Challenge> {
    const user = await this.users.findByUsername(username);
    if (!user) throw 'mobile' in normaliseUsername(username) ? identityErrors.newUser() : identityErrors.userNotFound();
    if (!user.active) throw errors.accountInactive();
    if (otpId) {
      const row = await this.otp.find(otpId, 'reset');
      if (!row || row.userId !== user.id) throw identityErrors.otpInvalid();
      return this.otp.resend(row, address);
    }
    const destination = user.mobile ?? user.email;
    if (!destination) throw identityErrors.userNotFound();
    return this.otp.issue({ purpose: 'reset', destination, channel: user.mobile ? 'sms' : 'email', userId: user.id }, address);
  }

  /** Checks the reset code for this user and opens a reset session; answers its sessionID. */
  async verify(username: string, otpId: string, code: string): Promise<string> {
    const [user, row] = await Promise.all([this.users.findByUsername(username), this.otp.find(otpId, 'reset')]);
    if (!user || !row || row.userId !== user.id) throw identityErrors.otpInvalid();
    await this.otp.verify(row, code);
    const sessionID = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db.insert(resetSessions).values({
      tokenHash: sha256(sessionID),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_SESSION_TTL_MS),
    });
    return sessionID;
  }

  /** Sets the new password once per reset session and revokes every session of the user. */
  async reset(sessionID: string, password: string): Promise<void> {
    const now = this.now();
    const live = and(eq(resetSessions.tokenHash, sha256(sessionID)), isNull(resetSessions.usedAt), gt(resetSessions.expiresAt, now));
    const [found] = await this.db.select({ userId: resetSessions.userId }).from(resetSessions).where(live).limit(1);
    if (!found) throw identityErrors.resetSessionInvalid();
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const [used] = await tx.update(resetSessions).set({ usedAt: now }).where(live).returning({ userId: resetSessions.userId });
      if (!used) throw identityErrors.resetSessionInvalid();
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, used.userId));
      await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.userId, used.userId), isNull(authSessions.revokedAt)));
    });
  }
}
