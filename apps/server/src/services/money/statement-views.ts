import {
  ERROR_CODES,
  FEATURES,
  SETTLEMENT_ERROR_CODES,
  SETTLEMENT_MESSAGES,
  STATEMENT_STATUSES,
  type DueNext,
  type StatementDetail,
  type StatementListAnswer,
  type StatementListItem,
  type StatementListQuery,
  type StatementStatus,
} from '@diy/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventSessions, statements, type StatementRow } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import type { RequestUser } from '../auth-service';
import { featuresFor } from '../features';
import { isoOf, isUuid, rowsOf } from '../ids';
import { readSecrets } from '../staff/user-secrets';
import { figuresOfRow } from './statement-rows';

export const statementErrors = {
  notFound: () => new AppError(404, SETTLEMENT_ERROR_CODES.statementNotFound, SETTLEMENT_MESSAGES.statementNotFound),
  notIssued: () => new AppError(409, SETTLEMENT_ERROR_CODES.notIssued, SETTLEMENT_MESSAGES.notIssued),
  noInvoice: () => new AppError(409, SETTLEMENT_ERROR_CODES.noInvoice, SETTLEMENT_MESSAGES.noInvoice),
  eventNotFound: () => new AppError(404, SETTLEMENT_ERROR_CODES.eventNotFound, SETTLEMENT_MESSAGES.eventNotFound),
};

/**
 * Who may read an organiser's statements: users whose features include FEATURES.finance (the owner through the
 * organiser role, others through the IAM group DIY_FINANCE) and who belong to an organiser. Everyone else, gate staff
 * included, is refused with 403; another organiser's statement answers 404 as an unknown one.
 */
export async function paymentsViewer(db: Db, user: RequestUser): Promise<{ organiserId: string }> {
  const secrets = await readSecrets(db, user.id);
  if (!featuresFor(user.roles, secrets.groups).includes(FEATURES.finance) || !user.organiserId) {
    throw new AppError(403, ERROR_CODES.forbidden, errors.forbidden().message);
  }
  return { organiserId: user.organiserId };
}

interface Joined {
  st: StatementRow;
  eventCode: string;
  eventTitle: string;
  venueName: string;
  sessionCancelled: boolean;
}

function listItem(j: Joined): StatementListItem {
  const st = j.st;
  return {
    id: st.id,
    number: st.number,
    financialYear: st.financialYear,
    status: st.status,
    eventCode: j.eventCode,
    eventTitle: j.eventTitle,
    sessionId: st.sessionId,
    showTime: isoOf(st.showTime),
    venueName: j.venueName,
    sessionCancelled: j.sessionCancelled,
    tickets: st.tickets,
    netPayablePaise: st.netPayablePaise,
    carriedOutPaise: st.carriedOutPaise,
    dueDate: st.dueDate,
    issuedAt: st.issuedAt ? isoOf(st.issuedAt) : null,
    approvedAt: st.approvedAt ? isoOf(st.approvedAt) : null,
    paidAt: st.paidAt ? isoOf(st.paidAt) : null,
    utr: st.utr,
    holdReason: st.holdReason,
    holdNote: st.holdNote,
    invoiceNumber: st.invoiceNumber,
  };
}

export class StatementViews {
  constructor(private readonly db: Db) {}

  /**
   * The statements `where` keeps, joined to their event and session; with `limit`, one page newest show first. The page
   * is picked from the narrow (organiser, show time, id) index first and only its rows are joined: sorting every wide
   * statement row of a busy organiser (10,000 of them) cost 180 ms a request.
   */
  private async load(where: ReturnType<typeof and>, order = true, limit?: number, offset?: number): Promise<Joined[]> {
    // Exactly the order of the (organiser, show time desc nulls last, id) index, so a page is read without a sort: the
    // show time never null, ties by id ascending.
    const newestFirst = [sql`${statements.showTime} desc nulls last`, asc(statements.id)];
    if (limit !== undefined) {
      const page = this.db.select({ id: statements.id }).from(statements).where(where).orderBy(...newestFirst).limit(limit).offset(offset ?? 0);
      where = inArray(statements.id, page);
    }
    let q = this.db
      .select({ st: statements, eventCode: events.eventCode, eventTitle: events.title, venueName: eventSessions.venueName, cancelledAt: eventSessions.cancelledAt })
      .from(statements)
      .innerJoin(events, eq(events.id, statements.eventId))
      .innerJoin(eventSessions, eq(eventSessions.id, statements.sessionId))
      .where(where)
      .$dynamic();
    if (order) q = q.orderBy(...newestFirst);
    const rows = await q;
    return rows.map((r) => ({ st: r.st, eventCode: r.eventCode ?? '', eventTitle: r.eventTitle, venueName: r.venueName, sessionCancelled: r.cancelledAt !== null }));
  }

