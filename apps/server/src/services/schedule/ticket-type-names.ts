import { SCHEDULE_ERROR_CODES, TICKET_TYPE_NAME_MESSAGES, ticketTypeNameKey } from '@diy/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { ticketTypeNames } from '../../db/schema';
import { AppError } from '../../http/errors';

export type CreateNameOutcome = { status: 'pending' | 'approved'; created: boolean; ticketTypeName: string };

/** Ticket-type names (ticket_type_names): organisers send new names for approval; only approved names are offered. */
export class TicketTypeNames {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async approved(search: string | undefined, limit: number): Promise<{ ticketTypes: { ticketTypeName: string }[]; total: number }> {
    const where = and(
      eq(ticketTypeNames.status, 'approved'),
      search ? sql`${ticketTypeNames.nameKey} like ${containsPattern(ticketTypeNameKey(search))}` : undefined,
    );
    const rows = await this.db.select({ name: ticketTypeNames.name }).from(ticketTypeNames).where(where).orderBy(asc(ticketTypeNames.name)).limit(limit);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(ticketTypeNames).where(where);
    return { ticketTypes: rows.map((r) => ({ ticketTypeName: r.name })), total: count?.n ?? rows.length };
  }

  /** A new name is pending; a name already pending or approved answers its status; a rejected one is refused. */
  async request(name: string, by: { userId: string; organiserId: string | null }): Promise<CreateNameOutcome> {
    const clean = name.trim().replace(/\s+/g, ' ');
    const key = ticketTypeNameKey(clean);
    const [inserted] = await this.db
      .insert(ticketTypeNames)
      .values({ name: clean, nameKey: key, status: 'pending', requestedBy: by.userId, requestedByOrganiser: by.organiserId, createdAt: this.now() })
      .onConflictDoNothing({ target: ticketTypeNames.nameKey })
      .returning({ name: ticketTypeNames.name });
    if (inserted) return { status: 'pending', created: true, ticketTypeName: inserted.name };
    const [existing] = await this.db.select().from(ticketTypeNames).where(eq(ticketTypeNames.nameKey, key));
    if (!existing) throw new Error('ticket type name vanished');
    if (existing.status === 'rejected') throw new AppError(409, SCHEDULE_ERROR_CODES.ticketRejected, TICKET_TYPE_NAME_MESSAGES.rejected, { field: 'ticketTypeName' });
    return { status: existing.status === 'approved' ? 'approved' : 'pending', created: false, ticketTypeName: existing.name };
  }
}
