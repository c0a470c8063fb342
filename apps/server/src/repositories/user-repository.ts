import { ROLES, STAFF_ROLES, type Role, type UserProfile } from '@diy/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisers, users, type UserRow } from '../db/schema';

export type UserWithOrganiser = UserRow & { organiserName: string | null };

/** Normalises a login name: e-mails compare lower-case; mobiles are 10 digits. */
export function normaliseUsername(username: string): { email: string } | { mobile: string } {
  const value = username.trim();
  return /^\d{10}$/.test(value) ? { mobile: value } : { email: value.toLowerCase() };
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const key = normaliseUsername(username);
    const where = 'mobile' in key ? eq(users.mobile, key.mobile) : eq(users.email, key.email);
    const [row] = await this.db.select().from(users).where(where).limit(1);
    return row;
  }

  async findByMobile(mobile: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.mobile, mobile.trim())).limit(1);
    return row;
  }

  async setMfaEnabled(id: string, enabled: boolean): Promise<void> {
    await this.db.update(users).set({ mfaEnabled: enabled, updatedAt: sql`now()` }).where(eq(users.id, id));
  }

  async findById(id: string): Promise<UserWithOrganiser | undefined> {
    const [row] = await this.db
      .select({ user: users, organiserName: organisers.name })
      .from(users)
      .leftJoin(organisers, eq(organisers.id, users.organiserId))
      .where(eq(users.id, id))
      .limit(1);
    return row ? { ...row.user, organiserName: row.organiserName } : undefined;
  }
}

export function toUserProfile(user: UserWithOrganiser): UserProfile {
  const roles = user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  return {
    id: user.id,
    userName: user.email ?? user.mobile ?? user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    roles,
    organiserId: user.organiserId,
    organiserName: user.organiserName,
    // Organisers see their organisation profile; staff accounts have none.
    showProfile: roles.includes('organiser') && user.organiserId !== null,
    mfaEnabled: hasSecondStep(user),
  };
}

/** Staff (reviewer, admin) always log in with the second step; anyone else when they turned it on. */
export function hasSecondStep(user: Pick<UserRow, 'roles' | 'mfaEnabled'>): boolean {
  return user.mfaEnabled || user.roles.some((r) => STAFF_ROLES.includes(r));
}
