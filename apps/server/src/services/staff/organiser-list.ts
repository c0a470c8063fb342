import {
  ADDITIONAL_DOC_APPROVAL, DOCUMENT_LINK_TTL_SECONDS, GST_VERIFICATION_URL, organiserListStatusOf, PAN_VERIFICATION_URL, type OrganiserListAnswer,
  type OrganiserListItem, type OrganiserListStatus,
} from '@diy/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../../db/client';
import { organiserApplications, organiserChangeRequests, organiserDocuments, organisers, users, type OrganiserChangeRequestRow, type OrganiserDocumentRow } from '../../db/schema';
import { errors } from '../../http/errors';
import { StaffOrganiserRepository, type OrganiserListRow } from '../../repositories/staff-organiser-repository';
import type { FileLinks } from '../file-links';
import { isoOf, isUuid } from '../ids';
import { storedRejection } from './rejection';

const profileShape = z.object({
  pan: z.string().optional(),
  gstNumbers: z.array(z.object({ gstin: z.string(), state: z.string().optional() })).optional(),
  address: z.string().optional(),
  email: z.string().optional(),
  contact: z.object({ name: z.string().optional(), email: z.string().optional(), mobile: z.string().optional() }).optional(),
  bank: z.record(z.string(), z.unknown()).optional(),
});

/** The organiser's details for the reviewer: the application's general information, or the approved profile. */
export function detailsOf(row: Pick<OrganiserListRow, 'name' | 'org_status' | 'profile' | 'general_information'>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (k: string, v: unknown) => {
    if (typeof v === 'string' && v !== '') out[k] = v;
  };
  for (const [k, v] of Object.entries(row.general_information ?? {})) put(k, v);
  if (row.org_status === 'approved' || !row.general_information) {
    const p = profileShape.safeParse(row.profile).data ?? {};
    put('organisationName', row.name);
    put('pan', p.pan);
    put('address', p.address);
    put('email', p.email ?? p.contact?.email);
    put('fullName', p.contact?.name);
    const gst = p.gstNumbers ?? [];
    if (gst.length) {
      put('gstin', gst.map((g) => g.gstin).join(', '));
      put('gstinState', gst.map((g) => g.state ?? '').join(', '));
    }
    for (const [k, v] of Object.entries(p.bank ?? {})) put(k, v);
  }
  return out;
}

const toDocument = (d: OrganiserDocumentRow) => ({
  id: d.id,
  media: d.media,
  gstNumber: d.gstNumber || null,
  kind: d.kind,
  status: d.status,
  originalName: d.originalName,
  uploadedAt: isoOf(d.createdAt),
});

const toChange = (c: OrganiserChangeRequestRow) => ({
  id: c.id,
  kind: ADDITIONAL_DOC_APPROVAL as typeof ADDITIONAL_DOC_APPROVAL,
  change: c.kind,
  status: c.status,
  gstin: typeof c.payload.gstin === 'string' ? c.payload.gstin : null,
  state: typeof c.payload.state === 'string' ? c.payload.state : null,
  replaces: typeof c.payload.replaces === 'string' ? c.payload.replaces : null,
  requestedAt: isoOf(c.createdAt),
});

/** The organiser lists, document links and rejection reasons (read side of organiser review). */
export class OrganiserListService {
  private readonly repo: StaffOrganiserRepository;
  constructor(
    private readonly db: Db,
    private readonly links: FileLinks,
  ) {
    this.repo = new StaffOrganiserRepository(db);
  }

  async list(status: OrganiserListStatus, q: { limit: number; offset: number; search?: string | undefined }): Promise<OrganiserListAnswer> {
    const [rows, counts] = await Promise.all([this.repo.list(status, q), this.repo.counts(q.search)]);
    const list = await this.items(rows, () => status);
    return { status, list, counts, total: counts[status], limit: q.limit, offset: q.offset };
  }

  /** GET vendor-onboard/organiser/{id}: one organiser as the lists show it, in the list its statuses put it in; 404 when unknown. */
  async detail(id: string): Promise<OrganiserListItem> {
    if (!isUuid(id)) throw errors.notFound();
    const row = await this.repo.byId(id);
    if (!row) throw errors.notFound();
    const [item] = await this.items([row], (r) =>
      organiserListStatusOf({ organiserStatus: r.org_status, applicationStatus: r.app_status, hasChanges: Boolean(r.has_changes) }),
    );
    return item!;
  }

