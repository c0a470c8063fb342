import { DEMO_PASSWORD } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FINANCE_CHECKER_ACCOUNT, FINANCE_MAKER_ACCOUNT } from '../src/seed/accounts';
import { DEMO_PAID_UTR, seedStatementsDemo } from '../src/seed/statements-demo';
import { rowsOf } from '../src/services/ids';
import { api, describeEngines, login, useTestApp } from './helpers';

describeEngines('the statements demo on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0, demoBookings: true });

  it('past demo events have statements in every status, one paid with a UTR, one held with its reason', async () => {
    const rows = rowsOf<{ status: string; n: string; utr: string | null; hold: string | null; numbered: string }>(
      await ctx.database.db.execute(sql`
        select status, count(*) as n, max(utr) as utr, max(hold_note) as hold, count(number) as numbered from statements group by status`),
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(Object.keys(by).sort()).toEqual(['APPROVED', 'DRAFT', 'ISSUED', 'ON_HOLD', 'PAID']);
    expect(by.PAID!.utr).toBe(DEMO_PAID_UTR);
    expect(by.ON_HOLD!.hold).toMatch(/disputed/);
    expect(Number(by.DRAFT!.numbered)).toBe(0);
    // a second seed changes nothing
    expect(await seedStatementsDemo(ctx.database.db, ctx.clock.now())).toEqual({ statements: 0 });
    const token = await login(ctx.app, 'organiser@demo.in', DEMO_PASSWORD);
    const list = (await api(ctx.app, { method: 'GET', url: '/api/payments/statements', token })).json().data;
    expect(list.counts.PAID).toBe(1);
    expect(list.list.find((s: { status: string }) => s.status === 'PAID').utr).toBe(DEMO_PAID_UTR);
  });

  it('the finance maker and checker log in as finance staff', async () => {
    for (const who of [FINANCE_MAKER_ACCOUNT, FINANCE_CHECKER_ACCOUNT]) {
      // staff logins take the second step (login() answers the challenge from the outbox)
      const token = await login(ctx.app, who.email, DEMO_PASSWORD);
      expect((await api(ctx.app, { method: 'GET', url: '/api/finance/tax-rates', token })).statusCode).toBe(200);
      expect((await api(ctx.app, { method: 'GET', url: '/api/payments/statements', token })).statusCode).toBe(403);
    }
  });
});
