import {
  BD_MANAGERS, CHANGE_ITEM_PREFIX, REVIEW_ITEM_MEDIA, REVIEW_ITEMS, reopenStep, STAFF_ERROR_CODES as C, STAFF_TEXTS as T,
  type ApplicationRejection, type ApplicationReviewItem, type RejectOrganiser, type ReviewAnswer,
} from '@diy/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  organiserApplications, organiserChangeRequests, organiserDocuments, organisers, signups,
  type OrganiserApplicationRow, type OrganiserChangeRequestRow, type OrganiserRow,
} from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import type { Tx } from '../../repositories/application-repository';
import { isUuid } from '../ids';
import { recordAudit, type StaffActor } from './audit';
import { carriedHistory } from '../signup-resubmission';
import { storedRejection } from './rejection';
import { rejectionHistory } from './rejection-history';

const REVIEWABLE = ['submitted', 'under_review'];
/** Approval errors carry their text in longDesc, rejection errors in shortDesc (seed 001 section 8). */
const approvalError = (status: number, code: string, text: string) => new AppError(status, code, text, { longDesc: text });
const rejectionError = (status: number, code: string, text: string) => new AppError(status, code, text, { shortDesc: text });

interface Locked {
  org: OrganiserRow;
  app: OrganiserApplicationRow | undefined;
  changes: OrganiserChangeRequestRow[];
}

type GstList = { gstin: string; state: string }[];
const snapshot = (l: Locked) => ({
  organiserStatus: l.org.status,
  applicationStatus: l.app?.status ?? null,
  currentStep: l.app?.currentStep ?? null,
  bdCode: l.app?.bdCode ?? null,
  gstNumbers: ((l.org.profile.gstNumbers as GstList | undefined) ?? []).map((g) => g.gstin),
  pendingChanges: l.changes.map((c) => ({ id: c.id, kind: c.kind, gstin: c.payload.gstin ?? null })),
});

