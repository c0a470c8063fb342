import {
  automaticHold,
  computeStatement,
  financialYearOf,
  invoiceNumber,
  istDateOf,
  settlementDueDate,
  statementNumber,
  HOLD_RECHECK_MS,
  SHOW_OVER_AFTER_MS,
  STATEMENT_ISSUE_AFTER_MS,
  type HoldReason,
} from '@diy/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statementAdjustments, statements } from '../../db/schema';
import { rowsOf } from '../ids';
import type { Runner, Tx } from '../jobs/job-queue';
import { organiserFacts, sessionFacts, sessionTicketGroups, suppliesFor, taxRates } from './statement-data';
import { figuresColumns, nextDocumentNumber } from './statement-rows';

export type IssueOutcome = { issued: string } | { held: HoldReason } | { skipped: string };

/** Called in the issuing transaction (the mail job is enqueued there, so it exists exactly when the issue commits). */
export type OnIssued = (tx: Tx, statementId: string) => Promise<void>;

/**
 * Makes and issues statements (docs/settlements.md). A draft is made once per session (the unique session_id makes a
 * second insert do nothing, whichever worker or restart tries); issuing locks the draft, decides the automatic hold,
 * recomputes the figures from the tickets as they are, takes in the organiser's pending adjustments and the amount its
 * previous statement carried out, and numbers the statement and its fee invoice from the counters in the same
 * transaction (gapless per financial year).
 */
export class StatementIssuer {
  constructor(
    private readonly db: Db,
    private readonly onIssued?: OnIssued,
  ) {}

