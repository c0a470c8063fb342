import {
  bankFileCsv, entryRows, financialYearOf, istDateOf, matchPayments, PAYOUT_ERROR_CODES as PC, PAYOUT_MESSAGES as PM, payoutBatchNumber,
  payoutNarration, type PaymentRow, type PayoutUtrs, responseFileRows, SETTLEMENT_ERROR_CODES as SC, SETTLEMENT_MESSAGES as SM,
  type StepUp,
} from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../http/errors';
import { isUuid, rowsOf } from '../ids';
import type { JobQueue, Tx } from '../jobs/job-queue';
import type { OtpService } from '../otp-service';
import { recordAudit, type StaffActor } from '../staff/audit';
import { PAYOUT_PAID_MAIL_KIND } from './payouts-mail';
import { BANK_SQL } from './payouts-read';
import { nextDocumentNumber } from './statement-rows';

type Row = Record<string, unknown>;
const notFound = () => errors.notFound(SM.batchNotFound);
const stateError = (status: string) => new AppError(409, PC.batchState, PM.batchState(status));
const ids = (list: readonly string[]) => sql.join(list.map((id) => sql`${id}::uuid`), sql`, `);

/**
 * Payout batches (docs/settlements.md "Payouts"): a finance user prepares a batch from issued statements, a different
 * one approves it (both with a fresh one-time code), the bank file is downloaded, then the bank's UTRs are recorded
 * (entered or as the bank's response file, matched row by row: all or nothing). Each step is one transaction, written
 * to the staff audit log in it; each state change is conditional on the state it leaves, so two people acting at once
 * change it once.
 */
export class Payouts {
  constructor(
    private readonly d: { db: Db; otp: OtpService; queue: JobQueue; now: () => Date },
  ) {}

  /** The caller's own fresh code for this action; throws 400 ERR.STEP_UP.INVALID or the OTP errors otherwise. */
  async verifyStepUp(userId: string, step: StepUp): Promise<void> {
    const row = await this.d.otp.find(step.otpId, 'step_up');
    if (!row || row.userId !== userId) throw new AppError(400, PC.stepUpInvalid, PM.stepUpInvalid);
    await this.d.otp.verify(row, step.otp);
  }

