import { DEMO_ACCOUNTS } from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boxOfficeSessionTerms, boxOfficeSettings, users } from '../db/schema';
import { boxOfficeChannelId } from '../services/box-office/terms';
import { readSecrets, writeSecrets } from '../services/staff/user-secrets';

/** The demo organiser's UPI details (console settings), so a door sale by UPI works right after `npm start`. */
export const DEMO_UPI = { upiId: 'mumbailive@hdfcbank', payeeName: 'Mumbai Live Entertainment' } as const;
/** Complimentary tickets each demo session may give at the door. */
export const DEMO_COMP_LIMIT = 20;

/**
 * The box-office demo (issue 30), idempotent: the "Box office" channel, the main demo organiser's UPI ID (kept when
 * the organiser set its own), gate@demo.in given the box office (IAM group DIY_BOX_OFFICE, as Grant access does), and
 * a comp limit on the sessions that have none set.
 */
export async function seedBoxOfficeDemo(db: Db, mainOrganiserId: string, sessionIds: readonly string[], now: Date): Promise<void> {
  await boxOfficeChannelId(db);
  await db.insert(boxOfficeSettings).values({ organiserId: mainOrganiserId, ...DEMO_UPI, updatedAt: now }).onConflictDoNothing();
  const [gate] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.gate.email));
  if (gate) {
    await db.transaction(async (tx) => {
      const secrets = await readSecrets(tx, gate.id);
      if (!secrets.groups.includes('DIY_BOX_OFFICE')) {
        await writeSecrets(tx, gate.id, { ...secrets, organiserId: secrets.organiserId ?? mainOrganiserId, groups: [...secrets.groups, 'DIY_BOX_OFFICE'] }, now);
      }
    });
  }
  if (sessionIds.length) {
    await db
      .insert(boxOfficeSessionTerms)
      .values(sessionIds.map((sessionId) => ({ sessionId, compLimit: DEMO_COMP_LIMIT, offersAtDoor: false, updatedAt: now })))
      .onConflictDoNothing();
  }
}
