import type { UniqueField } from '@diy/domain';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  organiserApplications,
  organiserChangeRequests,
  organiserDocuments,
  organisers,
  signups,
  users,
  type OrganiserApplicationRow,
  type OrganiserDocumentRow,
} from '../db/schema';

/** Database or transaction: both run the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DocumentKind = 'signup' | 'additional';
export interface NewDocument {
  applicationId: string;
  media: string;
  gstNumber: string;
  storageKey: string;
  fileName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  kind: DocumentKind;
  status: string;
}

/** Whose data a uniqueness check ignores: the caller's own application and organiser. */
export interface UniqueScope {
  applicationId?: string | undefined;
  organiserId?: string | undefined;
  userId?: string | undefined;
}

/** Steps after which an application's general information counts for uniqueness (drafts reserve nothing). */
const PROCEEDED_STEPS = ['STEP3', 'STEP4', 'DONE'];

/** Organiser applications (the sign-up form) and their documents (organiser_applications, organiser_documents). */
export class ApplicationRepository {
  constructor(private readonly db: Db) {}

  async findSignupByMobile(mobile: string): Promise<{ id: string; mobile: string } | undefined> {
    const [row] = await this.db.select({ id: signups.id, mobile: signups.mobile }).from(signups).where(eq(signups.mobile, mobile)).limit(1);
    return row;
  }

  /** The sign-up's application (made when the number is verified; made here, STEP2 draft, for sign-ups verified before that). */
  async ensureForSignup(signupId: string): Promise<OrganiserApplicationRow> {
    await this.db.insert(organiserApplications).values({ signupId }).onConflictDoNothing({ target: organiserApplications.signupId });
    const [row] = await this.db.select().from(organiserApplications).where(eq(organiserApplications.signupId, signupId)).limit(1);
    if (!row) throw new Error('Application upsert returned no row');
    return row;
  }

  async findById(id: string): Promise<OrganiserApplicationRow | undefined> {
    const [row] = await this.db.select().from(organiserApplications).where(eq(organiserApplications.id, id)).limit(1);
    return row;
  }

