import {
  ACCOUNT_FORM_MESSAGES as AM, DOCUMENT_LINK_TTL_SECONDS, DUPLICATE_MESSAGES, gstStateName, parseGstin, PROFILE_MESSAGES as PM,
  type DocumentLink, type GstEntry, type OrganisationDetails, type OrganiserProfile, type UpdateGst, type UpdateProfile,
  type UploadMedia,
} from '@diy/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  organiserApplications, organiserChangeRequests, organisers, signups, users, type OrganiserApplicationRow, type OrganiserRow,
} from '../db/schema';
import { errors } from '../http/errors';
import type { ApplicationRepository, Tx } from '../repositories/application-repository';
import type { UserWithOrganiser } from '../repositories/user-repository';
import { applicationStatusOf } from './organiser-approval';
import type { FileLinks } from './file-links';
import { isUniqueViolation } from './ids';

interface StoredProfile {
  pan?: string;
  gstNumbers?: { gstin: string; state: string }[];
  address?: string;
  email?: string;
  bank?: { beneficiaryName: string; bankName: string; accountNumber: string; ifsc: string; accountType: string | null };
  description?: string;
  brandLogoKey?: string | null;
}

/** The caller as the profile routes see them: their user row and organiser. */
export interface ProfileOwner {
  user: UserWithOrganiser;
  organiser: OrganiserRow;
}

