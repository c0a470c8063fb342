import * as z from 'zod';
import { ID_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/**
 * What a reviewer can reject in an organiser's application (seed 001 section 3) and the verdict the organiser reads
 * back (GET /v1/signup-form `rejection`): shared by the sign-up form and the staff contract, and kept apart from the
 * staff contract so the organiser's and the scanner's sign-in screens do not carry the staff schemas.
 */

/** Items a reviewer can reject, with the sign-up step that holds them (STEP2 form, STEP3 documents, STEP4 agreement). */
export const REVIEW_ITEMS = {
  organisationName: { label: 'Organisation name', step: 'STEP2' },
  pan: { label: 'PAN', step: 'STEP2' },
  gstin: { label: 'GSTIN', step: 'STEP2' },
  address: { label: 'Address', step: 'STEP2' },
  fullName: { label: 'Full name', step: 'STEP2' },
  email: { label: 'E-mail', step: 'STEP2' },
  bankDetails: { label: 'Bank details', step: 'STEP2' },
  panCard: { label: 'PAN card', step: 'STEP3' },
  cancelledCheque: { label: 'Cancelled cheque', step: 'STEP3' },
  gstCertificate: { label: 'GST certificate', step: 'STEP3' },
  agreement: { label: 'Signed agreement', step: 'STEP4' },
} as const;
export type ApplicationReviewItem = keyof typeof REVIEW_ITEMS;
export const APPLICATION_REVIEW_ITEMS = Object.keys(REVIEW_ITEMS) as [ApplicationReviewItem, ...ApplicationReviewItem[]];
/** Document items and the organiser_documents media they stand for. */
export const REVIEW_ITEM_MEDIA: Partial<Record<ApplicationReviewItem, string>> = {
  panCard: 'pan',
  cancelledCheque: 'cheque',
  gstCertificate: 'gst',
  agreement: 'agreement',
};
/** A pending change of an approved organiser is rejected as `change:<change request id>`. */
export const CHANGE_ITEM_PREFIX = 'change:';
export const reviewItemSchema = z.union([
  z.enum(APPLICATION_REVIEW_ITEMS),
  z.string().max(ID_MAX_LENGTH, STOP_WHEN_TOO_LONG).regex(/^change:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
]);
export const REVIEW_STEP_ORDER = ['STEP2', 'STEP3', 'STEP4'] as const;
export type ReviewStep = (typeof REVIEW_STEP_ORDER)[number];

/** The step an application reopens at: the first step holding a rejected item (STEP2 when none is known). */
export function reopenStep(items: readonly string[]): ReviewStep {
  const steps = items.map((i) => (i in REVIEW_ITEMS ? REVIEW_ITEMS[i as ApplicationReviewItem].step : null)).filter((s) => s !== null);
  return REVIEW_STEP_ORDER.find((s) => steps.includes(s)) ?? 'STEP2';
}

export const reviewReasonText = z.string().trim().min(1).max(300);
export const reviewNoteText = z.string().trim().max(1000);
export const itemRejectionSchema = z.object({ item: reviewItemSchema, reasons: z.array(reviewReasonText).min(1).max(5) });
export type ItemRejection = z.infer<typeof itemRejectionSchema>;

/** The reviewer's verdict as the organiser and the staff read it (GET rejection-reasons, GET /v1/signup-form `rejection`). */
export const applicationRejectionSchema = z.object({
  status: z.enum(['rejected', 'partially_rejected']),
  items: z.array(z.object({ item: z.string(), label: z.string(), step: z.string().nullable(), reasons: z.array(z.string()) })),
  note: z.string().nullable(),
  rejectedAt: z.string(),
  /** Set when the organiser submitted the fixed application again (the verdict stays for the reviewer). */
  resubmittedAt: z.string().optional(),
  /** What the organiser changed before resubmitting: review items (fields that differ, documents uploaded again). */
  changedItems: z.array(z.string()).optional(),
});
export type ApplicationRejection = z.infer<typeof applicationRejectionSchema>;
