import { DEMO_PASSWORD, SETTLEMENT_PATHS as P } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_ORGANISER_BANKS, DEMO_ORGANISERS, FINANCE_CHECKER_ACCOUNT, FINANCE_MAKER_ACCOUNT } from '../src/seed/accounts';
import { DEMO_PAID_UTR, seedStatementsDemo } from '../src/seed/statements-demo';
import { rowsOf } from '../src/services/ids';
import { api, describeEngines, login, useTestApp } from './helpers';
import { stepUp } from './payouts-helpers';
import { staffCall } from './staff-helpers';

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

  it('the demo organisers have bank details on file: the maker prepares a batch of the demo statements, the checker approves it', async () => {
    const organisers = rowsOf<{ code: string; bank: Record<string, string> | null; changed: string | null }>(
      await ctx.database.db.execute(sql`select code, profile->'bank' as bank, bank_details_changed_at as changed from organisers where code in ('ORG-MLE', 'ORG-BBL', 'ORG-HQC') order by code`),
    );
    expect(organisers).toHaveLength(3);
    for (const o of organisers) {
      expect(o.bank).toMatchObject(DEMO_ORGANISER_BANKS[o.code as keyof typeof DEMO_ORGANISER_BANKS]);
      // not changed recently and not under review: no automatic hold
      expect(o.changed).toBeNull();
    }
    const maker = await login(ctx.app, FINANCE_MAKER_ACCOUNT.email, DEMO_PASSWORD);
    const checker = await login(ctx.app, FINANCE_CHECKER_ACCOUNT.email, DEMO_PASSWORD);
    const queue = (await staffCall(ctx.app, maker, 'GET', `${P.payoutQueue}?status=ISSUED&limit=200`)).json().data;
    const withMoney = queue.list.filter((s: { netPayablePaise: number; batchId: string | null }) => s.netPayablePaise > 0 && !s.batchId);
    expect(withMoney.length).toBeGreaterThan(0);
    expect(withMoney.every((s: { payable: boolean }) => s.payable)).toBe(true);
    expect(withMoney.map((s: { organiserName: string }) => s.organiserName)).toContain(DEMO_ORGANISERS.main.name);
    const ids = withMoney.map((s: { id: string }) => s.id);
    const prepared = await staffCall(ctx.app, maker, 'POST', P.batches, { statementIds: ids, stepUp: await stepUp(ctx, maker, FINANCE_MAKER_ACCOUNT.mobile) });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const batch = prepared.json().data.batch;
    expect(batch.items.find((i: { organiserName: string }) => i.organiserName === DEMO_ORGANISERS.main.name)).toMatchObject({ ifsc: DEMO_ORGANISER_BANKS['ORG-MLE'].ifsc, beneficiaryName: DEMO_ORGANISER_BANKS['ORG-MLE'].beneficiaryName });
    const approved = await staffCall(ctx.app, checker, 'POST', P.batchApprove.replace(':id', batch.id), { stepUp: await stepUp(ctx, checker, FINANCE_CHECKER_ACCOUNT.mobile) });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.batch).toMatchObject({ status: 'APPROVED', approvedBy: FINANCE_CHECKER_ACCOUNT.email, preparedById: expect.any(String), approvedById: expect.any(String) });
  });
});