const mask = (account: string) => `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

/** The organiser's own profile and organisation details (seed 001 sections 3 and 7). */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly repo: ApplicationRepository,
    private readonly links: FileLinks,
    private readonly now: () => Date,
  ) {}

  /** The organiser behind an organiser user; 403 for an account without one. */
  async owner(user: UserWithOrganiser | undefined): Promise<ProfileOwner> {
    if (!user?.organiserId) throw errors.forbidden();
    const [organiser] = await this.db.select().from(organisers).where(eq(organisers.id, user.organiserId)).limit(1);
    if (!organiser) throw errors.forbidden();
    return { user, organiser };
  }

  private stored(o: OrganiserRow): StoredProfile {
    return o.profile as StoredProfile;
  }

  private brandLogoUrl(o: OrganiserRow): string | null {
    const key = this.stored(o).brandLogoKey;
    return key ? this.links.publicUrl(key) : null;
  }

  async gstNumbers(o: OrganiserRow): Promise<GstEntry[]> {
    const approved: GstEntry[] = (this.stored(o).gstNumbers ?? []).map((g) => ({ gstin: g.gstin, state: g.state, status: 'approved', replaces: null }));
    const changes = await this.db
      .select({ payload: organiserChangeRequests.payload, status: organiserChangeRequests.status })
      .from(organiserChangeRequests)
      .where(and(eq(organiserChangeRequests.organiserId, o.id), eq(organiserChangeRequests.kind, 'gst'), eq(organiserChangeRequests.status, 'pending')))
      .orderBy(organiserChangeRequests.createdAt);
    const pending: GstEntry[] = changes.map((c) => ({
      gstin: String(c.payload.gstin),
      state: String(c.payload.state ?? ''),
      status: 'pending approval',
      replaces: typeof c.payload.replaces === 'string' ? c.payload.replaces : null,
    }));
    return [...approved, ...pending];
  }

  async profile({ user, organiser }: ProfileOwner): Promise<OrganiserProfile> {
    const gstNumbers = await this.gstNumbers(organiser);
    return {
      mobile: user.mobile ?? '',
      name: user.name,
      email: user.email,
      mfaEnabled: user.mfaEnabled,
      organiserId: organiser.id,
      organisationName: organiser.name,
      organiserStatus: organiser.status,
      applicationStatus: await applicationStatusOf(this.db, user),
      brandLogoUrl: this.brandLogoUrl(organiser),
      gstNumbers,
      hasPendingApproval: gstNumbers.some((g) => g.status === 'pending approval'),
    };
  }

  async details({ organiser }: ProfileOwner, message: string | null = null): Promise<OrganisationDetails> {
    const p = this.stored(organiser);
    return {
      organiserId: organiser.id,
      organisationName: organiser.name,
      pan: p.pan ?? null,
      address: p.address ?? null,
      gstNumbers: await this.gstNumbers(organiser),
      bank: p.bank ? { ...p.bank, accountNumber: mask(p.bank.accountNumber), accountType: p.bank.accountType || null } : null,
      description: p.description ?? '',
      brandLogoUrl: this.brandLogoUrl(organiser),
      message,
    };
  }

  async patchProfile(organiserId: string, patch: Partial<StoredProfile>, tx: Tx = this.db): Promise<OrganiserRow> {
    const [row] = await tx
      .update(organisers)
      .set({ profile: sql`${organisers.profile} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` })
      .where(eq(organisers.id, organiserId))
      .returning();
    if (!row) throw errors.forbidden();
    return row;
  }

  /**
   * Points the profile at a new brand logo file (null: none) and answers the row and the file it replaced, read under
   * the row's lock: of several uploads at once, each replaces exactly the file before it, so every file that is no
   * longer the logo is known to one of them and deleted (none is left that nothing points to).
   */
  async swapBrandLogo(organiserId: string, key: string | null): Promise<{ row: OrganiserRow; replaced: string | null }> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select({ profile: organisers.profile }).from(organisers).where(eq(organisers.id, organiserId)).for('update');
      if (!current) throw errors.forbidden();
      const replaced = (current.profile as { brandLogoKey?: string | null }).brandLogoKey ?? null;
      const row = await this.patchProfile(organiserId, { brandLogoKey: key }, tx);
      return { row, replaced };
    });
  }

  /** Name and e-mail: the e-mail must be free (other users, applications and organisers). */
  async updateProfile(owner: ProfileOwner, body: UpdateProfile): Promise<void> {
    const email = body.email.toLowerCase();
    const duplicate = () => errors.validation([{ field: 'email', message: DUPLICATE_MESSAGES.email }]);
    try {
      await this.db.transaction(async (tx) => {
        // Checked and written holding the address's claim lock, like every writer of an organiser's e-mail.
        await this.repo.claimUnique(tx, [['email', email]]);
        if (await this.repo.isTaken('email', email, { organiserId: owner.organiser.id, userId: owner.user.id }, tx)) throw duplicate();
        await tx.update(users).set({ name: body.name, email, updatedAt: sql`now()` }).where(eq(users.id, owner.user.id));
        const contact = { name: body.name, email, mobile: owner.user.mobile };
        await this.patchProfile(owner.organiser.id, { email, contact } as Partial<StoredProfile>, tx);
      });
    } catch (err) {
      // A user made by staff (no claim lock) took the address between the check and this write.
      if (isUniqueViolation(err, 'users_email_unique')) throw duplicate();
      throw err;
    }
  }

  /**
   * The organiser's application (documents hang off it). Organisers created before self-service sign-up (the demo
   * ones) get one on first use: their verified mobile as the sign-up, already DONE, with the organiser's status.
   */
  async application({ user, organiser }: ProfileOwner): Promise<OrganiserApplicationRow> {
    const found = await this.repo.findByOrganiser(organiser.id);
    if (found) return found;
    if (!user.mobile) throw errors.forbidden();
    const now = this.now();
    await this.db.insert(signups).values({ mobile: user.mobile, status: 'DONE', createdAt: now, updatedAt: now }).onConflictDoNothing();
    const [signup] = await this.db.select({ id: signups.id }).from(signups).where(eq(signups.mobile, user.mobile)).limit(1);
    const status = organiser.status === 'approved' ? 'approved' : 'submitted';
    await this.db
      .insert(organiserApplications)
      .values({ signupId: signup!.id, userId: user.id, organiserId: organiser.id, currentStep: 'DONE', status, generalInformation: {} })
      .onConflictDoNothing();
    const created = await this.repo.findByOrganiser(organiser.id);
    if (!created) throw errors.forbidden();
    return created;
  }

  /** A new (or replacing) GST number for approval: valid, same PAN, free, with its certificate uploaded first. */
  async requestGst(owner: ProfileOwner, body: UpdateGst): Promise<void> {
    const p = this.stored(owner.organiser);
    const gst = parseGstin(body.gstin)!;
    const state = gstStateName(gst.stateCode) ?? '';
    if (body.gstinState && body.gstinState.toLowerCase() !== state.toLowerCase()) {
      throw errors.validation([{ field: 'gstinState', message: PM.gstState }]);
    }
    if (p.pan && gst.pan !== p.pan) throw errors.validation([{ field: 'gstin', message: AM.gstin }]);
    const current = p.gstNumbers ?? [];
    if (current.some((g) => g.gstin === body.gstin)) throw errors.validation([{ field: 'gstin', message: PM.sameGst }]);
    if (body.replaces && !current.some((g) => g.gstin === body.replaces)) throw errors.validation([{ field: 'replaces', message: AM.gstin }]);
    // Looked up, not made: without an application there is no certificate, and a refusal writes nothing.
    const app = await this.repo.findByOrganiser(owner.organiser.id);
    const certificate = app ? await this.repo.findDocument(app.id, 'gst', body.gstin, 'additional') : undefined;
    if (!certificate) throw errors.validation([{ field: 'gstin', message: PM.certificateRequired }]);
    const payload = { gstin: body.gstin, state, replaces: body.replaces ?? null, documentId: certificate.id, fileName: certificate.fileName };
    await this.db.transaction(async (tx) => {
      await this.repo.claimUnique(tx, [['gst', body.gstin]]);
      if (await this.repo.isTaken('gst', body.gstin, { organiserId: owner.organiser.id }, tx)) {
        throw errors.validation([{ field: 'gstin', message: PM.duplicateGst }]);
      }
      // One pending request per number: a repeat replaces the earlier one's details.
      await tx
        .delete(organiserChangeRequests)
        .where(and(eq(organiserChangeRequests.organiserId, owner.organiser.id), eq(organiserChangeRequests.kind, 'gst'), eq(organiserChangeRequests.status, 'pending'), sql`${organiserChangeRequests.payload}->>'gstin' = ${body.gstin}`));
      await tx.insert(organiserChangeRequests).values({ organiserId: owner.organiser.id, kind: 'gst', payload, status: 'pending', requestedBy: owner.user.id });
    });
  }

  /** Signed, expiring links to an application's documents (Content-Disposition attachment). */
  async documentLinks(applicationId: string): Promise<DocumentLink[]> {
    const docs = await this.repo.documents(applicationId);
    return docs.map((d) => {
      const ext = d.fileName.split('.').pop() ?? 'pdf';
      const downloadName = `${d.media}${d.gstNumber ? `-${d.gstNumber}` : ''}.${ext}`;
      const link = this.links.signedUrl(d.storageKey, { downloadName, disposition: 'attachment', ttlSeconds: DOCUMENT_LINK_TTL_SECONDS });
      return {
        media: d.media as UploadMedia,
        gstNumber: d.gstNumber || null,
        kind: d.kind,
        status: d.status,
        originalName: d.originalName,
        url: link.url,
        expiresAt: link.expiresAt,
      };
    });
  }

  /** The newest application of an organiser, for staff (reviewer) document links. */
  async applicationOfOrganiser(organiserId: string): Promise<OrganiserApplicationRow | undefined> {
    return this.repo.findByOrganiser(organiserId);
  }
}
