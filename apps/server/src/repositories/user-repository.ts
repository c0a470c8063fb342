import { ROLES, STAFF_ROLES, type Role, type UserProfile } from '@diy/domain';
import { eq } from 'drizzle-orm';
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
    // The identity issue stores an organiser's choice; staff always have the second step.
    mfaEnabled: roles.some((r) => STAFF_ROLES.includes(r)),
  };
}
