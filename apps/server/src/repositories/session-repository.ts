import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, users } from '../db/schema';
import type { Role } from '@diy/domain';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  roles: Role[];
  organiserId: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  userActive: boolean;
}

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(input: {
    userId: string;
    createdAt: Date;
    expiresAt: Date;
    userAgent?: string | undefined;
    ip?: string | undefined;
  }): Promise<string> {
    const [row] = await this.db
      .insert(authSessions)
      .values({
        userId: input.userId,
        createdAt: input.createdAt,
        expiresAt: input.expiresAt,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        ip: input.ip ?? null,
      })
      .returning({ id: authSessions.id });
    if (!row) throw new Error('Session insert returned no row');
    return row.id;
  }

  /** The session with its user, or undefined when either is gone. */
  async find(sessionId: string): Promise<ActiveSession | undefined> {
    const [row] = await this.db
      .select({
        sessionId: authSessions.id,
        userId: authSessions.userId,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
        roles: users.roles,
        organiserId: users.organiserId,
        userActive: users.active,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(authSessions.id, sessionId))
      .limit(1);
    return row;
  }

  /**
   * Which of the sessions are valid at `now`: not revoked, not expired, their user active (the live streams' re-check:
   * one statement for every stream of a process).
   */
  async validAmong(sessionIds: readonly string[], now: Date): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(inArray(authSessions.id, [...sessionIds]), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now), eq(users.active, true)));
    return new Set(rows.map((r) => r.id));
  }

  /** Marks the session revoked; a second call changes nothing. */
  async revoke(sessionId: string, at: Date): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: at })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  }

  /** Revokes every open session of the user (password reset). */
  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: at })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  }

  /** Whether the user completed a login from this address since `since` (exempts it from the account cap). */
  async hasLoginFrom(userId: string, ip: string, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.userId, userId), eq(authSessions.ip, ip), gt(authSessions.createdAt, since)))
      .limit(1);
    return row !== undefined;
  }
}
