import { applicationRejectionSchema, REJECTION_HISTORY_LIMIT, type RejectionRound } from '@diy/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../../db/client';
import { auditLog, type AuditLogRow } from '../../db/schema';

const REJECT_ACTIONS = ['organiser.reject', 'organiser.partial_reject'];

/** What a rejection of an approved organiser's changes recorded: the items (`change:<id>`) and the changes then pending. */
const changeRejectionShape = z.object({
  reasons: z.array(z.object({ item: z.string(), reasons: z.array(z.string()) })),
  note: z.string().nullable().optional(),
});
const pendingChangesShape = z.object({
  pendingChanges: z.array(z.object({ id: z.string(), kind: z.string(), gstin: z.string().nullable().optional() })).optional(),
});
/** The stored verdict's rounds with their resubmission times (the last verdict, and the earlier ones in `history`). */
const storedRoundsShape = z.object({
  rejectedAt: z.string().optional(),
  resubmittedAt: z.string().optional(),
  history: z.array(z.object({ rejectedAt: z.string().optional(), resubmittedAt: z.string().optional() }).loose()).optional(),
}).loose();

/** When the organiser sent the application in again after each verdict, by the verdict's time. */
function resubmissions(stored: unknown): Map<string, string> {
  const parsed = storedRoundsShape.safeParse(stored);
  const out = new Map<string, string>();
  if (!parsed.success) return out;
  for (const round of [...(parsed.data.history ?? []), parsed.data]) {
    if (round.rejectedAt && round.resubmittedAt) out.set(round.rejectedAt, round.resubmittedAt);
  }
  return out;
}

/** One audit entry of a rejection as the reviewer reads it; null for an entry it cannot read. */
function roundOf(entry: AuditLogRow, resubmitted: Map<string, string>): RejectionRound | null {
  const status = entry.action === 'organiser.partial_reject' ? 'partially_rejected' : 'rejected';
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const application = applicationRejectionSchema.safeParse(after.rejection);
  if (application.success) {
    const r = application.data;
    return {
      status,
      kind: 'NEW',
      items: r.items.map((i) => ({ item: i.item, label: i.label, reasons: i.reasons })),
      note: r.note,
      rejectedAt: entry.at.toISOString(),
      rejectedBy: entry.actorName,
      resubmittedAt: resubmitted.get(r.rejectedAt) ?? null,
    };
  }
  const changes = changeRejectionShape.safeParse(after);
  if (!changes.success) return null;
  const pending = pendingChangesShape.safeParse(entry.before).data?.pendingChanges ?? [];
  return {
    status,
    kind: 'ADDITIONAL_DOC_APPROVAL',
    items: changes.data.reasons.map((r) => {
      const change = pending.find((c) => `change:${c.id}` === r.item.toLowerCase());
      const label = change?.gstin ? `New GST number ${change.gstin}` : `New ${change?.kind ?? 'data'}`;
      return { item: r.item, label, reasons: r.reasons };
    }),
    note: changes.data.note ?? null,
    rejectedAt: entry.at.toISOString(),
    rejectedBy: entry.actorName,
    resubmittedAt: null,
  };
}

/**
 * Every rejection of an organiser, newest first (at most REJECTION_HISTORY_LIMIT): the audit trail records each with
 * its reviewer, in the transaction that made it, so earlier rounds keep their reasons after a resubmission.
 * `storedRejection` is the application's verdict jsonb, which knows when each round was resubmitted.
 */
export async function rejectionHistory(db: Db, organiserId: string, storedRejection: unknown): Promise<RejectionRound[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'organiser'), eq(auditLog.targetId, organiserId), inArray(auditLog.action, REJECT_ACTIONS)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(REJECTION_HISTORY_LIMIT);
  const resubmitted = resubmissions(storedRejection);
  return rows.map((row) => roundOf(row, resubmitted)).filter((r): r is RejectionRound => r !== null);
}
