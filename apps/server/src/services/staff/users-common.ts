import { groupsForRoles, type DiyUser, type UserSecrets } from '@diy/domain';
import { eq, or } from 'drizzle-orm';
import { organisers, users, type OrganiserRow, type UserRow } from '../../db/schema';
import type { Tx } from '../../repositories/application-repository';
import { normaliseUsername } from '../../repositories/user-repository';
import { isUuid } from '../ids';
import { EMPTY_SECRETS } from './user-secrets';

/** A user by username: an e-mail (any case) or a 10-digit mobile number. */
export async function findUser(tx: Tx, username: string): Promise<UserRow | undefined> {
  const key = normaliseUsername(username);
  const where = 'mobile' in key ? eq(users.mobile, key.mobile) : eq(users.email, key.email);
  const [row] = await tx.select().from(users).where(where).limit(1);
  return row;
}

/** An organiser by id (uuid) or code (e.g. ORG-MLE, any case). */
export async function findOrganiser(tx: Tx, ref: string | null | undefined): Promise<OrganiserRow | undefined> {
  const value = ref?.trim();
  if (!value) return undefined;
  const code = eq(organisers.code, value.toUpperCase());
  const where = isUuid(value) ? or(eq(organisers.id, value), code) : code;
  const [row] = await tx.select().from(organisers).where(where).limit(1);
  return row;
}

export const usernameOf = (u: Pick<UserRow, 'email' | 'mobile' | 'id'>): string => u.email ?? u.mobile ?? u.id;

export function toDiyUser(u: UserRow, organiserName: string | null, secrets: UserSecrets = EMPTY_SECRETS): DiyUser {
  return {
    username: usernameOf(u),
    email: u.email,
    mobile: u.mobile,
    name: u.name,
    organiserName,
    organiserId: u.organiserId,
    groups: groupsForRoles(u.roles, secrets.groups),
    roles: [...u.roles],
    active: u.active,
    contract: secrets.contract,
  };
}

/** What the audit trail keeps of a user. */
export const userSnapshot = (u: UserRow) => ({ username: usernameOf(u), roles: [...u.roles], organiserId: u.organiserId, active: u.active });
