import {
  editableItems, FIELD_REVIEW_ITEMS, isItemEditable, MEDIA_REVIEW_ITEMS, reasonsFor, rejectionLine, RESUBMISSION_ERROR_CODES,
  RESUBMISSION_MESSAGES as RM, type ApplicationRejection, type GeneralInformationField, type UploadMedia,
} from '@diy/domain';
import type { OrganiserApplicationRow, OrganiserDocumentRow } from '../db/schema';
import { AppError, type FieldError } from '../http/errors';
import { applicationRejectionOf, storedRejection } from './staff/rejection';

/**
 * The organiser's side of a rejection (issue #8): which parts of a sent-back application may change, the checks before
 * it is submitted again, and the record the reviewer reads afterwards. A partial rejection reopens only the rejected
 * items (the rest were approved automatically); a full rejection reopens everything.
 */

const approvedItemError = (fields: FieldError[], message: string = RM.approvedItem) =>
  new AppError(409, RESUBMISSION_ERROR_CODES.approvedItem, message, { shortDesc: message, field: fields[0]?.field, fields });

function editableOf(app: OrganiserApplicationRow) {
  return editableItems(app.status, applicationRejectionOf(app));
}

const same = (field: string, a: unknown, b: unknown): boolean => {
  const norm = (v: unknown) => {
    const s = typeof v === 'string' ? v.trim() : '';
    return field === 'email' ? s.toLowerCase() : ['pan', 'gstin', 'ifsc'].includes(field) ? s.toUpperCase() : s;
  };
  return norm(a) === norm(b);
};

/** Refuses (409 with the fields) a change to a general-information field the reviewer approved. Unchanged values pass. */
export function assertFieldsEditable(app: OrganiserApplicationRow, values: Partial<Record<GeneralInformationField, string | undefined>>): void {
  const editable = editableOf(app);
  if (editable === 'all' || editable === 'none') return;
  const locked: FieldError[] = [];
  for (const [field, value] of Object.entries(values) as [GeneralInformationField, string | undefined][]) {
    if (value === undefined || !(field in FIELD_REVIEW_ITEMS)) continue;
    if (isItemEditable(editable, FIELD_REVIEW_ITEMS[field])) continue;
    if (!same(field, value, app.generalInformation[field])) locked.push({ field, message: RM.approvedItem });
  }
  if (locked.length > 0) throw approvedItemError(locked);
}

/** Refuses (409) an upload replacing a document the reviewer approved in a partial rejection. */
export function assertMediaEditable(app: OrganiserApplicationRow, media: UploadMedia | string | undefined): void {
  const editable = editableOf(app);
  if (editable === 'all' || editable === 'none' || !media || !(media in MEDIA_REVIEW_ITEMS)) return;
  if (!isItemEditable(editable, MEDIA_REVIEW_ITEMS[media as UploadMedia])) {
    throw approvedItemError([{ field: 'file', message: RM.approvedDocument }], RM.approvedDocument);
  }
}

const DOCUMENT_FIELDS: Record<string, (d: OrganiserDocumentRow) => string> = {
  pan: () => 'panCard',
  cheque: () => 'cancelledCheque',
  gst: (d) => `gstCertificates.${d.gstNumber}`,
  agreement: () => 'agreement',
};

/** Documents the reviewer rejected that were not uploaded again, as field errors ('Please upload a new file ...'). */
export function rejectedDocuments(docs: readonly OrganiserDocumentRow[], media: readonly string[], gstNumbers: readonly string[]): FieldError[] {
  return docs
    .filter((d) => d.status === 'rejected' && media.includes(d.media) && (d.media !== 'gst' || gstNumbers.includes(d.gstNumber)))
    .map((d) => ({ field: DOCUMENT_FIELDS[d.media]?.(d) ?? d.media, message: RM.rejectedDocument }));
}

/** The message shown against a stored document: the reviewer's reasons when it was rejected. */
export function documentError(app: OrganiserApplicationRow, doc: OrganiserDocumentRow): string | null {
  if (doc.status !== 'rejected') return null;
  const item = MEDIA_REVIEW_ITEMS[doc.media as UploadMedia];
  return rejectionLine(item ? reasonsFor(applicationRejectionOf(app), item) : []) ?? rejectionLine(['this document was rejected']);
}

export interface ResubmissionRecord extends ApplicationRejection {
  resubmittedAt: string;
  /** Items whose value or document changed since the rejection. */
  changedItems: string[];
  /** Earlier rounds (each a verdict with its resubmission), oldest first. */
  history: Record<string, unknown>[];
}

/**
 * The jsonb kept on the application when it is submitted again: the last verdict stays (so the reviewer sees what was
 * asked), marked resubmitted with what changed; earlier rounds move to `history`.
 */
export function resubmissionRecord(
  app: OrganiserApplicationRow,
  before: Record<string, unknown>,
  docs: readonly OrganiserDocumentRow[],
  now: Date,
): ResubmissionRecord | null {
  const verdict = storedRejection(app);
  if (!verdict) return null;
  const raw = (app.rejection ?? {}) as { history?: unknown };
  const history = Array.isArray(raw.history) ? (raw.history as Record<string, unknown>[]) : [];
  const changed = new Set<string>();
  for (const [field, item] of Object.entries(FIELD_REVIEW_ITEMS)) {
    if (!same(field, app.generalInformation[field], before[field])) changed.add(item);
  }
  // A document uploaded again after the verdict is a draft (the others are submitted, approved or rejected).
  for (const d of docs) {
    const item = MEDIA_REVIEW_ITEMS[d.media as UploadMedia];
    if (item && d.status === 'draft') changed.add(item);
  }
  return { ...verdict, resubmittedAt: now.toISOString(), changedItems: [...changed].sort(), history };
}

/** The general information as last submitted (the organiser's profile), flattened to the form's field names. */
export function submittedInformation(profile: Record<string, unknown> | undefined, name: string | undefined): Record<string, unknown> {
  if (!profile) return {};
  const p = profile as {
    pan?: string; address?: string; email?: string; gstNumbers?: { gstin: string; state: string }[];
    contact?: { name?: string }; bank?: Record<string, unknown>;
  };
  const gst = p.gstNumbers?.[0];
  return {
    organisationName: name, pan: p.pan, gstin: gst?.gstin ?? '', gstinState: gst?.state ?? '', address: p.address, fullName: p.contact?.name,
    email: p.email, beneficiaryName: p.bank?.beneficiaryName, bankName: p.bank?.bankName, accountNumber: p.bank?.accountNumber,
    ifsc: p.bank?.ifsc, accountType: p.bank?.accountType ?? '',
  };
}

/** When a reviewer decides again: the earlier rounds (the previous verdict with its resubmission joins them). */
export function carriedHistory(previous: Record<string, unknown> | null | undefined): Record<string, unknown>[] {
  if (!previous || typeof previous.resubmittedAt !== 'string') return [];
  const { history, ...round } = previous as { history?: unknown } & Record<string, unknown>;
  return [...(Array.isArray(history) ? (history as Record<string, unknown>[]) : []), round];
}
