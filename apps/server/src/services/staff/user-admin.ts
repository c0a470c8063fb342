import { STAFF_ERROR_CODES as C, STAFF_ROLES, STAFF_TEXTS as T, type SyncAnswer, rolesForGroups, type Role } from '@diy/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authSessions, eventImages, events, organiserApplications, organiserChangeRequests, organiserDocuments, organisers, ticketTypeNames, users,
} from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import { recordAudit, type StaffActor } from './audit';
import { findOrganiser, findUser, userSnapshot } from './users-common';
import { readSecrets, relink, writeSecrets } from './user-secrets';

const ORGANISER_BOUND: readonly Role[] = ['organiser', 'scanner', 'offer_manager'];
const isStaff = (roles: readonly string[]) => roles.some((r) => STAFF_ROLES.includes(r as Role));

/** Activate / deactivate users, and sync / migrate a user's organiser link (seed 001 sections 4 and 7). */
export class UserAdminService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * Deactivation ends every session of the user in the same transaction (their next call is 401) and login refuses
   * them (403 ERR.ACCOUNT.INACTIVE); activation lets them log in again. Reviewers may change non-staff accounts
   * only; nobody changes their own.
   */
  async setActive(actor: StaffActor, username: string, active: boolean) {
    return this.db.transaction(async (tx) => {
      const user = await findUser(tx, username);
      if (!user) throw errors.notFound();
      if (user.id === actor.id) throw new AppError(409, C.selfAction, T.selfAction);
      if (isStaff(user.roles) && !actor.roles.includes('admin')) throw errors.forbidden();
      const now = this.now();
      const [updated] = await tx.update(users).set({ active, updatedAt: now }).where(eq(users.id, user.id)).returning();
      const revoked = active
        ? []
        : await tx
            .update(authSessions)
            .set({ revokedAt: now })
            .where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)))
            .returning({ id: authSessions.id });
      await recordAudit(
        tx,
        actor,
        { action: active ? 'user.activate' : 'user.deactivate', targetType: 'user', targetId: user.id, before: userSnapshot(user), after: { ...userSnapshot(updated!), sessionsRevoked: revoked.length } },
        now,
      );
      return { username, active, sessionsRevoked: revoked.length, message: active ? T.activated : T.deactivated };
    });
  }

  /**
   * Sync: re-derives the user's organiser link and roles from the organiser record: the user is linked to the
   * organiser, keeps their organiser-side roles, gains those of their IAM groups, and the organiser role when they
   * are the organiser's contact (or hold no role at all). Staff accounts are not linked to organisers.
   */
  async sync(actor: StaffActor, username: string, organiserRef: string): Promise<SyncAnswer> {
    return this.db.transaction(async (tx) => {
      const user = await findUser(tx, username);
      const org = await findOrganiser(tx, organiserRef);
      if (!user || !org) throw errors.notFound();
      if (isStaff(user.roles)) throw new AppError(409, C.accessFailed, T.accessFailed);
      const secrets = await readSecrets(tx, user.id);
      const contact = (org.profile.contact ?? {}) as { email?: string; mobile?: string };
      const isContact = (user.mobile !== null && contact.mobile === user.mobile) || (user.email !== null && contact.email?.toLowerCase() === user.email);
      const roles = new Set<Role>([...user.roles.filter((r) => ORGANISER_BOUND.includes(r)), ...rolesForGroups(secrets.groups).filter((r) => ORGANISER_BOUND.includes(r))]);
      if (isContact || roles.size === 0) roles.add('organiser');
      const nextRoles = ORGANISER_BOUND.filter((r) => roles.has(r));
      const nextSecrets = relink(secrets, user.organiserId, org.id);
      const unchanged = user.organiserId === org.id && nextRoles.join() === user.roles.join() && secrets.organiserId === org.id;
      const now = this.now();
      if (unchanged) {
        await recordAudit(tx, actor, { action: 'user.sync', targetType: 'user', targetId: user.id, before: userSnapshot(user), after: userSnapshot(user) }, now);
        return { status: 'SUCCESS', data: { message: T.alreadyInSync } };
      }
      const [updated] = await tx.update(users).set({ organiserId: org.id, roles: nextRoles, updatedAt: now }).where(eq(users.id, user.id)).returning();
      await writeSecrets(tx, user.id, nextSecrets, now);
      await recordAudit(tx, actor, { action: 'user.sync', targetType: 'user', targetId: user.id, before: { ...userSnapshot(user), secrets }, after: { ...userSnapshot(updated!), secrets: nextSecrets } }, now);
      return { status: 'SUCCESS', data: { message: T.synced } };
    });
  }

  /**
   * Migrate: moves what the user built under other organiser ids (the ones they were linked to before, and the
   * organiser their own sign-up created) to their current organiser: events with their images, applications with
   * their documents, pending changes and ticket-type requests.
   */
  async migrate(actor: StaffActor, username: string): Promise<SyncAnswer> {
    return this.db.transaction(async (tx) => {
      const user = await findUser(tx, username);
      if (!user) throw errors.notFound();
      const target = await findOrganiser(tx, user.organiserId);
      if (!target) throw new AppError(422, C.organiserNotConfigured, T.organiserNotConfigured);
      const secrets = await readSecrets(tx, user.id);
      const own = await tx.select({ id: organiserApplications.organiserId }).from(organiserApplications).where(eq(organiserApplications.userId, user.id));
      const candidates = [...new Set([...secrets.previousOrganiserIds, ...own.map((o) => o.id).filter((id): id is string => id !== null)])].filter((id) => id !== target.id);
      const sources = candidates.length ? await tx.select({ id: organisers.id, code: organisers.code }).from(organisers).where(inArray(organisers.id, candidates)) : [];
      const now = this.now();
      if (sources.length === 0) {
        await recordAudit(tx, actor, { action: 'user.migrate', targetType: 'user', targetId: user.id, before: { organiserId: target.id, sources: [] }, after: { organiserId: target.id, moved: null } }, now);
        return { status: 'SUCCESS', data: { message: T.nothingToMigrate } };
      }
      const ids = sources.map((s) => s.id);
      const moved = await tx.update(events).set({ organiserId: target.id, updatedAt: now }).where(inArray(events.organiserId, ids)).returning({ draftId: events.draftId, eventCode: events.eventCode });
      await tx.update(eventImages).set({ organiserId: target.id }).where(inArray(eventImages.organiserId, ids));
      const apps = await tx.update(organiserApplications).set({ organiserId: target.id, updatedAt: now }).where(inArray(organiserApplications.organiserId, ids)).returning({ id: organiserApplications.id });
      const [docs] = apps.length
        ? await tx.select({ n: sql<number>`count(*)::int` }).from(organiserDocuments).where(inArray(organiserDocuments.applicationId, apps.map((a) => a.id)))
        : [{ n: 0 }];
      await tx.update(organiserChangeRequests).set({ organiserId: target.id }).where(inArray(organiserChangeRequests.organiserId, ids));
      await tx.update(ticketTypeNames).set({ requestedByOrganiser: target.id }).where(inArray(ticketTypeNames.requestedByOrganiser, ids));
      const nextSecrets = { ...secrets, previousOrganiserIds: secrets.previousOrganiserIds.filter((id) => !ids.includes(id)) };
      await writeSecrets(tx, user.id, nextSecrets, now);
      const message = T.migrated(moved.length, docs?.n ?? 0, target.name);
      await recordAudit(
        tx,
        actor,
        {
          action: 'user.migrate',
          targetType: 'user',
          targetId: user.id,
          before: { organiserIds: sources.map((s) => s.code), events: moved.map((m) => m.eventCode ?? m.draftId), applications: apps.map((a) => a.id) },
          after: { organiserId: target.id, organiserCode: target.code, events: moved.length, documents: docs?.n ?? 0 },
        },
        now,
      );
      return { status: 'SUCCESS', data: { message } };
    });
  }
}
