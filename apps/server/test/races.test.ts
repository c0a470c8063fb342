import { DEMO_ACCOUNTS, DEMO_PASSWORD, DUPLICATE_MESSAGES, SCHEDULE_ERROR_CODES } from '@diy/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { organiserDocuments, users } from '../src/db/schema';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { api, describeOnPostgres, login, useTestApp } from './helpers';
import { asApplicant, generalInformation, multipart, realPdf, realPng, signupToken, upload } from './kyc-helpers';
import { pushBooking } from './scan-helpers';
import { createEvent, ist, saveSchedule, ticket } from './schedule-helpers';

/**
 * Two requests that check, then write, at the same moment: the loser must hear the same answer a later request
 * would (never a 500), and nothing may be left half done. Registered only with PostgreSQL, where requests really
 * run side by side (PGlite serialises everything on one connection).
 */
describeOnPostgres('check-then-write races (PostgreSQL)', () => {
  const ctx = useTestApp('postgres');
  let first = '';
  let second = '';

  beforeAll(async () => {
    first = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    second = await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD);
  });

  it('two organisers taking the same free e-mail at once: one has it, the other hears it is taken', async () => {
    const mobileOf = async (token: string) => (await api(ctx.app, { method: 'GET', url: '/api/user/profile', token })).json().data.mobile as string;
    const owners = [
      { token: first, mobile: await mobileOf(first), email: DEMO_ACCOUNTS.organiser.email },
      { token: second, mobile: await mobileOf(second), email: SECOND_ORGANISER_ACCOUNT.email },
    ];
    for (let round = 0; round < 5; round += 1) {
      const email = `contested${round}@example.in`;
      const answers = await Promise.all(
        owners.map((o) => api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/${o.mobile}`, token: o.token, payload: { name: 'Asha Kulkarni', email } })),
      );
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 400]);
      const refused = answers.find((a) => a.statusCode === 400)!.json().errors;
      expect(refused).toMatchObject({ field: 'email', message: DUPLICATE_MESSAGES.email });
      expect(await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    }
    // Their own addresses back, for the tests that find the organisers by them.
    for (const o of owners) await ctx.database.db.update(users).set({ email: o.email }).where(eq(users.mobile, o.mobile));
  });

  it('a ticket type removed from a schedule while a channel sells it: the removal or the sale is refused, never a 500', async () => {
    const organiser = first;
    for (let round = 0; round < 12; round += 1) {
      const event = await createEvent(ctx.database.db, { status: 'active' });
      const saved = await saveSchedule(ctx.app, organiser, event.draftId, [
        { venueCode: 'BLR-001', sessionInfo: [{ sessionId: 0, showTime: ist('2027-01-21', '19:30'), status: true, ticketInfo: [ticket('VIP', 500, 100_000), ticket('General Admission', 500, 50_000)] }] },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      const session = saved.json().data.venueInfo[0].sessionInfo[0];
      const [vip, general] = session.ticketInfo as { ticketTypeCode: string }[];
      // Sales of General Admission start at staggered moments around the save that leaves it out.
      const sales = Array.from({ length: 8 }, (_, i) =>
        new Promise((r) => setTimeout(r, i * ((round % 4) + 1))).then(() =>
          pushBooking(ctx.app, {
            channelBookingId: `RACE-${round}-${i}`,
            eventCode: event.eventCode!,
            sessionId: session.sessionId,
            tickets: [{ ticketTypeCode: general!.ticketTypeCode, quantity: 1, pricePaise: 50_000, feePaise: 0, taxPaise: 0 }],
            buyer: { name: 'Asha' },
          }),
        ),
      );
      const removal = saveSchedule(ctx.app, organiser, event.draftId, [
        { venueCode: 'BLR-001', sessionInfo: [{ sessionId: session.sessionId, showTime: session.showTime, status: true, ticketInfo: [{ ...ticket('VIP', 500, 100_000), ticketTypeCode: vip!.ticketTypeCode }] }] },
      ]);
      const [removed, ...sold] = await Promise.all([removal, ...sales]);
      const statuses = [removed!, ...sold].map((r) => r.statusCode);
      expect(statuses.filter((s) => s >= 500), [removed!, ...sold].map((r) => r.body).join('\n')).toEqual([]);
      const admitted = sold.filter((r) => r.statusCode === 201).length;
      // Removed: no sale went through. Refused (it had sales by then): every sale it reached stands.
      if (removed!.statusCode === 200) expect(admitted).toBe(0);
      else expect(removed!.json().errors.code).toBe(SCHEDULE_ERROR_CODES.ticketHasSales);
    }
  });

  it('two applicants proceeding with the same PAN at once: one goes on, the other hears it is taken', async () => {
    const applicants = [await signupToken(ctx.app, '9866600001'), await signupToken(ctx.app, '9866600002')];
    const answers = await Promise.all(
      applicants.map((token, i) =>
        asApplicant(ctx.app, token, {
          method: 'POST',
          url: '/api/v1/proceed/userdetails',
          // The same PAN (and so GSTIN); every other unique field their own.
          payload: { ...generalInformation('AAECR7777R', 20), email: `racer${i}@example.in`, accountNumber: `60100123450${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().errors.fields).toContainEqual({ field: 'pan', message: DUPLICATE_MESSAGES.pan });
  });

  it('a brand logo uploaded six times at once: every upload is answered, one logo stays, and the other files are gone', async () => {
    const mobile = (await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: second })).json().data.mobile as string;
    const png = await realPng();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => {
        const body = multipart([{ name: 'file', value: png, filename: 'logo.png' }]);
        return api(ctx.app, { method: 'POST', url: `/api/v1/update-profile/brand-logo/${mobile}`, token: second, payload: body.payload, headers: body.headers });
      }),
    );
    expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual(Array(6).fill(200));
    // Each answer shows the logo its upload stored: six files, of which only the one the profile names is left.
    const urls = answers.map((a) => a.json().data.brandLogoUrl as string);
    expect(new Set(urls).size).toBe(6);
    const kept = (await api(ctx.app, { method: 'GET', url: `/api/v1/profile/${mobile}`, token: second })).json().data.brandLogoUrl as string;
    expect(urls).toContain(kept);
    const served = await Promise.all(urls.map(async (url) => [url, (await ctx.app.inject({ method: 'GET', url })).statusCode] as const));
    expect(served.filter(([, status]) => status === 200).map(([url]) => url)).toEqual([kept]);
    expect(served.filter(([, status]) => status === 404)).toHaveLength(5);
    const removed = await api(ctx.app, { method: 'DELETE', url: `/api/deletebrandlogo/username/${mobile}`, token: second });
    expect(removed.json().data.brandLogoUrl).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: kept })).statusCode).toBe(404);
  });

  it('the same document uploaded six times at once: every upload is answered, one document stays, with its file', async () => {
    const applicant = await signupToken(ctx.app, '9855555555');
    const pdf = await realPdf('PAN card');
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(ctx.app, applicant, 'pan', pdf, 'pan.pdf')));
    expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual(Array(6).fill(200));
    const names = new Set(answers.map((a) => a.json().data.fileName as string));
    const docs = await ctx.database.db
      .select({ fileName: organiserDocuments.fileName, storageKey: organiserDocuments.storageKey })
      .from(organiserDocuments)
      .where(and(eq(organiserDocuments.media, 'pan'), eq(organiserDocuments.originalName, 'pan.pdf')));
    const mine = docs.filter((d) => names.has(d.fileName));
    expect(mine).toHaveLength(1);
    // The five it replaced were deleted from storage; the one it kept is there.
    expect(await ctx.app.services.storage.get(mine[0]!.storageKey)).not.toBeNull();
  });
});
