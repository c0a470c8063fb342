import type { ChannelBooking } from '@diy/domain';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, events, eventSessions, organisers, salesChannels, statements, ticketTypes } from '../db/schema';
import { AppError } from '../http/errors';
import { BookingService } from '../services/booking-service';
import { StatementIssuer } from '../services/money/statement-issuer';
import { DEMO_ORGANISERS } from './accounts';
import { DEMO_EVENT_DRAFT_IDS } from './events-data';
import { DEMO_CHANNEL_NAME, DEMO_TICKET_TYPES } from './scan-demo';

const DAY_MS = 86_400_000;
/** Sales on each past demo session (bookings of 1 to 4 seats). */
const PAST_BOOKINGS = 24;
export const DEMO_PAID_UTR = 'UTIBN62026112800417';

/**
 * Settlement statements for the past demo events (issue 33), made by the same issuer the statements job uses: the past
 * sessions of the demo organisers get a few sales (through the booking service, on a clock before each show), then
 * statements (the seeded demo events only: an organiser's own events are never touched): issued, one approved, one paid with a UTR and date, one held by finance with its reason, and the newest
 * left a draft (the job issues it a day after its show). Idempotent: a session with a statement is left as it is.
 */
export async function seedStatementsDemo(db: Db, now: Date): Promise<{ statements: number }> {
  const [channel] = await db.select({ id: salesChannels.id }).from(salesChannels).where(eq(salesChannels.name, DEMO_CHANNEL_NAME)).limit(1);
  if (!channel) return { statements: 0 };
  const orgs = await db.select({ id: organisers.id, code: organisers.code }).from(organisers).where(inArray(organisers.code, [DEMO_ORGANISERS.main.code, DEMO_ORGANISERS.third.code]));
  const past = await db
    .select({ id: eventSessions.id, showTime: eventSessions.showTime, eventCode: events.eventCode, organiserId: events.organiserId })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(inArray(events.organiserId, orgs.map((o) => o.id)), inArray(events.draftId, [...DEMO_EVENT_DRAFT_IDS]), isNotNull(events.eventCode), lt(eventSessions.showTime, now), sql`not exists (select 1 from statements st where st.session_id = ${eventSessions.id})`))
    .orderBy(asc(eventSessions.showTime));
  if (past.length === 0) return { statements: 0 };
  for (const s of past) await pastSales(db, channel.id, s.id, s.eventCode!, s.showTime);

  const issuer = new StatementIssuer(db);
  const newest = past.at(-1)!;
  for (const s of past) await issuer.createDraft(s.id, now);
  for (const s of past) {
    if (s.id === newest.id) continue;
    const [st] = await db.select({ id: statements.id }).from(statements).where(eq(statements.sessionId, s.id));
    if (st) await issuer.issue(st.id, now);
  }
  // The lifecycle a payout batch and finance would give them (the payouts work does this through its own screens).
  // The main organiser's first (the demo login sees them), those with money to pay before those without.
  const main = orgs.find((o) => o.code === DEMO_ORGANISERS.main.code)!;
  const issued = await db
    .select({ id: statements.id })
    .from(statements)
    .where(eq(statements.status, 'ISSUED'))
    .orderBy(sql`${statements.organiserId} = ${main.id} desc`, sql`${statements.netPayablePaise} > 0 desc`, asc(statements.showTime));
  const [paid, approved, held] = issued;
  const approvedAt = new Date(now.getTime() - 2 * DAY_MS);
  if (paid) {
    await db.update(statements).set({ status: 'APPROVED', approvedAt, updatedAt: approvedAt }).where(eq(statements.id, paid.id));
    await db.update(statements).set({ status: 'PAID', paidAt: new Date(now.getTime() - DAY_MS), utr: DEMO_PAID_UTR, updatedAt: now }).where(eq(statements.id, paid.id));
  }
  if (approved) await db.update(statements).set({ status: 'APPROVED', approvedAt, updatedAt: approvedAt }).where(eq(statements.id, approved.id));
  if (held && issued.length > 3) {
    await db
      .update(statements)
      .set({ status: 'ON_HOLD', holdReason: 'MANUAL', holdNote: 'A buyer disputed a payment for this show; held until the bank closes the dispute.', heldAt: now, holdFromStatus: 'ISSUED', updatedAt: now })
      .where(eq(statements.id, held.id));
  }
  return { statements: past.length };
}

/** A few bookings on a past session, sold two days before its show through the booking service. */
async function pastSales(db: Db, channelId: string, sessionId: string, eventCode: string, showTime: Date): Promise<void> {
  const types = await db.select({ code: ticketTypes.code }).from(ticketTypes).where(eq(ticketTypes.sessionId, sessionId));
  if (types.length === 0) {
    await db.insert(ticketTypes).values(DEMO_TICKET_TYPES.map((t) => ({ sessionId, code: t.code, name: t.name, inventory: t.inventory, pricePaise: t.pricePaise }))).onConflictDoNothing();
  } else if (!types.every((t) => DEMO_TICKET_TYPES.some((d) => d.code === t.code))) return;
  const [sold] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.sessionId, sessionId)).limit(1);
  if (sold) return;
  const soldAt = new Date(showTime.getTime() - 2 * DAY_MS);
  const inputs: ChannelBooking[] = [];
  for (let i = 0; i < PAST_BOOKINGS; i += 1) {
    const t = DEMO_TICKET_TYPES[i % 5 === 0 ? 0 : i % 2 === 0 ? 2 : 1];
    inputs.push({
      channelBookingId: `DEMO-PAST-${sessionId.slice(0, 8)}-${i}`,
      eventCode,
      sessionId,
      tickets: [{ ticketTypeCode: t.code, quantity: 1 + (i % 4), pricePaise: t.pricePaise, feePaise: t.feePaise, taxPaise: t.taxPaise }],
      buyer: { name: `Past Buyer ${i + 1}`, mobile: `98${String(10_000_000 + i * 7_919).slice(0, 8)}`, email: `past.buyer${i + 1}@example.in` },
      soldAt: new Date(soldAt.getTime() - i * 3_600_000).toISOString(),
    });
  }
  try {
    await new BookingService(db, () => soldAt).bookMany(channelId, inputs);
  } catch (err) {
    // Refused as a channel would be (the event is closed, say): the session's statement has no sales.
    if (!(err instanceof AppError)) throw err;
  }
}
