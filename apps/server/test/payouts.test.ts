import {
  bankAmount, BANK_FILE_COLUMNS, istDateOf, parseCsv, PAYOUT_ROUTES, SETTLEMENT_MESSAGES, SETTLEMENT_PATHS as P,
} from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../src/services/ids';
import { PAYOUT_PAID_MAIL_KIND } from '../src/services/money/payouts-mail';
import { describeEngines, outbox, useTestApp } from './helpers';
import { BANKS, CHECKER, issuedStatements, type IssuedStatement, MAKER, payoutTokens, type PayoutTokens, stepUp } from './payouts-helpers';
import { auditOf, staffCall } from './staff-helpers';

const path = (p: string, id: string) => p.replace(':id', id);
const NOBODY = '00000000-0000-4000-8000-000000000000';

describeEngines('staff payouts on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let t: PayoutTokens;
  let st: IssuedStatement[];
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(query));
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => staffCall(ctx.app, token, method, `${url}`, payload);
  const prepare = async (ids: string[], token = t.maker, who: { mobile: string } = MAKER) =>
    call(token, 'POST', P.batches, { statementIds: ids, stepUp: await stepUp(ctx, token, who.mobile) });
  const approve = async (id: string, token = t.checker, who: { mobile: string } = CHECKER) =>
    call(token, 'POST', path(P.batchApprove, id), { stepUp: await stepUp(ctx, token, who.mobile) });
  /** What the database holds of a batch and its statements: compared before and after a refused request. */
  const snapshot = async (batchId: string) => ({
    batch: await q(sql`select status, paid_at, approved_by, bank_file_at from payout_batches where id = ${batchId}::uuid`),
    items: await q(sql`select id, utr, paid_at from payout_batch_items where batch_id = ${batchId}::uuid order by id`),
    statements: await q(sql`select id, status, utr, paid_at from statements where payout_batch_id = ${batchId}::uuid order by id`),
    mails: await q(sql`select id from scheduled_jobs where kind = ${PAYOUT_PAID_MAIL_KIND}`),
  });

  beforeAll(async () => {
    t = await payoutTokens(ctx);
    st = await issuedStatements(ctx, 4, (i) => i * 3);
  });

  it('every payout route: 401 without a token, 403 for an organiser, gate staff and a reviewer without finance', async () => {
    expect(PAYOUT_ROUTES.length).toBe(13);
    for (const r of PAYOUT_ROUTES) {
      const url = path(r.path, NOBODY);
      expect((await staffCall(ctx.app, undefined, r.method, url, r.method === 'POST' ? {} : undefined)).statusCode, `${r.method} ${url}`).toBe(401);
      for (const who of ['organiser', 'organiser2', 'gate', 'reviewer'] as const) {
        const res = await call(t[who], r.method, url, r.method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${who} ${r.method} ${url}`).toBe(403);
      }
    }
  });

  it('the queue: every organiser, filtered by status, age and amount, paged', async () => {
    const all = await call(t.maker, 'GET', `${P.payoutQueue}?status=ISSUED&limit=200`);
    expect(all.statusCode).toBe(200);
    const numbers = all.json().data.list.map((s: { number: string }) => s.number);
    for (const s of st) expect(numbers).toContain(s.number);
    expect(new Set(all.json().data.list.map((s: { organiserName: string }) => s.organiserName)).size).toBeGreaterThanOrEqual(2);
    expect(all.json().data.list.every((s: { payable: boolean }) => s.payable)).toBe(true);
    const big = await call(t.maker, 'GET', `${P.payoutQueue}?minAmountPaise=${st[5]!.netPayablePaise}&maxAmountPaise=${st[6]!.netPayablePaise}`);
    expect(big.json().data.list.map((s: { number: string }) => s.number).sort()).toEqual([st[5]!.number, st[6]!.number].sort());
    const old = await call(t.maker, 'GET', `${P.payoutQueue}?minAgeDays=18`);
    expect(old.json().data.list.map((s: { number: string }) => s.number).sort()).toEqual([st[6]!.number, st[7]!.number].sort());
    const page = await call(t.maker, 'GET', `${P.payoutQueue}?limit=3&offset=3`);
    expect(page.json().data).toMatchObject({ limit: 3, offset: 3, total: all.json().data.total });
    expect(page.json().data.list).toHaveLength(3);
    expect((await call(t.maker, 'GET', `${P.payoutQueue}?status=DRAFTY`)).statusCode).toBe(400);
  });

  it('prepare needs the maker\'s own fresh code; amounts and bank details come from the statements and KYC', async () => {
    const ids = [st[0]!.id, st[4]!.id];
    expect((await call(t.maker, 'POST', P.batches, { statementIds: ids })).statusCode).toBe(400);
    const checkersCode = await stepUp(ctx, t.checker, CHECKER.mobile);
    expect((await call(t.maker, 'POST', P.batches, { statementIds: ids, stepUp: checkersCode })).json().errors.code).toBe('ERR.STEP_UP.INVALID');
    const wrong = await stepUp(ctx, t.maker, MAKER.mobile);
    expect((await call(t.maker, 'POST', P.batches, { statementIds: ids, stepUp: { ...wrong, otp: wrong.otp === '000000' ? '111111' : '000000' } })).statusCode).toBe(400);
    expect(await q(sql`select id from payout_batches`)).toEqual([]);

    const res = await prepare(ids);
    expect(res.statusCode).toBe(201);
    const batch = res.json().data.batch;
    expect(batch).toMatchObject({ status: 'PREPARED', itemCount: 2, totalPaise: st[0]!.netPayablePaise + st[4]!.netPayablePaise, preparedBy: MAKER.email });
    expect(batch.number).toMatch(/^PB\/\d{4}-\d{2}\/\d{4}$/);
    const mle = batch.items.find((i: { statementId: string }) => i.statementId === st[0]!.id);
    expect(mle).toMatchObject({ amountPaise: st[0]!.netPayablePaise, beneficiaryName: BANKS['ORG-MLE'].beneficiaryName, ifsc: BANKS['ORG-MLE'].ifsc, narration: `DIY payout ${st[0]!.number}` });
    expect(mle.accountNumber).toBe(`XXXXXXXXXX${BANKS['ORG-MLE'].accountNumber.slice(-4)}`);
    // the same statement cannot go into a second batch; each bad one is named
    const again = await prepare([st[0]!.id, st[1]!.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.statements).toEqual([{ id: st[0]!.id, number: st[0]!.number, reason: 'is in another batch' }]);
    const [audit] = await auditOf(ctx.app, t.admin, { action: 'payout_batch.prepare', targetId: batch.id });
    expect(audit).toMatchObject({ actorName: MAKER.email, after: { itemCount: 2 } });
  });

  it('maker and checker: the maker cannot approve (409 with the reason), nor can the database be made to', async () => {
    const res = await prepare([st[1]!.id]);
    const id = res.json().data.batch.id;
    const self = await approve(id, t.maker, MAKER);
    expect(self.statusCode).toBe(409);
    expect(self.json().errors.message).toBe(SETTLEMENT_MESSAGES.sameMaker);
    await expect(ctx.database.db.execute(sql`update payout_batches set approved_by = prepared_by, status = 'APPROVED' where id = ${id}::uuid`)).rejects.toThrow();
    const ok = await approve(id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.batch).toMatchObject({ status: 'APPROVED', approvedBy: CHECKER.email });
    expect(await q(sql`select status, approved_by is not null as by from statements where id = ${st[1]!.id}::uuid`)).toEqual([{ status: 'APPROVED', by: true }]);
    // a cancelled batch gives its statements back to the queue
    const cancel = await call(t.checker, 'POST', path(P.batchCancel, id), {});
    expect(cancel.json().data.batch.status).toBe('CANCELLED');
    expect(await q(sql`select status, payout_batch_id, approved_at from statements where id = ${st[1]!.id}::uuid`)).toEqual([{ status: 'ISSUED', payout_batch_id: null, approved_at: null }]);
    expect((await approve(id)).statusCode).toBe(409);
  });

  it('two checkers approving at once: approved once', async () => {
    const id = (await prepare([st[2]!.id])).json().data.batch.id;
    const codes = [await stepUp(ctx, t.checker, CHECKER.mobile), await stepUp(ctx, t.admin, '9000000003')];
    const results = await Promise.all([
      call(t.checker, 'POST', path(P.batchApprove, id), { stepUp: codes[0] }),
      call(t.admin, 'POST', path(P.batchApprove, id), { stepUp: codes[1] }),
    ]);
    expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([200, 409]);
    expect(await auditOf(ctx.app, t.admin, { action: 'payout_batch.approve', targetId: id })).toHaveLength(1);
  });

  it('the bank file, then bad UTR files refused whole with each bad row named and nothing written; then paid', async () => {
    const batch = (await prepare([st[3]!.id, st[5]!.id])).json().data.batch;
    const id = batch.id as string;
    expect((await call(t.checker, 'GET', path(P.batchBankFile, id))).statusCode).toBe(409); // not approved yet
    await approve(id);
    expect((await call(t.checker, 'POST', path(P.batchUtrs, id), { responseCsv: 'x' })).json().errors.code).toBe('ERR.PAYOUT_BATCH.NO_BANK_FILE');
    const file = await call(t.checker, 'GET', path(P.batchBankFile, id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toEqual([...BANK_FILE_COLUMNS]);
    const byNumber = (n: string) => rows.find((r) => r[4] === `DIY payout ${n}`)!;
    expect(byNumber(st[3]!.number)).toEqual([BANKS['ORG-MLE'].beneficiaryName, BANKS['ORG-MLE'].accountNumber, BANKS['ORG-MLE'].ifsc, bankAmount(st[3]!.netPayablePaise), `DIY payout ${st[3]!.number}`]);
    expect(byNumber(st[5]!.number)[1]).toBe(BANKS['ORG-BBL'].accountNumber);

    const before = await snapshot(id);
    const a = st[3]!;
    const b = st[5]!;
    const bad: [string, string, number][] = [
      // wrong amount
      [`Statement number,Amount,UTR,Date\n${a.number},${bankAmount(a.netPayablePaise + 1)},HDFCN52026112800001,28/11/2026\n${b.number},${bankAmount(b.netPayablePaise)},UTIBN52026112800002,28/11/2026\n`, a.number, 2],
      // duplicate UTR
      [`Statement number,Amount,UTR,Date\n${a.number},${bankAmount(a.netPayablePaise)},HDFCN52026112800001,28/11/2026\n${b.number},${bankAmount(b.netPayablePaise)},HDFCN52026112800001,28/11/2026\n`, b.number, 3],
      // unknown row (another statement), and so a missing row
      [`Statement number,Amount,UTR,Date\n${a.number},${bankAmount(a.netPayablePaise)},HDFCN52026112800001,28/11/2026\n${st[6]!.number},${bankAmount(st[6]!.netPayablePaise)},UTIBN52026112800002,28/11/2026\n`, st[6]!.number, 3],
      // missing row
      [`Statement number,Amount,UTR,Date\n${a.number},${bankAmount(a.netPayablePaise)},HDFCN52026112800001,28/11/2026\n`, b.number, -1],
    ];
    for (const [csv, reference, line] of bad) {
      const res = await call(t.checker, 'POST', path(P.batchUtrs, id), { responseCsv: csv });
      expect(res.statusCode, csv).toBe(422);
      expect(res.json().errors.rows).toContainEqual(expect.objectContaining({ reference, line: line < 0 ? null : line }));
      expect(await snapshot(id)).toEqual(before);
    }
    // a UTR another batch already used is refused too: entered by hand this time
    await ctx.database.db.execute(sql`update payout_batch_items set utr = 'USEDUTR000000001' where statement_id = ${st[0]!.id}::uuid`);
    const used = await call(t.checker, 'POST', path(P.batchUtrs, id), { entries: [{ statementNumber: a.number, utr: 'USEDUTR000000001', paidOn: '2026-11-28' }, { statementNumber: b.number, utr: 'UTIBN52026112800002', paidOn: '2026-11-28' }] });
    expect(used.statusCode).toBe(422);
    expect(used.json().errors.rows).toEqual([expect.objectContaining({ line: 1, reference: a.number })]);
    expect(await snapshot(id)).toEqual(before);

    // the bank's file matched by account and amount
    const good = `Account number,Amount,UTR,Date\r\n${BANKS['ORG-MLE'].accountNumber},${bankAmount(a.netPayablePaise)},HDFCN52026112800001,28/11/2026\r\n${BANKS['ORG-BBL'].accountNumber},"${bankAmount(b.netPayablePaise)}",UTIBN52026112800002,28/11/2026\r\n`;
    const paid = await call(t.checker, 'POST', path(P.batchUtrs, id), { responseCsv: good });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.batch.status).toBe('PAID');
    expect(await q(sql`select status, utr from statements where id in (${a.id}::uuid, ${b.id}::uuid) order by utr`)).toEqual([
      { status: 'PAID', utr: 'HDFCN52026112800001' },
      { status: 'PAID', utr: 'UTIBN52026112800002' },
    ]);
    // the organiser's "paid" mail
    await ctx.app.scheduling.queue.runDue({ kinds: [PAYOUT_PAID_MAIL_KIND], limit: 10 });
    const [mail] = await outbox(ctx.app, 'organiser@demo.in');
    expect(mail).toMatchObject({ subject: `Settlement statement ${a.number} paid` });
    expect(mail!.body).toContain('UTR: HDFCN52026112800001');
    expect(mail!.body).toContain('Paid on: 28/11/2026');
    const [entry] = await auditOf(ctx.app, t.admin, { action: 'payout_batch.paid', targetId: id });
    expect(entry!.after.payments).toHaveLength(2);
  });

  it('hold and release with a note; a held statement cannot be batched; automatic holds are not finance\'s to release', async () => {
    const s = st[7]!;
    expect((await call(t.maker, 'POST', path(P.statementHold, s.id), { note: 'x' })).statusCode).toBe(400);
    const held = await call(t.maker, 'POST', path(P.statementHold, s.id), { note: 'Bank letter pending' });
    expect(held.statusCode).toBe(200);
    expect(await q(sql`select status, hold_reason, hold_note, hold_from_status from statements where id = ${s.id}::uuid`)).toEqual([{ status: 'ON_HOLD', hold_reason: 'MANUAL', hold_note: 'Bank letter pending', hold_from_status: 'ISSUED' }]);
    const refused = await prepare([s.id]);
    expect(refused.json().errors.statements).toEqual([{ id: s.id, number: s.number, reason: 'is on hold' }]);
    expect((await call(t.maker, 'POST', path(P.statementHold, s.id), { note: 'Again' })).statusCode).toBe(409);
    expect((await call(t.maker, 'POST', path(P.statementRelease, s.id), { note: 'Letter received' })).statusCode).toBe(200);
    expect(await q(sql`select status, hold_reason from statements where id = ${s.id}::uuid`)).toEqual([{ status: 'ISSUED', hold_reason: null }]);
    expect((await call(t.maker, 'POST', path(P.statementRelease, s.id), { note: 'Again' })).statusCode).toBe(409);
    expect((await call(t.maker, 'POST', path(P.statementHold, NOBODY), { note: 'Nobody' })).statusCode).toBe(404);
    const audit = await auditOf(ctx.app, t.admin, { targetId: s.id });
    expect(audit.map((e) => e.action)).toEqual(['statement.release', 'statement.hold']);
    expect(audit[0]!.after.note).toBe('Letter received');
  });

  it('UTRs entered by hand: refused before the checker approves and before the bank file; bad entries refused with each row named and nothing written', async () => {
    const [a, b] = [st[1]!, st[6]!];
    const id = (await prepare([a.id, b.id])).json().data.batch.id as string;
    const entries = (utrA: string, utrB: string, paidOn = '2026-11-28') => ({ entries: [{ statementNumber: a.number, utr: utrA, paidOn }, { statementNumber: b.number, utr: utrB, paidOn }] });
    const good = entries('HDFCN52026112900011', 'UTIBN52026112900012');
    const utrs = (body: unknown, token = t.checker) => call(token, 'POST', path(P.batchUtrs, id), body);
    // the maker's own batch: not approved by the maker, and no UTRs before a checker approved it
    expect((await approve(id, t.maker, MAKER)).json().errors.code).toBe('ERR.PAYOUT_BATCH.SAME_PERSON');
    expect((await utrs(good)).json().errors.code).toBe('ERR.PAYOUT_BATCH.STATE');
    expect((await utrs(good, t.maker)).json().errors.code).toBe('ERR.PAYOUT_BATCH.STATE');
    expect((await approve(id)).statusCode).toBe(200);
    expect((await utrs(good)).json().errors.code).toBe('ERR.PAYOUT_BATCH.NO_BANK_FILE');
    // nobody but finance staff, whatever the body
    for (const who of ['organiser', 'organiser2', 'gate', 'reviewer'] as const) expect((await utrs(good, t[who])).statusCode, who).toBe(403);
    expect((await call(t.checker, 'GET', path(P.batchBankFile, id))).statusCode).toBe(200);

    const before = await snapshot(id);
    // the schema: a malformed UTR, a date not as yyyy-MM-dd, no entries
    for (const body of [entries('HDFC-1', 'UTIBN52026112900012'), entries('HDFCN52026112900011', 'UTIBN52026112900012', '28/11/2026'), { entries: [] }]) {
      const res = await utrs(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(await snapshot(id)).toEqual(before);
    }
    const named: [unknown, { line: number | null; reference: string }][] = [
      // a UTR used twice in the entries: the second row is named
      [entries('HDFCN52026112900011', 'hdfcn52026112900011'), { line: 2, reference: b.number }],
      // a statement of another batch
      [{ entries: [good.entries[0], { ...good.entries[1], statementNumber: st[2]!.number }] }, { line: 2, reference: st[2]!.number }],
      // a row missing
      [{ entries: [good.entries[0]] }, { line: null, reference: b.number }],
      // a statement twice
      [{ entries: [good.entries[0], { ...good.entries[0], utr: 'UTIBN52026112900012' }] }, { line: 2, reference: a.number }],
      // not a calendar day
      [entries('HDFCN52026112900011', 'UTIBN52026112900012', '2026-02-30'), { line: 1, reference: a.number }],
      // a UTR an earlier payment used
      [entries('HDFCN52026112800001', 'UTIBN52026112900012'), { line: 1, reference: a.number }],
      // paid tomorrow: not yet
      [entries('HDFCN52026112900011', 'UTIBN52026112900012', istDateOf(new Date(ctx.clock.now().getTime() + 86_400_000))), { line: 1, reference: a.number }],
    ];
    for (const [body, row] of named) {
      const res = await utrs(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.code).toBe('ERR.PAYOUT_BATCH.RESPONSE_MISMATCH');
      expect(res.json().errors.rows, JSON.stringify(body)).toContainEqual(expect.objectContaining(row));
      expect(await snapshot(id)).toEqual(before);
    }

    const paid = await utrs(good);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.batch.items.map((i: { utr: string }) => i.utr).sort()).toEqual(['HDFCN52026112900011', 'UTIBN52026112900012']);
    const mine = (await call(t.organiser, 'GET', `${P.statements}?status=PAID&limit=100`)).json().data.list;
    expect(mine.find((s: { id: string }) => s.id === a.id)).toMatchObject({ status: 'PAID', utr: 'HDFCN52026112900011', paidAt: '2026-11-27T18:30:00.000Z' });
    // once paid, nothing more is recorded
    const after = await snapshot(id);
    expect((await utrs(entries('HDFCN52026112900021', 'UTIBN52026112900022'))).json().errors.code).toBe('ERR.PAYOUT_BATCH.STATE');
    expect(await snapshot(id)).toEqual(after);
    const [entry] = await auditOf(ctx.app, t.admin, { action: 'payout_batch.paid', targetId: id });
    expect(entry).toMatchObject({ actorName: CHECKER.email });
  });
});
