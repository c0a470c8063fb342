import { DEMO_PASSWORD, financialYearOf, INVOICE_NUMBER_MAX_LENGTH, quarterRange, QUARTERS } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { rowsOf } from '../src/services/ids';
import { hashPassword } from '../src/services/password';
import { api, describeEngines, login, useTestApp } from './helpers';
import { buildFixture, get, grantedUser, parseCsv, type Fixture } from './report-helpers';

const H = 3_600_000;
const FINANCE_USER = { email: 'money@mle.example.in', mobile: '9811100009' } as const;

describeEngines('the Payments routes on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  let financeUser: string;
  let financeStaff: string;
  let over: Record<string, unknown>;
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(query));
  const countRows = async (table: string) => Number((await q<{ n: string }>(sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

  beforeAll(async () => {
    f = await buildFixture(ctx);
    const admin = await login(ctx.app, 'admin@demo.in', DEMO_PASSWORD);
    financeUser = await grantedUser(ctx, admin, FINANCE_USER, ['DIY_FINANCE']);
    await ctx.database.db.insert(users).values({ email: 'finance.test@demo.in', mobile: '9600000199', name: 'Finance', roles: ['finance'], passwordHash: await hashPassword(DEMO_PASSWORD) });
    financeStaff = await login(ctx.app, 'finance.test@demo.in', DEMO_PASSWORD);
    // every fixture show is over a day 100 hours on; the clock comes back so the logins stay valid
    const t0 = ctx.clock.now();
    ctx.clock.advance(100 * H);
    await ctx.app.money.statements.sweep(ctx.clock.now());
    ctx.clock.current = t0;
    over = (await q<Record<string, unknown>>(sql`select * from statements where session_id = ${f.sessions.over.id}::uuid`))[0]!;
  });

  it('lists the organiser statements by status with counts, and what is due next', async () => {
    const res = await get(ctx.app, '/api/payments/statements', f.tokens.organiser);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const mine = data.list.filter((s: { eventCode: string }) => s.eventCode === f.eventCode);
    expect(mine.map((s: { sessionId: string }) => s.sessionId).sort()).toEqual([f.sessions.mumbai.id, f.sessions.delhi.id, f.sessions.over.id].sort());
    expect(data.counts.ISSUED).toBeGreaterThanOrEqual(3);
    const issued = await get(ctx.app, '/api/payments/statements?status=ISSUED&limit=2', f.tokens.organiser);
    expect(issued.json().data.list).toHaveLength(2);
    expect(issued.json().data.total).toBe(data.counts.ISSUED);
    const due = (await get(ctx.app, '/api/payments/due', f.tokens.organiser)).json().data;
    const [sums] = await q<{ d: string; total: string }>(sql`
      select min(due_date)::text as d, sum(net_payable_paise) as total from statements
      where organiser_id = (select organiser_id from events where id = ${f.eventId}::uuid) and status in ('ISSUED', 'APPROVED') and net_payable_paise > 0`);
    expect(due.dueDate).toBe(sums!.d);
    expect(due.outstandingPaise).toBe(Number(sums!.total));
  });

  it("one event's statements with ?eventCode=, counts of that event; another organiser's event is refused as unknown", async () => {
    const res = await get(ctx.app, `/api/payments/statements?eventCode=${f.eventCode.toLowerCase()}&limit=100`, f.tokens.organiser);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.list.map((s: { sessionId: string }) => s.sessionId).sort()).toEqual([f.sessions.mumbai.id, f.sessions.delhi.id, f.sessions.over.id].sort());
    expect(data.list.every((s: { eventCode: string }) => s.eventCode === f.eventCode)).toBe(true);
    expect(data.total).toBe(3);
    expect(Object.values(data.counts).reduce((n: number, c) => n + Number(c), 0)).toBe(3);
    const issued = (await get(ctx.app, `/api/payments/statements?eventCode=${f.eventCode}&status=ISSUED`, f.tokens.organiser)).json().data;
    expect(issued.total).toBe(data.counts.ISSUED);
    expect(issued.list.every((s: { status: string; eventCode: string }) => s.status === 'ISSUED' && s.eventCode === f.eventCode)).toBe(true);
    // another organiser's event, an unknown one: 404 as unknown; not an event code: 400
    for (const [token, code] of [[f.tokens.organiser, f.other.eventCode], [f.tokens.organiser2, f.eventCode], [f.tokens.organiser, 'ET99999999']] as const) {
      const refused = await get(ctx.app, `/api/payments/statements?eventCode=${code}`, token);
      expect(refused.statusCode, code).toBe(404);
      expect(refused.json().errors.code).toBe('ERR.STATEMENT.EVENT_NOT_FOUND');
    }
    expect((await get(ctx.app, `/api/payments/statements?eventCode=ET1'--`, f.tokens.organiser)).statusCode).toBe(400);
    expect((await get(ctx.app, `/api/payments/statements?eventCode=${f.eventCode}`, f.tokens.gate)).statusCode).toBe(403);
  });

  it('a statement reconciles with the session report for the same tickets', async () => {
    for (const s of [f.sessions.mumbai, f.sessions.delhi, f.sessions.over]) {
      const [row] = await q<{ id: string }>(sql`select id from statements where session_id = ${s.id}::uuid`);
      const st = (await get(ctx.app, `/api/payments/statements/${row!.id}`, f.tokens.organiser)).json().data;
      const report = (await get(ctx.app, `/api/reports/session-wise/v1/event/${f.eventCode}/session/${s.id}`, f.tokens.organiser)).json().data.totals;
      expect(st.figures.tickets).toBe(report.sold);
      expect(st.figures.buyersPaidPaise).toBe(report.grossPaise);
      expect(st.figures.channelKeepsPaise).toBe(report.feesPaise + report.taxesPaise);
      expect(st.figures.discountsPaise).toBe(report.discountsPaise);
      // the report's net is P - D on today's reports, and the money model's "Net to you" once they use it
      expect([st.figures.netTaxableValuePaise, st.figures.proceedsPaise]).toContain(report.netPaise);
      expect(st.figures.netPaise).toBe(st.figures.proceedsPaise - st.figures.tcs.totalPaise - st.figures.tdsPaise + st.figures.adjustmentsPaise - st.figures.carriedInPaise);
    }
  });

  it('the statement PDF and the fee tax invoice PDF', async () => {
    const pdf = await get(ctx.app, `/api/payments/statements/${String(over.id)}/pdf`, f.tokens.organiser);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(`Settlement statement ${String(over.number)}`);
    const inv = await get(ctx.app, `/api/payments/statements/${String(over.id)}/invoice`, financeUser);
    expect(inv.statusCode).toBe(200);
    const doc = await PDFDocument.load(inv.rawPayload);
    expect(doc.getTitle()).toBe(`Tax invoice ${String(over.invoice_number)}`);
    expect(String(over.invoice_number).length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    // invoice numbers are consecutive in the year
    const seqs = (await q<{ n: string }>(sql`select invoice_number as n from statements where invoice_number is not null order by invoice_number`)).map((r) => Number(r.n.slice(7)));
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  });

  it("the quarter's TCS and TDS CSV", async () => {
    const fy = financialYearOf(ctx.clock.now());
    const quarter = QUARTERS.find((qq) => {
      const r = quarterRange(fy, qq);
      const today = new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
      return r.from <= today && today < r.to;
    })!;
    const res = await get(ctx.app, `/api/payments/withholding.csv?financialYear=${fy}&quarter=${quarter}`, f.tokens.organiser);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]![0]).toBe('Statement');
    const line = rows.find((r) => r[0] === over.number)!;
    expect(line[14]).toBe((Number(over.tds_paise) / 100).toFixed(2));
    expect(rows.at(-1)![0]).toBe('Total');
    const bad = await get(ctx.app, `/api/payments/withholding.csv?financialYear=2026-28&quarter=Q1`, f.tokens.organiser);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses everyone but the owner and DIY_FINANCE users; another organiser gets 404 on every route with an id', async () => {
    const id = String(over.id);
    for (const path of ['/api/payments/statements', '/api/payments/due', `/api/payments/statements/${id}`, `/api/payments/statements/${id}/pdf`, `/api/payments/statements/${id}/invoice`]) {
      expect((await get(ctx.app, path)).statusCode, path).toBe(401);
      for (const [who, token] of [['gate', f.tokens.gate], ['reviewer', f.tokens.reviewer], ['reports user', f.tokens.reportUser], ['offers user', f.tokens.offersUser], ['finance staff', financeStaff]] as const) {
        expect((await get(ctx.app, path, token)).statusCode, `${who} ${path}`).toBe(403);
      }
      expect((await get(ctx.app, path, financeUser)).statusCode, `finance user ${path}`).toBe(200);
    }
    for (const path of [`/api/payments/statements/${id}`, `/api/payments/statements/${id}/pdf`, `/api/payments/statements/${id}/invoice`]) {
      const res = await get(ctx.app, path, f.tokens.organiser2);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().errors.code).toBe('ERR.STATEMENT.NOT_FOUND');
    }
    expect((await get(ctx.app, '/api/payments/statements', f.tokens.organiser2)).json().data.list.some((s: { id: string }) => s.id === id)).toBe(false);
    expect((await get(ctx.app, '/api/payments/statements/not-a-uuid', f.tokens.organiser)).statusCode).toBe(404);
    expect((await get(ctx.app, '/api/payments/statements?status=LOST', f.tokens.organiser)).statusCode).toBe(400);
  });

  it('finance staff add a tax rate from a date, audited; bad input and other roles are refused with nothing written', async () => {
    const rates = (await get(ctx.app, '/api/finance/tax-rates', financeStaff)).json().data.list;
    expect(rates.filter((r: { kind: string }) => r.kind === 'TDS').map((r: { rateBp: number }) => r.rateBp)).toEqual([100, 10]);
    const before = { rates: await countRows('tax_rate_overrides'), audit: await countRows('audit_log') };
    const post = (body: unknown, token = financeStaff) => api(ctx.app, { method: 'POST', url: '/api/finance/tax-rates', token, payload: body as object });
    const today = new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    for (const [body, status] of [
      [{ kind: 'TDS', rateBp: 20, effectiveFrom: '2020-01-01', note: 'a notice' }, 400],
      [{ kind: 'TDS', rateBp: 20, effectiveFrom: '2031-02-30', note: 'a notice' }, 400],
      [{ kind: 'TDS', rateBp: 5001, effectiveFrom: '2031-01-01', note: 'a notice' }, 400],
      [{ kind: 'VAT', rateBp: 20, effectiveFrom: '2031-01-01', note: 'a notice' }, 400],
      [{ kind: 'TDS', rateBp: 20, effectiveFrom: '2031-01-01' }, 400],
    ] as const) {
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(status);
    }
    for (const token of [f.tokens.organiser, f.tokens.gate, f.tokens.reviewer, financeUser]) {
      expect((await post({ kind: 'TDS', rateBp: 20, effectiveFrom: '2031-01-01', note: 'a notice' }, token)).statusCode).toBe(403);
      expect((await get(ctx.app, '/api/finance/tax-rates', token)).statusCode).toBe(403);
    }
    expect({ rates: await countRows('tax_rate_overrides'), audit: await countRows('audit_log') }).toEqual(before);
    const added = await post({ kind: 'TDS', rateBp: 20, effectiveFrom: today, note: 'Notice 1/2026' });
    expect(added.statusCode).toBe(201);
    expect((await post({ kind: 'TDS', rateBp: 30, effectiveFrom: today, note: 'again' })).statusCode).toBe(409);
    const [audit] = await q<{ action: string; target_id: string }>(sql`select action, target_id from audit_log where action = 'tax_rate.add'`);
    expect(audit!.target_id).toBe(added.json().data.rate.id);
    // a statement of a show on that date uses the new rate
    const [s] = await q<{ id: string }>(sql`
      insert into event_sessions (event_id, venue_code, venue_name, show_time)
      values (${f.eventId}::uuid, 'NCPA', 'NCPA', ${new Date(ctx.clock.now().getTime() - 7 * H).toISOString()}::timestamptz) returning id`);
    await ctx.app.money.statements.sweep(ctx.clock.now());
    const [st] = await q<{ rates: { tdsBp: number; on: string } }>(sql`select rates from statements where session_id = ${s!.id}::uuid`);
    expect(st!.rates.tdsBp).toBe(st!.rates.on >= today ? 20 : 10);
  });
});
