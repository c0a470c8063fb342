import { adjustmentAfterIssue, ADJUSTMENT_KIND_LABELS, type AdjustmentKind } from '@diy/domain';
import { eq, sql } from 'drizzle-orm';
import { statementAdjustments, statements } from '../../db/schema';
import { rowsOf } from '../ids';
import type { Runner } from '../jobs/job-queue';
import { sessionTicketGroups } from './statement-data';
import { figuresOfRow } from './statement-rows';

/**
 * A change to a session's tickets after its statement was issued (a channel's cancellation, a cancelled show, a
 * chargeback) becomes an adjustment carried to the organiser's next statement, never an edit: the session's net as it
 * is now, at the rates the statement recorded, less what was settled for it. Call it in the transaction that made the
 * change (after the tickets are cancelled); the statement row is locked so concurrent changes price in turn. Nothing
 * happens while the session's statement is unissued: issuing recomputes it from the tickets.
 */
export async function recordChangeAfterIssue(
  tx: Runner,
  sessionId: string,
  change: { kind: AdjustmentKind; bookingId?: string | null; tickets: number; now: Date; createdBy?: string | null },
): Promise<number> {
  const [st] = await tx.select().from(statements).where(eq(statements.sessionId, sessionId)).for('update');
  if (!st || !st.issuedAt) return 0;
  const [earlier] = rowsOf<{ sum: string | number | null }>(
    await tx.execute(sql`select coalesce(sum(amount_paise), 0) as sum from statement_adjustments where source_statement_id = ${st.id}::uuid`),
  );
  const amount = adjustmentAfterIssue({
    issued: figuresOfRow(st),
    earlierAdjustmentsPaise: Number(earlier?.sum ?? 0),
    groupsNow: await sessionTicketGroups(tx, sessionId),
    rates: st.rates,
  });
  if (amount === 0) return 0;
  await tx.insert(statementAdjustments).values({
    organiserId: st.organiserId,
    sourceStatementId: st.id,
    bookingId: change.bookingId ?? null,
    kind: change.kind,
    description: `${ADJUSTMENT_KIND_LABELS[change.kind]} ${st.number}`,
    tickets: change.tickets,
    amountPaise: amount,
    createdBy: change.createdBy ?? null,
    createdAt: change.now,
  });
  return amount;
}
