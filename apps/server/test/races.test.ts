import { DEMO_ACCOUNTS, DEMO_PASSWORD, DUPLICATE_MESSAGES } from '@diy/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organiserDocuments, users } from '../src/db/schema';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { api, login, useTestApp } from './helpers';
import { realPdf, signupToken, upload } from './kyc-helpers';

/**
 * Two requests that check, then write, at the same moment: the loser must hear the same answer a later request
 * would (never a 500), and nothing may be left half done. Registered only with PostgreSQL, where requests really
 * run side by side (PGlite serialises everything on one connection).
 */
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : () => undefined;

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
      { token: first, mobile: await mobileOf(first) },
      { token: second, mobile: await mobileOf(second) },
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
