import {
  EVENT_ERROR_CODES, expandRecurrence, formatIstDate, formatIstTime, INVENTORY_MESSAGES, SCHEDULE_API_MESSAGES, SCHEDULE_ERROR_CODES,
  SCHEDULE_MESSAGES, scheduleAnswerSchema, TICKET_MESSAGES, VENUE_SUB_TYPES, type ScheduleAnswer,
} from '@diy/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, eventSessions, masterVenues, ticketTypeNames, ticketTypes } from '../src/db/schema';
import { api, describeEngines, useTestApp } from './helpers';
import { createEvent, ist, saveSchedule, sessionsOf, setStatus, ticket, tokens, type Tokens } from './schedule-helpers';
import { pushBooking } from './scan-helpers';

/** 2027-01-20 12:00 IST: every test below places shows relative to this instant. */
const NOW = new Date('2027-01-20T06:30:00.000Z');
const TOMORROW = '2027-01-21';

describeEngines('schedule and tickets on %s', (engine) => {
  const ctx = useTestApp(engine);
  let t: Tokens;

  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    t = await tokens(ctx.app);
  });

  const data = <T = ScheduleAnswer>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
  const err = (res: { json: () => unknown }) => (res.json() as { errors: { code: string; message: string; shortDesc: string; field?: string; fields?: { field: string; message: string }[] } & Record<string, unknown> }).errors;

  describe('venue master', () => {
    it('holds several hundred venues across the big cities, trending ones, and every online subtype by code', async () => {
      const { db } = ctx.database;
      const [onGround] = await db.select({ n: count() }).from(masterVenues).where(eq(masterVenues.venueType, 'onGround'));
      expect(onGround!.n).toBeGreaterThanOrEqual(300);
      const regions = await db.selectDistinct({ region: masterVenues.region }).from(masterVenues).where(eq(masterVenues.venueType, 'onGround'));
      for (const city of ['Mumbai', 'Delhi NCR', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Goa', 'Kochi', 'Chandigarh']) {
        expect(regions.map((r) => r.region)).toContain(city);
      }
      const [trending] = await db.select({ n: count() }).from(masterVenues).where(eq(masterVenues.trending, true));
      expect(trending!.n).toBeGreaterThan(20);
      const online = await db.selectDistinct({ subType: masterVenues.venueSubType }).from(masterVenues).where(eq(masterVenues.venueType, 'online'));
      expect(online.map((o) => o.subType).sort()).toEqual([...VENUE_SUB_TYPES].sort());
    });
  });

  describe('saving the venueInfo section', () => {
    it('creates sessions and ticket types, stores seconds 0, and the first venue sets the event city', async () => {
      const ev = await createEvent(ctx.database.db);
      const res = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
        {
          venueCode: 'BLR-001',
          venueName: 'ignored: the master name wins',
          sessionInfo: [{ sessionId: 0, showTime: '2027-01-21T14:00:42.999Z', status: true, ticketInfo: [ticket('VIP', 50, 150_000), { ticketTypeName: { ticketTypeName: 'Early Bird' }, totalInventory: 200 }] }],
        },
        { venueCode: 'MUM-002', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-23', '20:00'), ticketInfo: [ticket('General Admission', 300, 0)] }] },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const answer = scheduleAnswerSchema.parse(data(res));
      expect(answer).toMatchObject({ city: 'Bengaluru', regionCode: 'BANG', venueType: 'onGround', venueSubType: null });
      expect(answer.venueInfo.map((v) => v.venueName)).toEqual(['Palace Grounds', 'Royal Opera House']);
      const [s] = sessionsOf(answer);
      expect(s).toMatchObject({ showTime: '2027-01-21T14:00:00.000Z', showDateTime: '21/01/2027 07:30 PM', status: true, expired: false });
      expect(s!.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      expect(s!.ticketInfo).toEqual([
        { ticketTypeName: 'VIP', ticketTypeCode: 'VIP', totalInventory: 50, sold: 0, available: 50, price: 150_000 },
        { ticketTypeName: 'Early Bird', ticketTypeCode: 'EARLY_BIRD', totalInventory: 200, sold: 0, available: 200, price: 0 },
      ]);
      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, ev.id));
      expect(row).toMatchObject({ city: 'Bengaluru', regionCode: 'BANG', venueType: 'onGround' });
      expect((row!.sections as { venueInfo: unknown[] }).venueInfo).toHaveLength(2);
      const [stored] = await ctx.database.db.select().from(eventSessions).where(eq(eventSessions.id, s!.sessionId));
      expect(stored!.showTime.toISOString()).toBe('2027-01-21T14:00:00.000Z');
    });

    it('keeps session ids, gives new ones ids, removes left-out sessions and ticket types, changes inventory', async () => {
      const ev = await createEvent(ctx.database.db);
      const first = data(await saveSchedule(ctx.app, t.organiser, ev.draftId, [
        { venueCode: 'MUM-001', sessionInfo: [
          { sessionId: '0', showTime: ist(TOMORROW, '19:00'), ticketInfo: [ticket('Gold'), ticket('Silver')] },
          { sessionId: '0', showTime: ist('2027-01-22', '19:00'), ticketInfo: [ticket('Gold')] },
        ] },
      ]));
      const [a, b] = sessionsOf(first);
      const second = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
        { venueCode: 'MUM-001', sessionInfo: [
          { sessionId: a!.sessionId, showTime: a!.showTime, ticketInfo: [{ ...ticket('Gold', 80), ticketTypeCode: 'GOLD' }] },
          { sessionId: '0', showTime: ist('2027-01-24', '19:00'), ticketInfo: [ticket('Platinum', 10)] },
        ] },
      ]);
      expect(second.statusCode, second.body).toBe(200);
      const after = sessionsOf(data(second));
      expect(after.map((s) => s.sessionId)).toContain(a!.sessionId);
      expect(after.map((s) => s.sessionId)).not.toContain(b!.sessionId);
      expect(after).toHaveLength(2);
      expect(after.find((s) => s.sessionId === a!.sessionId)!.ticketInfo.map((x) => [x.ticketTypeName, x.totalInventory])).toEqual([['Gold', 80]]);
      const [gone] = await ctx.database.db.select({ n: count() }).from(eventSessions).where(eq(eventSessions.id, b!.sessionId));
      expect(gone!.n).toBe(0);
    });

    const one = (showTime: string, extra: Record<string, unknown> = {}) => [
      { venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime, ticketInfo: [ticket('VIP')], ...extra }] },
    ];

    it.each<[string, unknown, number, string, string, string?]>([
      ['a show date later today', one(ist('2027-01-20', '21:00')), 400, SCHEDULE_ERROR_CODES.invalidShowDate, SCHEDULE_MESSAGES.invalidShowDateBody, SCHEDULE_MESSAGES.invalidShowDateTitle],
      ['a show time in the past', one(ist('2027-01-20', '11:00')), 400, SCHEDULE_ERROR_CODES.showTimePast, SCHEDULE_MESSAGES.showTimePast],
      ['a show time last year', one('2026-12-31T13:30:00.000Z'), 400, SCHEDULE_ERROR_CODES.showTimePast, SCHEDULE_MESSAGES.showTimePast],
      [
        'two shows at the same minute in a venue',
        [{ venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00') }, { sessionId: '0', showTime: ist(TOMORROW, '19:00').replace(':00.000Z', ':30.000Z') }] }],
        400, SCHEDULE_ERROR_CODES.duplicateShowTime, SCHEDULE_MESSAGES.duplicateShowTimeBody, SCHEDULE_MESSAGES.duplicateShowTimeTitle,
      ],
      ['inventory 0', [{ venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00'), ticketInfo: [ticket('VIP', 0)] }] }], 400, 'ERR.VALIDATION', TICKET_MESSAGES.inventory],
      ['a one-letter ticket name', [{ venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00'), ticketInfo: [ticket('V')] }] }], 400, 'ERR.VALIDATION', TICKET_MESSAGES.nameLength],
      ['a ticket name with &', [{ venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00'), ticketInfo: [ticket('Rock & Roll')] }] }], 400, 'ERR.VALIDATION', TICKET_MESSAGES.nameCharacters],
      ['a ticket name not approved', [{ venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00'), ticketInfo: [ticket('Mosh Pit Deluxe')] }] }], 400, SCHEDULE_ERROR_CODES.ticketNotApproved, "'Mosh Pit Deluxe' is not an approved ticket type yet. Please pick an approved ticket type."],
      ['an unknown venue', [{ venueCode: 'NOPE-1', sessionInfo: [] }], 400, SCHEDULE_ERROR_CODES.unknownVenue, SCHEDULE_API_MESSAGES.unknownVenue],
      [
        'ACTIVE and INACTIVE shows on one day',
        [{ venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '15:00') }, { sessionId: '0', showTime: ist(TOMORROW, '19:00'), status: false }] }],
        400, SCHEDULE_ERROR_CODES.invalidSchedule, SCHEDULE_API_MESSAGES.statusPerDate,
      ],
      ['an unknown session id', [{ venueCode: 'DEL-001', sessionInfo: [{ sessionId: '6d0b6f1e-0000-4000-8000-000000000000', showTime: ist(TOMORROW, '19:00') }] }], 400, SCHEDULE_ERROR_CODES.unknownSession, SCHEDULE_API_MESSAGES.unknownSession],
    ])('refuses %s', async (_label, venueInfo, status, code, message, shortDesc) => {
      const ev = await createEvent(ctx.database.db);
      const res = await saveSchedule(ctx.app, t.organiser, ev.draftId, venueInfo);
      expect(res.statusCode, res.body).toBe(status);
      expect(err(res)).toMatchObject({ code, message, ...(shortDesc ? { shortDesc } : {}) });
      const [n] = await ctx.database.db.select({ n: count() }).from(eventSessions).where(eq(eventSessions.eventId, ev.id));
      expect(n!.n).toBe(0);
    });

    it("reports the duplicate field with 'Show time already exist for this day'", async () => {
      const ev = await createEvent(ctx.database.db);
      const res = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
        { venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00') }, { sessionId: '0', showTime: ist(TOMORROW, '21:00') }, { sessionId: '0', showTime: ist(TOMORROW, '19:00') }] },
      ]);
      expect(err(res).fields).toEqual([{ field: 'venueInfo.0.sessionInfo.2.showTime', message: SCHEDULE_MESSAGES.showTimeExists }]);
    });

    it('accepts the first minute of tomorrow (IST) and refuses the last minute of today', async () => {
      const ev = await createEvent(ctx.database.db);
      expect((await saveSchedule(ctx.app, t.organiser, ev.draftId, one(ist('2027-01-20', '23:59')))).statusCode).toBe(400);
      expect((await saveSchedule(ctx.app, t.organiser, ev.draftId, one(ist(TOMORROW, '00:00')))).statusCode).toBe(200);
    });

    it('keeps expired sessions as they are and refuses to change them (Session Expired)', async () => {
      const ev = await createEvent(ctx.database.db);
      const [past] = await ctx.database.db
        .insert(eventSessions)
        .values({ eventId: ev.id, venueCode: 'DEL-001', venueName: 'JLN Stadium', showTime: new Date(ist('2027-01-18', '19:00')), active: true })
        .returning();
      const keep = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
        { venueCode: 'DEL-001', sessionInfo: [{ sessionId: past!.id, showTime: past!.showTime.toISOString() }, { sessionId: '0', showTime: ist(TOMORROW, '19:00'), ticketInfo: [ticket('VIP')] }] },
      ]);
      expect(keep.statusCode, keep.body).toBe(200);
      expect(sessionsOf(data(keep)).map((s) => s.expired)).toEqual([true, false]);
      const moved = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
        { venueCode: 'DEL-001', sessionInfo: [{ sessionId: past!.id, showTime: ist('2027-01-25', '19:00') }, ...sessionsOf(data(keep)).slice(1)] },
      ]);
      expect(moved.statusCode).toBe(400);
      expect(err(moved)).toMatchObject({ code: EVENT_ERROR_CODES.sessionExpired, message: SCHEDULE_MESSAGES.sessionExpired });
    });

    it('addSession mode: existing sessions are locked, new ones are added', async () => {
      const ev = await createEvent(ctx.database.db);
      const saved = data(await saveSchedule(ctx.app, t.organiser, ev.draftId, one(ist(TOMORROW, '19:00'))));
      const [s] = sessionsOf(saved);
      const toggled = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'DEL-001', sessionInfo: [{ ...s!, status: false }] }], true);
      expect(err(toggled)).toMatchObject({ code: SCHEDULE_ERROR_CODES.sessionLocked, message: SCHEDULE_API_MESSAGES.sessionLocked });
      const dropped = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'DEL-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-25', '19:00') }] }], true);
      expect(err(dropped).code).toBe(SCHEDULE_ERROR_CODES.sessionLocked);
      const added = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
        { venueCode: 'DEL-001', sessionInfo: [{ ...s!, ticketInfo: [ticket('VIP', 1)] }, { sessionId: '0', showTime: ist('2027-01-25', '19:00'), ticketInfo: [ticket('Gold')] }] },
      ], true);
      expect(added.statusCode, added.body).toBe(200);
      const after = sessionsOf(data(added));
      expect(after).toHaveLength(2);
      // The locked session's ticket types are left as saved (inventory changes go through update-inventory).
      expect(after[0]!.ticketInfo[0]!.totalInventory).toBe(100);
    });
  });

  describe('recurrence (IST, no daylight saving)', () => {
    const recurring = (start: string, code: 'DAY' | 'WEEK' | 'MONTH', noOfTimes: number) => [
      {
        venueCode: 'CHN-001',
        sessionInfo: [{ sessionId: '0', showTime: start, ticketInfo: [ticket('Season Pass', 40)] }],
        recurringInfo: { [start]: { code, value: { DAY: 'Every Day', WEEK: 'Every Week', MONTH: 'Every Month' }[code], noOfTimes, showTime: start } },
      },
    ];

    it.each<[string, string, 'DAY' | 'WEEK' | 'MONTH', number, string[], string]>([
      ['monthly from the 31st', ist('2027-01-31', '19:00'), 'MONTH', 4, ['31/01/2027', '28/02/2027', '31/03/2027', '30/04/2027'], '07:00 PM'],
      ['daily across the month end at 23:30 IST (another UTC day)', ist('2027-01-30', '23:30'), 'DAY', 4, ['30/01/2027', '31/01/2027', '01/02/2027', '02/02/2027'], '11:30 PM'],
      ['weekly across February', ist('2027-02-19', '00:15'), 'WEEK', 3, ['19/02/2027', '26/02/2027', '05/03/2027'], '12:15 AM'],
      ['monthly across the year end', ist('2027-12-31', '18:00'), 'MONTH', 3, ['31/12/2027', '31/01/2028', '29/02/2028'], '06:00 PM'],
    ])('%s', async (_label, start, code, n, dates, time) => {
      const ev = await createEvent(ctx.database.db);
      const res = await saveSchedule(ctx.app, t.organiser, ev.draftId, recurring(start, code, n));
      expect(res.statusCode, res.body).toBe(200);
      const answer = data(res);
      const shows = sessionsOf(answer);
      expect(shows.map((s) => formatIstDate(s.showTime))).toEqual(dates);
      expect(new Set(shows.map((s) => formatIstTime(s.showTime)))).toEqual(new Set([time]));
      expect(shows.every((s) => s.ticketInfo[0]?.ticketTypeName === 'Season Pass' && s.ticketInfo[0].totalInventory === 40)).toBe(true);
      expect(answer.venueInfo[0]!.recurringInfo[start]).toMatchObject({ code, noOfTimes: n, endDate: expandRecurrence(start, code, n).at(-1) });
      // Saving again (the client sends the expanded shows with their ids) creates nothing new.
      const again = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ ...recurring(start, code, n)[0]!, sessionInfo: shows }]);
      expect(sessionsOf(data(again))).toHaveLength(n);
    });

    // How long it takes is measured, not asserted: `npm run bench:writes -w @diy/bench` (bench/seed-and-schedule.ts).
    it('a year of daily shows is saved in bulk', async () => {
      const ev = await createEvent(ctx.database.db);
      const start = ist(TOMORROW, '20:00');
      const res = await saveSchedule(ctx.app, t.organiser, ev.draftId, recurring(start, 'DAY', 366));
      expect(res.statusCode, res.body).toBe(200);
      const shows = sessionsOf(data(res));
      expect(shows).toHaveLength(366);
      expect(formatIstDate(shows.at(-1)!.showTime)).toBe('21/01/2028');
    });

    it('refuses a recurrence for an online venue', async () => {
      const ev = await createEvent(ctx.database.db);
      const [online] = await ctx.database.db.select().from(masterVenues).where(eq(masterVenues.venueSubType, 'liveStreaming'));
      const res = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ ...recurring(ist(TOMORROW, '19:00'), 'DAY', 2)[0]!, venueCode: online!.code }]);
      expect(err(res)).toMatchObject({ code: SCHEDULE_ERROR_CODES.invalidSchedule, message: SCHEDULE_API_MESSAGES.recurrenceOnline });
    });
  });

  describe('ticket-type names', () => {
    it('lists approved names, with a search', async () => {
      const all = await api(ctx.app, { method: 'GET', url: '/api/tickettypes/approved', token: t.organiser });
      expect(all.statusCode).toBe(200);
      const names = data<{ ticketTypes: { ticketTypeName: string }[] }>(all).ticketTypes.map((x) => x.ticketTypeName);
      for (const n of ['General Admission', 'VIP', 'Early Bird', 'Fan Pit', 'Gold', 'Silver', 'Platinum', 'Student', 'Couple', 'Balcony', 'Stalls', 'Season Pass']) expect(names).toContain(n);
      const search = await api(ctx.app, { method: 'GET', url: '/api/tickettypes/approved?search=pass', token: t.organiser });
      const found = data<{ ticketTypes: { ticketTypeName: string }[]; total: number }>(search);
      expect(found.ticketTypes.length).toBeGreaterThan(2);
      expect(found.ticketTypes.every((x) => x.ticketTypeName.toLowerCase().includes('pass'))).toBe(true);
    });

    it.each([
      ['V', TICKET_MESSAGES.nameLength],
      ['A'.repeat(26), TICKET_MESSAGES.nameLength],
      ['Rock & Roll', TICKET_MESSAGES.nameCharacters],
      ['VIP   Lounge', TICKET_MESSAGES.nameCharacters],
    ])('refuses %j with its message', async (ticketTypeName, message) => {
      const res = await api(ctx.app, { method: 'POST', url: '/api/tickettypes', token: t.organiser, payload: { ticketTypeName } });
      expect(res.statusCode).toBe(400);
      expect(err(res)).toMatchObject({ code: 'ERR.VALIDATION', message, field: 'ticketTypeName' });
    });

    it("sends a new name for approval once; repeats and approved names answer sensibly; only approved names are offered", async () => {
      const first = await api(ctx.app, { method: 'POST', url: '/api/tickettypes', token: t.organiser, payload: { ticketTypeName: 'Sunset  Deck' } });
      expect(first.statusCode).toBe(201);
      expect(data(first)).toEqual({ ticketTypeName: 'Sunset Deck', status: 'pending', message: 'Ticket name is sent for approval' });
      const again = await api(ctx.app, { method: 'POST', url: '/api/tickettypes', token: t.other, payload: { ticketTypeName: 'sunset deck' } });
      expect(again.statusCode).toBe(200);
      expect(data(again)).toEqual({ ticketTypeName: 'Sunset Deck', status: 'pending', message: 'Ticket name is sent for approval' });
      const approved = await api(ctx.app, { method: 'POST', url: '/api/tickettypes', token: t.organiser, payload: { ticketTypeName: 'vip' } });
      expect(data(approved)).toMatchObject({ ticketTypeName: 'VIP', status: 'approved' });
      const listed = await api(ctx.app, { method: 'GET', url: '/api/tickettypes/approved?search=sunset', token: t.organiser });
      expect(data<{ total: number }>(listed).total).toBe(0);
      const ev = await createEvent(ctx.database.db);
      const refused = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'PUN-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00'), ticketInfo: [ticket('Sunset Deck')] }] }]);
      expect(err(refused).code).toBe(SCHEDULE_ERROR_CODES.ticketNotApproved);
      await ctx.database.db.update(ticketTypeNames).set({ status: 'approved' }).where(eq(ticketTypeNames.nameKey, 'sunset deck'));
      const accepted = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'PUN-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00'), ticketInfo: [ticket('Sunset Deck')] }] }]);
      expect(accepted.statusCode, accepted.body).toBe(200);
      await ctx.database.db.update(ticketTypeNames).set({ status: 'rejected' }).where(eq(ticketTypeNames.nameKey, 'sunset deck'));
      const rejected = await api(ctx.app, { method: 'POST', url: '/api/tickettypes', token: t.organiser, payload: { ticketTypeName: 'Sunset Deck' } });
      expect(rejected.statusCode).toBe(409);
      expect(err(rejected).code).toBe(SCHEDULE_ERROR_CODES.ticketRejected);
    });

    it('refuses gate staff', async () => {
      expect((await api(ctx.app, { method: 'GET', url: '/api/tickettypes/approved', token: t.gate })).statusCode).toBe(403);
      expect((await api(ctx.app, { method: 'POST', url: '/api/tickettypes', token: t.gate, payload: { ticketTypeName: 'Gate Pass' } })).statusCode).toBe(403);
      expect((await api(ctx.app, { method: 'GET', url: '/api/tickettypes/approved' })).statusCode).toBe(401);
    });
  });

  describe('inventory and sales', () => {
    let eventCode = '';
    let eventId = '';
    let draftId = '';
    let sessions: { sessionId: string; showTime: string }[] = [];

    beforeAll(async () => {
      const ev = await createEvent(ctx.database.db);
      ({ id: eventId, draftId } = ev);
      const saved = data(await saveSchedule(ctx.app, t.organiser, draftId, [
        { venueCode: 'HYD-001', sessionInfo: [
          { sessionId: '0', showTime: ist(TOMORROW, '18:00'), ticketInfo: [ticket('Gold', 10, 99_900), ticket('Silver', 20, 49_900)] },
          { sessionId: '0', showTime: ist('2027-01-22', '18:00'), ticketInfo: [ticket('Gold', 10, 99_900)] },
        ] },
      ]));
      sessions = sessionsOf(saved);
      eventCode = await setStatus(ctx.database.db, eventId, 'active');
      const sale = await pushBooking(ctx.app, {
        channelBookingId: `INV-${eventId}`,
        eventCode,
        sessionId: sessions[0]!.sessionId,
        tickets: [{ ticketTypeCode: 'GOLD', quantity: 6, pricePaise: 99_900, feePaise: 0, taxPaise: 0 }],
        buyer: { name: 'Asha' },
      });
      expect(sale.statusCode, sale.body).toBe(201);
    });

    const change = (token: string, body: Record<string, unknown>) =>
      api(ctx.app, { method: 'POST', url: '/api/v1/manage/event/session/update-inventory', token, payload: { etCode: eventCode, vnuCode: 'HYD-001', ticketTypeName: 'Gold', callType: 'SET', ...body } });
    const goldOf = async (sessionId: string) =>
      (await ctx.database.db.select().from(ticketTypes).where(and(eq(ticketTypes.sessionId, sessionId), eq(ticketTypes.code, 'GOLD'))))[0]!;

    it('never goes below what is sold; nothing changes for any session on a refusal', async () => {
      const below = await change(t.organiser, { sessions: [sessions[1]!.sessionId, sessions[0]!.sessionId], totalInventory: 5 });
      expect(below.statusCode).toBe(409);
      expect(err(below)).toMatchObject({ code: SCHEDULE_ERROR_CODES.inventoryBelowSold, message: INVENTORY_MESSAGES.belowSold(6), sold: 6 });
      expect((await goldOf(sessions[0]!.sessionId)).inventory).toBe(10);
      expect((await goldOf(sessions[1]!.sessionId)).inventory).toBe(10);
      const exact = await change(t.organiser, { sessions: [sessions[0]!.sessionId], totalInventory: 6 });
      expect(exact.statusCode, exact.body).toBe(200);
      expect(data(exact)).toMatchObject({ message: INVENTORY_MESSAGES.updated, sessions: [{ sessionId: sessions[0]!.sessionId, ticketTypeCode: 'GOLD', totalInventory: 6, sold: 6, available: 0 }] });
    });

    it('SET, INCREASE and DECREASE; inventory 0 refused with the spec text', async () => {
      const ids = [sessions[0]!.sessionId, sessions[1]!.sessionId];
      expect(data<{ sessions: { totalInventory: number }[] }>(await change(t.organiser, { sessions: ids, totalInventory: 4, callType: 'increase' })).sessions.map((s) => s.totalInventory).sort()).toEqual([10, 14]);
      const dec = await change(t.organiser, { sessions: [sessions[0]!.sessionId], totalInventory: 5, callType: 'DECREASE' });
      expect(dec.statusCode).toBe(409);
      expect(err(dec).message).toBe(INVENTORY_MESSAGES.belowSold(6));
      const zero = await change(t.organiser, { sessions: ids, totalInventory: 0 });
      expect(zero.statusCode).toBe(400);
      expect(err(zero).message).toBe(TICKET_MESSAGES.inventory);
      const [row] = await ctx.database.db.select({ sections: events.sections }).from(events).where(eq(events.id, eventId));
      const saved = (row!.sections as { venueInfo: ScheduleAnswer['venueInfo'] }).venueInfo[0]!.sessionInfo;
      expect(saved.find((s) => s.sessionId === sessions[1]!.sessionId)!.ticketInfo[0]!.totalInventory).toBe(14);
    });

    it('404 for sessions of another venue or unknown ticket types', async () => {
      expect((await change(t.organiser, { vnuCode: 'HYD-002', sessions: [sessions[0]!.sessionId], totalInventory: 20 })).statusCode).toBe(404);
      expect((await change(t.organiser, { sessions: ['not-a-session'], totalInventory: 20 })).statusCode).toBe(404);
      const unknown = await change(t.organiser, { sessions: [sessions[1]!.sessionId], ticketTypeName: 'Silver', totalInventory: 20 });
      expect(unknown.statusCode).toBe(404);
      expect(err(unknown).message).toBe(INVENTORY_MESSAGES.notFound);
    });

    it('a save cannot delete or move a session with bookings, nor drop inventory below sold', async () => {
      await setStatus(ctx.database.db, eventId, 'inactive');
      const all = sessionsOf(data(await api(ctx.app, { method: 'GET', url: `/api/manage/event/${draftId}/schedule`, token: t.organiser })));
      const withSales = all.find((s) => s.sessionId === sessions[0]!.sessionId)!;
      expect(withSales.hasBookings).toBe(true);
      const dropped = await saveSchedule(ctx.app, t.organiser, draftId, [{ venueCode: 'HYD-001', sessionInfo: all.filter((s) => s !== withSales) }]);
      expect(dropped.statusCode).toBe(409);
      expect(err(dropped)).toMatchObject({ code: EVENT_ERROR_CODES.saleStarted, message: SCHEDULE_API_MESSAGES.sessionHasBookings });
      const moved = await saveSchedule(ctx.app, t.organiser, draftId, [{ venueCode: 'HYD-001', sessionInfo: all.map((s) => (s === withSales ? { ...s, showTime: ist('2027-01-28', '18:00') } : s)) }]);
      expect(err(moved).code).toBe(EVENT_ERROR_CODES.saleStarted);
      const lower = await saveSchedule(ctx.app, t.organiser, draftId, [{ venueCode: 'HYD-001', sessionInfo: all.map((s) => (s === withSales ? { ...s, ticketInfo: s.ticketInfo.map((x) => ({ ...x, totalInventory: 1 })) } : s)) }]);
      expect(err(lower)).toMatchObject({ code: SCHEDULE_ERROR_CODES.inventoryBelowSold, message: INVENTORY_MESSAGES.belowSold(6) });
      const noSilver = await saveSchedule(ctx.app, t.organiser, draftId, [{ venueCode: 'HYD-001', sessionInfo: all.map((s) => (s === withSales ? { ...s, ticketInfo: s.ticketInfo.filter((x) => x.ticketTypeCode === 'GOLD') } : s)) }]);
      expect(noSilver.statusCode, noSilver.body).toBe(200);
      await setStatus(ctx.database.db, eventId, 'active');
    });

    it('changes to published sessions answer the session audit; expired sessions are a partial failure (ERR.SESSION.EXPIRED)', async () => {
      const post = (body: object, token = t.organiser) => api(ctx.app, { method: 'POST', url: '/api/manage/event/published/sessions', token, payload: body });
      const res = await post({
        eventCode,
        venueInfo: [{ venueCode: 'HYD-001', sessionInfo: [
          { sessionId: '0', showTime: ist('2027-01-26', '18:00'), status: true, ticketInfo: [ticket('VIP', 30)] },
          { sessionId: sessions[1]!.sessionId, showTime: sessions[1]!.showTime, status: false, ticketInfo: [{ ...ticket('Gold', 25, 99_900) }] },
        ] }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = data<{ sessionAudit: { session: { showtime: string }; operations: { message: string }[] }[]; snackbar: { title: string }; rejectionReasons: unknown[] }>(res);
      expect(answer.sessionAudit.map((a) => [a.session.showtime, a.operations.map((o) => o.message)])).toEqual([
        [ist('2027-01-26', '18:00'), ['Show added', 'Ticket type VIP added with 30 tickets']],
        [sessions[1]!.showTime, ['Show set to INACTIVE', 'Inventory of Gold changed from 14 to 25']],
      ]);
      expect(answer.snackbar.title).toBe('Changes saved');
      expect(answer.rejectionReasons).toEqual([]);

      const [past] = await ctx.database.db
        .insert(eventSessions)
        .values({ eventId, venueCode: 'HYD-001', venueName: 'Shilpakala Vedika', showTime: new Date(ist('2027-01-19', '18:00')), active: true })
        .returning();
      const partial = await post({
        eventCode,
        venueInfo: [{ venueCode: 'HYD-001', sessionInfo: [
          { sessionId: past!.id, showTime: past!.showTime.toISOString(), status: false },
          { sessionId: sessions[1]!.sessionId, showTime: sessions[1]!.showTime, status: true },
        ] }],
      });
      expect(partial.statusCode).toBe(409);
      expect(err(partial)).toMatchObject({ code: 'ERR.SESSION.EXPIRED', shortDesc: 'Failed to update the changes', showTimes: [past!.showTime.toISOString()] });
      const [reactivated] = await ctx.database.db.select().from(eventSessions).where(eq(eventSessions.id, sessions[1]!.sessionId));
      expect(reactivated!.active).toBe(true);

      const dup = await post({ eventCode, venueInfo: [{ venueCode: 'HYD-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-26', '18:00') }] }] });
      expect(err(dup)).toMatchObject({ code: SCHEDULE_ERROR_CODES.duplicateShowTime, shortDesc: SCHEDULE_MESSAGES.duplicateShowTimeTitle });
      const early = await post({ eventCode, venueInfo: [{ venueCode: 'HYD-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-20', '22:00') }] }] });
      expect(err(early).code).toBe(SCHEDULE_ERROR_CODES.invalidShowDate);
    });

    it('tenant isolation: another organiser and gate staff are refused on every id-bearing route', async () => {
      const routes: [string, string, unknown?][] = [
        ['GET', `/api/manage/event/${draftId}/schedule`],
        ['PUT', `/api/manage/event/${draftId}/schedule`, { venueInfo: [] }],
        ['GET', `/api/manage/event/${eventCode}/online`],
        ['PUT', `/api/manage/event/${draftId}/online`, { emailIds: ['x@y.in'] }],
        ['POST', `/api/manage/event/${draftId}/vod`, { videoUrl: 'https://cdn.example.in/v.mp4' }],
        ['POST', '/api/v1/manage/event/session/update-inventory', { etCode: eventCode, vnuCode: 'HYD-001', sessions: [sessions[0]!.sessionId], ticketTypeName: 'Gold', totalInventory: 500, callType: 'SET' }],
        ['POST', '/api/manage/event/published/sessions', { eventCode, venueInfo: [{ venueCode: 'HYD-001', sessionInfo: [{ sessionId: sessions[0]!.sessionId, showTime: sessions[0]!.showTime, status: false }] }] }],
      ];
      for (const [method, url, payload] of routes) {
        for (const token of [t.other, t.gate]) {
          const res = await api(ctx.app, { method: method as 'GET', url, token, ...(payload ? { payload: payload as object } : {}) });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
        expect((await api(ctx.app, { method: method as 'GET', url, ...(payload ? { payload: payload as object } : {}) })).statusCode).toBe(401);
      }
      expect((await goldOf(sessions[0]!.sessionId)).inventory).toBe(10);
      const [s0] = await ctx.database.db.select().from(eventSessions).where(eq(eventSessions.id, sessions[0]!.sessionId));
      expect(s0!.active).toBe(true);
      const unknown = await api(ctx.app, { method: 'GET', url: '/api/manage/event/DFT-NOPE/schedule', token: t.organiser });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('the event PATCH {venueInfo} goes through the schedule service', () => {
    it('syncs sessions and ticket types, refuses by the same rules, and the synopsis shows the saved ids', async () => {
      const ev = await createEvent(ctx.database.db);
      const patch = (venueInfo: unknown) => api(ctx.app, { method: 'PATCH', url: `/api/manage/event/${ev.draftId}`, token: t.organiser, payload: { venueInfo } });
      const early = await patch([{ venueCode: 'JAI-001', venueName: 'x', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-20', '20:00'), ticketInfo: [] }] }]);
      expect(early.statusCode).toBe(400);
      expect(err(early)).toMatchObject({ code: SCHEDULE_ERROR_CODES.invalidShowDate, shortDesc: SCHEDULE_MESSAGES.invalidShowDateTitle });
      const ok = await patch([{ venueCode: 'JAI-001', venueName: 'x', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '20:00'), ticketInfo: [{ ticketTypeName: 'Couple', totalInventory: 40, price: 150_000 }] }] }]);
      expect(ok.statusCode, ok.body).toBe(200);
      const schedule = data(await api(ctx.app, { method: 'GET', url: `/api/manage/event/${ev.draftId}/schedule`, token: t.organiser }));
      const [s] = sessionsOf(schedule);
      expect(s).toMatchObject({ showTime: ist(TOMORROW, '20:00'), ticketInfo: [{ ticketTypeName: 'Couple', ticketTypeCode: 'COUPLE', totalInventory: 40, price: 150_000 }] });
      const synopsis = await api(ctx.app, { method: 'GET', url: `/api/manage/event/synopsis?draftId=${ev.draftId}`, token: t.organiser });
      expect(synopsis.statusCode, synopsis.body).toBe(200);
      const draft = data<{ city: string; venueInfo: { venueName: string; sessionInfo: { sessionId: string }[] }[] }>(synopsis);
      expect(draft.venueInfo[0]).toMatchObject({ venueName: 'Jawahar Kala Kendra', sessionInfo: [{ sessionId: s!.sessionId }] });
    });
  });

  describe('submit check', () => {
    it('needs an active future session with a ticket type', async () => {
      const ev = await createEvent(ctx.database.db);
      const schedule = ctx.app.scheduling.schedule;
      await expect(schedule.assertSchedulable(ev.id)).rejects.toMatchObject({ code: SCHEDULE_ERROR_CODES.notSchedulable, message: SCHEDULE_API_MESSAGES.notSchedulable });
      await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'KOL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00') }] }]);
      await expect(schedule.assertSchedulable(ev.id)).rejects.toMatchObject({ code: SCHEDULE_ERROR_CODES.notSchedulable });
      await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'KOL-001', sessionInfo: [{ sessionId: '0', showTime: ist(TOMORROW, '19:00'), status: false, ticketInfo: [ticket('Balcony')] }] }]);
      await expect(schedule.assertSchedulable(ev.id)).rejects.toMatchObject({ code: SCHEDULE_ERROR_CODES.notSchedulable });
      const saved = data(await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'KOL-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-23', '19:00'), ticketInfo: [ticket('Stalls')] }] }]));
      expect(sessionsOf(saved)).toHaveLength(1);
      await expect(schedule.assertSchedulable(ev.id)).resolves.toBeUndefined();
    });

    it('an event under review is read-only', async () => {
      const ev = await createEvent(ctx.database.db, { status: 'review' });
      const res = await saveSchedule(ctx.app, t.organiser, ev.draftId, []);
      expect(res.statusCode).toBe(409);
      expect(err(res).code).toBe(SCHEDULE_ERROR_CODES.readOnly);
    });
  });

  it('keeps the check constraint as the last guard (sold never above inventory)', async () => {
    const [row] = await ctx.database.db.select({ n: count() }).from(ticketTypes).where(sql`${ticketTypes.sold} > ${ticketTypes.inventory}`);
    expect(row!.n).toBe(0);
  });
});