/** Approve, additional approval, reject and partial reject of organisers (seed 001 sections 4, 7 and 8). */
export class OrganiserReviewService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The organiser row locked for the review, its newest application and pending changes; 404 for unknown ids. */
  private async lock(tx: Tx, id: string): Promise<Locked> {
    if (!isUuid(id)) throw errors.notFound();
    const [org] = await tx.select().from(organisers).where(eq(organisers.id, id)).for('update');
    if (!org) throw errors.notFound();
    const [app] = await tx.select().from(organiserApplications).where(eq(organiserApplications.organiserId, id)).orderBy(desc(organiserApplications.createdAt)).limit(1);
    const changes = await tx
      .select()
      .from(organiserChangeRequests)
      .where(and(eq(organiserChangeRequests.organiserId, id), eq(organiserChangeRequests.status, 'pending')))
      .orderBy(organiserChangeRequests.createdAt);
    return { org, app, changes };
  }

  private answer(l: Locked, message: string): ReviewAnswer {
    return { organiserId: l.org.id, applicationId: l.app?.id ?? null, organiserStatus: l.org.status, applicationStatus: l.app?.status ?? null, bdCode: l.app?.bdCode ?? null, message };
  }

  async approve(actor: StaffActor, id: string, bdCode: string): Promise<ReviewAnswer> {
    return this.db.transaction(async (tx) => {
      const l = await this.lock(tx, id);
      if (l.org.status === 'approved') {
        throw approvalError(409, C.alreadyApproved, l.changes.length ? T.alreadyApprovedWithNewDocs : T.alreadyApproved);
      }
      if (l.app && !REVIEWABLE.includes(l.app.status)) throw approvalError(409, C.notReviewable, T.notReviewable);
      const bd = BD_MANAGERS.find((b) => b.bdCode.toUpperCase() === bdCode.toUpperCase());
      if (!bd) throw approvalError(400, C.unknownBd, T.unknownBd);
      const before = snapshot(l);
      const now = this.now();
      const [org] = await tx
        .update(organisers)
        .set({ status: 'approved', profile: { ...l.org.profile, bdCode: bd.bdCode }, updatedAt: now })
        .where(eq(organisers.id, l.org.id))
        .returning();
      let app = l.app;
      if (app) {
        [app] = await tx
          .update(organiserApplications)
          .set({ status: 'approved', bdCode: bd.bdCode, reviewedAt: now, reviewedBy: actor.id, updatedAt: now })
          .where(eq(organiserApplications.id, app.id))
          .returning();
        await tx
          .update(organiserDocuments)
          .set({ status: 'approved', reviewedAt: now })
          .where(and(eq(organiserDocuments.applicationId, app!.id), eq(organiserDocuments.kind, 'signup')));
      }
      const after = { ...l, org: org!, app };
      await recordAudit(tx, actor, { action: 'organiser.approve', targetType: 'organiser', targetId: l.org.id, before, after: { ...snapshot(after), bdName: bd.name } }, now);
      return this.answer(after, T.approved);
    });
  }

  /** Approves every pending change of an approved organiser: new GST numbers join the profile, their documents approved. */
  async approveAdditional(actor: StaffActor, id: string): Promise<ReviewAnswer> {
    return this.db.transaction(async (tx) => {
      const l = await this.lock(tx, id);
      if (l.org.status !== 'approved') throw approvalError(409, C.notReviewable, T.notReviewable);
      if (l.changes.length === 0) throw approvalError(409, C.nothingToApprove, T.nothingToApprove);
      const before = snapshot(l);
      const after = await this.settleChanges(tx, actor, l, l.changes, []);
      await recordAudit(tx, actor, { action: 'organiser.additional_approve', targetType: 'organiser', targetId: l.org.id, before, after: snapshot(after) }, this.now());
      return this.answer(after, T.additionalApproved);
    });
  }

  /** Approves `approve` and rejects `reject` (with reasons) of the pending changes; the approved GST numbers join the profile. */
  private async settleChanges(
    tx: Tx,
    actor: StaffActor,
    l: Locked,
    approve: OrganiserChangeRequestRow[],
    reject: { change: OrganiserChangeRequestRow; reasons: string[] }[],
    note?: string,
  ): Promise<Locked> {
    const now = this.now();
    let gst = [...((l.org.profile.gstNumbers as GstList | undefined) ?? [])];
    for (const c of approve) {
      const gstin = String(c.payload.gstin ?? '');
      if (c.kind === 'gst' && gstin) {
        gst = gst.filter((g) => g.gstin !== gstin && g.gstin !== c.payload.replaces);
        gst.push({ gstin, state: String(c.payload.state ?? '') });
      }
      await tx.update(organiserChangeRequests).set({ status: 'approved', reviewedBy: actor.id, reviewedAt: now }).where(eq(organiserChangeRequests.id, c.id));
      if (typeof c.payload.documentId === 'string') await tx.update(organiserDocuments).set({ status: 'approved', reviewedAt: now }).where(eq(organiserDocuments.id, c.payload.documentId));
    }
    for (const { change, reasons } of reject) {
      const reviewNote = JSON.stringify({ reasons, note: note ?? null });
      await tx.update(organiserChangeRequests).set({ status: 'rejected', reviewedBy: actor.id, reviewedAt: now, reviewNote }).where(eq(organiserChangeRequests.id, change.id));
      if (typeof change.payload.documentId === 'string') await tx.update(organiserDocuments).set({ status: 'rejected', reviewedAt: now }).where(eq(organiserDocuments.id, change.payload.documentId));
    }
    const [org] = await tx.update(organisers).set({ profile: { ...l.org.profile, gstNumbers: gst }, updatedAt: now }).where(eq(organisers.id, l.org.id)).returning();
    return { ...l, org: org!, changes: [] };
  }

  /**
   * Reject (`partial` false: the whole application goes back) or partially reject (the items not listed are approved).
   * For an approved organiser the items are its pending changes (`change:<id>`); otherwise the application's items.
   */
  async reject(actor: StaffActor, id: string, body: RejectOrganiser, partial: boolean): Promise<ReviewAnswer> {
    return this.db.transaction(async (tx) => {
      const l = await this.lock(tx, id);
      const action = partial ? 'organiser.partial_reject' : 'organiser.reject';
      const before = snapshot(l);
      const now = this.now();
      if (l.org.status === 'approved') {
        if (l.changes.length === 0) throw rejectionError(409, C.alreadyApproved, T.alreadyApproved);
        const byId = new Map(l.changes.map((c) => [c.id, c]));
        const listed = body.reasons.map((r) => ({ change: byId.get(r.item.slice(CHANGE_ITEM_PREFIX.length).toLowerCase()), reasons: r.reasons, item: r.item }));
        if (listed.some((x) => !x.item.startsWith(CHANGE_ITEM_PREFIX) || !x.change)) throw rejectionError(400, C.unknownItem, T.unknownItem);
        const rejected = listed.map((x) => ({ change: x.change!, reasons: x.reasons }));
        const rejectedIds = new Set(rejected.map((x) => x.change.id));
        // A full rejection turns down every pending change; reasons apply to those listed.
        const alsoRejected = partial ? [] : l.changes.filter((c) => !rejectedIds.has(c.id)).map((change) => ({ change, reasons: [] as string[] }));
        const approve = partial ? l.changes.filter((c) => !rejectedIds.has(c.id)) : [];
        const after = await this.settleChanges(tx, actor, l, approve, [...rejected, ...alsoRejected], body.note);
        await recordAudit(tx, actor, { action, targetType: 'organiser', targetId: l.org.id, before, after: { ...snapshot(after), reasons: body.reasons, note: body.note ?? null } }, now);
        return this.answer(after, partial ? T.partiallyRejected : T.rejected);
      }
      if (!l.app || !REVIEWABLE.includes(l.app.status)) throw rejectionError(409, C.notReviewable, T.notReviewable);
      if (body.reasons.some((r) => !(r.item in REVIEW_ITEMS))) throw rejectionError(400, C.unknownItem, T.unknownItem);
      const items = body.reasons.map((r) => ({ ...r, item: r.item as ApplicationReviewItem }));
      const status = partial ? 'partially_rejected' : 'rejected';
      const step = reopenStep(items.map((i) => i.item));
      const rejection: ApplicationRejection = {
        status,
        items: items.map((i) => ({ item: i.item, label: REVIEW_ITEMS[i.item].label, step: REVIEW_ITEMS[i.item].step, reasons: i.reasons })),
        note: body.note ? body.note : null,
        rejectedAt: now.toISOString(),
      };
      const [app] = await tx
        .update(organiserApplications)
        .set({ status, currentStep: step, rejection: { ...rejection, history: carriedHistory(l.app.rejection) }, reviewedAt: now, reviewedBy: actor.id, updatedAt: now })
        .where(eq(organiserApplications.id, l.app.id))
        .returning();
      await tx.update(signups).set({ status: step, updatedAt: now }).where(eq(signups.id, l.app.signupId));
      const [org] = await tx.update(organisers).set({ status: partial ? 'pending' : 'rejected', updatedAt: now }).where(eq(organisers.id, l.org.id)).returning();
      const rejectedMedia = items.map((i) => REVIEW_ITEM_MEDIA[i.item]).filter((m): m is string => m !== undefined);
      const docs = and(eq(organiserDocuments.applicationId, l.app.id), eq(organiserDocuments.kind, 'signup'));
      if (partial) await tx.update(organiserDocuments).set({ status: 'approved', reviewedAt: now }).where(docs);
      if (rejectedMedia.length) await tx.update(organiserDocuments).set({ status: 'rejected', reviewedAt: now }).where(and(docs, inArray(organiserDocuments.media, rejectedMedia)));
      const after = { ...l, org: org!, app: app! };
      await recordAudit(tx, actor, { action, targetType: 'organiser', targetId: l.org.id, before, after: { ...snapshot(after), rejection } }, now);
      return this.answer(after, partial ? T.partiallyRejected : T.rejected);
    });
  }

  /** GET rejection-reasons/{id}: the last verdict on the organiser's application (null when never rejected) and every rejection so far. */
  async reasons(id: string) {
    if (!isUuid(id)) throw errors.notFound();
    const [org] = await this.db.select({ id: organisers.id }).from(organisers).where(eq(organisers.id, id)).limit(1);
    if (!org) throw errors.notFound();
    const [app] = await this.db.select().from(organiserApplications).where(eq(organiserApplications.organiserId, id)).orderBy(desc(organiserApplications.createdAt)).limit(1);
    const history = await rejectionHistory(this.db, org.id, app?.rejection);
    return { organiserId: org.id, applicationId: app?.id ?? null, rejection: storedRejection(app), history };
  }
}