  /**
   * The organiser's statements, newest show first; `eventCode` keeps one of its events (counts too). An event code that
   * is not one of the organiser's events answers 404, as an unknown one does.
   */
  async list(organiserId: string, q: StatementListQuery): Promise<StatementListAnswer> {
    let eventId: string | undefined;
    if (q.eventCode) {
      const [ev] = await this.db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.eventCode, q.eventCode), eq(events.organiserId, organiserId)))
        .limit(1);
      if (!ev) throw statementErrors.eventNotFound();
      eventId = ev.id;
    }
    const where = and(
      eq(statements.organiserId, organiserId),
      eventId ? eq(statements.eventId, eventId) : undefined,
      q.status ? eq(statements.status, q.status) : undefined,
    );
    const rows = await this.load(where, true, q.limit, q.offset);
    const countRows = rowsOf<{ status: StatementStatus; n: string | number }>(
      await this.db.execute(sql`
        select status, count(*) as n from statements
        where organiser_id = ${organiserId}::uuid ${eventId ? sql`and event_id = ${eventId}::uuid` : sql``} group by status`),
    );
    const counts = Object.fromEntries(STATEMENT_STATUSES.map((s) => [s, 0])) as Record<StatementStatus, number>;
    for (const r of countRows) counts[r.status] = Number(r.n);
    const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
    return { list: rows.map(listItem), total, limit: q.limit, offset: q.offset, counts };
  }

  async dueNext(organiserId: string): Promise<DueNext> {
    const [r] = rowsOf<Record<string, string | number | null>>(
      await this.db.execute(sql`
        with open as (select due_date, net_payable_paise from statements where organiser_id = ${organiserId}::uuid and status in ('ISSUED', 'APPROVED') and net_payable_paise > 0),
          first as (select min(due_date) as d from open)
        select (select d::text from first) as due_date,
          (select coalesce(sum(net_payable_paise), 0) from open where due_date = (select d from first)) as due,
          (select coalesce(sum(net_payable_paise), 0) from open) as outstanding,
          (select count(*) from open) as outstanding_count,
          (select coalesce(sum(net_payable_paise), 0) from statements where organiser_id = ${organiserId}::uuid and status = 'ON_HOLD') as on_hold,
          (select count(*) from statements where organiser_id = ${organiserId}::uuid and status = 'ON_HOLD') as on_hold_count,
          (select carried_out_paise from statements where organiser_id = ${organiserId}::uuid and issued_at is not null
             order by issued_at desc nulls last, financial_year desc nulls last, seq desc nulls last limit 1) as carried`),
    );
    return {
      dueDate: (r?.due_date as string | null) ?? null,
      duePaise: Number(r?.due ?? 0),
      outstandingPaise: Number(r?.outstanding ?? 0),
      outstandingCount: Number(r?.outstanding_count ?? 0),
      onHoldPaise: Number(r?.on_hold ?? 0),
      onHoldCount: Number(r?.on_hold_count ?? 0),
      carriedForwardPaise: Number(r?.carried ?? 0),
    };
  }

  /** One of the organiser's statements (404 for an unknown id or another organiser's). */
  async one(organiserId: string, id: string): Promise<Joined> {
    if (!isUuid(id)) throw statementErrors.notFound();
    const [row] = await this.load(and(eq(statements.id, id), eq(statements.organiserId, organiserId)), false);
    if (!row) throw statementErrors.notFound();
    return row;
  }

  async detail(organiserId: string, id: string): Promise<StatementDetail> {
    const j = await this.one(organiserId, id);
    return this.detailOf(j);
  }

  async detailOf(j: Joined): Promise<StatementDetail> {
    const st = j.st;
    const [org] = rowsOf<{ name: string; pan: string | null }>(
      await this.db.execute(sql`select name, profile->>'pan' as pan from organisers where id = ${st.organiserId}::uuid`),
    );
    const adjustments = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select a.id, a.kind, a.description, a.tickets, a.amount_paise, a.created_at, s.number as source_number
        from statement_adjustments a left join statements s on s.id = a.source_statement_id
        where a.applied_statement_id = ${st.id}::uuid order by a.created_at, a.id`),
    );
    return {
      ...listItem(j),
      organiser: { name: org?.name ?? '', gstin: st.organiserGstin, stateCode: st.organiserStateCode, pan: org?.pan ?? null },
      rates: st.rates,
      figures: figuresOfRow(st),
      lines: st.lines,
      adjustments: adjustments.map((a) => ({
        id: String(a.id),
        kind: a.kind as StatementDetail['adjustments'][number]['kind'],
        description: String(a.description),
        sourceStatementNumber: (a.source_number as string | null) ?? null,
        tickets: Number(a.tickets),
        amountPaise: Number(a.amount_paise),
        at: isoOf(a.created_at as string),
      })),
    };
  }
}
