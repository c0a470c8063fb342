import { ACCESS_TOKEN_TTL_MS, DEMO_ACCOUNTS, DEMO_PASSWORD, ERROR_CODES, FEATURES, LOGIN_MESSAGES, type Role } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { SESSION_EXPIRED_MESSAGE } from '../src/http/errors';
import { featuresForRoles } from '../src/services/features';
import { hashPassword } from '../src/services/password';
import { api, describeEngines, login, useTestApp } from './helpers';

const SESSION_EXPIRED = { code: ERROR_CODES.sessionExpired, message: SESSION_EXPIRED_MESSAGE };

describeEngines('auth on %s', (engine) => {
  const ctx = useTestApp(engine);
  const token = (body: unknown) => api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: body as object });

  it('logs in with an e-mail (any case) or a mobile number', async () => {
    const byEmail = await token({ username: 'Organiser@Demo.in', password: DEMO_PASSWORD });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({ status: 200, data: { accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) } });
    const byMobile = await token({ username: DEMO_ACCOUNTS.organiser.mobile, password: DEMO_PASSWORD });
    expect(byMobile.statusCode).toBe(200);
  });

  it('rejects a wrong password and an unknown user with the same answer', async () => {
    const wrong = await token({ username: DEMO_ACCOUNTS.organiser.email, password: 'Wrong@2026' });
    const unknown = await token({ username: 'nobody@demo.in', password: DEMO_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        status: 401,
        errors: { code: ERROR_CODES.invalidCredentials, message: LOGIN_MESSAGES.invalidCredentials },
      });
    }
    // The same answer but for the request's own id.
    const withoutId = (body: string) => body.replace(/"requestId":"[^"]+"/, '');
    expect(withoutId(unknown.body)).toBe(withoutId(wrong.body));
    expect(unknown.json().errors.requestId).not.toBe(wrong.json().errors.requestId);
  });

  it('answers validation failures with the field and the schema message', async () => {
    const empty = await token({ username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      code: ERROR_CODES.validation,
      field: 'username',
      message: LOGIN_MESSAGES.usernameRequired,
      fields: [
        { field: 'username', message: LOGIN_MESSAGES.usernameRequired },
        { field: 'password', message: LOGIN_MESSAGES.passwordRequired },
      ],
    });
    const invalid = await token({ username: 'not-an-email', password: 'x' });
    expect(invalid.json().errors).toMatchObject({ field: 'username', message: LOGIN_MESSAGES.usernameInvalid });
    const missing = await token({ username: DEMO_ACCOUNTS.organiser.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.field).toBe('password');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await api(ctx.app, {
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "organiser@demo.in", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, errors: { code: expect.stringMatching(/^ERR\./) } });
  });

  it('returns the profile and the features of the caller', async () => {
    const t = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const profile = await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: t });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      userName: DEMO_ACCOUNTS.organiser.email,
      email: DEMO_ACCOUNTS.organiser.email,
      mobile: DEMO_ACCOUNTS.organiser.mobile,
      roles: ['organiser'],
      organiserName: 'Mumbai Live Entertainment Pvt Ltd',
      showProfile: true,
    });
    const features = await api(ctx.app, { method: 'GET', url: '/api/user/features', token: t });
    expect(features.json().data.features).toContain(FEATURES.events);

    const gate = await login(ctx.app, DEMO_ACCOUNTS.gate.mobile, DEMO_PASSWORD);
    const gateFeatures = (await api(ctx.app, { method: 'GET', url: '/api/user/features', token: gate })).json().data.features;
    // The demo's gate account also sells at the door (issue 30: DIY_BOX_OFFICE in the demo seed).
    expect(gateFeatures).toEqual([FEATURES.scanEntry, FEATURES.scanExit, FEATURES.boxOffice]);
    const admin = await login(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const adminProfile = (await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: admin })).json().data;
    expect(adminProfile).toMatchObject({ roles: ['admin'], organiserId: null, showProfile: false });
  });

  it('requires a bearer token', async () => {
    const res = await api(ctx.app, { method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toMatchObject(SESSION_EXPIRED);
  });

  it('rejects a tampered token', async () => {
    const t = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const [body, sig] = t.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 86_400 })).toString('base64url');
    const flipped = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [`${forged}.${sig}`, `${body}.${flipped}`, 'garbage', `${body}.`]) {
      const res = await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toMatchObject(SESSION_EXPIRED);
    }
  });

  it('expires tokens after a day', async () => {
    const t = await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD);
    const start = ctx.clock.current;
    try {
      ctx.clock.advance(ACCESS_TOKEN_TTL_MS - 60_000);
      expect((await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: t })).statusCode).toBe(200);
      ctx.clock.advance(120_000);
      const res = await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: t });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toMatchObject(SESSION_EXPIRED);
    } finally {
      ctx.clock.current = start;
    }
  });

  it('revokes the session on logout; a second logout still answers 200', async () => {
    const t = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const other = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const out = await api(ctx.app, { method: 'POST', url: '/api/auth/logout', token: t });
    expect(out.statusCode).toBe(200);
    expect(out.json().status).toBe(200);
    const after = await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: t });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors).toMatchObject(SESSION_EXPIRED);
    expect((await api(ctx.app, { method: 'POST', url: '/api/auth/logout', token: t })).statusCode).toBe(200);
    expect((await api(ctx.app, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    // Other sessions of the same user stay valid.
    expect((await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: other })).statusCode).toBe(200);
  });

  it('refuses a deactivated user with 403 and ends their sessions', async () => {
    const t = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    const { db } = ctx.database;
    await db.update(users).set({ active: false }).where(eq(users.email, DEMO_ACCOUNTS.gate.email));
    try {
      const res = await token({ username: DEMO_ACCOUNTS.gate.email, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe(403);
      expect((await api(ctx.app, { method: 'GET', url: '/api/user/profile', token: t })).statusCode).toBe(401);
      // A wrong password still reads as wrong credentials, revealing nothing about the account.
      expect((await token({ username: DEMO_ACCOUNTS.gate.email, password: 'nope' })).statusCode).toBe(401);
    } finally {
      await db.update(users).set({ active: true }).where(eq(users.email, DEMO_ACCOUNTS.gate.email));
    }
  });

  it('lists the features of each role; the organiser has the report key', async () => {
    const expected: Record<Role, string[]> = {
      organiser: [FEATURES.events, FEATURES.offers, FEATURES.reports, FEATURES.scanEntry, FEATURES.scanExit, FEATURES.finance, FEATURES.boxOffice],
      scanner: [FEATURES.scanEntry, FEATURES.scanExit],
      offer_manager: [FEATURES.offers],
      reviewer: [FEATURES.organiserReview],
      admin: [FEATURES.organiserReview, FEATURES.accessManagement, FEATURES.offerCatalogue, FEATURES.payouts],
      finance: [FEATURES.payouts],
    };
    expect(expected.organiser).toContain('diy.diyreport.dashboard.r');
    for (const [role, features] of Object.entries(expected)) expect(featuresForRoles([role as Role])).toEqual(features);
    await ctx.database.db
      .insert(users)
      .values({ email: 'offers@demo.in', mobile: '9600000100', name: 'Offer Manager', roles: ['offer_manager'], passwordHash: await hashPassword(DEMO_PASSWORD) });
    const accounts: [string, Role][] = [
      [DEMO_ACCOUNTS.organiser.email, 'organiser'],
      // gate2 scans only; the demo's gate@demo.in also holds the box office's group.
      ['gate2@demo.in', 'scanner'],
      ['offers@demo.in', 'offer_manager'],
      [DEMO_ACCOUNTS.reviewer.email, 'reviewer'],
      [DEMO_ACCOUNTS.admin.email, 'admin'],
    ];
    for (const [email, role] of accounts) {
      const t = await login(ctx.app, email, DEMO_PASSWORD);
      const res = await api(ctx.app, { method: 'GET', url: '/api/user/features', token: t });
      expect(res.json().data.features, role).toEqual(expected[role]);
    }
  });
});
