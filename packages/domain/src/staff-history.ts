import * as z from 'zod';

/**
 * The reviewer's read of one organiser (staff admin): which list an organiser belongs in by its statuses, and the past
 * rejections of its application or of its later changes (what, why, when and who), read from the audit trail.
 */

/** Past rejections shown to the reviewer, newest first. */
export const REJECTION_HISTORY_LIMIT = 20;

/** One rejection, whole or partial, of the application (NEW) or of an approved organiser's changes (ADDITIONAL_DOC_APPROVAL). */
export const rejectionRoundSchema = z.object({
  status: z.enum(['rejected', 'partially_rejected']),
  kind: z.enum(['NEW', 'ADDITIONAL_DOC_APPROVAL']),
  items: z.array(z.object({ item: z.string(), label: z.string(), reasons: z.array(z.string()) })),
  note: z.string().nullable(),
  rejectedAt: z.string(),
  /** The reviewer (their e-mail, as the audit trail names staff). */
  rejectedBy: z.string(),
  /** When the organiser sent the application in again after this verdict. */
  resubmittedAt: z.string().nullable(),
});
export type RejectionRound = z.infer<typeof rejectionRoundSchema>;

/** The list an organiser appears in, by its statuses (an approved organiser with pending changes: under-review). */
export function organiserListStatusOf(o: {
  organiserStatus: string;
  applicationStatus: string | null;
  hasChanges: boolean;
}): 'pending' | 'approved' | 'rejected' | 'under-review' {
  if (o.organiserStatus === 'approved') return o.hasChanges ? 'under-review' : 'approved';
  if (o.applicationStatus === 'submitted' || o.applicationStatus === 'under_review') return 'pending';
  if (o.applicationStatus === 'rejected' || o.applicationStatus === 'partially_rejected' || o.organiserStatus === 'rejected') return 'rejected';
  return 'pending';
}