  /** The rows with their documents and pending changes, each in the list `statusOf` names. */
  private async items(rows: OrganiserListRow[], statusOf: (row: OrganiserListRow) => OrganiserListStatus): Promise<OrganiserListItem[]> {
    const appIds = rows.map((r) => r.app_id).filter((id): id is string => id !== null);
    const orgIds = rows.map((r) => r.id);
    const docs = appIds.length ? await this.db.select().from(organiserDocuments).where(inArray(organiserDocuments.applicationId, appIds)).orderBy(organiserDocuments.createdAt) : [];
    const changes = orgIds.length
      ? await this.db
          .select()
          .from(organiserChangeRequests)
          .where(and(inArray(organiserChangeRequests.organiserId, orgIds), eq(organiserChangeRequests.status, 'pending')))
          .orderBy(organiserChangeRequests.createdAt)
      : [];
    return rows.map((r) => ({
      organiserId: r.id,
      organiserCode: r.code,
      applicationId: r.app_id,
      listStatus: statusOf(r),
      kind: r.org_status === 'approved' && r.has_changes ? (ADDITIONAL_DOC_APPROVAL as typeof ADDITIONAL_DOC_APPROVAL) : ('NEW' as const),
      organiserStatus: r.org_status,
      applicationStatus: r.app_status,
      organisationName: r.name,
      username: r.email ?? r.mobile,
      mobile: r.mobile,
      email: r.email,
      active: r.active,
      bdCode: r.bd_code,
      submittedAt: r.submitted_at ? isoOf(r.submitted_at) : null,
      reviewedAt: r.reviewed_at ? isoOf(r.reviewed_at) : null,
      details: detailsOf(r),
      documents: docs.filter((d) => d.applicationId === r.app_id).map(toDocument),
      changeRequests: changes.filter((c) => c.organiserId === r.id).map(toChange),
      rejection: storedRejection({ rejection: r.rejection }),
    }));
  }

  /** GET signup/all-files + x-mobile-no: inline signed links to every document of the organiser behind the number. */
  async allFiles(mobile: string) {
    const [user] = await this.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    if (!user?.organiserId) throw errors.notFound();
    const [org] = await this.db.select().from(organisers).where(eq(organisers.id, user.organiserId)).limit(1);
    if (!org) throw errors.notFound();
    const [app] = await this.db
      .select()
      .from(organiserApplications)
      .where(eq(organiserApplications.organiserId, org.id))
      .orderBy(desc(organiserApplications.createdAt))
      .limit(1);
    const docs = app ? await this.db.select().from(organiserDocuments).where(eq(organiserDocuments.applicationId, app.id)).orderBy(organiserDocuments.createdAt) : [];
    const files = docs.map((d) => {
      const ext = d.fileName.split('.').pop() ?? 'pdf';
      const link = this.links.signedUrl(d.storageKey, {
        downloadName: `${d.media}${d.gstNumber ? `-${d.gstNumber}` : ''}.${ext}`,
        disposition: 'inline',
        ttlSeconds: DOCUMENT_LINK_TTL_SECONDS,
      });
      return { ...toDocument(d), url: link.url, expiresAt: link.expiresAt };
    });
    const details = detailsOf({ name: org.name, org_status: org.status, profile: org.profile, general_information: app?.generalInformation ?? null });
    const pending = await this.db
      .select()
      .from(organiserChangeRequests)
      .where(and(eq(organiserChangeRequests.organiserId, org.id), eq(organiserChangeRequests.status, 'pending')));
    const gst = new Set<string>([
      ...(details.gstin ? details.gstin.split(', ') : []),
      ...pending.map((c) => c.payload.gstin).filter((g): g is string => typeof g === 'string'),
    ]);
    return {
      mobile,
      organiserId: org.id,
      files,
      verification: {
        pan: { number: details.pan ?? null, url: PAN_VERIFICATION_URL },
        gst: [...gst].map((number) => ({ number, url: GST_VERIFICATION_URL })),
      },
    };
  }
}