  /** Sessions whose show is over (or cancelled) and that have no statement yet, oldest show first. */
  async sessionsDue(now: Date, limit: number): Promise<string[]> {
    const over = new Date(now.getTime() - SHOW_OVER_AFTER_MS).toISOString();
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        select s.id from event_sessions s join events e on e.id = s.event_id
        where e.event_code is not null and e.organiser_id is not null
          and (s.show_time <= ${over}::timestamptz or (s.cancelled_at is not null and s.cancelled_at <= ${now.toISOString()}::timestamptz))
          and not exists (select 1 from statements st where st.session_id = s.id)
        order by s.show_time, s.id
        limit ${limit}`),
    );
    return rows.map((r) => r.id);
  }

  /**
   * Unissued statements to issue now: drafts STATEMENT_ISSUE_AFTER_MS after their show (or its cancellation), and
   * automatic holds not looked at for HOLD_RECHECK_MS.
   */
  async toIssue(now: Date, limit: number): Promise<string[]> {
    const recheck = new Date(now.getTime() - HOLD_RECHECK_MS).toISOString();
    const settled = new Date(now.getTime() - STATEMENT_ISSUE_AFTER_MS).toISOString();
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        select st.id from statements st join event_sessions s on s.id = st.session_id
        where st.issued_at is null
          and ((st.status = 'DRAFT' and (st.show_time <= ${settled}::timestamptz or s.cancelled_at <= ${settled}::timestamptz))
            or (st.status = 'ON_HOLD' and st.hold_reason <> 'MANUAL' and st.updated_at <= ${recheck}::timestamptz))
        order by st.show_time, st.id
        limit ${limit}`),
    );
    return rows.map((r) => r.id);
  }

  /** The session's draft statement (its own tickets at the rates of its date); nothing when it already has one. */
  async createDraft(sessionId: string, now: Date): Promise<string | null> {
    const s = await sessionFacts(this.db, sessionId);
    if (!s) return null;
    const o = await organiserFacts(this.db, s.organiserId);
    if (!o) return null;
    const on = istDateOf(s.showTime);
    const { feeSupply, tcsSupply } = suppliesFor(o, s.venueRegionCode);
    const computed = computeStatement({ groups: await sessionTicketGroups(this.db, sessionId), rates: await taxRates(this.db), on, feeSupply, tcsSupply, tcsFlag: o.tcsFlag });
    const [row] = await this.db
      .insert(statements)
      .values({
        organiserId: s.organiserId,
        eventId: s.eventId,
        sessionId,
        status: 'DRAFT',
        showTime: s.showTime,
        ratesOn: on,
        dueDate: settlementDueDate(on),
        ...figuresColumns(computed.figures),
        lines: computed.lines,
        rates: computed.rates,
        tcsFlag: o.tcsFlag,
        organiserGstin: o.gstins[0] ?? null,
        organiserStateCode: o.stateCode,
        createdAt: now,
        computedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: statements.sessionId })
      .returning({ id: statements.id });
    return row?.id ?? null;
  }

  /** Issues one unissued statement, or holds it with the reason; concurrent callers: one issues, the others skip. */
  async issue(statementId: string, now: Date): Promise<IssueOutcome> {
    return this.db.transaction(async (tx) => {
      const [st] = await tx.select().from(statements).where(eq(statements.id, statementId)).for('update');
      if (!st || st.issuedAt) return { skipped: 'issued already' };
      if (st.status === 'ON_HOLD' && st.holdReason === 'MANUAL') return { skipped: 'held by finance' };
      const o = await organiserFacts(tx, st.organiserId, true);
      const s = await sessionFacts(tx, st.sessionId);
      if (!o || !s) return { skipped: 'organiser or session gone' };
      const hold = automaticHold({ organiserApproved: o.status === 'approved', bankUnderReview: o.bankUnderReview, bankChangedAt: o.bankChangedAt }, now);
      if (hold) {
        await tx
          .update(statements)
          .set({ status: 'ON_HOLD', holdReason: hold, heldAt: st.holdReason === hold && st.heldAt ? st.heldAt : now, holdFromStatus: 'DRAFT', updatedAt: now })
          .where(eq(statements.id, st.id));
        return { held: hold };
      }
      // The figures as they are now, with what the organiser's earlier statements carry in.
      const pending = await tx
        .select({ id: statementAdjustments.id, amount: statementAdjustments.amountPaise })
        .from(statementAdjustments)
        .where(and(eq(statementAdjustments.organiserId, st.organiserId), isNull(statementAdjustments.appliedStatementId)))
        .for('update');
      const adjustments = pending.reduce((sum, a) => sum + a.amount, 0);
      const [previous] = rowsOf<{ id: string; carried_out_paise: string | number }>(
        await tx.execute(sql`
          select id, carried_out_paise from statements
          where organiser_id = ${st.organiserId}::uuid and issued_at is not null
          order by issued_at desc nulls last, financial_year desc nulls last, seq desc nulls last limit 1`),
      );
      const carriedIn = previous ? Number(previous.carried_out_paise) : 0;
      const { feeSupply, tcsSupply } = suppliesFor(o, s.venueRegionCode);
      const groups = await sessionTicketGroups(tx, st.sessionId);
      const computed = computeStatement({ groups, rates: await taxRates(tx), on: st.ratesOn, feeSupply, tcsSupply, tcsFlag: o.tcsFlag, adjustmentsPaise: adjustments, carriedInPaise: carriedIn });
      const fy = financialYearOf(now);
      const seq = await nextDocumentNumber(tx, 'STATEMENT', fy);
      const invoice = computed.figures.platformFeePaise > 0 ? invoiceNumber(fy, await nextDocumentNumber(tx, 'INVOICE', fy)) : null;
      const number = statementNumber(fy, seq);
      await tx
        .update(statements)
        .set({
          status: 'ISSUED',
          number,
          financialYear: fy,
          seq,
          invoiceNumber: invoice,
          ...figuresColumns(computed.figures),
          lines: computed.lines,
          rates: computed.rates,
          tcsFlag: o.tcsFlag,
          organiserGstin: o.gstins[0] ?? null,
          organiserStateCode: o.stateCode,
          carriedFromId: carriedIn > 0 && previous ? previous.id : null,
          holdReason: null,
          holdNote: null,
          heldAt: null,
          holdFromStatus: null,
          computedAt: now,
          issuedAt: now,
          updatedAt: now,
        })
        .where(eq(statements.id, st.id));
      if (pending.length) {
        await tx.execute(sql`update statement_adjustments set applied_statement_id = ${st.id}::uuid where id in (${sql.join(pending.map((p) => sql`${p.id}::uuid`), sql`, `)})`);
      }
      await this.onIssued?.(tx, st.id);
      return { issued: number };
    });
  }
}

export type { Runner };
