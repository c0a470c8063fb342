import { ONLINE_MESSAGES, SCHEDULE_API_MESSAGES, SCHEDULE_ERROR_CODES, TEXT_MESSAGES, ZOOM_READ_ONLY_NOTE, type ScheduleAnswer } from '@diy/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { scheduledJobs } from '../src/db/schema';
import { STREAMING_MAIL_KIND } from '../src/services/streaming-jobs';
import { api, describeEngines, outbox, useTestApp } from './helpers';
import { createEvent, ist, onlineVenueCode, saveSchedule, sessionsOf, setStatus, ticket, tokens, type Tokens } from './schedule-helpers';

const NOW = new Date('2027-01-20T06:30:00.000Z');
const MINUTE = 60_000;

describeEngines('online events on %s', (engine) => {
  const ctx = useTestApp(engine);
  let t: Tokens;
  let second: FastifyInstance | undefined;

  beforeAll(async () => {
    ctx.clock.current = new Date(NOW);
    t = await tokens(ctx.app);
  });
  afterAll(async () => {
    await second?.close();
  });

  const at = async (iso: string | Date) => {
    ctx.clock.current = new Date(iso);
    t = await tokens(ctx.app);
  };
  const data = <T = ScheduleAnswer>(res: { json: () => unknown }) => (res.json() as { data: T }).data;
  const err = (res: { json: () => unknown }) => (res.json() as { errors: Record<string, unknown> & { code: string; message: string } }).errors;
  const putOnline = (draftId: string, payload: object) => api(ctx.app, { method: 'PUT', url: `/api/manage/event/${draftId}/online`, token: t.organiser, payload });

  describe('live streaming: the e-mail list and the details mailed 15 minutes before each show, once', () => {
    const first = ist('2027-01-22', '19:00');
    const secondShow = ist('2027-01-23', '19:00');
    let ev: Awaited<ReturnType<typeof createEvent>>;
    let eventCode = '';

    it('keeps a checked e-mail list and schedules one durable job per active show', async () => {
      await at(NOW);
      ev = await createEvent(ctx.database.db, { title: 'Indie Unplugged Online' });
      const code = await onlineVenueCode(ctx.database.db, 'liveStreaming');
      const saved = await saveSchedule(ctx.app, t.organiser, ev.draftId, [
        { venueCode: code, sessionInfo: [{ sessionId: '0', showTime: first, ticketInfo: [ticket('Live Stream Pass', 500, 19_900)] }, { sessionId: '0', showTime: secondShow, ticketInfo: [ticket('Live Stream Pass', 500, 19_900)] }] },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(data(saved)).toMatchObject({ venueType: 'online', venueSubType: 'liveStreaming', city: 'Online' });
      await expect(ctx.app.scheduling.schedule.assertSchedulable(ev.id)).rejects.toMatchObject({ message: SCHEDULE_API_MESSAGES.emailIdsRequired });

      const bad = await putOnline(ev.draftId, { emailIds: ['host@example.in', 'not-an-email'] });
      expect(bad.statusCode).toBe(400);
      expect(err(bad)).toMatchObject({ message: TEXT_MESSAGES.invalidEmail, field: 'emailIds.1' });
      const empty = await putOnline(ev.draftId, { emailIds: [] });
      expect(err(empty).message).toBe(SCHEDULE_API_MESSAGES.emailIdsRequired);
      const ok = await putOnline(ev.draftId, { emailIds: ['Host@Example.in', 'crew@example.in'] });
      expect(ok.statusCode, ok.body).toBe(200);
      const details = data<{ emailIds: string[]; streaming: { watchUrl: string; streamKey: string } | null; venueSubType: string }>(ok);
      expect(details.emailIds).toEqual(['host@example.in', 'crew@example.in']);
      expect(details.streaming?.watchUrl).toMatch(/^https:\/\//);
      await expect(ctx.app.scheduling.schedule.assertSchedulable(ev.id)).resolves.toBeUndefined();

      const jobs = await ctx.app.scheduling.jobs.jobsOf(ev.id);
      expect(jobs.map((j) => [j.kind, j.status, j.runAt.toISOString()])).toEqual([
        [STREAMING_MAIL_KIND, 'pending', new Date(Date.parse(first) - 15 * MINUTE).toISOString()],
        [STREAMING_MAIL_KIND, 'pending', new Date(Date.parse(secondShow) - 15 * MINUTE).toISOString()],
      ]);
      // Saving the same schedule again does not double the jobs.
      await saveSchedule(ctx.app, t.organiser, ev.draftId, data(saved).venueInfo);
      expect(await ctx.app.scheduling.jobs.jobsOf(ev.id)).toHaveLength(2);
      eventCode = await setStatus(ctx.database.db, ev.id, 'active');
    });

    it('sends nothing before T-15 min, then once at T-15 min; a restarted server (a second app on the same database) sends nothing again', async () => {
      ctx.clock.current = new Date(Date.parse(first) - 16 * MINUTE);
      expect((await ctx.app.scheduling.jobs.runDue()).claimed).toBe(0);
      ctx.clock.current = new Date(Date.parse(first) - 15 * MINUTE);
      expect(await ctx.app.scheduling.jobs.runDue()).toEqual({ claimed: 1, sent: 1, skipped: 0, failed: 0 });
      expect((await ctx.app.scheduling.jobs.runDue()).claimed).toBe(0);
      const mails = await outbox(ctx.app, 'host@example.in');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Streaming details: Indie Unplugged Online, 22/01/2027 at 07:00 PM IST');
      expect(mails[0]!.body).toContain('Stream key: ');
      expect(await outbox(ctx.app, 'crew@example.in')).toHaveLength(1);

      second = await buildApp({
        config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'test' },
        db: ctx.database,
        now: ctx.clock.now,
        logger: false,
        jobsPollMs: 0,
      });
      await second.ready();
      ctx.clock.current = new Date(Date.parse(first) - 5 * MINUTE);
      expect((await second.scheduling.jobs.runDue()).claimed).toBe(0);
      expect(await outbox(ctx.app, 'host@example.in')).toHaveLength(1);
    });

    it('two processes polling at the same moment send the next show once', async () => {
      ctx.clock.current = new Date(Date.parse(secondShow) - 14 * MINUTE);
      const [a, b] = await Promise.all([ctx.app.scheduling.jobs.runDue(), second!.scheduling.jobs.runDue()]);
      expect(a.sent + b.sent).toBe(1);
      expect(a.claimed + b.claimed).toBe(1);
      expect(await outbox(ctx.app, 'host@example.in')).toHaveLength(2);
      expect(await outbox(ctx.app, 'crew@example.in')).toHaveLength(2);
      const jobs = await ctx.app.scheduling.jobs.jobsOf(ev.id);
      expect(jobs.map((j) => [j.status, j.attempts, (j.payload as { sentTo?: string[] }).sentTo])).toEqual([
        ['done', 1, ['host@example.in', 'crew@example.in']],
        ['done', 1, ['host@example.in', 'crew@example.in']],
      ]);
    });

    it('a show made INACTIVE loses its job; a crashed worker\'s job is taken over after its lease and mails only the rest', async () => {
      await at(NOW);
      const third = ist('2027-01-25', '19:00');
      const added = await api(ctx.app, {
        method: 'POST', url: '/api/manage/event/published/sessions', token: t.organiser,
        payload: { eventCode, venueInfo: [{ venueCode: await onlineVenueCode(ctx.database.db, 'liveStreaming'), sessionInfo: [{ sessionId: '0', showTime: third, ticketInfo: [ticket('Live Stream Pass', 100, 19_900)] }] }] },
      });
      expect(added.statusCode, added.body).toBe(200);
      const jobs = await ctx.app.scheduling.jobs.jobsOf(ev.id);
      const job = jobs.find((j) => (j.payload as { showTime: string }).showTime === third)!;
      expect(job.status).toBe('pending');
      // Simulate a worker that claimed the job, mailed the host, and died before finishing.
      await ctx.database.db.update(scheduledJobs).set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.parse(third) - 10 * MINUTE), payload: { ...job.payload, sentTo: ['host@example.in'] } }).where(eq(scheduledJobs.id, job.id));
      ctx.clock.current = new Date(Date.parse(third) - 12 * MINUTE);
      expect((await ctx.app.scheduling.jobs.runDue()).claimed).toBe(0);
      ctx.clock.current = new Date(Date.parse(third) - 9 * MINUTE);
      expect(await ctx.app.scheduling.jobs.runDue()).toMatchObject({ claimed: 1, sent: 1 });
      expect(await outbox(ctx.app, 'host@example.in')).toHaveLength(2);
      expect(await outbox(ctx.app, 'crew@example.in')).toHaveLength(3);

      await at(NOW);
      const fourth = ist('2027-01-26', '19:00');
      const venueCode = await onlineVenueCode(ctx.database.db, 'liveStreaming');
      const post = (sessionInfo: object[]) => api(ctx.app, { method: 'POST', url: '/api/manage/event/published/sessions', token: t.organiser, payload: { eventCode, venueInfo: [{ venueCode, sessionInfo }] } });
      const add = await post([{ sessionId: '0', showTime: fourth, ticketInfo: [ticket('Live Stream Pass', 100, 19_900)] }]);
      const id = data<{ sessionAudit: { session: { sessionId: string } }[] }>(add).sessionAudit[0]!.session.sessionId;
      const off = await post([{ sessionId: id, showTime: fourth, status: false }]);
      expect(off.statusCode, off.body).toBe(200);
      const after = await ctx.app.scheduling.jobs.jobsOf(ev.id);
      expect(after.find((j) => (j.payload as { sessionId: string }).sessionId === id)!.status).toBe('cancelled');
      ctx.clock.current = new Date(Date.parse(fourth) - 15 * MINUTE);
      expect((await ctx.app.scheduling.jobs.runDue()).claimed).toBe(0);
    });
  });

  describe('video on demand', () => {
    it('accepts the video up to 24 hours before the show and refuses it after', async () => {
      await at(NOW);
      const show = ist('2027-01-24', '19:00');
      const ev = await createEvent(ctx.database.db, { title: 'Masterclass on Demand' });
      const saved = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: await onlineVenueCode(ctx.database.db, 'vod'), sessionInfo: [{ sessionId: '0', showTime: show, ticketInfo: [ticket('Online Access', 1000, 29_900)] }] }]);
      expect(data(saved).venueSubType).toBe('vod');
      const post = (videoUrl: string) => api(ctx.app, { method: 'POST', url: `/api/manage/event/${ev.draftId}/vod`, token: t.organiser, payload: { videoUrl } });
      const ok = await post('https://cdn.example.in/masterclass.mp4');
      expect(ok.statusCode, ok.body).toBe(200);
      const deadline = new Date(Date.parse(show) - 24 * 60 * MINUTE).toISOString();
      expect(data(ok)).toMatchObject({ videoUrl: 'https://cdn.example.in/masterclass.mp4', deadline, message: ONLINE_MESSAGES.vodSaved });
      expect((await post('http://cdn.example.in/masterclass.mp4')).statusCode).toBe(400);
      await at(deadline);
      expect((await post('https://cdn.example.in/masterclass-v2.mp4')).statusCode).toBe(200);
      await at(new Date(Date.parse(deadline) + MINUTE));
      const late = await post('https://cdn.example.in/masterclass-v3.mp4');
      expect(late.statusCode).toBe(409);
      expect(err(late)).toMatchObject({ code: SCHEDULE_ERROR_CODES.vodClosed, message: ONLINE_MESSAGES.vodClosed, deadline });
      const online = await api(ctx.app, { method: 'GET', url: `/api/manage/event/${ev.draftId}/online`, token: t.organiser });
      expect(data(online)).toMatchObject({ venueSubType: 'vod', vod: { videoUrl: 'https://cdn.example.in/masterclass-v2.mp4' }, vodDeadline: deadline });
    });

    it('refuses a video for an event that is not video on demand', async () => {
      await at(NOW);
      const ev = await createEvent(ctx.database.db);
      await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'GOA-002', sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-24', '19:00') }] }]);
      const res = await api(ctx.app, { method: 'POST', url: `/api/manage/event/${ev.draftId}/vod`, token: t.organiser, payload: { videoUrl: 'https://cdn.example.in/v.mp4' } });
      expect(err(res)).toMatchObject({ code: SCHEDULE_ERROR_CODES.notOnline, message: ONLINE_MESSAGES.notVod });
    });
  });

  describe('external meetings and zoom', () => {
    it('needs a link (https prefix by default) and a password', async () => {
      await at(NOW);
      for (const subType of ['zoom', 'externalPaid', 'externalLiveStreaming']) {
        const ev = await createEvent(ctx.database.db);
        await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: await onlineVenueCode(ctx.database.db, subType), sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-24', '19:00'), ticketInfo: [ticket('General Admission')] }] }]);
        await expect(ctx.app.scheduling.schedule.assertSchedulable(ev.id)).rejects.toMatchObject({ message: SCHEDULE_API_MESSAGES.joiningRequired });
        const none = await putOnline(ev.draftId, {});
        expect(err(none)).toMatchObject({ message: ONLINE_MESSAGES.linkRequired, field: 'joiningDetails.link' });
        const noPassword = await putOnline(ev.draftId, { joiningDetails: { link: 'zoom.us/j/98765', password: ' ' } });
        expect(err(noPassword)).toMatchObject({ message: ONLINE_MESSAGES.passwordRequired, field: 'joiningDetails.password' });
        const badLink = await putOnline(ev.draftId, { joiningDetails: { link: 'not a link', password: 'x' } });
        expect(err(badLink).message).toBe(ONLINE_MESSAGES.linkInvalid);
        const ok = await putOnline(ev.draftId, { joiningDetails: { link: 'zoom.us/j/98765', password: 'diy123' } });
        expect(ok.statusCode, ok.body).toBe(200);
        expect(data(ok)).toMatchObject({ venueSubType: subType, joiningDetails: { link: 'https://zoom.us/j/98765', password: 'diy123' }, streaming: null });
        await expect(ctx.app.scheduling.schedule.assertSchedulable(ev.id)).resolves.toBeUndefined();
      }
    });

    it('an active zoom event with more than one session is read-only with the support note', async () => {
      await at(NOW);
      const ev = await createEvent(ctx.database.db);
      const venueCode = await onlineVenueCode(ctx.database.db, 'zoom');
      const saved = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode, sessionInfo: [{ sessionId: '0', showTime: ist('2027-01-24', '19:00') }, { sessionId: '0', showTime: ist('2027-01-25', '19:00') }] }]);
      expect(data(saved).readOnly).toBe(false);
      const eventCode = await setStatus(ctx.database.db, ev.id, 'active');
      const read = await api(ctx.app, { method: 'GET', url: `/api/manage/event/${ev.draftId}/schedule`, token: t.organiser });
      expect(data(read).readOnly).toBe(true);
      const put = await saveSchedule(ctx.app, t.organiser, ev.draftId, data(saved).venueInfo);
      expect(put.statusCode).toBe(409);
      expect(err(put)).toMatchObject({ code: SCHEDULE_ERROR_CODES.readOnly, message: ZOOM_READ_ONLY_NOTE });
      const published = await api(ctx.app, {
        method: 'POST', url: '/api/manage/event/published/sessions', token: t.organiser,
        payload: { eventCode, venueInfo: [{ venueCode, sessionInfo: [{ sessionId: sessionsOf(data(saved))[0]!.sessionId, showTime: ist('2027-01-24', '19:00'), status: false }] }] },
      });
      expect(err(published).message).toBe(ZOOM_READ_ONLY_NOTE);
    });

    it('online details of an on-ground event are refused', async () => {
      await at(NOW);
      const ev = await createEvent(ctx.database.db);
      await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'KOC-001', sessionInfo: [] }]);
      const res = await putOnline(ev.draftId, { emailIds: ['a@b.in'] });
      expect(err(res)).toMatchObject({ code: SCHEDULE_ERROR_CODES.notOnline, message: ONLINE_MESSAGES.notOnline });
      const mixed = await saveSchedule(ctx.app, t.organiser, ev.draftId, [{ venueCode: 'KOC-001', sessionInfo: [] }, { venueCode: await onlineVenueCode(ctx.database.db, 'zoom'), sessionInfo: [] }]);
      expect(err(mixed).message).toBe(SCHEDULE_API_MESSAGES.mixedVenueTypes);
    });
  });
});
