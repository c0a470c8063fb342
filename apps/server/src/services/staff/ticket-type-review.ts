import { STAFF_ERROR_CODES as C, STAFF_TEXTS as T, TICKET_TYPE_REVIEW_STATUSES } from '@diy/domain';
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisers, ticketTypeNames, type TicketTypeNameRow } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import { isUuid } from '../ids';
import { recordAudit, type StaffActor } from './audit';
import { containsPattern } from '../../db/like';

type Status = (typeof TICKET_TYPE_REVIEW_STATUSES)[number];
const toItem = (r: TicketTypeNameRow, organiserName: string | null) => ({
  id: r.id,
  ticketTypeName: r.name,
  status: r.status as Status,
  organiserName,
  requestedAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  reviewNote: r.reviewNote,
});
const snapshot = (r: TicketTypeNameRow) => ({ name: r.name, status: r.status, reviewNote: r.reviewNote });

/** The ticket-type names queue: pending names approved (offered in GET /tickettypes/approved) or rejected. */
export class TicketTypeReviewService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async list(q: { status: Status; limit: number; offset: number; search?: string | undefined }) {
    const search: SQL | undefined = q.search ? ilike(ticketTypeNames.name, containsPattern(q.search)) : undefined;
    const where = and(eq(ticketTypeNames.status, q.status), search);
    const rows = await this.db
      .select({ r: ticketTypeNames, organiserName: organisers.name })
      .from(ticketTypeNames)
      .leftJoin(organisers, eq(organisers.id, ticketTypeNames.requestedByOrganiser))
      .where(where)
      .orderBy(q.status === 'pending' ? asc(ticketTypeNames.createdAt) : desc(ticketTypeNames.reviewedAt), asc(ticketTypeNames.name))
      .limit(q.limit)
      .offset(q.offset);
    const counted = await this.db.select({ status: ticketTypeNames.status, n: sql<number>`count(*)::int` }).from(ticketTypeNames).where(search).groupBy(ticketTypeNames.status);
    const counts = Object.fromEntries(TICKET_TYPE_REVIEW_STATUSES.map((s) => [s, counted.find((c) => c.status === s)?.n ?? 0]));
    return { list: rows.map(({ r, organiserName }) => toItem(r, organiserName)), counts, total: counts[q.status] ?? 0, limit: q.limit, offset: q.offset };
  }

  async decide(actor: StaffActor, id: string, approve: boolean, note?: string) {
    if (!isUuid(id)) throw errors.notFound();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(ticketTypeNames).where(eq(ticketTypeNames.id, id)).for('update');
      if (!row) throw errors.notFound();
      if (row.status !== 'pending') {
        const text = T.ticketTypeReviewed;
        throw new AppError(409, C.ticketTypeReviewed, text, approve ? { longDesc: text } : { shortDesc: text });
      }
      const now = this.now();
      const [updated] = await tx
        .update(ticketTypeNames)
        .set({ status: approve ? 'approved' : 'rejected', reviewedBy: actor.id, reviewedAt: now, reviewNote: note ?? null })
        .where(eq(ticketTypeNames.id, id))
        .returning();
      await recordAudit(tx, actor, { action: approve ? 'ticket_type.approve' : 'ticket_type.reject', targetType: 'ticket_type', targetId: id, before: snapshot(row), after: snapshot(updated!) }, now);
      const [org] = row.requestedByOrganiser ? await tx.select({ name: organisers.name }).from(organisers).where(eq(organisers.id, row.requestedByOrganiser)) : [];
      return { item: toItem(updated!, org?.name ?? null), message: approve ? T.ticketTypeApproved : T.ticketTypeRejected };
    });
  }
}
