import { computeStatement, financialYearOf, STATEMENT_ISSUE_AFTER_MS, STATEMENT_SWEEP_MS } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../src/services/ids';
import { nextDocumentNumber } from '../src/services/money/statement-rows';
import { STATEMENTS_SWEEP_KIND, STATEMENT_MAIL_KIND } from '../src/services/money/statements-job';
import { describeEngines, useTestApp } from './helpers';
import { buildFixture, type Fixture } from './report-helpers';
import { cancelBooking } from './scan-helpers';

const H = 3_600_000;

describeEngines('the statements job on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(query));
  const statementOf = async (sessionId: string) =>
    (await q<Record<string, unknown>>(sql`select * from statements where session_id = ${sessionId}::uuid`))[0];
  /** Runs the sweep's job as the worker would: enqueue at the clock, run what is due. */
  const runSweep = async () => {
    await ctx.app.money.statements.schedule(ctx.clock.now());
    ctx.clock.advance(STATEMENT_SWEEP_MS);
    return ctx.app.scheduling.queue.runDue({ kinds: [STATEMENTS_SWEEP_KIND], limit: 5 });
  };

  beforeAll(async () => {
    f = await buildFixture(ctx);
  });

  it('makes no statement before the show is over', async () => {
    await runSweep();
    expect(await statementOf(f.sessions.mumbai.id)).toBeUndefined();
  });

  it('drafts a statement once the show is over and issues it a day later, its figures the independent sums of its sold tickets', async () => {
    expect((await statementOf(f.sessions.over.id))!.status).toBe('DRAFT');
    expect((await statementOf(f.sessions.over.id))!.number).toBeNull();
    ctx.clock.advance(STATEMENT_ISSUE_AFTER_MS);
    await runSweep();
    const st = await statementOf(f.sessions.over.id);
    expect(st!.status).toBe('ISSUED');
    const fy = financialYearOf(ctx.clock.now());
    expect(st!.number).toMatch(new RegExp(`^ST/${fy}/\\d{6}$`));
    expect(String(st!.invoice_number)).toMatch(/^INV\d{4}\d{6}$/);
    const [sums] = await q<Record<string, string>>(sql`
      select count(*) as tickets, sum(price_paise) as gross, sum(discount_paise) as discounts,
        sum(price_paise - discount_paise + fee_paise + tax_paise) as paid, sum(fee_paise + tax_paise) as channel
      from tickets where session_id = ${f.sessions.over.id}::uuid and state <> 'cancelled'`);
    expect(Number(st!.tickets)).toBe(Number(sums!.tickets));
    expect(Number(st!.gross_sales_paise)).toBe(Number(sums!.gross));
    expect(Number(st!.discounts_paise)).toBe(Number(sums!.discounts ?? 0));
    expect(Number(st!.buyers_paid_paise)).toBe(Number(sums!.paid));
    expect(Number(st!.channel_keeps_paise)).toBe(Number(sums!.channel));
    // the domain on per-price sums gives the same net
    const perPrice = await q<{ price_paise: number; n: string }>(sql`
      select price_paise, count(*) as n from tickets where session_id = ${f.sessions.over.id}::uuid and state <> 'cancelled' group by price_paise`);
    const expected = computeStatement({
      groups: perPrice.map((p) => ({ ticketTypeId: 'x', ticketTypeName: 'x', channel: 'x', pricePaise: Number(p.price_paise), funder: null, tickets: Number(p.n), discountPaise: 0, channelFeePaise: 0, channelTaxPaise: 0 })),
      on: String(st!.rates_on),
      feeSupply: 'INTRA_STATE',
      tcsFlag: (st!.tcs_flag as 'Y' | 'N' | 'E'),
    });
    expect(Number(st!.net_payable_paise)).toBe(expected.figures.netPayablePaise);
    expect(Number(st!.platform_fee_paise)).toBe(expected.figures.platformFeePaise);
    // the issue mail was queued once
    const mails = await q<{ n: string }>(sql`select count(*) as n from scheduled_jobs where kind = ${STATEMENT_MAIL_KIND} and payload->>'statementId' = ${String(st!.id)}`);
    expect(Number(mails[0]!.n)).toBe(1);
  });

  it('once across a restart and two workers: one statement per session, numbers without gaps', async () => {
    ctx.clock.advance(80 * H); // every fixture show is over, a day ago or more
    const now = ctx.clock.now();
    const jobs = ctx.app.money.statements;
    // two workers sweep at once, then a "restarted" one again
    await Promise.all([jobs.sweep(now), jobs.sweep(now)]);
    await jobs.sweep(now);
    await runSweep();
    const per = await q<{ session_id: string; n: string }>(sql`select session_id, count(*) as n from statements group by session_id having count(*) > 1`);
    expect(per).toEqual([]);
    for (const s of [f.sessions.mumbai, f.sessions.delhi, f.sessions.over]) expect((await statementOf(s.id))!.status).toBe('ISSUED');
    const seqs = (await q<{ seq: number }>(sql`select seq from statements where issued_at is not null order by seq`)).map((r) => Number(r.seq));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const [counter] = await q<{ last_value: number }>(sql`select last_value from document_counters where kind = 'STATEMENT'`);
    expect(Number(counter!.last_value)).toBe(seqs.length);
    const mails = await q<{ n: string }>(sql`select count(*) as n from scheduled_jobs where kind = ${STATEMENT_MAIL_KIND}`);
    expect(Number(mails[0]!.n)).toBe(seqs.length);
  });

  it('the database refuses to change or delete an issued statement; lifecycle columns still move', async () => {
    const st = await statementOf(f.sessions.over.id);
    const id = String(st!.id);
    const db = ctx.database.db;
    await expect(db.execute(sql`update statements set net_payable_paise = net_payable_paise + 100, net_paise = net_paise + 100 where id = ${id}::uuid`)).rejects.toThrow();
    await expect(db.execute(sql`update statements set lines = '[]'::jsonb where id = ${id}::uuid`)).rejects.toThrow();
    await expect(db.execute(sql`update statements set number = 'ST/0000-01/000001' where id = ${id}::uuid`)).rejects.toThrow();
    await expect(db.execute(sql`update statements set status = 'DRAFT' where id = ${id}::uuid`)).rejects.toThrow();
    await expect(db.execute(sql`delete from statements where id = ${id}::uuid`)).rejects.toThrow();
    const after = await statementOf(f.sessions.over.id);
    expect(after!.net_payable_paise).toEqual(st!.net_payable_paise);
    await db.execute(sql`update statements set status = 'APPROVED', approved_at = now() where id = ${id}::uuid`);
    await db.execute(sql`update statements set status = 'PAID', paid_at = now(), utr = 'UTR000111' where id = ${id}::uuid`);
    await expect(db.execute(sql`update statements set utr = 'OTHER' where id = ${id}::uuid`)).rejects.toThrow();
    expect((await statementOf(f.sessions.over.id))!.status).toBe('PAID');
  });

  it('a cancellation after issue becomes an adjustment taken in by the next statement, never an edit', async () => {
    const before = await statementOf(f.sessions.mumbai.id);
    const res = await cancelBooking(ctx.app, f.bookings.m1!.bookingId);
    expect(res.statusCode).toBe(200);
    const after = await statementOf(f.sessions.mumbai.id);
    expect(after).toEqual(before);
    const [adj] = await q<Record<string, unknown>>(sql`select * from statement_adjustments where source_statement_id = ${String(before!.id)}::uuid`);
    expect(adj!.kind).toBe('CANCELLATION');
    expect(Number(adj!.tickets)).toBe(3);
    expect(Number(adj!.amount_paise)).toBeLessThan(0);
    // cancelling it again changes nothing
    await cancelBooking(ctx.app, f.bookings.m1!.bookingId);
    expect(await q(sql`select id from statement_adjustments`)).toHaveLength(1);
    // the organiser's next statement takes it in: a new past session of the same event
    const [s] = await q<{ id: string }>(sql`
      insert into event_sessions (event_id, venue_code, venue_name, show_time)
      values (${f.eventId}::uuid, 'NCPA', 'NCPA Tata Theatre, Nariman Point', ${new Date(ctx.clock.now().getTime() - STATEMENT_ISSUE_AFTER_MS - H).toISOString()}::timestamptz) returning id`);
    await ctx.app.money.statements.sweep(ctx.clock.now());
    const next = await statementOf(s!.id);
    expect(next!.status).toBe('ISSUED');
    expect(Number(next!.adjustments_paise)).toBe(Number(adj!.amount_paise));
    // nothing sold: the adjustment makes the net negative, carried forward
    expect(Number(next!.net_payable_paise)).toBe(0);
    expect(Number(next!.carried_out_paise)).toBe(-Number(adj!.amount_paise));
    const [applied] = await q<{ applied_statement_id: string }>(sql`select applied_statement_id from statement_adjustments`);
    expect(applied!.applied_statement_id).toBe(next!.id);
    await expect(ctx.database.db.execute(sql`update statement_adjustments set amount_paise = 0`)).rejects.toThrow();
  });

  it('holds automatically with the reason while the organiser is not approved or its bank details changed recently', async () => {
    const db = ctx.database.db;
    const [org] = await q<{ id: string }>(sql`select organiser_id as id from events where id = ${f.eventId}::uuid`);
    const past = async () => {
      const [s] = await q<{ id: string }>(sql`
        insert into event_sessions (event_id, venue_code, venue_name, show_time)
        values (${f.eventId}::uuid, 'NCPA', 'NCPA', ${new Date(ctx.clock.now().getTime() - STATEMENT_ISSUE_AFTER_MS - H).toISOString()}::timestamptz) returning id`);
      return s!.id;
    };
    await db.execute(sql`update organisers set bank_details_changed_at = ${ctx.clock.now().toISOString()}::timestamptz where id = ${org!.id}::uuid`);
    const held = await past();
    await ctx.app.money.statements.sweep(ctx.clock.now());
    let st = await statementOf(held);
    expect([st!.status, st!.hold_reason, st!.number]).toEqual(['ON_HOLD', 'BANK_CHANGED_RECENTLY', null]);
    // still held at the next look; issued (with the carried amount taken in) once the days have passed
    ctx.clock.advance(6 * 24 * H);
    await ctx.app.money.statements.sweep(ctx.clock.now());
    st = await statementOf(held);
    expect(st!.status).toBe('ISSUED');
    expect(Number(st!.carried_in_paise)).toBeGreaterThan(0);
    await db.execute(sql`update organisers set status = 'pending' where id = ${org!.id}::uuid`);
    const notApproved = await past();
    await ctx.app.money.statements.sweep(ctx.clock.now());
    expect((await statementOf(notApproved))!.hold_reason).toBe('ORGANISER_NOT_APPROVED');
    await db.execute(sql`update organisers set status = 'approved' where id = ${org!.id}::uuid`);
  });

  it('a rolled-back issue gives its number back', async () => {
    const fy = financialYearOf(ctx.clock.now());
    const [before] = await q<{ last_value: number }>(sql`select last_value from document_counters where kind = 'STATEMENT' and financial_year = ${fy}`);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'STATEMENT', fy);
        throw new Error('failed after numbering');
      }),
    ).rejects.toThrow('failed after numbering');
    const [after] = await q<{ last_value: number }>(sql`select last_value from document_counters where kind = 'STATEMENT' and financial_year = ${fy}`);
    expect(Number(after!.last_value)).toBe(Number(before!.last_value));
  });

  // Real concurrency needs real connections: PGlite serialises everything on one.
  if (engine === 'postgres') {
    it('numbers stay gapless and unique when many statements are issued at once', async () => {
      const at = new Date(ctx.clock.now().getTime() - STATEMENT_ISSUE_AFTER_MS - H).toISOString();
      const sessions = await q<{ id: string }>(sql`
        insert into event_sessions (event_id, venue_code, venue_name, show_time)
        select ${f.eventId}::uuid, 'NCPA', 'NCPA', ${at}::timestamptz - g * interval '1 minute' from generate_series(1, 30) g returning id`);
      const issuer = ctx.app.money.statements.issuer;
      for (const s of sessions) await issuer.createDraft(s.id, ctx.clock.now());
      const ids = await q<{ id: string }>(sql`select id from statements where issued_at is null and status = 'DRAFT'`);
      expect(ids.length).toBeGreaterThanOrEqual(30);
      const outcomes = await Promise.all([...ids, ...ids].map((r) => issuer.issue(r.id, ctx.clock.now())));
      expect(outcomes.filter((o) => 'issued' in o)).toHaveLength(ids.length);
      const fy = financialYearOf(ctx.clock.now());
      const seqs = (await q<{ seq: number }>(sql`select seq from statements where financial_year = ${fy} order by seq`)).map((r) => Number(r.seq));
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      const [counter] = await q<{ last_value: number }>(sql`select last_value from document_counters where kind = 'STATEMENT' and financial_year = ${fy}`);
      expect(Number(counter!.last_value)).toBe(seqs.length);
    });
  }
});
