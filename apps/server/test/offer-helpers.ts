import { type CatalogueOfferCreateInput, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SECOND_ORGANISER_ACCOUNT } from '../src/seed/accounts';
import { hashPassword } from '../src/services/password';
import { api, login, type TestContext } from './helpers';
import { type DemoSession, pushBooking } from './scan-helpers';
import { staffCall } from './staff-helpers';

export const OFFER_MANAGER = { email: 'offers@mle.example.in', mobile: '9811100002' } as const;
export const CATALOGUE = '/proxy/diy/v1/offers/catalogue';

export interface OfferTokens {
  organiser: string;
  organiser2: string;
  offerManager: string;
  gate: string;
  reviewer: string;
  admin: string;
}

/** The demo accounts, and a user of the demo organiser given DIY_OFFER_MANAGER by the admin. */
export async function offerTokens(ctx: TestContext): Promise<OfferTokens> {
  const admin = await login(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
  const res = await staffCall(ctx.app, admin, 'POST', '/user/access', {
    emailID: OFFER_MANAGER.email, username: OFFER_MANAGER.email, mobile: OFFER_MANAGER.mobile, contract: true, groups: ['DIY_OFFER_MANAGER'], organiserId: 'ORG-MLE',
  });
  if (res.statusCode !== 200) throw new Error(`access: ${res.statusCode} ${res.body}`);
  await ctx.database.db.execute(sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where email = ${OFFER_MANAGER.email}`);
  return {
    organiser: await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD),
    organiser2: await login(ctx.app, SECOND_ORGANISER_ACCOUNT.email, DEMO_PASSWORD),
    offerManager: await login(ctx.app, OFFER_MANAGER.email, DEMO_PASSWORD),
    gate: await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD),
    reviewer: await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD),
    admin,
  };
}

const H = 3_600_000;

/** A catalogue offer valid from a day before `now` to a day after, with the given rules. */
export function offerBody(code: string, now: Date, rules: Partial<CatalogueOfferCreateInput> = {}): CatalogueOfferCreateInput {
  return {
    code,
    name: `Test offer ${code}`,
    audienceType: 'ALL_BUYERS',
    discountKind: 'PERCENT',
    discountValue: 10,
    totalCapTickets: 100,
    validFrom: new Date(now.getTime() - 24 * H).toISOString(),
    validTo: new Date(now.getTime() + 24 * H).toISOString(),
    ...rules,
  };
}

export async function addOffer(app: FastifyInstance, admin: string, body: CatalogueOfferCreateInput): Promise<void> {
  const res = await staffCall(app, admin, 'POST', CATALOGUE, body);
  if (res.statusCode !== 201) throw new Error(`catalogue: ${res.statusCode} ${res.body}`);
}

export function setOffers(app: FastifyInstance, token: string, eventCode: string, offerCodes: string[], status: boolean) {
  return api(app, { method: 'POST', url: '/api/offers', token, payload: { offers: [{ eventCode, offerCodes }], status } });
}

export async function optIn(app: FastifyInstance, token: string, eventCode: string, offerCodes: string[]): Promise<void> {
  const res = await setOffers(app, token, eventCode, offerCodes, true);
  if (res.statusCode !== 200) throw new Error(`opt-in: ${res.statusCode} ${res.body}`);
}

export interface OfferBookingOptions {
  offerCode?: string;
  lines?: [code: string, quantity: number][];
  audienceTypes?: string[];
  mobile?: string | null;
  key?: string;
}

/** Pushes a booking of the demo channel that asks for an offer. */
export function bookWithOffer(app: FastifyInstance, s: DemoSession, channelBookingId: string, o: OfferBookingOptions = {}) {
  const lines = (o.lines ?? [['GOLD', 1]]).map(([code, quantity]) => {
    const type = s.ticketTypes.find((t) => t.code === code);
    if (!type) throw new Error(`no ${code}`);
    return { ticketTypeCode: code, quantity, pricePaise: type.pricePaise, feePaise: 100, taxPaise: 18 };
  });
  const mobile = o.mobile === undefined ? '9876500001' : o.mobile;
  return pushBooking(
    app,
    {
      channelBookingId,
      eventCode: s.eventCode,
      sessionId: s.sessionId,
      tickets: lines,
      buyer: { name: 'Offer Buyer', ...(mobile ? { mobile } : {}), ...(o.audienceTypes ? { audienceTypes: o.audienceTypes } : {}) },
      ...(o.offerCode ? { offerCode: o.offerCode } : {}),
    },
    o.key,
  );
}

export const offersGet = (app: FastifyInstance, url: string, token?: string) => api(app, { method: 'GET', url: `/api${url}`, ...(token ? { token } : {}) });
