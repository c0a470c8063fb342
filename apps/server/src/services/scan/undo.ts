import { SCAN_ERROR_CODES, SCAN_MESSAGES, UNDO_ERROR_CODES, UNDO_MESSAGES, UNDO_WINDOW_MS, type ScanUndo, type TicketScanState } from '@diy/domain';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scanAttempts, tickets } from '../../db/schema';
import { AppError } from '../../http/errors';

export const UNDONE_OUTCOME = 'UNDONE';

export interface UndoCaller {
  userId: string;
  deviceId: string;
  gate: string | null;
  userAgent: string | null;
}

const nothingToUndo = () => new AppError(409, UNDO_ERROR_CODES.nothingToUndo, UNDO_MESSAGES.nothingToUndo);
const tooLate = () => new AppError(409, UNDO_ERROR_CODES.tooLate, UNDO_MESSAGES.tooLate);

/**
 * Undoes the caller's last admission of a ticket of the session, within UNDO_WINDOW_MS of it: the ticket goes back to
 * the state it had (unused, or exited for a guest who had come in and gone out before) and the undo is logged in
 * scan_attempts with who, which device and why (outcome UNDONE). Refused (409) when the ticket's last scan that
 * changed it was not an admission by this account, or was undone already, or is older than the window. The ticket row
 * is locked, and the write is conditional on the state still being 'entered', so an undo never races a scan.
 */
export async function undoAdmission(db: Db, now: Date, caller: UndoCaller, input: ScanUndo): Promise<TicketScanState> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: tickets.id, state: tickets.state })
      .from(tickets)
      .where(and(eq(tickets.barcode, input.barcode), eq(tickets.sessionId, input.sessionId)))
      .for('update');
    if (!ticket) throw new AppError(404, SCAN_ERROR_CODES.noTicketFound, SCAN_MESSAGES.noTicketFound);
    const [last] = await tx
      .select({ id: scanAttempts.id, userId: scanAttempts.userId, action: scanAttempts.action, outcome: scanAttempts.outcome, at: scanAttempts.at })
      .from(scanAttempts)
      .where(and(eq(scanAttempts.ticketId, ticket.id), inArray(scanAttempts.outcome, ['OK', UNDONE_OUTCOME])))
      .orderBy(desc(scanAttempts.at), desc(scanAttempts.id))
      .limit(1);
    if (!last || last.outcome !== 'OK' || last.action !== 'entry' || last.userId !== caller.userId || ticket.state !== 'entered') {
      throw nothingToUndo();
    }
    if (now.getTime() - last.at.getTime() > UNDO_WINDOW_MS) throw tooLate();
    // Entry is allowed from unused or exited: it was exited before this admission iff the ticket ever went out.
    const [wentOut] = await tx
      .select({ id: scanAttempts.id })
      .from(scanAttempts)
      .where(and(eq(scanAttempts.ticketId, ticket.id), eq(scanAttempts.outcome, 'OK'), eq(scanAttempts.action, 'exit'), lt(scanAttempts.at, last.at)))
      .limit(1);
    const previous: TicketScanState = wentOut ? 'exited' : 'unused';
    const moved = await tx
      .update(tickets)
      .set({
        state: previous,
        lastScanAt: now,
        lastDevice: caller.deviceId,
        firstEnteredAt: previous === 'unused' ? null : sql`${tickets.firstEnteredAt}`,
      })
      .where(and(eq(tickets.id, ticket.id), eq(tickets.state, 'entered')))
      .returning({ id: tickets.id });
    if (moved.length === 0) throw nothingToUndo();
    await tx.insert(scanAttempts).values({
      ticketId: ticket.id,
      barcode: input.barcode,
      sessionId: input.sessionId,
      userId: caller.userId,
      deviceId: caller.deviceId,
      gate: caller.gate,
      userAgent: caller.userAgent,
      action: 'entry',
      outcome: UNDONE_OUTCOME,
      reason: input.reason,
      at: now,
    });
    return previous;
  });
}