  async prepare(actor: StaffActor, statementIds: readonly string[], note: string | undefined): Promise<string> {
    const wanted = [...new Set(statementIds)];
    const now = this.d.now();
    return this.d.db.transaction(async (tx) => {
      const rows = rowsOf<Row>(
        await tx.execute(sql`
          select s.id, s.number, s.status, s.payout_batch_id, s.net_payable_paise, s.organiser_id,
            o.profile->'bank'->>'beneficiaryName' as beneficiary, o.profile->'bank'->>'accountNumber' as account,
            o.profile->'bank'->>'ifsc' as ifsc, ${BANK_SQL} as has_bank
          from statements s join organisers o on o.id = s.organiser_id
          where s.id in (${ids(wanted)}) order by s.number for update of s`),
      );
      const bad = wanted.flatMap((id) => {
        const r = rows.find((x) => x.id === id);
        const why = !r
          ? 'not found'
          : r.status !== 'ISSUED'
            ? `is ${String(r.status).toLowerCase().replace('_', ' ')}`
            : r.payout_batch_id
              ? 'is in another batch'
              : Number(r.net_payable_paise) <= 0
                ? 'has nothing to pay'
                : r.has_bank !== true
                  ? 'has no bank details'
                  : null;
        return why ? [{ id, number: (r?.number as string | null) ?? null, reason: why }] : [];
      });
      if (bad.length > 0) {
        const detail = bad.map((b) => `${b.number ?? b.id} ${b.reason}`).join('; ');
        throw new AppError(409, PC.notPayable, PM.notPayable, { longDesc: detail, extra: { statements: bad } });
      }
      const fy = financialYearOf(now);
      const number = payoutBatchNumber(fy, await nextDocumentNumber(tx, 'PAYOUT_BATCH', fy));
      const total = rows.reduce((sum, r) => sum + Number(r.net_payable_paise), 0);
      const [batch] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into payout_batches (number, status, item_count, total_paise, prepared_by, prepared_at, note)
          values (${number}, 'PREPARED', ${rows.length}, ${total}, ${actor.id}::uuid, ${now.toISOString()}::timestamptz, ${note ?? null})
          returning id`),
      );
      const batchId = batch!.id;
      for (const r of rows) {
        await tx.execute(sql`
          insert into payout_batch_items (batch_id, statement_id, organiser_id, amount_paise, beneficiary_name, account_number, ifsc, narration)
          values (${batchId}::uuid, ${r.id as string}::uuid, ${r.organiser_id as string}::uuid, ${Number(r.net_payable_paise)}, ${String(r.beneficiary).trim()},
            ${String(r.account).trim()}, ${String(r.ifsc).trim().toUpperCase()}, ${payoutNarration(String(r.number))})`);
      }
      await tx.execute(sql`update statements set payout_batch_id = ${batchId}::uuid, updated_at = ${now.toISOString()}::timestamptz where id in (${ids(wanted)})`);
      await recordAudit(tx, actor, { action: 'payout_batch.prepare', targetType: 'payout_batch', targetId: batchId, before: null, after: { number, itemCount: rows.length, totalPaise: total, statements: rows.map((r) => r.number) } }, now);
      return batchId;
    });
  }

  /** PREPARED -> APPROVED by someone other than the preparer; its statements ISSUED -> APPROVED. */
  async approve(actor: StaffActor, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const now = this.d.now();
    await this.d.db.transaction(async (tx) => {
      const [done] = rowsOf<Row>(
        await tx.execute(sql`
          update payout_batches set status = 'APPROVED', approved_by = ${actor.id}::uuid, approved_at = ${now.toISOString()}::timestamptz
          where id = ${id}::uuid and status = 'PREPARED' and prepared_by <> ${actor.id}::uuid returning number`),
      );
      if (!done) {
        const b = await this.find(tx, id);
        if (b.prepared_by === actor.id && b.status === 'PREPARED') throw new AppError(409, SC.sameMaker, SM.sameMaker);
        throw stateError(String(b.status));
      }
      await tx.execute(sql`
        update statements set status = 'APPROVED', approved_at = ${now.toISOString()}::timestamptz, approved_by = ${actor.id}::uuid, updated_at = ${now.toISOString()}::timestamptz
        where payout_batch_id = ${id}::uuid and status = 'ISSUED'`);
      await recordAudit(tx, actor, { action: 'payout_batch.approve', targetType: 'payout_batch', targetId: id, before: { status: 'PREPARED' }, after: { status: 'APPROVED', number: done.number } }, now);
    });
  }

  /** A prepared or approved batch is cancelled; its statements go back to ISSUED, out of any batch. */
  async cancel(actor: StaffActor, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const now = this.d.now();
    await this.d.db.transaction(async (tx) => {
      const [done] = rowsOf<Row>(
        await tx.execute(sql`
          update payout_batches set status = 'CANCELLED', cancelled_at = ${now.toISOString()}::timestamptz, cancelled_by = ${actor.id}::uuid
          where id = ${id}::uuid and status in ('PREPARED', 'APPROVED') returning number`),
      );
      if (!done) throw stateError(String((await this.find(tx, id)).status));
      await tx.execute(sql`
        update statements set status = 'ISSUED', approved_at = null, approved_by = null, payout_batch_id = null, updated_at = ${now.toISOString()}::timestamptz
        where payout_batch_id = ${id}::uuid and status in ('ISSUED', 'APPROVED')`);
      await recordAudit(tx, actor, { action: 'payout_batch.cancel', targetType: 'payout_batch', targetId: id, before: null, after: { status: 'CANCELLED', number: done.number } }, now);
    });
  }

  /** The bank bulk-transfer CSV of an approved (or paid) batch; the first download sets bank_file_at. */
  async bankFile(actor: StaffActor, id: string): Promise<{ number: string; csv: string }> {
    if (!isUuid(id)) throw notFound();
    const now = this.d.now();
    return this.d.db.transaction(async (tx) => {
      const b = await this.find(tx, id);
      if (b.status !== 'APPROVED' && b.status !== 'PAID') throw stateError(String(b.status));
      await tx.execute(sql`update payout_batches set bank_file_at = coalesce(bank_file_at, ${now.toISOString()}::timestamptz) where id = ${id}::uuid`);
      const items = rowsOf<Row>(
        await tx.execute(sql`
          select i.beneficiary_name, i.account_number, i.ifsc, i.amount_paise, i.narration
          from payout_batch_items i join statements s on s.id = i.statement_id where i.batch_id = ${id}::uuid order by s.number`),
      );
      await recordAudit(tx, actor, { action: 'payout_batch.bank_file', targetType: 'payout_batch', targetId: id, before: null, after: { number: b.number, rows: items.length } }, now);
      const csv = bankFileCsv(
        items.map((i) => ({ beneficiaryName: String(i.beneficiary_name), accountNumber: String(i.account_number), ifsc: String(i.ifsc), amountPaise: Number(i.amount_paise), narration: String(i.narration) })),
      );
      return { number: String(b.number), csv };
    });
  }

  /**
   * Records the UTRs of an approved batch whose bank file was downloaded: every item paid exactly once, each row
   * matching (docs: "The response file"). Any mismatch refuses the whole set with 422 and the bad rows; nothing is
   * written. Then the items and statements are PAID, the batch PAID, and each organiser's "paid" mail is queued.
   */
  async markPaid(actor: StaffActor, id: string, input: PayoutUtrs): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const now = this.d.now();
    await this.d.db.transaction(async (tx) => {
      const [b] = rowsOf<Row>(await tx.execute(sql`select id, number, status, bank_file_at from payout_batches where id = ${id}::uuid for update`));
      if (!b) throw notFound();
      if (b.status !== 'APPROVED') throw stateError(String(b.status));
      if (!b.bank_file_at) throw new AppError(409, PC.noBankFile, PM.noBankFile);
      const items = rowsOf<Row>(
        await tx.execute(sql`
          select i.id, i.statement_id, s.number, i.account_number, i.amount_paise from payout_batch_items i join statements s on s.id = i.statement_id
          where i.batch_id = ${id}::uuid order by s.number`),
      ).map((i) => ({ id: String(i.id), statementId: String(i.statement_id), statementNumber: String(i.number), accountNumber: String(i.account_number), amountPaise: Number(i.amount_paise) }));
      let rows: PaymentRow[];
      if ('responseCsv' in input) {
        const parsed = responseFileRows(input.responseCsv);
        if ('errors' in parsed) throw mismatch(parsed.errors);
        rows = parsed.rows;
      } else {
        rows = entryRows(items, input.entries);
      }
      const candidates = rows.map((r) => r.utr.trim().toUpperCase()).filter((u) => u !== '');
      const used = candidates.length
        ? rowsOf<{ utr: string }>(await tx.execute(sql`select utr from payout_batch_items where utr in (${sql.join(candidates.map((u) => sql`${u}`), sql`, `)})`)).map((r) => r.utr)
        : [];
      // A payment is recorded once made: a date after today (IST) is refused on its row.
      const result = matchPayments(items, rows, new Set(used), istDateOf(now));
      if (!result.ok) throw mismatch(result.errors);
      for (const p of result.payments) {
        const item = items.find((i) => i.id === p.itemId)!;
        const paidAt = new Date(`${p.paidOn}T00:00:00+05:30`).toISOString();
        await tx.execute(sql`update payout_batch_items set utr = ${p.utr}, paid_at = ${paidAt}::timestamptz where id = ${p.itemId}::uuid`);
        await tx.execute(sql`
          update statements set status = 'PAID', utr = ${p.utr}, paid_at = ${paidAt}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
          where id = ${item.statementId}::uuid and status = 'APPROVED'`);
        await this.d.queue.enqueue({ kind: PAYOUT_PAID_MAIL_KIND, dedupeKey: `${PAYOUT_PAID_MAIL_KIND}:${item.statementId}`, runAt: now, payload: { statementId: item.statementId } }, tx);
      }
      await tx.execute(sql`update payout_batches set status = 'PAID', paid_at = ${now.toISOString()}::timestamptz where id = ${id}::uuid`);
      await recordAudit(tx, actor, { action: 'payout_batch.paid', targetType: 'payout_batch', targetId: id, before: { status: 'APPROVED' }, after: { status: 'PAID', number: b.number, payments: result.payments.map((p) => ({ statement: items.find((i) => i.id === p.itemId)?.statementNumber, utr: p.utr, paidOn: p.paidOn })) } }, now);
    });
  }

  /** Finance holds an issued statement that is in no batch (MANUAL, with a note). */
  async hold(actor: StaffActor, statementId: string, note: string): Promise<void> {
    if (!isUuid(statementId)) throw errors.notFound(SM.statementNotFound);
    const now = this.d.now();
    await this.d.db.transaction(async (tx) => {
      const [done] = rowsOf<Row>(
        await tx.execute(sql`
          update statements set status = 'ON_HOLD', hold_reason = 'MANUAL', hold_note = ${note}, held_at = ${now.toISOString()}::timestamptz,
            held_by = ${actor.id}::uuid, hold_from_status = status, updated_at = ${now.toISOString()}::timestamptz
          where id = ${statementId}::uuid and issued_at is not null and status = 'ISSUED' and payout_batch_id is null
          returning number, hold_from_status`),
      );
      if (!done) {
        await this.findStatement(tx, statementId);
        throw new AppError(409, PC.cannotHold, PM.cannotHold);
      }
      await recordAudit(tx, actor, { action: 'statement.hold', targetType: 'statement', targetId: statementId, before: { status: done.hold_from_status }, after: { status: 'ON_HOLD', holdReason: 'MANUAL', note, number: done.number } }, now);
    });
  }

  /** Releases a hold finance put on: back to the status it interrupted. Automatic holds are the statements job's. */
  async release(actor: StaffActor, statementId: string, note: string): Promise<void> {
    if (!isUuid(statementId)) throw errors.notFound(SM.statementNotFound);
    const now = this.d.now();
    await this.d.db.transaction(async (tx) => {
      const [done] = rowsOf<Row>(
        await tx.execute(sql`
          update statements set status = hold_from_status, hold_reason = null, hold_note = null, held_at = null, held_by = null,
            hold_from_status = null, updated_at = ${now.toISOString()}::timestamptz
          where id = ${statementId}::uuid and status = 'ON_HOLD' and hold_reason = 'MANUAL' and hold_from_status in ('ISSUED', 'APPROVED')
          returning number, status`),
      );
      if (!done) {
        await this.findStatement(tx, statementId);
        throw new AppError(409, PC.notHeld, PM.notHeld);
      }
      await recordAudit(tx, actor, { action: 'statement.release', targetType: 'statement', targetId: statementId, before: { status: 'ON_HOLD', holdReason: 'MANUAL' }, after: { status: done.status, note, number: done.number } }, now);
    });
  }

  private async find(tx: Tx, id: string): Promise<Row> {
    const [b] = rowsOf<Row>(await tx.execute(sql`select id, number, status, prepared_by from payout_batches where id = ${id}::uuid`));
    if (!b) throw notFound();
    return b;
  }

  private async findStatement(tx: Tx, id: string): Promise<void> {
    const [s] = rowsOf<Row>(await tx.execute(sql`select id from statements where id = ${id}::uuid and issued_at is not null`));
    if (!s) throw errors.notFound(SM.statementNotFound);
  }
}

function mismatch(rows: unknown[]): AppError {
  return new AppError(422, PC.responseMismatch, PM.responseMismatch, { extra: { rows } });
}
