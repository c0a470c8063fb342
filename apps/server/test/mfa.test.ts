import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  ERROR_CODES,
  IDENTITY_ERROR_CODES as CODES,
  IDENTITY_MESSAGES,
  MFA_TOKEN_TTL_MS,
  OTP_TTL_MS,
} from '@diy/domain';
import { expect, it } from 'vitest';
import { api, describeEngines, latestCode, login, outbox, useTestApp } from './helpers';

describeEngines('second login step on %s', (engine) => {
  const ctx = useTestApp(engine);
  const token = (payload: object) => api(ctx.app, { method: 'POST', url: '/api/auth/token', payload });
  const challenge = (payload: object) => api(ctx.app, { method: 'POST', url: '/api/auth/challenge', payload });
  const profile = (t: string) => api(ctx.app, { method: 'GET', url: '/api/user/profile', token: t });
  const setMfa = (t: string, enabled: unknown) => api(ctx.app, { method: 'PUT', url: '/api/user/mfa', token: t, payload: { enabled } });
  const nextWindow = () => ctx.clock.advance(16 * 60_000);

  it('asks staff for the code sent to their mobile (401 mfa_required) and then logs them in', async () => {
    const res = await token({ username: DEMO_ACCOUNTS.reviewer.email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    const e = res.json().errors;
    expect(e).toMatchObject({
      code: CODES.mfaRequired,
      message: IDENTITY_MESSAGES.mfaRequired,
      error: 'mfa_required',
      mfaToken: expect.any(String),
      challenge: { otpId: expect.any(String), sentTo: '90XXXXXX02', expiresInSeconds: 300, resendInSeconds: 30 },
    });
    const [sms] = await outbox(ctx.app, DEMO_ACCOUNTS.reviewer.mobile);
    expect(sms?.channel).toBe('sms');
    // The MFA token is not an access token.
    expect((await profile(e.mfaToken)).statusCode).toBe(401);
    const done = await challenge({ mfaToken: e.mfaToken, otp: await latestCode(ctx.app, DEMO_ACCOUNTS.reviewer.mobile) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('SUCCESS');
    const me = (await profile(done.json().data.accessToken)).json().data;
    expect(me).toMatchObject({ email: DEMO_ACCOUNTS.reviewer.email, mfaEnabled: true });
  });

  it('keeps the wrong-password answer unchanged for staff (no code is sent)', async () => {
    const before = (await outbox(ctx.app, DEMO_ACCOUNTS.admin.mobile)).length;
    const res = await token({ username: DEMO_ACCOUNTS.admin.email, password: 'Wrong@2026' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.code).toBe(ERROR_CODES.invalidCredentials);
    expect(res.json().errors.mfaToken).toBeUndefined();
    expect((await outbox(ctx.app, DEMO_ACCOUNTS.admin.mobile)).length).toBe(before);
  });

  it('lets the MFA token resend a code for 15 minutes, then refuses it', async () => {
    nextWindow();
    const e = (await token({ username: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD })).json().errors;
    ctx.clock.advance(OTP_TTL_MS + 1000);
    const expired = await challenge({ mfaToken: e.mfaToken, otp: await latestCode(ctx.app, DEMO_ACCOUNTS.admin.mobile) });
    expect(expired.json().errors.code).toBe(CODES.otpExpired);
    const resend = await api(ctx.app, { method: 'POST', url: '/api/auth/challenge/resend', payload: { mfaToken: e.mfaToken } });
    expect(resend.statusCode).toBe(202);
    expect(resend.json().data.challenge.otpId).toBe(e.challenge.otpId);
    ctx.clock.advance(MFA_TOKEN_TTL_MS - OTP_TTL_MS);
    // Past 15 minutes the attempt is over, even with the fresh code.
    const late = await challenge({ mfaToken: e.mfaToken, otp: await latestCode(ctx.app, DEMO_ACCOUNTS.admin.mobile) });
    expect(late.statusCode).toBe(401);
    const lateResend = await api(ctx.app, { method: 'POST', url: '/api/auth/challenge/resend', payload: { mfaToken: e.mfaToken } });
    expect(lateResend.statusCode).toBe(401);
  });

  it('refuses a tampered MFA token', async () => {
    nextWindow();
    const e = (await token({ username: DEMO_ACCOUNTS.reviewer.email, password: DEMO_PASSWORD })).json().errors;
    const [body, sig] = (e.mfaToken as string).split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 3600 })).toString('base64url')}.${sig}`;
    const res = await challenge({ mfaToken: forged, otp: await latestCode(ctx.app, DEMO_ACCOUNTS.reviewer.mobile) });
    expect(res.statusCode).toBe(401);
  });

  it('gives gate staff and organisers no second step unless they turn it on', async () => {
    nextWindow();
    const gate = await token({ username: DEMO_ACCOUNTS.gate.email, password: DEMO_PASSWORD });
    expect(gate.statusCode).toBe(200);
    expect((await profile(gate.json().data.accessToken)).json().data.mfaEnabled).toBe(false);
    const org = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    expect((await profile(org)).json().data.mfaEnabled).toBe(false);

    const on = await setMfa(org, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.mfaEnabled).toBe(true);
    const next = await token({ username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD });
    expect(next.statusCode).toBe(401);
    expect(next.json().errors.error).toBe('mfa_required');
    // With the second step on, a code alone no longer logs in.
    expect((await token({ mobile: DEMO_ACCOUNTS.organiser.mobile })).statusCode).toBe(403);

    const off = await setMfa(org, false);
    expect(off.json().data.mfaEnabled).toBe(false);
    expect((await token({ username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('lets only organisers change the setting, and validates it', async () => {
    nextWindow();
    const reviewer = await login(ctx.app, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD);
    expect((await setMfa(reviewer, false)).statusCode).toBe(403);
    expect((await profile(reviewer)).json().data.mfaEnabled).toBe(true);
    const gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    expect((await setMfa(gate, true)).statusCode).toBe(403);
    expect((await api(ctx.app, { method: 'PUT', url: '/api/user/mfa', payload: { enabled: true } })).statusCode).toBe(401);
    const org = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    const bad = await setMfa(org, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ code: ERROR_CODES.validation, field: 'enabled', message: 'enabled must be a boolean' });
  });
});
