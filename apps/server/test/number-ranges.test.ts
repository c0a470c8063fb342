import {
  DEMO_ACCOUNTS, DEMO_PASSWORD, DURATION_MESSAGES, MAX_DURATION_MINUTES, MAX_INVENTORY, MAX_PAGE_START, MAX_TICKET_PRICE_PAISE,
  NUMBER_MESSAGES, SCHEDULE_API_MESSAGES, TICKET_MESSAGES,
} from '@diy/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { events, scanAttempts } from '../src/db/schema';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { createDraft, patch, synopsis } from './draft-helpers';
import { api, describeEngines, login, useTestApp } from './helpers';
import { bookingFor, onSaleSession, pushBooking } from './scan-helpers';
import { createEvent, ist, saveSchedule, ticket } from './schedule-helpers';

/** Issue 19, finding 7: every number a client sends has a range, and a number stored out of range still reads. */
describeEngines('number ranges on %s', (engine) => {
  const ctx = useTestApp(engine);
  let organiser: string;
  let reviewer: string;
  let gate: string;

  beforeAll(async () => {
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    reviewer = await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD);
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
  });

  const durationOf = async (query: string) => {
    const res = await synopsis(ctx.app, organiser, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.additionalInfo.duration as number | null;
  };

  it('refuses a duration of 2^53 minutes with 400, and the draft still reads (it was saved, then the synopsis answered 500)', async () => {
    const draftId = await createDraft(ctx.app, organiser);
    const res = await patch(ctx.app, organiser, draftId, { additionalInfo: { duration: 9007199254740992, languages: [] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toMatchObject({ field: 'additionalInfo.duration', message: DURATION_MESSAGES.tooLong });
    expect(await durationOf(`draftId=${draftId}`)).toBeNull();
  });

  it.each([
    [MAX_DURATION_MINUTES, null],
    [0, null],
    ['90', null],
    [MAX_DURATION_MINUTES + 1, DURATION_MESSAGES.tooLong],
    [2 ** 31, DURATION_MESSAGES.tooLong],
    [1e308, DURATION_MESSAGES.tooLong],
    [-1, DURATION_MESSAGES.negative],
    [1.5, DURATION_MESSAGES.whole],
    ['1e3', DURATION_MESSAGES.notANumber],
    ['NaN', DURATION_MESSAGES.notANumber],
  ] as const)('takes a duration of %j minutes only in range (%s)', async (duration, message) => {
    const draftId = await createDraft(ctx.app, organiser);
    const res = await patch(ctx.app, organiser, draftId, { additionalInfo: { duration, languages: [] } });
    if (message === null) {
      expect(res.statusCode, res.body).toBe(200);
      expect(await durationOf(`draftId=${draftId}`)).toBe(Number(duration));
    } else {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.message).toBe(message);
    }
  });

  it('reads a duration stored out of range as not set: the synopsis, the live event and the staff review answer 200, and the organiser can fix it', async () => {
    const bad = { additionalInfo: { languages: [], ageLimit: null, duration: 2 ** 53 } };
    const draftId = await createDraft(ctx.app, organiser);
    await ctx.database.db.update(events).set({ sections: sql`${events.sections} || ${JSON.stringify(bad)}::jsonb` }).where(eq(events.draftId, draftId));
    expect(await durationOf(`draftId=${draftId}`)).toBeNull();
    expect((await patch(ctx.app, organiser, draftId, { additionalInfo: { duration: 120, languages: [] } })).statusCode).toBe(200);
    expect(await durationOf(`draftId=${draftId}`)).toBe(120);

    // A live event, and an edit of it under review: the organiser's synopsis and the reviewer's detail (both versions).
    const live = await createEvent(ctx.database.db, { status: 'active', sections: bad });
    expect(await durationOf(`eventCode=${live.eventCode}`)).toBeNull();
    const copy = await createEvent(ctx.database.db, { status: 'review', sections: bad });
    await ctx.database.db.update(events).set({ sourceEventId: live.id }).where(eq(events.id, copy.id));
    const review = await api(ctx.app, { method: 'GET', url: `/api/proxy/diy/v1/event-review/${copy.draftId}`, token: reviewer });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data.event.additionalInfo.duration).toBeNull();
    expect(review.json().data.live.additionalInfo.duration).toBeNull();
  });

  it('refuses pages that start past the last row any list may have, or at a number that is not a row', async () => {
    const list = (query: string) => api(ctx.app, { method: 'GET', url: `/api/manage/event?status=draft&${query}`, token: organiser });
    expect((await list(`start=${MAX_PAGE_START}`)).statusCode).toBe(200);
    for (const start of [MAX_PAGE_START + 1, 2 ** 31, 2 ** 53, '1e308', -1, 1.5, 'NaN']) {
      const res = await list(`start=${start}`);
      expect(res.statusCode, `start=${start}`).toBe(400);
      expect(res.json().errors.message).toBe(NUMBER_MESSAGES.pageStart);
    }
    const staff = await api(ctx.app, { method: 'GET', url: `/api/proxy/diy/v1/event-review?offset=${2 ** 31}`, token: reviewer });
    expect(staff.statusCode).toBe(400);
  });

  it('takes inventory and prices only as whole numbers in range, never null or true read as 0 or 1', async () => {
    const event = await createEvent(ctx.database.db);
    const save = (t: Record<string, unknown>) => saveSchedule(ctx.app, organiser, event.draftId, [{ venueCode: 'BLR-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-21', '19:30'), ticketInfo: [t] }] }]);
    expect((await save(ticket('VIP', MAX_INVENTORY, MAX_TICKET_PRICE_PAISE))).statusCode).toBe(200);
    expect((await save({ ...ticket('VIP'), totalInventory: '250', price: ' 500 ' })).statusCode).toBe(200);
    const refused: [Record<string, unknown>, string][] = [
      [ticket('VIP', MAX_INVENTORY + 1), NUMBER_MESSAGES.inventoryTooLarge],
      [{ ...ticket('VIP'), totalInventory: true }, TICKET_MESSAGES.inventory],
      [{ ...ticket('VIP'), totalInventory: [5] }, TICKET_MESSAGES.inventory],
      [{ ...ticket('VIP'), totalInventory: '1e3' }, TICKET_MESSAGES.inventory],
      [ticket('VIP', 10, MAX_TICKET_PRICE_PAISE + 1), NUMBER_MESSAGES.priceTooLarge],
      [{ ...ticket('VIP'), price: null }, SCHEDULE_API_MESSAGES.priceInvalid],
      [{ ...ticket('VIP'), price: '' }, SCHEDULE_API_MESSAGES.priceInvalid],
      [{ ...ticket('VIP'), price: 2 ** 53 }, NUMBER_MESSAGES.priceTooLarge],
    ];
    for (const [t, message] of refused) {
      const res = await save(t);
      expect(res.statusCode, JSON.stringify(t)).toBe(400);
      expect(res.json().errors.message, JSON.stringify(t)).toBe(message);
    }
  });

  it('refuses a channel booking of more tickets a line than a booking takes', async () => {
    const session = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    const body = bookingFor(session, 'RANGES-1');
    const res = await pushBooking(ctx.app, { ...body, tickets: [{ ...body.tickets[0]!, quantity: 21 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe(NUMBER_MESSAGES.quantity);
  });

  it("records a scan's geolocation only when it is a number in range (otherwise unknown), and never refuses the scan for it", async () => {
    const session = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    const scan = async (barcode: string, geo: Record<string, string>) => {
      const res = await api(ctx.app, {
        method: 'PUT',
        url: `/api/scan/consume?sessionId=${session.sessionId}&eventCode=${session.eventCode}`,
        token: gate,
        headers: geo,
        payload: { eventCode: session.eventCode, venueCode: session.venueCode, sessionId: session.sessionId, barcodes: [barcode] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await ctx.database.db.select().from(scanAttempts).where(eq(scanAttempts.barcode, barcode));
      return { latitude: row?.latitude, longitude: row?.longitude, accuracy: row?.accuracy };
    };
    expect(await scan('GEOGARBLED000001', { latitude: '1e400', longitude: 'NaN', gpsaccuracy: '-1' })).toEqual({ latitude: 'na', longitude: 'na', accuracy: 'na' });
    expect(await scan('GEOGARBLED000002', { latitude: '91', longitude: '-180.5', gpsaccuracy: '9'.repeat(30) })).toEqual({ latitude: 'na', longitude: 'na', accuracy: 'na' });
    expect(await scan('GEOREADING000001', { latitude: '19.0760', longitude: '-72.8777', gpsaccuracy: '12.5' })).toEqual({ latitude: '19.0760', longitude: '-72.8777', accuracy: '12.5' });
  });
});
