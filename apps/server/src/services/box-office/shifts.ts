import { cashDifferencePaise, shiftTotals, type ShiftClose, type ShiftOpen, type ShiftReport, type ShiftSaleView } from '@diy/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, boxOfficeSales, boxOfficeShifts, events, eventSessions, users, type BoxOfficeShiftRow } from '../../db/schema';
import { isoOf, isUniqueViolation, isUuid } from '../ids';
import { boxOfficeErrors, type BoxOfficeCaller } from './access';
import { sessionOf } from './terms';

type Runner = Pick<Db, 'select'>;

/** A seller's shift: opened with a float, closed with the counted cash; the report sums its sales by payment method. */
export class BoxOfficeShifts {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async open(caller: BoxOfficeCaller, input: ShiftOpen): Promise<ShiftReport> {
    const scope = await sessionOf(this.db, caller, input.sessionId);
    try {
      const [row] = await this.db
        .insert(boxOfficeShifts)
        .values({ organiserId: caller.organiserId, eventId: scope.eventId, sessionId: scope.sessionId, userId: caller.userId, openedAt: this.now(), openingFloatPaise: input.openingFloatPaise })
        .returning({ id: boxOfficeShifts.id });
      return this.report(caller, row!.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw boxOfficeErrors.shiftOpen();
      throw err;
    }
  }

  /** The caller's open shift, if any. */
  async openShiftOf(caller: BoxOfficeCaller): Promise<ShiftReport | null> {
    const [row] = await this.db.select({ id: boxOfficeShifts.id }).from(boxOfficeShifts).where(and(eq(boxOfficeShifts.userId, caller.userId), isNull(boxOfficeShifts.closedAt)));
    return row ? this.report(caller, row.id) : null;
  }

  /** Closes the seller's own open shift: expected cash is fixed from the sales as they stand, with the counted cash. */
  async close(caller: BoxOfficeCaller, shiftId: string, input: ShiftClose): Promise<ShiftReport> {
    await this.db.transaction(async (tx) => {
      const shift = await this.lockOwn(tx, caller, shiftId);
      if (shift.closedAt) throw boxOfficeErrors.shiftClosed();
      const totals = shiftTotals(shift.openingFloatPaise, await salesOf(tx, [shift.id]).then((s) => s.map(toTotalsSale)));
      await tx
        .update(boxOfficeShifts)
        .set({ closedAt: this.now(), countedCashPaise: input.countedCashPaise, expectedCashPaise: totals.expectedCashPaise, note: input.note ?? null })
        .where(eq(boxOfficeShifts.id, shift.id));
    });
    return this.report(caller, shiftId);
  }

  /** The shift row locked for a write: the seller's own (the owner may act on any of its organiser's). */
  async lockOwn(tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0], caller: BoxOfficeCaller, shiftId: string): Promise<BoxOfficeShiftRow> {
    if (!isUuid(shiftId)) throw boxOfficeErrors.shiftNotFound();
    const [shift] = await tx.select().from(boxOfficeShifts).where(and(eq(boxOfficeShifts.id, shiftId), eq(boxOfficeShifts.organiserId, caller.organiserId))).for('update');
    if (!shift || (!caller.owner && shift.userId !== caller.userId)) throw boxOfficeErrors.shiftNotFound();
    return shift;
  }

  /** A shift's report: the seller sees their own, the organiser every shift of its sessions; others 404. */
  async report(caller: BoxOfficeCaller, shiftId: string): Promise<ShiftReport> {
    if (!isUuid(shiftId)) throw boxOfficeErrors.shiftNotFound();
    const [report] = await this.reports(caller, eq(boxOfficeShifts.id, shiftId));
    if (!report) throw boxOfficeErrors.shiftNotFound();
    return report;
  }

  /** The organiser's shifts (Reports), newest first; optionally one event's or one session's. */
  async list(caller: BoxOfficeCaller, q: { eventCode?: string | undefined; sessionId?: string | undefined }): Promise<ShiftReport[]> {
    if (q.sessionId && !isUuid(q.sessionId)) return [];
    return this.reports(
      caller,
      and(q.eventCode ? eq(events.eventCode, q.eventCode) : undefined, q.sessionId ? eq(boxOfficeShifts.sessionId, q.sessionId) : undefined),
    );
  }

