import { DEMO_ACCOUNTS, DEMO_PASSWORD, EVENT_CODE_PATTERN, STAFF_ERROR_CODES, STAFF_TEXTS } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, events } from '../src/db/schema';
import { api, describeEngines, login, useTestApp } from './helpers';
import { createDraft, listTab, patch, sampleInfo } from './draft-helpers';
import { saveSchedule, ticket } from './schedule-helpers';
import { consume, pushBooking } from './scan-helpers';
import { auditOf, staffCall, staffTokens, type StaffTokens } from './staff-helpers';

const R = '/proxy/diy/v1/event-review';
const NOW = new Date('2027-02-10T06:30:00.000Z');

describeEngines('staff event and ticket-type review on %s', (engine) => {
  const ctx = useTestApp(engine);
  let staff: StaffTokens;
  let organiser = '';
  let gate = '';
  let draftId = '';
  let eventCode = '';

  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    staff = await staffTokens(ctx.app);
    organiser = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
  });

  /** The organiser submits (the submit checks are the event drafts' area: the row is set to review as PUT would). */
  const toReview = async (ref: string) => {
    ctx.clock.advance(1000);
    await ctx.database.db.update(events).set({ status: 'review', submittedAt: ctx.clock.now() }).where(eq(events.draftId, ref));
  };
  const synopsis = (query: string) => api(ctx.app, { method: 'GET', url: `/api/manage/event/synopsis?${query}`, token: organiser });

  it('queues an event under review and shows it as the public would see it', async () => {
    draftId = await createDraft(ctx.app, organiser, sampleInfo('Bengaluru Jazz Evenings'));
    expect((await patch(ctx.app, organiser, draftId, { synopsis: '<p>Three sets of live jazz.</p>' })).statusCode).toBe(200);
    const schedule = await saveSchedule(ctx.app, organiser, draftId, [
      { venueCode: 'BLR-001', sessionInfo: [{ sessionId: '0', showTime: '2027-02-12T14:00:00.000Z', status: true, ticketInfo: [ticket('VIP', 40, 120_000)] }] },
    ]);
    expect(schedule.statusCode, schedule.body).toBe(200);
    await toReview(draftId);

    const queue = (await staffCall(ctx.app, staff.reviewer, 'GET', `${R}?search=jazz`)).json().data;
    expect(queue.total).toBe(1);
    expect(queue.list[0]).toMatchObject({ draftId, eventCode: null, title: 'Bengaluru Jazz Evenings', isUpdate: false, organiserName: 'Mumbai Live Entertainment Pvt Ltd' });
    const detail = (await staffCall(ctx.app, staff.reviewer, 'GET', `${R}/${draftId}`)).json().data;
    expect(detail.event).toMatchObject({ draftId, status: 'review', synopsis: '<p>Three sets of live jazz.</p>', city: 'Bengaluru' });
    expect(detail.event.venueInfo[0].sessionInfo).toHaveLength(1);
    expect(detail).toMatchObject({ isUpdate: false, live: null, diff: [], organiser: { code: 'ORG-MLE' } });
  });

  it('rejects with reasons per section and field: ON-HOLD for the organiser, with the formatted reasons', async () => {
    const reasons = [
      { section: 'synopsis', field: '', reasons: ['Please describe the line-up'] },
      { section: 'eventInfo', field: 'eventTitle', reasons: ['Add the venue name to the title'] },
    ];
    const res = await staffCall(ctx.app, staff.reviewer, 'PUT', `${R}/${draftId}/reject`, { rejectionReasons: reasons });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'onHold', message: STAFF_TEXTS.eventRejected });
    const view = (await synopsis(`draftId=${draftId}`)).json().data;
    expect(view).toMatchObject({ status: 'onHold', rejectionReasons: reasons, notificationType: null });
    expect(view.formattedRejectionReasons).toEqual([
      { section: 'synopsis', items: [{ field: '', reasons: ['Please describe the line-up'], rejectedValue: '<p>Three sets of live jazz.</p>' }] },
      { section: 'eventInfo', items: [{ field: 'eventTitle', reasons: ['Add the venue name to the title'], rejectedValue: 'Bengaluru Jazz Evenings' }] },
    ]);
    const drafts = await listTab(ctx.app, organiser, 'draft');
    expect(drafts.list.find((e) => e.draftId === draftId)?.status).toBe('onHold');
    const again = await staffCall(ctx.app, staff.reviewer, 'PUT', `${R}/${draftId}/reject`, { rejectionReasons: reasons });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toMatchObject({ code: STAFF_ERROR_CODES.eventNotInReview, shortDesc: STAFF_TEXTS.eventNotInReview });
  });

  it('approves: an event code, READY TO PUBLISH for the organiser, who publishes it (LIVE through the go-live job) and it is in the scanner list; twice is a 409', async () => {
    expect((await patch(ctx.app, organiser, draftId, { synopsis: '<p>Three sets of live jazz with the Trio.</p>' })).statusCode).toBe(200);
    await toReview(draftId);
    const res = await staffCall(ctx.app, staff.admin, 'PUT', `${R}/${draftId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ draftId, status: 'inactive', merged: false, publishedAt: null });
    expect(data.eventCode).toMatch(EVENT_CODE_PATTERN);
    expect(data.eventCode).toMatch(/^ET000\d{5}$/);
    eventCode = data.eventCode;
    const ready = await listTab(ctx.app, organiser, 'live');
    expect(ready.list.find((e) => e.eventCode === eventCode)).toMatchObject({ status: 'inactive', title: 'Bengaluru Jazz Evenings', goLiveBy: null });
    const publish = await api(ctx.app, { method: 'PUT', url: `/api/manage/event/${eventCode}`, token: organiser, payload: { status: 'active' } });
    expect(publish.statusCode, publish.body).toBe(200);
    // The worker was nudged and may be running the job already (on a busy machine for longer than a second, which
    // failed this test in CI): run what is due on each look, and wait for the commit.
    const status = async () => {
      await ctx.app.scheduling.queue.runDue({ kinds: ['event.go-live'] });
      return (await listTab(ctx.app, organiser, 'live')).list.find((e) => e.eventCode === eventCode)?.status;
    };
    await expect.poll(status, { timeout: 20_000, interval: 200 }).toBe('active');
    const live = await listTab(ctx.app, organiser, 'live');
    expect(live.list.find((e) => e.eventCode === eventCode)).toMatchObject({ status: 'active', title: 'Bengaluru Jazz Evenings' });
    expect((await synopsis(`eventCode=${eventCode}`)).json().data).toMatchObject({ rejectionReasons: [], status: 'active' });
    for (const token of [organiser, gate]) {
      const scan = await api(ctx.app, { method: 'GET', url: '/api/scan/events', token });
      expect(scan.json().data.results.map((e: { eventCode: string }) => e.eventCode), 'scanner list').toContain(eventCode);
    }
    const twice = await staffCall(ctx.app, staff.reviewer, 'PUT', `${R}/${draftId}/approve`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toMatchObject({ code: STAFF_ERROR_CODES.eventNotInReview, longDesc: STAFF_TEXTS.eventNotInReview });
    const [entry] = await auditOf(ctx.app, staff.admin, { action: 'event.approve', targetId: draftId });
    expect(entry!.before).toMatchObject({ status: 'review', eventCode: null });
    expect(entry!.after).toMatchObject({ status: 'inactive', eventCode });
  });

  it('merges an approved copy of a live event into it: the event keeps its code, the copy is gone', async () => {
    const saved = await patch(ctx.app, organiser, eventCode, { eventCode, synopsis: '<p>Now with a guest vocalist.</p>' });
    expect(saved.statusCode, saved.body).toBe(200);
    const copyId = saved.json().data.draftId as string;
    expect(copyId).not.toBe(draftId);
    await toReview(copyId);
    const queue = (await staffCall(ctx.app, staff.reviewer, 'GET', R)).json().data;
    expect(queue.list.filter((i: { isUpdate: boolean }) => i.isUpdate)).toEqual([expect.objectContaining({ draftId: copyId, eventCode, isUpdate: true })]);
    const detail = (await staffCall(ctx.app, staff.reviewer, 'GET', `${R}/${copyId}`)).json().data;
    expect(detail.live).toMatchObject({ draftId, synopsis: '<p>Three sets of live jazz with the Trio.</p>' });
    expect(detail.event.synopsis).toBe('<p>Now with a guest vocalist.</p>');
    // The difference view: the description changed, live against proposed; everything else listed unchanged.
    const changed = detail.diff.filter((d: { changed: boolean }) => d.changed);
    expect(changed).toEqual([
      { section: 'synopsis', field: 'synopsis', label: 'Description', kind: 'richText', changed: true, live: ['Three sets of live jazz with the Trio.'], proposed: ['Now with a guest vocalist.'], applies: true },
    ]);
    expect(detail.diff.length).toBeGreaterThan(10);

    const res = await staffCall(ctx.app, staff.reviewer, 'PUT', `${R}/${copyId}/approve`);
    expect(res.json().data).toMatchObject({ draftId, eventCode, merged: true, status: 'active', message: STAFF_TEXTS.eventMerged });
    expect((await synopsis(`eventCode=${eventCode}`)).json().data).toMatchObject({ draftId, synopsis: '<p>Now with a guest vocalist.</p>', status: 'active' });
    expect((await synopsis(`draftId=${copyId}`)).statusCode).toBe(404);
    const live = await listTab(ctx.app, organiser, 'live');
    expect(live.list.filter((e) => e.eventCode === eventCode)).toHaveLength(1);
    const scan = await api(ctx.app, { method: 'GET', url: `/api/scan/sessions?eventCode=${eventCode}`, token: gate });
    expect(scan.statusCode, scan.body).toBe(200);
    const [entry] = await auditOf(ctx.app, staff.admin, { action: 'event.approve', targetId: copyId });
    expect(entry!.after).toMatchObject({ merged: true, copyRemoved: copyId, live: { eventCode } });
  });

  it('rejects a copy of a live event: ON-HOLD with the live event\'s code (one connection on PGlite: no wait on itself)', async () => {
    const saved = await patch(ctx.app, organiser, eventCode, { eventCode, synopsis: '<p>Tickets only 499!</p>' });
    const copyId = saved.json().data.draftId as string;
    await toReview(copyId);
    const res = await staffCall(ctx.app, staff.reviewer, 'PUT', `${R}/${copyId}/reject`, { rejectionReasons: [{ section: 'synopsis', field: '', reasons: ['No prices in the description, please'] }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ draftId: copyId, eventCode, status: 'onHold' });
    // The organiser fixes it and sends it again; the reviewer sees the difference from the live event.
    expect((await patch(ctx.app, organiser, copyId, { synopsis: '<p>Three sets, a guest vocalist and an encore.</p>' })).statusCode).toBe(200);
    await toReview(copyId);
    const detail = (await staffCall(ctx.app, staff.reviewer, 'GET', `${R}/${copyId}`)).json().data;
    expect(detail.diff.filter((d: { changed: boolean }) => d.changed).map((d: { field: string; proposed: string[] }) => [d.field, d.proposed])).toEqual([['synopsis', ['Three sets, a guest vocalist and an encore.']]]);
  });

  it('a channel booking made while a copy is under review stays on the live event after the merge, its tickets valid', async () => {
    // The copy sent again above is under review.
    const copyId = ((await staffCall(ctx.app, staff.reviewer, 'GET', R)).json().data.list as { draftId: string; isUpdate: boolean }[]).find((i) => i.isUpdate)!.draftId;
    // The live version stays on sale during the review: a channel sells two tickets.
    const schedule = (await api(ctx.app, { method: 'GET', url: `/api/manage/event/${eventCode}/schedule`, token: organiser })).json().data;
    const show = schedule.venueInfo[0].sessionInfo[0];
    const vip = show.ticketInfo.find((t: { ticketTypeName: string }) => t.ticketTypeName === 'VIP');
    const soldBefore = vip.sold as number;
    const sale = await pushBooking(ctx.app, {
      channelBookingId: `DURING-REVIEW-${engine}`,
      eventCode,
      sessionId: show.sessionId,
      tickets: [{ ticketTypeCode: vip.ticketTypeCode, quantity: 2, pricePaise: 120_000, feePaise: 0, taxPaise: 0 }],
      buyer: { name: 'Kiran' },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const booking = sale.json().data as { bookingId: string; tickets: { barcode: string }[] };

    const res = await staffCall(ctx.app, staff.reviewer, 'PUT', `${R}/${copyId}/approve`);
    expect(res.json().data).toMatchObject({ draftId, eventCode, merged: true, status: 'active' });
    // The event is the same row: its show, the sold count and the booking are untouched; the content is the copy's.
    const after = (await api(ctx.app, { method: 'GET', url: `/api/manage/event/${eventCode}/schedule`, token: organiser })).json().data;
    const sameShow = after.venueInfo[0].sessionInfo[0];
    expect(sameShow.sessionId).toBe(show.sessionId);
    expect(sameShow.ticketInfo.find((t: { ticketTypeName: string }) => t.ticketTypeName === 'VIP').sold).toBe(soldBefore + 2);
    expect((await synopsis(`eventCode=${eventCode}`)).json().data.synopsis).toBe('<p>Three sets, a guest vocalist and an encore.</p>');
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.bookingId, booking.bookingId));
    expect(row).toMatchObject({ status: 'CONFIRMED', sessionId: show.sessionId });
    // The gate admits its ticket after the merge.
    const scan = await consume(ctx.app, { token: gate, session: { eventCode, sessionId: show.sessionId, venueCode: 'BLR-001' }, barcodes: [booking.tickets[0]!.barcode] });
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json().data.results[0]).toMatchObject({ success: true });
  });

  it('two reviewers approving at once: one publishes, the other gets 409, one audit entry', async () => {
    const ref = await createDraft(ctx.app, organiser, sampleInfo('Kolkata Baul Night'));
    await toReview(ref);
    const answers = await Promise.all([
      staffCall(ctx.app, staff.reviewer, 'PUT', `${R}/${ref}/approve`),
      staffCall(ctx.app, staff.admin, 'PUT', `${R}/${ref}/approve`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.draftId, ref));
    expect(row!.eventCode).toBe(answers.find((a) => a.statusCode === 200)!.json().data.eventCode);
    expect(await auditOf(ctx.app, staff.admin, { action: 'event.approve', targetId: ref })).toHaveLength(1);
  });

  it('approves and rejects ticket-type names; approved ones join the approved list', async () => {
    for (const ticketTypeName of ['Rooftop Lounge Seat', 'Mosh Pit Pass']) {
      const res = await api(ctx.app, { method: 'POST', url: '/api/tickettypes', token: organiser, payload: { ticketTypeName } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const queue = (await staffCall(ctx.app, staff.reviewer, 'GET', '/proxy/diy/v1/tickettypes/review')).json().data;
    const names = queue.list.map((i: { ticketTypeName: string }) => i.ticketTypeName);
    expect(names).toEqual(expect.arrayContaining(['Rooftop Lounge Seat', 'Mosh Pit Pass']));
    expect(queue.list[0].organiserName).toBeTruthy();
    const idOf = (name: string) => queue.list.find((i: { ticketTypeName: string }) => i.ticketTypeName === name).id as string;
    const approved = () => api(ctx.app, { method: 'GET', url: '/api/tickettypes/approved?search=rooftop', token: organiser });
    expect((await approved()).json().data.ticketTypes).toEqual([]);

    const ok = await staffCall(ctx.app, staff.reviewer, 'PUT', `/proxy/diy/v1/tickettypes/${idOf('Rooftop Lounge Seat')}/approve`);
    expect(ok.json().data).toMatchObject({ item: { status: 'approved' }, message: STAFF_TEXTS.ticketTypeApproved });
    expect((await approved()).json().data.ticketTypes).toEqual([{ ticketTypeName: 'Rooftop Lounge Seat' }]);
    const twice = await staffCall(ctx.app, staff.reviewer, 'PUT', `/proxy/diy/v1/tickettypes/${idOf('Rooftop Lounge Seat')}/approve`);
    expect(twice.statusCode).toBe(409);

    const no = await staffCall(ctx.app, staff.reviewer, 'PUT', `/proxy/diy/v1/tickettypes/${idOf('Mosh Pit Pass')}/reject`, { note: 'Not a seating category' });
    expect(no.json().data.item).toMatchObject({ status: 'rejected', reviewNote: 'Not a seating category' });
    const resend = await api(ctx.app, { method: 'POST', url: '/api/tickettypes', token: organiser, payload: { ticketTypeName: 'mosh pit pass' } });
    expect(resend.statusCode).toBe(409);
    const counts = (await staffCall(ctx.app, staff.reviewer, 'GET', '/proxy/diy/v1/tickettypes/review?status=rejected')).json().data;
    expect(counts.list.map((i: { ticketTypeName: string }) => i.ticketTypeName)).toEqual(['Mosh Pit Pass']);
    const trail = await auditOf(ctx.app, staff.admin, { targetType: 'ticket_type' });
    expect(trail.map((e) => [e.action, e.before.status, e.after.status])).toEqual([
      ['ticket_type.reject', 'pending', 'rejected'],
      ['ticket_type.approve', 'pending', 'approved'],
    ]);
  });
});
