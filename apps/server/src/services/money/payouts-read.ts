import type { PayoutBatchDetail, PayoutBatchSummary, PayoutQueueAnswer, PayoutQueueItem, PayoutQueueQuery } from '@diy/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';

const DAY_MS = 86_400_000;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
/** The last four digits of an account number; the rest X (the bank file alone carries it whole). */
export const maskAccount = (account: string) => `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

/** Bank details on the organiser's approved KYC profile (profile.bank), or null when any part is missing. */
export const BANK_SQL = sql`case when coalesce(o.profile->'bank'->>'accountNumber', '') <> '' and coalesce(o.profile->'bank'->>'ifsc', '') <> ''
  and coalesce(o.profile->'bank'->>'beneficiaryName', '') <> '' then true else false end`;

/** The payout queue and batches as the finance staff read them (docs/settlements.md "Payouts"). */
export class PayoutReads {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Issued statements of every organiser, oldest due first; filtered by status, age (days since issue) and amount. */
  async queue(q: PayoutQueueQuery): Promise<PayoutQueueAnswer> {
    const now = this.now();
    const where: SQL[] = [sql`s.issued_at is not null`];
    if (q.status) where.push(sql`s.status = ${q.status}`);
    if (q.minAgeDays !== undefined) where.push(sql`s.issued_at <= ${new Date(now.getTime() - q.minAgeDays * DAY_MS).toISOString()}::timestamptz`);
    if (q.minAmountPaise !== undefined) where.push(sql`s.net_payable_paise >= ${q.minAmountPaise}`);
    if (q.maxAmountPaise !== undefined) where.push(sql`s.net_payable_paise <= ${q.maxAmountPaise}`);
    const cond = sql.join(where, sql` and `);
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select s.id, s.number, s.status, s.organiser_id, o.name as organiser_name, e.title as event_title, s.show_time, s.issued_at,
          s.due_date, s.net_payable_paise, s.hold_reason, s.hold_note, s.payout_batch_id, b.number as batch_number, s.utr, s.paid_at,
          ${BANK_SQL} as has_bank
        from statements s join organisers o on o.id = s.organiser_id join events e on e.id = s.event_id
        left join payout_batches b on b.id = s.payout_batch_id
        where ${cond}
        order by s.due_date, s.number
        limit ${q.limit} offset ${q.offset}`),
    );
    const [count] = rowsOf<{ n: string }>(await this.db.execute(sql`select count(*) as n from statements s where ${cond}`));
    const list: PayoutQueueItem[] = rows.map((r) => {
      const issuedAt = new Date(r.issued_at as string);
      const net = Number(r.net_payable_paise);
      return {
        id: String(r.id),
        number: String(r.number),
        status: r.status as PayoutQueueItem['status'],
        organiserId: String(r.organiser_id),
        organiserName: String(r.organiser_name),
        eventTitle: String(r.event_title),
        showTime: iso(r.show_time)!,
        issuedAt: issuedAt.toISOString(),
        dueDate: String(r.due_date).slice(0, 10),
        ageDays: Math.max(0, Math.floor((now.getTime() - issuedAt.getTime()) / DAY_MS)),
        netPayablePaise: net,
        holdReason: (r.hold_reason as PayoutQueueItem['holdReason']) ?? null,
        holdNote: (r.hold_note as string | null) ?? null,
        batchId: (r.payout_batch_id as string | null) ?? null,
        batchNumber: (r.batch_number as string | null) ?? null,
        utr: (r.utr as string | null) ?? null,
        paidAt: iso(r.paid_at),
        payable: r.status === 'ISSUED' && !r.payout_batch_id && net > 0 && r.has_bank === true,
      };
    });
    return { list, total: Number(count?.n ?? 0), limit: q.limit, offset: q.offset };
  }

  async batches(q: { status?: string | undefined; limit: number; offset: number }): Promise<{ list: PayoutBatchSummary[]; total: number }> {
    const cond = q.status ? sql`b.status = ${q.status}` : sql`true`;
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`${BATCH_SELECT} where ${cond} order by b.prepared_at desc, b.number desc limit ${q.limit} offset ${q.offset}`),
    );
    const [count] = rowsOf<{ n: string }>(await this.db.execute(sql`select count(*) as n from payout_batches b where ${cond}`));
    return { list: rows.map(summaryOf), total: Number(count?.n ?? 0) };
  }

  /** A batch with its items (account numbers masked); null when there is none with this id. */
  async batch(id: string): Promise<PayoutBatchDetail | null> {
    const [row] = rowsOf<Record<string, unknown>>(await this.db.execute(sql`${BATCH_SELECT} where b.id = ${id}::uuid`));
    if (!row) return null;
    const items = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select i.id, i.statement_id, s.number as statement_number, i.organiser_id, o.name as organiser_name, i.amount_paise,
          i.beneficiary_name, i.account_number, i.ifsc, i.narration, i.utr, i.paid_at
        from payout_batch_items i join statements s on s.id = i.statement_id join organisers o on o.id = i.organiser_id
        where i.batch_id = ${id}::uuid order by s.number`),
    );
    return {
      ...summaryOf(row),
      items: items.map((i) => ({
        id: String(i.id),
        statementId: String(i.statement_id),
        statementNumber: String(i.statement_number),
        organiserId: String(i.organiser_id),
        organiserName: String(i.organiser_name),
        amountPaise: Number(i.amount_paise),
        beneficiaryName: String(i.beneficiary_name),
        accountNumber: maskAccount(String(i.account_number)),
        ifsc: String(i.ifsc),
        narration: String(i.narration),
        utr: (i.utr as string | null) ?? null,
        paidAt: iso(i.paid_at),
      })),
    };
  }
}

/** Users shown by their e-mail (else mobile, else name), as the audit log names them. */
const who = (col: SQL) => sql`(select coalesce(u.email, u.mobile, u.name) from users u where u.id = ${col})`;
const BATCH_SELECT = sql`
  select b.id, b.number, b.status, b.item_count, b.total_paise, ${who(sql`b.prepared_by`)} as prepared_by, b.prepared_by as prepared_by_id, b.prepared_at,
    ${who(sql`b.approved_by`)} as approved_by, b.approved_by as approved_by_id, b.approved_at, b.bank_file_at, b.paid_at, b.cancelled_at
  from payout_batches b`;

function summaryOf(r: Record<string, unknown>): PayoutBatchSummary {
  return {
    id: String(r.id),
    number: String(r.number),
    status: r.status as PayoutBatchSummary['status'],
    itemCount: Number(r.item_count),
    totalPaise: Number(r.total_paise),
    preparedBy: String(r.prepared_by ?? ''),
    preparedById: String(r.prepared_by_id),
    preparedAt: iso(r.prepared_at)!,
    approvedBy: (r.approved_by as string | null) ?? null,
    approvedById: (r.approved_by_id as string | null) ?? null,
    approvedAt: iso(r.approved_at),
    bankFileAt: iso(r.bank_file_at),
    paidAt: iso(r.paid_at),
    cancelledAt: iso(r.cancelled_at),
  };
}