  /** The application behind an organiser (the newest, should there be several). */
  async findByOrganiser(organiserId: string): Promise<OrganiserApplicationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(organiserApplications)
      .where(eq(organiserApplications.organiserId, organiserId))
      .orderBy(sql`${organiserApplications.createdAt} desc`)
      .limit(1);
    return row;
  }

  async update(id: string, set: Partial<OrganiserApplicationRow>, tx: Tx = this.db): Promise<OrganiserApplicationRow> {
    const [row] = await tx
      .update(organiserApplications)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(organiserApplications.id, id))
      .returning();
    if (!row) throw new Error(`Application ${id} vanished`);
    return row;
  }

  async setSignupStatus(signupId: string, status: string, at: Date, tx: Tx = this.db): Promise<void> {
    await tx.update(signups).set({ status, updatedAt: at }).where(eq(signups.id, signupId));
  }

  async documents(applicationId: string, kind?: DocumentKind): Promise<OrganiserDocumentRow[]> {
    const where = kind
      ? and(eq(organiserDocuments.applicationId, applicationId), eq(organiserDocuments.kind, kind))
      : eq(organiserDocuments.applicationId, applicationId);
    return this.db.select().from(organiserDocuments).where(where).orderBy(organiserDocuments.createdAt);
  }

  async findDocument(applicationId: string, media: string, gstNumber: string, kind: DocumentKind): Promise<OrganiserDocumentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(organiserDocuments)
      .where(
        and(
          eq(organiserDocuments.applicationId, applicationId),
          eq(organiserDocuments.media, media),
          eq(organiserDocuments.gstNumber, gstNumber),
          eq(organiserDocuments.kind, kind),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Stores the document for (application, media, GST number, kind), replacing the previous one; answers the replaced
   * key. Replacements of one application's documents take turns (its row is locked first): two uploads of the same
   * document at once would otherwise both find nothing to replace and the second insert would break the unique index.
   */
  async replaceDocument(doc: NewDocument): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: organiserApplications.id }).from(organiserApplications).where(eq(organiserApplications.id, doc.applicationId)).for('update');
      const [old] = await tx
        .select({ id: organiserDocuments.id, storageKey: organiserDocuments.storageKey })
        .from(organiserDocuments)
        .where(
          and(
            eq(organiserDocuments.applicationId, doc.applicationId),
            eq(organiserDocuments.media, doc.media),
            eq(organiserDocuments.gstNumber, doc.gstNumber),
            eq(organiserDocuments.kind, doc.kind),
          ),
        )
        .for('update');
      if (old) await tx.delete(organiserDocuments).where(eq(organiserDocuments.id, old.id));
      await tx.insert(organiserDocuments).values(doc);
      return old?.storageKey ?? null;
    });
  }

  async setDocumentStatus(applicationId: string, kind: DocumentKind, status: string, tx: Tx = this.db, ids?: string[]): Promise<void> {
    const where = [eq(organiserDocuments.applicationId, applicationId), eq(organiserDocuments.kind, kind)];
    if (ids) where.push(inArray(organiserDocuments.id, ids));
    await tx.update(organiserDocuments).set({ status }).where(and(...where));
  }

  /**
   * Takes the claim locks of unique values (transaction-scoped advisory locks, in one order) for a writer that checks
   * them with `isTaken` and then stores them, all in `tx`: two writers of one value take turns, so the second sees the
   * first's value. `value` is compared as `isTaken` compares it (callers pass the normalised form).
   */
  async claimUnique(tx: Tx, values: readonly (readonly [UniqueField, string | null | undefined])[]): Promise<void> {
    const keys = [...new Set(values.filter(([, v]) => !!v).map(([field, v]) => `unique:${field}:${v}`))].sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }

  /**
   * Whether a value is already held by someone else: another application whose general information was proceeded,
   * another organiser's profile, a pending or approved GST change of another organiser, or (e-mail) another user.
   */
  async isTaken(field: UniqueField, value: string, scope: UniqueScope, runner: Tx = this.db): Promise<boolean> {
    const app = organiserApplications;
    const appKey = { gst: 'gstin', pan: 'pan', email: 'email', accountNumber: 'accountNumber' }[field];
    const appValue = field === 'email' ? sql`lower(${app.generalInformation}->>${appKey})` : sql`${app.generalInformation}->>${appKey}`;
    const appWhere: SQL[] = [sql`${appValue} = ${value}`, inArray(app.currentStep, PROCEEDED_STEPS)];
    if (scope.applicationId) appWhere.push(ne(app.id, scope.applicationId));
    if (scope.organiserId) appWhere.push(sql`${app.organiserId} is distinct from ${scope.organiserId}`);
    const [inApps] = await runner.select({ id: app.id }).from(app).where(and(...appWhere)).limit(1);
    if (inApps) return true;

    const orgWhere: SQL[] = [];
    if (field === 'gst') orgWhere.push(sql`${organisers.profile}->'gstNumbers' @> ${JSON.stringify([{ gstin: value }])}::jsonb`);
    else if (field === 'email') orgWhere.push(sql`lower(${organisers.profile}->>'email') = ${value}`);
    else if (field === 'pan') orgWhere.push(sql`${organisers.profile}->>'pan' = ${value}`);
    else orgWhere.push(sql`${organisers.profile}->'bank'->>'accountNumber' = ${value}`);
    if (scope.organiserId) orgWhere.push(ne(organisers.id, scope.organiserId));
    const [inOrgs] = await runner.select({ id: organisers.id }).from(organisers).where(and(...orgWhere)).limit(1);
    if (inOrgs) return true;

    if (field === 'gst') {
      const crWhere: SQL[] = [
        eq(organiserChangeRequests.kind, 'gst'),
        inArray(organiserChangeRequests.status, ['pending', 'approved']),
        sql`${organiserChangeRequests.payload}->>'gstin' = ${value}`,
      ];
      if (scope.organiserId) crWhere.push(ne(organiserChangeRequests.organiserId, scope.organiserId));
      const [inChanges] = await runner.select({ id: organiserChangeRequests.id }).from(organiserChangeRequests).where(and(...crWhere)).limit(1);
      if (inChanges) return true;
    }
    if (field === 'email') {
      const userWhere: SQL[] = [eq(users.email, value)];
      if (scope.userId) userWhere.push(ne(users.id, scope.userId));
      const [inUsers] = await runner.select({ id: users.id }).from(users).where(and(...userWhere)).limit(1);
      if (inUsers) return true;
    }
    return false;
  }
}
