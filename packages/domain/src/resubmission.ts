import type { ApplicationFormStatus, GeneralInformationField, SignupStep } from './signup-form';
import { REVIEW_ITEMS, type ApplicationRejection, type ApplicationReviewItem } from './application-review';
import type { UploadMedia } from './uploads';

/**
 * An application that came back from review (issue #8): the organiser fixes it with their own login and submits it
 * again. A full rejection reopens every item; a partial rejection only the rejected ones (the reviewer approved the
 * rest automatically, so the server refuses changes to them). Used by the server and the organiser app alike.
 */

/** Statuses in which the organiser edits the application with their access token. */
export const RESUBMITTABLE_STATUSES: readonly ApplicationFormStatus[] = ['rejected', 'partially_rejected'];
export function isResubmittable(status: string | null | undefined): boolean {
  return RESUBMITTABLE_STATUSES.includes(status as ApplicationFormStatus);
}

/** The review item each general-information field belongs to (the bank fields are one item). */
export const FIELD_REVIEW_ITEMS: Record<GeneralInformationField, ApplicationReviewItem> = {
  organisationName: 'organisationName',
  pan: 'pan',
  gstin: 'gstin',
  gstinState: 'gstin',
  address: 'address',
  fullName: 'fullName',
  email: 'email',
  beneficiaryName: 'bankDetails',
  bankName: 'bankDetails',
  accountNumber: 'bankDetails',
  ifsc: 'bankDetails',
  accountType: 'bankDetails',
};

/** The review item of each uploaded document kind. */
export const MEDIA_REVIEW_ITEMS: Record<UploadMedia, ApplicationReviewItem> = {
  pan: 'panCard',
  cheque: 'cancelledCheque',
  gst: 'gstCertificate',
  agreement: 'agreement',
};

/** The documents step's form keys (formData.step2) and their review items. */
export const DOCUMENT_FIELD_ITEMS = { panCard: 'panCard', cancelledCheque: 'cancelledCheque', gstCertificates: 'gstCertificate' } as const;

export const RESUBMISSION_ERROR_CODES = {
  /** A change to an item the reviewer approved in a partial rejection (409, with the fields). */
  approvedItem: 'ERR.SIGNUP.APPROVED_ITEM',
} as const;

export const RESUBMISSION_MESSAGES = {
  approvedItem: 'The reviewer approved this part of your application; it cannot be changed now.',
  approvedDocument: 'The reviewer approved this document; it cannot be replaced now.',
  rejectedDocument: 'Please upload a new file: the reviewer rejected this one.',
  resubmitted: 'Thank you! Your corrected application has been sent for review again. Our team will review it in 2 to 3 business days.',
  fixAndResubmit: 'Fix and resubmit',
  partialIntro: 'Select items were sent back by the reviewer. Everything else was approved and stays as it is.',
  fullIntro: 'The reviewer sent your application back. Please correct the items below and submit it again.',
  approvedLocked: 'Approved by the reviewer',
} as const;

/**
 * What the organiser may change: 'all' (a draft or a full rejection), the rejected items (a partial rejection), or
 * 'none' (submitted, under review, approved).
 */
export function editableItems(status: string, rejection: ApplicationRejection | null | undefined): 'all' | 'none' | ReadonlySet<string> {
  if (status === 'draft' || status === 'rejected') return 'all';
  if (status !== 'partially_rejected') return 'none';
  const items = new Set<string>();
  for (const i of rejection?.items ?? []) items.add(i.item);
  // A rejected GSTIN may change, and the new number needs its own certificate.
  if (items.has('gstin')) items.add('gstCertificate');
  return items;
}

export function isItemEditable(editable: 'all' | 'none' | ReadonlySet<string>, item: string): boolean {
  return editable === 'all' || (editable !== 'none' && editable.has(item));
}

/** The reviewer's reasons for one item ([] when it was not rejected). */
export function reasonsFor(rejection: ApplicationRejection | null | undefined, item: string): string[] {
  return rejection?.items.find((i) => i.item === item)?.reasons ?? [];
}

/** The reasons for a document field, as one line to show under it. */
export function rejectionLine(reasons: readonly string[]): string | null {
  return reasons.length ? `Rejected by the reviewer: ${reasons.join('; ')}` : null;
}

/** The rejected items grouped by the form step that holds them, steps in form order. */
export function rejectionByStep(rejection: ApplicationRejection | null | undefined): { step: SignupStep; items: ApplicationRejection['items'] }[] {
  const order: SignupStep[] = ['STEP2', 'STEP3', 'STEP4'];
  return order
    .map((step) => ({ step, items: (rejection?.items ?? []).filter((i) => (i.step ?? (REVIEW_ITEMS as Record<string, { step: string }>)[i.item]?.step) === step) }))
    .filter((g) => g.items.length > 0);
}

/** The first step holding a rejected item (where "Fix and resubmit" opens the form); STEP2 when none is known. */
export function firstRejectedStep(rejection: ApplicationRejection | null | undefined): SignupStep {
  return rejectionByStep(rejection)[0]?.step ?? 'STEP2';
}
