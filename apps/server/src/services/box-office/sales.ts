import {
  changeDuePaise,
  doorUnitPricePaise,
  sellerMayVoid,
  upiIntentUrl,
  upiNoteFor,
  type BoxOfficeSale,
  type ChannelBookingAnswer,
  type ShiftSaleView,
  type VoidSale,
} from '@diy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, boxOfficeSales, boxOfficeSessionTerms, boxOfficeShifts } from '../../db/schema';
import { errors } from '../../http/errors';
import type { BookingService, Tx } from '../booking-service';
import { isUniqueViolation, isUuid } from '../ids';
import { boxOfficeErrors, type BoxOfficeCaller } from './access';
import { salesOf, type BoxOfficeShifts } from './shifts';
import { boxOfficeChannelId, compsUsed, doorTypes, readSettings, sessionOf, type SessionScope } from './terms';
import type { TicketMessages } from './ticket-messages';

export interface SaleDone {
  sale: ShiftSaleView;
  scope: SessionScope;
  tickets: { barcode: string; ticketType: string }[];
  upiUrl: string | null;
  sentTo: string[];
}

/** The buyer's name on a door booking without one. */
export const DOOR_BUYER_NAME = 'Box office buyer';

/**
 * Door sales: each is a booking of the channel "Box office" through the booking service, in one transaction with its
 * sale row (and, with a contact, the job that sends the tickets), so the seats are taken exactly as any channel's are.
 */
