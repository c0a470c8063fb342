import { SCHEDULE_ERROR_CODES, TICKET_TYPE_NAME_MESSAGES, ticketTypeNameKey, type ScheduleAnswer } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ticketTypeNames, ticketTypes } from '../src/db/schema';
import { api, describeEngines, useTestApp } from './helpers';
import { pushBooking } from './scan-helpers';
import { createEvent, ist, saveSchedule, sessionsOf, setStatus, ticket, tokens, type Tokens } from './schedule-helpers';

const NOW = new Date('2027-01-20T06:30:00.000Z');

/**
 * The journey that broke on a live event with tickets sold (issue #23): a ticket type already on sale stays valid on
 * its event whatever happens to the approval of its name, so it can be given to the event's other shows, by the
 * schedule's save and by the published-session changes; a name that is neither approved nor on the event is refused.
 */
describeEngines('ticket types already on sale on %s', (engine) => {
  const ctx = useTestApp(engine);
  let t: Tokens;
  let draftId = '';
  let eventCode = '';
  let sessions: { sessionId: string; showTime: string }[] = [];
  const LOUNGE = 'Sky Deck Lounge';

  const data = <T = ScheduleAnswer>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
  const err = (res: { json: () => unknown }) => (res.json() as { errors: { code: string; message: string; field?: string } }).errors;

  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    t = await tokens(ctx.app);
    const { db } = ctx.database;
    // The name is approved while the event is set up, then a reviewer rejects it (it stays on sale on this event).
    await db.insert(ticketTypeNames).values({ name: LOUNGE, nameKey: ticketTypeNameKey(LOUNGE), status: 'approved', createdAt: NOW });
    const ev = await createEvent(db);
    draftId = ev.draftId;
    const saved = await saveSchedule(ctx.app, t.organiser, draftId, [
      { venueCode: 'HYD-001', sessionInfo: [
        { sessionId: '0', showTime: ist('2027-01-22', '18:00'), ticketInfo: [ticket('Gold', 50, 99_900), ticket(LOUNGE, 300, 499_900)] },
        { sessionId: '0', showTime: ist('2027-01-23', '18:00'), ticketInfo: [ticket('Gold', 50, 99_900)] },
      ] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    sessions = sessionsOf(data(saved));
    eventCode = await setStatus(db, ev.id, 'active');
    const sale = await pushBooking(ctx.app, {
      channelBookingId: `LIVE-${ev.id}`,
      eventCode,
      sessionId: sessions[0]!.sessionId,
      tickets: [{ ticketTypeCode: 'SKY_DECK_LOUNGE', quantity: 8, pricePaise: 499_900, feePaise: 0, taxPaise: 0 }],
      buyer: { name: 'Ravi' },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    await db.update(ticketTypeNames).set({ status: 'rejected' }).where(eq(ticketTypeNames.nameKey, ticketTypeNameKey(LOUNGE)));
  });

  it("the schedule's save keeps the type on its show and copies it to another show (no 'not an approved ticket type')", async () => {
    const all = sessionsOf(data(await api(ctx.app, { method: 'GET', url: `/api/manage/event/${draftId}/schedule`, token: t.organiser })));
    expect(all[0]!.ticketInfo.find((x) => x.ticketTypeName === LOUNGE)).toMatchObject({ sold: 8, totalInventory: 300 });
    const copied = all.map((s) => ({ sessionId: s.sessionId, showTime: s.showTime, status: s.status, ticketInfo: all[0]!.ticketInfo.map((x) => ({ ticketTypeName: x.ticketTypeName, totalInventory: x.totalInventory, price: x.price })) }));
    const res = await saveSchedule(ctx.app, t.organiser, draftId, [{ venueCode: 'HYD-001', sessionInfo: copied }]);
    expect(res.statusCode, res.body).toBe(200);
    const second = sessionsOf(data(res))[1]!;
    expect(second.ticketInfo.map((x) => x.ticketTypeName)).toEqual(['Gold', LOUNGE]);
    // Sold stays as it was on the first show.
    expect(sessionsOf(data(res))[0]!.ticketInfo.find((x) => x.ticketTypeName === LOUNGE)).toMatchObject({ sold: 8 });
  });

  it('published-session changes accept the type on a new show; a name neither approved nor on the event is refused', async () => {
    const post = (sessionInfo: object[]) =>
      api(ctx.app, { method: 'POST', url: '/api/manage/event/published/sessions', token: t.organiser, payload: { eventCode, venueInfo: [{ venueCode: 'HYD-001', sessionInfo }] } });
    const added = await post([{ sessionId: '0', showTime: ist('2027-01-25', '18:00'), status: true, ticketInfo: [ticket(LOUNGE, 120, 499_900)] }]);
    expect(added.statusCode, added.body).toBe(200);
    expect(data<{ sessionAudit: { operations: { message: string }[] }[] }>(added).sessionAudit[0]!.operations.map((o) => o.message)).toEqual([
      'Show added', `Ticket type ${LOUNGE} added with 120 tickets`,
    ]);
    const unknown = await post([{ sessionId: '0', showTime: ist('2027-01-26', '18:00'), status: true, ticketInfo: [ticket('Moonlight Balcony', 10)] }]);
    expect(unknown.statusCode).toBe(400);
    expect(err(unknown)).toMatchObject({ code: SCHEDULE_ERROR_CODES.ticketNotApproved, message: TICKET_TYPE_NAME_MESSAGES.notApproved('Moonlight Balcony') });
    const rows = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.name, 'Moonlight Balcony'));
    expect(rows).toEqual([]);
  });

  it('never lowers a show below its sold count, whichever call tries', async () => {
    const below = await api(ctx.app, {
      method: 'POST', url: '/api/v1/manage/event/session/update-inventory', token: t.organiser,
      payload: { etCode: eventCode, vnuCode: 'HYD-001', sessions: [sessions[0]!.sessionId, sessions[1]!.sessionId], ticketTypeName: LOUNGE, totalInventory: 5, callType: 'SET' },
    });
    expect(below.statusCode).toBe(409);
    expect(err(below).code).toBe(SCHEDULE_ERROR_CODES.inventoryBelowSold);
    const post = await api(ctx.app, {
      method: 'POST', url: '/api/manage/event/published/sessions', token: t.organiser,
      payload: { eventCode, venueInfo: [{ venueCode: 'HYD-001', sessionInfo: [{ sessionId: sessions[0]!.sessionId, showTime: sessions[0]!.showTime, status: true, ticketInfo: [ticket(LOUNGE, 7, 499_900)] }] }] },
    });
    expect(post.statusCode).toBe(409);
    const [row] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.sessionId, sessions[0]!.sessionId));
    expect(row).toBeDefined();
    const lounge = (await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.sessionId, sessions[0]!.sessionId))).find((x) => x.name === LOUNGE)!;
    expect(lounge).toMatchObject({ inventory: 300, sold: 8 });
  });
});
