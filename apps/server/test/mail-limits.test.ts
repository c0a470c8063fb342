import { DEMO_PASSWORD, MAIL_LIMITS, MAIL_REQUEST_WINDOW_MS, mailLimitErrorSchema, mailLimitMessage, SERVICE_LIMIT_CODES } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../src/services/ids';
import { OFFER_TRANSACTIONS_KIND } from '../src/services/offers/transactions-mail';
import { REPORT_MAIL_KIND } from '../src/services/reports/mail-job';
import { api, describeEngines, login, useTestApp } from './helpers';
import { buildFixture, get, grantedUser, type Fixture } from './report-helpers';

/**
 * Mailed reports and offer transaction reports are limited per requesting user and per event (issue 29): past a budget
 * the answer is a 429 with Retry-After and the reason, and no job is queued.
 */
describeEngines('mail request limits on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  let reportUser2 = '';
  let offersUser2 = '';

  const sessionMail = (token: string, s: { venueCode: string; id: string } = f.sessions.mumbai, eventCode = f.eventCode) =>
    get(ctx.app, `/api/reports/email/v1/venue/${s.venueCode}/event/${eventCode}/session/${s.id}/format/csv`, token);
  const eventMail = (token: string) => get(ctx.app, `/api/reports/email/v1/event/${f.eventCode}/format/xlsx`, token);
  const offerMail = (token: string) => api(ctx.app, { method: 'POST', url: '/api/offers/sendTransactionReports', token, payload: { etCode: f.eventCode } });
  const jobs = async (kind: string, eventId = f.eventId) =>
    Number(
      rowsOf<{ n: number }>(await ctx.database.db.execute(sql`select count(*)::int as n from scheduled_jobs where kind = ${kind} and payload->>'eventId' = ${eventId}`))[0]!.n,
    );

  beforeAll(async () => {
    f = await buildFixture(ctx);
    const admin = await login(ctx.app, 'admin@demo.in', DEMO_PASSWORD);
    reportUser2 = await grantedUser(ctx, admin, { email: 'reports2@mle.example.in', mobile: '9811100011' }, ['DIY_REPORTS']);
    offersUser2 = await grantedUser(ctx, admin, { email: 'offers2@mle.example.in', mobile: '9811100012' }, ['DIY_OFFER_MANAGER']);
  });

  it(`mails a user's ${MAIL_LIMITS.report.perUser} reports an hour and an event's ${MAIL_LIMITS.report.perEvent}, then refuses with the reason`, async () => {
    const { perUser, perEvent } = MAIL_LIMITS.report;
    // Session and whole-event reports share the budget.
    for (let i = 0; i < perUser; i += 1) {
      const res = await (i % 2 === 0 ? sessionMail(f.tokens.organiser) : eventMail(f.tokens.organiser));
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await sessionMail(f.tokens.organiser);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(MAIL_REQUEST_WINDOW_MS / 1000));
    expect(mailLimitErrorSchema.parse(refused.json())).toEqual({
      status: 429,
      errors: expect.objectContaining({
        code: SERVICE_LIMIT_CODES.mailRequests,
        message: mailLimitMessage(MAIL_LIMITS.report, 'perUser', MAIL_REQUEST_WINDOW_MS),
        reason: 'perUser',
        limit: perUser,
        windowMinutes: 60,
      }),
    });
    expect(refused.json().errors.message).toBe(`You have asked for ${perUser} report e-mails in the last hour, the most one person may. Please try again in 60 minutes.`);

    // Another user of the organiser mails until the event's budget is spent; a third is refused for the event.
    for (let i = 0; i < perEvent - perUser; i += 1) expect((await eventMail(f.tokens.reportUser)).statusCode).toBe(200);
    const full = await sessionMail(reportUser2);
    expect(full.statusCode).toBe(429);
    expect(full.json().errors).toMatchObject({ reason: 'perEvent', limit: perEvent, message: mailLimitMessage(MAIL_LIMITS.report, 'perEvent', MAIL_REQUEST_WINDOW_MS) });
    expect(await jobs(REPORT_MAIL_KIND)).toBe(perEvent);

    // Another organiser's event has its own budget.
    expect((await sessionMail(f.tokens.organiser2, { venueCode: f.other.venueCode, id: f.other.sessionId }, f.other.eventCode)).statusCode).toBe(200);

    // A sliding hour: half an hour on, still refused and told the rest; an hour after the first, free again.
    ctx.clock.advance(30 * 60_000);
    const later = await sessionMail(reportUser2);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe(String(30 * 60));
    ctx.clock.advance(30 * 60_000 + 1_000);
    expect((await sessionMail(reportUser2)).statusCode).toBe(200);
    expect((await sessionMail(f.tokens.organiser)).statusCode).toBe(200);
  });

  it(`offer transaction reports: ${MAIL_LIMITS.offerTransactions.perUser} per user and ${MAIL_LIMITS.offerTransactions.perEvent} per event an hour`, async () => {
    const { perUser, perEvent } = MAIL_LIMITS.offerTransactions;
    for (let i = 0; i < perUser; i += 1) expect((await offerMail(f.tokens.organiser)).statusCode).toBe(200);
    const mine = await offerMail(f.tokens.organiser);
    expect(mine.statusCode).toBe(429);
    expect(mine.json().errors).toMatchObject({ reason: 'perUser', message: mailLimitMessage(MAIL_LIMITS.offerTransactions, 'perUser', MAIL_REQUEST_WINDOW_MS) });
    for (let i = 0; i < perEvent - perUser; i += 1) expect((await offerMail(f.tokens.offersUser)).statusCode).toBe(200);
    const event = await offerMail(offersUser2);
    expect(event.statusCode).toBe(429);
    expect(event.json().errors).toMatchObject({ reason: 'perEvent', limit: perEvent });
    expect(await jobs(OFFER_TRANSACTIONS_KIND)).toBe(perEvent);
  });

  it('a burst sent at once is counted one by one: exactly the budget gets through', async () => {
    ctx.clock.advance(MAIL_REQUEST_WINDOW_MS + 1_000);
    const before = await jobs(REPORT_MAIL_KIND);
    const burst = await Promise.all(Array.from({ length: MAIL_LIMITS.report.perUser + 5 }, () => sessionMail(f.tokens.reportUser)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(MAIL_LIMITS.report.perUser);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(await jobs(REPORT_MAIL_KIND)).toBe(before + MAIL_LIMITS.report.perUser);
  });
});
