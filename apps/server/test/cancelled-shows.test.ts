import { eventReportSchema, reportEventsSchema } from '@diy/domain';
import { beforeAll, expect, it } from 'vitest';
import { api, describeEngines, useTestApp } from './helpers';
import { pushBooking } from './scan-helpers';
import { createEvent, ist, saveSchedule, sessionsOf, setStatus, ticket, tokens, type Tokens } from './schedule-helpers';

const NOW = new Date('2027-03-01T06:30:00.000Z');

/**
 * A cancelled show says Cancelled everywhere (issue #34): the event report marks it and leaves its inventory out of the
 * sold-of totals; the reports list counts only the shows that will happen; the event's overview (synopsis) counts the
 * same shows as its schedule and marks the cancelled one, which the staff views read too.
 */
describeEngines('a cancelled show on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: Tokens;
  let eventCode = '';
  let draftId = '';
  let sessions: { sessionId: string; showTime: string }[] = [];

  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    t = await tokens(ctx.app);
    const ev = await createEvent(ctx.database.db, { title: 'Cancelled Show Evening' });
    draftId = ev.draftId;
    const saved = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
      { venueCode: 'HYD-001', sessionInfo: [
        { sessionId: '0', showTime: ist('2027-03-10', '19:30'), ticketInfo: [ticket('Gold', 100, 99_900)] },
        { sessionId: '0', showTime: ist('2027-03-11', '19:30'), ticketInfo: [ticket('Gold', 40, 99_900)] },
      ] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    sessions = sessionsOf(saved.json().data);
    eventCode = await setStatus(ctx.database.db, ev.id, 'active');
    const sold = await pushBooking(ctx.app, {
      channelBookingId: `CANCELLED-SHOW-${engine}`,
      eventCode,
      sessionId: sessions[1]!.sessionId,
      tickets: [{ ticketTypeCode: 'GOLD', quantity: 2, pricePaise: 99_900, feePaise: 0, taxPaise: 0 }],
      buyer: { name: 'Asha Rao', mobile: '9876500011' },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const cancelled = await api(ctx.app, { method: 'POST', url: '/api/manage/event/published/sessions/cancel', token: t.organiser, payload: { eventCode, sessionId: sessions[1]!.sessionId } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('the event report marks it Cancelled and its inventory leaves the sold-of totals', async () => {
    const res = await api(ctx.app, { method: 'GET', url: `/api/reports/event-wise/v1/event/${eventCode}/all`, token: t.organiser });
    expect(res.statusCode, res.body).toBe(200);
    const report = eventReportSchema.parse(res.json().data);
    const byId = new Map(report.sessions.map((s) => [s.sessionId, s]));
    expect(byId.get(sessions[0]!.sessionId)).toMatchObject({ cancelled: false, totals: { inventory: 100 } });
    expect(byId.get(sessions[1]!.sessionId)).toMatchObject({ cancelled: true, totals: { sold: 0, inventory: 0 } });
    expect(report.totals).toMatchObject({ sold: 0, inventory: 100 });
  });

  it('the reports list counts the shows that will happen, and their inventory only', async () => {
    const res = await api(ctx.app, { method: 'GET', url: '/api/reports/v1/events', token: t.organiser });
    const mine = reportEventsSchema.parse(res.json().data).events.find((e) => e.eventCode === eventCode);
    expect(mine).toMatchObject({ sessionsCount: 1, inventory: 100, sold: 0 });
  });

  it('the overview counts the same shows as the schedule and marks the cancelled one', async () => {
    const synopsis = (await api(ctx.app, { method: 'GET', url: `/api/manage/event/synopsis?draftId=${draftId}`, token: t.organiser })).json().data;
    expect(synopsis.shows).toEqual({ venues: 1, total: 2, cancelled: 1 });
    const listed = (synopsis.venueInfo as { sessionInfo: { sessionId: string; cancelled?: boolean }[] }[]).flatMap((v) => v.sessionInfo);
    expect(listed.find((s) => s.sessionId === sessions[1]!.sessionId)?.cancelled).toBe(true);
    expect(listed.find((s) => s.sessionId === sessions[0]!.sessionId)?.cancelled).toBeUndefined();
    const schedule = (await api(ctx.app, { method: 'GET', url: `/api/manage/event/${draftId}/schedule`, token: t.organiser }));
    expect(schedule.statusCode, schedule.body).toBe(200);
    const rows = (schedule.json().data.venueInfo as { sessionInfo: { cancelled: boolean }[] }[]).flatMap((v) => v.sessionInfo);
    expect(rows.length).toBe(synopsis.shows.total);
    expect(rows.filter((r) => r.cancelled).length).toBe(synopsis.shows.cancelled);
  });
});
