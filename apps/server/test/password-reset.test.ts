import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  ERROR_CODES,
  IDENTITY_ERROR_CODES as CODES,
  IDENTITY_MESSAGES,
  RESET_SESSION_TTL_MS,
} from '@diy/domain';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/services/password';
import { api, describeEngines, latestCode, login, outbox, useTestApp } from './helpers';

const ORGANISER = DEMO_ACCOUNTS.organiser;

describeEngines('password reset on %s', (engine) => {
  const ctx = useTestApp(engine);
  const forgot = (username: string, headers: Record<string, string> = {}) =>
    api(ctx.app, { method: 'POST', url: '/api/auth/password/forgot', headers, payload: { username } });
  const verify = (otpId: string, otp: string, username: string) =>
    api(ctx.app, { method: 'POST', url: '/api/auth/verifyotp', headers: { 'x-otp-id': otpId }, payload: { otp, username } });
  const reset = (sessionID: string, password: string) =>
    api(ctx.app, { method: 'POST', url: '/api/auth/password/reset', payload: { sessionID, password } });
  const profile = (t: string) => api(ctx.app, { method: 'GET', url: '/api/user/profile', token: t });
  const nextWindow = () => ctx.clock.advance(16 * 60_000);

  /** forgot + verify: a reset sessionID for the user. */
  async function resetSession(username: string, to: string): Promise<string> {
    const c = (await forgot(username)).json().data.challenge;
    const res = await verify(c.otpId, await latestCode(ctx.app, to), username);
    expect(res.statusCode).toBe(200);
    return res.json().data.sessionID as string;
  }

  it('resets the password by SMS code and revokes every session of the user', async () => {
    const before = await login(ctx.app, ORGANISER.email, DEMO_PASSWORD);
    const other = await login(ctx.app, ORGANISER.mobile, DEMO_PASSWORD);
    const res = await forgot(ORGANISER.email, { 'x-mobile-no': ORGANISER.mobile });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.challenge).toMatchObject({ sentTo: '90XXXXXX01', expiresInSeconds: 300 });
    const code = await latestCode(ctx.app, ORGANISER.mobile);
    const verified = await verify(res.json().data.challenge.otpId, code, ORGANISER.email);
    expect(verified.json().data).toEqual({ sessionID: expect.any(String) });
    const done = await reset(verified.json().data.sessionID, 'NewSecret@2026');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ success: true, message: IDENTITY_MESSAGES.passwordChanged });
    for (const t of [before, other]) {
      const r = await profile(t);
      expect(r.statusCode).toBe(401);
      expect(r.json().errors.code).toBe(ERROR_CODES.sessionExpired);
    }
    expect((await api(ctx.app, { method: 'POST', url: '/api/auth/token', payload: { username: ORGANISER.email, password: DEMO_PASSWORD } })).statusCode).toBe(401);
    const fresh = await login(ctx.app, ORGANISER.email, 'NewSecret@2026');
    expect((await profile(fresh)).statusCode).toBe(200);
    // The reset session is single use.
    const again = await reset(verified.json().data.sessionID, 'Another@2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toMatchObject({ code: CODES.resetSessionInvalid, message: IDENTITY_MESSAGES.resetSessionInvalid });
    // The reset code is single use too.
    expect((await verify(res.json().data.challenge.otpId, code, ORGANISER.email)).json().errors.code).toBe(CODES.otpUsed);
  });

  it('refuses passwords outside 8 to 128 characters with ERR.PASSWORD.INVALID', async () => {
    nextWindow();
    const sessionID = await resetSession(DEMO_ACCOUNTS.gate.mobile, DEMO_ACCOUNTS.gate.mobile);
    for (const password of ['short', 'x'.repeat(129)]) {
      const res = await reset(sessionID, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ code: CODES.passwordInvalid, field: 'password', message: IDENTITY_MESSAGES.passwordLength });
    }
    const missing = await api(ctx.app, { method: 'POST', url: '/api/auth/password/reset', payload: { password: 'LongEnough1' } });
    expect(missing.json().errors).toMatchObject({ code: ERROR_CODES.validation, field: 'sessionID' });
    // The failed tries did not use up the session.
    expect((await reset(sessionID, 'x'.repeat(128))).statusCode).toBe(200);
  });

  it('expires the reset session after its lifetime', async () => {
    nextWindow();
    const sessionID = await resetSession(DEMO_ACCOUNTS.gate.email, DEMO_ACCOUNTS.gate.mobile);
    ctx.clock.advance(RESET_SESSION_TTL_MS + 1000);
    expect((await reset(sessionID, 'LateSecret@1')).json().errors.code).toBe(CODES.resetSessionInvalid);
    expect((await reset('not-a-session', 'LateSecret@1')).json().errors.code).toBe(CODES.resetSessionInvalid);
  });

  it('answers ERR.NEW.USER for an unknown mobile and ERR.USER.NOT_FOUND for an unknown e-mail', async () => {
    const mobile = await forgot('9876500000');
    expect(mobile.statusCode).toBe(404);
    expect(mobile.json().errors).toMatchObject({ code: CODES.newUser, message: IDENTITY_MESSAGES.newUser });
    const email = await forgot('nobody@demo.in');
    expect(email.statusCode).toBe(404);
    expect(email.json().errors.code).toBe(CODES.userNotFound);
    const invalid = await forgot('not a user');
    expect(invalid.json().errors).toMatchObject({ code: ERROR_CODES.validation, field: 'username', message: IDENTITY_MESSAGES.mobileFormat });
  });

  it('sends the code by e-mail when the account has no mobile, and resends on the same OTP id', async () => {
    await ctx.database.db
      .insert(users)
      .values({ email: 'nomobile@demo.in', name: 'No Mobile', roles: ['organiser'], passwordHash: await hashPassword('Initial@2026') });
    const first = (await forgot('NoMobile@demo.in')).json().data.challenge;
    expect(first.sentTo).toBe('n***@demo.in');
    const [mail] = await outbox(ctx.app, 'nomobile@demo.in');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your DIY Events OTP' });
    const resent = await forgot('nomobile@demo.in', { 'x-otp-id': first.otpId });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.challenge.otpId).toBe(first.otpId);
    expect(await outbox(ctx.app, 'nomobile@demo.in')).toHaveLength(2);
    // The code belongs to this user: verifying it under another username fails.
    const code = await latestCode(ctx.app, 'nomobile@demo.in');
    expect((await verify(first.otpId, code, ORGANISER.email)).json().errors.code).toBe(CODES.otpInvalid);
    const ok = await verify(first.otpId, code, 'nomobile@demo.in');
    expect(ok.statusCode).toBe(200);
    // A resend for a foreign or unknown OTP id is refused.
    expect((await forgot(ORGANISER.email, { 'x-otp-id': first.otpId })).statusCode).toBe(400);
  });

  it('needs the x-otp-id header to verify', async () => {
    const res = await api(ctx.app, { method: 'POST', url: '/api/auth/verifyotp', payload: { otp: '123456', username: ORGANISER.email } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ code: ERROR_CODES.validation, field: 'x-otp-id' });
  });
});
