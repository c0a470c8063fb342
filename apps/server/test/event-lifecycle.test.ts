import {
  canMoveStatus, EVENT_STATUS_CHANGE_ERROR, ORGANISER_TARGET_STATUSES, SCHEDULE_API_MESSAGES, STATUS_CHANGE_TEXTS, SUBMIT_MESSAGES, type EventStatus,
} from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { events, eventSessions, scheduledJobs, ticketTypes } from '../src/db/schema';
import { GO_LIVE_KIND } from '../src/services/event-drafts/status-change';
import { listTab, patch, synopsis } from './draft-helpers';
import { api, describeEngines, useTestApp } from './helpers';
import { createEvent, ist, saveSchedule, ticket, tokens, type Tokens } from './schedule-helpers';
import { staffTokens, type StaffTokens } from './staff-helpers';

const NOW = new Date('2027-01-20T06:30:00.000Z');
const FROM: EventStatus[] = ['draft', 'onHold', 'review', 'inactive', 'active', 'unlisted', 'closed'];

/** The organiser's status changes (PUT /manage/event/{eventId}), table-tested by role, and publishing through the go-live job. */
describeEngines('event lifecycle on %s', (engine) => {
  // The worker is off: each test runs the go-live jobs itself, to see the event before and after.
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: Tokens;
  let staff: StaffTokens;
  let second: FastifyInstance | undefined;

  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    t = await tokens(ctx.app);
    staff = await staffTokens(ctx.app);
  });
  afterAll(async () => {
    await second?.close();
  });

  /** An event of the main demo organiser in `status`, with one active show tomorrow that has a ticket type. */
  async function eventIn(status: EventStatus): Promise<{ id: string; ref: string }> {
    const ev = await createEvent(ctx.database.db, { title: `Lifecycle ${status}` });
    const saved = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
      { venueCode: 'HYD-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-22', '18:00'), ticketInfo: [ticket('Gold', 50)] }] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const published = ['inactive', 'active', 'unlisted', 'closed'].includes(status);
    const code = published ? `ET7${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}` : null;
    await ctx.database.db.update(events).set({ status, eventCode: code }).where(eq(events.id, ev.id));
    return { id: ev.id, ref: code ?? ev.draftId };
  }
  const put = (token: string, ref: string, status: string) => api(ctx.app, { method: 'PUT', url: `/api/manage/event/${ref}`, token, payload: { status } });
  const statusOf = async (id: string) => (await ctx.database.db.select().from(events).where(eq(events.id, id)))[0]!;

  describe('every move by the organiser, allowed and refused', () => {
    const cases = FROM.flatMap((from) => ORGANISER_TARGET_STATUSES.map((to) => [from, to] as const)).filter(([from, to]) => from !== to);
    it.each(cases)('%s -> %s', async (from, to) => {
      const ev = await eventIn(from);
      // The draft's other sections are not complete: a submit answers what is missing, not a refused move.
      const res = await put(t.organiser, ev.ref, to);
      const allowed = canMoveStatus('organiser', from, to);
      if (!allowed) {
        expect(res.statusCode, res.body).toBe(409);
        expect((await statusOf(ev.id)).status).toBe(from);
        if (to !== 'review') expect(res.json().errors).toMatchObject({ code: EVENT_STATUS_CHANGE_ERROR, message: STATUS_CHANGE_TEXTS.notAllowed });
        return;
      }
      if (to === 'review') {
        expect([200, 400]).toContain(res.statusCode);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const row = await statusOf(ev.id);
      if (from === 'inactive' && to === 'active') {
        // Publish: still READY TO PUBLISH until the go-live job runs; the card says by when.
        expect(row.status).toBe('inactive');
        expect(row.goLiveBy?.toISOString()).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
      } else {
        expect(row.status).toBe(to);
        expect(row.goLiveBy).toBeNull();
      }
    });
  });

  it('staff and gate staff cannot use the organiser route; another organiser gets 404 and nothing changes', async () => {
    const ev = await eventIn('active');
    for (const token of [staff.reviewer, staff.admin, t.gate]) expect((await put(token, ev.ref, 'inactive')).statusCode).toBe(403);
    expect((await put(t.other, ev.ref, 'inactive')).statusCode).toBe(404);
    expect((await api(ctx.app, { method: 'PUT', url: `/api/manage/event/${ev.ref}`, payload: { status: 'inactive' } })).statusCode).toBe(401);
    expect((await put(t.organiser, ev.ref, 'live')).statusCode).toBe(400);
    expect((await statusOf(ev.id)).status).toBe('active');
  });

  it('Publish goes LIVE through a durable job, run once even by a second server on the same database', async () => {
    const ev = await eventIn('inactive');
    expect((await put(t.organiser, ev.ref, 'active')).json().data.snackbar.toastMsg).toBe(STATUS_CHANGE_TEXTS.published);
    // Pressing Publish again while it is going live changes nothing and queues nothing more.
    expect((await put(t.organiser, ev.ref, 'active')).statusCode).toBe(200);
    const jobs = await ctx.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, GO_LIVE_KIND));
    expect(jobs.filter((j) => (j.payload as { eventId: string }).eventId === ev.id)).toHaveLength(1);
    const card = (await listTab(ctx.app, t.organiser, 'live')).list.find((e) => e.eventCode === ev.ref);
    expect(card).toMatchObject({ status: 'inactive', goLiveBy: new Date(NOW.getTime() + 15 * 60_000).toISOString() });

    second = await buildApp({ config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' }, db: ctx.database, now: ctx.clock.now, logger: false, jobsPollMs: 0 });
    await second.ready();
    const [a, b] = await Promise.all([ctx.app.scheduling.queue.runDue({ kinds: [GO_LIVE_KIND] }), second.scheduling.queue.runDue({ kinds: [GO_LIVE_KIND] })]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1);
    const row = await statusOf(ev.id);
    expect(row).toMatchObject({ status: 'active', goLiveBy: null });
    expect(row.publishedAt?.toISOString()).toBe(NOW.toISOString());
    expect((await listTab(ctx.app, t.organiser, 'live')).list.find((e) => e.eventCode === ev.ref)).toMatchObject({ status: 'active', goLiveBy: null });
    expect((await second.scheduling.queue.runDue({ kinds: [GO_LIVE_KIND] })).claimed).toBe(0);
  });

  it('a go-live job finds an event closed meanwhile and leaves it closed', async () => {
    const ev = await eventIn('inactive');
    await put(t.organiser, ev.ref, 'active');
    expect((await put(t.organiser, ev.ref, 'closed')).statusCode).toBe(200);
    await ctx.app.scheduling.queue.runDue({ kinds: [GO_LIVE_KIND] });
    expect(await statusOf(ev.id)).toMatchObject({ status: 'closed', goLiveBy: null });
  });

  it('Publish needs an active future show with a ticket type', async () => {
    const ev = await eventIn('inactive');
    await ctx.database.db.update(eventSessions).set({ active: false }).where(eq(eventSessions.eventId, ev.id));
    const res = await put(t.organiser, ev.ref, 'active');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject({ code: EVENT_STATUS_CHANGE_ERROR, message: STATUS_CHANGE_TEXTS.noFutureShow });
    expect(await statusOf(ev.id)).toMatchObject({ status: 'inactive', goLiveBy: null });
  });

  /** The event's shows keep their times but lose their ticket types. */
  async function dropTicketTypes(eventId: string) {
    const shows = await ctx.database.db.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.eventId, eventId));
    for (const s of shows) await ctx.database.db.delete(ticketTypes).where(eq(ticketTypes.sessionId, s.id));
  }
  const cardOf = async (ref: string) => {
    for (const tab of ['live', 'past', 'draft', 'closed'] as const) {
      const found = (await listTab(ctx.app, t.organiser, tab)).list.find((e) => e.eventCode === ref || e.draftId === ref);
      if (found) return found;
    }
    return undefined;
  };

  it('Publish of an event whose future show has no ticket type says so, with the field to fix (not "Add a show in the future")', async () => {
    const ev = await eventIn('inactive');
    await dropTicketTypes(ev.id);
    const res = await put(t.organiser, ev.ref, 'active');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject({
      code: EVENT_STATUS_CHANGE_ERROR,
      message: STATUS_CHANGE_TEXTS.noTicketType,
      fields: [{ field: 'venueInfo', message: STATUS_CHANGE_TEXTS.noTicketType }],
    });
    expect(await statusOf(ev.id)).toMatchObject({ status: 'inactive', goLiveBy: null });
  });

  it('List again applies the same checks as Publish: a ticketless unlisted event stays unlisted', async () => {
    const ev = await eventIn('unlisted');
    await dropTicketTypes(ev.id);
    const res = await put(t.organiser, ev.ref, 'active');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toMatchObject({ code: EVENT_STATUS_CHANGE_ERROR, message: STATUS_CHANGE_TEXTS.noTicketType });
    expect((await statusOf(ev.id)).status).toBe('unlisted');
    const past = await eventIn('unlisted');
    await ctx.database.db.update(eventSessions).set({ showTime: new Date(ist('2027-01-10', '18:00')) }).where(eq(eventSessions.eventId, past.id));
    expect((await put(t.organiser, past.ref, 'active')).json().errors).toMatchObject({ message: STATUS_CHANGE_TEXTS.noFutureShow });
    const ready = await eventIn('unlisted');
    expect((await put(t.organiser, ready.ref, 'active')).statusCode).toBe(200);
    expect((await statusOf(ready.id)).status).toBe('active');
  });

  it('READY TO PUBLISH (card and synopsis) only when Publish would pass; taken off sale reads Off sale', async () => {
    const ready = await eventIn('inactive');
    expect((await cardOf(ready.ref))?.status).toBe('inactive');
    expect((await synopsis(ctx.app, t.organiser, `eventCode=${ready.ref}`)).json().data).toMatchObject({ publishable: true, offSale: false });
    const ticketless = await eventIn('inactive');
    await dropTicketTypes(ticketless.id);
    expect((await cardOf(ticketless.ref))?.status).toBe('notReady');
    expect((await synopsis(ctx.app, t.organiser, `eventCode=${ticketless.ref}`)).json().data).toMatchObject({ publishable: false });
    const live = await eventIn('active');
    await ctx.database.db.update(events).set({ publishedAt: NOW }).where(eq(events.id, live.id));
    expect((await put(t.organiser, live.ref, 'inactive')).statusCode).toBe(200);
    expect((await cardOf(live.ref))?.status).toBe('offSale');
    expect((await synopsis(ctx.app, t.organiser, `eventCode=${live.ref}`)).json().data).toMatchObject({ offSale: true, publishable: true });
  });

  it("Submit for review of a live event's copy names the check that failed, and passes once the show has a ticket type", async () => {
    const image = (w: number, h: number) => ({ caption: 'x', type: 'image', url: '/api/files/public/events/x.jpeg', width: w, height: h });
    const ev = await createEvent(ctx.database.db, {
      title: 'Copy Under Review',
      sections: {
        banner: { desktop: [image(1280, 640)], mobile: [], webListing: [image(500, 750)] },
        additionalInfo: { languages: [], ageLimit: null, duration: 90 },
        synopsis: '<p>An evening of music.</p>',
      },
    });
    expect((await saveSchedule(ctx.app, t.organiser, ev.draftId, [
      { venueCode: 'HYD-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-22', '18:00'), ticketInfo: [ticket('Gold', 50)] }] },
    ])).statusCode).toBe(200);
    const code = `ET8${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    await ctx.database.db.update(events).set({ status: 'active', eventCode: code }).where(eq(events.id, ev.id));
    await dropTicketTypes(ev.id);
    const copy = await patch(ctx.app, t.organiser, code, { tnc: '<p>No refunds.</p>' });
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json().data.draftId as string;
    const refused = await put(t.organiser, copyId, 'review');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.message).not.toBe(SUBMIT_MESSAGES.incomplete);
    expect(refused.json().errors).toMatchObject({ message: SCHEDULE_API_MESSAGES.notSchedulable, fields: [{ field: 'venueInfo', message: SCHEDULE_API_MESSAGES.notSchedulable }] });
    // The copy's overview says the same: its schedule is not ready.
    expect((await synopsis(ctx.app, t.organiser, `draftId=${copyId}`)).json().data).toMatchObject({ publishable: false });
    const [show] = await ctx.database.db.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.eventId, ev.id));
    await ctx.database.db.insert(ticketTypes).values({ sessionId: show!.id, code: 'GOLD', name: 'Gold', inventory: 10, pricePaise: 50_000 });
    expect((await synopsis(ctx.app, t.organiser, `draftId=${copyId}`)).json().data).toMatchObject({ publishable: true });
    const sent = await put(t.organiser, copyId, 'review');
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('tabs and cards: past after the last show (PAST, not NO ACTIVE SESSIONS); unlisted and closed under Unlisted & Closed', async () => {
    const past = await eventIn('active');
    await ctx.database.db.update(eventSessions).set({ showTime: new Date(ist('2027-01-10', '18:00')) }).where(eq(eventSessions.eventId, past.id));
    expect((await statusOf(past.id)).lastShowAt?.toISOString()).toBe(ist('2027-01-10', '18:00'));
    const pastTab = await listTab(ctx.app, t.organiser, 'past');
    expect(pastTab.list.find((e) => e.eventCode === past.ref)).toMatchObject({ status: 'past', showTime: ist('2027-01-10', '18:00') });
    expect((await listTab(ctx.app, t.organiser, 'live')).list.find((e) => e.eventCode === past.ref)).toBeUndefined();
    const unlisted = await eventIn('unlisted');
    const closed = await eventIn('closed');
    const closedTab = await listTab(ctx.app, t.organiser, 'closed');
    expect(closedTab.list.find((e) => e.eventCode === unlisted.ref)?.status).toBe('unlisted');
    expect(closedTab.list.find((e) => e.eventCode === closed.ref)?.status).toBe('closed');
    // last_show_at follows deletes too (the trigger), and an event without shows counts as live.
    await ctx.database.db.delete(eventSessions).where(eq(eventSessions.eventId, past.id));
    expect((await statusOf(past.id)).lastShowAt).toBeNull();
    expect((await listTab(ctx.app, t.organiser, 'live')).list.find((e) => e.eventCode === past.ref)?.status).toBe('noSessions');
  });
});

describeEngines('event search on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: Tokens;
  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    t = await tokens(ctx.app);
  });
  const search = (token: string | undefined, q: string) =>
    api(ctx.app, { method: 'GET', url: `/api/proxy/nmcms/manage/search/events?q=${encodeURIComponent(q)}`, ...(token ? { token } : {}) });

  it("finds the organiser's own events by title, code, venue and city; never another organiser's", async () => {
    const mine = await createEvent(ctx.database.db, { title: 'Qawwali Under The Stars', status: 'active' });
    await saveSchedule(ctx.app, t.organiser, mine.draftId, [
      { venueCode: 'HYD-001', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-22', '18:00'), ticketInfo: [ticket('Gold', 50)] }] },
    ]);
    const theirs = await createEvent(ctx.database.db, { title: 'Qawwali Under The Stars Again', email: 'organiser2@demo.in' });
    for (const q of ['qawwali under', mine.eventCode!.toLowerCase(), 'shilpakala', 'hyderabad']) {
      const res = await search(t.organiser, q);
      expect(res.statusCode, res.body).toBe(200);
      const codes = (res.json().data.results as { draftId: string }[]).map((r) => r.draftId);
      expect(codes, q).toContain(mine.draftId);
      expect(codes, q).not.toContain(theirs.draftId);
    }
    const other = (await search(t.other, 'qawwali')).json().data.results as { draftId: string }[];
    expect(other.map((r) => r.draftId)).toEqual([theirs.draftId]);
    expect((await search(t.organiser, '100%_\\')).json().data).toEqual({ results: [], total: 0, totalCapped: false });
  });

  it('refuses a one-letter query (400 with the field), gate staff (403) and no login (401)', async () => {
    const short = await search(t.organiser, 'q');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.field).toBe('q');
    expect((await search(t.gate, 'qawwali')).statusCode).toBe(403);
    expect((await search(undefined, 'qawwali')).statusCode).toBe(401);
  });
});
