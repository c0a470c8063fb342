import { userSecretsSchema, type UserSecrets } from '@diy/domain';
import { eq, sql } from 'drizzle-orm';
import { appSettings } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Tx } from '../../repositories/application-repository';

/**
 * The IAM user-secrets store of project diy (GET /proxy/iam/v2/api/usersecrets): per user the organiser id the IAM
 * team configured, the contract flag, extra groups (DIY_REPORTS) and the organiser ids the user was linked to before
 * (what migrate moves from). Kept as JSON in app_settings under `iam.usersecrets.<userId>` (no schema change).
 */
const keyOf = (userId: string) => `iam.usersecrets.${userId}`;
export const EMPTY_SECRETS: UserSecrets = { organiserId: null, contract: false, groups: [], previousOrganiserIds: [] };

export async function readSecrets(tx: Tx | Db, userId: string): Promise<UserSecrets> {
  const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, keyOf(userId))).limit(1);
  if (!row) return { ...EMPTY_SECRETS };
  try {
    const parsed = userSecretsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : { ...EMPTY_SECRETS };
  } catch {
    return { ...EMPTY_SECRETS };
  }
}

/** Secrets of many users at once (lists). */
export async function readManySecrets(tx: Tx, userIds: string[]): Promise<Map<string, UserSecrets>> {
  const out = new Map<string, UserSecrets>();
  if (userIds.length === 0) return out;
  const rows = await tx
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} in ${userIds.map(keyOf)}`);
  for (const r of rows) {
    try {
      const parsed = userSecretsSchema.safeParse(JSON.parse(r.value));
      if (parsed.success) out.set(r.key.slice('iam.usersecrets.'.length), parsed.data);
    } catch {
      // an unreadable entry reads as empty
    }
  }
  return out;
}

export async function writeSecrets(tx: Tx, userId: string, secrets: UserSecrets, at: Date): Promise<void> {
  const value = JSON.stringify(userSecretsSchema.parse(secrets));
  await tx
    .insert(appSettings)
    .values({ key: keyOf(userId), value, updatedAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } });
}

/** The secrets with a new organiser link; the old one is remembered for migrate. */
export function relink(secrets: UserSecrets, previous: string | null, next: string): UserSecrets {
  const prev = new Set(secrets.previousOrganiserIds);
  if (previous && previous !== next) prev.add(previous);
  prev.delete(next);
  return { ...secrets, organiserId: next, previousOrganiserIds: [...prev] };
}
