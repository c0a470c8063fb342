import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type Challenge,
  maskDestination,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_DAY,
  OTP_SENDS_PER_WINDOW,
  OTP_TTL_MS,
} from '@diy/domain';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type MessageChannel, otpChallenges, type OtpChallengeRow, type OtpPurpose, otpSends } from '../db/schema';
import { identityErrors } from '../http/errors';
import { type Mailer, otpText, type SmsSender } from './messaging';
import type { TokenService } from './token-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OtpTarget {
  purpose: OtpPurpose;
  destination: string;
  channel: MessageChannel;
  userId: string | null;
}

/**
 * One-time codes: 6 digits from crypto.randomInt, stored as an HMAC bound to the challenge row, valid
 * OTP_TTL_MS, single use, dead after OTP_MAX_ATTEMPTS tries. Sends per destination are counted in
 * otp_sends, so every process sharing the database enforces the same limits.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly sms: SmsSender,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
  ) {}

  /** A new challenge with a fresh code, sent to the destination (429 when over the send limits). */
  async issue(target: OtpTarget): Promise<Challenge> {
    await this.reserveSend(target.destination);
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

  /** A new code for the same attempt (same OTP id); the previous code stops working. */
  async resend(row: OtpChallengeRow): Promise<Challenge> {
    if (row.usedAt) throw identityErrors.otpUsed();
    await this.reserveSend(row.destination);
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
   * Counts this send against OTP_SENDS_PER_WINDOW per OTP_SEND_WINDOW_MS and OTP_SENDS_PER_DAY per day.
   * Insert first, then count: concurrent senders can only make the check stricter, never looser.
   */
  private async reserveSend(destination: string): Promise<void> {
    const now = this.now();
    const t = now.getTime();
    const [mine] = await this.db.insert(otpSends).values({ destination, sentAt: now }).returning({ id: otpSends.id });
    const recent = await this.db
      .select({ sentAt: otpSends.sentAt })
      .from(otpSends)
      .where(and(eq(otpSends.destination, destination), gt(otpSends.sentAt, new Date(t - DAY_MS))))
      .orderBy(asc(otpSends.sentAt));
    const day = recent.map((r) => r.sentAt.getTime()).filter((x) => x <= t);
    const window = day.filter((x) => x > t - OTP_SEND_WINDOW_MS);
    if (window.length <= OTP_SENDS_PER_WINDOW && day.length <= OTP_SENDS_PER_DAY) {
      await this.db.delete(otpSends).where(and(eq(otpSends.destination, destination), lt(otpSends.sentAt, new Date(t - 2 * DAY_MS))));
      return;
    }
    if (mine) await this.db.delete(otpSends).where(eq(otpSends.id, mine.id));
    // Earliest moment a send fits again: enough of the oldest sends have left each window.
    const others = (list: number[]) => {
      const i = list.lastIndexOf(t);
      return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
    };
    const dayOthers = others(day);
    const windowOthers = others(window);
    let retryAt = t;
    if (windowOthers.length >= OTP_SENDS_PER_WINDOW) {
      retryAt = Math.max(retryAt, (windowOthers[windowOthers.length - OTP_SENDS_PER_WINDOW] ?? t) + OTP_SEND_WINDOW_MS);
    }
    if (dayOthers.length >= OTP_SENDS_PER_DAY) {
      retryAt = Math.max(retryAt, (dayOthers[dayOthers.length - OTP_SENDS_PER_DAY] ?? t) + DAY_MS);
    }
    throw identityErrors.otpRateLimited(retryAt - t);
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
