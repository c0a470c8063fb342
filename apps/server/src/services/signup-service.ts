import { maskDestination, NEW_USER_TOKEN_TTL_MS, type LoginValidity, type SignupOtpAnswer } from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organiserApplications, signups } from '../db/schema';
import { identityErrors } from '../http/errors';
import type { UserRepository } from '../repositories/user-repository';
import type { OtpService } from './otp-service';
import type { TokenService } from './token-service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sign-up by mobile: a code to a number without an account; the verified code gives the new-user token
 * (its own signing key, never an access token) bound to a `signups` row that onboarding extends.
 */
export class SignupService {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
    private readonly otp: OtpService,
    private readonly tokens: TokenService,
    private readonly now: () => Date,
  ) {}

  /** Sends a code, unless the number already has an account (then `userExist` and nothing is sent); `address` is the client's. */
  async sendOtp(mobile: string, address: string): Promise<SignupOtpAnswer> {
    if (await this.users.findByMobile(mobile)) {
      return { id: '', userExist: true, sentTo: maskDestination(mobile), expiresInSeconds: 0, resendInSeconds: 0 };
    }
    const c = await this.otp.issue({ purpose: 'signup', destination: mobile, channel: 'sms', userId: null }, address);
    return { id: c.otpId, userExist: false, sentTo: c.sentTo, expiresInSeconds: c.expiresInSeconds, resendInSeconds: c.resendInSeconds };
  }

  /** A new code for a sign-up attempt of this number. */
  async resendOtp(mobile: string, otpId: string, address: string): Promise<SignupOtpAnswer> {
    const row = await this.otp.find(otpId, 'signup');
    if (!row || row.destination !== mobile) throw identityErrors.otpInvalid();
    const c = await this.otp.resend(row, address);
    return { id: c.otpId, userExist: false, sentTo: c.sentTo, expiresInSeconds: c.expiresInSeconds, resendInSeconds: c.resendInSeconds };
  }

  /**
   * Checks the code; the verified number gets (or keeps) its signups row, its application (made here, so that the
   * sign-up calls that follow only read it: one refused would otherwise leave it made) and a new-user token.
   */
  async verifyOtp(otpId: string, code: string): Promise<string> {
    const row = await this.otp.find(otpId, 'signup');
    if (!row) throw identityErrors.otpInvalid();
    await this.otp.verify(row, code);
    const now = this.now();
    const signup = await this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(signups)
        .values({ mobile: row.destination, status: 'STEP2', createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: signups.mobile, set: { updatedAt: now } })
        .returning({ id: signups.id });
      if (made) await tx.insert(organiserApplications).values({ signupId: made.id }).onConflictDoNothing({ target: organiserApplications.signupId });
      return made;
    });
    if (!signup) throw new Error('Sign-up upsert returned no row');
    const exp = Math.floor((now.getTime() + NEW_USER_TOKEN_TTL_MS) / 1000);
    return this.tokens.sign({ sid: signup.id, sub: signup.id, exp }, 'signup');
  }

  /** GET /v1/validate/login-cta: the number behind a valid new-user token; 401 'INVALID TOKEN' otherwise. */
  async validate(token: string | undefined): Promise<LoginValidity> {
    const payload = token ? this.tokens.verify(token, this.now(), 'signup') : null;
    if (!payload || !UUID.test(payload.sid)) throw identityErrors.newUserTokenInvalid();
    const [row] = await this.db.select({ mobile: signups.mobile }).from(signups).where(eq(signups.id, payload.sid)).limit(1);
    if (!row) throw identityErrors.newUserTokenInvalid();
    return { success: true, mobile: row.mobile };
  }
}