export class BoxOfficeSales {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly bookings: BookingService,
    private readonly shifts: BoxOfficeShifts,
    private readonly messages: TicketMessages,
  ) {}

  async sell(caller: BoxOfficeCaller, shiftId: string, input: BoxOfficeSale): Promise<SaleDone> {
    const channelId = await boxOfficeChannelId(this.db);
    const channelBookingId = `BO-${input.clientSaleId}`;
    try {
      const done = await this.db.transaction((tx) => this.sellInTx(tx, caller, shiftId, channelId, channelBookingId, input));
      if (done.sentTo.length) this.messages.wake();
      return done;
    } catch (err) {
      // The same sale sent again (a retry after a lost answer): answer the first.
      if (!isUniqueViolation(err)) throw err;
      const again = await this.repeat(caller, shiftId, channelId, channelBookingId);
      if (!again) throw err;
      return again;
    }
  }

  private async sellInTx(tx: Tx, caller: BoxOfficeCaller, shiftId: string, channelId: string, channelBookingId: string, input: BoxOfficeSale): Promise<SaleDone> {
    const shift = await this.shifts.lockOwn(tx, caller, shiftId);
    if (shift.userId !== caller.userId) throw boxOfficeErrors.shiftNotFound();
    if (shift.closedAt) throw boxOfficeErrors.shiftClosed();
    const scope = await sessionOf(tx, caller, shift.sessionId);
    const type = (await doorTypes(tx, scope.sessionId)).find((t) => t.code === input.ticketTypeCode.trim().toUpperCase() || t.code === input.ticketTypeCode);
    if (!type) throw errors.validation([{ field: 'ticketTypeCode', message: `Ticket type ${input.ticketTypeCode} is not sold for this session.` }]);
    const method = input.payment.method;
    const unit = doorUnitPricePaise(type, method);
    // The comp limit is read under the session's terms row lock: two sellers never give more than the limit.
    const termsQuery = tx.select().from(boxOfficeSessionTerms).where(eq(boxOfficeSessionTerms.sessionId, scope.sessionId));
    const [terms] = method === 'COMP' ? await termsQuery.for('update') : await termsQuery;
    if (input.offerCode && (!terms?.offersAtDoor || method === 'COMP')) throw boxOfficeErrors.offersNotAtDoor();
    if (!input.offerCode && input.amountPaise !== unit * input.quantity) throw boxOfficeErrors.amountMismatch(unit * input.quantity);
    if (method === 'COMP' && (await compsUsed(tx, scope.sessionId)) + input.quantity > (terms?.compLimit ?? 0)) throw boxOfficeErrors.compLimit();
    const upi = method === 'UPI' ? await readSettings(tx, caller.organiserId) : null;
    if (method === 'UPI' && !upi) throw boxOfficeErrors.noUpi();
    const change = input.payment.method === 'CASH' ? changeDuePaise(input.payment.tenderedPaise, input.amountPaise) : null;
    if (input.payment.method === 'CASH' && change === null) throw boxOfficeErrors.tendered();

    const booked = await this.bookings.bookInTx(
      tx,
      channelId,
      {
        channelBookingId,
        eventCode: scope.eventCode,
        sessionId: scope.sessionId,
        tickets: [{ ticketTypeCode: type.code, quantity: input.quantity, pricePaise: unit, feePaise: 0, taxPaise: 0 }],
        buyer: { name: input.buyer.name ?? DOOR_BUYER_NAME, mobile: input.buyer.mobile, email: input.buyer.email },
        ...(input.offerCode ? { offerCode: input.offerCode } : {}),
      },
      { linePricePaise: (t) => doorUnitPricePaise({ pricePaise: t.pricePaise, doorPricePaise: t.id === type.id ? type.doorPricePaise : null }, method) },
    );
    // With an offer the booking service priced the discount: the amount the seller was shown must be what it came to.
    if (booked.totalPaise !== input.amountPaise) throw boxOfficeErrors.amountMismatch(booked.totalPaise);
    const p = input.payment;
    await tx.insert(boxOfficeSales).values({
      shiftId: shift.id,
      sessionId: scope.sessionId,
      bookingId: booked.id,
      method,
      tickets: input.quantity,
      amountPaise: input.amountPaise,
      tenderedPaise: p.method === 'CASH' ? p.tenderedPaise : null,
      changePaise: change,
      reference: p.method === 'UPI' || p.method === 'CARD' ? (p.reference ?? null) : null,
      compReason: p.method === 'COMP' ? p.reason : null,
      soldAt: this.now(),
    });
    const sentTo = [input.buyer.mobile, input.buyer.email].filter((x): x is string => !!x);
    if (sentTo.length) await this.messages.enqueue(tx, booked.id);
    return this.done(tx, shift.id, scope, booked.answer, upi, sentTo);
  }

  private async done(tx: Tx | Db, shiftId: string, scope: SessionScope, answer: ChannelBookingAnswer, upi: { upiId: string; payeeName: string } | null, sentTo: string[]): Promise<SaleDone> {
    const sale = (await salesOf(tx, [shiftId])).find((s) => s.bookingId === answer.bookingId);
    if (!sale) throw new Error('sale not written');
    const upiUrl = upi && sale.amountPaise > 0 ? upiIntentUrl({ vpa: upi.upiId, payeeName: upi.payeeName, amountPaise: sale.amountPaise, note: upiNoteFor(answer.bookingId) }) : null;
    return { sale, scope, tickets: answer.tickets.map((t) => ({ barcode: t.barcode, ticketType: t.ticketType })), upiUrl, sentTo };
  }

  private async repeat(caller: BoxOfficeCaller, shiftId: string, channelId: string, channelBookingId: string): Promise<SaleDone | null> {
    const answer = await this.bookings.answerFor(channelId, { channelBookingId });
    if (!answer) return null;
    const shift = await this.shifts.report(caller, shiftId);
    const scope = await sessionOf(this.db, caller, shift.sessionId);
    const sale = shift.sales.find((s) => s.bookingId === answer.bookingId);
    if (!sale) return null;
    const upi = sale.method === 'UPI' ? await readSettings(this.db, caller.organiserId) : null;
    return this.done(this.db, shiftId, scope, answer, upi, []);
  }

  /**
   * Voids a sale: its booking cancelled through the booking service (tickets cancelled, seats released once), the sale
   * marked with the reason. The seller within VOID_WINDOW_MS of the sale; later, or another seller's, only the organiser.
   */
  async void(caller: BoxOfficeCaller, saleId: string, input: VoidSale): Promise<ShiftSaleView> {
    if (!isUuid(saleId)) throw boxOfficeErrors.saleNotFound();
    const channelId = await boxOfficeChannelId(this.db);
    const shiftId = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ sale: boxOfficeSales, shiftUser: boxOfficeShifts.userId, bookingRef: bookings.bookingId })
        .from(boxOfficeSales)
        .innerJoin(boxOfficeShifts, eq(boxOfficeShifts.id, boxOfficeSales.shiftId))
        .innerJoin(bookings, eq(bookings.id, boxOfficeSales.bookingId))
        .where(and(eq(boxOfficeSales.id, saleId), eq(boxOfficeShifts.organiserId, caller.organiserId)))
        .for('update', { of: boxOfficeSales });
      if (!row || (!caller.owner && row.shiftUser !== caller.userId)) throw boxOfficeErrors.saleNotFound();
      if (row.sale.voidedAt) throw boxOfficeErrors.alreadyVoided();
      if (!caller.owner && !sellerMayVoid(row.sale.soldAt, this.now())) throw boxOfficeErrors.voidWindow();
      await this.bookings.cancelInTx(tx, channelId, row.bookingRef);
      await tx
        .update(boxOfficeSales)
        .set({ voidedAt: this.now(), voidedBy: caller.userId, voidReason: input.reason, voidNote: input.note ?? null })
        .where(eq(boxOfficeSales.id, saleId));
      return row.sale.shiftId;
    });
    const sale = (await salesOf(this.db, [shiftId])).find((s) => s.id === saleId);
    if (!sale) throw boxOfficeErrors.saleNotFound();
    return sale;
  }
}
