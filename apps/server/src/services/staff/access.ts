import { randomBytes } from 'node:crypto';
import {
  DUPLICATE_MESSAGES, isValidGstin, ORGANISER_GROUPS, rolesForGroups, STAFF_ERROR_CODES as C, STAFF_TEXTS as T, gstStateName,
  type CreateOrganiser, type DiyUser, type Role, type UserAccess,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisers, users, type UserRow } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import { ApplicationRepository, type Tx } from '../../repositories/application-repository';
import { isUniqueViolation } from '../ids';
import { recordAudit, type StaffActor } from './audit';
import { findOrganiser, findUser, toDiyUser, userSnapshot } from './users-common';
import { readSecrets, relink, writeSecrets } from './user-secrets';

const notConfigured = () => new AppError(422, C.organiserNotConfigured, T.organiserNotConfigured);
const accessFailed = (field?: string) => new AppError(409, C.accessFailed, T.accessFailed, field ? { field, fields: [{ field, message: T.accessFailed }] } : {});
const isMobile = (v: string) => /^\d{10}$/.test(v.trim());

/** Dashboard access, organisers made from users, the organiser id from the user secrets, gate staff (admin). */
export class AccessService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private async diyUser(tx: Tx, user: UserRow): Promise<DiyUser> {
    const org = await findOrganiser(tx, user.organiserId);
    return toDiyUser(user, org?.name ?? null, await readSecrets(tx, user.id));
  }

  /**
   * POST /user/access: the user (created when unknown, from the username, e-mail and mobile) gets the roles of the
   * groups on top of their own, the contract flag and, for organiser groups, the organiser id (from the body, the
   * user secrets or the user's current link; none: 'Organiser not configured ...').
   */
  async grant(actor: StaffActor, body: UserAccess) {
    try {
      return await this.db.transaction(async (tx) => {
        const now = this.now();
        let user = await findUser(tx, body.username);
        const before = user ? userSnapshot(user) : null;
        const secrets = user ? await readSecrets(tx, user.id) : { organiserId: null, contract: false, groups: [], previousOrganiserIds: [] };
        const needsOrganiser = body.groups.some((g) => ORGANISER_GROUPS.includes(g));
        const org = needsOrganiser ? await findOrganiser(tx, body.organiserId || secrets.organiserId || user?.organiserId) : undefined;
        if (needsOrganiser && !org) throw notConfigured();
        const email = body.emailID ?? (isMobile(body.username) ? undefined : body.username.toLowerCase());
        const mobile = body.mobile ?? (isMobile(body.username) ? body.username.trim() : undefined);
        if (!user) {
          if (!email && !mobile) throw errors.validation([{ field: 'username', message: T.accessFailed }]);
          const [created] = await tx
            .insert(users)
            .values({ email: email ?? null, mobile: mobile ?? null, name: email?.split('@')[0] ?? mobile ?? body.username, roles: [], createdAt: now, updatedAt: now })
            .returning();
          user = created!;
        }
        const roles = [...new Set<Role>([...user.roles, ...rolesForGroups(body.groups)])];
        const organiserId = org?.id ?? user.organiserId;
        const [updated] = await tx
          .update(users)
          .set({
            roles,
            organiserId,
            ...(email && !user.email ? { email } : {}),
            ...(mobile && !user.mobile ? { mobile } : {}),
            updatedAt: now,
          })
          .where(eq(users.id, user.id))
          .returning();
        const base = { ...secrets, contract: body.contract, groups: [...new Set([...secrets.groups, ...body.groups])] };
        const nextSecrets = org ? relink(base, user.organiserId, org.id) : base;
        await writeSecrets(tx, user.id, nextSecrets, now);
        await recordAudit(tx, actor, { action: 'user.access_grant', targetType: 'user', targetId: user.id, before, after: { ...userSnapshot(updated!), groups: body.groups, contract: body.contract } }, now);
        return { user: await this.diyUser(tx, updated!), message: T.accessGranted };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw accessFailed();
      throw err;
    }
  }

  /** POST /organiser: an approved organiser made from a user's business and bank details; the user is linked to it. */
  async createOrganiser(actor: StaffActor, body: CreateOrganiser) {
    const repo = new ApplicationRepository(this.db);
    const gstin = body.business.gstin?.trim() ? body.business.gstin.trim().toUpperCase() : undefined;
    if (gstin && !isValidGstin(gstin)) throw errors.validation([{ field: 'business.gstin', message: 'Please enter a valid GSTIN Number' }]);
    const checks: [Parameters<ApplicationRepository['isTaken']>[0], string | undefined, string][] = [
      ['pan', body.business.pan, 'business.pan'],
      ['gst', gstin, 'business.gstin'],
      ['accountNumber', body.bank.accountNumber, 'bank.accountNumber'],
    ];
    try {
      return await this.db.transaction(async (tx) => {
        // Checked and written holding the values' claim locks, like every writer of these fields.
        await repo.claimUnique(tx, checks.map(([field, value]) => [field, value] as const));
        for (const [field, value, path] of checks) {
          if (value && (await repo.isTaken(field, value, {}, tx))) throw errors.validation([{ field: path, message: DUPLICATE_MESSAGES[field] }]);
        }
        const user = await findUser(tx, body.username);
        if (!user) throw errors.notFound();
        if (user.organiserId && (await findOrganiser(tx, user.organiserId))) throw accessFailed('username');
        const now = this.now();
        const email = body.profile.email ?? user.email ?? null;
        const profile = {
          pan: body.business.pan,
          gstNumbers: gstin ? [{ gstin, state: gstStateName(gstin.slice(0, 2)) ?? '' }] : [],
          address: body.business.address,
          email,
          contact: { name: body.profile.name, email, mobile: body.profile.mobile ?? user.mobile },
          bank: { ...body.bank, accountType: body.bank.accountType ?? null },
          description: '',
          brandLogoKey: null,
          documents: body.document,
          createdByStaff: actor.name,
        };
        const code = body.organiserid ?? `ORG-${randomBytes(5).toString('hex').toUpperCase()}`;
        const [org] = await tx.insert(organisers).values({ code, name: body.business.organisationName, status: 'approved', profile, createdAt: now, updatedAt: now }).returning();
        const roles = [...new Set<Role>([...user.roles, 'organiser'])];
        const [updated] = await tx.update(users).set({ organiserId: org!.id, roles, updatedAt: now }).where(eq(users.id, user.id)).returning();
        await writeSecrets(tx, user.id, relink(await readSecrets(tx, user.id), user.organiserId, org!.id), now);
        await recordAudit(
          tx,
          actor,
          { action: 'user.organiser_create', targetType: 'organiser', targetId: org!.id, before: userSnapshot(user), after: { ...userSnapshot(updated!), organiserCode: code, organisationName: org!.name } },
          now,
        );
        return { organiserId: org!.id, organiserCode: code, user: await this.diyUser(tx, updated!), message: T.organiserCreated };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw accessFailed('organiserid');
      throw err;
    }
  }

  /** PUT /user/secret: the organiser id (given, or the one in the user secrets) set on the user. */
  async setSecret(actor: StaffActor, body: { username: string; organizerId?: string | undefined }) {
    return this.db.transaction(async (tx) => {
      const user = await findUser(tx, body.username);
      if (!user) throw errors.notFound();
      const secrets = await readSecrets(tx, user.id);
      const org = await findOrganiser(tx, body.organizerId || secrets.organiserId);
      if (!org) throw notConfigured();
      const now = this.now();
      const [updated] = await tx.update(users).set({ organiserId: org.id, updatedAt: now }).where(eq(users.id, user.id)).returning();
      await writeSecrets(tx, user.id, relink(secrets, user.organiserId, org.id), now);
      await recordAudit(tx, actor, { action: 'user.secret_set', targetType: 'user', targetId: user.id, before: userSnapshot(user), after: userSnapshot(updated!) }, now);
      return { user: await this.diyUser(tx, updated!), message: T.secretSet };
    });
  }

  /** POST gate-staff: a scanner account of an approved organiser (logs in with a code to the mobile). */
  async createGateStaff(actor: StaffActor, body: { organiserId: string; name: string; mobile: string; email?: string | undefined }) {
    try {
      return await this.db.transaction(async (tx) => {
        const org = await findOrganiser(tx, body.organiserId);
        if (!org) throw errors.notFound();
        if (org.status !== 'approved') throw new AppError(409, C.notReviewable, T.notReviewable);
        if (await findUser(tx, body.mobile)) throw accessFailed('mobile');
        if (body.email && (await findUser(tx, body.email))) throw accessFailed('email');
        const now = this.now();
        const [user] = await tx
          .insert(users)
          .values({ name: body.name, mobile: body.mobile, email: body.email ?? null, roles: ['scanner'], organiserId: org.id, createdAt: now, updatedAt: now })
          .returning();
        await recordAudit(tx, actor, { action: 'gate_staff.create', targetType: 'user', targetId: user!.id, before: null, after: { ...userSnapshot(user!), organiserCode: org.code } }, now);
        return { user: await this.diyUser(tx, user!), message: T.gateStaffCreated };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw accessFailed();
      throw err;
    }
  }
}