  private async reports(caller: BoxOfficeCaller, where: ReturnType<typeof and>): Promise<ShiftReport[]> {
    const rows = await this.db
      .select({ s: boxOfficeShifts, eventCode: events.eventCode, eventTitle: events.title, showTime: eventSessions.showTime, seller: users.name })
      .from(boxOfficeShifts)
      .innerJoin(events, eq(events.id, boxOfficeShifts.eventId))
      .innerJoin(eventSessions, eq(eventSessions.id, boxOfficeShifts.sessionId))
      .innerJoin(users, eq(users.id, boxOfficeShifts.userId))
      .where(and(eq(boxOfficeShifts.organiserId, caller.organiserId), caller.owner ? undefined : eq(boxOfficeShifts.userId, caller.userId), where))
      .orderBy(desc(boxOfficeShifts.openedAt))
      .limit(200);
    const sales = await salesOf(this.db, rows.map((r) => r.s.id));
    return rows.map(({ s, eventCode, eventTitle, showTime, seller }) => {
      const own = sales.filter((x) => x.shiftId === s.id);
      const totals = shiftTotals(s.openingFloatPaise, own.map(toTotalsSale));
      // A closed shift keeps the expected cash it was closed with (a later void by the organiser is listed, not counted in).
      const expected = s.expectedCashPaise ?? totals.expectedCashPaise;
      return {
        id: s.id,
        sessionId: s.sessionId,
        eventCode: eventCode ?? '',
        eventTitle,
        showTime: isoOf(showTime),
        seller,
        openedAt: isoOf(s.openedAt),
        closedAt: s.closedAt ? isoOf(s.closedAt) : null,
        openingFloatPaise: s.openingFloatPaise,
        byMethod: totals.byMethod,
        voided: totals.voided,
        expectedCashPaise: expected,
        countedCashPaise: s.countedCashPaise,
        differencePaise: s.countedCashPaise === null ? null : cashDifferencePaise(expected, s.countedCashPaise),
        note: s.note,
        sales: own.map(({ shiftId: _s, ...v }) => v),
      };
    });
  }
}

const toTotalsSale = (s: ShiftSaleView) => ({ method: s.method, amountPaise: s.amountPaise, tickets: s.tickets, voided: s.voidedAt !== null });

/** The sales of shifts, in order of sale, with the booking's id and the ticket type sold. */
export async function salesOf(db: Runner, shiftIds: string[]): Promise<(ShiftSaleView & { shiftId: string })[]> {
  if (shiftIds.length === 0) return [];
  const rows = await db
    .select({
      id: boxOfficeSales.id,
      shiftId: boxOfficeSales.shiftId,
      bookingId: bookings.bookingId,
      method: boxOfficeSales.method,
      ticketType: sql<string>`(select tt.name from tickets t join ticket_types tt on tt.id = t.ticket_type_id where t.booking_id = ${bookings.id} order by t.position limit 1)`,
      tickets: boxOfficeSales.tickets,
      amountPaise: boxOfficeSales.amountPaise,
      changePaise: boxOfficeSales.changePaise,
      reference: boxOfficeSales.reference,
      compReason: boxOfficeSales.compReason,
      soldAt: boxOfficeSales.soldAt,
      voidedAt: boxOfficeSales.voidedAt,
      voidReason: boxOfficeSales.voidReason,
    })
    .from(boxOfficeSales)
    .innerJoin(bookings, eq(bookings.id, boxOfficeSales.bookingId))
    .where(inArray(boxOfficeSales.shiftId, shiftIds))
    .orderBy(asc(boxOfficeSales.soldAt), asc(boxOfficeSales.id));
  return rows.map((r) => ({ ...r, ticketType: r.ticketType ?? '', soldAt: isoOf(r.soldAt), voidedAt: r.voidedAt ? isoOf(r.voidedAt) : null }));
}
