import {
  DEFAULT_TAX_RATES,
  ERROR_CODES,
  istDateOf,
  SETTLEMENT_ERROR_CODES,
  SETTLEMENT_MESSAGES,
  type NewTaxRate,
  type TaxRateAnswer,
} from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxRateOverrides } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import type { RequestUser } from '../auth-service';
import { isoOf, isUniqueViolation, rowsOf } from '../ids';
import { recordAudit, type StaffActor } from '../staff/audit';

/** Finance staff: the role finance, or admin. */
export function requireFinanceStaff(user: RequestUser): void {
  if (!user.roles.includes('finance') && !user.roles.includes('admin')) throw new AppError(403, ERROR_CODES.forbidden, errors.forbidden().message);
}

/**
 * Tax rates with effective dates: the domain's defaults and those finance staff added. A new rate takes effect from
 * today (IST) or later, never in the past (issued statements recorded the rates they used; drafts are recomputed at
 * issue with the rates of their session's date). Each addition is in the staff audit log, in the same transaction.
 */
export class TaxRateAdmin {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async list(): Promise<TaxRateAnswer[]> {
    const added = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select r.id, r.kind, r.rate_bp, r.effective_from::text as effective_from, r.note, r.created_at, coalesce(u.email, u.mobile, u.name) as by
        from tax_rate_overrides r left join users u on u.id = r.created_by order by r.kind, r.effective_from`),
    );
    const rows: TaxRateAnswer[] = [
      ...DEFAULT_TAX_RATES.map((r) => ({ id: null, kind: r.kind, rateBp: r.rateBp, effectiveFrom: r.effectiveFrom, basis: r.basis, createdBy: null, createdAt: null })),
      ...added.map((r) => ({
        id: String(r.id),
        kind: r.kind as TaxRateAnswer['kind'],
        rateBp: Number(r.rate_bp),
        effectiveFrom: String(r.effective_from),
        basis: String(r.note),
        createdBy: (r.by as string | null) ?? null,
        createdAt: isoOf(r.created_at as string),
      })),
    ];
    return rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.effectiveFrom.localeCompare(b.effectiveFrom));
  }

  async add(actor: StaffActor, body: NewTaxRate): Promise<TaxRateAnswer> {
    const now = this.now();
    if (body.effectiveFrom < istDateOf(now)) throw new AppError(400, SETTLEMENT_ERROR_CODES.rateInPast, SETTLEMENT_MESSAGES.rateInPast, { field: 'effectiveFrom' });
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(taxRateOverrides)
          .values({ kind: body.kind, rateBp: body.rateBp, effectiveFrom: body.effectiveFrom, note: body.note, createdBy: actor.id, createdAt: now })
          .returning();
        await recordAudit(tx, actor, { action: 'tax_rate.add', targetType: 'tax_rate', targetId: row!.id, before: null, after: body }, now);
        return { id: row!.id, kind: body.kind, rateBp: body.rateBp, effectiveFrom: body.effectiveFrom, basis: body.note, createdBy: actor.name, createdAt: now.toISOString() };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, SETTLEMENT_ERROR_CODES.rateExists, SETTLEMENT_MESSAGES.rateExists, { field: 'effectiveFrom' });
      throw err;
    }
  }
}
