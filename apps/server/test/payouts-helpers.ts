import { DEMO_ACCOUNTS, DEMO_PASSWORD, financialYearOf, istDateOf, OTP_SEND_WINDOW_MS, PAYOUT_STEP_UP_PATH, statementNumber } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { rowsOf } from '../src/services/ids';
import { hashPassword } from '../src/services/password';
import { from, latestCode, login, type TestContext } from './helpers';
import { staffCall } from './staff-helpers';

export const MAKER = { email: 'maker@finance.example.in', mobile: '9811100021' } as const;
export const CHECKER = { email: 'checker@finance.example.in', mobile: '9811100022' } as const;
export const BANKS = {
  'ORG-MLE': { beneficiaryName: 'Mumbai Live Entertainment Pvt Ltd', bankName: 'HDFC Bank', accountNumber: '50100012345678', ifsc: 'HDFC0000123' },
  'ORG-BBL': { beneficiaryName: 'Bengaluru Beats LLP', bankName: 'Axis Bank', accountNumber: '917020012345678', ifsc: 'UTIB0000456' },
} as const;

export interface PayoutTokens {
  admin: string;
  maker: string;
  checker: string;
  reviewer: string;
  organiser: string;
  organiser2: string;
  gate: string;
}

/** A staff finance user made through Users and access (POST /user/access, IAM group DIY_FINANCE_STAFF). */
async function financeUser(ctx: TestContext, admin: string, who: { email: string; mobile: string }): Promise<string> {
  const res = await staffCall(ctx.app, admin, 'POST', '/user/access', { emailID: who.email, username: who.email, mobile: who.mobile, contract: true, groups: ['DIY_FINANCE_STAFF'] });
  if (res.statusCode !== 200) throw new Error(`access ${who.email}: ${res.statusCode} ${res.body}`);
  await ctx.database.db.execute(sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where email = ${who.email}`);
  return login(ctx.app, who.email, DEMO_PASSWORD);
}

export async function payoutTokens(ctx: TestContext): Promise<PayoutTokens> {
  const admin = await login(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  return {
    admin,
    maker: await financeUser(ctx, admin, MAKER),
    checker: await financeUser(ctx, admin, CHECKER),
    reviewer: await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD),
    organiser: await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD),
    organiser2: await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD),
    gate: await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD),
  };
}

/** A fresh step-up code for the caller, read from the outbox (the mobile the user has). */
let stepUps = 0;
export async function stepUp(ctx: TestContext, token: string, mobile: string): Promise<{ otpId: string; otp: string }> {
  // Each code from its own client address and a fifth of a send window later (never more than 5 a window per mobile): the login's send limits apply to step-ups too.
  stepUps += 1;
  ctx.clock.advance(OTP_SEND_WINDOW_MS / 5);
  const res = await staffCall(ctx.app, token, 'POST', PAYOUT_STEP_UP_PATH, {}, from(`10.20.${Math.floor(stepUps / 250)}.${stepUps % 250}`));
  if (res.statusCode !== 200) throw new Error(`step-up: ${res.statusCode} ${res.body}`);
  return { otpId: res.json().data.challenge.otpId, otp: await latestCode(ctx.app, mobile) };
}

export interface IssuedStatement {
  id: string;
  number: string;
  organiserCode: string;
  netPayablePaise: number;
}

/**
 * Issued statements written straight into the table (the statements job is tested on its own): one per seeded session
 * of the two demo organisers, `perOrganiser` each, net payable 1,000.00 + i x 123.45 rupees, issued `daysAgo[i]` ago.
 */
export async function issuedStatements(ctx: TestContext, perOrganiser: number, daysAgo: (i: number) => number): Promise<IssuedStatement[]> {
  const db = ctx.database.db;
  for (const [code, bank] of Object.entries(BANKS)) {
    await db.execute(sql`update organisers set profile = profile || ${JSON.stringify({ bank })}::jsonb where code = ${code}`);
  }
  const now = ctx.clock.now();
  const fy = financialYearOf(now);
  const out: IssuedStatement[] = [];
  let seq = 0;
  for (const code of Object.keys(BANKS)) {
    const sessions = rowsOf<{ id: string; event_id: string; show_time: string; organiser_id: string }>(
      await db.execute(sql`
        select s.id, s.event_id, s.show_time, e.organiser_id from event_sessions s join events e on e.id = s.event_id join organisers o on o.id = e.organiser_id
        where o.code = ${code} and not exists (select 1 from statements x where x.session_id = s.id) order by s.show_time, s.id limit ${perOrganiser}`),
    );
    for (const s of sessions) {
      seq += 1;
      const i = out.length;
      const net = 100_000 + i * 12_345;
      const number = statementNumber(fy, 900_000 + seq);
      const issuedAt = new Date(now.getTime() - daysAgo(i) * 86_400_000);
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into statements (organiser_id, event_id, session_id, status, number, financial_year, seq, show_time, rates_on, due_date, rates, tcs_flag,
            proceeds_paise, net_paise, net_payable_paise, issued_at)
          values (${s.organiser_id}::uuid, ${s.event_id}::uuid, ${s.id}::uuid, 'ISSUED', ${number}, ${fy}, ${900_000 + seq}, ${new Date(s.show_time).toISOString()}::timestamptz,
            ${istDateOf(s.show_time)}, ${istDateOf(issuedAt)}, '{}'::jsonb, 'N', ${net}, ${net}, ${net}, ${issuedAt.toISOString()}::timestamptz)
          returning id`),
      );
      out.push({ id: row!.id, number, organiserCode: code, netPayablePaise: net });
    }
  }
  return out;
}
