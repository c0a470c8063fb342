import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { type Challenge, LOGIN_KNOWN_ADDRESS_MS, maskDestination, OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS, OTP_TTL_MS } from '@diy/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MessageChannel, otpChallenges, type OtpChallengeRow, type OtpPurpose, otpSends } from '../db/schema';
import { identityErrors } from '../http/errors';
import type { SessionRepository } from '../repositories/session-repository';
import { type Mailer, otpText, type SmsSender } from './messaging';
import { DAY_MS, sendAllowedAt } from './send-limits';
import type { TokenService } from './token-service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OtpTarget {
  purpose: OtpPurpose;
  destination: string;
  channel: MessageChannel;
  userId: string | null;
}

/**
 * One-time codes: 6 digits from crypto.randomInt, stored as an HMAC bound to the challenge row, valid
 * OTP_TTL_MS, single use, dead after OTP_MAX_ATTEMPTS tries. Sends are counted in otp_sends per purpose and
 * destination, with the client address that asked (services/send-limits.ts), so every process sharing the database
 * enforces the same limits and one purpose never spends another's budget.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly sms: SmsSender,
    private readonly mailer: Mailer,
    private readonly sessions: Pick<SessionRepository, 'hasLoginFrom'>,
    private readonly now: () => Date,
  ) {}

  /**
   * A new challenge with a fresh code, sent to the destination (429 when over the send limits). `address` is the
   * client address of the request that asks for it.
   */
  async issue(target: OtpTarget, address: string): Promise<Challenge> {
    await this.reserveSend(target, address);
    const now = this.now();
    const id = randomUUID();
    const code = newCode();
    await this.db.insert(otpChallenges).values({
      id,
      ...target,
      codeHash: this.hash(id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      createdAt: now,
      sentAt: now,
    });
    await this.deliver(target.channel, target.destination, code);
    // Housekeeping: challenges a day past their expiry serve no one.
    await this.db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, new Date(now.getTime() - DAY_MS)));
    return challengeOf(id, target.destination);
  }

  /** A new code for the same attempt (same OTP id), asked from `address`; the previous code stops working. */
  async resend(row: OtpChallengeRow, address: string): Promise<Challenge> {
    if (row.usedAt) throw identityErrors.otpUsed();
    await this.reserveSend(row, address);
    const now = this.now();
    const code = newCode();
    await this.db
      .update(otpChallenges)
      .set({ codeHash: this.hash(row.id, code), attempts: 0, expiresAt: new Date(now.getTime() + OTP_TTL_MS), sentAt: now })
      .where(eq(otpChallenges.id, row.id));
    await this.deliver(row.channel, row.destination, code);
    return challengeOf(row.id, row.destination);
  }

  /** The challenge behind an OTP id, only when it was made for this purpose. */
  async find(id: string, purpose: OtpPurpose): Promise<OtpChallengeRow | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.id, id), eq(otpChallenges.purpose, purpose)))
      .limit(1);
    return row;
  }

  /** Checks the code and uses it up; throws ERR.OTP.* otherwise. Each try is counted before the comparison. */
  async verify(row: OtpChallengeRow, code: string): Promise<void> {
    const now = this.now();
    if (row.usedAt) throw identityErrors.otpUsed();
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw identityErrors.otpDead();
    if (row.expiresAt.getTime() <= now.getTime()) throw identityErrors.otpExpired();
    const live = and(eq(otpChallenges.id, row.id), isNull(otpChallenges.usedAt), eq(otpChallenges.codeHash, row.codeHash));
    const [tried] = await this.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(live, lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: otpChallenges.attempts });
    if (!tried) throw await this.whyNotLive(row.id);
    if (!safeEqual(this.hash(row.id, code), row.codeHash)) {
      const left = OTP_MAX_ATTEMPTS - tried.attempts;
      throw left > 0 ? identityErrors.otpInvalid(left) : identityErrors.otpDead();
    }
    const [used] = await this.db.update(otpChallenges).set({ usedAt: now }).where(live).returning({ id: otpChallenges.id });
    if (!used) throw identityErrors.otpUsed();
  }

  private async whyNotLive(id: string) {
    const [row] = await this.db.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
    if (!row) return identityErrors.otpInvalid();
    if (row.usedAt) return identityErrors.otpUsed();
    if (row.attempts >= OTP_MAX_ATTEMPTS) return identityErrors.otpDead();
    // The code was replaced by a resend while this try was in flight.
    return identityErrors.otpInvalid();
  }

  /**
   * Counts this send in its purpose's budget for the destination (send-limits.ts), or refuses it with 429 and the
   * moment it would fit. Insert first, then count: concurrent senders can only make the check stricter, never
   * looser; a refused send is deleted, so it is not counted.
   */
  private async reserveSend(target: Pick<OtpTarget, 'purpose' | 'destination' | 'userId'>, address: string): Promise<void> {
    const { purpose, destination, userId } = target;
    const now = this.now();
    const t = now.getTime();
    const [mine] = await this.db.insert(otpSends).values({ destination, purpose, address, sentAt: now }).returning({ id: otpSends.id });
    const recent = await this.db
      .select({ id: otpSends.id, address: otpSends.address, sentAt: otpSends.sentAt })
      .from(otpSends)
      .where(and(eq(otpSends.destination, destination), eq(otpSends.purpose, purpose), gt(otpSends.sentAt, new Date(t - DAY_MS))));
    const others = recent.filter((r) => r.id !== mine?.id).map((r) => ({ address: r.address, sentAt: r.sentAt.getTime() }));
    const isKnownAddress = async () =>
      userId !== null && this.sessions.hasLoginFrom(userId, address, new Date(t - LOGIN_KNOWN_ADDRESS_MS));
    const allowedAt = await sendAllowedAt(others, address, t, isKnownAddress);
    if (allowedAt <= t) {
      await this.db.delete(otpSends).where(and(eq(otpSends.destination, destination), lt(otpSends.sentAt, new Date(t - 2 * DAY_MS))));
      return;
    }
    if (mine) await this.db.delete(otpSends).where(eq(otpSends.id, mine.id));
    throw identityErrors.otpRateLimited(allowedAt - t);
  }

  private async deliver(channel: MessageChannel, destination: string, code: string): Promise<void> {
    const text = otpText(code, OTP_TTL_MS);
    if (channel === 'sms') await this.sms.send(destination, text);
    else await this.mailer.send({ to: destination, subject: 'Your DIY Events OTP', text });
  }

  private hash(challengeId: string, code: string): string {
    return this.tokens.digest('otp', `${challengeId}:${code}`);
  }
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function challengeOf(otpId: string, destination: string): Challenge {
  return {
    otpId,
    sentTo: maskDestination(destination),
    expiresInSeconds: Math.round(OTP_TTL_MS / 1000),
    resendInSeconds: OTP_RESEND_AFTER_SECONDS,
  };
}
